package boogie

// nodeKind says what a control-flow node does.
type nodeKind int

// The kinds of control-flow nodes. Every kind but nNop is a step of a
// trace.
const (
	nNop    nodeKind = iota // a label, a join or a loop exit: no effect
	nStart                  // procedure entry: locals start arbitrary
	nAssign                 // x, m[i] := e, f
	nHavoc                  // havoc x, y
	nAssume                 // assume e
	nAssert                 // assert e
	nCall                   // call xs := P(args)
	nBranch                 // if (e|*), goto L1, …, Ln: one edge per choice
	nHead                   // while head: invariants, then body or exit
	nReturn                 // return
	nExit                   // the end of the body
)

// node is one point of an implementation's control-flow graph.
type node struct {
	id   int
	kind nodeKind
	off  int  // the offset of the statement (or clause) it comes from
	stmt Stmt // the statement, if any
	succ []edge
	cut  bool // a cut point: loop head, target of a back edge, call
	impl bool // a call of a procedure with an implementation
}

// edge leads to a successor, guarded by cond (negated when neg); a nil cond
// is a free choice.
type edge struct {
	to   *node
	cond Expr
	neg  bool
}

// cfg is the control-flow graph of one implementation.
type cfg struct {
	impl        *Impl
	start, exit *node
	nodes       []*node
	labels      map[string]*node // the point each label names
	after       map[string]*node // for break L: the point after the statement L labels
}

// buildCFG lowers an implementation's structured statements into a graph.
// A call is a cut point when implemented(callee) holds.
func buildCFG(impl *Impl, exitOff int, implemented func(name string) bool) *cfg {
	g := &cfg{impl: impl, labels: map[string]*node{}, after: map[string]*node{}}
	g.exit = g.add(nExit, exitOff, nil)
	for name, l := range impl.Labels {
		g.labels[name] = g.add(nNop, l.Off, l)
	}
	g.start = g.add(nStart, impl.Body.Off, nil)
	g.start.succ = []edge{{to: g.list(impl.Body.Stmts, g.exit, nil)}}
	g.markCuts(implemented)
	return g
}

func (g *cfg) add(k nodeKind, off int, s Stmt) *node {
	n := &node{id: len(g.nodes), kind: k, off: off, stmt: s}
	g.nodes = append(g.nodes, n)
	return n
}

// list lowers stmts, continuing at next; brk is the innermost loop's exit.
// It returns the entry node of the list.
func (g *cfg) list(stmts []Stmt, next, brk *node) *node {
	afterNext := next // the point after stmts[i+1]
	for i := len(stmts) - 1; i >= 0; i-- {
		if l, ok := stmts[i].(*LabelStmt); ok && i+1 < len(stmts) {
			g.after[l.Name] = afterNext // the point after the statement L labels
		}
		afterNext = next
		next = g.stmt(stmts[i], next, brk)
	}
	return next
}

func (g *cfg) stmt(s Stmt, next, brk *node) *node {
	switch s := s.(type) {
	case *LabelStmt:
		l := g.labels[s.Name]
		l.succ = []edge{{to: next}}
		return l
	case *AssignStmt:
		return g.simple(nAssign, s, next)
	case *HavocStmt:
		return g.simple(nHavoc, s, next)
	case *AssumeStmt:
		return g.simple(nAssume, s, next)
	case *AssertStmt:
		return g.simple(nAssert, s, next)
	case *CallStmt:
		return g.simple(nCall, s, next)
	case *ReturnStmt:
		return g.simple(nReturn, s, g.exit)
	}
	return g.control(s, next, brk)
}

func (g *cfg) simple(k nodeKind, s Stmt, next *node) *node {
	n := g.add(k, s.Pos(), s)
	n.succ = []edge{{to: next}}
	return n
}

func (g *cfg) control(s Stmt, next, brk *node) *node {
	switch s := s.(type) {
	case *IfStmt:
		n := g.add(nBranch, s.Off, s)
		n.succ = []edge{
			{to: g.list(s.Then, next, brk), cond: s.Cond},
			{to: g.list(s.Else, next, brk), cond: s.Cond, neg: true},
		}
		return n
	case *WhileStmt:
		h := g.add(nHead, s.Off, s)
		h.cut = true
		h.succ = []edge{
			{to: g.list(s.Body, h, next), cond: s.Cond},
			{to: next, cond: s.Cond, neg: true},
		}
		return h
	case *BreakStmt:
		return g.jump(s, g.breakTarget(s, brk))
	case *GotoStmt:
		n := g.add(nBranch, s.Off, s)
		for _, l := range s.Labels {
			n.succ = append(n.succ, edge{to: g.labels[l.Name]})
		}
		return n
	}
	return next
}

// jump is a one-way transfer (break) shown as a branch with one choice.
func (g *cfg) jump(s Stmt, to *node) *node {
	n := g.add(nBranch, s.Pos(), s)
	n.succ = []edge{{to: to}}
	return n
}

func (g *cfg) breakTarget(s *BreakStmt, brk *node) *node {
	if s.Label != nil {
		if a := g.after[s.Label.Name]; a != nil {
			return a
		}
		return g.labels[s.Label.Name]
	}
	return brk
}

// markCuts makes the target of every back edge of a depth-first search from
// the start a cut point, so that every cycle passes through one; calls are
// cut points too (the point where the callee has returned) when the callee
// has an implementation.
func (g *cfg) markCuts(implemented func(string) bool) {
	const (
		white = iota
		grey
		black
	)
	color := make([]int, len(g.nodes))
	var visit func(n *node)
	visit = func(n *node) {
		color[n.id] = grey
		for _, e := range n.succ {
			switch color[e.to.id] {
			case white:
				visit(e.to)
			case grey:
				e.to.cut = true
			}
		}
		color[n.id] = black
	}
	visit(g.start)
	for _, n := range g.nodes {
		if n.kind == nCall && implemented(n.stmt.(*CallStmt).Proc.Name) {
			n.cut, n.impl = true, true
		}
	}
}

// straight reports that the graph has no cut point: no loop and no call
// of an implemented procedure, so one region runs from its start to its
// exits. The summary of such a procedure is derived from no entry
// atom: the relation of its body over all inputs. A call site's return
// clause then holds the caller's state and the callee's body, one atom
// where the entry atom's own derivation (the same caller state and path)
// would make two copies of the caller (an assert called in a loop made
// the loop's clause non-linear). The calling contexts add nothing there:
// the return clause has the caller's state and path that the context
// clause derives the entry from, so the two encodings derive the same
// states of the caller.
func (g *cfg) straight() bool {
	for _, n := range g.nodes {
		if n.cut || n.impl {
			return false
		}
	}
	return true
}

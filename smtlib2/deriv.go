package smtlib2

import (
	"fmt"
	"io"
	"sort"
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// WriteDerivation writes d in the derivation format described in the package
// documentation: numbered nodes in pre-order, the root first as node 0; a node
// shared in the tree is written once.
func WriteDerivation(w io.Writer, s *chc.System, d *chc.Derivation) error {
	if d == nil || d.Root == nil {
		return fmt.Errorf("empty derivation")
	}
	preds, err := predNames(s)
	if err != nil {
		return err
	}
	index := make(map[*chc.Clause]int, len(s.Clauses))
	for i, c := range s.Clauses {
		index[c] = i
	}
	nodes, num := numberNodes(d.Root)
	pw := newPrinter(w, preds)
	pw.str("(derivation\n")
	for k, n := range nodes {
		ci, ok := index[n.Clause]
		if !ok {
			return fmt.Errorf("derivation node %d uses a clause that is not in the system", k)
		}
		if err := pw.derivNode(k, ci, n, num); err != nil {
			return fmt.Errorf("derivation node %d: %w", k, err)
		}
	}
	pw.str(")\n")
	return pw.w.Flush()
}

// numberNodes lists the distinct nodes under root in pre-order.
func numberNodes(root *chc.DerivNode) ([]*chc.DerivNode, map[*chc.DerivNode]int) {
	num := make(map[*chc.DerivNode]int)
	var nodes []*chc.DerivNode
	var visit func(n *chc.DerivNode)
	visit = func(n *chc.DerivNode) {
		if _, ok := num[n]; ok || n == nil {
			return
		}
		num[n] = len(nodes)
		nodes = append(nodes, n)
		for _, c := range n.Children {
			visit(c)
		}
	}
	visit(root)
	return nodes, num
}

// derivNode writes one node.
func (pw *printer) derivNode(k, ci int, n *chc.DerivNode, num map[*chc.DerivNode]int) error {
	c := n.Clause
	head, err := n.HeadValues()
	if err != nil {
		return fmt.Errorf("head: %w", err)
	}
	fmt.Fprintf(pw.w, "  (node %d (clause %d)", k, ci)
	if c.Pos.Line != 0 && c.Pos.Col != 0 {
		fmt.Fprintf(pw.w, " (at %d %d)", c.Pos.Line, c.Pos.Col)
	}
	if c.Pos.Line != 0 {
		pw.str(" ; " + c.Pos.String())
	}
	pw.str("\n    (head ")
	pw.groundAtom(c.Head, head)
	pw.str(")\n    (vars")
	vars := clauseVars(c)
	names := nameVars(vars, pw.preds)
	for _, v := range vars {
		if val, ok := n.Values[v]; ok {
			pw.str(" (" + chc.QuoteSymbol(names[v]) + " " + val.String() + ")")
		}
	}
	pw.str(")\n    (children")
	for _, ch := range n.Children {
		if ch == nil {
			return fmt.Errorf("missing child")
		}
		pw.str(" " + strconv.Itoa(num[ch]))
	}
	pw.str("))\n")
	return nil
}

func (pw *printer) groundAtom(h *chc.Atom, vals []chc.Value) {
	if h == nil {
		pw.str("false")
		return
	}
	if len(vals) == 0 {
		pw.str(chc.QuoteSymbol(h.Pred.Name))
		return
	}
	pw.str("(" + chc.QuoteSymbol(h.Pred.Name))
	for _, v := range vals {
		pw.str(" " + v.String())
	}
	pw.str(")")
}

// ParseDerivation reads a derivation of s in the format WriteDerivation
// writes, optionally preceded by a line "unsat". It checks the syntax, the
// clause indices, the variable names and sorts, the head of each node against
// its clause, and that the nodes form a tree (or DAG) rooted at node 0; it does
// not check that the derivation is valid (see package witness).
func ParseDerivation(name string, src []byte, s *chc.System) (*chc.Derivation, error) {
	p := newParser(name, src, s)
	dp := &derivParser{nodes: make(map[int]*derivEntry)}
	first := true
	p.run(func(p *parser, i int32) {
		p.derivItem(i, dp, first)
		first = false
	})
	var d *chc.Derivation
	if len(p.errs) == 0 {
		p.protect(func() { d = p.linkDerivation(dp) })
	}
	if len(p.errs) > 0 {
		p.errs.sort()
		return nil, p.errs
	}
	return d, nil
}

type derivParser struct {
	seen  bool // a (derivation ...) was read
	at    int32
	nodes map[int]*derivEntry
}

type derivEntry struct {
	node     *chc.DerivNode
	at       int32
	children []int
	childAt  []int32
}

// derivItem reads a top-level item: "unsat" or (derivation node...).
func (p *parser) derivItem(i int32, dp *derivParser, first bool) {
	if first && p.isSym(i, "unsat") {
		return
	}
	if p.node(i).kind != nList || p.nkids(i) == 0 || !p.isSym(p.kid(i, 0), "derivation") {
		p.fail(i, "expected (derivation ...), found %s", p.describe(i))
	}
	if dp.seen {
		p.fail(i, "more than one derivation")
	}
	dp.seen, dp.at = true, i
	p.keep = true // linkDerivation reports errors at these nodes
	for _, k := range p.kidList(i)[1:] {
		if len(p.errs) < maxErrors {
			p.protect(func() { p.derivNode(k, dp) })
		}
	}
}

// derivNode reads (node N (clause I) (head ...) (vars (x v)...) (children N...)).
func (p *parser) derivNode(i int32, dp *derivParser) {
	if p.node(i).kind != nList || p.nkids(i) < 3 || !p.isSym(p.kid(i, 0), "node") {
		p.fail(i, "expected (node number (clause index) ...), found %s", p.describe(i))
	}
	num := p.number(p.kid(i, 1), "node number")
	if _, dup := dp.nodes[num]; dup {
		p.fail(p.kid(i, 1), "node %d is defined twice", num)
	}
	e := &derivEntry{node: &chc.DerivNode{Values: make(chc.Env)}, at: i}
	var head int32 = -1
	for _, it := range p.kidList(i)[2:] {
		if p.node(it).kind != nList || p.nkids(it) == 0 {
			p.fail(it, "expected (clause ...), (at ...), (head ...), (vars ...) or (children ...), found %s", p.describe(it))
		}
		switch key := p.text(p.kid(it, 0)); key {
		case "clause":
			e.node.Clause = p.derivClause(it)
		case "at":
			p.derivAt(it, e.node)
		case "head":
			head = it
		case "vars":
			p.derivVars(it, e.node)
		case "children":
			p.derivChildren(it, e)
		default:
			p.fail(it, "unknown node item %s", p.describe(p.kid(it, 0)))
		}
	}
	if e.node.Clause == nil {
		p.fail(i, "node %d has no (clause index)", num)
	}
	if head >= 0 {
		p.derivHead(head, e.node)
	}
	dp.nodes[num] = e
}

// number reads a non-negative numeral.
func (p *parser) number(i int32, what string) int {
	n := p.node(i)
	if n.kind != nNumeral {
		p.fail(i, "expected a %s, found %s", what, p.describe(i))
	}
	v, err := strconv.Atoi(p.str(n))
	if err != nil || v > 1<<30 {
		p.fail(i, "%s %s is out of range", what, p.str(n))
	}
	return v
}

func (p *parser) derivClause(i int32) *chc.Clause {
	if p.nkids(i) != 2 {
		p.fail(i, "expected (clause index), found %s", p.describe(i))
	}
	k := p.number(p.kid(i, 1), "clause index")
	if k >= len(p.sys.Clauses) {
		p.fail(p.kid(i, 1), "clause index %d is out of range: the system has %d clauses", k, len(p.sys.Clauses))
	}
	return p.sys.Clauses[k]
}

// derivAt checks (at LINE COL) against the position of n's clause: the
// clause must have been read from the command at that line and column.
func (p *parser) derivAt(i int32, n *chc.DerivNode) {
	if n.Clause == nil {
		p.fail(i, "(at ...) must follow (clause ...)")
	}
	if p.nkids(i) != 3 {
		p.fail(i, "expected (at line column), found %s", p.describe(i))
	}
	line, col := p.number(p.kid(i, 1), "line"), p.number(p.kid(i, 2), "column")
	if pos := n.Clause.Pos; pos.Line != line || pos.Col != col {
		p.fail(i, "clause %d was read from %d:%d, not %d:%d", p.sys.ClauseIndex(n.Clause), pos.Line, pos.Col, line, col)
	}
}

// derivVars reads (vars (x v)...) into n.Values; n.Clause must be known, so
// (clause ...) comes first.
func (p *parser) derivVars(i int32, n *chc.DerivNode) {
	if n.Clause == nil {
		p.fail(i, "(vars ...) must follow (clause ...)")
	}
	vars := clauseVars(n.Clause)
	byName := make(map[string]*chc.Term, len(vars))
	for v, name := range nameVars(vars, p.predSet()) {
		byName[name] = v
	}
	for _, b := range p.kidList(i)[1:] {
		if p.node(b).kind != nList || p.nkids(b) != 2 {
			p.fail(b, "expected (variable value), found %s", p.describe(b))
		}
		name := p.symbolAt(p.kid(b, 0), "a variable name")
		v := byName[name]
		if v == nil {
			p.fail(p.kid(b, 0), "clause %d has no variable %s", p.sys.ClauseIndex(n.Clause), name)
		}
		if _, dup := n.Values[v]; dup {
			p.fail(p.kid(b, 0), "variable %s has two values", name)
		}
		n.Values[v] = p.groundValue(p.kid(b, 1), v.Sort())
	}
}

func (p *parser) predSet() map[string]bool {
	out := make(map[string]bool, len(p.preds))
	for n := range p.preds {
		out[n] = true
	}
	return out
}

// groundValue reads a ground term of sort s and evaluates it.
func (p *parser) groundValue(i int32, s chc.Sort) chc.Value {
	e := p.elab(i)
	if e.kind != ePure {
		p.fail(i, "expected a value, found %s", p.snippet(i))
	}
	t := p.coerce(i, e.t, s)
	if t.Sort() != s {
		p.fail(i, "value %s has sort %s, want %s", p.snippet(i), t.Sort(), s)
	}
	v, err := chc.Eval(t, nil)
	if err != nil {
		p.fail(i, "%s is not a ground value: %v", p.snippet(i), err)
	}
	return v
}

func (p *parser) derivChildren(i int32, e *derivEntry) {
	for _, k := range p.kidList(i)[1:] {
		e.children = append(e.children, p.number(k, "node number"))
		e.childAt = append(e.childAt, k)
	}
}

// derivHead checks (head false) or (head (P v...)) against the node's clause.
func (p *parser) derivHead(i int32, n *chc.DerivNode) {
	if p.nkids(i) != 2 {
		p.fail(i, "expected (head atom), found %s", p.describe(i))
	}
	h, c := p.kid(i, 1), n.Clause
	if p.isSym(h, "false") {
		if c.Head != nil {
			p.fail(h, "clause %d is not a query, its head is %s", p.sys.ClauseIndex(c), c.Head.Pred.Name)
		}
		return
	}
	if c.Head == nil {
		p.fail(h, "clause %d is a query, its head is false", p.sys.ClauseIndex(c))
	}
	var args []int32
	name := p.text(h)
	if p.node(h).kind == nList && p.nkids(h) > 0 {
		name, args = p.text(p.kid(h, 0)), p.kidList(h)[1:]
	}
	if name != c.Head.Pred.Name || len(args) != c.Head.Pred.Arity() {
		p.fail(h, "head %s does not match the head %s of clause %d", p.snippet(h), c.Head.Pred.Name, p.sys.ClauseIndex(c))
	}
	p.checkHeadValues(args, n)
}

// checkHeadValues compares the written head values with those the variable
// values give, where the latter can be computed.
func (p *parser) checkHeadValues(args []int32, n *chc.DerivNode) {
	want, err := n.HeadValues()
	if err != nil {
		return
	}
	for k, a := range args {
		if got := p.groundValue(a, n.Clause.Head.Pred.Params[k]); !got.Equal(want[k]) {
			p.fail(a, "head argument %d is %s, but the variable values give %s", k+1, got, want[k])
		}
	}
}

// linkDerivation resolves children and checks that node 0 roots an acyclic
// graph holding every node.
func (p *parser) linkDerivation(dp *derivParser) *chc.Derivation {
	if !dp.seen {
		p.failAt(0, "no (derivation ...) found")
	}
	root := dp.nodes[0]
	if root == nil {
		p.fail(dp.at, "derivation has no node 0 (the root)")
	}
	for _, num := range dp.order() {
		e := dp.nodes[num]
		for k, c := range e.children {
			ch := dp.nodes[c]
			if ch == nil {
				p.fail(e.childAt[k], "node %d is not defined", c)
			}
			e.node.Children = append(e.node.Children, ch.node)
		}
	}
	p.checkAcyclic(dp)
	return &chc.Derivation{Root: root.node}
}

// checkAcyclic fails on a cycle or on a node that node 0 does not reach.
func (p *parser) checkAcyclic(dp *derivParser) {
	const (
		active = 1
		done   = 2
	)
	state := make(map[int]int, len(dp.nodes))
	var visit func(k int)
	visit = func(k int) {
		state[k] = active
		e := dp.nodes[k]
		for j, c := range e.children {
			switch state[c] {
			case active:
				p.fail(e.childAt[j], "node %d is its own descendant", c)
			case 0:
				visit(c)
			}
		}
		state[k] = done
	}
	visit(0)
	for _, k := range dp.order() {
		if state[k] != done {
			p.fail(dp.nodes[k].at, "node %d is not reachable from node 0", k)
		}
	}
}

// order returns the node numbers in increasing order.
func (dp *derivParser) order() []int {
	out := make([]int, 0, len(dp.nodes))
	for k := range dp.nodes {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}

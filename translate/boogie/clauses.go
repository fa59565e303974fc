package boogie

import (
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// clauseKind says what a clause encodes.
type clauseKind int

// The kinds of clauses.
const (
	ckEntry   clauseKind = iota // the program starts in an entry procedure
	ckContext                   // a call: the callee starts
	ckStep                      // a region from a cut point to the next (or a call's return)
	ckExit                      // a procedure returns: its summary
	ckQuery                     // a check fails
)

// clauseMeta is what a clause encodes, for comments and for mapping a
// derivation back to a trace.
type clauseMeta struct {
	kind   clauseKind
	off    int // the statement, clause or procedure it comes from
	fr     *frame
	r      *region
	t      *rnode // the region node the clause ends at (nil for ckEntry)
	chk    *check // ckQuery
	callee *frame // ckContext and ckStep at a call
}

// encodeProc encodes the regions of an implemented procedure.
func (e *encoder) encodeProc(fr *frame) {
	for _, n := range reachableNodes(fr.g) {
		if n == fr.g.start || n.cut {
			e.encodeRegion(fr, n)
		}
	}
}

// reachableNodes returns the nodes reachable from the start, in id order.
func reachableNodes(g *cfg) []*node {
	seen := make([]bool, len(g.nodes))
	stack := []*node{g.start}
	seen[g.start.id] = true
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, ed := range n.succ {
			if !seen[ed.to.id] {
				seen[ed.to.id] = true
				stack = append(stack, ed.to)
			}
		}
	}
	var out []*node
	for _, n := range g.nodes {
		if seen[n.id] {
			out = append(out, n)
		}
	}
	return out
}

// cutPred is the predicate of a cut point: the state before it, or after
// it for a call.
func (e *encoder) cutPred(fr *frame, n *node) *chc.Pred {
	if p := fr.cuts[n]; p != nil {
		return p
	}
	kind := "@cut"
	switch n.kind {
	case nHead:
		kind = "@loop"
	case nCall:
		if n.impl {
			kind = "@call"
		}
	}
	p := e.newPred(fr.proc.Name+kind+strconv.Itoa(e.prog.Pos(n.off).Line), fr.slots)
	fr.cuts[n] = p
	return p
}

// encodeRegion emits the clauses of the region rooted at root.
func (e *encoder) encodeRegion(fr *frame, root *node) {
	st := e.initial(fr)
	if root == fr.g.start {
		for g, i := range fr.old {
			st[i] = st[fr.cur[g]]
		}
	}
	r := e.newRegion(fr, root, st)
	e.rootContext(r)
	if !root.impl {
		e.effect(r, r.root)
	}
	e.compute(r)
	for _, rn := range r.nodes {
		if !rn.leaf {
			e.queries(r, rn)
		}
	}
	for _, t := range r.leaves {
		e.leaf(r, t)
	}
}

// rootContext sets the root's atom and assumption: the entry predicate
// and the requires at the start, the cut predicate and the invariants at
// a loop head (whose non-free invariants are checked there).
func (e *encoder) rootContext(r *region) {
	fr, root := r.fr, r.root
	at := fr.at(root.in)
	r.rootAssume = e.f.True()
	if root.n == fr.g.start {
		r.rootAtom = chc.Atom{Pred: fr.entry, Args: pickState(root.in, fr.indices(sConst, sFunc, sGlobal, sIn))}
		r.rootAssume = e.specs(fr.proc, Requires, false, at)
		return
	}
	r.rootAtom = chc.Atom{Pred: e.cutPred(fr, root.n), Args: root.in}
	w, ok := root.n.stmt.(*WhileStmt)
	if !ok || root.n.kind != nHead {
		return
	}
	var all []*chc.Term
	for _, inv := range w.Invs {
		c := e.expr(inv.Expr, at)
		all = append(all, c)
		if !inv.Free {
			chk := &check{kind: failInvariant, off: inv.Off, expr: inv.Expr, cond: c}
			e.query(r, root, chk, []*chc.Term{e.f.Not(c)})
		}
	}
	r.rootAssume = e.f.And(all...)
}

// specs conjoins a procedure's requires or ensures (only the non-free ones
// when onlyChecked).
func (e *encoder) specs(p *Proc, kind SpecKind, onlyChecked bool, at scope) *chc.Term {
	var conj []*chc.Term
	for _, s := range p.Specs {
		if s.Kind == kind && (!s.Free || !onlyChecked) {
			conj = append(conj, e.expr(s.Expr, at))
		}
	}
	return e.f.And(conj...)
}

// queries emits a query per check of a node.
func (e *encoder) queries(r *region, rn *rnode) {
	for i := range rn.checks {
		chk := &rn.checks[i]
		e.query(r, rn, chk, append(e.pathConstraint(r, rn), e.f.Not(chk.cond)))
	}
}

func (e *encoder) query(r *region, rn *rnode, chk *check, conj []*chc.Term) {
	off := chk.off
	if rn.n.kind == nCall { // a precondition fails at the call
		off = rn.n.off
	}
	c := &chc.Clause{Body: []chc.Atom{r.rootAtom}, Constraint: e.f.And(conj...)}
	e.addClause(c, &clauseMeta{kind: ckQuery, off: off, fr: r.fr, r: r, t: rn, chk: chk})
}

// leaf emits the clauses that end at a leaf: the next cut point, a call,
// or the exit.
func (e *encoder) leaf(r *region, t *rnode) {
	switch {
	case t.n.kind == nExit:
		e.exit(r, t)
	case t.n.impl:
		e.call(r, t)
	default:
		c := &chc.Clause{Body: []chc.Atom{r.rootAtom}, Constraint: e.f.And(e.pathConstraint(r, t)...),
			Head: &chc.Atom{Pred: e.cutPred(r.fr, t.n), Args: t.in}}
		e.addClause(c, &clauseMeta{kind: ckStep, off: t.n.off, fr: r.fr, r: r, t: t})
	}
}

// exit emits the summary clause and a query per non-free ensures.
func (e *encoder) exit(r *region, t *rnode) {
	fr := r.fr
	path := e.pathConstraint(r, t)
	at := fr.at(t.in)
	for _, s := range fr.proc.Specs {
		if s.Kind == Ensures && !s.Free {
			cond := e.expr(s.Expr, at)
			chk := &check{kind: failEnsures, off: s.Off, expr: s.Expr, cond: cond}
			e.query(r, t, chk, append(append([]*chc.Term{}, path...), e.f.Not(cond)))
		}
	}
	args := pickState(t.in, fr.indices(sConst, sFunc))
	for _, g := range fr.uses {
		if i, ok := fr.old[g]; ok {
			args = append(args, t.in[i])
		} else {
			args = append(args, t.in[fr.cur[g]])
		}
	}
	args = append(args, pickState(t.in, fr.indices(sIn))...)
	for _, g := range fr.mods {
		args = append(args, t.in[fr.cur[g]])
	}
	args = append(args, pickState(t.in, fr.indices(sOut))...)
	body := []chc.Atom{r.rootAtom}
	if r.root.n == fr.g.start && fr.g.straight() {
		// A procedure without loops and calls: its summary is its
		// body's relation over all inputs, not only its contexts' (see
		// cfg.straight).
		body = nil
	}
	c := &chc.Clause{Body: body, Constraint: e.f.And(path...), Head: &chc.Atom{Pred: fr.sum, Args: args}}
	e.addClause(c, &clauseMeta{kind: ckExit, off: t.n.off, fr: fr, r: r, t: t})
}

// call emits the clauses of a call of an implemented procedure: the
// callee's context, a query per non-free requires, and the return with
// the callee's summary as a body atom.
func (e *encoder) call(r *region, t *rnode) {
	s := t.n.stmt.(*CallStmt)
	q := e.frames[e.info.Procs[s.Proc.Name]]
	fr, pre := r.fr, r.fr.at(t.in)
	path := e.pathConstraint(r, t)
	args := e.args(s, pre)
	inScope := e.calleeScope(q.proc, pre, args, nil, nil)
	frozen := pickState(t.in, fr.indices(sConst, sFunc))
	var uses []*chc.Term
	for _, g := range q.uses {
		uses = append(uses, t.in[fr.cur[g]])
	}
	entry := chc.Atom{Pred: q.entry, Args: concat(frozen, uses, args)}
	m := &clauseMeta{kind: ckContext, off: s.Off, fr: fr, r: r, t: t, callee: q}
	e.addClause(&chc.Clause{Body: []chc.Atom{r.rootAtom}, Constraint: e.f.And(path...), Head: &entry}, m)
	for _, sp := range q.proc.Specs {
		if sp.Kind == Requires && !sp.Free {
			cond := e.expr(sp.Expr, inScope)
			chk := &check{kind: failRequires, off: sp.Off, expr: sp.Expr, cond: cond}
			e.query(r, t, chk, append(append([]*chc.Term{}, path...), e.f.Not(cond)))
		}
	}
	e.callReturn(r, t, s, q, args, concat(frozen, uses, args), path)
}

// callReturn emits the clause from a call to the point after it.
func (e *encoder) callReturn(r *region, t *rnode, s *CallStmt, q *frame, args, prefix, path []*chc.Term) {
	fr, pre := r.fr, r.fr.at(t.in)
	pv := e.postValues(r, q.proc, s, q.mods)
	t.post = pv.vals
	var mods []*chc.Term
	for _, g := range q.mods {
		mods = append(mods, pv.globals[g])
	}
	sum := chc.Atom{Pred: q.sum, Args: concat(prefix, mods, pv.outs)}
	out := e.afterCall(fr, t.in, s, q.mods, pv)
	inScope := e.calleeScope(q.proc, pre, args, nil, nil)
	outScope := e.calleeScope(q.proc, pre, args, pv.outs, pv.globals)
	conj := append(append([]*chc.Term{}, path...),
		e.specs(q.proc, Requires, false, inScope), e.specs(q.proc, Ensures, true, outScope))
	c := &chc.Clause{Body: []chc.Atom{r.rootAtom, sum}, Constraint: e.f.And(conj...),
		Head: &chc.Atom{Pred: e.cutPred(fr, t.n), Args: out}}
	e.addClause(c, &clauseMeta{kind: ckStep, off: s.Off, fr: fr, r: r, t: t, callee: q})
}

func concat(lists ...[]*chc.Term) []*chc.Term {
	var out []*chc.Term
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// entryClause emits the fact that the program starts in entry procedure
// fr: constants satisfy the axioms and unique constants are distinct;
// globals and parameters are arbitrary (the requires are assumed at the
// start of the body).
func (e *encoder) entryClause(fr *frame) {
	st := e.initial(fr)
	var conj []*chc.Term
	noVars := func(*Object, bool) *chc.Term { return nil }
	for _, a := range e.axioms {
		conj = append(conj, e.expr(a.Expr, noVars))
	}
	conj = append(conj, e.distinct()...)
	head := chc.Atom{Pred: fr.entry, Args: pickState(st, fr.indices(sConst, sFunc, sGlobal, sIn))}
	c := &chc.Clause{Constraint: e.f.And(conj...), Head: &head}
	e.addClause(c, &clauseMeta{kind: ckEntry, off: procOff(fr.proc), fr: fr})
}

// distinct says that the unique constants of each type are pairwise
// distinct.
func (e *encoder) distinct() []*chc.Term {
	byType := map[string][]*chc.Term{}
	var types []string
	for _, o := range e.info.Unique {
		k := o.Type.String()
		if byType[k] == nil {
			types = append(types, k)
		}
		byType[k] = append(byType[k], e.constTerm(o))
	}
	var out []*chc.Term
	for _, k := range types {
		if ts := byType[k]; len(ts) > 1 {
			out = append(out, e.f.MustApp(chc.OpDistinct, ts...))
		}
	}
	return out
}

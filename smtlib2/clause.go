package smtlib2

import (
	"github.com/horn-chc/horn/chc"
	"sort"
)

// A clause is taken apart in two steps. shapes walks the head side of an
// assertion (foralls, implications, negations, disjunctions, conjunctions of
// heads) and returns body/head pairs; build then flattens each body into
// predicate atoms and a constraint, lifting existential quantifiers, and
// normalises the head.

// shape is one clause before flattening: body ⇒ head, head nil for false.
// chosen picks one disjunct of each disjunction over predicate atoms in the
// body that has been split (see splitOrs).
type shape struct {
	body   []*expr
	head   *expr // an eAtom, or nil
	chosen map[*expr]*expr
}

// maxSplit bounds the clauses that splitting the disjunctions of one
// command's bodies may make.
const maxSplit = 1024

// (assert term)
func (p *parser) assertCmd(i int32) {
	p.want(i, 2, 2, "(assert term)")
	p.addClauses(i, p.elab(p.kid(i, 1)))
}

// (rule term [name])
func (p *parser) ruleCmd(i int32) {
	p.want(i, 2, 3, "(rule term [name])")
	p.addClauses(i, p.elab(p.kid(i, 1)))
}

// (query term [:option value]...): a query clause with body term. A bare
// predicate name of non-zero arity queries any tuple of the predicate.
func (p *parser) queryCmd(i int32) {
	p.want(i, 2, -1, "(query term)")
	p.script.CheckSat = true
	q := p.kid(i, 1)
	var e *expr
	if pr := p.preds[p.text(q)]; p.node(q).kind == nSymbol && pr != nil && len(p.scope[pr.Name]) == 0 {
		args := make([]*expr, len(pr.Params))
		for k, s := range pr.Params {
			args[k] = p.pure(q, p.binderVar(p.fresh("q"), s))
		}
		e = p.atom(q, pr, args)
	} else {
		e = p.elab(q)
	}
	if sortOf(e) != chc.BoolSort {
		p.fail(q, "query has sort %s, want Bool", sortOf(e))
	}
	p.emit(i, []shape{{body: []*expr{e}}})
}

func (p *parser) addClauses(i int32, e *expr) {
	if sortOf(e) != chc.BoolSort {
		p.fail(p.kid(i, 1), "assertion has sort %s, want Bool", sortOf(e))
	}
	p.emit(i, p.shapes(e, nil, nil, make(map[headKey]bool)))
}

// emit builds and adds the clauses of command i.
func (p *parser) emit(i int32, shs []shape) {
	pos := p.pos(i)
	var split []shape
	for _, sh := range shs {
		split = p.splitOrs(sh, split)
	}
	var cs []*chc.Clause
	for _, sh := range split {
		cs = append(cs, p.build(sh, pos))
	}
	p.sys.Clauses = append(p.sys.Clauses, cs...)
}

// with returns body extended by more, never sharing body's backing array.
func with(body []*expr, more ...*expr) []*expr {
	return append(body[:len(body):len(body)], more...)
}

// headKey identifies a head under a body, so that a head conjunction shared in
// a DAG is taken apart once. Bodies are never modified in place (see with), so
// equal first-element addresses and lengths mean equal bodies.
type headKey struct {
	e  *expr
	b0 **expr
	n  int
}

// shapes takes apart e, which must hold under the assumptions body.
func (p *parser) shapes(e *expr, body []*expr, out []shape, seen map[headKey]bool) []shape {
	switch e.kind {
	case ePure:
		return p.pureShapes(e, body, out)
	case eAtom:
		return append(out, shape{body: body, head: e})
	case eForall:
		return p.shapes(e.args[0], body, out, seen)
	case eImplies:
		last := len(e.args) - 1
		return p.shapes(e.args[last], with(body, e.args[:last]...), out, seen)
	case eNot:
		return append(out, shape{body: with(body, e.args[0])})
	case eAnd:
		k := headKey{n: len(body)}
		if len(body) > 0 {
			k.b0 = &body[0]
		}
		for _, a := range e.args {
			if k.e = a; !seen[k] {
				seen[k] = true
				out = p.shapes(a, body, out, seen)
			}
		}
		return out
	case eOr:
		return p.orShapes(e, body, out, seen)
	case eExists:
		p.fail(e.at, "existential quantifier in a clause head is not supported")
	}
	p.notHorn(e, "under "+e.op+" in a clause head")
	return nil
}

// pureShapes handles a head without predicate atoms: a constraint φ as head
// makes a query with body ∧ ¬φ; true makes no clause.
func (p *parser) pureShapes(e *expr, body []*expr, out []shape) []shape {
	t := e.t
	switch {
	case t.IsTrue():
		return out
	case t.IsFalse():
		return append(out, shape{body: body})
	case t.Op() == chc.OpImplies:
		last := t.NumArgs() - 1
		for _, a := range t.Args()[:last] {
			body = with(body, p.pure(e.at, a))
		}
		return p.pureShapes(p.pure(e.at, t.Arg(last)), body, out)
	}
	return append(out, shape{body: with(body, p.pure(e.at, p.f.Not(t)))})
}

// orShapes handles a disjunction in the head: negated and pure disjuncts go
// to the body, at most one disjunct may hold predicate atoms.
func (p *parser) orShapes(e *expr, body []*expr, out []shape, seen map[headKey]bool) []shape {
	var head *expr
	for _, d := range e.args {
		switch d.kind {
		case ePure:
			body = with(body, p.pure(d.at, p.f.Not(d.t)))
		case eNot:
			body = with(body, d.args[0])
		default:
			if head != nil {
				p.fail(d.at, "disjunction of %s and %s in a clause head is not a Horn clause", p.snippet(head.at), p.snippet(d.at))
			}
			head = d
		}
	}
	if head == nil {
		return append(out, shape{body: body})
	}
	return p.shapes(head, body, out, seen)
}

// splitOrs distributes the disjunctions over predicate atoms in sh's body,
// which a clause cannot hold: (A ∨ B) ∧ C ⇒ H is the two clauses A ∧ C ⇒ H
// and B ∧ C ⇒ H. It appends the resulting shapes to out.
func (p *parser) splitOrs(sh shape, out []shape) []shape {
	x := openOr(sh, make(map[*expr]bool))
	if x == nil {
		return append(out, sh)
	}
	for _, d := range x.args {
		chosen := make(map[*expr]*expr, len(sh.chosen)+1)
		for k, v := range sh.chosen {
			chosen[k] = v
		}
		chosen[x] = d
		out = p.splitOrs(shape{body: sh.body, head: sh.head, chosen: chosen}, out)
		if len(out) > maxSplit {
			p.fail(x.at, "disjunction %s in a clause body makes more than %d clauses", p.snippet(x.at), maxSplit)
		}
	}
	return out
}

// openOr returns a disjunction in sh's body, among the conjuncts addBody
// would add, that sh has not chosen a disjunct of; nil if there is none.
func openOr(sh shape, seen map[*expr]bool) *expr {
	var rec func(e *expr) *expr
	rec = func(e *expr) *expr {
		if seen[e] {
			return nil
		}
		seen[e] = true
		switch e.kind {
		case eOr:
			if d, ok := sh.chosen[e]; ok {
				return rec(d)
			}
			return e
		case eAnd:
			for _, a := range e.args {
				if x := rec(a); x != nil {
					return x
				}
			}
		case eExists:
			return rec(e.args[0])
		}
		return nil
	}
	for _, e := range sh.body {
		if x := rec(e); x != nil {
			return x
		}
	}
	return nil
}

// flat collects a clause body.
type flat struct {
	chosen map[*expr]*expr // the disjunct chosen for each split disjunction
	atoms  []chc.Atom
	cons   []*chc.Term
	seen   map[*expr]bool // positive occurrences already added
	neg    map[*expr]bool // negated occurrences already added
}

// build makes the clause for sh.
func (p *parser) build(sh shape, pos chc.Pos) *chc.Clause {
	b := &flat{seen: make(map[*expr]bool), neg: make(map[*expr]bool), chosen: sh.chosen}
	for _, e := range sh.body {
		p.addBody(b, e)
	}
	c := &chc.Clause{Body: b.atoms, Pos: pos}
	if sh.head != nil {
		c.Head = p.normalHead(sh.head.atom, b)
	}
	c.Constraint = p.f.And(b.cons...)
	c.VarOrder = p.varOrder(c)
	return c
}

// varOrder returns c's variables in the order the command declared them.
// It sorts the clause's own variables by their declaration index: a
// command of many clauses (one assert of a huge conjunction) would make
// copying the command's whole order into each clause quadratic.
func (p *parser) varOrder(c *chc.Clause) []*chc.Term {
	var vs []*chc.Term
	for _, v := range c.Vars() {
		if _, ok := p.cl.rank[v]; ok {
			vs = append(vs, v)
		}
	}
	sort.Slice(vs, func(i, j int) bool { return p.cl.rank[vs[i]] < p.cl.rank[vs[j]] })
	return vs
}

// addBody adds the conjunct e to the body.
func (p *parser) addBody(b *flat, e *expr) {
	if b.seen[e] {
		return
	}
	b.seen[e] = true
	switch e.kind {
	case ePure:
		b.cons = append(b.cons, e.t)
	case eAtom:
		b.atoms = append(b.atoms, e.atom)
	case eAnd:
		for _, a := range e.args {
			p.addBody(b, a)
		}
	case eExists:
		p.addBody(b, e.args[0])
	case eNot:
		p.addNeg(b, e.args[0])
	case eForall:
		p.fail(e.at, "universal quantifier in a clause body is not supported")
	case eOr:
		d, ok := b.chosen[e]
		if !ok {
			p.notHorn(e, "under or in a clause body")
		}
		p.addBody(b, d)
	case eImplies:
		p.notHorn(e, "under => in a clause body")
	default:
		p.notHorn(e, "under "+e.op)
	}
}

// addNeg adds the conjunct ¬e to the body, pushing the negation inwards.
func (p *parser) addNeg(b *flat, e *expr) {
	if b.neg[e] {
		return
	}
	b.neg[e] = true
	switch e.kind {
	case ePure:
		b.cons = append(b.cons, p.f.Not(e.t))
	case eNot:
		p.addBody(b, e.args[0])
	case eOr:
		for _, a := range e.args {
			p.addNeg(b, a)
		}
	case eImplies:
		last := len(e.args) - 1
		for _, a := range e.args[:last] {
			p.addBody(b, a)
		}
		p.addNeg(b, e.args[last])
	case eForall:
		p.addNeg(b, e.args[0])
	case eExists:
		p.fail(e.at, "universal quantifier in a clause body (a negated exists) is not supported")
	default:
		p.notHorn(e, "under not")
	}
}

// normalHead makes the head's arguments pairwise distinct variables, adding
// an equality to the body for each argument it replaces.
func (p *parser) normalHead(a chc.Atom, b *flat) *chc.Atom {
	args := make([]*chc.Term, len(a.Args))
	used := make(map[*chc.Term]bool, len(a.Args))
	for k, t := range a.Args {
		if t.IsVar() && !used[t] {
			used[t] = true
			args[k] = t
			continue
		}
		v := p.clauseVar(p.fresh("h"), t.Sort())
		b.cons = append(b.cons, p.app(0, chc.OpEq, v, t))
		args[k] = v
	}
	return &chc.Atom{Pred: a.Pred, Args: args}
}

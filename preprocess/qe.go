package preprocess

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// maxDisjuncts bounds the projections one existential elimination may
// enumerate before it gives up.
const maxDisjuncts = 256

// strongestDisjuncts bounds the projections of the strongest
// interpretation before the weakest one is tried.
const strongestDisjuncts = 64

// rebuildModel extends a model of an elimination pass's output to the
// predicates the pass resolved away, latest first: a predicate's
// interpretation is the strongest one its defining clauses allow — the
// disjunction over them of ∃(variables not in the head).(constraint ∧ body
// interpretations) — with the quantifiers eliminated. The defining clauses
// are those at the time of the elimination, so their body predicates are
// interpreted by then.
func rebuildModel(ctx context.Context, f *chc.Factory, m chc.Model, elims []elimination, ns smt.NewSolver) (chc.Model, error) {
	m = copyModel(m)
	q := &qe{ctx: ctx, f: f, elim: smt.NewEliminator(f, ns)}
	defer q.elim.Close()
	for i := len(elims) - 1; i >= 0; i-- {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		el := elims[i]
		if el.top {
			m[el.pred] = chc.Interp{Params: freshParams(f, el.pred.Params, nil), Body: f.True()}
			continue
		}
		in, err := q.interpretation(el, m)
		if err != nil {
			return nil, fmt.Errorf("interpretation of %s: %w", el.pred.Name, err)
		}
		m[el.pred] = in
	}
	return m, nil
}

// interpretation returns an interpretation of el's predicate between the
// strongest one its defining clauses allow and the weakest one its using
// clauses allow: the strongest if it has few projections, else the weakest,
// else the strongest with the full bound. Either keeps every clause of the
// system before the elimination valid, whatever the choice for the others.
func (q *qe) interpretation(el elimination, m chc.Model) (chc.Interp, error) {
	q.elim.Limit = strongestDisjuncts
	in, err := q.strongest(el.pred, el.defs, m)
	if err == nil {
		return in, nil
	}
	q.elim.Limit = maxDisjuncts
	in, werr := q.weakest(el.pred, el.uses, m)
	if werr == nil {
		return in, nil
	}
	if in, err = q.strongest(el.pred, el.defs, m); err == nil {
		return in, nil
	}
	return chc.Interp{}, fmt.Errorf("strongest: %v; weakest: %w", err, werr)
}

// qe rebuilds interpretations by exact existential elimination.
type qe struct {
	ctx  context.Context
	f    *chc.Factory
	elim *smt.Eliminator
}

// strongest returns the disjunction over defs of their bodies' images.
func (q *qe) strongest(p *chc.Pred, defs []*chc.Clause, m chc.Model) (chc.Interp, error) {
	params := freshParams(q.f, p.Params, varNames(defs))
	var disj []*chc.Term
	for _, c := range defs {
		body, _, err := m.Image(q.f, c, params, nil)
		if err != nil {
			return chc.Interp{}, err
		}
		if chc.HasQuantifier(body) {
			t, err := existsQuantified(q.f, body, params)
			if err != nil {
				return chc.Interp{}, err
			}
			disj = append(disj, t)
			continue
		}
		t, err := q.elim.Exists(q.ctx, splitDivMod(q.f, body, params), params)
		if err != nil {
			if pure, ok := purifySizes(q.f, body, params); ok {
				t, err = q.elim.Exists(q.ctx, splitDivMod(q.f, pure, params), params)
			}
		}
		if err != nil {
			return chc.Interp{}, err
		}
		disj = append(disj, t)
	}
	return chc.Interp{Params: params, Body: q.f.Or(disj...)}, nil
}

// purifySizes returns phi with the size of each eliminated datatype
// variable that phi uses only through its size, (size x), replaced by an
// integer variable with the values sizes take (n ≥ 0 for a recursive
// datatype, where every such n is some value's size; n = 0 otherwise), so
// that ∃x.phi becomes ∃n.phi' with no size function left over x, which
// Z3's projection cannot eliminate (it leaves the applications, which do
// not convert back). ok is false when there is no such variable. Models
// of size-pdr, whose interpretations speak of sizes, reach an inlined
// predicate's strongest interpretation this way (docs/strategy.md,
// decisions: purifySizes).
func purifySizes(f *chc.Factory, phi *chc.Term, keep []*chc.Term) (*chc.Term, bool) {
	kept := make(map[*chc.Term]bool, len(keep))
	taken := map[string]bool{}
	for _, v := range keep {
		kept[v] = true
	}
	for _, v := range chc.FreeVars(phi) {
		taken[v.Name()] = true
	}
	sizes := map[*chc.Term]*chc.Term{}
	var order []*chc.Term // the variables in sizes, as first met: the conjunction is the same every run
	out := f.Rewrite(phi, func(t *chc.Term) *chc.Term {
		if t.Op() != chc.OpSize || t.NumArgs() != 1 {
			return t
		}
		x := t.Args()[0]
		if x.Op() != chc.OpVar || kept[x] {
			return t
		}
		if n, ok := sizes[x]; ok {
			return n
		}
		name := x.Name() + "!size"
		for i := 1; taken[name]; i++ {
			name = fmt.Sprintf("%s!size%d", x.Name(), i)
		}
		taken[name] = true
		sizes[x] = f.Var(name, chc.IntSort)
		order = append(order, x)
		return sizes[x]
	})
	left := map[*chc.Term]bool{}
	for _, v := range chc.FreeVars(out) {
		left[v] = true
	}
	var conj []*chc.Term
	for _, x := range order {
		n := sizes[x]
		if left[x] {
			return nil, false // x is used otherwise too
		}
		if d := f.Datatype(x.Sort()); d != nil && !d.Recursive() {
			conj = append(conj, f.Eq(n, f.Int(0)))
		} else {
			conj = append(conj, f.Le(f.Int(0), n))
		}
	}
	if len(conj) == 0 {
		return nil, false
	}
	return f.And(append(conj, out)...), true
}

// weakest returns the weakest interpretation of p that the clauses using it
// allow, given m for their other predicates: the conjunction over them of
// ¬∃(their variables).(arguments of p = params ∧ constraint ∧ other body
// interpretations ∧ ¬head interpretation). Each resolvent of a defining
// clause with a using clause holds in m, so the defining clauses hold with
// it too. A clause using p twice makes it fail.
func (q *qe) weakest(p *chc.Pred, uses []*chc.Clause, m chc.Model) (chc.Interp, error) {
	params := freshParams(q.f, p.Params, varNames(uses))
	var conj []*chc.Term
	for _, c := range uses {
		bad, err := counterImage(q.f, c, p, params, m)
		if err != nil {
			return chc.Interp{}, err
		}
		t, err := q.elim.Exists(q.ctx, splitDivMod(q.f, bad, params), params)
		if err != nil {
			return chc.Interp{}, err
		}
		conj = append(conj, q.f.Not(t))
	}
	return chc.Interp{Params: params, Body: q.f.And(conj...)}, nil
}

// varNames returns the names of the variables of cs.
func varNames(cs []*chc.Clause) map[string]bool {
	names := make(map[string]bool)
	for _, c := range cs {
		for _, v := range c.Vars() {
			names[v.Name()] = true
		}
	}
	return names
}

// counterImage returns the states of p, over params, from which c (which
// uses p once) derives a fact outside m: the violations of c in m with p's
// atom replaced by its arguments = params.
func counterImage(f *chc.Factory, c *chc.Clause, p *chc.Pred, params []*chc.Term, m chc.Model) (*chc.Term, error) {
	at := -1
	for i, a := range c.Body {
		if a.Pred != p {
			continue
		}
		if at >= 0 {
			return nil, fmt.Errorf("a clause uses %s twice", p.Name)
		}
		at = i
	}
	if at < 0 {
		return nil, fmt.Errorf("a using clause does not use %s", p.Name)
	}
	conj := []*chc.Term{c.Constraint}
	for i, t := range c.Body[at].Args {
		conj = append(conj, f.Eq(t, params[i]))
	}
	rest := &chc.Clause{Constraint: f.And(conj...), Head: c.Head}
	rest.Body = append(rest.Body, c.Body[:at]...)
	rest.Body = append(rest.Body, c.Body[at+1:]...)
	return m.Violation(f, rest)
}

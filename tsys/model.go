package tsys

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// Model turns inv, an inductive invariant of the view over the template
// state variables, into a model of the clauses: P's interpretation is inv
// with the location fixed at P, P's slots the parameters, and every other
// predicate's slots a default value (0, 0.0, false).
//
// Why this is a model, given Init ⇒ inv, inv ∧ T ⇒ inv' and inv ∧ Bad
// unsatisfiable. Write s(P,x) for the state at P with P's slots x and the
// other slots at their defaults, so that P's interpretation holds of x
// iff inv(s(P,x)). A fact with head P(x) makes some initial state at P
// with slots x; the edge leaves the other slots free, so s(P,x) is
// initial too, and inv holds there. For a rule P(x) ∧ φ → Q(y) and a state
// s(P,x) in inv, the edge leads to every state at Q with slots y,
// s(Q,y) among them, so inv holds there. For a query P(x) ∧ φ → false,
// s(P,x) is a bad state, so it cannot be in inv.
func (ts *System) Model(inv *chc.Term) chc.Model {
	f := ts.f
	m := make(chc.Model, len(ts.preds))
	for p, pred := range ts.preds {
		sub := make(map[*chc.Term]*chc.Term, len(ts.cur))
		for i, a := range ts.at {
			sub[a] = f.BoolConst(i == p)
		}
		for _, slots := range ts.slots {
			for _, v := range slots {
				sub[v] = defaultValue(f, v.Sort())
			}
		}
		params := make([]*chc.Term, pred.Arity())
		for j, so := range pred.Params {
			params[j] = f.Var(fmt.Sprintf("x%d", j), so)
			sub[ts.slots[p][j]] = params[j]
		}
		m[pred] = chc.Interp{Params: params, Body: f.Simplify(f.Subst(inv, sub))}
	}
	return m
}

// defaultValue returns 0, 0.0 or false.
func defaultValue(f *chc.Factory, so chc.Sort) *chc.Term {
	switch so.Kind() {
	case chc.KindInt:
		return f.Int(0)
	case chc.KindReal:
		return f.Real(0, 1)
	}
	return f.False()
}

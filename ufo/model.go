package ufo

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
)

// model returns the covering labels of a complete, safe ARG as a model:
// each predicate is interpreted by the disjunction of the labels of its
// uncovered nodes (false when it has none), over variables x0, x1, ....
//
// Why it is a model: a fact's post is in its head's node on layer 0; a
// rule's post from an uncovered node is in the label of the node it leads
// to on the next layer, which is uncovered or implies the labels of
// uncovered nodes of its predicate; and the queries are unsatisfiable at
// every uncovered node's label (they were checked, or the refinement made
// the error's label false). Covered nodes imply the uncovered ones.
func (ru *run) model(a *arg) chc.Model {
	f := ru.f
	disj := map[*chc.Pred][]*chc.Term{}
	for _, layer := range a.layers {
		for _, n := range layer {
			if !n.covered {
				disj[n.pred] = append(disj[n.pred], n.label)
			}
		}
	}
	m := make(chc.Model, len(ru.s.Preds))
	for _, p := range ru.s.Preds {
		xs := make([]*chc.Term, p.Arity())
		sub := make(map[*chc.Term]*chc.Term, len(xs))
		for j, so := range p.Params {
			xs[j] = f.Var(fmt.Sprintf("x%d", j), so)
			sub[ru.params[p][j]] = xs[j]
		}
		m[p] = chc.Interp{Params: xs, Body: f.Simplify(f.Subst(f.Or(disj[p]...), sub))}
	}
	return m
}

// safe returns the model of the complete ARG a as the Sat answer, after
// checking it against every clause: a wrong labelling is an error, never
// a wrong answer.
func (ru *run) safe(ctx context.Context, a *arg) (result.Result, error) {
	m := ru.model(a)
	for _, c := range ru.s.Clauses {
		phi, err := m.Violation(ru.f, c)
		if err != nil {
			return result.Result{}, fmt.Errorf("checking the model: %w", err)
		}
		sat, err := ru.check(ctx, phi)
		if err != nil {
			return result.Result{}, fmt.Errorf("checking the model: %w", err)
		}
		if sat {
			return result.Result{}, fmt.Errorf("internal error: the covering labels violate %s", ru.s.Describe(c))
		}
	}
	return result.Result{Status: chc.Sat, Model: m}, nil
}

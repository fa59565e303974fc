package bmc

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/unroll"
)

// safe builds the model once step k proved that nothing is derivable in k+1
// or more steps: P's interpretation is the union of its exact reachable sets
// at steps 0..k-1, each computed as the image of the previous step's sets
// under the clauses, with existential quantifiers eliminated exactly (by
// equalities, splitting, and enumerating model-based projections).
func (l *linear) safe(ctx context.Context, k int) (result.Result, error) {
	f := l.f
	params := make([][]*chc.Term, len(l.s.Preds))
	for i, p := range l.s.Preds {
		params[i] = make([]*chc.Term, p.Arity())
		for j, so := range p.Params {
			params[i][j] = f.Var(fmt.Sprintf("x%d", j), so)
		}
	}
	// The eliminator's solver shares the run's Z3 context.
	shared := func(f *chc.Factory) (smt.Solver, error) { return smt.NewShared(l.sol, l.opt.NewSolver, f) }
	q := smt.NewEliminator(f, shared)
	q.Limit, q.Budget = l.opt.MaxCubes, l.opt.MaxCubes
	defer func() {
		l.stats.Add("bmc projections", int64(q.Projections()))
		q.Close()
	}()
	union := make([]*chc.Term, len(l.s.Preds))
	for i := range union {
		union[i] = f.False()
	}
	prev := union
	for step := 0; step < k; step++ {
		next := make([]*chc.Term, len(l.s.Preds))
		for i := range next {
			next[i] = f.False()
		}
		m := make(chc.Model, len(l.s.Preds))
		for i, p := range l.s.Preds {
			m[p] = chc.Interp{Params: params[i], Body: prev[i]}
		}
		for _, c := range l.s.Clauses {
			if c.IsQuery() || !unroll.FiresAt(c, step) {
				continue
			}
			h := l.pidx[c.Head.Pred]
			img, err := image(ctx, q, m, c, params[h])
			if err != nil {
				return unknown(result.GaveUp, "safe at depth %d, but building the model failed: %v", k, err), nil
			}
			next[h] = f.Or(next[h], img)
		}
		for i := range union {
			union[i] = f.Or(union[i], next[i])
		}
		prev = next
	}
	m := make(chc.Model, len(l.s.Preds))
	for i, p := range l.s.Preds {
		m[p] = chc.Interp{Params: params[i], Body: union[i]}
	}
	return result.Result{Status: chc.Sat, Model: m}, nil
}

// image returns, over params, the image of m under c: ∃(c's variables).
// body ∧ constraint ∧ head = params, with the body atom interpreted by m,
// the quantifier eliminated by q. c's variables are renamed apart to v.k,
// so they cannot capture a parameter.
func image(ctx context.Context, q *smt.Eliminator, m chc.Model, c *chc.Clause, params []*chc.Term) (*chc.Term, error) {
	f := q.Factory()
	phi, _, err := m.Image(f, c, params, func(k int, v *chc.Term) *chc.Term {
		return f.Var(fmt.Sprintf("v.%d", k), v.Sort())
	})
	if err != nil {
		return nil, err
	}
	return q.Exists(ctx, phi, params)
}

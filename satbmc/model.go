package satbmc

import (
	"context"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
)

// safe builds the model once step k proved that nothing is derivable in
// k+1 or more steps: P's interpretation is the set of argument values it
// can reach at steps 0..k-1, enumerated point by point with blocking
// clauses that one activation literal per enumeration switches on (and
// off for good afterwards). More than MaxPoints points in all gives
// Unknown.
func (l *linear) safe(ctx context.Context, k int) (result.Result, error) {
	sol := l.sol
	points := make([][][]chc.Value, len(l.s.Preds)) // per predicate, in the order found
	total := 0
	for i, p := range l.s.Preds {
		seen := map[string]bool{}
		for j := 0; j < k; j++ {
			reach, args := l.u.Reach(j, i), l.u.Args(j, i)
			act := sol.NewLit()
			for {
				r, err := sol.Solve(ctx, act, reach)
				if err != nil {
					return result.Result{}, err
				}
				if r == sat.Unsat {
					break
				}
				vals := make([]chc.Value, p.Arity())
				key := ""
				var same []sat.Lit
				for a, so := range p.Params {
					v, err := sol.VecValue(args[a], so)
					if err != nil {
						return result.Result{}, err
					}
					vals[a] = v
					key += v.Key() + ";"
					same = append(same, sol.Equal(args[a], constBits(sol, v)))
				}
				if !seen[key] {
					seen[key] = true
					points[i] = append(points[i], vals)
					total++
					if total > l.opt.MaxPoints {
						sol.AssertLit(act.Not())
						return result.Unknown(result.Bound, "safe at depth %d, but the reachable states number more than %d (MaxPoints)", k, l.opt.MaxPoints), nil
					}
				}
				sol.AssertClause(act.Not(), sol.Ands(same...).Not())
			}
			sol.AssertLit(act.Not())
		}
	}
	m := chc.PointsModel(l.s, func(i int, _ *chc.Pred) [][]chc.Value { return points[i] })
	return result.Result{Status: chc.Sat, Model: m}, nil
}

// constBits returns the constant bits of a Bool or bit-vector value.
func constBits(sol *sat.Solver, v chc.Value) sat.Vec {
	if v.Sort() == chc.BoolSort {
		if v.Bool() {
			return sat.Vec{sol.True()}
		}
		return sat.Vec{sol.True().Not()}
	}
	return sol.Const(v.BigInt(), v.Sort().Width())
}

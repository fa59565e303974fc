package satbmc

import (
	"context"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
	"github.com/horn-chc/horn/unroll"
)

// linear unrolls a linear system step by step in one incremental solver
// (unroll.Linear over bits: reach(P,i) is the disjunction of the
// selectors of the uses deriving P at step i, and args(P,i) the head bits
// of the first selected one). Only the step's goal, the disjunction of
// its query selectors, is assumed.
type linear struct {
	s     *chc.System
	sol   *sat.Solver
	opt   Options
	stats *result.Stats
	u     *unroll.Linear[sat.Lit, sat.Vec]
}

func newLinear(s *chc.System, sol *sat.Solver, opt Options, stats *result.Stats) *linear {
	return &linear{s: s, sol: sol, opt: opt, stats: stats, u: unroll.NewLinear(s, unroll.NewSAT(sol))}
}

func (l *linear) run(ctx context.Context) (result.Result, error) {
	for i := 0; l.opt.MaxDepth == 0 || i < l.opt.MaxDepth; i++ {
		if err := l.encodeStep(ctx); err != nil {
			return result.Result{}, err
		}
		l.stats.Max("satbmc depth", int64(i))
		r, err := l.sol.Solve(ctx, l.u.Goal(i))
		if err != nil {
			return result.Result{}, err
		}
		if r == sat.Sat {
			d, err := l.u.Derivation(i)
			if err != nil {
				return result.Result{}, err
			}
			return result.Result{Status: chc.Unsat, Derivation: d}, nil
		}
		r, err = l.sol.Solve(ctx, l.u.Alive(i))
		if err != nil {
			return result.Result{}, err
		}
		if r == sat.Unsat {
			return l.safe(ctx, i)
		}
	}
	return result.Unknown(result.Bound, "%d steps reached (MaxDepth)", l.opt.MaxDepth), nil
}

// encodeStep builds the next step's circuits, passing through the gate
// as it goes (see stint).
func (l *linear) encodeStep(ctx context.Context) error {
	turn := &stint{gate: l.opt.Gate}
	defer turn.leave()
	l.u.Yield = turn.yield
	_, _, err := l.u.Step(ctx)
	return err
}

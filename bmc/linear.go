package bmc

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/unroll"
)

// linear unrolls a linear system step by step in one incremental solver
// (unroll.Linear): at step i it asks for a query use (the goal); failing
// that, for some predicate reached at step i (alive). Nothing reachable
// proves safety. Everything is asserted once; only the literal of the
// check is assumed.
type linear struct {
	s     *chc.System
	f     *chc.Factory
	sol   smt.Solver
	opt   Options
	stats *result.Stats
	log   *slog.Logger
	pidx  map[*chc.Pred]int
	u     *unroll.Linear[*chc.Term, *chc.Term]
}

func newLinear(s *chc.System, sol smt.Solver, opt Options, stats *result.Stats) *linear {
	l := &linear{s: s, f: s.Terms, sol: sol, opt: opt, stats: stats, pidx: map[*chc.Pred]int{}, log: opt.logger()}
	for i, p := range s.Preds {
		l.pidx[p] = i
	}
	l.u = unroll.NewLinear(s, unroll.NewSMT(s.Terms, sol, ""))
	return l
}

func (l *linear) run(ctx context.Context) (result.Result, error) {
	for i := 0; l.opt.MaxDepth == 0 || i < l.opt.MaxDepth; i++ {
		// A step of a system of thousands of clauses takes long enough to
		// overrun a deadline: the unrolling checks ctx at every clause.
		_, uses, err := l.u.Step(ctx)
		if err != nil {
			return result.Result{}, fmt.Errorf("bmc: %w", err)
		}
		l.stats.Add("bmc clause uses", int64(uses))
		l.stats.Max("bmc depth", int64(i))
		l.log.Info("bmc depth", "depth", i, "unrolling", "linear", "live", l.u.Live(i))
		r, err := l.check(ctx, l.u.Goal(i))
		if err != nil {
			return result.Result{}, err
		}
		switch r {
		case smt.Sat:
			d, err := l.u.Derivation(i)
			if err != nil {
				return result.Result{}, fmt.Errorf("bmc: %w", err)
			}
			return result.Result{Status: chc.Unsat, Derivation: d}, nil
		case smt.Unknown:
			return unknown(result.GaveUp, "solver unknown at depth %d: %s", i, l.sol.Reason()), nil
		}
		if l.u.Live(i) == 0 {
			return l.safe(ctx, i) // nothing can be derived at step i
		}
		r, err = l.check(ctx, l.u.Alive(i))
		if err != nil {
			return result.Result{}, err
		}
		if r == smt.Unsat {
			return l.safe(ctx, i)
		}
	}
	return unknown(result.Bound, "%d steps reached (MaxDepth)", l.opt.MaxDepth), nil
}

func (l *linear) check(ctx context.Context, assume *chc.Term) (smt.Result, error) {
	start := time.Now()
	r, err := l.sol.Check(ctx, assume)
	l.stats.Add("smt queries", 1)
	l.stats.AddDuration("smt time", time.Since(start))
	l.log.Debug("bmc check", "result", r, "time", time.Since(start))
	return r, err
}

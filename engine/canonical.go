package engine

import (
	"context"
	"errors"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// The witness printed after a race is not the winner's but a fixed
// engine's, run alone after the race on the system as given, so that the
// same input and flags print the same model or derivation whichever member
// won (ARCHITECTURE.md, "Determinism"). The winner's answer stands; the
// follow-up run only re-derives its witness:
//
//   - after sat, PDR's model (a symbolic invariant where forward
//     simulation, say, enumerates the reachable points);
//   - after unsat, BMC's derivation, of least depth, with the winner's
//     derivation bounding the depth searched.
//
// The run is bounded by canonicalChecks solver checks (engine,
// back-translation, minimization and validation together), a count that
// cuts it at the same point however loaded the machine is, and by a
// wall-clock cap that only a hard system reaches. When it does not
// answer within them, the winner's witness is printed, and the
// statistics say which was ("witness by pdr" or "witness by the race's
// winner").
//
// Measured: PDR's model of examples/counter.smt2 takes 79 checks, those
// of the dev files of scripts/readable-models.files that PDR proves 43 to
// 229. On small/ dev files that PDR cannot prove (count_by_2,
// dillig05_m, s_multipl_12, yz_plus_minus_1: won by sim or Houdini) a
// check took about 3 ms, so the budget is what the rule costs them: at
// 1000 checks dillig05_m's CPU time went from 1.1 s to 4.3 s, hence 500.
const canonicalChecks = 500

// canonicalMinTime is the least wall-clock time the follow-up run gets;
// it gets half the race's time more. The cap guards against a follow-up
// whose few checks are slow, and is set far above what the check budget
// takes on an idle machine: under load (30 runs of horn at once on 2
// cores) BMC's 7 checks on examples/fib.smt2 took 3.2 s, and PDR's 137
// checks on LIA-Lin-155 5.5 s, and a cap reached prints the winner's
// witness instead of the fixed engine's.
const canonicalMinTime = 10 * time.Second

// canonicalMinimize bounds the minimization of the follow-up run's model
// in wall-clock time: the check budget bounds it instead, and this is
// only a backstop far beyond what the budget allows.
const canonicalMinimize = time.Hour

// canonical returns r with its witness re-derived by the fixed engine
// when eng races its members and the answer is definite and validated.
func (d *driver) canonical(ctx context.Context, eng Engine, r Result, raced time.Duration) Result {
	if _, racy := eng.(racer); !racy || r.Status == chc.Unknown || d.opt.NoValidate || d.opt.NewSolver == nil {
		return r
	}
	name, c := "pdr", Config{MaxDepth: d.opt.MaxDepth}
	if r.Status == chc.Unsat {
		name, c.MaxDepth = "bmc", len(r.Derivation.Nodes())
	}
	start := time.Now()
	b, bctx, stop := smt.NewCheckBudget(ctx, canonicalChecks)
	defer stop()
	bctx, cancel := context.WithTimeout(bctx, canonicalMinTime+raced/2)
	defer cancel()
	c.NewSolver = b.Solvers(d.opt.NewSolver)
	e, err := New(name, c)
	if err != nil {
		d.log.Error("bug: the canonical engine", "engine", name, "err", err)
		return r
	}
	opt := d.opt
	opt.Engine, opt.NewSolver, opt.Logger, opt.PassStats, opt.budgeted = e, c.NewSolver, nil, nil, true
	got, err := Solve(bctx, d.orig, opt)
	d.stats.AddDuration("canonical witness time", time.Since(start))
	d.stats.Add("canonical witness checks", min(b.Used(), canonicalChecks))
	switch {
	case err == nil && got.Status == r.Status:
		d.stats.Add("witness by "+name, 1)
		r.Model, r.Derivation = got.Model, got.Derivation
	case err == nil && got.Status != chc.Unknown:
		d.log.Error("bug: the canonical engine contradicts the race's validated answer", "engine", name, "answer", got.Status, "race", r.Status)
		d.stats.Add("witness by the race's winner", 1)
	default:
		why := got.Reason
		switch {
		case ctx.Err() != nil:
			why = "stopped"
		case errors.Is(context.Cause(bctx), smt.ErrCheckBudget):
			why = "check budget spent"
		case bctx.Err() != nil:
			why = "time cap reached"
		}
		d.log.Info("the canonical engine gave no witness; printing the winner's", "engine", name, "why", why, "err", err)
		d.stats.Add("witness by the race's winner", 1)
	}
	return r
}

// minimizeBudget is the wall-clock budget of the printed model's
// minimization: minimizeBudget, or within a run under a check budget
// (the canonical run), canonicalMinimize.
func (d *driver) minimizeBudget() time.Duration {
	if d.opt.budgeted {
		return canonicalMinimize
	}
	return minimizeBudget
}

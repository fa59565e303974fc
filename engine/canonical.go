package engine

import (
	"context"
	"errors"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// With Options.StableWitness, the witness of a race's answer is not the
// winner's but a fixed engine's, run alone after the race on the system as
// given, so that the same input prints the same witness whichever member
// won: PDR's model after sat, BMC's least-depth derivation after unsat.
// The follow-up run is bounded by canonicalChecks solver checks (engine,
// back-translation, minimization and validation together), which cuts it
// at the same point however loaded the machine is, and by a wall-clock cap
// (canonicalMinTime and half the race's time) that only a hard system
// reaches; then the winner's witness is printed. docs/readable-models.md
// gives the measurements behind both numbers.
const (
	canonicalChecks  = 500
	canonicalMinTime = 10 * time.Second
)

// canonical returns r with its witness re-derived by the fixed engine
// when eng races its members and the answer is definite and validated.
func (d *driver) canonical(ctx context.Context, eng Engine, r Result, raced time.Duration) Result {
	if _, racy := eng.(racer); !racy || !d.opt.StableWitness || r.Status == chc.Unknown || d.opt.NoValidate {
		return r
	}
	name, c := "pdr", Config{}
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
		return r
	}
	opt := d.opt
	opt.Engine, opt.NewSolver, opt.Logger, opt.PassStats, opt.StableWitness, opt.budgeted = e, c.NewSolver, nil, nil, false, true
	got, err := Solve(bctx, d.orig, opt)
	d.stats.AddDuration("canonical witness time", time.Since(start))
	d.stats.Add("canonical witness checks", min(b.Used(), canonicalChecks))
	if err == nil && got.Status == r.Status {
		d.stats.Add("witness by "+name, 1)
		r.Model, r.Derivation = got.Model, got.Derivation
		return r
	}
	why := got.Reason
	switch {
	case err == nil && got.Status != chc.Unknown:
		why = "bug: it contradicts the race's validated answer"
	case errors.Is(context.Cause(bctx), smt.ErrCheckBudget):
		why = "check budget spent"
	case bctx.Err() != nil:
		why = "stopped or time cap reached"
	}
	d.log.Info("the fixed engine gave no witness; printing the winner's", "engine", name, "why", why, "err", err)
	d.stats.Add("witness by the race's winner", 1)
	return r
}

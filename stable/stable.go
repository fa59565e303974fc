package stable

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/smt"
)

// checks is the follow-up run's budget of solver checks, and minTime the
// least CPU time it gets (it also gets half the race's CPU time).
const (
	checks  = 500
	minTime = 10 * time.Second
)

// Solve is engine.Solve, with the witness of a race's answer re-derived
// by the fixed engine (see the package comment). An answer that no race
// gave (opt.Engine is not a racing one), an unknown, and a run with
// opt.NoValidate are returned as engine.Solve gives them.
func Solve(ctx context.Context, s *chc.System, opt engine.Options) (engine.Result, error) {
	start := sched.ProcessCPU()
	r, err := engine.Solve(ctx, s, opt)
	if err != nil || r.Status == chc.Unknown || opt.NoValidate || opt.NewSolver == nil || !raced(r) {
		return r, err
	}
	return witness(ctx, s, r, opt, sched.ProcessCPU()-start), nil
}

// raced reports whether r is the answer of a race: its statistics name a
// winner.
func raced(r engine.Result) bool {
	if r.Stats == nil {
		return false
	}
	for k := range r.Stats.Counts() {
		if strings.HasPrefix(k, "winner ") {
			return true
		}
	}
	return false
}

// witness runs the fixed engine for r and returns r with its witness
// when it gives one.
func witness(ctx context.Context, s *chc.System, r engine.Result, opt engine.Options, raced time.Duration) engine.Result {
	name, c := "pdr", engine.Config{}
	if r.Status == chc.Unsat {
		name, c.MaxDepth = "bmc", len(r.Derivation.Nodes())
	}
	start := time.Now()
	b, bctx, stop := smt.NewCheckBudget(ctx, checks)
	defer stop()
	bctx, cancel := result.WithBudget(bctx, minTime+raced/2, sched.ProcessCPU)
	defer cancel()
	c.NewSolver = b.Solvers(opt.NewSolver)
	e, err := engine.New(name, c)
	if err != nil {
		return r
	}
	log := opt.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	opt.Engine, opt.NewSolver, opt.Logger, opt.PassStats, opt.CheckBudgeted = e, c.NewSolver, nil, nil, true
	got, err := engine.Solve(bctx, s, opt)
	r.Stats.AddDuration("canonical witness time", time.Since(start))
	r.Stats.Add("canonical witness checks", min(b.Used(), checks))
	if err == nil && got.Status == r.Status {
		r.Stats.Add("witness by "+name, 1)
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
	log.Info("the fixed engine gave no witness; printing the winner's", "engine", name, "why", why, "err", err)
	r.Stats.Add("witness by the race's winner", 1)
	return r
}

package engine

import (
	"context"
	"log/slog"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/smt"
)

// SeededPDR is PDR started from Houdini's summary: it first reduces the
// candidate lemmas mined from the clauses to their inductive subset
// (package houdini), within a budget of the process's CPU time; when the
// summary already satisfies the query clauses it is the answer (sat, the
// summary as the model), otherwise PDR runs with the summary's conjuncts
// as lemmas at level inf (pdr.Options.Invariants). Without PDR options it
// is Houdini alone: a summary that is no model gives Unknown.
//
// Houdini stopped by the budget still leaves a sound summary (the
// predicates whose checks it could not finish keep no candidate), so PDR
// then starts from whatever it proved.
//
// All its solvers come from NewSolver, so that a sliced portfolio's
// turns cover Houdini too.
type SeededPDR struct {
	// NewSolver makes Houdini's solver, and PDR's when PDR.NewSolver is
	// nil.
	NewSolver smt.NewSolver
	// PDR configures the PDR run; its Invariants are replaced by the
	// summary. nil: no PDR run.
	PDR *pdr.Options
	// Budget stops Houdini once the process has used this much more CPU
	// time than at the start of Solve (all of the process: beside other
	// members Houdini's own share is smaller); 0: no budget.
	Budget time.Duration
	// Label, if set, is the engine's name.
	Label string
	// Own makes Budget count the member's own time in a portfolio's
	// turns (ownBudget) instead of the process's.
	Own bool
	// Logger receives Houdini's outcome (Info); nil: none.
	Logger *slog.Logger
	// Houdini's options beyond its solver, statistics and ModelOnly
	// (set by Solve): its domains, candidates and bounds.
	Houdini houdini.Options
}

// Name is Label, or "hpdr", or "houdini" without PDR.
func (e *SeededPDR) Name() string {
	if e.Label != "" {
		return e.Label
	}
	if e.PDR == nil {
		return "houdini"
	}
	return "hpdr"
}

// Solve runs Houdini, then PDR seeded with its summary, on s.
func (e *SeededPDR) Solve(ctx context.Context, s *chc.System) (Result, error) {
	stats := result.NewStats()
	budget := cpuBudget
	if e.Own {
		budget = ownBudget
	}
	hctx, stop := budget(ctx, e.Budget)
	// Without PDR only a model is of use: Houdini gives up at the first
	// query its summaries fail (houdini.Options.ModelOnly).
	hopt := e.Houdini
	hopt.NewSolver, hopt.Stats, hopt.ModelOnly = e.NewSolver, stats, e.PDR == nil
	h, err := houdini.Infer(hctx, s, hopt)
	over := hctx.Err() != nil
	stop()
	if ctx.Err() != nil {
		r := result.Stopped(ctx)
		r.Stats = stats
		return r, nil
	}
	log := logOrDiscard(e.Logger)
	var inv chc.Model
	switch {
	case err != nil && !over:
		return Result{Status: chc.Unknown, Stats: stats}, err
	case err != nil:
		log.Info("houdini over budget", "budget", e.Budget)
		stats.Add("houdini over budget", 1)
	case h.Abandoned:
		log.Info("houdini gave up: a query fails under its summaries")
		r := result.Unknown(result.GaveUp, "a query fails under Houdini's summaries")
		r.Stats = stats
		return r, nil
	case h.Complete && !over:
		// Over budget, checks cut short may have left queries
		// unproven: Complete is then not trusted (the driver would
		// reject a wrong model anyway).
		log.Info("houdini summary is a model", "kept", h.Kept, "candidates", h.Candidates)
		stats.Add("houdini complete", 1)
		return Result{Status: chc.Sat, Model: h.Model, Stats: stats}, nil
	default:
		log.Info("houdini summary seeds pdr", "kept", h.Kept, "candidates", h.Candidates, "over budget", over)
		if over {
			stats.Add("houdini over budget", 1)
		}
		inv = h.Model
	}
	if e.PDR == nil {
		why := "Houdini's summary (%d of %d candidates kept) is no model"
		if over {
			why = "Houdini stopped at its budget (%d of %d candidates kept)"
		}
		r := result.Unknown(result.GaveUp, why, h.Kept, h.Candidates)
		r.Stats = stats
		return r, nil
	}
	opt := *e.PDR
	opt.Invariants = inv
	if opt.NewSolver == nil {
		opt.NewSolver = e.NewSolver
	}
	r, err := pdr.New(opt).Solve(ctx, s)
	if r.Stats != nil {
		stats.Merge(r.Stats)
	}
	r.Stats = stats
	return r, err
}

// ownClockKey is the context key of a portfolio member's clock.
type ownClockKey struct{}

// withOwnClock returns ctx carrying clock, the solver time its engine
// has had (a sliced portfolio's member: sched.Scheduler.Used).
func withOwnClock(ctx context.Context, clock func() time.Duration) context.Context {
	return context.WithValue(ctx, ownClockKey{}, clock)
}

// demoteKey is the context key of a portfolio member's demotion.
type demoteKey struct{}

// withDemote returns ctx carrying the function that demotes its engine
// in its portfolio (a sliced portfolio's member: sched.Scheduler.Demote).
func withDemote(ctx context.Context, demote func()) context.Context {
	return context.WithValue(ctx, demoteKey{}, demote)
}

// demote tells the portfolio running the engine under ctx, if any, that
// the engine's approach has just failed once on this system (ViaInt: its
// model without overflow broken by an overflow), so that it takes a
// smaller share of the time from now on.
func demote(ctx context.Context) {
	if d, ok := ctx.Value(demoteKey{}).(func()); ok {
		d()
	}
}

// ownBudget returns a context done with ctx or once the engine running
// under ctx has had budget more time, by its portfolio's clock of its
// solver time (withOwnClock), or outside a sliced portfolio by the
// process's CPU time; 0: ctx itself. In a sliced portfolio the process's
// CPU time counts the other members' turns too: a preempted member's
// work of 3 s takes some 15 s of it beside weights of 10 in all.
func ownBudget(ctx context.Context, budget time.Duration) (context.Context, context.CancelFunc) {
	if own, ok := ctx.Value(ownClockKey{}).(func() time.Duration); ok {
		return budgetBy(ctx, budget, own)
	}
	return budgetBy(ctx, budget, sched.ProcessCPU)
}

// cpuBudget returns a context done with ctx or once the process has used
// budget more CPU time than now; 0: ctx itself. stop releases the watch.
func cpuBudget(ctx context.Context, budget time.Duration) (context.Context, context.CancelFunc) {
	return budgetBy(ctx, budget, sched.ProcessCPU)
}

// budgetBy returns a context done with ctx or once clock has advanced by
// budget; 0: ctx itself.
func budgetBy(ctx context.Context, budget time.Duration, clock func() time.Duration) (context.Context, context.CancelFunc) {
	if budget <= 0 {
		return ctx, func() {}
	}
	cctx, cancel := context.WithCancel(ctx)
	start := clock()
	go func() {
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-cctx.Done():
				return
			case <-t.C:
				if clock()-start >= budget {
					cancel()
					return
				}
			}
		}
	}()
	return cctx, cancel
}

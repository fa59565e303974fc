package houdini

import (
	"context"
	"log/slog"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Engine is Houdini as an engine: it reduces the candidate lemmas mined
// from the clauses to their inductive subset (Infer), within a budget of
// the clock it is handed; when the summary already satisfies the query
// clauses it is the answer (sat, the summary as the model). Otherwise,
// with a Prover, the prover made from the summary runs next (PDR seeded
// with the summary's conjuncts as lemmas at level inf, as the engine
// table's hpdr); without one, the answer is unknown.
//
// Houdini stopped by the budget still leaves a sound summary (the
// predicates whose checks it could not finish keep no candidate), so the
// prover then starts from whatever it proved. All its solvers come from
// NewSolver, so that a sliced portfolio's turns cover Houdini too.
type Engine struct {
	// NewSolver makes Houdini's solvers.
	NewSolver smt.NewSolver
	// Prover, if set, makes the engine that runs after Houdini, from its
	// summary, when the summary is no model. nil: Houdini alone.
	Prover func(summary chc.Model) result.Engine
	// Budget stops Houdini once Clock has advanced this much from the
	// start of Solve; 0 or a nil Clock: no budget.
	Budget time.Duration
	// Clock is the clock Budget counts: the member's own time in a
	// portfolio's turns, or the process's CPU time.
	Clock func() time.Duration
	// Label, if set, is the engine's name.
	Label string
	// Logger receives Houdini's outcome (Info); nil: none.
	Logger *slog.Logger
	// Houdini's options beyond its solver, statistics and ModelOnly
	// (set by Solve): its domains, candidates and bounds.
	Houdini Options
}

// Name is Label, or "hpdr" with a Prover, or "houdini".
func (e *Engine) Name() string {
	if e.Label != "" {
		return e.Label
	}
	if e.Prover == nil {
		return "houdini"
	}
	return "hpdr"
}

// Solve runs Houdini, then the prover from its summary, on s.
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	stats := result.NewStats()
	hctx, stop := result.WithBudget(ctx, e.Budget, e.Clock)
	// Without a prover only a model is of use: Houdini gives up at the
	// first query its summaries fail (Options.ModelOnly).
	hopt := e.Houdini
	hopt.NewSolver, hopt.Stats, hopt.ModelOnly = e.NewSolver, stats, e.Prover == nil
	h, err := Infer(hctx, s, hopt)
	over := hctx.Err() != nil
	stop()
	if ctx.Err() != nil {
		r := result.Stopped(ctx)
		r.Stats = stats
		return r, nil
	}
	log := e.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	var inv chc.Model
	switch {
	case err != nil && !over:
		return result.Result{Status: chc.Unknown, Stats: stats}, err
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
		return result.Result{Status: chc.Sat, Model: h.Model, Stats: stats}, nil
	default:
		log.Info("houdini summary seeds the prover", "kept", h.Kept, "candidates", h.Candidates, "over budget", over)
		if over {
			stats.Add("houdini over budget", 1)
		}
		inv = h.Model
	}
	if e.Prover == nil {
		why := "Houdini's summary (%d of %d candidates kept) is no model"
		if over {
			why = "Houdini stopped at its budget (%d of %d candidates kept)"
		}
		r := result.Unknown(result.GaveUp, why, h.Kept, h.Candidates)
		r.Stats = stats
		return r, nil
	}
	r, err := e.Prover(inv).Solve(ctx, s)
	if r.Stats != nil {
		stats.Merge(r.Stats)
	}
	r.Stats = stats
	return r, err
}

package va

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Options configure the engine.
type Options struct {
	// NewSolver makes the solver of each feasibility check. Required.
	NewSolver smt.NewSolver
	// Inner makes the engine that solves each abstraction, a fresh one
	// per round. Required.
	Inner func() result.Engine
	// TrackNone makes the first abstraction track no position, as
	// Corral's does, in place of the positions the queries mention
	// (initial). Where the queries compare whole atoms (every argument
	// shares a variable with the constraint or another atom, after
	// inlining), the queries' positions are nearly all of them and the
	// first abstraction is the system itself; from nothing, refinement
	// adds only the positions the counterexamples need.
	TrackNone bool
	// Logger receives the rounds (Info: tracked positions, the inner
	// answer, the positions refinement adds); nil: none.
	Logger *slog.Logger
}

// Engine is variable abstraction with hierarchical refinement around an
// inner engine (see the package documentation).
type Engine struct {
	name string
	opt  Options
}

// New returns the engine called name (e.g. "va-pdr").
func New(name string, opt Options) *Engine { return &Engine{name: name, opt: opt} }

// Name is the engine's name.
func (e *Engine) Name() string { return e.name }

// Solve runs the abstraction-refinement loop. Sat comes with the extended
// model of the last abstraction; Unsat with a derivation of s itself,
// read off a model of the full unrolling.
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	if e.opt.NewSolver == nil || e.opt.Inner == nil {
		return result.Result{Status: chc.Unknown}, fmt.Errorf("va: NewSolver and Inner are required")
	}
	log := e.opt.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	stats := result.NewStats()
	total := 0
	for _, p := range s.Preds {
		total += p.Arity()
	}
	stats.Add("va positions", int64(total))
	t := tracking{}
	if !e.opt.TrackNone {
		t = initial(s)
	}
	for round := 1; ; round++ {
		if ctx.Err() != nil {
			r := result.Stopped(ctx)
			r.Stats = stats
			return r, nil
		}
		stats.Add("va rounds", 1)
		stats.Max("va tracked", int64(len(t)))
		a := abstract(s, t)
		inner := e.opt.Inner()
		log.Info("va round", "round", round, "tracked", len(t), "of", total)
		r, err := inner.Solve(ctx, a.sys)
		if r.Stats != nil {
			stats.Merge(r.Stats.Prefixed(inner.Name() + " "))
		}
		if err != nil {
			return result.Result{Status: chc.Unknown, Stats: stats}, fmt.Errorf("va: round %d: %s: %w", round, inner.Name(), err)
		}
		switch r.Status {
		case chc.Unknown:
			r.Reason = fmt.Sprintf("%s (va round %d, %s, %d of %d positions tracked)", r.Reason, round, inner.Name(), len(t), total)
			r.Stats = stats
			return r, nil
		case chc.Sat:
			log.Info("va abstraction safe", "round", round, "tracked", len(t), "of", total)
			return result.Result{Status: chc.Sat, Model: a.model(r.Model), Stats: stats}, nil
		}
		if r.Derivation == nil || r.Derivation.Root == nil {
			return result.Result{Status: chc.Unknown, Stats: stats}, fmt.Errorf("va: round %d: %s answered unsat without a derivation", round, inner.Name())
		}
		out, added, err := e.concretize(ctx, s, a, r.Derivation, t, round, stats)
		if err != nil {
			if ctx.Err() != nil {
				r := result.Stopped(ctx)
				r.Stats = stats
				return r, nil
			}
			return result.Result{Status: chc.Unknown, Stats: stats}, fmt.Errorf("va: round %d: %w", round, err)
		}
		if out != nil {
			out.Stats = stats
			return *out, nil
		}
		log.Info("va refined", "round", round, "added", len(added), "positions", fmt.Sprint(added))
		for _, p := range added {
			t[p] = true
		}
	}
}

// concretize checks the abstraction's derivation d on the full system: a
// feasible one is returned as a derivation of s; an infeasible one gives
// the positions to add to t, at least one.
func (e *Engine) concretize(ctx context.Context, s *chc.System, a *abstraction, d *chc.Derivation, t tracking, round int, stats *result.Stats) (*result.Result, []position, error) {
	start := time.Now()
	defer func() { stats.AddDuration("va refinement time", time.Since(start)) }()
	u, err := unrollDerivation(e.opt.NewSolver, s.Terms, d, a.orig, round)
	if err != nil {
		return nil, nil, err
	}
	defer u.close()
	stats.Add("va feasibility checks", 1)
	ok, err := u.feasible(ctx, func(position) bool { return true })
	if err != nil {
		return nil, nil, err
	}
	if ok {
		dv, err := u.derivation()
		if err != nil {
			return nil, nil, fmt.Errorf("reading the derivation: %w", err)
		}
		return &result.Result{Status: chc.Unsat, Derivation: dv}, nil, nil
	}
	checks := 0
	base := map[position]bool{}
	for _, p := range u.order {
		if t[p] {
			base[p] = true
		}
	}
	got, err := u.refine(ctx, base, map[position]bool{}, &checks)
	stats.Add("va feasibility checks", int64(checks))
	stats.Add("va refinements", 1)
	if err != nil {
		return nil, nil, err
	}
	var added []position
	for _, p := range u.order {
		if got[p] && !t[p] {
			added = append(added, p)
		}
	}
	if len(added) == 0 {
		return nil, nil, fmt.Errorf("the derivation of %s is infeasible on the full system but feasible with the tracked positions: no position to add", s.Name)
	}
	return nil, added, nil
}

// String renders a position as pred#i (i from 0), for the log.
func (p position) String() string { return fmt.Sprintf("%s#%d", p.pred.Name, p.i) }

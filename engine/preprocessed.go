package engine

import (
	"context"
	"fmt"
	"time"

	"horn/chc"
	"horn/preprocess"
	"horn/smt"
)

// Preprocessed runs Inner on the system its Pipeline makes and maps the
// witness back to the system it was given. When a model cannot be mapped
// back (a quantifier the back map could not eliminate), Inner solves the
// system Fallback makes instead, whose back maps need no quantifier
// elimination: horn prints only answers it can witness. Run still validates
// the mapped witness against the given system.
type Preprocessed struct {
	Inner     Engine
	Pipeline  preprocess.Pipeline // zero value: preprocess.Default()
	Fallback  preprocess.Pipeline // zero value: preprocess.Light()
	NewSolver smt.NewSolver       // for back maps that need a solver
	// PassStats, if set, receives the per-pass statistics of each pipeline
	// run (the default one, then the fallback's if it runs).
	PassStats func(pipeline string, stats []preprocess.Stat)
}

// Name is the inner engine's name.
func (e *Preprocessed) Name() string { return e.Inner.Name() }

// Solve preprocesses, solves, and maps the answer back.
func (e *Preprocessed) Solve(ctx context.Context, s *chc.System) (Result, error) {
	pipe := e.Pipeline
	if len(pipe.Passes) == 0 {
		pipe = preprocess.Default()
	}
	return e.solve(ctx, s, pipe, "default", true)
}

// solve preprocesses s with pipe, solves, and maps the answer back; when a
// model does not map back and fallback is set, it solves again after
// e.Fallback.
func (e *Preprocessed) solve(ctx context.Context, s *chc.System, pipe preprocess.Pipeline, name string, fallback bool) (Result, error) {
	start := time.Now()
	pre, err := pipe.Run(ctx, s)
	if err != nil {
		if ctx.Err() != nil {
			return timeout(ctx, "while preprocessing", NewStats()), nil
		}
		return Result{}, fmt.Errorf("preprocessing: %w", err)
	}
	if e.PassStats != nil {
		e.PassStats(name, pre.Stats)
	}
	stats := NewStats()
	stats.SetDuration("preprocess time", time.Since(start))
	before, after := preprocess.SizeOf(s), preprocess.SizeOf(pre.System)
	stats.Add("preprocess clauses before", int64(before.Clauses))
	stats.Add("preprocess clauses after", int64(after.Clauses))
	stats.Add("preprocess predicates before", int64(before.Preds))
	stats.Add("preprocess predicates after", int64(after.Preds))
	stats.Add("preprocess arguments before", int64(before.Args))
	stats.Add("preprocess arguments after", int64(after.Args))
	r, err := e.Inner.Solve(ctx, pre.System)
	stats.Merge(r.Stats)
	r.Stats = stats
	if err != nil {
		return r, err
	}
	if r.Status != chc.Unknown && ctx.Err() != nil {
		return timeout(ctx, "while solving", stats), nil
	}
	bstart := time.Now()
	defer func() { stats.AddDuration("back-translation time", time.Since(bstart)) }()
	switch r.Status {
	case chc.Unsat:
		d, err := pre.Back.Derivation(ctx, r.Derivation, e.NewSolver)
		if err != nil {
			if ctx.Err() != nil {
				return timeout(ctx, "while mapping the derivation back", stats), nil
			}
			return Result{Status: chc.Unknown, Reason: "bug: derivation back-translation: " + err.Error(), Stats: stats}, nil
		}
		r.Derivation = d
	case chc.Sat:
		m, err := e.mapModel(ctx, pre.Back, r.Model, fallback)
		if err != nil {
			if ctx.Err() != nil {
				return timeout(ctx, "while mapping the model back", stats), nil
			}
			// The preprocessed system is safe, so the given one is too,
			// but horn prints only answers it can witness.
			if !fallback {
				return Result{Status: chc.Unknown, Reason: "model back-translation failed: " + err.Error(), Stats: stats}, nil
			}
			stats.Add("preprocess model fallbacks", 1)
			light := e.Fallback
			if len(light.Passes) == 0 {
				light = preprocess.Light()
			}
			r2, err2 := e.solve(ctx, s, light, "fallback", false)
			r2.Stats = r2.Stats.Prefixed("fallback ")
			stats.Merge(r2.Stats)
			r2.Stats = stats
			return r2, err2
		}
		r.Model = m
	}
	return r, nil
}

// mapModel maps m back through back. When a fallback remains and ctx has a
// deadline, the mapping gets half the time left, so that a quantifier
// elimination that blows up leaves the fallback time to run.
func (e *Preprocessed) mapModel(ctx context.Context, back preprocess.BackMap, m chc.Model, fallback bool) (chc.Model, error) {
	if deadline, ok := ctx.Deadline(); ok && fallback {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Until(deadline)/2)
		defer cancel()
	}
	return back.Model(ctx, m, e.NewSolver)
}

// Package engine is the driver: Run solves a system with an engine,
// validates the witness against the original system and only then reports
// the answer; Preprocessed runs the preprocessing pipeline around an engine
// and maps its witness back; Portfolio and Slices run engines side by side
// or taking turns. The engine contract itself (Engine, Result, Stats, the
// reasons for unknown) lives in the leaf package result, which the engines
// import instead of this one. It contains no algorithm.
package engine

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"horn/chc"
	"horn/result"
	"horn/smt"
	"horn/witness"
)

// Engine, Result and Stats are the engine contract, defined in the leaf
// package result so that engines need not import the driver.
type (
	Engine = result.Engine
	Result = result.Result
	Stats  = result.Stats
)

// NewStats returns empty statistics.
func NewStats() *Stats { return result.NewStats() }

// Options configure Run. The zero value validates witnesses.
type Options struct {
	NoValidate bool          // trust the engine's witness (competition runs)
	NewSolver  smt.NewSolver // solver for model validation; required unless NoValidate
	Logger     *slog.Logger  // nil: slog.Default()
}

// Run solves s with e and validates the witness against s. A witness that
// fails validation turns the answer into Unknown, with the failure as the
// reason and an error-level log line: a wrong answer is never reported.
// Nor is a late one: once ctx is done — during solving, mapping back or
// validation — the answer is Unknown with a reason starting "timeout".
func Run(ctx context.Context, e Engine, s *chc.System, opt Options) (Result, error) {
	log := opt.Logger
	if log == nil {
		log = slog.Default()
	}
	start := time.Now()
	r, err := SolveSafely(ctx, e, s)
	if err != nil {
		if ctx.Err() != nil {
			return timeout(ctx, "while solving", r.Stats), nil
		}
		return Result{Status: chc.Unknown, Reason: err.Error()}, fmt.Errorf("engine %s: %w", e.Name(), err)
	}
	if r.Stats == nil {
		r.Stats = NewStats()
	}
	r.Stats.SetDuration("solve time", time.Since(start))
	if ctx.Err() != nil {
		if r.Status == chc.Unknown && strings.HasPrefix(r.Reason, "timeout") {
			return r, nil
		}
		return timeout(ctx, "while solving", r.Stats), nil
	}
	if opt.NoValidate || r.Status == chc.Unknown {
		return r, nil
	}
	vstart := time.Now()
	verr := Validate(ctx, s, r, opt.NewSolver)
	r.Stats.SetDuration("validation time", time.Since(vstart))
	if ctx.Err() != nil {
		return timeout(ctx, "while validating the "+r.Status.String()+" answer", r.Stats), nil
	}
	if verr != nil {
		log.Error("witness failed validation; reporting unknown", "engine", e.Name(), "answer", r.Status, "err", verr)
		return Result{Status: chc.Unknown, Reason: fmt.Sprintf("bug: %s answer failed validation: %v", r.Status, verr), Stats: r.Stats}, nil
	}
	return r, nil
}

// timeout is the Unknown answer for a ctx that was done in the given phase.
func timeout(ctx context.Context, phase string, stats *Stats) Result {
	return Result{Status: chc.Unknown, Reason: fmt.Sprintf("timeout %s (%v)", phase, ctx.Err()), Stats: stats}
}

// Validate checks r's witness against s.
func Validate(ctx context.Context, s *chc.System, r Result, newSolver smt.NewSolver) error {
	switch r.Status {
	case chc.Sat:
		if r.Model == nil {
			return fmt.Errorf("sat answer without a model")
		}
		if newSolver == nil {
			return fmt.Errorf("no solver to validate the model with")
		}
		return witness.CheckModel(ctx, s, r.Model, newSolver)
	case chc.Unsat:
		return witness.CheckDerivation(ctx, s, r.Derivation)
	}
	return nil
}

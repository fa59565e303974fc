// Package bmc decides systems of clauses by bounded model checking with an
// SMT solver: linear systems by incremental unrolling in one solver (one
// copy of each predicate's arguments per step), non-linear systems by
// unfolding derivation trees breadth-first, one level of depth at a time.
//
// Both answer Unsat with a derivation carrying the solver's concrete values.
// The linear unrolling answers Sat only when the unrolling itself proves
// safety — no predicate can be derived at the current step, so no derivation
// of any depth can continue (seen without the solver where no clause can
// fire) — and then builds the model from the exact reachable sets,
// computed by model-based projection. A bound that runs out
// gives Unknown, never Sat.
package bmc

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Options configure the engine; the zero value (with NewSolver set) works.
type Options struct {
	NewSolver smt.NewSolver // required
	MaxDepth  int           // stop with Unknown after this many steps; 0: no bound
	MaxNodes  int           // non-linear: stop with Unknown past this many tree nodes; 0: 100000
	MaxCubes  int           // linear model building: most projection cubes in all; 0: 20000
	// Logger receives the depth reached (Info) and the checks' times
	// (Debug); nil: none.
	Logger *slog.Logger
}

// logger is o.Logger, or one that discards.
func (o Options) logger() *slog.Logger {
	if o.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return o.Logger
}

// Engine is the BMC engine.
type Engine struct{ opt Options }

// New returns a BMC engine.
func New(opt Options) *Engine {
	if opt.MaxNodes == 0 {
		opt.MaxNodes = 100000
	}
	if opt.MaxCubes == 0 {
		opt.MaxCubes = 20000
	}
	return &Engine{opt: opt}
}

// Name returns "bmc".
func (e *Engine) Name() string { return "bmc" }

// Solve runs the linear unrolling on linear systems and the tree unfolding
// on the others.
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	if e.opt.NewSolver == nil {
		return result.Result{}, fmt.Errorf("bmc: no solver")
	}
	stats := result.NewStats()
	sol, err := e.opt.NewSolver(s.Terms)
	if err != nil {
		return result.Result{}, err
	}
	defer smt.Release(ctx, sol)
	var r result.Result
	if chc.Classify(s).Linear {
		r, err = newLinear(s, sol, e.opt, stats).run(ctx)
	} else {
		r, err = newTree(s, sol, e.opt, stats).run(ctx, s)
	}
	r.Stats = stats
	if err != nil && ctx.Err() != nil {
		r := result.Stopped(ctx)
		r.Stats = stats
		return r, nil
	}
	return r, err
}

// unknown builds an Unknown result.
func unknown(why result.Why, format string, args ...any) result.Result {
	return result.Unknown(why, format, args...)
}

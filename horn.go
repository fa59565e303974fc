// Package horn is horn's library interface: read a system of constrained
// Horn clauses, solve it the way `horn solve` does, and get an answer
// whose witness has been checked against the clauses as read.
//
//	s, err := horn.Parse("counter.smt2", src)
//	r, err := horn.Solve(ctx, s, horn.Options{})
//	// r.Status is sat (r.Model), unsat (r.Derivation) or unknown (r.Reason)
//
// Solve is the one driver of package engine (preprocess, solve, map back,
// validate, fall back) with Z3 as the solver; the zero Options are the
// command line's defaults. A deadline or cancellation of ctx makes the
// answer unknown.
package horn

import (
	"context"
	"io"
	"log/slog"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/memwatch"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// Options configure Solve; the zero value is `horn solve`'s default.
type Options struct {
	// Engine names the engine: "auto" (default: PDR and BMC taking turns
	// on one core), "pdr", "bmc", "kind", "imc" or "portfolio" (see
	// engine.Names).
	Engine string
	// MaxDepth bounds BMC's depth and PDR's level; 0: none.
	MaxDepth int
	// Memory is a memory budget in bytes for the engines; 0: none.
	Memory uint64
	// Jobs lets up to this many of auto's engines solve at once, each on
	// a core of its own, as `horn solve --jobs`; 0 or 1: one core.
	Jobs int
	// Passes names the preprocessing passes, comma-separated, as for
	// `horn solve --passes`; "": the default pipeline.
	Passes string
	// NoPreprocess solves the system as given.
	NoPreprocess bool
	// NoValidate trusts the engine's witness.
	NoValidate bool
	// Logger receives the solver's progress (Info: preprocessing, PDR's
	// levels, BMC's depths, the engines' turns and answers; Debug: detail)
	// and reports such as a witness that failed validation; nil: none.
	Logger *slog.Logger
}

// Result is an answer: Status, and Model, Derivation or Reason.
type Result = engine.Result

// Parse reads a system in SMT-LIB2 HORN (CHC-COMP) or Z3 fixedpoint
// syntax; name is used in error positions.
func Parse(name string, src []byte) (*chc.System, error) {
	return smtlib2.Parse(name, src)
}

// Solve answers whether s is satisfiable, as `horn solve` does.
func Solve(ctx context.Context, s *chc.System, opt Options) (Result, error) {
	pool := z3.NewPool() // the run's phases reuse Z3 contexts
	defer pool.Close()
	eo, err := engine.Prepare(engine.Settings{NewSolver: pool.NewSolver, Profiles: pool.Profile, Engine: opt.Engine,
		MaxDepth: opt.MaxDepth, Memory: opt.Memory, Jobs: opt.Jobs, Passes: opt.Passes, NoPreprocess: opt.NoPreprocess,
		NoValidate: opt.NoValidate, Logger: opt.Logger})
	if err != nil {
		return Result{}, err
	}
	ctx, stop := memwatch.Watch(ctx, opt.Memory, nil) // as horn solve --memory
	defer stop()
	return engine.Solve(ctx, s, eo)
}

// CheckModel checks that m satisfies every clause of s (with Z3).
func CheckModel(ctx context.Context, s *chc.System, m chc.Model) error {
	return witness.CheckModel(ctx, s, m, z3.NewSolver)
}

// CheckDerivation checks that d derives false from the clauses of s.
func CheckDerivation(ctx context.Context, s *chc.System, d *chc.Derivation) error {
	return witness.CheckDerivation(ctx, s, d)
}

// WriteModel prints m as SMT-LIB2 define-funs, one per predicate.
func WriteModel(w io.Writer, s *chc.System, m chc.Model) error {
	return smtlib2.WriteModel(w, s, m)
}

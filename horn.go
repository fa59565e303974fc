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
// command line's defaults but for the memory budget (see Options.Memory).
// A deadline or cancellation of ctx makes the answer unknown.
//
// Every function here returns an error for a malformed system (an atom
// with the wrong arity or sorts, an undeclared predicate, a term made by
// another factory: what chc.System.Check reports) and never panics: a
// panic below them is a bug, returned as an error that names it.
package horn

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime/debug"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/memwatch"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/stable"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// Options configure Solve; the zero value is `horn solve`'s default, but
// for Memory.
type Options struct {
	// Engine names the engine: one of engine.Names() (`horn solve --help`
	// describes each in a line); "": engine.DefaultEngine, auto. Another
	// name is an error that lists the known ones.
	Engine string
	// MaxDepth bounds BMC's depth and PDR's level; 0: none.
	MaxDepth int
	// Memory is a budget in bytes for the process's resident set, as
	// `horn solve --memory` (which takes MiB): reaching it stops solving
	// with unknown, and BMC gives up at half of it. 0: no budget — unlike
	// horn solve, whose default is 4096 MiB, since a library shares its
	// process with the caller's own data.
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
	// StableWitness re-derives the witness of a race's answer by a fixed
	// engine (package stable), as horn solve does when it prints the
	// witness: the same system gives the same model or derivation
	// whichever of auto's engines answered first.
	StableWitness bool
}

// Result is an answer: Status, and Model, Derivation or Reason.
type Result = engine.Result

// Parse reads a system in SMT-LIB2 HORN (CHC-COMP) or Z3 fixedpoint
// syntax; name is used in error positions.
func Parse(name string, src []byte) (s *chc.System, err error) {
	defer guard("Parse", &err)
	return smtlib2.Parse(name, src)
}

// Solve answers whether s is satisfiable, as `horn solve` does. A
// malformed s, an unknown engine or pass name is an error.
func Solve(ctx context.Context, s *chc.System, opt Options) (r Result, err error) {
	defer guard("Solve", &err)
	if err := check(s); err != nil {
		return Result{}, err
	}
	pool := z3.NewPool() // the run's phases reuse Z3 contexts
	defer pool.Close()
	eo, err := engine.Prepare(engine.Settings{Config: engine.Config{NewSolver: pool.NewSolver, Profiles: pool.Profile,
		MaxDepth: opt.MaxDepth, Memory: opt.Memory, Jobs: opt.Jobs, Logger: opt.Logger},
		Engine: opt.Engine, Passes: opt.Passes, NoPreprocess: opt.NoPreprocess, NoValidate: opt.NoValidate})
	if err != nil {
		return Result{}, err
	}
	eo.FreshSolver = z3.NewSolver                     // as horn solve: a quantified model is validated in contexts of its own
	ctx, stop := memwatch.Watch(ctx, opt.Memory, nil) // as horn solve --memory
	defer stop()
	if opt.StableWitness {
		r, err = stable.Solve(ctx, s, eo)
	} else {
		r, err = engine.Solve(ctx, s, eo)
	}
	if cause := context.Cause(ctx); errors.Is(cause, memwatch.ErrBudget) && r.Status == chc.Unknown {
		r.Reason, err = cause.Error(), nil
	}
	return r, err
}

// CheckModel checks that m satisfies every clause of s (with Z3).
func CheckModel(ctx context.Context, s *chc.System, m chc.Model) (err error) {
	defer guard("CheckModel", &err)
	if err := check(s); err != nil {
		return err
	}
	return witness.CheckModel(ctx, s, m, z3.NewSolver)
}

// CheckDerivation checks that d derives false from the clauses of s.
func CheckDerivation(ctx context.Context, s *chc.System, d *chc.Derivation) (err error) {
	defer guard("CheckDerivation", &err)
	if err := check(s); err != nil {
		return err
	}
	if d != nil && d.Root != nil {
		for i, n := range d.Nodes() {
			if n.Clause == nil {
				return fmt.Errorf("horn: derivation node %d has no clause", i)
			}
		}
	}
	return witness.CheckDerivation(ctx, s, d)
}

// WriteModel prints m as SMT-LIB2 define-funs, one per predicate.
func WriteModel(w io.Writer, s *chc.System, m chc.Model) (err error) {
	defer guard("WriteModel", &err)
	if err := check(s); err != nil {
		return err
	}
	return smtlib2.WriteModel(w, s, m)
}

// check reports why s is not a system the solver can take, if it is not.
func check(s *chc.System) error {
	switch {
	case s == nil:
		return errors.New("horn: nil system")
	case s.Terms == nil:
		return fmt.Errorf("horn: %s: the system has no term factory (make it with chc.NewSystem)", s.Name)
	}
	if err := s.Check(); err != nil {
		return fmt.Errorf("horn: %s: malformed system: %w", s.Name, err)
	}
	return nil
}

// guard, deferred by an exported function called name, turns a panic
// below it into the error it returns: a bug in horn, reported with the
// panic's value and stack (an *result.PanicError) instead of crashing
// the caller.
func guard(name string, err *error) {
	if v := recover(); v != nil {
		*err = &result.PanicError{Engine: "horn." + name, Value: v, Stack: debug.Stack()}
	}
}

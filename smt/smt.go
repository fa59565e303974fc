// Package smt defines the solver-neutral facets through which engines and
// witness checks talk to an SMT solver. A caller asks for the facet it uses —
// a Checker, a Projector — not a whole solver. The Z3 binding (package z3)
// implements them; this package has no cgo.
//
// Above the facets sit the solver-level helpers that engines, passes and
// checks share: Eliminator (exact existential elimination: equalities,
// splitting, then an enumeration of model-based projections) and Values
// (a clause instance's values read from a model through its renamed
// copies). Their pure-term partners live in chc: RenameApart, Model.Image,
// Model.Violation.
//
// All terms are chc terms of one chc.Factory, the one the solver was made
// with. A solver and everything it returns belong to one goroutine.
package smt

import (
	"context"
	"errors"

	"github.com/horn-chc/horn/chc"
)

// Result is the outcome of a satisfiability check: chc.Status, the one
// tri-state answer the solvers, the engines and the driver share.
type Result = chc.Status

// Check outcomes (chc's constants, named here for the callers of Check).
const (
	Unknown = chc.Unknown
	Sat     = chc.Sat
	Unsat   = chc.Unsat
)

// Asserter adds formulas to a solver.
type Asserter interface {
	Assert(ts ...*chc.Term) error
}

// Scoper opens and closes assertion scopes.
type Scoper interface {
	Push() error
	Pop(n int) error
}

// Checker checks the asserted formulas under assumptions (Bool terms, usually
// literals). A done ctx interrupts the check, which then returns Unknown and
// ctx.Err(). After Unknown, Reason says why.
type Checker interface {
	Check(ctx context.Context, assumptions ...*chc.Term) (Result, error)
	Reason() string
}

// Evaler evaluates terms in the model of the last Sat check. With completion,
// variables the model leaves free get default values.
type Evaler interface {
	Eval(t *chc.Term, completion bool) (*chc.Term, error)
	Value(t *chc.Term) (chc.Value, error) // Eval with completion, as a ground value
}

// Corer returns the assumptions of the last Unsat check that suffice for
// unsatisfiability (an unsat core over the assumptions).
type Corer interface {
	Core() ([]*chc.Term, error)
}

// Projector eliminates variables from a formula guided by the model of the
// last Sat check: the result is true in that model, implies ∃vars.phi, and has
// no variable of vars when projection succeeded (check with chc.FreeVars).
type Projector interface {
	Project(vars []*chc.Term, phi *chc.Term) (*chc.Term, error)
}

// Solver is the whole incremental interface.
type Solver interface {
	Asserter
	Scoper
	Checker
	Evaler
	Corer
	Projector
	Close()
}

// Sharer is implemented by solvers that can make more solvers sharing
// their underlying context: cheaper to make than fresh ones, and a term
// several of them use is translated once. Every solver shared this way
// belongs to the goroutine of the first; each must still be closed.
type Sharer interface {
	Share() (Solver, error)
}

// Instancer is implemented by solvers that can assert an instance of a
// formula, t with its variables replaced as sub says (simultaneously),
// negated if neg, without the instance being built as a term: the
// solver converts t once however many instances it asserts. It asserts
// what Assert(f.Subst(t, sub)) (or its negation) would.
type Instancer interface {
	AssertInstance(t *chc.Term, sub map[*chc.Term]*chc.Term, neg bool) error
}

// Limiter is implemented by solvers that can bound each check by the
// solver's own count of the work it does (Z3's resource limit,
// "rlimit") instead of by time: a check that reaches the bound answers
// Unknown, and it does so at the same point of its search on a loaded
// machine as on an idle one, so that what a caller decides from the
// answers does not depend on the load.
type Limiter interface {
	// SetWorkLimit bounds each later check to n units of work; 0
	// removes the bound.
	SetWorkLimit(n uint64) error
}

// ErrNoLimiter is SetWorkLimit's error for a solver that is no Limiter.
var ErrNoLimiter = errors.New("solver cannot bound its checks by work")

// SetWorkLimit sets s's work limit (Limiter) and fails with
// ErrNoLimiter when s has none; wrappers of solvers forward the facet
// through it.
func SetWorkLimit(s Solver, n uint64) error {
	if l, ok := s.(Limiter); ok {
		return l.SetWorkLimit(n)
	}
	return ErrNoLimiter
}

// NewShared returns a solver sharing first's context when first is a
// Sharer, else a fresh one from newSolver. One engine run that uses many
// solvers in one goroutine makes them this way.
func NewShared(first Solver, newSolver NewSolver, f *chc.Factory) (Solver, error) {
	if sh, ok := first.(Sharer); ok {
		return sh.Share()
	}
	return newSolver(f)
}

// NewSolver makes a fresh solver over the terms of f. Engines and checks take
// one of these, so they never depend on a particular binding.
type NewSolver func(f *chc.Factory) (Solver, error)

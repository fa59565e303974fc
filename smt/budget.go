package smt

import (
	"context"
	"errors"
	"sync/atomic"

	"github.com/horn-chc/horn/chc"
)

// ErrCheckBudget is the error of a check refused because a CheckBudget is
// spent, and the cause of the context it cancels then.
var ErrCheckBudget = errors.New("solver check budget spent")

// CheckBudget bounds the checks of the solvers made through Solvers: a
// budget counted in checks instead of time cuts a computation at the same
// point however loaded the machine is, so that a deterministic engine
// run under it gives the same result on every run.
type CheckBudget struct {
	limit  int64
	used   atomic.Int64
	cancel context.CancelCauseFunc
}

// NewCheckBudget returns a budget of limit checks and a context derived
// from ctx that it cancels, with cause ErrCheckBudget, when a check past
// the limit is asked for. Call stop when done, as for context.WithCancel.
func NewCheckBudget(ctx context.Context, limit int64) (b *CheckBudget, bctx context.Context, stop func()) {
	bctx, cancel := context.WithCancelCause(ctx)
	b = &CheckBudget{limit: limit, cancel: cancel}
	return b, bctx, func() { cancel(context.Canceled) }
}

// Used is the number of checks made so far.
func (b *CheckBudget) Used() int64 { return b.used.Load() }

// Spent reports whether a check was refused.
func (b *CheckBudget) Spent() bool { return b.used.Load() > b.limit }

// Solvers returns a NewSolver whose solvers are newSolver's, counting
// their checks against b. A check past the limit is not made: it returns
// Unknown and ErrCheckBudget, and b's context is cancelled.
func (b *CheckBudget) Solvers(newSolver NewSolver) NewSolver {
	return func(f *chc.Factory) (Solver, error) {
		s, err := newSolver(f)
		if err != nil {
			return nil, err
		}
		return &budgeted{Solver: s, b: b, f: f, newSolver: newSolver}, nil
	}
}

// budgeted is a solver whose checks count against a CheckBudget.
type budgeted struct {
	Solver
	b         *CheckBudget
	f         *chc.Factory
	newSolver NewSolver
}

func (s *budgeted) Check(ctx context.Context, assumptions ...*chc.Term) (Result, error) {
	if s.b.used.Add(1) > s.b.limit {
		s.b.cancel(ErrCheckBudget)
		return Unknown, ErrCheckBudget
	}
	return s.Solver.Check(ctx, assumptions...)
}

func (s *budgeted) Reason() string {
	if s.b.Spent() {
		return ErrCheckBudget.Error()
	}
	return s.Solver.Reason()
}

// Share shares the underlying solver's context when it can (see
// NewShared); the new solver counts against the same budget.
func (s *budgeted) Share() (Solver, error) {
	in, err := NewShared(s.Solver, s.newSolver, s.f)
	if err != nil {
		return nil, err
	}
	return &budgeted{Solver: in, b: s.b, f: s.f, newSolver: s.newSolver}, nil
}

// AssertInstance asserts the instance through the underlying solver's
// Instancer, or builds it as a term.
func (s *budgeted) AssertInstance(t *chc.Term, sub map[*chc.Term]*chc.Term, neg bool) error {
	if in, ok := s.Solver.(Instancer); ok {
		return in.AssertInstance(t, sub, neg)
	}
	inst := s.f.Subst(t, sub)
	if neg {
		inst = s.f.Not(inst)
	}
	return s.Solver.Assert(inst)
}

// SetWorkLimit sets the underlying solver's work limit when it is a
// Limiter, and is an error otherwise.
func (s *budgeted) SetWorkLimit(n uint64) error {
	return SetWorkLimit(s.Solver, n)
}

package witness

import (
	"context"
	"errors"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// DefaultWork is Limits.Work's default, in units of Z3 4.8.12's
// resource count (about half a million a second of search on the dev
// machine): on a sample of the dev sets (docs/strategy.md, decisions)
// the largest check that validated an answer took 3.2 million (a
// bit-vector model's; datatype and array models' at most 0.12 million),
// so the bound leaves a margin of six, and a check that Z3 does not end
// gives up in half a minute or so (a tenth of that in a scope: see
// Limits.Work).
const DefaultWork = 20_000_000

// Limits bound the work of a validation, so that no check of a model
// runs without end. The zero value bounds it by the defaults.
type Limits struct {
	// Work bounds each solver check of the validation by the solver's
	// own count of its work (smt.Limiter; Z3's rlimit), the same on a
	// loaded machine as on an idle one: a check in a solver of its own
	// by Work, a check in a scope of the solver the clauses share by a
	// tenth of it (a clause it leaves undecided is checked again alone).
	// A check that reaches its bound answers unknown: the clause is
	// undecided (Undecided), never valid. A solver that is no
	// smt.Limiter is not bounded. 0: DefaultWork.
	Work uint64
}

// WorkBound returns the bound of each check: Work, or DefaultWork.
func (l Limits) WorkBound() uint64 {
	if l.Work == 0 {
		return DefaultWork
	}
	return l.Work
}

// CheckModel is the package's CheckModel, each check bounded by l.
func (l Limits) CheckModel(ctx context.Context, s *chc.System, m chc.Model, newSolver smt.NewSolver) error {
	return checkModel(ctx, s, m, newSolver, false, l.WorkBound())
}

// CheckAnswer is the package's CheckAnswer, each check of a model
// bounded by l (a derivation's check uses no solver).
func (l Limits) CheckAnswer(ctx context.Context, s *chc.System, r result.Result, newSolver smt.NewSolver) error {
	switch r.Status {
	case chc.Sat:
		if r.Model == nil {
			return errors.New("sat answer without a model")
		}
		if newSolver == nil {
			return errors.New("no solver to validate the model with")
		}
		return l.CheckModel(ctx, s, r.Model, newSolver)
	case chc.Unsat:
		return CheckDerivation(ctx, s, r.Derivation)
	}
	return nil
}

// bounded returns the solver mk makes with each check bounded by n units
// of work (0: no bound); a solver that cannot be bounded by work is used
// as it is.
func bounded(n uint64, mk func() (smt.Solver, error)) (smt.Solver, error) {
	sol, err := mk()
	if err != nil {
		return nil, err
	}
	if err := smt.SetWorkLimit(sol, n); err != nil && !errors.Is(err, smt.ErrNoLimiter) {
		sol.Close()
		return nil, err
	}
	return sol, nil
}

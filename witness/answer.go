package witness

import (
	"context"
	"errors"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// CheckAnswer checks an engine's answer against s: a sat answer's model
// (CheckModel, with solvers from newSolver) or an unsat answer's
// derivation (CheckDerivation); an unknown answer has nothing to check.
func CheckAnswer(ctx context.Context, s *chc.System, r result.Result, newSolver smt.NewSolver) error {
	switch r.Status {
	case chc.Sat:
		if r.Model == nil {
			return errors.New("sat answer without a model")
		}
		if newSolver == nil {
			return errors.New("no solver to validate the model with")
		}
		return CheckModel(ctx, s, r.Model, newSolver)
	case chc.Unsat:
		return CheckDerivation(ctx, s, r.Derivation)
	}
	return nil
}

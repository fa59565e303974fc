package witness

import (
	"context"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// CheckAnswer checks an engine's answer against s: a sat answer's model
// (CheckModel, with solvers from newSolver) or an unsat answer's
// derivation (CheckDerivation); an unknown answer has nothing to check.
// Each solver check is bounded by the default Limits.
func CheckAnswer(ctx context.Context, s *chc.System, r result.Result, newSolver smt.NewSolver) error {
	return Limits{}.CheckAnswer(ctx, s, r, newSolver)
}

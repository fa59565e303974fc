package tsys

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// checkInvariant verifies with sol that inv, over the template state
// variables, is an inductive invariant of the view that excludes the bad
// states: Init ∧ ¬inv, inv ∧ T ∧ ¬inv' and inv ∧ Bad are all
// unsatisfiable. The engines call it before answering sat, so that a bug
// in the construction of an invariant is an error, not a wrong answer.
// Without trans, the second check is left out: for a caller that has
// made it already.
func (ts *System) checkInvariant(ctx context.Context, sol smt.Solver, inv *chc.Term, trans bool) error {
	f := ts.f
	type check struct {
		what string
		phi  *chc.Term
	}
	checks := []check{{"initial states outside the invariant", f.And(ts.InitFormula(), f.Not(inv))}}
	if trans {
		checks = append(checks, check{"a transition leaving the invariant", f.And(inv, ts.TransFormula(), f.Not(ts.Primed(inv)))})
	}
	checks = append(checks, check{"bad states in the invariant", f.And(inv, ts.BadFormula())})
	for _, c := range checks {
		r, err := unsatisfiable(ctx, sol, c.phi)
		if err != nil {
			return fmt.Errorf("tsys: checking the invariant: %w", err)
		}
		if !r {
			return fmt.Errorf("tsys: internal error: the invariant is wrong: %s", c.what)
		}
	}
	return nil
}

// unsatisfiable reports whether phi is unsatisfiable, checked in a scope
// of sol; a solver unknown is an error.
func unsatisfiable(ctx context.Context, sol smt.Solver, phi *chc.Term) (bool, error) {
	if err := sol.Push(); err != nil {
		return false, err
	}
	defer sol.Pop(1)
	if err := sol.Assert(phi); err != nil {
		return false, err
	}
	r, err := sol.Check(ctx)
	switch {
	case err != nil:
		return false, err
	case r == smt.Unknown:
		return false, fmt.Errorf("solver unknown: %s", sol.Reason())
	}
	return r == smt.Unsat, nil
}

package smt

import (
	"context"
	"errors"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// satSolver answers every check Sat and counts the checks that reach it.
type satSolver struct {
	Solver
	checks *int
}

func (s satSolver) Check(context.Context, ...*chc.Term) (Result, error) {
	*s.checks++
	return Sat, nil
}

// TestCheckBudget: the checks within the limit reach the solver, shared
// solvers count against the same budget, and the first check past it is
// refused and cancels the budget's context with ErrCheckBudget.
func TestCheckBudget(t *testing.T) {
	reached := 0
	ns := func(*chc.Factory) (Solver, error) { return satSolver{checks: &reached}, nil }
	b, ctx, stop := NewCheckBudget(context.Background(), 3)
	defer stop()
	f := chc.NewFactory()
	s, err := b.Solvers(ns)(f)
	if err != nil {
		t.Fatal(err)
	}
	s2, err := NewShared(s, ns, f)
	if err != nil {
		t.Fatal(err)
	}
	for i, sol := range []Solver{s, s2, s} {
		if r, err := sol.Check(ctx); r != Sat || err != nil {
			t.Fatalf("check %d: %v, %v", i, r, err)
		}
	}
	if b.Spent() || ctx.Err() != nil {
		t.Fatal("the budget is spent after 3 checks of 3")
	}
	if r, err := s2.Check(ctx); r != Unknown || !errors.Is(err, ErrCheckBudget) {
		t.Fatalf("check past the budget: %v, %v", r, err)
	}
	if !b.Spent() || !errors.Is(context.Cause(ctx), ErrCheckBudget) || reached != 3 || s2.Reason() != ErrCheckBudget.Error() {
		t.Errorf("after the budget: spent %v, cause %v, %d checks reached the solver", b.Spent(), context.Cause(ctx), reached)
	}
}

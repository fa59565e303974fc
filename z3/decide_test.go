package z3

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
)

// TestDecide: facts with quantified formulas over an array, as the check
// of a Boogie trace against dropped axioms builds them: sat when some
// array agrees with the facts and satisfies the formulas, unsat when none
// does.
func TestDecide(t *testing.T) {
	f := chc.NewFactory()
	arr := f.Var("F", chc.ArraySort(chc.IntSort, chc.IntSort))
	x := f.Var("x", chc.IntSort)
	// ∀x. x ≠ 1 ⇒ F[x] = 0, which arrays with F[1] = anything satisfy.
	zeroElse := Quantified{Vars: []*chc.Term{x}, Body: f.Implies(f.Not(f.Eq(x, f.Int(1))), f.Eq(f.Select(arr, x), f.Int(0)))}
	nonneg := Quantified{Vars: []*chc.Term{x}, Body: f.Le(f.Int(0), f.Select(arr, x))}
	zeros, err := f.ConstArray(arr.Sort(), f.Int(0))
	if err != nil {
		t.Fatal(err)
	}
	some := Quantified{Exists: true, Vars: []*chc.Term{x}, Body: f.Eq(f.Select(arr, x), f.Int(7))}
	for _, tc := range []struct {
		fact *chc.Term
		qs   []Quantified
		want chc.Status
	}{
		{f.Eq(f.Select(arr, f.Int(1)), f.Int(5)), []Quantified{zeroElse, nonneg}, chc.Sat},
		{f.Eq(f.Select(arr, f.Int(1)), f.Int(-1)), []Quantified{nonneg}, chc.Unsat},
		{f.Eq(f.Select(arr, f.Int(1)), f.Int(0)), []Quantified{some}, chc.Sat},
		{f.Eq(arr, zeros), []Quantified{some}, chc.Unsat},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		got, err := Decide(ctx, f, []*chc.Term{tc.fact}, tc.qs)
		cancel()
		if err != nil || got != tc.want {
			t.Errorf("%v with %v: %v (%v), want %v", tc.fact, tc.qs, got, err, tc.want)
		}
	}
}

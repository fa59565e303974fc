package preprocess

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/z3"
)

// TestSplitDivModEquivalent: splitDivMod's result is equivalent to its
// input (Z3 finds no assignment that tells them apart), and the div and
// mod over the quantified x are gone where x is bounded, and kept where it
// is not.
func TestSplitDivModEquivalent(t *testing.T) {
	for _, tc := range []struct {
		phi    string
		noMods bool
	}{
		// A C function's entry over an unsigned argument: y = x - 1 mod 2^32.
		{"(and (not (= 0 x)) (not (<= x (- 1))) (not (<= 4294967296 x)) (= y (mod (+ x (- 1)) 4294967296)))", true},
		{"(and (<= 0 x) (<= x 10) (= y (mod (+ (mod (+ x 3) 4) 5) 3)))", true},
		{"(and (<= (- 7) x) (<= x 7) (= y (+ (div x 4) (mod x 4))))", true},
		{"(and (not (<= x (- 3))) (< x 9) (= y (div (* 2 x) 5)))", true},
		{"(and (= x 12) (= y (mod (ite (> x 3) x (- x 1)) 5)))", true},
		{"(and (>= x 0) (= y (mod x 4)))", false},                // x unbounded above
		{"(and (<= 0 x) (<= x 100000) (= y (mod x 4)))", false},  // too many quotients
		{"(and (<= 0 x) (<= x 7) (= y (mod (+ x y) 4)))", false}, // y is kept, unbounded
		{"(and (<= 0 x) (<= x 7) (<= 0 y) (<= y 7) (= y (mod (+ x y) 4)))", true},
	} {
		s := parseString(t, `(set-logic HORN)
(assert (forall ((x Int) (y Int)) (=> `+tc.phi+` false)))`)
		f := s.Terms
		phi := s.Clauses[0].Constraint
		y := f.Var("y", chc.IntSort)
		got := splitDivMod(f, phi, []*chc.Term{y})
		mods := false
		chc.Walk(got, func(u *chc.Term) bool {
			if (u.Op() == chc.OpMod || u.Op() == chc.OpDiv) && quantified(u.Arg(0), map[*chc.Term]bool{y: true}) {
				mods = true
			}
			return true
		})
		if mods == tc.noMods {
			t.Errorf("%s: div or mod over x left: %v, want %v (got %s)", tc.phi, mods, !tc.noMods, got)
		}
		sol, err := z3.NewSolver(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := sol.Assert(f.Not(f.Eq(phi, got))); err != nil {
			t.Fatal(err)
		}
		r, err := sol.Check(context.Background())
		sol.Close()
		if err != nil || r != smt.Unsat {
			t.Errorf("%s: not equivalent to %s (%v, %v)", tc.phi, got, r, err)
		}
	}
}

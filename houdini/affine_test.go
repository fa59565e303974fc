package houdini

import (
	"math/big"
	"testing"

	"github.com/horn-chc/horn/chc"
)

func pt(vs ...int64) []*big.Rat {
	out := make([]*big.Rat, len(vs))
	for i, v := range vs {
		out[i] = big.NewRat(v, 1)
	}
	return out
}

// TestHull: the hull of (0,10,5), (1,9,5), (3,7,5) over three arguments
// is the line x0 + x1 = 10, x2 = 5; a point on it changes nothing, one
// off it leaves only x0 + x1 = 10 ... and so on down to no equality.
func TestHull(t *testing.T) {
	f := chc.NewFactory()
	xs := []*chc.Term{f.Var("x0", chc.IntSort), f.Var("x1", chc.IntSort), f.Var("x2", chc.IntSort)}
	h := newHull([]int{0, 1, 2})
	if got := h.terms(f, xs); len(got) != 1 || !got[0].IsFalse() {
		t.Fatalf("empty hull: %v", got)
	}
	steps := []struct {
		p    []*big.Rat
		grew bool
		want []*chc.Term
	}{
		{pt(0, 10, 5), true, []*chc.Term{f.Eq(xs[0], f.Int(0)), f.Eq(xs[1], f.Int(10)), f.Eq(xs[2], f.Int(5))}},
		{pt(1, 9, 5), true, []*chc.Term{f.Eq(f.Add(xs[0], xs[1]), f.Int(10)), f.Eq(xs[2], f.Int(5))}},
		{pt(3, 7, 5), false, nil},
		{pt(2, 8, 6), false, nil},
	}
	steps[2].want, steps[3].want = steps[1].want, steps[1].want
	steps[3].grew = true
	steps[3].want = []*chc.Term{f.Eq(f.Add(xs[0], xs[1]), f.Int(10))}
	for i, st := range steps {
		if grew := h.add(st.p); grew != st.grew {
			t.Errorf("step %d: grew %v", i, grew)
		}
		got := h.terms(f, xs)
		if !sameTerms(got, st.want) {
			t.Errorf("step %d: %v, want %v", i, got, st.want)
		}
	}
	h.add(pt(0, 0, 0))
	if got := h.terms(f, xs); len(got) != 0 {
		t.Errorf("four independent points: %v", got)
	}
}

// TestHullLargeCoefficients: equalities whose coefficients exceed maxCoef
// stay in the basis but out of the summary.
func TestHullLargeCoefficients(t *testing.T) {
	f := chc.NewFactory()
	xs := []*chc.Term{f.Var("x0", chc.IntSort), f.Var("x1", chc.IntSort)}
	h := newHull([]int{0, 1})
	h.add(pt(0, 0))
	h.add(pt(1, 7)) // x1 = 7·x0
	if got := h.terms(f, xs); len(got) != 0 {
		t.Errorf("summary %v, want none", got)
	}
	if len(h.eqs) != 1 {
		t.Errorf("basis %v, want one row", h.eqs)
	}
	if h.add(pt(2, 14)) {
		t.Errorf("a point on x1 = 7·x0 grew the hull")
	}
}

// TestHullSmallCombinations: the points (3,2,2,3), (3,2,1,4) and
// (−1,1,1,−1) of a loop that moves units between x2 and x3 span two
// equalities whose echelon rows have a coefficient 5; the summary still
// offers x2 + x3 = x0 + x1, their combination (and x0 − 4·x1 = −5), and
// every equality offered holds at the three points. Without it the
// summary had no equality and the next counterexample was a point no
// run reaches (LIA-Lin-005 under congruences).
func TestHullSmallCombinations(t *testing.T) {
	f := chc.NewFactory()
	xs := []*chc.Term{f.Var("x0", chc.IntSort), f.Var("x1", chc.IntSort), f.Var("x2", chc.IntSort), f.Var("x3", chc.IntSort)}
	h := newHull([]int{0, 1, 2, 3})
	pts := [][]*big.Rat{pt(3, 2, 2, 3), pt(3, 2, 1, 4), pt(-1, 1, 1, -1)}
	for _, p := range pts {
		h.add(p)
	}
	if len(h.eqs) != 2 {
		t.Fatalf("basis %v, want two rows", h.eqs)
	}
	got := h.terms(f, xs)
	sum := f.Eq(f.Add(xs[0], xs[1], f.Scale(big.NewRat(-1, 1), xs[2]), f.Scale(big.NewRat(-1, 1), xs[3])), f.Int(0))
	found := false
	for _, g := range got {
		found = found || g == sum
		for _, p := range pts {
			sub := map[*chc.Term]*chc.Term{}
			for k, x := range xs {
				sub[x] = f.Num(p[k], chc.IntSort)
			}
			if v := f.Simplify(f.Subst(g, sub)); !v.IsTrue() {
				t.Errorf("%v offered, false at %v (%v)", g, p, v)
			}
		}
	}
	if !found {
		t.Errorf("summary %v lacks %v", got, sum)
	}
}

func sameTerms(a, b []*chc.Term) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[*chc.Term]bool{}
	for _, t := range a {
		in[t] = true
	}
	for _, t := range b {
		if !in[t] {
			return false
		}
	}
	return true
}

package pdr

import (
	"math/big"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// doubleSystem builds P(x, z) over sort so: x = 0 ∧ z = 0 → P(x, z);
// P(x, z) → P(x + 1, z + 2); P(x, z) ∧ x ≥ 10 ∧ z ≤ 15 → false. The cube
// x ≥ 10 ∧ z ≤ 15 is unreachable, but neither bound alone is, nor their
// sum with unit weights (z - x ≤ 5 holds at x = z = 0).
func doubleSystem(so chc.Sort) *chc.System {
	s := chc.NewSystem("double")
	f := s.Terms
	p := &chc.Pred{Name: "P", Params: []chc.Sort{so, so}}
	s.Preds = append(s.Preds, p)
	num := func(i int64) *chc.Term { return f.Num(big.NewRat(i, 1), so) }
	x, z := f.Var("x", so), f.Var("z", so)
	atom := func(a, b *chc.Term) chc.Atom { return chc.Atom{Pred: p, Args: []*chc.Term{a, b}} }
	head := func(a, b *chc.Term) *chc.Atom { h := atom(a, b); return &h }
	s.Clauses = append(s.Clauses,
		&chc.Clause{Constraint: f.And(f.Eq(x, num(0)), f.Eq(z, num(0))), Head: head(x, z)},
		&chc.Clause{Body: []chc.Atom{atom(x, z)}, Constraint: f.True(), Head: head(f.Add(x, num(1)), f.Add(z, num(2)))},
		&chc.Clause{Body: []chc.Atom{atom(x, z)}, Constraint: f.And(f.Le(num(10), x), f.Le(z, num(15)))},
	)
	return s
}

// TestFarkasFindsWeightedHalfSpace: with the frame z ≥ 2x (an inductive
// lemma), the Farkas generaliser turns the corner x ≥ 10 ∧ z ≤ 15 into one
// half-space: the interpolant of the frame's image and the corner, z - 2x
// ≤ -5 or near it (weights no unit sum has: z - x ≤ 5 is reachable), and
// the lemma passes the independent check (CheckLemmas). The default
// generalisers need two literals over the reals.
func TestFarkasFindsWeightedHalfSpace(t *testing.T) {
	for _, so := range []chc.Sort{chc.IntSort, chc.RealSort} {
		t.Run(so.String(), func(t *testing.T) {
			sr, got, level := generalizeCorner(t, so, Options{Generalizers: []Generalizer{Farkas}, CheckLemmas: true})
			if len(got) != 1 {
				t.Fatalf("generalize = %s, want one half-space", fmtCube(got))
			}
			bd, ok := asBound(got[0])
			if !ok || len(bd.atoms) != 2 {
				t.Fatalf("generalize = %s, want a bound over x and z", fmtCube(got))
			}
			if level != inf {
				t.Errorf("level %d, want inf (the half-space is inductive)", level)
			}
			if n := sr.stats.Count("pdr lemmas checked"); n != 1 {
				t.Errorf("%d lemmas checked, want 1", n)
			}
			_, def, _ := generalizeCorner(t, so, Options{})
			// Over the integers the default's Combine takes one rung of a
			// reinforcing sum (see addBounds) and finds 2x - z ≥ 1 too;
			// over the reals it sums nothing.
			if so == chc.RealSort && len(def) < 2 {
				t.Errorf("the default generalisers found %s: the test no longer shows what Farkas adds", fmtCube(def))
			}
			t.Logf("farkas: %s; default: %s", fmtCube(got), fmtCube(def))
		})
	}
}

// generalizeCorner generalises the cube x ≥ 10 ∧ z ≤ 15 of doubleSystem at
// level 1 with the inductive lemma z ≥ 2x in the frame.
func generalizeCorner(t *testing.T, so chc.Sort, opt Options) (*search, []*chc.Term, int) {
	t.Helper()
	sr := testSearch(t, doubleSystem(so), opt)
	f, p := sr.f, sr.preds[0]
	x, z := p.params[0], p.params[1]
	num := func(i int64) *chc.Term { return f.Num(big.NewRat(i, 1), so) }
	if err := sr.addLemma(p, sr.literals(f.Lt(z, f.Scale(big.NewRat(2, 1), x))), inf); err != nil {
		t.Fatal(err)
	}
	cube := sr.literals(f.And(f.Le(num(10), x), f.Le(z, num(15))))
	got, level, err := sr.generalize(p, 1, cube, 1)
	if err != nil {
		t.Fatal(err)
	}
	return sr, got, level
}

// TestFarkasLeavesSingleBoundAlone: with one bound there is nothing to
// weigh, and the cube comes back unchanged without a check.
func TestFarkasLeavesSingleBoundAlone(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{Generalizers: []Generalizer{Farkas}, CheckLemmas: true})
	f, p := sr.f, sr.preds[0]
	cube := []*chc.Term{f.Le(f.Int(1), p.params[1])}
	got, _, err := sr.generalize(p, 1, cube, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !sameTerms(got, cube) {
		t.Errorf("generalize(%s) = %s, want it unchanged", fmtCube(cube), fmtCube(got))
	}
	if n := sr.stats.Count("pdr farkas checks"); n != 0 {
		t.Errorf("%d checks, want none", n)
	}
}

// TestCheckLemmaRejects: the independent check refuses a lemma that does
// not block its cube and one that is not relatively inductive.
func TestCheckLemmaRejects(t *testing.T) {
	sr := testSearch(t, doubleSystem(chc.IntSort), Options{})
	f, p := sr.f, sr.preds[0]
	x, z := p.params[0], p.params[1]
	orig := []*chc.Term{f.Le(f.Int(10), x), f.Le(z, f.Int(15))}
	// z - x ≤ 5 is implied by orig but reachable (x = z = 0).
	if err := sr.checkLemma(p, orig, []*chc.Term{f.Le(f.Sub(z, x), f.Int(5))}, inf); err == nil {
		t.Error("a reachable cube passed the check")
	}
	// z ≤ 14 does not contain orig.
	if err := sr.checkLemma(p, orig, []*chc.Term{f.Le(z, f.Int(14))}, inf); err == nil {
		t.Error("a cube missing part of orig passed the check")
	}
	if err := sr.checkLemma(p, orig, []*chc.Term{f.Le(f.Sub(z, f.Scale(big.NewRat(2, 1), x)), f.Int(-5))}, inf); err != nil {
		t.Errorf("the inductive half-space failed the check: %v", err)
	}
}

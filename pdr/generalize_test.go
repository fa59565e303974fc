package pdr

import (
	"math/big"
	"testing"

	"github.com/horn-chc/horn/chc"
)

func TestGeneralizeDropsIrrelevantLiterals(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	f, p := sr.f, sr.preds[0]
	x, y := p.params[0], p.params[1]
	cube := []*chc.Term{f.Le(x, f.Int(3)), f.Le(f.Int(3), x), f.Le(f.Int(1), y)}
	got, _, err := sr.generalize(p, 1, cube, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := []*chc.Term{f.Le(f.Int(1), y)}
	if !sameTerms(got, want) {
		t.Errorf("generalize(%s) = %s, want %s", fmtCube(cube), fmtCube(got), fmtCube(want))
	}
}

func TestGeneralizeKeepsInductiveCube(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	f, p := sr.f, sr.preds[0]
	x := p.params[0]
	// x ≥ 0 is inductive, so x ≤ -1 is blocked at every level; dropping
	// its only literal would block the initial state.
	cube := []*chc.Term{f.Le(x, f.Int(-1))}
	got, _, err := sr.generalize(p, 2, cube, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !sameTerms(got, cube) {
		t.Errorf("generalize(%s) = %s, want it unchanged", fmtCube(cube), fmtCube(got))
	}
}

func TestGeneralizeRespectsLevel(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	f, p := sr.f, sr.preds[0]
	x, y := p.params[0], p.params[1]
	// At level 0 only the initial state counts: x = 5 is unreachable there,
	// and so is y = 1; the core keeps one of them, never neither.
	cube := []*chc.Term{f.Le(f.Int(5), x), f.Le(f.Int(1), y)}
	got, _, err := sr.generalize(p, 0, cube, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || !subset(got, cube) {
		t.Errorf("generalize at level 0 = %s, want one literal of %s", fmtCube(got), fmtCube(cube))
	}
}

func TestGeneralizeOff(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{NoInductiveGeneralization: true})
	f, p := sr.f, sr.preds[0]
	cube := []*chc.Term{f.Le(p.params[0], f.Int(3)), f.Le(f.Int(1), p.params[1])}
	got, _, err := sr.generalize(p, 1, cube, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !sameTerms(got, cube) {
		t.Errorf("generalize with NoInductiveGeneralization changed %s into %s", fmtCube(cube), fmtCube(got))
	}
}

func TestBlockLearnsCoreLemma(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	f, p := sr.f, sr.preds[0]
	x, y := p.params[0], p.params[1]
	sr.top = 1
	must(t, sr.addLemma(p, []*chc.Term{f.Le(f.Int(1), y)}, 0)) // y < 1 at level 0
	n := sr.newPob(p, 1, []*chc.Term{f.Le(x, f.Int(3)), f.Le(f.Int(3), x), f.Le(f.Int(1), y)}, nil)
	out, err := sr.expand(n)
	if err != nil {
		t.Fatal(err)
	}
	if out.fact != nil || out.child != nil {
		t.Fatalf("expand: got a fact or a child, want a lemma")
	}
	// The new lemma y < 1 at level 1 subsumes the one at level 0.
	if len(p.lemmas) != 1 || p.lemmas[0].level != 1 || !sameTerms(p.lemmas[0].cube, []*chc.Term{f.Le(f.Int(1), y)}) {
		t.Fatalf("lemmas after blocking: %d, first %s at %d", len(p.lemmas), fmtCube(p.lemmas[0].cube), p.lemmas[0].level)
	}
}

func TestLiterals(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	f := sr.f
	a, b := f.Var("a", chc.IntSort), f.Var("b", chc.IntSort)
	c := f.Var("c", chc.BoolSort)
	in := f.And(f.Eq(a, b), f.Not(f.Le(a, f.Int(2))), f.MustApp(chc.OpGe, a, b), c,
		f.Not(f.Or(f.Not(c), f.Lt(b, f.Int(0)))))
	got := sr.literals(in)
	// a = b and a ≥ b give the two bounds of a - b (the second once); ¬(a ≤ 2)
	// is the integer bound a ≥ 3.
	amb := f.Add(a, f.Scale(big.NewRat(-1, 1), b))
	want := []*chc.Term{f.Le(amb, f.Int(0)), f.Le(f.Int(0), amb), f.Le(f.Int(3), a), c, f.Le(f.Int(0), b)}
	if !sameTerms(got, want) {
		t.Errorf("literals(%s) = %s, want %s", in, fmtCube(got), fmtCube(want))
	}
}

func TestImplicant(t *testing.T) {
	f := chc.NewFactory()
	x, y, z := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort), f.Var("z", chc.IntSort)
	b := f.Var("b", chc.BoolSort)
	env := chc.Env{x: chc.Int64Value(1), y: chc.Int64Value(5), z: chc.Int64Value(2), b: chc.BoolValue(false)}
	phi := f.And(
		f.Eq(z, f.Ite(b, x, f.Add(x, f.Int(1)))),
		f.Or(f.Lt(y, x), f.Lt(x, y)),
		f.Not(f.Eq(x, y)))
	im := newImplicant(f, env)
	im.lits(phi, true)
	want := []*chc.Term{f.Not(b), f.Eq(z, f.Add(x, f.Int(1))), f.Lt(x, y)}
	if !sameTerms(im.out, want) {
		t.Errorf("implicant = %s, want %s", fmtCube(im.out), fmtCube(want))
	}
	for _, l := range im.out {
		if v, err := chc.Eval(l, env); err != nil || !v.Bool() {
			t.Errorf("literal %s is not true in the assignment", l)
		}
	}
}

func TestTightenBounds(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	f := sr.f
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	r := f.Var("r", chc.RealSort)
	two := big.NewRat(2, 1)
	in := []*chc.Term{
		f.Le(f.Scale(two, x), f.Int(7)),             // x ≤ 3
		f.Lt(x, f.Int(2)),                           // x ≤ 1: stronger
		f.Le(f.Int(-5), f.Add(x, f.Neg(y))),         // x - y ≥ -5
		f.Lt(f.Add(y, f.Int(3)), f.Add(x, x, x, x)), // 4x - y ≥ 4
		f.Lt(r, f.Real(1, 2)),                       // r < 1/2 stays strict
		f.Le(r, f.Real(1, 2)),                       // weaker: dropped
	}
	got := sr.tightenBounds(in)
	m1 := big.NewRat(-1, 1)
	want := []*chc.Term{
		f.Le(x, f.Int(1)),
		f.Le(f.Int(-5), f.Add(x, f.Scale(m1, y))),
		f.Le(f.Int(4), f.Add(f.Scale(big.NewRat(4, 1), x), f.Scale(m1, y))),
		f.Lt(r, f.Real(1, 2)),
	}
	if !sameTerms(got, want) {
		t.Errorf("tightenBounds = %s, want %s", fmtCube(got), fmtCube(want))
	}
}

func TestAddBounds(t *testing.T) {
	f := chc.NewFactory()
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	a, _ := asBound(f.Le(x, f.Int(48)))
	b, _ := asBound(f.Le(f.Int(49), y))
	sum, ok := addBounds(a, b)
	if !ok || !sum.upper || sum.k.Cmp(big.NewRat(-1, 1)) != 0 || len(sum.atoms) != 2 {
		t.Fatalf("x ≤ 48 plus y ≥ 49 = %+v, want x - y ≤ -1", sum)
	}
	if _, ok := addBounds(a, func() bound { b, _ := asBound(f.Le(f.Int(0), x)); return b }()); ok {
		t.Errorf("x ≤ 48 plus x ≥ 0 is constant, want no sum")
	}
	// x + y ≤ 5 plus y ≤ 2 only reinforces y: one rung (x + 2y ≤ 7) is
	// taken, the next (x + 3y ≤ 9) is not; x - y ≤ 0 plus y ≤ 2 eliminates y.
	c, _ := asBound(f.Le(f.Add(x, y), f.Int(5)))
	d, _ := asBound(f.Le(y, f.Int(2)))
	rung, ok := addBounds(c, d)
	if !ok || rung.k.Cmp(big.NewRat(7, 1)) != 0 || !rung.within(2) || rung.within(1) {
		t.Fatalf("x + y ≤ 5 plus y ≤ 2 = %+v, %v; want x + 2y ≤ 7", rung, ok)
	}
	if sum, ok := addBounds(rung, d); ok {
		t.Errorf("x + 2y ≤ 7 plus y ≤ 2 = %+v climbs the ladder, want no sum", sum)
	}
	e, _ := asBound(f.Le(x, y))
	if sum, ok := addBounds(e, d); !ok || len(sum.atoms) != 1 || sum.atoms[0] != x || sum.k.Cmp(big.NewRat(2, 1)) != 0 {
		t.Errorf("x ≤ y plus y ≤ 2 = %+v, %v; want x ≤ 2", sum, ok)
	}
}

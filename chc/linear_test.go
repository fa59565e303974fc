package chc

import (
	"math/big"
	"testing"
)

// TestLinSum: Linearize collects coefficients by atom (a product with one
// non-numeral factor is a scaled atom, x*y an atom of its own), Plus adds
// a scaled combination and drops atoms that cancel, and Primitive makes
// the coefficients coprime integers; the term built back evaluates as the
// original at a point.
func TestLinSum(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	xy := f.MustApp(OpMul, x, y)
	a := f.MustApp(OpSub, f.MustApp(OpMul, f.Int(4), f.MustApp(OpAdd, x, y)), f.MustApp(OpNeg, xy), f.Int(6))
	l := Linearize(a) // 4x + 4y + xy - 6
	want := map[*Term]int64{x: 4, y: 4, xy: 1}
	if len(l.Atoms) != len(want) || l.K.Cmp(big.NewRat(-6, 1)) != 0 || l.Sort != IntSort {
		t.Fatalf("Linearize(%s) = %v·%v + %v", a, l.Coefs, l.Atoms, l.K)
	}
	for i, at := range l.Atoms {
		if l.Coefs[i].Cmp(big.NewRat(want[at], 1)) != 0 {
			t.Errorf("coefficient of %s: %v, want %d", at, l.Coefs[i], want[at])
		}
		if i > 0 && l.Atoms[i-1].ID() >= at.ID() {
			t.Errorf("atoms not sorted by ID")
		}
	}
	d := l.Plus(Linearize(f.MustApp(OpAdd, xy, f.Int(2))), big.NewRat(-1, 1)) // 4x + 4y - 8
	if len(d.Atoms) != 2 || d.K.Cmp(big.NewRat(-8, 1)) != 0 {
		t.Fatalf("Plus: %v·%v + %v, want 4x + 4y - 8", d.Coefs, d.Atoms, d.K)
	}
	if p := d.Primitive(); p.Cmp(big.NewRat(1, 4)) != 0 {
		t.Errorf("Primitive = %v, want 1/4", p)
	}
	env := Env{x: IntValue(big.NewInt(3)), y: IntValue(big.NewInt(-5))}
	got, err := Eval(d.term(f), env)
	if err != nil || got.BigInt().Int64() != 4*3+4*-5-8 {
		t.Errorf("the sum evaluates to %v (%v), want %d", got, err, 4*3+4*-5-8)
	}
}

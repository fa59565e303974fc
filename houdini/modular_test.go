package houdini

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// TestModHullKeepsModularEqualities: points of x2 ≡ x0 + 3·x1 + 7 and
// x3 ≡ -x1 (mod 2^8), drawn so that the sums wrap, keep both relations
// (a rational hull of the same points loses them at the first wrap), and
// every row offered holds at every point, evaluated exactly over the bits.
// A point off the first relation removes it and keeps the second.
func TestModHullKeepsModularEqualities(t *testing.T) {
	const w = 8
	f := chc.NewFactory()
	so := chc.BitVecSort(w)
	xs := []*chc.Term{f.Var("x0", so), f.Var("x1", so), f.Var("x2", so), f.Var("x3", so)}
	rnd := rand.New(rand.NewSource(1))
	point := func(x0, x1 int64, off int64) []*big.Rat {
		m := int64(1) << w
		norm := func(v int64) int64 { return ((v % m) + m) % m }
		return pt(norm(x0), norm(x1), norm(x0+3*x1+7+off), norm(-x1))
	}
	rel1 := f.Eq(f.MustApp(chc.OpBVAdd, xs[0], f.MustApp(chc.OpBVMul, f.BV(big.NewInt(3), w), xs[1]), f.MustApp(chc.OpBVNeg, xs[2])), f.BV(big.NewInt(-7), w))
	holdsAt := func(t *testing.T, phi *chc.Term, p []*big.Rat) bool {
		t.Helper()
		env := chc.Env{}
		for k, x := range xs {
			env[x] = chc.NumValue(p[k], so)
		}
		v, err := chc.Eval(phi, env)
		if err != nil {
			t.Fatal(err)
		}
		return v.Bool()
	}
	h := newModHull([]int{0, 1, 2, 3}, w)
	var pts [][]*big.Rat
	for i := 0; i < 40; i++ {
		p := point(rnd.Int63n(256), rnd.Int63n(256), 0)
		pts = append(pts, p)
		h.add(p)
	}
	terms := h.terms(f, xs)
	if len(terms) != 2 {
		t.Fatalf("rows offered %v, want the two relations", terms)
	}
	// Both relations follow from the rows: no point off either satisfies
	// all rows (checked on every value of x0, x1 with a wrong x2 or x3).
	for x0 := int64(0); x0 < 256; x0 += 17 {
		for x1 := int64(0); x1 < 256; x1 += 13 {
			for _, bad := range [][]*big.Rat{point(x0, x1, 1), point(x0, x1, 128)} {
				all := true
				for _, phi := range terms {
					all = all && holdsAt(t, phi, bad)
				}
				if all {
					t.Fatalf("point %v off x2 ≡ x0 + 3·x1 + 7 satisfies %v", bad, terms)
				}
			}
		}
	}
	for _, p := range pts {
		for _, phi := range terms {
			if !holdsAt(t, phi, p) {
				t.Fatalf("row %v fails at %v", phi, p)
			}
		}
	}
	off := point(5, 9, 2)
	if !h.add(off) {
		t.Fatal("a point off x2 ≡ x0 + 3·x1 + 7 did not change the hull")
	}
	pts = append(pts, off)
	terms = h.terms(f, xs)
	for _, p := range pts {
		for _, phi := range terms {
			if !holdsAt(t, phi, p) {
				t.Fatalf("after the point off it, row %v fails at %v", phi, p)
			}
		}
	}
	for _, phi := range terms {
		if phi == rel1 {
			t.Fatalf("x2 ≡ x0 + 3·x1 + 7 still offered: %v", terms)
		}
	}
	if len(terms) != 1 {
		t.Fatalf("rows offered %v, want x3 ≡ -x1 alone", terms)
	}
}

// TestModHullRandomRowsHold: whatever the points, every row kept holds
// at every point seen (the invariant that makes the hull an
// over-approximation), at widths 1 to 16.
func TestModHullRandomRowsHold(t *testing.T) {
	rnd := rand.New(rand.NewSource(2))
	for w := 1; w <= 16; w++ {
		mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
		h := newModHull([]int{0, 1, 2}, w)
		var pts [][]*big.Rat
		for i := 0; i < 6; i++ {
			p := make([]*big.Rat, 3)
			for k := range p {
				p[k] = new(big.Rat).SetInt(new(big.Int).Rand(rnd, mod))
			}
			// Half the points keep x2 = x0 + x1 modulo 2^w.
			if i%2 == 0 {
				s := new(big.Int).Add(p[0].Num(), p[1].Num())
				p[2] = new(big.Rat).SetInt(s.Mod(s, mod))
			}
			pts = append(pts, p)
			h.add(p)
			for _, row := range h.rows {
				for _, q := range pts {
					if h.value(row, q).Sign() != 0 {
						t.Fatalf("width %d: row %v fails at %v", w, row, q)
					}
				}
			}
		}
	}
}

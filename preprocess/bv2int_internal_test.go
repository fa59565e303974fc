package preprocess

import (
	"math/big"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// TestIntToBVExact: integer formulas over parameters standing for 4-bit
// bit-vectors, read as bit-vector formulas, agree with the integer reading
// on every value of the parameters, in both representations — div and mod
// by positive and negative constants included.
func TestIntToBVExact(t *testing.T) {
	f := chc.NewFactory()
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	bx, by := f.Var("x", chc.BitVecSort(4)), f.Var("y", chc.BitVecSort(4))
	n := func(i int64) *chc.Term { return f.Int(i) }
	app := f.MustApp
	atoms := []*chc.Term{
		f.Le(x, y),
		f.Lt(f.Add(x, y), n(5)),
		f.Eq(app(chc.OpMod, x, n(3)), n(1)),
		f.Eq(app(chc.OpMod, x, n(-3)), n(2)),
		f.Eq(app(chc.OpDiv, x, n(3)), n(-1)),
		f.Eq(app(chc.OpDiv, x, n(-3)), n(1)),
		f.Le(app(chc.OpDiv, f.Sub(x, y), n(-2)), app(chc.OpMod, f.Add(x, n(7)), n(4))),
		f.Eq(f.Scale(big.NewRat(-3, 1), x), f.Add(y, n(12))),
		f.Cmp(chc.OpGe, app(chc.OpMul, x, y), n(10)),
		f.Cmp(chc.OpGt, f.Ite(f.Le(x, n(2)), f.Neg(y), f.Add(x, x)), n(3)),
		app(chc.OpDistinct, x, y, n(0)),
		f.Eq(app(chc.OpAbs, f.Sub(x, y)), n(3)),
		f.Le(n(-100), x),
		// Summands with negative coefficients, subtracted (all of them,
		// one, one of a product).
		f.Le(f.Add(f.Scale(big.NewRat(-1, 1), x), f.Scale(big.NewRat(-2, 1), y)), n(3)),
		f.Eq(f.Add(n(1), f.Scale(big.NewRat(-1, 1), x), y), n(0)),
		f.Lt(f.Add(x, f.Scale(big.NewRat(-3, 1), y)), n(-4)),
		f.Cmp(chc.OpGe, f.Add(x, app(chc.OpMul, n(-2), x, y)), n(1)),
		// Division by powers of two, read as bit operations.
		f.Eq(app(chc.OpMod, x, n(4)), n(1)),
		f.Eq(app(chc.OpMod, x, n(-8)), y),
		f.Eq(app(chc.OpDiv, x, n(4)), n(-1)),
		f.Eq(app(chc.OpDiv, x, n(-4)), n(1)),
		f.Le(app(chc.OpMod, f.Sub(x, y), n(16)), app(chc.OpDiv, f.Add(x, y), n(-2))),
		f.Eq(app(chc.OpDiv, x, n(-1)), y),
		f.Eq(app(chc.OpDiv, x, n(1)), app(chc.OpMod, y, n(1))),
		// The low bits of a sum of products, read at their own width.
		f.Eq(app(chc.OpMod, f.Add(app(chc.OpMul, x, y), n(3)), n(16)), n(5)),
		f.Eq(app(chc.OpMod, f.Neg(x), n(32)), f.Add(y, n(16))),
		f.Le(app(chc.OpMod, f.Sub(x, f.Scale(big.NewRat(3, 1), y)), n(64)), n(20)),
	}
	for _, signed := range []bool{false, true} {
		for _, a := range atoms {
			c := &intToBV{f: f, signed: signed, params: map[*chc.Term]bvParam{x: {bx, 4}, y: {by, 4}},
				bounds: make(map[*chc.Term][2]*big.Int)}
			b, err := c.boolean(a)
			if err != nil {
				t.Fatalf("%s: %v", a, err)
			}
			for vx := 0; vx < 16; vx++ {
				for vy := 0; vy < 16; vy++ {
					ix, iy := int64(vx), int64(vy)
					if signed {
						ix, iy = int64(int8(vx<<4)>>4), int64(int8(vy<<4)>>4)
					}
					want, err := chc.Eval(a, chc.Env{x: chc.Int64Value(ix), y: chc.Int64Value(iy)})
					if err != nil {
						t.Fatal(err)
					}
					got, err := chc.Eval(b, chc.Env{bx: chc.BVValue(big.NewInt(ix), 4), by: chc.BVValue(big.NewInt(iy), 4)})
					if err != nil {
						t.Fatal(err)
					}
					if got.Bool() != want.Bool() {
						t.Fatalf("signed=%v %s read as %s: x=%d y=%d gives %v, want %v", signed, a, b, ix, iy, got.Bool(), want.Bool())
					}
				}
			}
		}
	}
}

// TestIntToBVSubtracts: a summand with a negative coefficient is
// subtracted, not multiplied by the constant's two's complement, so that
// a printed model reads as a user would write it.
func TestIntToBVSubtracts(t *testing.T) {
	f := chc.NewFactory()
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	bx, by := f.Var("x", chc.BitVecSort(8)), f.Var("y", chc.BitVecSort(8))
	c := &intToBV{f: f, signed: true, params: map[*chc.Term]bvParam{x: {bx, 8}, y: {by, 8}},
		bounds: make(map[*chc.Term][2]*big.Int)}
	a := f.Le(f.Add(x, f.Scale(big.NewRat(-1, 1), y), f.Scale(big.NewRat(-3, 1), y)), f.Int(2))
	b, err := c.boolean(a)
	if err != nil {
		t.Fatal(err)
	}
	var walk func(*chc.Term)
	walk = func(u *chc.Term) {
		if u.Op() == chc.OpBVMul {
			for _, k := range u.Args() {
				if k.Op() == chc.OpNum && chc.BVSigned(k.Num().Num(), k.Sort().Width()).Sign() < 0 {
					t.Errorf("%s read as %s: a product with a negative constant %s", a, b, k)
				}
			}
		}
		for _, k := range u.Args() {
			walk(k)
		}
	}
	walk(b)
	if !strings.Contains(b.String(), "bvsub") {
		t.Errorf("%s read as %s: no subtraction", a, b)
	}
}

// TestIntToBVPowerOfTwo: mod and div by a power of two are read without
// a divider (bvsmod, bvsdiv), which Z3 bit-blasts at great cost.
func TestIntToBVPowerOfTwo(t *testing.T) {
	f := chc.NewFactory()
	x := f.Var("x", chc.IntSort)
	bx := f.Var("x", chc.BitVecSort(32))
	c := &intToBV{f: f, signed: true, params: map[*chc.Term]bvParam{x: {bx, 32}},
		bounds: make(map[*chc.Term][2]*big.Int)}
	app := f.MustApp
	a := f.Eq(app(chc.OpMod, f.Add(x, f.Int(7)), f.Int(1<<32)), app(chc.OpDiv, x, f.Int(-1024)))
	b, err := c.boolean(a)
	if err != nil {
		t.Fatal(err)
	}
	chc.Walk(b, func(u *chc.Term) bool {
		switch u.Op() {
		case chc.OpBVSMod, chc.OpBVSDiv, chc.OpBVURem, chc.OpBVUDiv, chc.OpBVSRem:
			t.Errorf("%s read as %s: a divider", a, b)
		}
		return true
	})
}

// TestIntToBVRefuses: a product of non-constants whose bounds are unknown
// and an Int variable that is no bit-vector parameter cannot be read.
func TestIntToBVRefuses(t *testing.T) {
	f := chc.NewFactory()
	x, z := f.Var("x", chc.IntSort), f.Var("z", chc.IntSort)
	c := &intToBV{f: f, params: map[*chc.Term]bvParam{x: {f.Var("x", chc.BitVecSort(8)), 8}},
		bounds: make(map[*chc.Term][2]*big.Int)}
	for _, a := range []*chc.Term{f.Le(x, z), f.Eq(f.MustApp(chc.OpDiv, x, x), f.Int(1)), f.Le(f.MustApp(chc.OpToReal, x), f.Real(1, 2))} {
		if b, err := c.boolean(a); err == nil {
			t.Errorf("%s read as %s, want an error", a, b)
		}
	}
}

package preprocess_test

import (
	"math/big"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
)

// TestModularReading: comparisons of sign-extended sums read at the
// width of their variables, where the sums wrap; with eqOnly, only
// equalities, and bounds from both sides by one constant become one;
// atoms over variables of two widths, or with an operator that does not
// wrap (bvsdiv), stay as they are.
func TestModularReading(t *testing.T) {
	f := chc.NewFactory()
	bv := func(v int64, w int) *chc.Term { return f.BV(big.NewInt(v), w) }
	a, b, i := f.Var("a", chc.BitVecSort(8)), f.Var("b", chc.BitVecSort(8)), f.Var("i", chc.BitVecSort(8))
	w16 := f.Var("w", chc.BitVecSort(16))
	ext := func(x *chc.Term, k int) *chc.Term { return must(f.Indexed(chc.OpSignExt, []int{k}, x)) }
	// a + b = 3·i, read exactly at 11 bits.
	sum := f.MustApp(chc.OpBVAdd, ext(a, 3), ext(b, 3))
	three := f.MustApp(chc.OpBVMul, bv(3, 11), ext(i, 3))
	eq := f.Eq(sum, three)
	wantEq := f.Eq(f.MustApp(chc.OpBVAdd, a, b), f.MustApp(chc.OpBVMul, bv(3, 8), i))
	le := f.MustApp(chc.OpBVSLe, sum, three)
	wantLe := f.MustApp(chc.OpBVSLe, f.MustApp(chc.OpBVAdd, a, b), f.MustApp(chc.OpBVMul, bv(3, 8), i))
	mixed := f.Eq(ext(a, 8), w16)
	div := f.Eq(f.MustApp(chc.OpBVSDiv, ext(a, 3), bv(2, 11)), ext(b, 3))
	// The two bounds PDR gives for a + b - 3·i = 0.
	diff := f.MustApp(chc.OpBVSub, sum, three)
	upper := f.Not(f.MustApp(chc.OpBVSLe, bv(1, 11), diff))  // diff ≤ 0
	lower := f.Not(f.MustApp(chc.OpBVSLe, diff, bv(-1, 11))) // diff ≥ 0
	wantPair := f.Eq(f.MustApp(chc.OpBVSub, f.MustApp(chc.OpBVAdd, a, b), f.MustApp(chc.OpBVMul, bv(3, 8), i)), bv(0, 8))
	for _, c := range []struct {
		name   string
		in     *chc.Term
		eqOnly bool
		want   *chc.Term
	}{
		{"equality", eq, false, wantEq},
		{"equality, eqOnly", eq, true, wantEq},
		{"ordering", le, false, wantLe},
		{"ordering, eqOnly", le, true, le},
		{"under a negation", f.Not(eq), false, f.Not(wantEq)},
		{"two widths", mixed, false, mixed},
		{"division", div, false, div},
		{"bounds from both sides, eqOnly", f.And(upper, lower), true, wantPair},
		{"one bound, eqOnly", f.And(upper, eq), true, f.And(upper, wantEq)},
	} {
		if got := preprocess.ModularReading(f, c.in, c.eqOnly); got != c.want {
			t.Errorf("%s: ModularReading(%s) = %s, want %s", c.name, c.in, got, c.want)
		}
	}
}

func must(t *chc.Term, err error) *chc.Term {
	if err != nil {
		panic(err)
	}
	return t
}

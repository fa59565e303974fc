package chc

import (
	"fmt"
	"math/big"
	"math/rand"
	"os/exec"
	"testing"
)

func TestBVNumeralReduces(t *testing.T) {
	f := NewFactory()
	big32 := new(big.Int).Lsh(big.NewInt(1), 32)
	if got := f.BV(big32, 32); got != f.BVUint64(0, 32) {
		t.Errorf("(_ bv4294967296 32) = %s, want (_ bv0 32)", got)
	}
	if got := f.BV(big.NewInt(-1), 4).String(); got != "(_ bv15 4)" {
		t.Errorf("-1 as 4 bits = %s", got)
	}
	if got := f.Num(big.NewRat(17, 1), BitVecSort(4)).String(); got != "(_ bv1 4)" {
		t.Errorf("17 as 4 bits = %s", got)
	}
}

// TestBVEvalCases spells out the corner cases of SMT-LIB's definitions.
func TestBVEvalCases(t *testing.T) {
	f := NewFactory()
	b := func(v int64) *Term { return f.BV(big.NewInt(v), 4) }
	ix := func(op Op, is []int, a *Term) *Term {
		u, err := f.Indexed(op, is, a)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	cases := []struct {
		t    *Term
		want string
	}{
		{f.MustApp(OpBVUDiv, b(7), b(0)), "(_ bv15 4)"},
		{f.MustApp(OpBVURem, b(7), b(0)), "(_ bv7 4)"},
		{f.MustApp(OpBVSDiv, b(-7), b(0)), "(_ bv1 4)"},
		{f.MustApp(OpBVSDiv, b(7), b(0)), "(_ bv15 4)"},
		{f.MustApp(OpBVSRem, b(-7), b(0)), "(_ bv9 4)"},
		{f.MustApp(OpBVSMod, b(-7), b(0)), "(_ bv9 4)"},
		{f.MustApp(OpBVSDiv, b(-7), b(2)), "(_ bv13 4)"},
		{f.MustApp(OpBVSRem, b(-7), b(2)), "(_ bv15 4)"},
		{f.MustApp(OpBVSMod, b(-7), b(2)), "(_ bv1 4)"},
		{f.MustApp(OpBVSMod, b(7), b(-2)), "(_ bv15 4)"},
		{f.MustApp(OpBVSDiv, b(-8), b(-1)), "(_ bv8 4)"},
		{f.MustApp(OpBVAShr, b(-8), b(9)), "(_ bv15 4)"},
		{f.MustApp(OpBVLShr, b(-8), b(2)), "(_ bv2 4)"},
		{f.MustApp(OpBVShl, b(3), b(3)), "(_ bv8 4)"},
		{f.MustApp(OpBVNot, b(5)), "(_ bv10 4)"},
		{f.MustApp(OpBVXnor, b(5), b(3)), "(_ bv9 4)"},
		{f.MustApp(OpConcat, b(5), f.BVUint64(1, 2)), "(_ bv21 6)"},
		{ix(OpExtract, []int{2, 1}, b(6)), "(_ bv3 2)"},
		{ix(OpSignExt, []int{4}, b(9)), "(_ bv249 8)"},
		{ix(OpZeroExt, []int{4}, b(9)), "(_ bv9 8)"},
		{ix(OpRotL, []int{5}, b(9)), "(_ bv3 4)"},
		{ix(OpRotR, []int{1}, b(9)), "(_ bv12 4)"},
		{ix(OpRepeat, []int{2}, f.BVUint64(2, 2)), "(_ bv10 4)"},
		{f.MustApp(OpBVComp, b(3), b(3)), "(_ bv1 1)"},
		{f.MustApp(OpBVSLt, b(-1), b(0)), "true"},
		{f.MustApp(OpBVULt, b(-1), b(0)), "false"},
	}
	for _, c := range cases {
		v, err := Eval(c.t, nil)
		if err != nil {
			t.Errorf("Eval(%s): %v", c.t, err)
			continue
		}
		if v.String() != c.want {
			t.Errorf("Eval(%s) = %s, want %s", c.t, v, c.want)
		}
	}
}

func TestBVSortErrors(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", BitVecSort(8)), f.Var("y", BitVecSort(4))
	for _, bad := range []func() error{
		func() error { _, err := f.App(OpBVAdd, x, y); return err },
		func() error { _, err := f.App(OpBVAdd, x, f.Int(1)); return err },
		func() error { _, err := f.App(OpExtract, x); return err },
		func() error { _, err := f.Indexed(OpExtract, []int{8, 0}, x); return err },
		func() error { _, err := f.Indexed(OpExtract, []int{2, 3}, x); return err },
		func() error { _, err := f.Indexed(OpRepeat, []int{0}, x); return err },
		func() error { _, err := f.App(OpBVULt, x); return err },
	} {
		if bad() == nil {
			t.Error("ill-sorted application accepted")
		}
	}
	u, err := f.Indexed(OpExtract, []int{7, 4}, x)
	if err != nil || u.Sort() != BitVecSort(4) || u.String() != "((_ extract 7 4) x)" {
		t.Errorf("extract: %v %v %s", u, err, u.Sort())
	}
	if f.WithArgs(u, f.Var("z", BitVecSort(8))).String() != "((_ extract 7 4) z)" {
		t.Error("WithArgs loses the indices")
	}
}

// randBV returns a w-bit value biased to the corners: 0, 1, all ones, the
// signed extremes, and uniform values.
func randBV(r *rand.Rand, w int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	switch r.Intn(8) {
	case 0:
		return big.NewInt(0)
	case 1:
		return big.NewInt(1)
	case 2:
		return m.Sub(m, big.NewInt(1))
	case 3:
		return new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	case 4:
		return big.NewInt(int64(r.Intn(4)))
	}
	return new(big.Int).Rand(r, m)
}

// bvTestTerm applies op to random operands of width w.
func bvTestTerm(f *Factory, r *rand.Rand, op Op, w int) *Term {
	arg := func() *Term { return f.BV(randBV(r, w), w) }
	switch op.NumIndices() {
	case 2:
		i := r.Intn(w)
		u, _ := f.Indexed(op, []int{i, r.Intn(i + 1)}, arg())
		return u
	case 1:
		k := r.Intn(2 * w)
		if op == OpRepeat {
			k = 1 + r.Intn(3)
		}
		u, _ := f.Indexed(op, []int{k}, arg())
		return u
	}
	switch op {
	case OpBVNot, OpBVNeg:
		return f.MustApp(op, arg())
	case OpConcat:
		return f.MustApp(op, arg(), f.BV(randBV(r, 5), 5))
	case OpBVShl, OpBVLShr, OpBVAShr:
		return f.MustApp(op, arg(), f.BVUint64(uint64(r.Intn(w+2)), w))
	}
	return f.MustApp(op, arg(), arg())
}

// TestBVEvalAgainstZ3 evaluates every bit-vector operator on random
// operands of widths 1 to 64 and asks z3 to confirm each value.
func TestBVEvalAgainstZ3(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 not installed")
	}
	if testing.Short() {
		t.Skip("-short")
	}
	f := NewFactory()
	r := rand.New(rand.NewSource(19))
	var formulas []string
	for op := OpBVNot; op <= OpBVSGe; op++ {
		for w := 1; w <= 64; w++ {
			u := bvTestTerm(f, r, op, w)
			v, err := Eval(u, nil)
			if err != nil {
				t.Fatalf("Eval(%s): %v", u, err)
			}
			formulas = append(formulas, fmt.Sprintf("(= %s %s)", u, f.Value(v)))
		}
	}
	formulas = append(formulas, "(= (bvudiv (_ bv7 4) (_ bv0 4)) (_ bv0 4))")
	valid := z3Valid(t, formulas)
	n := len(formulas) - 1
	for i, ok := range valid[:n] {
		if !ok {
			t.Errorf("z3 disagrees: %s", formulas[i])
		}
	}
	if valid[n] {
		t.Error("z3 harness accepts a wrong value")
	}
	t.Logf("%d applications checked", n)
}

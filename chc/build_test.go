package chc

import (
	"math/big"
	"testing"
)

func TestAndOr(t *testing.T) {
	f := NewFactory()
	a, b, c := f.Var("a", BoolSort), f.Var("b", BoolSort), f.Var("c", BoolSort)
	tr, fl := f.True(), f.False()
	for _, tc := range []struct {
		got  *Term
		want string
	}{
		{f.And(), "true"},
		{f.Or(), "false"},
		{f.And(a), "a"},
		{f.Or(a), "a"},
		{f.And(tr, a, tr), "a"},
		{f.Or(fl, a, fl), "a"},
		{f.And(a, fl, b), "false"},
		{f.Or(a, tr, b), "true"},
		{f.And(tr, tr), "true"},
		{f.Or(fl, fl), "false"},
		{f.And(a, b, a, b), "(and a b)"},
		{f.Or(b, a, b), "(or b a)"},
		{f.And(a, f.And(b, c)), "(and a b c)"},
		{f.And(f.And(a, b), f.And(b, c)), "(and a b c)"},
		{f.Or(f.Or(a, b), c, f.Or(c, a)), "(or a b c)"},
		// an or inside an and is an ordinary conjunct
		{f.And(a, f.Or(b, c)), "(and a (or b c))"},
		// App-built junctions with constants are cleaned when flattened
		{f.And(f.MustApp(OpAnd, a, tr, b)), "(and a b)"},
		{f.And(f.MustApp(OpAnd, a, fl)), "false"},
		{f.Or(f.MustApp(OpOr, a, tr)), "true"},
		{f.And(f.MustApp(OpAnd, f.MustApp(OpAnd, a, b), c)), "(and a b c)"},
	} {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
	if f.And(a, b) != f.And(a, tr, b, a) {
		t.Errorf("And results not hash-consed")
	}
	if f.And(a, b) == f.And(b, a) {
		t.Errorf("And reorders its arguments") // documented: order kept
	}
	ab := f.And(a, b)
	if f.And(ab) != ab {
		t.Errorf("And of one conjunction is not that conjunction")
	}
	mustPanic(t, "and of a non-Bool term", func() { f.And(a, f.Int(1)) })
	mustPanic(t, "or of a non-Bool term", func() { f.Or(f.Var("x", IntSort)) })
}

func TestNot(t *testing.T) {
	f := NewFactory()
	a := f.Var("a", BoolSort)
	if f.Not(f.True()) != f.False() || f.Not(f.False()) != f.True() {
		t.Errorf("Not does not fold constants")
	}
	na := f.Not(a)
	if na.Op() != OpNot || na.Arg(0) != a {
		t.Errorf("Not(a) = %s", na)
	}
	if f.Not(na) != a || f.Not(f.Not(f.Not(a))) != na {
		t.Errorf("Not does not remove double negation")
	}
	mustPanic(t, "argument 1 of not has sort Int", func() { f.Not(f.Int(0)) })
}

func TestImplies(t *testing.T) {
	f := NewFactory()
	a, b := f.Var("a", BoolSort), f.Var("b", BoolSort)
	for _, tc := range []struct {
		got  *Term
		want string
	}{
		{f.Implies(f.True(), b), "b"},
		{f.Implies(f.False(), b), "true"},
		{f.Implies(a, f.True()), "true"},
		{f.Implies(a, f.False()), "(not a)"},
		{f.Implies(a, b), "(=> a b)"},
	} {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
	mustPanic(t, "argument 2 of => has sort Int", func() { f.Implies(f.True(), f.Int(1)) })
}

func TestEq(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	a := f.Var("a", BoolSort)
	r := f.Var("r", RealSort)
	for _, tc := range []struct {
		got  *Term
		want string
	}{
		{f.Eq(x, x), "true"},
		{f.Eq(f.Int(3), f.Int(3)), "true"},
		{f.Eq(f.Int(3), f.Int(4)), "false"},
		{f.Eq(f.Real(1, 2), f.Real(2, 4)), "true"},
		{f.Eq(f.True(), f.False()), "false"},
		{f.Eq(f.False(), f.False()), "true"},
		{f.Eq(a, f.True()), "a"},
		{f.Eq(f.True(), a), "a"},
		{f.Eq(a, f.False()), "(not a)"},
		{f.Eq(f.False(), a), "(not a)"},
		{f.Eq(x, y), "(= x y)"},
		{f.Eq(y, x), "(= x y)"}, // ordered by ID: x was made first
		{f.Eq(r, f.Real(1, 3)), "(= r (/ 1.0 3.0))"},
	} {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
	if f.Eq(x, y) != f.Eq(y, x) {
		t.Errorf("Eq is not symmetric")
	}
	mustPanic(t, "argument 2 of = has sort Real", func() { f.Eq(x, r) })
	// Ill-sorted arguments must panic even when they could be folded.
	mustPanic(t, "argument 2 of = has sort Real", func() { f.Eq(f.Int(1), f.Real(1, 1)) })
	mustPanic(t, "argument 2 of = has sort Int", func() { f.Eq(f.True(), x) })
}

func TestIte(t *testing.T) {
	f := NewFactory()
	c := f.Var("c", BoolSort)
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	if f.Ite(f.True(), x, y) != x || f.Ite(f.False(), x, y) != y || f.Ite(c, x, x) != x {
		t.Errorf("Ite does not fold")
	}
	if got := f.Ite(c, x, y).String(); got != "(ite c x y)" {
		t.Errorf("Ite(c, x, y) = %s", got)
	}
	mustPanic(t, "branches of ite have sorts Int and Real", func() { f.Ite(c, x, f.Var("r", RealSort)) })
	mustPanic(t, "branches of ite have sorts Int and Real", func() { f.Ite(f.True(), x, f.Var("r", RealSort)) })
	mustPanic(t, "condition of ite has sort Int", func() { f.Ite(x, y, y) })
}

func TestCmp(t *testing.T) {
	f := NewFactory()
	x := f.Var("x", IntSort)
	for _, tc := range []struct {
		got  *Term
		want string
	}{
		{f.Le(f.Int(1), f.Int(1)), "true"},
		{f.Lt(f.Int(1), f.Int(1)), "false"},
		{f.Cmp(OpGe, f.Int(1), f.Int(2)), "false"},
		{f.Cmp(OpGt, f.Int(2), f.Int(1)), "true"},
		{f.Lt(f.Real(1, 3), f.Real(1, 2)), "true"},
		{f.Le(x, f.Int(3)), "(<= x 3)"},
		{f.Cmp(OpGt, x, f.Int(-3)), "(> x (- 3))"},
	} {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
	mustPanic(t, "argument 2 of <= has sort Real", func() { f.Le(f.Int(1), f.Real(1, 1)) })
	mustPanic(t, "argument 1 of < has sort Bool", func() { f.Lt(f.True(), f.False()) })
}

func TestAdd(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	r := f.Var("r", RealSort)
	for _, tc := range []struct {
		got  *Term
		want string
	}{
		{f.Add(f.Int(1), f.Int(2)), "3"},
		{f.Add(f.Int(1), f.Int(-1)), "0"},
		{f.Add(x), "x"},
		{f.Add(x, f.Int(0)), "x"},
		{f.Add(f.Int(0), x, f.Int(0)), "x"},
		{f.Add(x, f.Int(1), y, f.Int(2)), "(+ x y 3)"},
		{f.Add(f.Add(x, f.Int(1)), f.Add(y, f.Int(-1))), "(+ x y)"},
		{f.Add(f.Add(x, f.Int(1)), f.Int(2)), "(+ x 3)"},
		{f.Add(x, x), "(+ x x)"}, // no collection of like terms
		{f.Add(r, f.Real(1, 2), f.Real(1, 2)), "(+ r 1.0)"},
		{f.Add(f.Real(-1, 3)), "(- (/ 1.0 3.0))"},
	} {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
	mustPanic(t, "argument 2 of + has sort Real", func() { f.Add(x, f.Real(1, 1)) })
	mustPanic(t, "argument 2 of + has sort Real", func() { f.Add(x, r) })
	mustPanic(t, "argument 1 of + has sort Bool", func() { f.Add(f.Var("b", BoolSort)) })
}

func TestSubNeg(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	for _, tc := range []struct {
		got  *Term
		want string
	}{
		{f.Sub(x, f.Int(2)), "(+ x (- 2))"},
		{f.Sub(x, f.Int(0)), "x"},
		{f.Sub(f.Int(5), f.Int(7)), "(- 2)"},
		{f.Sub(f.Int(0), x), "(- x)"},
		{f.Sub(x, y), "(- x y)"},
		{f.Neg(f.Int(3)), "(- 3)"},
		{f.Neg(f.Int(-3)), "3"},
		{f.Neg(f.Neg(x)), "x"},
		{f.Neg(f.Real(1, 2)), "(- (/ 1.0 2.0))"},
	} {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
	mustPanic(t, "has sort Real", func() { f.Sub(f.Int(0), f.Var("r", RealSort)) })
	mustPanic(t, "has sort Real", func() { f.Sub(x, f.Real(1, 1)) })
	mustPanic(t, "argument 1 of - has sort Bool", func() { f.Neg(f.True()) })
}

func TestScale(t *testing.T) {
	f := NewFactory()
	x := f.Var("x", IntSort)
	r := f.Var("r", RealSort)
	for _, tc := range []struct {
		got  *Term
		want string
	}{
		{f.Scale(big.NewRat(0, 1), x), "0"},
		{f.Scale(big.NewRat(0, 1), r), "0.0"},
		{f.Scale(big.NewRat(1, 1), x), "x"},
		{f.Scale(big.NewRat(3, 1), f.Int(4)), "12"},
		{f.Scale(big.NewRat(-2, 1), x), "(* (- 2) x)"},
		{f.Scale(big.NewRat(1, 2), r), "(* (/ 1.0 2.0) r)"},
		{f.Scale(big.NewRat(1, 2), f.Int(4)), "2"},
	} {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("got %s, want %s", got, tc.want)
		}
	}
	mustPanic(t, "non-integer Int numeral", func() { f.Scale(big.NewRat(1, 2), x) })
	mustPanic(t, "argument 1 of * has sort Bool", func() { f.Scale(big.NewRat(1, 1), f.Var("b", BoolSort)) })
}

func TestSelectStore(t *testing.T) {
	f := NewFactory()
	a := f.Var("a", ArraySort(IntSort, BoolSort))
	i := f.Var("i", IntSort)
	st := f.Store(a, i, f.True())
	if st.Sort() != a.Sort() || st.String() != "(store a i true)" {
		t.Errorf("Store = %s : %s", st, st.Sort())
	}
	if sel := f.Select(st, f.Int(0)); sel.Sort() != BoolSort || sel.String() != "(select (store a i true) 0)" {
		t.Errorf("Select = %s", sel)
	}
	mustPanic(t, "select index has sort Bool", func() { f.Select(a, f.True()) })
	mustPanic(t, "stored value has sort Int", func() { f.Store(a, i, i) })
}

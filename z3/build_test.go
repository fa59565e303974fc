package z3

import (
	"context"
	"testing"
)

func TestNumerals(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	for _, tc := range []struct {
		s    string
		real bool
		want string
	}{
		{"42", false, "42"},
		{"-5", false, "-5"},
		{"0", false, "0"},
		{"123456789012345678901234567890", false, "123456789012345678901234567890"},
		{"1/3", true, "1/3"},
		{"-2/4", true, "-1/2"},
		{"2.5", true, "5/2"},
		{"-7", true, "-7"},
	} {
		var a AST
		if tc.real {
			a = m(c.Real(tc.s))
		} else {
			a = m(c.Int(tc.s))
		}
		if a.Kind() != NumeralAST || a.DeclKind() != OpNumeral {
			t.Errorf("%s: kind %v/%v", tc.s, a.Kind(), a.DeclKind())
		}
		if got := must[string](t)(a.NumeralString()); got != tc.want {
			t.Errorf("%s: NumeralString = %s, want %s", tc.s, got, tc.want)
		}
		want := IntSort
		if tc.real {
			want = RealSort
		}
		if k := must[Sort](t)(a.Sort()).Kind(); k != want {
			t.Errorf("%s: sort %v, want %v", tc.s, k, want)
		}
	}
	if a := m(c.IntVal(-12)); a.String() != "(- 12)" {
		t.Errorf("IntVal(-12) = %v", a)
	}
}

// TestConstructors builds one term per constructor and checks its
// declaration kind and its value under a fixed assignment.
func TestConstructors(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	ints := must[Sort](t)(c.IntSort())
	reals := must[Sort](t)(c.RealSort())
	bools := must[Sort](t)(c.BoolSort())
	arr := must[Sort](t)(c.ArraySort(ints, ints))
	x, y := m(c.Const("x", ints)), m(c.Const("y", ints))
	r := m(c.Const("r", reals))
	p, q := m(c.Const("p", bools)), m(c.Const("q", bools))
	a := m(c.Const("a", arr))
	n := func(s string) AST { return m(c.Int(s)) }
	tt, ff := m(c.True()), m(c.False())

	// x = -7, y = 2, r = 5/2, p = true, q = false, a = const 1 with a[2] = 9.
	s := must[*Solver](t)(c.NewSolver())
	k1 := m(c.ConstArray(ints, n("1")))
	fix := []AST{m(c.Eq(x, n("-7"))), m(c.Eq(y, n("2"))), m(c.Eq(r, m(c.Real("5/2")))),
		m(c.Iff(p, tt)), m(c.Iff(q, ff)), m(c.Eq(a, m(c.Store(k1, n("2"), n("9")))))}
	if err := s.Assert(fix...); err != nil {
		t.Fatal(err)
	}
	if st, err := s.Check(context.Background()); st != Sat || err != nil {
		t.Fatalf("Check = %v, %v", st, err)
	}
	mod := must[*Model](t)(s.Model())

	for _, tc := range []struct {
		term AST
		kind DeclKind
		want string
	}{
		{m(c.Not(p)), OpNot, "false"},
		{m(c.And(p, q, tt)), OpAnd, "false"},
		{m(c.Or(p, q)), OpOr, "true"},
		{m(c.Implies(q, p)), OpImplies, "true"},
		{m(c.Xor(p, q)), OpXor, "true"},
		{m(c.Iff(p, q)), OpEq, "false"}, // Z3 represents iff as Boolean =
		{m(c.Eq(x, y)), OpEq, "false"},
		{m(c.Distinct(x, y, n("3"))), OpDistinct, "true"},
		{m(c.Ite(p, x, y)), OpIte, "-7"},
		{m(c.Le(x, y)), OpLe, "true"},
		{m(c.Lt(x, y)), OpLt, "true"},
		{m(c.Ge(x, y)), OpGe, "false"},
		{m(c.Gt(x, y)), OpGt, "false"},
		{m(c.Add(x, y, n("1"))), OpAdd, "-4"},
		{m(c.Sub(x, y)), OpSub, "-9"},
		{m(c.Mul(x, y, n("3"))), OpMul, "-42"},
		{m(c.Neg(x)), OpUMinus, "7"},
		{m(c.IDiv(x, y)), OpIDiv, "-4"}, // SMT-LIB: floor for positive divisor
		{m(c.Mod(x, y)), OpMod, "1"},
		{m(c.Rem(x, y)), OpRem, "1"}, // Z3: x rem y = sign(y) * (x mod y)
		{m(c.Abs(x)), OpIte, "7"},
		{m(c.Div(r, y)), OpDiv, "5/4"},
		{m(c.Div(x, y)), OpDiv, "-7/2"},
		{m(c.ToReal(x)), OpToReal, "-7"},
		{m(c.ToInt(r)), OpToInt, "2"},
		{m(c.IsInt(r)), OpIsInt, "false"},
		{m(c.Select(a, n("2"))), OpSelect, "9"},
		{m(c.Select(a, n("5"))), OpSelect, "1"},
		{m(c.Select(m(c.Store(a, n("5"), x)), n("5"))), OpSelect, "-7"},
		{m(c.And()), OpTrue, "true"},
		{m(c.Or()), OpFalse, "false"},
	} {
		if got := tc.term.DeclKind(); got != tc.kind {
			t.Errorf("%v: DeclKind = %#x, want %#x", tc.term, got, tc.kind)
		}
		v := m(mod.Eval(tc.term, true))
		got := v.String()
		if v.Kind() == NumeralAST {
			got = must[string](t)(v.NumeralString())
		}
		if got != tc.want {
			t.Errorf("%v evaluates to %s, want %s", tc.term, got, tc.want)
		}
	}
	if k := m(c.ConstArray(ints, n("0"))).DeclKind(); k != OpConstArray {
		t.Errorf("ConstArray kind %#x", k)
	}
	if k := m(c.Store(a, x, y)).DeclKind(); k != OpStore {
		t.Errorf("Store kind %#x", k)
	}
}

func TestInspect(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	f := parse1(t, c, `(declare-const x Int) (declare-const a (Array Int Real))
		(assert (forall ((i Int)) (=> (>= i x) (<= (select a i) 2.5))))`)
	if f.Quantifier() != ForallQ {
		t.Fatalf("%v: not a forall", f)
	}
	names, sorts, err := f.Bound()
	if err != nil || len(names) != 1 || names[0] != "i" || sorts[0].Kind() != IntSort {
		t.Fatalf("Bound = %v %v %v", names, sorts, err)
	}
	body := m(f.Body())
	if body.DeclKind() != OpImplies || body.NumArgs() != 2 {
		t.Fatalf("body %v", body)
	}
	args := must[[]AST](t)(body.Args())
	ge := must[[]AST](t)(args[0].Args())
	if ge[0].Kind() != VarAST || must[int](t)(ge[0].VarIndex()) != 0 {
		t.Errorf("bound i: %v kind %v", ge[0], ge[0].Kind())
	}
	if ge[1].Kind() != AppAST || ge[1].Name() != "x" || ge[1].NumArgs() != 0 {
		t.Errorf("x: %v", ge[1])
	}
	d := must[FuncDecl](t)(ge[1].Decl())
	if d.Name() != "x" || d.Arity() != 0 || d.Kind() != OpUninterpreted {
		t.Errorf("decl of x: %v %d %#x", d, d.Arity(), d.Kind())
	}
	sel := must[[]AST](t)(args[1].Args())[0]
	a := must[[]AST](t)(sel.Args())[0]
	as := must[Sort](t)(a.Sort())
	if as.Kind() != ArraySort || must[Sort](t)(as.Domain()).Kind() != IntSort ||
		must[Sort](t)(as.Range()).Kind() != RealSort {
		t.Errorf("sort of a: %v", as)
	}
	if v, ok := m(c.True()).BoolValue(); !ok || !v {
		t.Errorf("BoolValue(true) = %v %v", v, ok)
	}
	if _, ok := ge[1].BoolValue(); ok {
		t.Errorf("BoolValue(x) ok")
	}
	ex := m(c.Exists([]AST{ge[1]}, args[0]))
	if ex.Quantifier() != ExistsQ {
		t.Errorf("Exists: %v", ex)
	}
	g := must[FuncDecl](t)(c.FuncDecl("g", []Sort{as, must[Sort](t)(c.IntSort())}, must[Sort](t)(c.BoolSort())))
	app := m(c.App(g, a, ge[1]))
	if app.Name() != "g" || app.NumArgs() != 2 || must[Sort](t)(g.Domain(0)).Kind() != ArraySort ||
		must[Sort](t)(g.Range()).Kind() != BoolSort {
		t.Errorf("App: %v", app)
	}
	if s := m(c.Simplify(m(c.Add(m(c.Int("1")), m(c.Int("2")))))); s.String() != "3" {
		t.Errorf("Simplify(1+2) = %v", s)
	}
}

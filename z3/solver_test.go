package z3

import (
	"context"
	"testing"
)

func TestSatUnsat(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	ints := must[Sort](t)(c.IntSort())
	x := m(c.Const("x", ints))
	three := m(c.Int("3"))
	s := must[*Solver](t)(c.NewSolver())
	if err := s.Assert(m(c.Gt(x, three))); err != nil {
		t.Fatal(err)
	}
	if st, err := s.Check(context.Background()); err != nil || st != Sat {
		t.Fatalf("Check = %v, %v; want sat", st, err)
	}
	if err := s.Push(); err != nil {
		t.Fatal(err)
	}
	if err := s.Assert(m(c.Lt(x, three))); err != nil {
		t.Fatal(err)
	}
	if st, err := s.Check(context.Background()); err != nil || st != Unsat {
		t.Fatalf("Check = %v, %v; want unsat", st, err)
	}
	if err := s.Pop(1); err != nil {
		t.Fatal(err)
	}
	if st, _ := s.Check(context.Background()); st != Sat {
		t.Fatalf("after Pop: %v, want sat", st)
	}
	if err := s.Reset(); err != nil {
		t.Fatal(err)
	}
	if n := len(must[[]AST](t)(s.Assertions())); n != 0 {
		t.Fatalf("after Reset: %d assertions", n)
	}
}

func TestSolverKinds(t *testing.T) {
	c := newCtx(t)
	f := parse1(t, c, "(declare-const x Int)(assert (and (> x 0) (< x 2)))")
	for name, mk := range map[string]func() (*Solver, error){
		"default": c.NewSolver,
		"simple":  c.NewSimpleSolver,
		"QF_LIA":  func() (*Solver, error) { return c.NewSolverForLogic("QF_LIA") },
	} {
		s := must[*Solver](t)(mk())
		if err := s.Assert(f); err != nil {
			t.Fatal(err)
		}
		if st, err := s.Check(context.Background()); err != nil || st != Sat {
			t.Errorf("%s: Check = %v, %v", name, st, err)
		}
		s.Close()
	}
}

func TestUnsatCore(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	bools := must[Sort](t)(c.BoolSort())
	ints := must[Sort](t)(c.IntSort())
	x := m(c.Const("x", ints))
	a1 := m(c.Const("a1", bools))
	a2 := m(c.Const("a2", bools))
	a3 := m(c.Const("a3", bools))
	s := must[*Solver](t)(c.NewSolver())
	// a1 → x > 5, a2 → x < 3, a3 → x = 4: only {a1, a2} conflict... and
	// {a1, a3}, {a2, a3} too; assume a1, a2 only with a3 true.
	check := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	check(s.Assert(m(c.Implies(a1, m(c.Gt(x, m(c.Int("5"))))))))
	check(s.Assert(m(c.Implies(a2, m(c.Lt(x, m(c.Int("3"))))))))
	check(s.Assert(m(c.Implies(a3, m(c.Ge(x, m(c.Int("-10"))))))))
	st, err := s.Check(context.Background(), a1, a2, a3)
	if err != nil || st != Unsat {
		t.Fatalf("Check = %v, %v; want unsat", st, err)
	}
	core := must[[]AST](t)(s.UnsatCore())
	got := map[string]bool{}
	for _, a := range core {
		got[a.String()] = true
	}
	if len(core) != 2 || !got["a1"] || !got["a2"] {
		t.Fatalf("core = %v, want [a1 a2]", core)
	}
	if !core[0].Equal(a1) && !core[0].Equal(a2) {
		t.Errorf("core element %v is not an assumption", core[0])
	}
	// The core is exact: a1, a3 alone are sat.
	if st, _ := s.Check(context.Background(), a1, a3); st != Sat {
		t.Errorf("Check(a1, a3) = %v, want sat", st)
	}
}

func TestModelEval(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	f := parse1(t, c, `(declare-const x Int) (declare-const y Int) (declare-const r Real)
		(assert (and (= x 7) (= (+ x y) 3) (= (* 3 r) 1)))`)
	mod := satModel(t, c, f)
	ints := must[Sort](t)(c.IntSort())
	reals := must[Sort](t)(c.RealSort())
	x := m(c.Const("x", ints))
	y := m(c.Const("y", ints))
	r := m(c.Const("r", reals))
	z := m(c.Const("z", ints)) // not in the model
	for _, tc := range []struct {
		term AST
		want string
	}{
		{x, "7"}, {y, "-4"}, {r, "1/3"}, {m(c.Mul(x, y)), "-28"},
	} {
		v := m(mod.Eval(tc.term, true))
		if got := must[string](t)(v.NumeralString()); got != tc.want {
			t.Errorf("eval %v = %s, want %s", tc.term, got, tc.want)
		}
	}
	if v := m(mod.Eval(m(c.Gt(x, y)), false)); !isTrue(v) {
		t.Errorf("eval x > y = %v", v)
	}
	if v := m(mod.Eval(z, false)); v.Kind() != AppAST || v.Name() != "z" {
		t.Errorf("eval z without completion = %v, want z", v)
	}
	if v := m(mod.Eval(z, true)); v.Kind() != NumeralAST {
		t.Errorf("eval z with completion = %v, want a numeral", v)
	}
	consts := map[string]string{}
	for _, d := range must[[]FuncDecl](t)(mod.Consts()) {
		v, ok, err := mod.ConstInterp(d)
		if err != nil || !ok {
			t.Fatalf("ConstInterp(%v) = %v, %v", d, ok, err)
		}
		consts[d.Name()] = v.String()
	}
	if consts["x"] != "7" || consts["y"] != "(- 4)" || consts["r"] != "(/ 1.0 3.0)" {
		t.Errorf("consts = %v", consts)
	}
}

func isTrue(a AST) bool {
	v, ok := a.BoolValue()
	return ok && v
}

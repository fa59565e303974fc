package z3

import (
	"context"
	"testing"
)

func TestArrayModel(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	f := parse1(t, c, `(declare-const a (Array Int Int)) (declare-const b (Array Int Int))
		(declare-const k Int)
		(assert (and (= (select a 1) 5) (= (select a 2) 7) (= (select a 3) (+ (select a 4) 1))
		             (= b ((as const (Array Int Int)) 42))
		             (> k 10) (= (select a k) 100)))`)
	mod := satModel(t, c, f)
	ints := must[Sort](t)(c.IntSort())
	arr := must[Sort](t)(c.ArraySort(ints, ints))
	for _, name := range []string{"a", "b"} {
		a := m(c.Const(name, arr))
		for _, completion := range []bool{false, true} {
			val := m(mod.Eval(a, completion))
			av, err := mod.Array(val)
			if err != nil {
				t.Fatalf("%s = %v: %v", name, val, err)
			}
			checkArray(t, c, mod, a, av)
		}
	}
	// Read through ConstInterp as well.
	n := 0
	for _, d := range must[[]FuncDecl](t)(mod.Consts()) {
		v, ok, err := mod.ConstInterp(d)
		if err != nil || !ok {
			t.Fatal(d, err)
		}
		if must[Sort](t)(v.Sort()).Kind() != ArraySort {
			continue
		}
		n++
		av := must[ArrayValue](t)(mod.Array(v))
		checkArray(t, c, mod, m(c.App(d)), av)
	}
	if n != 2 {
		t.Errorf("%d array constants in the model, want 2", n)
	}
	if av := must[ArrayValue](t)(mod.Array(m(mod.Eval(m(c.Const("b", arr)), true)))); len(av.Entries) != 0 ||
		must[string](t)(av.Default.NumeralString()) != "42" {
		t.Errorf("b = %v", av)
	}
}

// checkArray checks that the array value av of term a agrees with
// select(a, i) in the model for every entry and for a fresh index.
func checkArray(t *testing.T, c *Context, mod *Model, a AST, av ArrayValue) {
	t.Helper()
	m := must[AST](t)
	seen := map[string]bool{}
	for _, e := range av.Entries {
		if seen[e.Index.String()] {
			t.Errorf("%v: index %v twice", a, e.Index)
		}
		seen[e.Index.String()] = true
		got := m(mod.Eval(m(c.Select(a, e.Index)), true))
		if !got.Equal(e.Value) {
			t.Errorf("%v[%v] = %v in the model, entry says %v", a, e.Index, got, e.Value)
		}
	}
	if !av.Default.Valid() {
		t.Fatalf("%v: no default", a)
	}
	fresh := m(c.Int("-1000"))
	if seen[fresh.String()] {
		return
	}
	got := m(mod.Eval(m(c.Select(a, fresh)), true))
	if !got.Equal(av.Default) {
		t.Errorf("%v[-1000] = %v, default says %v", a, got, av.Default)
	}
}

func TestArrayValueForms(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	ints := must[Sort](t)(c.IntSort())
	n := func(s string) AST { return m(c.Int(s)) }
	s := must[*Solver](t)(c.NewSolver())
	if st, _ := s.Check(context.Background()); st != Sat {
		t.Fatal(st)
	}
	mod := must[*Model](t)(s.Model())
	// store(store(store(K(0), 1, 10), 2, 20), 1, 11): the outer store wins.
	v := m(c.ConstArray(ints, n("0")))
	v = m(c.Store(v, n("1"), n("10")))
	v = m(c.Store(v, n("2"), n("20")))
	v = m(c.Store(v, n("1"), n("11")))
	av := must[ArrayValue](t)(mod.Array(v))
	got := map[string]string{}
	for _, e := range av.Entries {
		got[e.Index.String()] = e.Value.String()
	}
	if len(got) != 2 || got["1"] != "11" || got["2"] != "20" || av.Default.String() != "0" {
		t.Errorf("entries %v default %v", got, av.Default)
	}
	if _, err := mod.Array(n("3")); err == nil {
		t.Errorf("Array(3) succeeded")
	}
}

func TestModelProjectAndQeLite(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	for _, tc := range []struct {
		src  string
		vars []string
	}{
		{`(declare-const x Int) (declare-const y Int) (declare-const z Int)
		  (assert (and (= y (+ x 1)) (>= x 0) (<= y 10) (= z (* 2 x))))`, []string{"x"}},
		{`(declare-const x Int) (declare-const y Int) (declare-const z Int)
		  (assert (and (< y x) (< x z) (or (> x 5) (< x (- 3)))))`, []string{"x"}},
		{`(declare-const x Int) (declare-const y Int) (declare-const z Int)
		  (assert (and (<= (* 3 x) y) (< z (* 2 x)) (= (mod x 3) 1)))`, []string{"x"}},
		{`(declare-const x Real) (declare-const y Real) (declare-const z Real)
		  (assert (and (< y x) (< x z) (<= (+ x z) 7.5)))`, []string{"x", "z"}},
	} {
		body := parse1(t, c, tc.src)
		vars := varsOf(t, c, body, tc.vars)
		checkProjection(t, c, body, vars)

		qe, left, err := c.QeLite(vars, body)
		if err != nil {
			t.Fatal(err)
		}
		// Without eliminated vars, qe-lite is equivalent: ∃left. qe ⇔ ∃vars. body.
		equiv := m(c.Iff(existsOrSelf(t, c, left, qe), m(c.Exists(vars, body))))
		s := must[*Solver](t)(c.NewSolver())
		_ = s.Assert(m(c.Not(equiv)))
		if st, err := s.Check(context.Background()); st != Unsat || err != nil {
			t.Errorf("QeLite(%v) = %v (left %v) not equivalent: %v %v", tc.vars, qe, left, st, err)
		}
	}
}

func existsOrSelf(t *testing.T, c *Context, vars []AST, body AST) AST {
	if len(vars) == 0 {
		return body
	}
	return must[AST](t)(c.Exists(vars, body))
}

// varsOf finds the constants named names in f.
func varsOf(t *testing.T, c *Context, f AST, names []string) []AST {
	var out []AST
	for _, name := range names {
		found := false
		walk(t, f, func(a AST) {
			if !found && a.Kind() == AppAST && a.NumArgs() == 0 && a.Name() == name {
				out = append(out, a)
				found = true
			}
		})
		if !found {
			t.Fatalf("no %s in %v", name, f)
		}
	}
	return out
}

func walk(t *testing.T, a AST, visit func(AST)) {
	visit(a)
	for _, x := range must[[]AST](t)(a.Args()) {
		walk(t, x, visit)
	}
}

// checkProjection enumerates a few models of body and checks, for each,
// that the projection is vars-free, true in the model, and implies
// ∃vars. body.
func checkProjection(t *testing.T, c *Context, body AST, vars []AST) {
	t.Helper()
	m := must[AST](t)
	s := must[*Solver](t)(c.NewSolver())
	_ = s.Assert(body)
	for i := 0; i < 5; i++ {
		st, err := s.Check(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if st != Sat {
			return
		}
		mod := must[*Model](t)(s.Model())
		p, err := c.ModelProject(mod, vars, body)
		if err != nil {
			t.Fatal(err)
		}
		walk(t, p, func(a AST) {
			for _, v := range vars {
				if a.Equal(v) {
					t.Errorf("projection %v mentions %v", p, v)
				}
			}
		})
		if !isTrue(m(mod.Eval(p, true))) {
			t.Errorf("projection %v is false in the model", p)
		}
		chk := must[*Solver](t)(c.NewSolver())
		_ = chk.Assert(p, m(c.Not(m(c.Exists(vars, body)))))
		if st, err := chk.Check(context.Background()); st != Unsat || err != nil {
			t.Errorf("projection %v does not imply ∃%v. %v: %v %v", p, vars, body, st, err)
		}
		chk.Close()
		_ = s.Assert(m(c.Not(p))) // next model outside this projection
		t.Logf("projection %d: %v", i, p)
	}
}

func TestModelExtrapolate(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	f := parse1(t, c, `(declare-const x Int) (declare-const y Int)
		(assert (and (> x 0) (or (< y 3) (> y 100))))`)
	s := must[*Solver](t)(c.NewSolver())
	_ = s.Assert(f)
	if st, _ := s.Check(context.Background()); st != Sat {
		t.Fatal(st)
	}
	mod := must[*Model](t)(s.Model())
	g := m(c.ModelExtrapolate(mod, f))
	if !isTrue(m(mod.Eval(g, true))) {
		t.Errorf("%v false in model", g)
	}
	chk := must[*Solver](t)(c.NewSolver())
	_ = chk.Assert(g, m(c.Not(f)))
	if st, _ := chk.Check(context.Background()); st != Unsat {
		t.Errorf("%v does not imply %v", g, f)
	}
}

// TestLambdaArrays: Z3 4.8 gives some array values as lambdas (seen on
// pdr's reachability facts over the RTS arrays encoding); those that
// compare the index with values only are read as entries and a default,
// checked against select in the model, also under an outer store; others
// are refused.
func TestLambdaArrays(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	f := parse1(t, c, `(declare-const a (Array Int Bool)) (declare-const b (Array Int Bool))
		(declare-const d (Array Int Int)) (declare-const g (Array Int Bool))
		(assert (and (= a (lambda ((x Int)) (= x 1)))
		             (= b (lambda ((x Int)) (or (= x 1) (= 4 x) (and (not (= x 2)) (= x 7)))))
		             (= d (lambda ((x Int)) (ite (= x 3) (ite (= x 4) 1 5) 0)))
		             (= g (lambda ((x Int)) (> x 5)))))`)
	mod := satModel(t, c, f)
	ints := must[Sort](t)(c.IntSort())
	bools := must[Sort](t)(c.BoolSort())
	lambdas := 0
	for _, tc := range []struct {
		name    string
		elem    Sort
		entries int
	}{{"a", bools, 1}, {"b", bools, 4}, {"d", ints, 2}} {
		arr := must[Sort](t)(c.ArraySort(ints, tc.elem))
		a := m(c.Const(tc.name, arr))
		val := m(mod.Eval(a, true))
		if val.Quantifier() == LambdaQ {
			lambdas++
		}
		av, err := mod.Array(val)
		if err != nil {
			t.Fatalf("%s = %v: %v", tc.name, val, err)
		}
		if len(av.Entries) != tc.entries {
			t.Errorf("%s = %v: %d entries, want %d", tc.name, val, len(av.Entries), tc.entries)
		}
		checkArray(t, c, mod, a, av)
		// An outer store overrides the lambda at its index.
		st := m(c.Store(val, m(c.Int("1")), must[AST](t)(mod.Eval(m(c.Select(a, m(c.Int("2")))), true))))
		sv := must[ArrayValue](t)(mod.Array(st))
		checkArray(t, c, mod, st, sv)
	}
	if lambdas == 0 {
		t.Fatalf("z3 gave no lambda: the test checks nothing")
	}
	arr := must[Sort](t)(c.ArraySort(ints, bools))
	gv := m(mod.Eval(m(c.Const("g", arr)), true))
	if gv.Quantifier() == LambdaQ {
		if _, err := mod.Array(gv); err == nil {
			t.Errorf("g = %v: read as a finite array", gv)
		}
	}
}

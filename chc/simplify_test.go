package chc

import (
	"fmt"
	"math/big"
	"math/rand"
	"testing"
)

// TestSimplifyTable: the rewrites the readable witnesses rely on, as
// SMT-LIB text.
func TestSimplifyTable(t *testing.T) {
	f := NewFactory()
	x, y, z := f.Var("x", IntSort), f.Var("y", IntSort), f.Var("z", IntSort)
	a, b := f.Var("a", RealSort), f.Var("b", RealSort)
	p := f.Var("p", BoolSort)
	for _, tc := range []struct{ in, want string }{
		// cubes to equalities and bounds
		{"(not (and (<= 7 x) (<= x 7)))", "(not (= x 7))"},
		{"(and (<= x 7) (>= x 7))", "(= x 7)"},
		{"(not (<= x (- 1)))", "(>= x 0)"},
		{"(and (not (and (<= 7 x) (<= x 7))) (not (and (<= 5 x) (<= x 5))) (not (<= x (- 1))))",
			"(and (>= x 0) (not (= x 5)) (not (= x 7)))"},
		// linear normalisation
		{"(< (- (* 2 y) (* 2 x)) 1)", "(>= x y)"},
		{"(> (- (* 2 y) (* 2 y)) (- 1))", "true"},
		{"(< (- x (* 2 y)) 1)", "(<= x (* 2 y))"},
		{"(<= (+ x 1 2) (+ y 3))", "(<= x y)"},
		{"(<= (* 2 x) 7)", "(<= x 3)"},
		{"(<= (+ x 1) y)", "(< x y)"},
		{"(= (+ x y) z)", "(= z (+ x y))"},
		{"(not (= (- z x) y))", "(not (= z (+ x y)))"},
		{"(not (<= x y))", "(> x y)"},
		{"(< x (+ y 2))", "(<= x (+ y 1))"},
		{"(= (* 2 x) 7)", "false"},
		{"(= (* 2 x) (* 4 y))", "(= x (* 2 y))"},
		{"(<= (- x y) (- 3))", "(<= x (- y 3))"},
		{"(>= (- x y z) 2)", "(>= x (+ y z 2))"},
		{"(< (* 2.0 a) 3.0)", "(< a (/ 3.0 2.0))"},
		{"(<= (* (/ 1.0 2.0) a) (* (/ 1.0 3.0) b))", "(<= (* 3.0 a) (* 2.0 b))"},
		// bounds merged, subsumed, contradicted
		{"(and (<= x 5) (<= x 3) (>= x 0))", "(and (>= x 0) (<= x 3))"},
		{"(and (<= x 5) (>= x 6))", "false"},
		{"(or (<= x 5) (<= x 3))", "(<= x 5)"},
		{"(or (<= x 5) (>= x 6))", "true"},
		{"(or (<= x 5) (>= x 7))", "(not (= x 6))"},
		{"(and (>= x 0) (not (= x 0)) (not (= x 1)))", "(>= x 2)"},
		{"(and (not (= x 9)) (<= x 3))", "(<= x 3)"},
		{"(and (< a 1.0) (<= a 1.0))", "(< a 1.0)"},
		{"(and (<= a 1.0) (not (= a 1.0)))", "(< a 1.0)"},
		// conjuncts and disjuncts decided by their neighbours
		{"(and (>= x 5) (or (>= x 3) (= y 1)))", "(>= x 5)"},
		{"(and (>= x 5) (or (<= x 3) (= y 1)))", "(and (>= x 5) (= y 1))"},
		{"(and p (or p (= y 1)))", "p"},
		{"(and p (not p))", "false"},
		{"(or p (not p))", "true"},
		{"(and (or p (= y 1)) (or p (= y 1) (= z 2)))", "(or p (= y 1))"},
		{"(=> (>= x 1) (>= x 0))", "true"},
		{"(ite true (<= x 1) p)", "(<= x 1)"},
		{"(<= (mod (+ x x (- x)) 2) (+ 1 0))", "(<= (mod x 2) 1)"},
		{"(distinct x (+ x 0))", "false"},
	} {
		in := mustParse(t, f, tc.in, x, y, z, a, b, p)
		got := f.Simplify(in)
		if got.String() != tc.want {
			t.Errorf("Simplify(%s) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// linGen makes random formulas over linear (and a few non-linear)
// comparisons of Int and Real variables.
type linGen struct {
	f          *Factory
	r          *rand.Rand
	ints, reas []*Term
	bools      []*Term
}

func (g linGen) sum(vars []*Term, s Sort) *Term {
	f, r := g.f, g.r
	var parts []*Term
	for range 1 + r.Intn(3) {
		v := vars[r.Intn(len(vars))]
		c := int64(r.Intn(7) - 3)
		switch r.Intn(4) {
		case 0:
			parts = append(parts, v)
		case 1:
			parts = append(parts, f.MustApp(OpNeg, v))
		default:
			denom := int64(1)
			if s == RealSort {
				denom += int64(r.Intn(2))
			}
			parts = append(parts, f.MustApp(OpMul, f.Num(big.NewRat(c, denom), s), v))
		}
	}
	if r.Intn(5) == 0 && s == IntSort {
		parts = append(parts, f.MustApp(OpMod, vars[r.Intn(len(vars))], f.Int(2)))
	}
	parts = append(parts, f.Num(big.NewRat(int64(r.Intn(9)-4), 1), s))
	if r.Intn(3) == 0 {
		return f.MustApp(OpSub, parts...)
	}
	return f.MustApp(OpAdd, parts...)
}

func (g linGen) formula(d int) *Term {
	f, r := g.f, g.r
	if d == 0 || r.Intn(4) == 0 {
		vars, s := g.ints, IntSort
		if r.Intn(3) == 0 {
			vars, s = g.reas, RealSort
		}
		if r.Intn(8) == 0 {
			return g.bools[r.Intn(len(g.bools))]
		}
		ops := []Op{OpLe, OpLt, OpGe, OpGt, OpEq, OpDistinct}
		return f.MustApp(ops[r.Intn(len(ops))], g.sum(vars, s), g.sum(vars, s))
	}
	sub := func() *Term { return g.formula(d - 1) }
	switch r.Intn(6) {
	case 0:
		return f.MustApp(OpNot, sub())
	case 1, 2:
		return f.MustApp(OpOr, sub(), sub(), sub())
	case 3:
		return f.MustApp(OpImplies, sub(), sub())
	case 4:
		return f.MustApp(OpIte, sub(), sub(), sub())
	}
	return f.MustApp(OpAnd, sub(), sub(), sub())
}

// TestSimplifyRandomGrid: on random linear formulas, the simplified
// formula has the value of the original at random points of a grid (Real
// variables at halves), and simplifying again changes nothing.
func TestSimplifyRandomGrid(t *testing.T) {
	f := NewFactory()
	g := linGen{f: f, r: rand.New(rand.NewSource(7)),
		ints: []*Term{f.Var("x", IntSort), f.Var("y", IntSort), f.Var("z", IntSort)},
		reas: []*Term{f.Var("a", RealSort)}, bools: []*Term{f.Var("p", BoolSort)}}
	n := 400
	if testing.Short() {
		n = 100
	}
	for i := range n {
		phi := g.formula(2 + i%3)
		psi := f.Simplify(phi)
		if again := f.Simplify(psi); again != psi {
			t.Errorf("not idempotent:\n%s\n→ %s\n→ %s", phi, psi, again)
		}
		for range 40 {
			env := Env{g.reas[0]: RealValue(big.NewRat(int64(g.r.Intn(9)-4), 2)), g.bools[0]: BoolValue(g.r.Intn(2) == 0)}
			for _, v := range g.ints {
				env[v] = Int64Value(int64(g.r.Intn(9) - 4))
			}
			if want, got := mustEval(t, phi, env), mustEval(t, psi, env); want.Bool() != got.Bool() {
				t.Errorf("at %v: %s is %v but its simplification %s is %v", env, phi, want, psi, got)
				break
			}
		}
	}
}

// TestSimplifyRandomZ3: z3 finds each random formula equivalent to its
// simplification, over all values (not only a grid's).
func TestSimplifyRandomZ3(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	f := NewFactory()
	g := linGen{f: f, r: rand.New(rand.NewSource(11)),
		ints: []*Term{f.Var("x", IntSort), f.Var("y", IntSort), f.Var("z", IntSort)},
		reas: []*Term{f.Var("a", RealSort), f.Var("b", RealSort)}, bools: []*Term{f.Var("p", BoolSort)}}
	var formulas []string
	for i := range 300 {
		phi := g.formula(2 + i%3)
		formulas = append(formulas, fmt.Sprintf(
			"(forall ((x Int) (y Int) (z Int) (a Real) (b Real) (p Bool)) (= %s %s))", phi, f.Simplify(phi)))
	}
	formulas = append(formulas, "(forall ((x Int)) (= (<= (* 2 x) 7) (<= x 4)))") // a control
	valid := z3Valid(t, formulas)
	if valid == nil {
		t.Skip("z3 not installed")
	}
	for i, ok := range valid[:len(valid)-1] {
		if !ok {
			t.Errorf("z3: not equivalent: %s", formulas[i])
		}
	}
	if valid[len(valid)-1] {
		t.Errorf("z3 harness accepts a wrong equivalence")
	}
}

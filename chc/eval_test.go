package chc

import (
	"math/big"
	"strings"
	"testing"
)

// evalCases are ground terms and their values, both in SMT-LIB syntax.
var evalCases = []struct{ term, want string }{
	// SMT-LIB div and mod: the remainder is never negative.
	{"(div 7 2)", "3"},
	{"(mod 7 2)", "1"},
	{"(div (- 7) 2)", "(- 4)"},
	{"(mod (- 7) 2)", "1"},
	{"(div 7 (- 2))", "(- 3)"},
	{"(mod 7 (- 2))", "1"},
	{"(div (- 7) (- 2))", "4"},
	{"(mod (- 7) (- 2))", "1"},
	{"(div 6 (- 3))", "(- 2)"},
	{"(mod (- 6) 3)", "0"},
	{"(div 0 (- 5))", "0"},
	{"(div (- 1) 5)", "(- 1)"},
	{"(mod (- 1) 5)", "4"},
	{"(div 123456789012345678901234567890 (- 7))", "(- 17636684144620811271604938270)"},
	{"(abs (- 5))", "5"},
	{"(abs 5)", "5"},
	{"(abs 0)", "0"},
	// to_int is floor, also on negatives.
	{"(to_int 2.5)", "2"},
	{"(to_int (- 2.5))", "(- 3)"},
	{"(to_int (- 3.0))", "(- 3)"},
	{"(to_int (/ (- 1.0) 3.0))", "(- 1)"},
	{"(to_int 0.0)", "0"},
	{"(is_int 2.0)", "true"},
	{"(is_int 2.5)", "false"},
	{"(is_int (- (/ 4.0 2.0)))", "true"},
	{"(to_real (- 3))", "(- 3.0)"},
	// Real arithmetic is exact.
	{"(/ 1.0 3.0)", "(/ 1.0 3.0)"},
	{"(/ 1.0 2.0 2.0)", "(/ 1.0 4.0)"},
	{"(/ (- 6.0) 4.0)", "(- (/ 3.0 2.0))"},
	{"(+ (/ 1.0 3.0) (/ 2.0 3.0))", "1.0"},
	{"(* 0.5 0.5)", "(/ 1.0 4.0)"},
	{"(- 1.0 2.5)", "(- (/ 3.0 2.0))"},
	// Integer arithmetic.
	{"(+ 1 2 3)", "6"},
	{"(- 10 1 2)", "7"},
	{"(- 10)", "(- 10)"},
	{"(- (- 10))", "10"},
	{"(* 2 3 (- 4))", "(- 24)"},
	{"(* 4294967296 4294967296)", "18446744073709551616"},
	// Chainable comparisons hold between every neighbouring pair.
	{"(<= 1 2 2 3)", "true"},
	{"(<= 1 3 2)", "false"},
	{"(< 1 2 2)", "false"},
	{"(< 1 2 3)", "true"},
	{"(>= 3 3 1)", "true"},
	{"(> 3 2 2)", "false"},
	{"(> 3.5 2.0 (- 1.0))", "true"},
	{"(= 1 1 1)", "true"},
	{"(= 1 1 2)", "false"},
	{"(= 2.0 (/ 4.0 2.0))", "true"},
	// distinct is pairwise.
	{"(distinct 1 2 3)", "true"},
	{"(distinct 1 2 1)", "false"},
	{"(distinct true false)", "true"},
	{"(distinct 0.5 (/ 1.0 2.0))", "false"},
	// Boolean connectives.
	{"(xor true false)", "true"},
	{"(xor true true)", "false"},
	{"(xor true true true)", "true"},
	{"(xor false false true false)", "true"},
	{"(=> false false)", "true"},
	{"(=> true false)", "false"},
	// => is right-associative: (=> a (=> b c)); left-associative would give false.
	{"(=> false true false)", "true"},
	{"(=> (=> false true) false)", "false"},
	{"(=> true false false)", "true"},
	{"(=> true true false)", "false"},
	{"(and)", "true"},
	{"(or)", "false"},
	{"(and true false)", "false"},
	{"(or false true)", "true"},
	{"(not (or false false))", "true"},
	{"(ite (< 1 2) 10 20)", "10"},
	{"(ite (> 1 2) 10 20)", "20"},
	{"(ite true 1.5 2.5)", "(/ 3.0 2.0)"},
	// Arrays.
	{"(select ((as const (Array Int Int)) 7) 3)", "7"},
	{"(select (store ((as const (Array Int Int)) 0) 3 5) 3)", "5"},
	{"(select (store ((as const (Array Int Int)) 0) 3 5) 4)", "0"},
	{"(select (store (store ((as const (Array Int Int)) 0) 3 5) 3 6) 3)", "6"},
	{"(store ((as const (Array Int Int)) 0) 3 0)", "((as const (Array Int Int)) 0)"},
	{"(store (store ((as const (Array Int Int)) 0) 3 5) 1 2)",
		"(store (store ((as const (Array Int Int)) 0) 1 2) 3 5)"},
	{"(= (store (store ((as const (Array Int Int)) 0) 1 2) 3 5) (store (store ((as const (Array Int Int)) 0) 3 5) 1 2))", "true"},
	{"(= (store ((as const (Array Int Int)) 0) 1 0) ((as const (Array Int Int)) 0))", "true"},
	{"(= (store ((as const (Array Int Int)) 0) 1 1) ((as const (Array Int Int)) 0))", "false"},
	{"(= (store (store ((as const (Array Int Int)) 0) 1 2) 1 0) ((as const (Array Int Int)) 0))", "true"},
	{"(distinct (store ((as const (Array Int Int)) 0) 1 2) (store ((as const (Array Int Int)) 0) 2 1))", "true"},
	{"(select (store ((as const (Array Real Bool)) false) (/ 1.0 3.0) true) (/ 2.0 6.0))", "true"},
	// Nested arrays.
	{"(select (select (store ((as const (Array Int (Array Int Bool))) ((as const (Array Int Bool)) false)) 1 (store ((as const (Array Int Bool)) false) 2 true)) 1) 2)", "true"},
	{"(select (select (store ((as const (Array Int (Array Int Bool))) ((as const (Array Int Bool)) false)) 1 (store ((as const (Array Int Bool)) false) 2 true)) 0) 2)", "false"},
	// Bool-indexed arrays have two indices: storing both makes the default irrelevant.
	{"(select (store ((as const (Array Bool Int)) 0) true 1) true)", "1"},
	{"(select (store ((as const (Array Bool Int)) 0) true 1) false)", "0"},
	{"(= (store (store ((as const (Array Bool Int)) 0) true 1) false 2) (store (store ((as const (Array Bool Int)) 5) false 2) true 1))", "true"},
	{"(= (store ((as const (Array Bool Bool)) false) true true) (store ((as const (Array Bool Bool)) true) false false))", "true"},
	{"(= (store ((as const (Array Bool Int)) 1) false 0) (store ((as const (Array Bool Int)) 0) true 1))", "true"},
	{"(= (store ((as const (Array Bool Int)) 1) false 0) (store ((as const (Array Bool Int)) 0) true 2))", "false"},
	{"(= (store (store ((as const (Array Bool Int)) 0) true 3) false 3) ((as const (Array Bool Int)) 3))", "true"},
	{"(distinct (store ((as const (Array Bool Int)) 7) true 0) (store ((as const (Array Bool Int)) 0) false 7))", "false"},
}

func TestEvalCases(t *testing.T) {
	f := NewFactory()
	for _, c := range evalCases {
		u := mustParse(t, f, c.term)
		v, err := Eval(u, nil)
		if err != nil {
			t.Errorf("Eval(%s): %v", c.term, err)
			continue
		}
		if got := v.String(); got != c.want {
			t.Errorf("Eval(%s) = %s, want %s", c.term, got, c.want)
		}
		if v.Sort() != u.Sort() {
			t.Errorf("Eval(%s) has sort %s, want %s", c.term, v.Sort(), u.Sort())
		}
	}
}

func TestEvalVars(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	r := f.Var("r", RealSort)
	b := f.Var("b", BoolSort)
	a := f.Var("a", ArraySort(IntSort, IntSort))
	env := Env{
		x: Int64Value(-7), y: Int64Value(2), r: RealValue(big.NewRat(-5, 2)), b: BoolValue(true),
		a: ArrayValue(a.Sort(), Int64Value(0), []ArrayEntry{{Int64Value(-7), Int64Value(42)}}),
	}
	for _, c := range []struct{ term, want string }{
		{"(div x y)", "(- 4)"},
		{"(mod x y)", "1"},
		{"(+ (* y (div x y)) (mod x y))", "(- 7)"},
		{"(to_int r)", "(- 3)"},
		{"(ite b x y)", "(- 7)"},
		{"(select a x)", "42"},
		{"(select (store a y x) y)", "(- 7)"},
		{"(and b (< x y) (= (+ x 9) y))", "true"},
		{"(= (* 2.0 r) (- 5.0))", "true"},
	} {
		u := mustParse(t, f, c.term, x, y, r, b, a)
		v, err := Eval(u, env)
		if err != nil {
			t.Errorf("Eval(%s): %v", c.term, err)
		} else if v.String() != c.want {
			t.Errorf("Eval(%s) = %s, want %s", c.term, v, c.want)
		}
	}
}

func TestEvalErrors(t *testing.T) {
	f := NewFactory()
	x := f.Var("x", IntSort)
	y := f.Var("y", IntSort)
	env := Env{x: Int64Value(1)}
	for _, c := range []struct{ term, err string }{
		{"(div x 0)", "div by zero in (div x 0)"},
		{"(mod 5 (- x 1))", "mod by zero in (mod 5 (- x 1))"},
		{"(/ 1.0 0.0)", "division by zero in (/ 1.0 0.0)"},
		{"(/ 1.0 2.0 0.0)", "division by zero"},
		{"(+ x y)", "variable y has no value"},
		{"(and (= y 1) true)", "variable y has no value"},
		{"(or (= y 1) false)", "variable y has no value"},
		{"(ite (= y 1) 1 1)", "variable y has no value"},
		{"(not (= (div 1 0) 0))", "div by zero"},
	} {
		u := mustParse(t, f, c.term, x, y)
		v, err := Eval(u, env)
		if err == nil {
			t.Errorf("Eval(%s) = %s, want an error", c.term, v)
		} else if !strings.Contains(err.Error(), c.err) {
			t.Errorf("Eval(%s): error %q, want %q", c.term, err, c.err)
		}
	}
	// A value of the wrong sort.
	_, err := Eval(x, Env{x: RealValue(big.NewRat(1, 1))})
	if err == nil || err.Error() != "variable x of sort Int has a value of sort Real" {
		t.Errorf("wrong-sort value: %v", err)
	}
}

// TestEvalShortCircuit checks that and, or and => do not fail on an operand
// that cannot change their value, whichever side it is on.
func TestEvalShortCircuit(t *testing.T) {
	f := NewFactory()
	y := f.Var("y", IntSort)
	for _, c := range []struct{ term, want string }{
		{"(and (= (div 1 0) 1) false)", "false"},
		{"(and false (= (div 1 0) 1))", "false"},
		{"(and (= y 1) false)", "false"},
		{"(or (= y 1) true)", "true"},
		{"(or true (= y 1))", "true"},
		{"(or (> (mod 3 0) 1) (< 1 2))", "true"},
		{"(=> false (= y 1))", "true"},
		{"(=> (= y 1) false false)", "true"},
		{"(=> (= y 1) true)", "true"},
		{"(=> true (= y 1))", ""},
		{"(=> (= y 1) (< 2 1))", ""},
		{"(ite true 1 (div 1 0))", "1"},
		{"(ite false (div 1 0) 2)", "2"},
	} {
		u := mustParse(t, f, c.term, y)
		v, err := Eval(u, nil)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("Eval(%s) = %s, want an error", c.term, v)
		case c.want != "" && err != nil:
			t.Errorf("Eval(%s): %v", c.term, err)
		case c.want != "" && v.String() != c.want:
			t.Errorf("Eval(%s) = %s, want %s", c.term, v, c.want)
		}
	}
}

// TestEvalDivModIdentity checks x = y*(div x y) + (mod x y) and
// 0 <= (mod x y) < |y| over a grid of signs.
func TestEvalDivModIdentity(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	id := mustParse(t, f, "(and (= x (+ (* y (div x y)) (mod x y))) (<= 0 (mod x y)) (< (mod x y) (abs y)))", x, y)
	for i := int64(-9); i <= 9; i++ {
		for j := int64(-4); j <= 4; j++ {
			if j == 0 {
				continue
			}
			v, err := Eval(id, Env{x: Int64Value(i), y: Int64Value(j)})
			if err != nil || !v.Bool() {
				t.Errorf("div/mod identity fails for %d, %d: %v %v", i, j, v, err)
			}
		}
	}
}

func TestEvalSharedSubtermsOnce(t *testing.T) {
	// A DAG with 2^60 paths must evaluate in linear time.
	f := NewFactory()
	u := f.Int(1)
	for range 60 {
		u = f.MustApp(OpAdd, u, u)
	}
	v, err := Eval(u, nil)
	if err != nil || v.String() != "1152921504606846976" {
		t.Errorf("Eval = %v, %v", v, err)
	}
}

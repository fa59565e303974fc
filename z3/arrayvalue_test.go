package z3

import (
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// agreeAt checks that the chc value val of Z3 array term a (of sort s,
// an array of arrays or of scalars) gives, at every index tuple of
// points, what Z3's model says of the nested selects; it returns the
// number of index tuples compared.
func agreeAt(t *testing.T, conv *Converter, mod *Model, a AST, s chc.Sort, val chc.Value, points [][]int64) int {
	t.Helper()
	c := conv.Context()
	n := 0
	for _, idx := range points {
		z, got, srt := a, val, s
		for _, i := range idx {
			if srt.Kind() != chc.KindArray {
				break
			}
			iv, zi := indexValue(t, conv, srt.Index(), i)
			z = must[AST](t)(c.Select(z, zi))
			got = got.Select(iv)
			srt = srt.Elem()
		}
		if srt.Kind() == chc.KindArray {
			continue
		}
		want, err := conv.Value(mod, must[AST](t)(mod.Eval(z, true)), srt)
		if err != nil {
			t.Fatalf("%v at %v: %v", a, idx, err)
		}
		if !got.Equal(want) {
			t.Errorf("%v at %v: read %v, Z3's model says %v (value %v)", a, idx, got, want, val)
		}
		n++
	}
	return n
}

// indexValue is i as a value of index sort s (Bool: odd is true).
func indexValue(t *testing.T, conv *Converter, s chc.Sort, i int64) (chc.Value, AST) {
	t.Helper()
	f := conv.Factory()
	var x *chc.Term
	switch s.Kind() {
	case chc.KindBool:
		x = f.BoolConst(i%2 != 0)
	case chc.KindBitVec:
		x = f.BVUint64(uint64(i)&(1<<s.Width()-1), s.Width())
	default:
		x = f.Int(i)
	}
	v, err := chc.Eval(x, chc.Env{})
	if err != nil {
		t.Fatal(err)
	}
	return v, must[AST](t)(conv.ToZ3(x))
}

// grid is every pair (i, j) with i, j in [lo, hi].
func grid(lo, hi int64) [][]int64 {
	var out [][]int64
	for i := lo; i <= hi; i++ {
		for j := lo; j <= hi; j++ {
			out = append(out, []int64{i, j})
		}
	}
	return out
}

// TestNestedArrayForms reads array values of each form Z3 gives —
// lambdas nested in lambdas, as-array tables and constant arrays inside
// lambdas, stores over them, Bool and bit-vector indices — into chc values
// and checks them against Z3's model at every index pair of a grid (which
// covers every compared index and indices compared with none). Before,
// nested lambdas (Z3's values of Boogie's maps of maps) were refused as
// "unsupported array value".
func TestNestedArrayForms(t *testing.T) {
	ii := chc.ArraySort(chc.IntSort, chc.IntSort)
	ib := chc.ArraySort(chc.IntSort, chc.BoolSort)
	cases := []struct {
		name, def string
		sort      chc.Sort
	}{
		{"nested", `(lambda ((x Int)) (ite (= x 5) ((as const (Array Int Bool)) false) (lambda ((y Int)) (= y 2))))`,
			chc.ArraySort(chc.IntSort, ib)},
		{"nested2", `(lambda ((x Int)) (ite (= x 2) (lambda ((y Int)) (or (= y 6) (= y 7)))
			(ite (or (= x 3) (= x 0)) (lambda ((y Int)) (= y 7)) ((as const (Array Int Bool)) false))))`,
			chc.ArraySort(chc.IntSort, ib)},
		{"outerInInner", `(lambda ((x Int)) (lambda ((y Int)) (ite (= x 1) (ite (= y 4) 10 11) 12)))`,
			chc.ArraySort(chc.IntSort, ii)},
		{"storeOverLambda", `(store (lambda ((x Int)) (ite (= x 1) ((as const (Array Int Int)) 3) ((as const (Array Int Int)) 4)))
			2 (store ((as const (Array Int Int)) 9) 0 -1))`, chc.ArraySort(chc.IntSort, ii)},
		{"constOfLambda", `((as const (Array Int (Array Int Int))) (lambda ((y Int)) (ite (= y -2) 1 0)))`,
			chc.ArraySort(chc.IntSort, ii)},
		{"boolIndex", `(lambda ((b Bool)) (ite (= b true) ((as const (Array Int Int)) 1) (store ((as const (Array Int Int)) 2) 3 4)))`,
			chc.ArraySort(chc.BoolSort, ii)},
		{"bvIndex", `(lambda ((x (_ BitVec 2))) (or (= x #b00) (= x #b01) (= x #b11)))`,
			chc.ArraySort(chc.BitVecSort(2), chc.BoolSort)},
		{"triple", `(lambda ((x Int)) (lambda ((y Int)) (lambda ((z Int)) (and (= x 1) (= z 3)))))`,
			chc.ArraySort(chc.IntSort, chc.ArraySort(chc.IntSort, ib))},
	}
	c := newCtx(t)
	f := chc.NewFactory()
	conv := NewConverter(c, f)
	var decls, eqs strings.Builder
	for _, tc := range cases {
		zs := must[Sort](t)(conv.Sort(tc.sort))
		fmt.Fprintf(&decls, "(declare-const %s %s)\n", tc.name, zs)
		fmt.Fprintf(&eqs, " (= %s %s)", tc.name, tc.def)
	}
	mod := satModel(t, c, parse1(t, c, decls.String()+"(assert (and"+eqs.String()+"))"))
	points := append(grid(-3, 8), []int64{1, 2, 3}, []int64{1, 5, 3})
	for _, tc := range cases {
		x := f.Var(tc.name, tc.sort)
		a := must[AST](t)(conv.ToZ3(x))
		z := must[AST](t)(mod.Eval(a, true))
		val, err := conv.Value(mod, z, tc.sort)
		if err != nil {
			t.Errorf("%s = %v: %v", tc.name, z, err)
			continue
		}
		agreeAt(t, conv, mod, a, tc.sort, val, points)
		// The same value as a term, through FromZ3.
		term, err := conv.FromZ3(z, mod)
		if err != nil {
			t.Errorf("FromZ3(%v): %v", z, err)
		} else if tv, err := chc.Eval(term, chc.Env{}); err != nil || !tv.Equal(val) {
			t.Errorf("FromZ3(%v) = %v, Value gave %v (%v)", z, term, val, err)
		}
	}
}

// TestArrayFormsRefused: index uses other than equality with values have
// no finite table, and are refused rather than misread.
func TestArrayFormsRefused(t *testing.T) {
	c := newCtx(t)
	f := chc.NewFactory()
	conv := NewConverter(c, f)
	ib := chc.ArraySort(chc.IntSort, chc.BoolSort)
	for _, tc := range []struct {
		def  string
		sort chc.Sort
	}{
		{`(lambda ((x Int)) (> x 5))`, ib},
		{`(lambda ((x Int)) (lambda ((y Int)) (= x y)))`, chc.ArraySort(chc.IntSort, ib)},
		{`(lambda ((x Int)) (ite (= x 1) (lambda ((y Int)) (< y x)) ((as const (Array Int Bool)) true)))`, chc.ArraySort(chc.IntSort, ib)},
	} {
		zs := must[Sort](t)(conv.Sort(tc.sort))
		mod := satModel(t, c, parse1(t, c, fmt.Sprintf("(declare-const a %s) (assert (= a %s))", zs, tc.def)))
		a := must[AST](t)(mod.Eval(must[AST](t)(conv.ToZ3(f.Var("a", tc.sort))), true))
		if v, err := conv.Value(mod, a, tc.sort); err == nil {
			t.Errorf("%s read as %v", a, v)
		}
	}
}

// TestNestedArrayValuesRandom: random constraints over arrays of arrays
// (what Boogie's maps of maps and multi-index maps [int,int]bool become),
// solved by a TermSolver; every value it reads must agree with Z3's model
// on a grid of index pairs and satisfy the constraints under chc's own
// evaluator.
func TestNestedArrayValuesRandom(t *testing.T) {
	f := chc.NewFactory()
	ib := chc.ArraySort(chc.IntSort, chc.BoolSort)
	sorts := []chc.Sort{chc.ArraySort(chc.IntSort, ib), chc.ArraySort(chc.IntSort, chc.ArraySort(chc.IntSort, chc.IntSort))}
	r := rand.New(rand.NewSource(44))
	compared := 0
	for round := 0; round < 30; round++ {
		s := newTermSolver(t, f)
		vars := []*chc.Term{f.Var("m", sorts[0]), f.Var("m2", sorts[0]), f.Var("n", sorts[1]), f.Var("n2", sorts[1])}
		num := func() *chc.Term { return f.Int(int64(r.Intn(8))) }
		var cons []*chc.Term
		for k := 0; k < 4; k++ {
			m, m2, n, n2 := vars[0], vars[1], vars[2], vars[3]
			i, j := num(), num()
			switch r.Intn(5) {
			case 0:
				cons = append(cons, f.Eq(m2, f.Store(m, i, f.Store(f.Select(m, i), j, f.BoolConst(r.Intn(2) == 0)))))
			case 1:
				cons = append(cons, f.Select(f.Select(m, i), j))
			case 2:
				cons = append(cons, f.Eq(f.Select(f.Select(n, i), j), f.Int(int64(r.Intn(20)-10))))
			case 3:
				cons = append(cons, f.Eq(n2, f.Store(n, i, f.Select(n, j))))
			default:
				cons = append(cons, f.Not(f.Eq(f.Select(m2, i), f.Select(m, j))))
			}
		}
		if err := s.Assert(cons...); err != nil {
			t.Fatal(err)
		}
		if st, err := s.Check(context.Background()); err != nil || st.String() != "sat" {
			continue
		}
		env := chc.Env{}
		for _, x := range vars {
			val, err := s.Value(x)
			if err != nil {
				t.Fatalf("round %d: Value(%v): %v", round, x, err)
			}
			env[x] = val
			compared += agreeAt(t, s.conv, s.model, must[AST](t)(s.conv.ToZ3(x)), x.Sort(), val, grid(-1, 8))
		}
		for _, k := range cons {
			if v, err := chc.Eval(k, env); err != nil || !v.Bool() {
				t.Errorf("round %d: %v false under the values read (%v)", round, k, err)
			}
		}
	}
	if compared == 0 {
		t.Fatal("no sat round: the test checks nothing")
	}
}

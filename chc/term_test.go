package chc

import (
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
)

func TestHashConsing(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	if f.Var("x", IntSort) != x {
		t.Errorf("Var: equal constructions give different terms")
	}
	if f.Var("x", RealSort) == x {
		t.Errorf("Var: sorts not distinguished")
	}
	if f.Var("X", IntSort) == x || x == y {
		t.Errorf("Var: names not distinguished")
	}
	if f.Int(5) != f.Num(big.NewRat(10, 2), IntSort) || f.Int(5) != f.BigInt(big.NewInt(5)) {
		t.Errorf("Num: equal Int numerals differ")
	}
	if f.Int(5) == f.Real(5, 1) {
		t.Errorf("Num: Int 5 and Real 5 are the same term")
	}
	if f.Real(1, 3) != f.Real(2, 6) || f.Real(1, 3) == f.Real(1, 4) {
		t.Errorf("Num: Real numerals not normalised")
	}
	a := f.MustApp(OpAdd, x, y)
	if f.MustApp(OpAdd, x, y) != a {
		t.Errorf("App: equal applications differ")
	}
	if f.MustApp(OpAdd, y, x) == a {
		t.Errorf("App: argument order ignored")
	}
	if f.MustApp(OpMul, x, y) == a {
		t.Errorf("App: operators not distinguished")
	}
	if f.MustApp(OpAdd, x, y, x) == a {
		t.Errorf("App: arity not distinguished")
	}
	// Neg and Sub print both as "-" but are different operators.
	if f.MustApp(OpNeg, x) == f.MustApp(OpSub, x, x) {
		t.Errorf("Neg and Sub confused")
	}
	s := ArraySort(IntSort, IntSort)
	c1, _ := f.ConstArray(s, f.Int(0))
	c2, _ := f.ConstArray(s, f.Int(0))
	c3, _ := f.ConstArray(ArraySort(BoolSort, IntSort), f.Int(0))
	if c1 != c2 || c1 == c3 {
		t.Errorf("ConstArray hash-consing wrong")
	}
	if f.True() != f.BoolConst(true) || f.False() != f.BoolConst(false) || f.True() == f.False() {
		t.Errorf("Bool constants wrong")
	}
}

func TestFactoriesAreSeparate(t *testing.T) {
	f, g := NewFactory(), NewFactory()
	if f.Var("x", IntSort) == g.Var("x", IntSort) {
		t.Errorf("two factories share a term")
	}
}

func TestIDsAndSize(t *testing.T) {
	f := NewFactory()
	n := f.Size()
	if n != 2 { // true and false
		t.Errorf("fresh factory has %d terms, want 2", n)
	}
	x := f.Var("x", IntSort)
	y := f.Var("y", IntSort)
	if x.ID() >= y.ID() {
		t.Errorf("IDs not increasing in creation order: %d, %d", x.ID(), y.ID())
	}
	f.Var("x", IntSort)
	if f.Size() != n+2 {
		t.Errorf("Size() = %d after two distinct terms and one repeat, want %d", f.Size(), n+2)
	}
}

func TestTermAccessors(t *testing.T) {
	f := NewFactory()
	x := f.Var("x", IntSort)
	five := f.Int(5)
	sum := f.MustApp(OpAdd, x, five)
	if !x.IsVar() || five.IsVar() || x.Name() != "x" || five.Name() != "" {
		t.Errorf("IsVar/Name wrong")
	}
	if x.Num() != nil || five.Num().Cmp(big.NewRat(5, 1)) != 0 {
		t.Errorf("Num wrong")
	}
	five.Num().SetInt64(7) // a copy: must not change the term
	if five.Num().Cmp(big.NewRat(5, 1)) != 0 || f.Int(5) != five {
		t.Errorf("Num returned the term's own value")
	}
	if sum.Op() != OpAdd || sum.Sort() != IntSort || sum.NumArgs() != 2 || sum.Arg(0) != x || sum.Arg(1) != five || len(sum.Args()) != 2 {
		t.Errorf("accessors of %s wrong", sum)
	}
	if !f.True().IsTrue() || f.True().IsFalse() || !f.False().IsFalse() {
		t.Errorf("IsTrue/IsFalse wrong")
	}
}

func TestAppCopiesArgs(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	args := []*Term{x, y}
	s := f.MustApp(OpAdd, args...)
	args[0] = y
	if s.Arg(0) != x {
		t.Errorf("App keeps the caller's slice")
	}
}

func TestNumPanics(t *testing.T) {
	f := NewFactory()
	mustPanic(t, "numeral of sort Bool", func() { f.Num(big.NewRat(1, 1), BoolSort) })
	mustPanic(t, "non-integer Int numeral 1/2", func() { f.Num(big.NewRat(1, 2), IntSort) })
	r := big.NewRat(3, 1)
	n := f.Num(r, RealSort)
	r.SetInt64(4) // Num must copy
	if n.Num().Cmp(big.NewRat(3, 1)) != 0 {
		t.Errorf("Num keeps the caller's *big.Rat")
	}
}

func TestOpString(t *testing.T) {
	for op := OpNot; op < numOps; op++ {
		if s := op.String(); s == "" || strings.HasPrefix(s, "Op(") {
			t.Errorf("op %d has no name", op)
		}
	}
	if s := Op(200).String(); s != "Op(200)" {
		t.Errorf("Op(200).String() = %q", s)
	}
	if OpNeg.String() != "-" || OpSub.String() != "-" || OpRealDiv.String() != "/" || OpImplies.String() != "=>" {
		t.Errorf("SMT-LIB names wrong")
	}
}

// TestConcurrentHashConsing builds the same terms from many goroutines and
// checks every goroutine got the same pointers. Run with -race.
func TestConcurrentHashConsing(t *testing.T) {
	f := NewFactory()
	const workers, n = 16, 200
	build := func() []*Term {
		var out []*Term
		acc := f.Int(0)
		for i := range n {
			x := f.Var(fmt.Sprintf("x%d", i%37), IntSort)
			acc = f.MustApp(OpAdd, acc, f.MustApp(OpMul, f.Int(int64(i)), x))
			out = append(out, x, acc, f.Le(acc, f.Int(int64(i))), f.And(f.Lt(x, acc), f.Eq(x, f.Int(int64(i%5)))))
		}
		return out
	}
	results := make([][]*Term, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[w] = build()
		}()
	}
	wg.Wait()
	for w := 1; w < workers; w++ {
		for i := range results[0] {
			if results[w][i] != results[0][i] {
				t.Fatalf("worker %d term %d: %p != %p (%s)", w, i, results[w][i], results[0][i], results[0][i])
			}
		}
	}
	// IDs are unique.
	seen := make(map[uint32]*Term)
	for _, u := range results[0] {
		if v, ok := seen[u.ID()]; ok && v != u {
			t.Fatalf("ID %d shared by %s and %s", u.ID(), u, v)
		}
		seen[u.ID()] = u
	}
	if size := f.Size(); size >= workers*len(results[0]) {
		t.Errorf("Size() = %d: terms were not shared", size)
	}
}

func TestAppSortChecking(t *testing.T) {
	f := NewFactory()
	b := f.Var("b", BoolSort)
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	r := f.Var("r", RealSort)
	ai := f.Var("a", ArraySort(IntSort, IntSort))
	aa := f.Var("aa", ArraySort(IntSort, ArraySort(IntSort, BoolSort)))
	type tc struct {
		op   Op
		args []*Term
		sort Sort   // when ok
		err  string // substring of the error, "" when ok
	}
	args := func(ts ...*Term) []*Term { return ts }
	for _, c := range []tc{
		{OpNot, args(b), BoolSort, ""},
		{OpNot, args(), Sort{}, "not takes 1 argument(s), got 0"},
		{OpNot, args(b, b), Sort{}, "not takes 1 argument(s), got 2"},
		{OpNot, args(x), Sort{}, "argument 1 of not has sort Int, want Bool"},
		{OpAnd, args(), BoolSort, ""},
		{OpAnd, args(b, b, b), BoolSort, ""},
		{OpAnd, args(b, x), Sort{}, "argument 2 of and has sort Int, want Bool"},
		{OpOr, args(r), Sort{}, "argument 1 of or has sort Real, want Bool"},
		{OpImplies, args(b), Sort{}, "=> takes at least 2 argument(s), got 1"},
		{OpImplies, args(b, b, b), BoolSort, ""},
		{OpXor, args(b, x), Sort{}, "argument 2 of xor has sort Int, want Bool"},
		{OpIte, args(b, x, y), IntSort, ""},
		{OpIte, args(b, x), Sort{}, "ite takes 3 argument(s), got 2"},
		{OpIte, args(x, x, y), Sort{}, "condition of ite has sort Int, want Bool"},
		{OpIte, args(b, x, r), Sort{}, "branches of ite have sorts Int and Real"},
		{OpIte, args(b, ai, ai), ai.Sort(), ""},
		{OpEq, args(x, y, x), BoolSort, ""},
		{OpEq, args(ai, ai), BoolSort, ""},
		{OpEq, args(x), Sort{}, "= takes at least 2 argument(s), got 1"},
		{OpEq, args(x, r), Sort{}, "argument 2 of = has sort Real, but argument 1 has sort Int"},
		{OpDistinct, args(x, y, r), Sort{}, "argument 3 of distinct has sort Real, but argument 1 has sort Int"},
		{OpLe, args(x, y, x), BoolSort, ""},
		{OpLt, args(r, r), BoolSort, ""},
		{OpGe, args(b, b), Sort{}, "argument 1 of >= has sort Bool, want Int or Real"},
		{OpGt, args(x, r), Sort{}, "argument 2 of > has sort Real, but argument 1 has sort Int"},
		{OpLe, args(x), Sort{}, "<= takes at least 2 argument(s), got 1"},
		{OpAdd, args(x), IntSort, ""},
		{OpAdd, args(r, r, r), RealSort, ""},
		{OpAdd, args(), Sort{}, "+ takes at least 1 argument(s), got 0"},
		{OpAdd, args(x, r), Sort{}, "argument 2 of + has sort Real, but argument 1 has sort Int"},
		{OpMul, args(b, b), Sort{}, "argument 1 of * has sort Bool, want Int or Real"},
		{OpSub, args(x), Sort{}, "- takes at least 2 argument(s), got 1"},
		{OpSub, args(x, y, x), IntSort, ""},
		{OpNeg, args(r), RealSort, ""},
		{OpNeg, args(x, y), Sort{}, "- takes 1 argument(s), got 2"},
		{OpNeg, args(b), Sort{}, "argument 1 of - has sort Bool, want Int or Real"},
		{OpDiv, args(x, y), IntSort, ""},
		{OpDiv, args(x), Sort{}, "div takes 2 argument(s), got 1"},
		{OpDiv, args(x, y, x), Sort{}, "div takes 2 argument(s), got 3"},
		{OpMod, args(r, r), Sort{}, "argument 1 of mod has sort Real, want Int"},
		{OpAbs, args(x), IntSort, ""},
		{OpAbs, args(r), Sort{}, "argument 1 of abs has sort Real, want Int"},
		{OpRealDiv, args(r, r, r), RealSort, ""},
		{OpRealDiv, args(x, x), Sort{}, "argument 1 of / has sort Int, want Real"},
		{OpRealDiv, args(r), Sort{}, "/ takes at least 2 argument(s), got 1"},
		{OpToReal, args(x), RealSort, ""},
		{OpToReal, args(r), Sort{}, "argument 1 of to_real has sort Real, want Int"},
		{OpToInt, args(r), IntSort, ""},
		{OpToInt, args(x), Sort{}, "argument 1 of to_int has sort Int, want Real"},
		{OpIsInt, args(r), BoolSort, ""},
		{OpIsInt, args(x), Sort{}, "argument 1 of is_int has sort Int, want Real"},
		{OpSelect, args(ai, x), IntSort, ""},
		{OpSelect, args(aa, x), ArraySort(IntSort, BoolSort), ""},
		{OpSelect, args(f.MustApp(OpSelect, aa, x), y), BoolSort, ""},
		{OpSelect, args(x, x), Sort{}, "select on a term of sort Int, want an array"},
		{OpSelect, args(ai, r), Sort{}, "select index has sort Real, want Int"},
		{OpSelect, args(ai), Sort{}, "select takes 2 argument(s), got 1"},
		{OpStore, args(ai, x, y), ai.Sort(), ""},
		{OpStore, args(aa, x, f.MustApp(OpSelect, aa, y)), aa.Sort(), ""},
		{OpStore, args(aa, x, ai), Sort{}, "stored value has sort (Array Int Int), want (Array Int Bool)"},
		{OpStore, args(x, x, x), Sort{}, "store on a term of sort Int, want an array"},
		{OpStore, args(ai, b, x), Sort{}, "store index has sort Bool, want Int"},
		{OpStore, args(ai, x), Sort{}, "store takes 3 argument(s), got 2"},
		{OpVar, args(), Sort{}, "App cannot build <var>"},
		{OpNum, args(), Sort{}, "App cannot build <num>"},
		{OpTrue, args(), Sort{}, "App cannot build true"},
		{OpConstArray, args(x), Sort{}, "App cannot build as const"},
		{OpInvalid, args(), Sort{}, "App cannot build <invalid>"},
	} {
		u, err := f.App(c.op, c.args...)
		name := fmt.Sprintf("%s%v", c.op, c.args)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: unexpected error %v", name, err)
		case c.err == "" && u.Sort() != c.sort:
			t.Errorf("%s: sort %s, want %s", name, u.Sort(), c.sort)
		case c.err != "" && err == nil:
			t.Errorf("%s: no error, want %q", name, c.err)
		case c.err != "" && err.Error() != c.err:
			t.Errorf("%s: error %q, want %q", name, err, c.err)
		case c.err != "" && u != nil:
			t.Errorf("%s: error with a term", name)
		}
	}
	mustPanic(t, "chc: argument 1 of not has sort Int, want Bool", func() { f.MustApp(OpNot, x) })
}

func TestConstArray(t *testing.T) {
	f := NewFactory()
	s := ArraySort(IntSort, ArraySort(IntSort, BoolSort))
	inner, err := f.ConstArray(s.Elem(), f.True())
	if err != nil {
		t.Fatal(err)
	}
	outer, err := f.ConstArray(s, inner)
	if err != nil || outer.Sort() != s || outer.Op() != OpConstArray || outer.Arg(0) != inner {
		t.Fatalf("ConstArray(%s) = %v, %v", s, outer, err)
	}
	if _, err := f.ConstArray(s, f.True()); err == nil ||
		err.Error() != "constant array of sort (Array Int (Array Int Bool)) with a value of sort Bool" {
		t.Errorf("ConstArray with a wrong element: %v", err)
	}
	if _, err := f.ConstArray(IntSort, f.Int(0)); err == nil {
		t.Errorf("ConstArray of a non-array sort succeeded")
	}
}

package chc

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestSubst(t *testing.T) {
	f := NewFactory()
	x, y, z := f.Var("x", IntSort), f.Var("y", IntSort), f.Var("z", IntSort)
	b := f.Var("b", BoolSort)
	vars := []*Term{x, y, z, b}
	for _, c := range []struct {
		term string
		m    map[*Term]*Term
		want string
	}{
		{"(+ x y)", map[*Term]*Term{x: z}, "(+ z y)"},
		// simultaneous, not sequential
		{"(- x y)", map[*Term]*Term{x: y, y: x}, "(- y x)"},
		{"(< x (+ x 1))", map[*Term]*Term{x: f.Add(y, z)}, "(< (+ y z) (+ y z 1))"},
		// rebuilt with the smart constructors
		{"(and b (< x y))", map[*Term]*Term{b: f.True()}, "(< x y)"},
		{"(and b (< x y))", map[*Term]*Term{b: f.False()}, "false"},
		{"(or b (= x y))", map[*Term]*Term{y: x}, "true"},
		{"(not b)", map[*Term]*Term{b: f.Not(b)}, "b"},
		// a rebuilt term that simplifies to a variable is not substituted again
		{"(ite b x y)", map[*Term]*Term{b: f.True(), x: y, y: x}, "y"},
		{"(ite b x y)", map[*Term]*Term{b: f.True()}, "x"},
		{"(= x 3)", map[*Term]*Term{x: f.Int(3)}, "true"},
		{"(= x 3)", map[*Term]*Term{x: f.Int(4)}, "false"},
		{"(+ x 2)", map[*Term]*Term{x: f.Int(1)}, "3"},
		{"(+ x y 2)", map[*Term]*Term{y: f.Int(-2)}, "x"},
		// operators without a smart constructor are rebuilt as they are
		{"(<= x 3)", map[*Term]*Term{x: f.Int(1)}, "(<= 1 3)"},
		{"(= x y z)", map[*Term]*Term{x: z, y: z}, "(= z z z)"},
		{"(+ x y)", nil, "(+ x y)"},
	} {
		u := mustParse(t, f, c.term, vars...)
		if got := f.Subst(u, c.m).String(); got != c.want {
			t.Errorf("Subst(%s) = %s, want %s", c.term, got, c.want)
		}
	}
	// unchanged terms are returned as they are
	u := mustParse(t, f, "(and b (< x y))", vars...)
	if f.Subst(u, map[*Term]*Term{z: x}) != u {
		t.Errorf("Subst of absent variables rebuilt the term")
	}
	mustPanic(t, "has sort Bool", func() { f.Subst(u, map[*Term]*Term{x: b}) })
}

func TestRewriteOrderAndSharing(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	m := f.MustApp(OpMul, x, y)
	u := f.MustApp(OpAdd, m, m, f.MustApp(OpNeg, m))
	var visited []string
	got := f.Rewrite(u, func(v *Term) *Term {
		visited = append(visited, v.String())
		if v.Op() == OpMul { // x*y → y*x
			return f.MustApp(OpMul, v.Arg(1), v.Arg(0))
		}
		return v
	})
	if got.String() != "(+ (* y x) (* y x) (- (* y x)))" {
		t.Errorf("Rewrite = %s", got)
	}
	// bottom-up, each distinct subterm once; fn sees rebuilt parents
	want := []string{"x", "y", "(* x y)", "(- (* y x))", "(+ (* y x) (* y x) (- (* y x)))"}
	if len(visited) != len(want) {
		t.Fatalf("visited %q, want %q", visited, want)
	}
	for i := range want {
		if visited[i] != want[i] {
			t.Errorf("visit %d: %s, want %s", i, visited[i], want[i])
		}
	}
	// an identity rewrite returns the same term
	if f.Rewrite(u, func(v *Term) *Term { return v }) != u {
		t.Errorf("identity Rewrite rebuilt the term")
	}
}

func TestRewriteConstArray(t *testing.T) {
	f := NewFactory()
	x := f.Var("x", IntSort)
	s := ArraySort(IntSort, IntSort)
	c, _ := f.ConstArray(s, x)
	got := f.Subst(f.Select(c, f.Int(0)), map[*Term]*Term{x: f.Int(7)})
	if got.String() != "(select ((as const (Array Int Int)) 7) 0)" {
		t.Errorf("Subst under const array = %s", got)
	}
}

func TestWalkFreeVarsSize(t *testing.T) {
	f := NewFactory()
	z := f.Var("z", IntSort) // made first: smallest ID
	y := f.Var("y", IntSort)
	x := f.Var("x", IntSort)
	u := mustParse(t, f, "(and (< x y) (< y z) (< x (+ x 1)))", x, y, z)
	vs := FreeVars(u)
	if len(vs) != 3 || vs[0] != z || vs[1] != y || vs[2] != x {
		t.Errorf("FreeVars = %v, want [z y x] (by ID)", vs)
	}
	if vs := FreeVars(f.Lt(x, y), f.Lt(x, f.Int(0)), f.True()); len(vs) != 2 || vs[0] != y || vs[1] != x {
		t.Errorf("FreeVars of several terms = %v", vs)
	}
	if vs := FreeVars(f.Int(1)); len(vs) != 0 {
		t.Errorf("FreeVars of a ground term = %v", vs)
	}
	// distinct subterms: and, 3 comparisons, x, y, z, +, 1
	if n := Size(u); n != 9 {
		t.Errorf("Size = %d, want 9", n)
	}
	// parents before children, and fn can prune
	var seen []*Term
	Walk(u, func(v *Term) bool {
		seen = append(seen, v)
		return v.Op() != OpLt || v.Arg(1) != z
	})
	if seen[0] != u {
		t.Errorf("Walk did not start at the root")
	}
	for _, v := range seen {
		if v == z {
			t.Errorf("Walk visited a pruned child")
		}
	}
	set := map[*Term]bool{x: true, z: true, y: true}
	if s := SortedTerms(set); s[0] != z || s[1] != y || s[2] != x {
		t.Errorf("SortedTerms = %v", s)
	}
}

func TestConjuncts(t *testing.T) {
	f := NewFactory()
	a, b := f.Var("a", BoolSort), f.Var("b", BoolSort)
	if cs := Conjuncts(f.True()); len(cs) != 0 {
		t.Errorf("Conjuncts(true) = %v", cs)
	}
	if cs := Conjuncts(a); len(cs) != 1 || cs[0] != a {
		t.Errorf("Conjuncts(a) = %v", cs)
	}
	if cs := Conjuncts(f.And(a, f.Or(a, b), b)); len(cs) != 3 || cs[1].Op() != OpOr {
		t.Errorf("Conjuncts = %v", cs)
	}
	if cs := Conjuncts(f.False()); len(cs) != 1 || cs[0] != f.False() {
		t.Errorf("Conjuncts(false) = %v", cs)
	}
}

// TestFreeVarsAgainstWalk compares FreeVars, which caches each term's
// variables and merges the cached lists, with the variables a walk finds,
// on random lists of random terms (repeated, so cached lists are met
// again), and checks that the result is the caller's to change.
func TestFreeVarsAgainstWalk(t *testing.T) {
	f := NewFactory()
	rng := rand.New(rand.NewPCG(7, 11))
	vars := make([]*Term, 12)
	for i := range vars {
		vars[i] = f.Var(fmt.Sprintf("v%d", 11-i), IntSort)
	}
	var pool []*Term
	var mk func(depth int) *Term
	mk = func(depth int) *Term {
		if depth == 0 || rng.IntN(3) == 0 {
			if rng.IntN(4) == 0 {
				return f.Int(int64(rng.IntN(5)))
			}
			return vars[rng.IntN(len(vars))]
		}
		if len(pool) > 0 && rng.IntN(3) == 0 {
			return pool[rng.IntN(len(pool))]
		}
		t := f.Add(mk(depth-1), mk(depth-1))
		pool = append(pool, t)
		return t
	}
	for range 500 {
		ts := make([]*Term, rng.IntN(5))
		for i := range ts {
			ts[i] = mk(4)
		}
		if rng.IntN(4) == 0 { // many runs of variables
			for range rng.IntN(40) {
				ts = append(ts, vars[rng.IntN(len(vars))])
			}
		}
		set := map[*Term]bool{}
		for _, u := range ts {
			Walk(u, func(w *Term) bool {
				if w.Op() == OpVar {
					set[w] = true
				}
				return true
			})
		}
		want := SortedTerms(set)
		got := FreeVars(ts...)
		if !slices.Equal(got, want) {
			t.Fatalf("FreeVars(%v) = %v, want %v", ts, got, want)
		}
		if len(got) > 0 {
			got[0] = nil // the caller's: must not reach the cache
		}
	}
}

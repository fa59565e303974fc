package smt_test

import (
	"context"
	"fmt"
	"math/big"
	"math/rand"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/z3"
)

// onlyVars fails the test when r mentions a variable outside keep.
func onlyVars(t *testing.T, r *chc.Term, keep []*chc.Term) {
	t.Helper()
	kept := make(map[*chc.Term]bool)
	for _, v := range keep {
		kept[v] = true
	}
	for _, v := range chc.FreeVars(r) {
		if !kept[v] {
			t.Fatalf("%s left in %s", v, r)
		}
	}
}

// TestExists: ∃a. 0 ≤ a ≤ 10 ∧ x = 2a is eliminated exactly (x even, 0 ≤ x
// ≤ 20), which needs divisibility.
func TestExists(t *testing.T) {
	f := chc.NewFactory()
	x, a, b := f.Var("x", chc.IntSort), f.Var("a", chc.IntSort), f.Var("b", chc.IntSort)
	phi := f.And(f.Le(f.Int(0), a), f.Le(a, f.Int(10)), f.Eq(x, f.Add(a, a)), f.Le(b, a))
	q := smt.NewEliminator(f, z3.NewSolver)
	defer q.Close()
	r, err := q.Exists(context.Background(), phi, []*chc.Term{x})
	if err != nil {
		t.Fatal(err)
	}
	onlyVars(t, r, []*chc.Term{x})
	for i := int64(-3); i <= 25; i++ {
		got, err := chc.Eval(r, chc.Env{x: chc.Int64Value(i)})
		if err != nil {
			t.Fatal(err)
		}
		if want := i >= 0 && i <= 20 && i%2 == 0; got.Bool() != want {
			t.Errorf("x = %d: %v, want %v (%s)", i, got.Bool(), want, r)
		}
	}
}

// TestExistsIteNeedsNoSolver: ∃a_i.(ite(c_i, b_i, a_i = x_i)) over twelve
// independent i is ite(c_i, b_i, true) per i, found without a solver (one
// projection of the whole would enumerate 2^12 cubes).
func TestExistsIteNeedsNoSolver(t *testing.T) {
	f := chc.NewFactory()
	var conj, keep []*chc.Term
	for i := 0; i < 12; i++ {
		c, b, x := f.Var(fmt.Sprintf("c%d", i), chc.BoolSort), f.Var(fmt.Sprintf("b%d", i), chc.BoolSort), f.Var(fmt.Sprintf("x%d", i), chc.IntSort)
		a := f.Var(fmt.Sprintf("a%d", i), chc.IntSort)
		conj = append(conj, f.Ite(c, b, f.Eq(a, x)))
		keep = append(keep, c, b, x)
	}
	q := smt.NewEliminator(f, nil)
	r, err := q.Exists(context.Background(), f.And(conj...), keep)
	if err != nil {
		t.Fatal(err)
	}
	onlyVars(t, r, keep)
}

// TestExistsComponents: twelve independent two-way choices are projected
// one at a time — at most a few projections each, not 2^12 in all — and
// the result is exact: x_i = 2a_i ∨ x_i = a_i + 100 with 0 ≤ a_i ≤ 5.
func TestExistsComponents(t *testing.T) {
	f := chc.NewFactory()
	const n = 12
	var conj, xs []*chc.Term
	for i := 0; i < n; i++ {
		x, a := f.Var(fmt.Sprintf("x%d", i), chc.IntSort), f.Var(fmt.Sprintf("a%d", i), chc.IntSort)
		conj = append(conj, f.Le(f.Int(0), a), f.Le(a, f.Int(5)),
			f.Or(f.Eq(x, f.Add(a, a)), f.Eq(x, f.Add(a, f.Int(100)))))
		xs = append(xs, x)
	}
	q := smt.NewEliminator(f, z3.NewSolver)
	q.Limit = 8
	defer q.Close()
	r, err := q.Exists(context.Background(), f.And(conj...), xs)
	if err != nil {
		t.Fatal(err)
	}
	if q.Projections() > 4*n {
		t.Errorf("%d projections for %d independent components", q.Projections(), n)
	}
	want := func(v int64) bool { return (v >= 0 && v <= 10 && v%2 == 0) || (v >= 100 && v <= 105) }
	for v := int64(-1); v <= 106; v++ {
		env := chc.Env{}
		for i, x := range xs {
			env[x] = chc.Int64Value(v + int64(i%2)) // odd positions shifted by one
		}
		got, err := chc.Eval(r, env)
		if err != nil {
			t.Fatal(err)
		}
		if w := want(v) && want(v+1); got.Bool() != w {
			t.Fatalf("x = %d/%d: %v, want %v", v, v+1, got.Bool(), w)
		}
	}
}

// TestExistsLimits: an enumeration past Limit, or past Budget over all
// calls, is an error, not an approximation.
func TestExistsLimits(t *testing.T) {
	f := chc.NewFactory()
	x, a := f.Var("x", chc.IntSort), f.Var("a", chc.IntSort)
	// ∃a. (a = 1 ∨ a = 2 ∨ a = 3) ∧ x = 3a needs one projection per value
	// of a, as one group (the disjunction shares a with the equality).
	phi := f.And(f.Or(f.Eq(a, f.Int(1)), f.Eq(a, f.Int(2)), f.Eq(a, f.Int(3))), f.Eq(x, f.Add(a, a, a)))
	q := smt.NewEliminator(f, z3.NewSolver)
	defer q.Close()
	q.Limit = 1
	if r, err := q.Exists(context.Background(), phi, []*chc.Term{x}); err == nil {
		t.Errorf("Limit 1: got %s", r)
	}
	q.Limit, q.Budget = 0, q.Projections()+1
	if r, err := q.Exists(context.Background(), phi, []*chc.Term{x}); err == nil {
		t.Errorf("Budget: got %s", r)
	}
}

// TestExistsRandom checks Exists on random formulas over kept x, y and
// quantified a, b, each bounded to [-3, 3]: the result mentions x and y only
// and is equivalent to the finite disjunction of phi over a and b's values,
// which Z3 confirms by finding both differences unsatisfiable.
func TestExistsRandom(t *testing.T) {
	f := chc.NewFactory()
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	a, b := f.Var("a", chc.IntSort), f.Var("b", chc.IntSort)
	keep := []*chc.Term{x, y}
	g := &formulas{f: f, r: rand.New(rand.NewSource(15)), vars: []*chc.Term{x, y, a, b}}
	q := smt.NewEliminator(f, z3.NewSolver)
	defer q.Close()
	sol, err := z3.NewSolver(f)
	if err != nil {
		t.Fatal(err)
	}
	defer sol.Close()
	n := 60
	if testing.Short() {
		n = 15
	}
	for i := 0; i < n; i++ {
		phi := f.And(g.formula(3), inRange(f, a, 3), inRange(f, b, 3))
		r, err := q.Exists(context.Background(), phi, keep)
		if err != nil {
			t.Fatalf("∃a,b. %s: %v", phi, err)
		}
		onlyVars(t, r, keep)
		var disj []*chc.Term
		for va := int64(-3); va <= 3; va++ {
			for vb := int64(-3); vb <= 3; vb++ {
				disj = append(disj, f.Subst(phi, map[*chc.Term]*chc.Term{a: f.Int(va), b: f.Int(vb)}))
			}
		}
		want := f.Or(disj...)
		for _, d := range []*chc.Term{f.And(r, f.Not(want)), f.And(want, f.Not(r))} {
			if res := check(t, sol, d); res != smt.Unsat {
				t.Fatalf("∃a,b. %s\ngave %s\nnot equivalent (%s)", phi, r, res)
			}
		}
	}
	t.Logf("%d formulas, %d projections", n, q.Projections())
}

func inRange(f *chc.Factory, v *chc.Term, n int64) *chc.Term {
	return f.And(f.Le(f.Int(-n), v), f.Le(v, f.Int(n)))
}

func check(t *testing.T, sol smt.Solver, phi *chc.Term) smt.Result {
	t.Helper()
	if err := sol.Push(); err != nil {
		t.Fatal(err)
	}
	defer sol.Pop(1)
	if err := sol.Assert(phi); err != nil {
		t.Fatal(err)
	}
	r, err := sol.Check(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// formulas makes random linear integer formulas over vars.
type formulas struct {
	f    *chc.Factory
	r    *rand.Rand
	vars []*chc.Term
}

func (g *formulas) formula(depth int) *chc.Term {
	f := g.f
	if depth == 0 || g.r.Intn(3) == 0 {
		return g.atom()
	}
	switch g.r.Intn(4) {
	case 0:
		return f.And(g.formula(depth-1), g.formula(depth-1))
	case 1:
		return f.Or(g.formula(depth-1), g.formula(depth-1))
	case 2:
		return f.Not(g.formula(depth - 1))
	}
	return f.Ite(g.formula(depth-1), g.formula(depth-1), g.formula(depth-1))
}

// atom returns c·v + d·w ≤ k or c·v + d·w = k for random variables v, w.
func (g *formulas) atom() *chc.Term {
	f := g.f
	lin := f.Add(g.scaled(), g.scaled())
	k := f.Int(int64(g.r.Intn(9) - 4))
	if g.r.Intn(3) == 0 {
		return f.Eq(lin, k)
	}
	return f.Le(lin, k)
}

func (g *formulas) scaled() *chc.Term {
	c := int64(g.r.Intn(5) - 2)
	if c == 0 {
		c = 3
	}
	return g.f.Scale(big.NewRat(c, 1), g.vars[g.r.Intn(len(g.vars))])
}

// TestExistsTakesTreesApart: ∃l,v,r,l2,v2,r2. t = node(l,v,r) ∧ t =
// node(l2,v2,r2) ∧ 0 ≤ v ∧ v ≤ v2 over binary trees is eliminated without
// an enumeration of t's values (Z3's projection of the subtrees makes one
// projection per value of t, with no end): the result, over t alone, holds
// of exactly the nodes with a value of at least 0. And a constructor
// equated with another is false.
func TestExistsTakesTreesApart(t *testing.T) {
	f := chc.NewFactory()
	tree := chc.DatatypeSort("Tree")
	ds, err := f.DeclareDatatypes([]chc.DatatypeDecl{{Name: "Tree", Ctors: []chc.CtorDecl{
		{Name: "leaf"},
		{Name: "node", Fields: []chc.FieldDecl{{Name: "left", Sort: tree}, {Name: "val", Sort: chc.IntSort}, {Name: "right", Sort: tree}}},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	leafC, nodeC := ds[0].Ctors[0], ds[0].Ctors[1]
	mk := func(c *chc.Constructor, args ...*chc.Term) *chc.Term {
		t.Helper()
		x, err := f.Construct(c, args...)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	x := f.Var("t", tree)
	l, v, r := f.Var("l", tree), f.Var("v", chc.IntSort), f.Var("r", tree)
	l2, v2, r2 := f.Var("l2", tree), f.Var("v2", chc.IntSort), f.Var("r2", tree)
	phi := f.And(f.Eq(x, mk(nodeC, l, v, r)), f.Eq(mk(nodeC, l2, v2, r2), x), f.Le(f.Int(0), v), f.Le(v, v2))
	q := smt.NewEliminator(f, z3.NewSolver)
	q.Limit = 4
	defer q.Close()
	res, err := q.Exists(context.Background(), phi, []*chc.Term{x})
	if err != nil {
		t.Fatal(err)
	}
	onlyVars(t, res, []*chc.Term{x})
	leaf := mk(leafC)
	for _, c := range []struct {
		val  *chc.Term
		want bool
	}{
		{leaf, false},
		{mk(nodeC, leaf, f.Int(3), leaf), true},
		{mk(nodeC, leaf, f.Int(0), mk(nodeC, leaf, f.Int(-5), leaf)), true},
		{mk(nodeC, leaf, f.Int(-1), leaf), false},
	} {
		got, err := chc.Eval(f.Subst(res, map[*chc.Term]*chc.Term{x: c.val}), chc.Env{})
		if err != nil {
			t.Fatal(err)
		}
		if got.Bool() != c.want {
			t.Errorf("t = %s: %v, want %v (%s)", c.val, got.Bool(), c.want, res)
		}
	}
	other, err := q.Exists(context.Background(), f.And(f.Eq(mk(nodeC, l, v, r), leaf), f.Le(v, f.Int(0)), f.Eq(x, l)), []*chc.Term{x})
	if err != nil {
		t.Fatal(err)
	}
	if other != f.False() {
		t.Errorf("node = leaf: got %s, want false", other)
	}
}

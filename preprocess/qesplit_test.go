package preprocess

import (
	"context"
	"fmt"
	"testing"

	"horn/chc"
	"horn/z3"
)

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
	q := &qe{ctx: context.Background(), f: f}
	r, err := q.exists(f.And(conj...), keep)
	if err != nil {
		t.Fatal(err)
	}
	kept := make(map[*chc.Term]bool)
	for _, v := range keep {
		kept[v] = true
	}
	if left := bound(r, kept); len(left) > 0 {
		t.Fatalf("%v left in %s", left, r)
	}
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
	q := &qe{ctx: context.Background(), f: f, newSolver: z3.NewSolver, limit: 8}
	defer q.close()
	r, err := q.exists(f.And(conj...), xs)
	if err != nil {
		t.Fatal(err)
	}
	if q.projected > 4*n {
		t.Errorf("%d projections for %d independent components", q.projected, n)
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

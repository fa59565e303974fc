package z3

import (
	"context"
	"math/big"
	"math/rand"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// TestBitsOneShotModels: a one-shot check over bit-vectors goes to the
// bit-blasting tactics (checkBits), whose model gives every operator's
// value as exact evaluation does, with the operands' values fixed by
// equations the tactics solve away; an unsatisfiable one is unsat; a
// check with an integer goes to the default solver.
func TestBitsOneShotModels(t *testing.T) {
	f := chc.NewFactory()
	root := newTermSolver(t, f)
	r := rand.New(rand.NewSource(5))
	for _, op := range bvAllOps() {
		for _, w := range []int{1, 7, 8, 13, 32, 64} {
			x, y := f.Var("x", chc.BitVecSort(w)), f.Var("y", chc.BitVecSort(w))
			vx, vy := chc.BVValue(bvRand(r, w), w), chc.BVValue(bvRand(r, w), w)
			u := bvApp(f, r, op, x, y, w)
			want, err := chc.Eval(u, chc.Env{x: vx, y: vy})
			if err != nil {
				t.Fatal(err)
			}
			sh, err := root.Share()
			if err != nil {
				t.Fatal(err)
			}
			s := sh.(*TermSolver)
			phis := []*chc.Term{f.Eq(x, f.Value(vx)), f.Eq(y, f.Value(vy))}
			z := f.Var("z", u.Sort())
			if u.Sort().IsBitVec() {
				phis = append(phis, f.Eq(z, u)) // a variable the tactics solve for
			}
			must[struct{}](t)(struct{}{}, s.Assert(phis...))
			if res, err := s.Check(context.Background()); res != smt.Sat || err != nil {
				t.Fatalf("%s: check: %v %v", u, res, err)
			}
			if s.bits == nil || s.satBy != s.bits {
				t.Fatalf("%s: the one-shot check did not go to the bit-blasting tactics", u)
			}
			got, err := s.Value(u)
			if err != nil {
				t.Fatalf("Value(%s): %v", u, err)
			}
			if !got.Equal(want) {
				t.Errorf("%s with x=%s y=%s: tactics' model %s, Eval %s", u, vx, vy, got, want)
			}
			if u.Sort().IsBitVec() {
				if gz, err := s.Value(z); err != nil || !gz.Equal(want) {
					t.Errorf("%s: z = %v (%v), want %s", u, gz, err, want)
				}
			}
			s.Close()
		}
	}
	// Unsat: x + 1 = x.
	x := f.Var("x", chc.BitVecSort(32))
	s := newTermSolver(t, f)
	must[struct{}](t)(struct{}{}, s.Assert(f.Eq(f.MustApp(chc.OpBVAdd, x, f.BV(big.NewInt(1), 32)), x)))
	if res, err := s.Check(context.Background()); res != smt.Unsat || err != nil {
		t.Errorf("x + 1 = x: %v %v, want unsat", res, err)
	}
	// An integer beside the bits: the default solver.
	n := f.Var("n", chc.IntSort)
	s = newTermSolver(t, f)
	must[struct{}](t)(struct{}{}, s.Assert(f.Eq(x, f.BV(big.NewInt(7), 32)), f.Lt(n, f.Int(3))))
	if res, err := s.Check(context.Background()); res != smt.Sat || err != nil {
		t.Fatalf("with an integer: %v %v, want sat", res, err)
	}
	if s.bits != nil {
		t.Error("a check with an integer went to the bit-blasting tactics")
	}
}

// TestBitsOneShotHard: a check from Houdini over dillig-07's bits (a
// wrapped a + b = 3·i beside signed orderings, before and after a loop
// step) that Z3 4.8.12's default solver took 14 s to find satisfiable is
// decided within 20 s (the tactics take some 20 ms).
func TestBitsOneShotHard(t *testing.T) {
	f := chc.NewFactory()
	w := chc.BitVecSort(32)
	v := func(name string) *chc.Term { return f.Var(name, w) }
	K, L, M, N, O, Q, R, Q1 := v("K"), v("L"), v("M"), v("N"), v("O"), v("Q"), v("Q1"), v("R")
	c := func(x int64) *chc.Term { return f.BV(big.NewInt(x), 32) }
	add := func(a, b *chc.Term) *chc.Term { return f.MustApp(chc.OpBVAdd, a, b) }
	mul := func(a, b *chc.Term) *chc.Term { return f.MustApp(chc.OpBVMul, a, b) }
	sle := func(a, b *chc.Term) *chc.Term { return f.MustApp(chc.OpBVSLe, a, b) }
	inv := func(k, m, n *chc.Term) *chc.Term {
		return f.And(f.Not(sle(k, c(-1))), f.Not(sle(m, c(-1))), f.Not(sle(n, c(-1))), f.Not(sle(L, c(-1))),
			f.Eq(c(0), add(add(mul(c(3), k), mul(c(-1), m)), mul(c(-1), n))),
			sle(k, L), sle(k, m), sle(k, n), sle(n, m))
	}
	step := f.And(f.Eq(Q, add(c(-1), K)), f.Eq(add(c(-1), M), Q1), f.Eq(R, add(c(-2), N)),
		f.MustApp(chc.OpBVSGe, O, c(1)), sle(f.MustApp(chc.OpBVSub, Q, L), c(-1)))
	s := newTermSolver(t, f)
	must[struct{}](t)(struct{}{}, s.Assert(step, f.Not(inv(K, M, N)), inv(Q, Q1, R)))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if res, err := s.Check(ctx); res != smt.Sat || err != nil {
		t.Errorf("check: %v %v, want sat", res, err)
	}
}

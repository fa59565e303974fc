package z3

import (
	"context"
	"math/big"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// TestShare checks that solvers sharing a context keep separate
// assertions, survive each other's Close, and that the last Close deletes
// the context.
func TestShare(t *testing.T) {
	f := chc.NewFactory()
	x := f.Var("x", chc.IntSort)
	a := newTermSolver(t, f)
	bs, err := a.Share()
	if err != nil {
		t.Fatal(err)
	}
	b := bs.(*TermSolver)
	if b.ctx != a.ctx || b.conv != a.conv {
		t.Fatal("Share made a new context or converter")
	}
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(a.Assert(f.Lt(f.Int(5), x)))
	must(b.Assert(f.Lt(x, f.Int(3))))
	for _, s := range []*TermSolver{a, b} {
		if r, err := s.Check(ctx); err != nil || r != smt.Sat {
			t.Fatalf("Check = %v, %v; want sat (the other solver's assertion leaked?)", r, err)
		}
	}
	va, err := a.Value(x)
	must(err)
	vb, err := b.Value(x)
	must(err)
	if va.Rat().Cmp(big.NewRat(5, 1)) <= 0 || vb.Rat().Cmp(big.NewRat(3, 1)) >= 0 {
		t.Fatalf("models mixed up: a has x=%v, b has x=%v", va, vb)
	}
	a.Close()
	if b.ctx.ptr == nil {
		t.Fatal("closing one shared solver deleted the context")
	}
	must(b.Push())
	must(b.Assert(f.Lt(f.Int(5), x)))
	if r, err := b.Check(ctx); err != nil || r != smt.Unsat {
		t.Fatalf("after the other's Close: Check = %v, %v; want unsat", r, err)
	}
	c := b.ctx
	b.Close()
	if c.ptr != nil {
		t.Fatal("closing the last shared solver kept the context")
	}
	b.Close() // twice: nothing
	if _, err := b.Share(); err == nil {
		t.Fatal("Share of a closed solver succeeded")
	}
}

// TestNewSharedFallsBack checks smt.NewShared with a solver that cannot
// share: it makes a fresh one.
func TestNewSharedFallsBack(t *testing.T) {
	f := chc.NewFactory()
	made := 0
	ns := func(f *chc.Factory) (smt.Solver, error) { made++; return NewSolver(f) }
	first, err := smt.NewShared(nil, ns, f)
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	second, err := smt.NewShared(first, ns, f)
	if err != nil {
		t.Fatal(err)
	}
	defer second.Close()
	if made != 1 {
		t.Fatalf("NewShared made %d fresh solvers; want 1 (the second shares)", made)
	}
}

// TestOneShotAndIncremental checks that a check without scopes and
// assumptions goes to Z3's default solver with every assertion so far,
// and that once the solver is used incrementally every assertion is
// still there and the default solver is gone.
func TestOneShotAndIncremental(t *testing.T) {
	f := chc.NewFactory()
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	s := newTermSolver(t, f)
	ctx := context.Background()
	check := func(want smt.Result, assume ...*chc.Term) {
		t.Helper()
		if r, err := s.Check(ctx, assume...); err != nil || r != want {
			t.Fatalf("Check = %v, %v; want %v", r, err, want)
		}
	}
	if err := s.Assert(f.Lt(f.Int(0), x)); err != nil {
		t.Fatal(err)
	}
	check(smt.Sat)
	if s.oneShot == nil || s.incremental {
		t.Fatal("a one-shot check did not go to the default solver")
	}
	if err := s.Assert(f.Lt(f.Add(x, y), f.Int(0)), f.Lt(f.Int(0), y)); err != nil {
		t.Fatal(err)
	}
	check(smt.Unsat) // the default solver got the later assertions too
	p := f.Var("p", chc.BoolSort)
	if err := s.Assert(f.Implies(p, f.Lt(f.Int(0), x))); err != nil {
		t.Fatal(err)
	}
	check(smt.Unsat, p) // under assumptions: incremental
	if s.oneShot != nil || !s.incremental || s.pending != nil {
		t.Fatal("a check under assumptions left the one-shot state behind")
	}
	core, err := s.Core()
	if err != nil {
		t.Fatal(err)
	}
	if len(core) > 1 {
		t.Fatalf("core %v", core)
	}
	if err := s.Push(); err != nil {
		t.Fatal(err)
	}
	check(smt.Unsat) // the first assertions are in the incremental solver
	if err := s.Pop(1); err != nil {
		t.Fatal(err)
	}
}

package z3

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// TestPoolReuse: a pool hands the context of a closed solver (and of the
// solvers shared with it) to the next solver, emptied: nothing asserted
// before is seen again, and a context an interrupt reached still answers.
// Closing the pool deletes the contexts it keeps and those closed later.
func TestPoolReuse(t *testing.T) {
	f := chc.NewFactory()
	x := f.Var("x", chc.IntSort)
	ctx := context.Background()
	p := NewPool()
	mk := func() *TermSolver {
		t.Helper()
		s, err := p.NewSolver(f)
		if err != nil {
			t.Fatal(err)
		}
		return s.(*TermSolver)
	}
	check := func(s smt.Solver, want smt.Result) {
		t.Helper()
		if r, err := s.Check(ctx); err != nil || r != want {
			t.Fatalf("Check = %v, %v; want %v", r, err, want)
		}
	}
	a := mk()
	c := a.ctx
	if err := a.Assert(f.Lt(f.Int(5), x), f.Lt(x, f.Int(3))); err != nil {
		t.Fatal(err)
	}
	check(a, smt.Unsat)
	sh, err := a.Share()
	if err != nil {
		t.Fatal(err)
	}
	a.Close()
	if p.get() != nil {
		t.Fatal("the context went back to the pool while a shared solver was open")
	}
	sh.Close()

	b := mk()
	if b.ctx != c {
		t.Fatal("the pool made a new context instead of reusing the closed one")
	}
	check(b, smt.Sat) // a's assertions are gone
	if err := b.Assert(f.Lt(x, f.Int(3))); err != nil {
		t.Fatal(err)
	}
	check(b, smt.Sat)
	v, err := b.Value(x)
	if err != nil || v.Rat().Cmp(big.NewRat(3, 1)) >= 0 {
		t.Fatalf("x = %v, %v; want a value below 3", v, err)
	}

	// An interrupted check: the context is reused and answers afterwards.
	hard := f.Eq(f.MustApp(chc.OpMul, x, x), f.Int(2)) // nonlinear, no integer root
	if err := b.Assert(hard); err != nil {
		t.Fatal(err)
	}
	ictx, cancel := context.WithTimeout(ctx, time.Millisecond)
	b.Check(ictx)
	cancel()
	b.Close()
	d := mk()
	if d.ctx != c {
		t.Fatal("the interrupted context was not reused")
	}
	if err := d.Assert(f.Eq(x, f.Int(4))); err != nil {
		t.Fatal(err)
	}
	check(d, smt.Sat)

	e := mk() // a second context, while d's is in use
	if e.ctx == c {
		t.Fatal("the pool handed out a context in use")
	}
	idle := e.ctx
	e.Close() // kept idle
	if idle.ptr == nil {
		t.Fatal("the pool deleted a context instead of keeping it")
	}
	p.Close()
	if idle.ptr != nil || c.ptr == nil {
		t.Fatal("Close must delete the idle context and leave the one in use")
	}
	g := mk() // the pool is closed: a fresh context, deleted on Close
	gc := g.ctx
	g.Close()
	d.Close()
	if c.ptr != nil || gc.ptr != nil {
		t.Fatal("a context closed after the pool was kept")
	}
}

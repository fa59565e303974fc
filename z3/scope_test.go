package z3

import (
	"context"
	"testing"
)

func TestScopes(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	ints := must[Sort](t)(c.IntSort())
	x := m(c.Const("x", ints))
	base := c.Live()

	outer := c.Scope()
	a := m(c.Add(x, x))
	inner := c.Scope()
	b := m(c.Mul(a, x))
	kept := m(c.Neg(b))
	persisted := m(c.Sub(b, x))
	c.Persist(persisted)
	inner.Keep(kept)
	inner.End()
	if b.Valid() || !kept.Valid() || !a.Valid() || !persisted.Valid() {
		t.Fatalf("after inner.End: b %v kept %v a %v persisted %v", b.Valid(), kept.Valid(), a.Valid(), persisted.Valid())
	}
	inner.End() // idempotent
	if kept.String() != "(- (* (+ x x) x))" {
		t.Errorf("kept = %v", kept)
	}
	outer.End()
	if a.Valid() || kept.Valid() || !persisted.Valid() {
		t.Fatalf("after outer.End: a %v kept %v", a.Valid(), kept.Valid())
	}
	if got := c.Live(); got != base+1 {
		t.Errorf("Live = %d, want %d", got, base+1)
	}
	c.Release(persisted)
	if got := c.Live(); got != base {
		t.Errorf("Live = %d, want %d", got, base)
	}
}

func TestScopeEndsNested(t *testing.T) {
	c := newCtx(t)
	ints := must[Sort](t)(c.IntSort())
	base := c.Live()
	outer := c.Scope()
	inner := c.Scope()
	x := must[AST](t)(c.Const("x", ints))
	outer.End() // ends inner too
	if x.Valid() || c.Live() != base {
		t.Fatalf("outer.End left x valid=%v live=%d", x.Valid(), c.Live())
	}
	inner.End() // stale: no-op
	again := c.Scope()
	y := must[AST](t)(c.Const("y", ints))
	inner.End() // must not end the new scope at the same depth
	if !y.Valid() {
		t.Fatal("stale scope ended a newer one")
	}
	again.End()
}

// TestReleaseCompacts releases many root handles one by one; the root
// frame must not keep growing.
func TestReleaseCompacts(t *testing.T) {
	c := newCtx(t)
	ints := must[Sort](t)(c.IntSort())
	x := must[AST](t)(c.Const("x", ints))
	for i := 0; i < 10000; i++ {
		a := must[AST](t)(c.Add(x, x))
		c.Release(a)
	}
	if n := len(c.frames[0].items); n > 200 {
		t.Errorf("root frame holds %d slots after releases", n)
	}
	if c.Live() != 2 {
		t.Errorf("Live = %d, want 2", c.Live())
	}
}

func TestSolverAndModelInScope(t *testing.T) {
	c := newCtx(t)
	f := parse1(t, c, "(declare-const x Int)(assert (> x 3))")
	base := c.Live()
	sc := c.Scope()
	s := must[*Solver](t)(c.NewSolver())
	_ = s.Assert(f)
	if st, _ := s.Check(context.Background()); st != Sat {
		t.Fatal(st)
	}
	mod := must[*Model](t)(s.Model())
	sc.End()
	if _, err := s.Check(context.Background()); err == nil {
		t.Error("solver usable after its scope ended")
	}
	if mod.String() != "<invalid model>" {
		t.Error("model usable after its scope ended")
	}
	if c.Live() != base {
		t.Errorf("Live = %d, want %d", c.Live(), base)
	}
}

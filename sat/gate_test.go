package sat

import (
	"context"
	"errors"
	"testing"
	"time"
)

// countGate counts the stretches of search that pass through it; Enter
// fails with refuse when it is set.
type countGate struct {
	enters, leaves int
	refuse         error
}

func (g *countGate) Enter(context.Context) error {
	if g.refuse != nil {
		return g.refuse
	}
	g.enters++
	return nil
}

func (g *countGate) Leave(time.Duration) { g.leaves++ }

// TestGate: every stretch of search enters the gate and leaves it, the
// answer is unchanged, and a gate that refuses entry makes Solve answer
// Unknown with its error before any search.
func TestGate(t *testing.T) {
	s := New()
	a, b := s.NewLit(), s.NewLit()
	s.AssertClause(a, b)
	s.AssertClause(a.Not(), b)
	g := &countGate{}
	s.SetGate(g)
	if r, err := s.Solve(context.Background()); r != Sat || err != nil {
		t.Fatalf("Solve: %v %v, want sat", r, err)
	}
	if !s.LitValue(b) {
		t.Error("b is false in the model")
	}
	if r, err := s.Solve(context.Background(), b.Not()); r != Unsat || err != nil {
		t.Fatalf("Solve under ¬b: %v %v, want unsat", r, err)
	}
	if g.enters < 2 || g.enters != g.leaves {
		t.Errorf("%d enters and %d leaves, want as many, at least one per Solve", g.enters, g.leaves)
	}
	g.refuse = errors.New("no turn")
	before := g.leaves
	r, err := s.Solve(context.Background())
	if r != Unknown || !errors.Is(err, g.refuse) {
		t.Errorf("refused: %v %v, want unknown with the gate's error", r, err)
	}
	if g.leaves != before {
		t.Error("left a gate it never entered")
	}
}

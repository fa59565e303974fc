package smt_test

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/z3"
)

// TestValues reads a clause's variables through their copies, and a
// variable without a copy through itself.
func TestValues(t *testing.T) {
	f := chc.NewFactory()
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	x1 := f.Var("x.1", chc.IntSort)
	sol, err := z3.NewSolver(f)
	if err != nil {
		t.Fatal(err)
	}
	defer sol.Close()
	if err := sol.Assert(f.Eq(x1, f.Int(4)), f.Eq(y, f.Int(7)), f.Eq(x, f.Int(1))); err != nil {
		t.Fatal(err)
	}
	if r, err := sol.Check(context.Background()); err != nil || r != smt.Sat {
		t.Fatalf("check: %v %v", r, err)
	}
	env, err := smt.Values(sol, []*chc.Term{x, y}, map[*chc.Term]*chc.Term{x: x1})
	if err != nil {
		t.Fatal(err)
	}
	if env[x].String() != "4" || env[y].String() != "7" || len(env) != 2 {
		t.Errorf("got %v, want x = 4 (its copy), y = 7", env)
	}
}

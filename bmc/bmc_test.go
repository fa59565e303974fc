package bmc_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

func TestConformance(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return bmc.New(bmc.Options{NewSolver: z3.NewSolver, MaxDepth: 30})
	}, z3.NewSolver, 8*time.Second)
	// BMC must find every counterexample of the fixtures, and prove the
	// bounded linear ones safe.
	for _, name := range []string{"counter-unsafe.smt2", "nested-unsafe.smt2", "mc91-unsafe.smt2",
		"mutual-unsafe.smt2", "fib-unsafe.smt2", "real-unsafe.smt2", "array-unsafe.smt2", "fact-query-unsafe.smt2"} {
		if got[name] != chc.Unsat {
			t.Errorf("%s: got %s, want unsat", name, got[name])
		}
	}
	for _, name := range []string{"counter-safe.smt2", "nested-safe.smt2"} {
		if got[name] != chc.Sat {
			t.Errorf("%s: got %s, want sat (the unrolling closes)", name, got[name])
		}
	}
}

// TestNodeCap: the non-linear unfolding stops at its node cap while
// expanding a level, not after it, and says so.
func TestNodeCap(t *testing.T) {
	s, err := smtlib2.ParseFile("../testdata/engines/tree-nonlin-safe.smt2")
	if err != nil {
		t.Fatal(err)
	}
	const maxNodes = 50
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r, err := bmc.New(bmc.Options{NewSolver: z3.NewSolver, MaxNodes: maxNodes}).Solve(ctx, s)
	if err != nil || r.Status != chc.Unknown || !strings.Contains(r.Reason, "cap of 50 nodes") {
		t.Fatalf("got %s (%q), %v; want unknown naming the cap", r.Status, r.Reason, err)
	}
	if n := r.Stats.Count("bmc tree nodes"); n > maxNodes {
		t.Fatalf("the unfolding made %d nodes, past its cap of %d", n, maxNodes)
	}
}

// TestDeadlineDuringUnfolding: a deadline stops the non-linear unfolding
// promptly, whatever its phase.
func TestDeadlineDuringUnfolding(t *testing.T) {
	s, err := smtlib2.ParseFile("../testdata/engines/tree-nonlin-safe.smt2")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	r, err := bmc.New(bmc.Options{NewSolver: z3.NewSolver, MaxNodes: 1 << 30}).Solve(ctx, s)
	if el := time.Since(start); el > 1500*time.Millisecond {
		t.Fatalf("Solve returned %v after a 300 ms deadline", el)
	}
	if err != nil || r.Status != chc.Unknown {
		t.Fatalf("got %s (%q), %v; want unknown", r.Status, r.Reason, err)
	}
}

// TestLiveUses: the linear unrolling encodes a clause at a step only
// where its body predicate can hold at the step before: a chain of 40
// locations, whose counterexample is 40 steps deep, is unrolled with
// about one use a step, not 40, and the counterexample validates.
func TestLiveUses(t *testing.T) {
	const n = 40
	var b strings.Builder
	b.WriteString("(set-logic HORN)\n")
	for k := 0; k <= n; k++ {
		fmt.Fprintf(&b, "(declare-fun p%d (Int) Bool)\n", k)
	}
	b.WriteString("(assert (forall ((x Int)) (=> (= x 0) (p0 x))))\n")
	for k := 0; k < n; k++ {
		fmt.Fprintf(&b, "(assert (forall ((x Int) (y Int)) (=> (and (p%d x) (= y (+ x 1))) (p%d y))))\n", k, k+1)
	}
	fmt.Fprintf(&b, "(assert (forall ((x Int)) (=> (and (p%d x) (= x %d)) false)))\n", n, n)
	s, err := smtlib2.Parse("chain.smt2", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	r, err := bmc.New(bmc.Options{NewSolver: z3.NewSolver}).Solve(context.Background(), s)
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("got %s (%s), %v; want unsat", r.Status, r.Reason, err)
	}
	if err := witness.CheckDerivation(context.Background(), s, r.Derivation); err != nil {
		t.Fatalf("derivation does not check: %v", err)
	}
	if uses := r.Stats.Count("bmc clause uses"); uses > 3*(n+1) {
		t.Errorf("%d clause uses over %d steps, want about one a step", uses, n+1)
	}
}

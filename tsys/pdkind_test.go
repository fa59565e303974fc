package tsys_test

import (
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/tsys"
	"github.com/horn-chc/horn/z3"
)

func TestConformancePDKind(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return tsys.NewPDKind(tsys.Options{NewSolver: z3.NewSolver, MaxDepth: 64, CheckInterpolants: true})
	}, z3.NewSolver, 20*time.Second)
	want(t, got, chc.Unsat, "counter-unsafe.smt2", "nested-unsafe.smt2", "mutual-unsafe.smt2",
		"real-unsafe.smt2", "bool-unsafe.smt2", "fact-query-unsafe.smt2")
	// nested-safe needs a lemma k-induction finds, beyond kind's reach.
	want(t, got, chc.Sat, "counter-safe.smt2", "real-safe.smt2", "nested-safe.smt2")
}

// TestPDKindCounterexampleLength: the counterexample of a counter that
// reaches its bad value after 40 steps has exactly 40 steps, its length
// taken from PDKIND's reachability checks and confirmed by the unrolling;
// the derivation is validated by the driver.
func TestPDKindCounterexampleLength(t *testing.T) {
	r := solveInline(t, tsys.NewPDKind(tsys.Options{NewSolver: z3.NewSolver}), deepCounter(40))
	if r.Status != chc.Unsat {
		t.Fatalf("got %s (%s), want unsat", r.Status, r.Reason)
	}
	if d := depth(r.Derivation.Root); d != 42 {
		t.Errorf("derivation of %d nodes, want 42 (fact, 40 steps, query)", d)
	}
	if s := r.Stats.Count("pdkind counterexample steps"); s != 40 {
		t.Errorf("reachability checks found %d steps, want 40", s)
	}
}

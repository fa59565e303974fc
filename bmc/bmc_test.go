package bmc_test

import (
	"testing"
	"time"

	"horn/bmc"
	"horn/chc"
	"horn/engine"
	"horn/internal/enginetest"
	"horn/z3"
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

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

// The conformance suite: every answer validated by the driver, unknown
// (non-linear fixtures, arrays, bit-vectors, properties no bounded
// induction proves, counters whose invariant needs parity) skipped.
// MaxDepth keeps the hopeless fixtures short; the timeout is generous
// for loaded machines and the race detector.

func TestConformanceKInduction(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return tsys.NewKInduction(tsys.Options{NewSolver: z3.NewSolver, MaxDepth: 12})
	}, z3.NewSolver, 10*time.Second)
	want(t, got, chc.Unsat, "counter-unsafe.smt2", "nested-unsafe.smt2", "mutual-unsafe.smt2",
		"real-unsafe.smt2", "bool-unsafe.smt2", "fact-query-unsafe.smt2")
	want(t, got, chc.Sat, "real-safe.smt2")
}

func TestConformanceIMC(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return tsys.NewIMC(tsys.Options{NewSolver: z3.NewSolver, MaxDepth: 12, CheckInterpolants: true})
	}, z3.NewSolver, 10*time.Second)
	want(t, got, chc.Unsat, "counter-unsafe.smt2", "nested-unsafe.smt2", "mutual-unsafe.smt2",
		"real-unsafe.smt2", "bool-unsafe.smt2", "fact-query-unsafe.smt2")
	want(t, got, chc.Sat, "real-safe.smt2", "counter-safe.smt2", "counter-unbounded-safe.smt2",
		"bool-safe.smt2", "mutual-safe.smt2")
}

// want fails unless every named fixture got st.
func want(t *testing.T, got map[string]chc.Status, st chc.Status, names ...string) {
	t.Helper()
	for _, n := range names {
		if got[n] != st {
			t.Errorf("%s: got %s, want %s", n, got[n], st)
		}
	}
}

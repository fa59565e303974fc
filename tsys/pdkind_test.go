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
	}, z3.NewSolver, 10*time.Second)
	want(t, got, chc.Unsat, "counter-unsafe.smt2", "nested-unsafe.smt2", "mutual-unsafe.smt2",
		"real-unsafe.smt2", "bool-unsafe.smt2", "fact-query-unsafe.smt2")
	// nested-safe needs a lemma k-induction finds, beyond kind's reach.
	want(t, got, chc.Sat, "counter-safe.smt2", "real-safe.smt2", "nested-safe.smt2")
}

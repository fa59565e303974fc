package si_test

import (
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/si"
	"github.com/horn-chc/horn/z3"
)

// TestConformance runs both engines as registered (Houdini summaries, PDR
// as the prover) on every fixture: no wrong answer, every witness
// validated, and every unsafe fixture refuted (inlining finds every
// derivation of false eventually). The safe fixtures whose proof needs
// summaries Houdini does not find (mc91-safe: a disjunctive one) run until
// the short timeout and are skipped.
func TestConformance(t *testing.T) {
	for _, name := range []string{"si", "uw"} {
		t.Run(name, func(t *testing.T) {
			got := enginetest.Run(t, func() engine.Engine {
				e, err := engine.New(name, engine.Config{NewSolver: z3.NewSolver})
				if err != nil {
					t.Fatal(err)
				}
				return e
			}, z3.NewSolver, 3*time.Second)
			for file, st := range got {
				if st == chc.Unknown && enginetest.Expected(mustRead(t, file)) == chc.Unsat {
					t.Errorf("%s: unknown on an unsafe fixture", file)
				}
			}
		})
	}
}

// TestConformanceBare runs both engines without summaries and without a
// prover and under a fixed recursion bound: they may only refute, or
// answer unknown.
func TestConformanceBare(t *testing.T) {
	for _, mode := range []si.Mode{si.OverRef, si.UnderWiden} {
		got := enginetest.Run(t, func() engine.Engine {
			return si.New(mode, si.Options{NewSolver: z3.NewSolver, NoHoudini: true, RecursionBound: 5})
		}, z3.NewSolver, 3*time.Second)
		for file, st := range got {
			if st == chc.Sat {
				t.Errorf("%s: sat without a prover or summaries", file)
			}
		}
	}
}

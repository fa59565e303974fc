package pdr

import (
	"testing"
	"time"

	"horn/chc"
	"horn/engine"
	"horn/internal/enginetest"
	"horn/smt"
	"horn/z3"
)

// newSolver is the solver the tests use.
var newSolver smt.NewSolver = z3.NewSolver

func TestConformance(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return New(Options{NewSolver: newSolver})
	}, newSolver, 20*time.Second)
	// PDR must decide every fixture, safe or unsafe.
	for name, st := range got {
		if st == chc.Unknown {
			t.Errorf("%s: unknown, want an answer", name)
		}
	}
}

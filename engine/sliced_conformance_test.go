package engine_test

import (
	"testing"
	"time"

	"horn/bmc"
	"horn/chc"
	"horn/engine"
	"horn/internal/enginetest"
	"horn/pdr"
	"horn/smt"
	"horn/z3"
)

// TestSlicedConformance: PDR and BMC taking turns (the auto engine's
// set-up) decide every conformance fixture correctly, with validated
// witnesses.
func TestSlicedConformance(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		p, err := engine.NewSliced(z3.NewSolver,
			engine.SlicedMember{Weight: 3, New: func(ns smt.NewSolver) engine.Engine {
				return pdr.New(pdr.Options{NewSolver: ns})
			}},
			engine.SlicedMember{Weight: 1, Preempt: true, New: func(ns smt.NewSolver) engine.Engine {
				return bmc.New(bmc.Options{NewSolver: ns})
			}})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}, z3.NewSolver, 20*time.Second)
	for name, st := range got {
		if st == chc.Unknown {
			t.Errorf("%s: unknown, want an answer", name)
		}
	}
}

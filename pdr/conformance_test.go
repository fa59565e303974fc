package pdr_test

import (
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/z3"
)

func TestConformance(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return pdr.New(pdr.Options{NewSolver: z3.NewSolver})
	}, z3.NewSolver, 20*time.Second)
	// PDR must decide every fixture, safe or unsafe.
	for name, st := range got {
		if st == chc.Unknown {
			t.Errorf("%s: unknown, want an answer", name)
		}
	}
}

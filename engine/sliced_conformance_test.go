package engine_test

import (
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/z3"
)

// TestSlicedConformance: the default engine, PDR and BMC taking turns,
// built as horn solve builds it, decides every conformance fixture correctly, with validated
// witnesses.
func TestSlicedConformance(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return engine.Default(engine.Config{NewSolver: z3.NewSolver})
	}, z3.NewSolver, 20*time.Second)
	for name, st := range got {
		if st == chc.Unknown {
			t.Errorf("%s: unknown, want an answer", name)
		}
	}
}

package ufo_test

import (
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/ufo"
	"github.com/horn-chc/horn/z3"
)

// The conformance suite with every DAG interpolant checked and every
// answer validated by the driver; unknown (non-linear fixtures, arrays,
// bit-vectors) is skipped. MaxDepth keeps the hopeless fixtures short.
func TestConformance(t *testing.T) {
	for _, boolean := range []bool{false, true} {
		name := "cartesian"
		if boolean {
			name = "boolean"
		}
		t.Run(name, func(t *testing.T) {
			got := enginetest.Run(t, func() engine.Engine {
				return ufo.New(ufo.Options{NewSolver: z3.NewSolver, MaxDepth: 40, Boolean: boolean, CheckInterpolants: true})
			}, z3.NewSolver, 20*time.Second)
			for n, st := range got {
				t.Logf("%s: %s", n, st)
			}
		})
	}
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

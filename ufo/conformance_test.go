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
// bit-vectors) is skipped, but every linear fixture over Int, Real and
// Bool must be answered, with Cartesian and with Boolean abstraction. The
// hybrid variant must answer the unsafe ones. MaxDepth keeps the
// hopeless fixtures short.
func TestConformance(t *testing.T) {
	unsafe := []string{"counter-unsafe.smt2", "nested-unsafe.smt2", "mutual-unsafe.smt2",
		"real-unsafe.smt2", "bool-unsafe.smt2", "fact-query-unsafe.smt2"}
	safe := []string{"real-safe.smt2", "counter-safe.smt2", "counter-unbounded-safe.smt2",
		"bool-safe.smt2", "mutual-safe.smt2", "nested-safe.smt2"}
	for _, v := range []struct {
		name string
		opt  ufo.Options
	}{{"cartesian", ufo.Options{}}, {"boolean", ufo.Options{Boolean: true}}, {"hybrid", ufo.Options{Hybrid: true}}} {
		t.Run(v.name, func(t *testing.T) {
			got := enginetest.Run(t, func() engine.Engine {
				o := v.opt
				o.NewSolver, o.MaxDepth, o.CheckInterpolants = z3.NewSolver, 40, true
				return ufo.New(o)
			}, z3.NewSolver, 20*time.Second)
			want(t, got, chc.Unsat, unsafe...)
			if !v.opt.Hybrid {
				want(t, got, chc.Sat, safe...)
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

package satbmc_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/satbmc"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// TestConformance runs the fixtures: the bit-vector and Bool ones are
// decided (every answer validated by the driver), the others are unknown.
func TestConformance(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return satbmc.New(satbmc.Options{MaxDepth: 30})
	}, z3.NewSolver, 30*time.Second)
	for _, name := range []string{"bv-wrap-unsafe.smt2", "bv-signed-overflow-unsafe.smt2"} {
		if got[name] != chc.Unsat {
			t.Errorf("%s: got %s, want unsat", name, got[name])
		}
	}
	for _, name := range []string{"counter-unsafe.smt2", "real-safe.smt2", "array-unsafe.smt2", "bool-unsafe.smt2"} {
		if got[name] != chc.Unknown {
			t.Errorf("%s: got %s, want unknown (not a bit-vector system)", name, got[name])
		}
	}
}

// TestNotBitVector: an integer system is refused with the reason.
func TestNotBitVector(t *testing.T) {
	s, err := smtlib2.ParseFile("../testdata/engines/counter-unsafe.smt2")
	if err != nil {
		t.Fatal(err)
	}
	r, err := satbmc.New(satbmc.Options{}).Solve(context.Background(), s)
	if err != nil || r.Status != chc.Unknown || !strings.Contains(r.Reason, "not a bit-vector system") {
		t.Fatalf("got %s %q %v", r.Status, r.Reason, err)
	}
}

// TestBoundedSafe: an 8-bit counter that stops at 100 closes the unrolling
// at depth 101; the model enumerates its 101 reachable values and the
// driver validates it.
func TestBoundedSafe(t *testing.T) {
	st := enginetest.Solve(t, "../testdata/engines/bv-bounded-safe.smt2", satbmc.New(satbmc.Options{}), z3.NewSolver, 20*time.Second)
	if st != chc.Sat {
		t.Fatalf("got %s, want sat", st)
	}
}

// TestTooManyPoints: past MaxPoints reachable states the closed unrolling
// answers unknown rather than an approximate model.
func TestTooManyPoints(t *testing.T) {
	s, err := smtlib2.ParseFile("../testdata/engines/bv-bounded-safe.smt2")
	if err != nil {
		t.Fatal(err)
	}
	r, err := satbmc.New(satbmc.Options{MaxPoints: 50}).Solve(context.Background(), s)
	if err != nil || r.Status != chc.Unknown || !strings.Contains(r.Reason, "MaxPoints") {
		t.Fatalf("got %s %q %v", r.Status, r.Reason, err)
	}
}

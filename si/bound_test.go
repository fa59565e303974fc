package si_test

import (
	"context"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/si"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

func solve(t *testing.T, e *si.Engine, name string) engine.Result {
	t.Helper()
	s, err := smtlib2.Parse(name, mustRead(t, name))
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestRecursionBound: bool-unsafe's only derivations of false go through
// the loop predicate six times. Under a fixed bound of 3 both engines stop
// with a bound reason; under 6, and with the growing bound, they refute.
func TestRecursionBound(t *testing.T) {
	for _, mode := range []si.Mode{si.OverRef, si.UnderWiden} {
		r := solve(t, si.New(mode, si.Options{NewSolver: z3.NewSolver, RecursionBound: 3}), "bool-unsafe.smt2")
		if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.Bound {
			t.Errorf("mode %d, bound 3: got %s (%s), want unknown for the bound", mode, r.Status, r.Reason)
		}
		for _, b := range []int{6, 0} {
			r := solve(t, si.New(mode, si.Options{NewSolver: z3.NewSolver, RecursionBound: b}), "bool-unsafe.smt2")
			if r.Status != chc.Unsat {
				t.Errorf("mode %d, bound %d: got %s (%s), want unsat", mode, b, r.Status, r.Reason)
			}
		}
	}
}

// TestHoudiniAnswers: on tree-nonlin-safe Houdini's summary is a model,
// so both engines answer sat without a prover; without Houdini they
// cannot.
func TestHoudiniAnswers(t *testing.T) {
	const name = "tree-nonlin-safe.smt2"
	if enginetest.Expected(mustRead(t, name)) != chc.Sat {
		t.Fatal("fixture changed")
	}
	for _, mode := range []si.Mode{si.OverRef, si.UnderWiden} {
		r := solve(t, si.New(mode, si.Options{NewSolver: z3.NewSolver}), name)
		if r.Status != chc.Sat || r.Stats.Count("si houdini complete") != 1 {
			t.Errorf("mode %d: got %s (%s), want sat from Houdini", mode, r.Status, r.Reason)
		}
		r = solve(t, si.New(mode, si.Options{NewSolver: z3.NewSolver, NoHoudini: true, RecursionBound: 4}), name)
		if r.Status == chc.Sat {
			t.Errorf("mode %d: sat without summaries or prover", mode)
		}
	}
}

// TestSafeUnderSummaries: on counter-unbounded-safe (x stays even) the
// summary 0 ≤ x is no model, but four inlinings under it refute x = 7:
// without a prover the engines say so and answer unknown; with PDR as the
// prover (as registered) they answer sat with PDR's validated model.
func TestSafeUnderSummaries(t *testing.T) {
	const name = "counter-unbounded-safe.smt2"
	for _, mode := range []si.Mode{si.OverRef, si.UnderWiden} {
		r := solve(t, si.New(mode, si.Options{NewSolver: z3.NewSolver}), name)
		if r.Status != chc.Unknown || !strings.Contains(r.Reason, "no prover") {
			t.Errorf("mode %d without a prover: got %s (%s)", mode, r.Status, r.Reason)
		}
	}
	for _, eng := range []string{"si", "uw"} {
		e, err := engine.New(eng, engine.Config{NewSolver: z3.NewSolver})
		if err != nil {
			t.Fatal(err)
		}
		s, err := smtlib2.Parse(name, mustRead(t, name))
		if err != nil {
			t.Fatal(err)
		}
		r, err := engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != chc.Sat || r.Stats.Count("si safe under summaries") != 1 {
			t.Errorf("%s: got %s (%s), want sat through the prover", eng, r.Status, r.Reason)
		}
	}
}

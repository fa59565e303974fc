package engine_test

import (
	"context"
	"errors"
	"os"
	"testing"

	"horn/chc"
	"horn/engine"
	"horn/pdr"
	"horn/preprocess"
	"horn/smt"
	"horn/smtlib2"
	"horn/z3"
)

// brokenModels is a pass that keeps the system but cannot map models back,
// as when quantifier elimination gives up.
type brokenModels struct{}

func (brokenModels) Name() string { return "broken-models" }

func (brokenModels) Apply(_ context.Context, s *chc.System) (*chc.System, preprocess.BackMap, error) {
	return s, brokenBack{}, nil
}

type brokenBack struct{}

func (brokenBack) Model(context.Context, chc.Model, smt.NewSolver) (chc.Model, error) {
	return nil, errors.New("too many projections")
}

func (brokenBack) Derivation(_ context.Context, d *chc.Derivation, _ smt.NewSolver) (*chc.Derivation, error) {
	return d, nil
}

func readFixture(t *testing.T, name string) *chc.System {
	t.Helper()
	src, err := os.ReadFile("../testdata/engines/" + name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := smtlib2.Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestPreprocessedFallback: a model that does not map back is not printed;
// the system is solved again after the fallback pipeline, and that answer
// validates against the input.
func TestPreprocessedFallback(t *testing.T) {
	s := readFixture(t, "mutual-safe.smt2")
	e := &engine.Preprocessed{
		Inner:     pdr.New(pdr.Options{NewSolver: z3.NewSolver}),
		Pipeline:  preprocess.Pipeline{Passes: []preprocess.Pass{preprocess.Inline{}, brokenModels{}}},
		NewSolver: z3.NewSolver,
	}
	r, err := engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("got %s (%s), %v; want a validated sat", r.Status, r.Reason, err)
	}
	if n := r.Stats.Count("preprocess model fallbacks"); n != 1 {
		t.Fatalf("%d fallbacks, want 1", n)
	}
	// A fallback whose models do not map back either gives unknown, never
	// an unwitnessed sat.
	e.Fallback = preprocess.Pipeline{Passes: []preprocess.Pass{brokenModels{}}}
	r, err = engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil || r.Status != chc.Unknown {
		t.Fatalf("got %s, %v; want unknown", r.Status, err)
	}
}

// TestPreprocessedUnsat: derivations of the preprocessed system come back
// as derivations of the input.
func TestPreprocessedUnsat(t *testing.T) {
	for _, name := range []string{"mutual-unsafe.smt2", "nested-unsafe.smt2", "fib-unsafe.smt2"} {
		s := readFixture(t, name)
		e := &engine.Preprocessed{Inner: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver}
		r, err := engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
		if err != nil || r.Status != chc.Unsat {
			t.Fatalf("%s: got %s (%s), %v; want a validated unsat", name, r.Status, r.Reason, err)
		}
	}
}

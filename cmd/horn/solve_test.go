package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// TestSizeModelValidates: a model that applies a datatype's size
// function (size-pdr's, of the fixture from ringen's prop_25) is
// validated in Z3 contexts of their own, not in contexts reused from the
// run's pool: in a reused context Z3 4.8.12's unfolding of the size
// function depended on what the context had seen, and the validation
// hung in one of two or three runs. Five runs, each sat.
func TestSizeModelValidates(t *testing.T) {
	needZ3(t)
	path := filepath.Join("testdata", "adt", "prop_25.smt2")
	for i := 0; i < 5; i++ {
		out, errs, code := horn(t, "", "solve", "--timeout", "120s", path)
		if code != exitOK || firstLine(out) != "sat" {
			t.Fatalf("run %d: exit %d, %q; want sat\n%s", i, code, firstLine(out), errs)
		}
	}
}

// TestSizeModelMinimizedValidates: with -m the printed model of the
// prop_25 fixture (size-pdr's, minimized) is validated within the work
// bound: Z3 4.8.12 did not end a check of the minimized model in a scope
// of the shared solver, and horn solve -m hung; bounded, that check gives
// way to a solver of its own, or the model is printed less minimized.
// The answer is sat and the printed model validates. --timeout and the
// check's context keep the test from hanging on a loaded machine.
func TestSizeModelMinimizedValidates(t *testing.T) {
	needZ3(t)
	path := filepath.Join("testdata", "adt", "prop_25.smt2")
	out, errs, code := horn(t, "", "solve", "-m", "--timeout", "180s", path)
	if code != exitOK || firstLine(out) != "sat" {
		t.Fatalf("exit %d, %q; want sat\n%s", code, firstLine(out), errs)
	}
	s, err := smtlib2.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, model, _ := strings.Cut(out, "\n")
	m, err := smtlib2.ParseModel("printed", []byte(model), s)
	if err != nil {
		t.Fatalf("the printed model does not read back: %v\n%s", err, model)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 3*time.Minute)
	defer cancel()
	if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
		t.Fatalf("the printed model does not validate: %v\n%s", err, model)
	}
}

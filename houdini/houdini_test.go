package houdini_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// twoCounters counts x and y up together from 0; the query asks for
// x ≠ y or x < 0. Houdini's argument ordering (x ≤ y, y ≤ x) and bound
// (0 ≤ x) candidates are inductive and prove it.
const twoCounters = `(set-logic HORN)
(declare-fun inv (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (inv x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (inv x y) (= x1 (+ x 1)) (= y1 (+ y 1))) (inv x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (or (not (= x y)) (< x 0))) false)))
`

func parse(t *testing.T, name string, src []byte) *chc.System {
	t.Helper()
	s, err := smtlib2.Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// withoutQueries is s without its query clauses: the system every Houdini
// result must be a model of.
func withoutQueries(s *chc.System) *chc.System {
	out := *s
	out.Clauses = nil
	for _, c := range s.Clauses {
		if !c.IsQuery() {
			out.Clauses = append(out.Clauses, c)
		}
	}
	return &out
}

func TestComplete(t *testing.T) {
	ctx := context.Background()
	s := parse(t, "two-counters", []byte(twoCounters))
	r, err := houdini.Infer(ctx, s, houdini.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Complete {
		t.Fatalf("not complete: %v", r.Model)
	}
	if err := witness.CheckModel(ctx, s, r.Model, z3.NewSolver); err != nil {
		t.Fatalf("the complete summary is not a model: %v", err)
	}
	if r.Kept == 0 || r.Kept >= r.Candidates {
		t.Fatalf("kept %d of %d candidates", r.Kept, r.Candidates)
	}
}

// TestInductive: on every fixture of the conformance suite the summary is
// a model of the clauses without their queries (inductive), and Complete
// only when it is a model of all of them.
func TestInductive(t *testing.T) {
	ctx := context.Background()
	files, err := filepath.Glob(filepath.Join(enginetest.Dir(), "*.smt2"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	complete := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		s := parse(t, file, src)
		r, err := houdini.Infer(ctx, s, houdini.Options{NewSolver: z3.NewSolver})
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if err := witness.CheckModel(ctx, withoutQueries(s), r.Model, z3.NewSolver); err != nil {
			t.Errorf("%s: summary not inductive: %v", filepath.Base(file), err)
		}
		if r.Complete {
			complete++
			if enginetest.Expected(src) == chc.Unsat {
				t.Errorf("%s: complete on an unsafe system", filepath.Base(file))
			}
			if err := witness.CheckModel(ctx, s, r.Model, z3.NewSolver); err != nil {
				t.Errorf("%s: complete, but not a model: %v", filepath.Base(file), err)
			}
		}
	}
	t.Logf("complete on %d of %d fixtures", complete, len(files))
}

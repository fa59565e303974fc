package qarr_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/qarr"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// TestArrayLoops: each small array loop of testdata (initialise, copy,
// find, maximum, compare two arrays, a pass of bubble sort, and llreve's
// two selection sorts, which only the ground checks prove within 20 s)
// is proved with a quantified invariant: the engine answers sat with a
// model that has a quantifier, and Z3 finds the model inductive and
// implying the property (witness.CheckModel over the clauses as
// written, with the quantifiers). The first phase's checks are ground
// (houdini.Options.Instantiate).
func TestArrayLoops(t *testing.T) {
	files, err := filepath.Glob("testdata/*.smt2")
	if err != nil || len(files) < 7 {
		t.Fatalf("fixtures: %v %v", files, err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			s, err := smtlib2.Parse(file, src)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Second)
			defer cancel()
			r, err := (&qarr.Engine{NewSolver: z3.NewSolver}).Solve(ctx, s)
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != chc.Sat {
				t.Fatalf("status %v (%s), want sat", r.Status, r.Reason)
			}
			if !chc.ModelHasQuantifier(r.Model) {
				t.Fatalf("model without a quantifier: %v", r.Model)
			}
			if err := witness.CheckModel(ctx, s, r.Model, z3.NewSolver); err != nil {
				t.Fatalf("model does not validate: %v", err)
			}
			if r.Stats.Count("houdini ground checks") == 0 {
				t.Errorf("no ground checks")
			}
		})
	}
}

package qarr_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// TestCorpus: files of the shared lia-lin-arrays set whose reference
// answer is sat and whose invariant relates two heaps cell by cell
// (memccpy_1.array, strcmp) are proved by qarr
// alone (through the driver) with a quantified model that Z3 validates
// with its quantifiers against the clauses as written. Opt-in:
// HORN_BENCHMARKS.
func TestCorpus(t *testing.T) {
	for _, name := range []string{
		"llreve-bench__libc__memccpy_1.array_000.smt2",
		"llreve-bench__libc__strcmp_000.smt2",
	} {
		file := benchdata.Dir(t, "lia-lin-arrays", "LIA-Lin-Arrays", name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			s, err := smtlib2.Parse(file, src)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			// Through the driver, as horn solve -e qarr runs it: its
			// preprocessing first, and its validation of the model
			// against the clauses as written.
			eng, err := engine.New("qarr", engine.Config{NewSolver: z3.NewSolver})
			if err != nil {
				t.Fatal(err)
			}
			r, err := engine.Solve(ctx, s, engine.Options{Engine: eng, NewSolver: z3.NewSolver})
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != chc.Sat {
				t.Fatalf("%s (%s), want sat (the reference answer)", r.Status, r.Reason)
			}
			if !chc.ModelHasQuantifier(r.Model) || r.Stats.Count("quantified models") != 1 {
				t.Errorf("model without a quantifier: %v", r.Model)
			}
			if err := witness.CheckModel(ctx, s, r.Model, z3.NewSolver); err != nil {
				t.Fatalf("model does not validate: %v", err)
			}
		})
	}
}

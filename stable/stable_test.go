package stable_test

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/stable"
	"github.com/horn-chc/horn/z3"
)

// TestFixedWitness: after auto's race, the witness is the fixed engine's
// — the same model as PDR alone prints after sat, the same derivation
// as BMC alone after unsat — and the statistics say so; without a race
// (an engine alone) nothing is re-derived.
func TestFixedWitness(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		file, fixed string
		want        chc.Status
	}{
		{"../examples/counter.smt2", "pdr", chc.Sat},
		{"../examples/unsafe.smt2", "bmc", chc.Unsat},
	} {
		s, _ := enginetest.Load(t, tc.file)
		r, err := stable.Solve(ctx, s, engine.Options{NewSolver: z3.NewSolver})
		if err != nil || r.Status != tc.want {
			t.Fatalf("%s: %s (%s), %v; want %s", tc.file, r.Status, r.Reason, err, tc.want)
		}
		if r.Stats.Count("witness by "+tc.fixed) != 1 {
			t.Fatalf("%s: witness by %s %d, want 1 (counts %v)", tc.file, tc.fixed, r.Stats.Count("witness by "+tc.fixed), r.Stats.Counts())
		}
		e, err := engine.New(tc.fixed, engine.Config{NewSolver: z3.NewSolver})
		if err != nil {
			t.Fatal(err)
		}
		alone, err := stable.Solve(ctx, s, engine.Options{NewSolver: z3.NewSolver, Engine: e})
		if err != nil || alone.Status != tc.want {
			t.Fatalf("%s -e %s: %s, %v", tc.file, tc.fixed, alone.Status, err)
		}
		if n := alone.Stats.Count("witness by " + tc.fixed); n != 0 {
			t.Errorf("%s -e %s: re-derived without a race", tc.file, tc.fixed)
		}
		switch tc.want {
		case chc.Sat:
			for _, p := range s.Preds {
				if got, want := r.Model[p].Body.String(), alone.Model[p].Body.String(); got != want {
					t.Errorf("%s: %s is %s after the race, %s by pdr alone", tc.file, p.Name, got, want)
				}
			}
		case chc.Unsat:
			if got, want := len(r.Derivation.Nodes()), len(alone.Derivation.Nodes()); got != want {
				t.Errorf("%s: derivation of %d nodes after the race, %d by bmc alone", tc.file, got, want)
			}
		}
	}
}

package engine_test

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// TestBitsHoudini: Houdini over the bits proves enginetest.TwoPhases safe with a
// model that validates, and on its unsafe variant gives up instead of
// answering; auto decides both.
func TestBitsHoudini(t *testing.T) {
	for _, c := range []struct {
		name  string
		query string
		want  chc.Status
	}{
		{"safe", "(not (= x1 x2))", chc.Sat},
		{"unsafe", "(= x1 x2)", chc.Unsat},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := smtlib2.Parse("two-phases.smt2", enginetest.TwoPhases(c.query))
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			e, err := engine.New("bits-houdini", engine.Config{NewSolver: z3.NewSolver})
			if err != nil {
				t.Fatal(err)
			}
			r, err := e.Solve(ctx, s)
			if err != nil {
				t.Fatal(err)
			}
			wantHoudini := c.want
			if c.want == chc.Unsat {
				wantHoudini = chc.Unknown // Houdini only proves
			}
			if r.Status != wantHoudini {
				t.Fatalf("bits-houdini: %s (%s), want %s", r.Status, r.Reason, wantHoudini)
			}
			if r.Status == chc.Sat {
				if err := witness.CheckAnswer(ctx, s, r, z3.NewSolver); err != nil {
					t.Fatalf("bits-houdini's model fails: %v", err)
				}
			}
			a, err := engine.Solve(ctx, s, engine.Options{NewSolver: z3.NewSolver})
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != c.want {
				t.Fatalf("auto: %s (%s), want %s", a.Status, a.Reason, c.want)
			}
		})
	}
}

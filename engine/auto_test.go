package engine_test

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/z3"
)

// TestAutoLinearRunsKInduction: on a linear system that only k-induction
// decides within the depth bound, auto classifies it linear, its kind
// member answers, and the answer validates. The bound, not the clock,
// keeps the other members from answering: pdr stops at level MaxDepth
// and bmc after MaxDepth steps (real-safe.smt2 needs more PDR levels,
// and is safe, so BMC never answers), while its property is 1-inductive
// (kind's k = 0); counter-unsafe.smt2's counterexample has MaxDepth
// steps, one more than bmc unrolls, and pdr reaches no answer by that
// level. Houdini, the portfolio's third member, is not bounded by depth
// and proves real-safe.smt2 by itself, so it is replaced by a member that
// gives up at once (TestAutoHoudini checks it).
func TestAutoLinearRunsKInduction(t *testing.T) {
	for _, tc := range []struct {
		file  string
		depth int
		want  chc.Status
	}{
		{"real-safe.smt2", 1, chc.Sat},
		{"counter-unsafe.smt2", 4, chc.Unsat},
	} {
		s := readFixture(t, tc.file)
		if k := engine.Classof(s); k != engine.ClassLinear {
			t.Fatalf("%s: class %s, want %s", tc.file, k, engine.ClassLinear)
		}
		auto, ok := engine.Default(engine.Config{NewSolver: z3.NewSolver, MaxDepth: tc.depth}).(*engine.Auto)
		if !ok {
			t.Fatal("the default engine is not auto")
		}
		members := auto.Members(engine.ClassLinear)
		for i, m := range members {
			if m.New(z3.NewSolver).Name() == "houdini" {
				members[i].New = func(smt.NewSolver) engine.Engine {
					return &fake{name: "houdini", result: engine.Result{Status: chc.Unknown, Reason: "gave up"}}
				}
			}
		}
		eng, err := engine.NewSliced(z3.NewSolver, members...)
		if err != nil {
			t.Fatal(err)
		}
		r, err := engine.Solve(context.Background(), s, engine.Options{Engine: eng, NewSolver: z3.NewSolver})
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if r.Status != tc.want {
			t.Fatalf("%s: %s (%s), want %s", tc.file, r.Status, r.Reason, tc.want)
		}
		if r.Stats.Count("winner kind") != 1 || r.Stats.Count("validations") != 1 {
			t.Errorf("%s: winner kind %d, validations %d; want 1 and 1", tc.file,
				r.Stats.Count("winner kind"), r.Stats.Count("validations"))
		}
	}
}

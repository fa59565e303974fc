package engine

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// TestKindOrBMC: the linear portfolio's helper runs kind on a system with
// a transition-system view and falls back to bmc on one with arrays,
// which kind would give up on; either way the answer is right and the
// helper is named after the engine that ran.
func TestKindOrBMC(t *testing.T) {
	a := &Auto{c: Config{NewSolver: z3.NewSolver}}
	for file, want := range map[string]string{"counter-unsafe.smt2": "kind", "array-unsafe.smt2": "bmc"} {
		s, err := smtlib2.ParseFile("../testdata/engines/" + file)
		if err != nil {
			t.Fatal(err)
		}
		var helper Engine
		for _, m := range a.linear() {
			if m.New == nil {
				continue
			}
			if e, ok := m.New(z3.NewSolver).(*kindOrBMC); ok {
				helper = e
			}
		}
		if helper == nil {
			t.Fatal("the linear portfolio has no kindOrBMC member")
		}
		r, err := helper.Solve(context.Background(), s)
		if err != nil || r.Status != chc.Unsat {
			t.Fatalf("%s: %s (%s), %v; want unsat", file, r.Status, r.Reason, err)
		}
		if helper.Name() != want {
			t.Errorf("%s: the helper ran as %s, want %s", file, helper.Name(), want)
		}
	}
}

package engine

import (
	"github.com/horn-chc/horn/strategy"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// TestKindOrBMC: the linear strategy's helper runs kind on a system with
// a transition-system view and falls back to bmc (its Else) on one with
// arrays, which kind gives up on; either way the answer is right and the
// helper is named after the engine that ran.
func TestKindOrBMC(t *testing.T) {
	for file, want := range map[string]string{"counter-unsafe.smt2": "kind", "array-unsafe.smt2": "bmc"} {
		s, err := smtlib2.ParseFile("../testdata/engines/" + file)
		if err != nil {
			t.Fatal(err)
		}
		r, name := runMember(t, strategy.ClassLinear, "kind", s)
		if r.Status != chc.Unsat {
			t.Fatalf("%s: %s (%s); want unsat", file, r.Status, r.Reason)
		}
		if name != want {
			t.Errorf("%s: the helper ran as %s, want %s", file, name, want)
		}
	}
}

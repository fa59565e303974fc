package engine

import (
	"context"
	"github.com/horn-chc/horn/strategy"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
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

// TestNonLinearHoudiniUnguarded: the non-linear class's Houdini runs
// without the guarded equalities (strategy.Entry.Unguarded;
// docs/strategy.md, nonlinear: houdini). On the fixture LIA-154 its
// summary is the model with them and without, and with them Houdini made
// half as many checks again, each dearer (1.8 s of CPU against 0.2 s).
func TestNonLinearHoudiniUnguarded(t *testing.T) {
	const file = "../testdata/strategy/chc-comp24-LIA-154.smt2"
	given, err := smtlib2.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	pre, err := preprocess.Default().Run(context.Background(), given) // as the driver hands it to auto
	if err != nil {
		t.Fatal(err)
	}
	s := pre.System
	want := chc.Unsat
	if headers(t, file)["expect"] == "sat" {
		want = chc.Sat
	}
	var entry strategy.Entry
	for _, e := range strategy.For(strategy.ClassNonLinear) {
		if e.Engine == "houdini" {
			entry = e
		}
	}
	if !entry.Unguarded {
		t.Fatalf("the nonlinear class's houdini entry %+v has the guards", entry)
	}
	checks := func(e strategy.Entry) int64 {
		e.Budget = 0 // counted in checks, not in time
		r, err := Config{}.houdini(z3.NewSolver, e, nil, false).Solve(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != want {
			t.Fatalf("unguarded %v: %s (%s), want %s", e.Unguarded, r.Status, r.Reason, want)
		}
		return r.Stats.Count("houdini queries")
	}
	unguarded, guarded := checks(entry), checks(strategy.Entry{})
	if unguarded >= guarded {
		t.Errorf("houdini checks: %d unguarded, %d with the guards; want fewer unguarded", unguarded, guarded)
	}
	t.Logf("houdini checks: %d unguarded, %d with the guards", unguarded, guarded)
}

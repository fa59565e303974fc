package ufo_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/ufo"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// parse reads a system from SMT-LIB text.
func parse(t *testing.T, name, src string) *chc.System {
	t.Helper()
	s, err := smtlib2.Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// solve runs ufo directly (no driver, no preprocessing) and checks its
// witness with the witness package.
func solve(t *testing.T, ctx context.Context, s *chc.System, o ufo.Options) result.Result {
	t.Helper()
	o.NewSolver, o.CheckInterpolants = z3.NewSolver, true
	r, err := ufo.New(o).Solve(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	switch r.Status {
	case chc.Sat:
		if err := witness.CheckModel(context.Background(), s, r.Model, z3.NewSolver); err != nil {
			t.Fatalf("sat with a wrong model: %v", err)
		}
	case chc.Unsat:
		if err := witness.CheckDerivation(context.Background(), s, r.Derivation); err != nil {
			t.Fatalf("unsat with a wrong derivation: %v", err)
		}
	}
	return r
}

// Two predicates, one loop each, and Reals: the loop of q needs the
// predicate its refinement finds (y ≤ x after the handover), and the
// unsafe twin needs a counterexample through both loops.
const twoLoops = `(set-logic HORN)
(declare-fun p (Real Real) Bool)
(declare-fun q (Real Real) Bool)
(assert (forall ((x Real) (y Real)) (=> (and (= x 0.0) (= y 0.0)) (p x y))))
(assert (forall ((x Real) (y Real) (x1 Real)) (=> (and (p x y) (< x 3.0) (= x1 (+ x 1.0))) (p x1 y))))
(assert (forall ((x Real) (y Real)) (=> (and (p x y) (>= x 3.0)) (q x y))))
(assert (forall ((x Real) (y Real) (y1 Real)) (=> (and (q x y) (< y x) (= y1 (+ y 0.5))) (q x y1))))
(assert (forall ((x Real) (y Real)) (=> (and (q x y) (> y BOUND)) false)))
`

func TestTwoLoops(t *testing.T) {
	for _, c := range []struct {
		bound string
		want  chc.Status
	}{{"x", chc.Sat}, {"3.0", chc.Sat}, {"2.5", chc.Unsat}} {
		for _, boolean := range []bool{false, true} {
			s := parse(t, "two-loops", strings.ReplaceAll(twoLoops, "BOUND", c.bound))
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			r := solve(t, ctx, s, ufo.Options{Boolean: boolean})
			cancel()
			if r.Status != c.want {
				t.Errorf("bound %s, boolean %v: %s (%s), want %s", c.bound, boolean, r.Status, r.Reason, c.want)
			}
			if r.Status == chc.Sat && r.Stats.Count("ufo refinements") == 0 && c.bound != "x" {
				t.Errorf("bound %s: sat without a refinement", c.bound)
			}
		}
	}
}

// A non-linear system is not handled: unknown, "gave up", with the reason.
func TestNonLinearGivesUp(t *testing.T) {
	s := parse(t, "nonlin", `(set-logic HORN)
(declare-fun p (Int) Bool)
(assert (forall ((x Int)) (=> (= x 1) (p x))))
(assert (forall ((x Int) (y Int) (z Int)) (=> (and (p x) (p y) (= z (+ x y))) (p z))))
(assert (forall ((x Int)) (=> (and (p x) (< x 0)) false)))
`)
	r := solve(t, context.Background(), s, ufo.Options{})
	if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.GaveUp || !strings.Contains(r.Reason, "linear") {
		t.Fatalf("%s (%s), want unknown, gave up on a non-linear clause", r.Status, r.Reason)
	}
}

// deep is unsafe only after a million steps: no unrolling that ufo can
// afford reaches the error, and no labelling excludes it.
const deep = `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (= y (+ x 1))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 1000000)) false)))
`

// MaxDepth bounds the ARG's layers: unknown, "bound".
func TestMaxDepth(t *testing.T) {
	r := solve(t, context.Background(), parse(t, "deep", deep), ufo.Options{MaxDepth: 5})
	if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.Bound {
		t.Fatalf("%s (%s), want unknown, bound", r.Status, r.Reason)
	}
}

// A done context stops the engine promptly with unknown.
func TestContext(t *testing.T) {
	s := parse(t, "deep", deep)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := solve(t, ctx, s, ufo.Options{})
	if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.Interrupted {
		t.Fatalf("cancelled: %s (%s), want unknown, interrupted", r.Status, r.Reason)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	r = solve(t, ctx, s, ufo.Options{})
	if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.Timeout {
		t.Fatalf("timed out: %s (%s), want unknown, timeout", r.Status, r.Reason)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("took %v after a 300ms deadline", d)
	}
}

// Small files from the shared benchmarks (when present), solved through the
// driver, which validates every witness against the file's system, and
// compared with the expectation of reference.csv.
func TestSharedBenchmarks(t *testing.T) {
	files := map[string]chc.Status{
		"small/extra-small-lia__dillig02_m.smt2":                                                          chc.Sat,
		"small/extra-small-lia__const_mod_1.smt2":                                                         chc.Sat,
		"small/extra-small-lia__menlo_park_term_simpl_2.smt2":                                             chc.Sat,
		"lra/chc-comp25-LRA-Lin__vmt-chc-benchmarks__cav12__kbfiltr_simpl2.cil_000.smt2":                  chc.Unsat,
		"lra/chc-comp25-LRA-Lin__sally-chc-benchmarks__approximate_agreement__approx_hybrid.6.c_000.smt2": chc.Unsat,
	}
	for name, want := range files {
		file := benchdata.Dir(t, name)
		t.Run(filepath.Base(name), func(t *testing.T) {
			got := enginetest.Solve(t, file, ufo.New(ufo.Options{NewSolver: z3.NewSolver, CheckInterpolants: true}), z3.NewSolver, 30*time.Second)
			if got != want {
				t.Errorf("%s, want %s", got, want)
			}
		})
	}
	_ = engine.Run // the driver is what enginetest.Solve runs
}

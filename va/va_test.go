package va_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/va"
	"github.com/horn-chc/horn/z3"
)

// vaPDR is the engine as registered, without preprocessing around it
// (Run), so that the abstraction sees every argument.
func vaPDR() engine.Engine {
	return va.New("va-pdr", va.Options{NewSolver: z3.NewSolver, Inner: func() engine.Engine {
		return pdr.New(pdr.Options{NewSolver: z3.NewSolver})
	}})
}

func parse(t *testing.T, src string) *chc.System {
	t.Helper()
	s, err := smtlib2.Parse("test.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Four arguments a, b, c, d change beside x and y without bearing on
// the query, which mentions x only; x grows by y, which stays 0 (safe)
// or 1 (unsafe: x reaches 3).
const (
	safeSrc = `(set-logic HORN)
(declare-fun inv (Int Int Int Int Int Int) Bool)
(assert (forall ((x Int) (y Int) (a Int) (b Int) (c Int) (d Int))
  (=> (and (= x 0) (= y 0) (= a 0) (= b 1) (= c 2) (= d 3)) (inv x y a b c d))))
(assert (forall ((x Int) (y Int) (a Int) (b Int) (c Int) (d Int))
  (=> (inv x y a b c d) (inv (+ x y) y (+ a 1) (+ b a) (- c 1) (+ d c)))))
(assert (forall ((x Int) (y Int) (a Int) (b Int) (c Int) (d Int))
  (=> (and (inv x y a b c d) (< x 0)) false)))
(check-sat)
`
	unsafeSrc = `(set-logic HORN)
(declare-fun inv (Int Int Int Int Int Int) Bool)
(assert (forall ((x Int) (y Int) (a Int) (b Int) (c Int) (d Int))
  (=> (and (= x 0) (= y 1) (= a 0) (= b 1) (= c 2) (= d 3)) (inv x y a b c d))))
(assert (forall ((x Int) (y Int) (a Int) (b Int) (c Int) (d Int))
  (=> (inv x y a b c d) (inv (+ x y) y (+ a 1) (+ b a) (- c 1) (+ d c)))))
(assert (forall ((x Int) (y Int) (a Int) (b Int) (c Int) (d Int))
  (=> (and (inv x y a b c d) (>= x 3)) false)))
(check-sat)
`
	// Only x matters and the query says so: the first abstraction,
	// one position of three, is already safe.
	fewSrc = `(set-logic HORN)
(declare-fun inv (Int Int Int) Bool)
(assert (forall ((x Int) (y Int) (z Int)) (=> (and (= x 0) (> z 5)) (inv x y z))))
(assert (forall ((x Int) (y Int) (z Int)) (=> (and (inv x y z) (< x 10)) (inv (+ x 1) (+ y z) (- z y)))))
(assert (forall ((x Int) (y Int) (z Int)) (=> (and (inv x y z) (> x 10)) false)))
(check-sat)
`
)

// TestRefinesToTheNeededArgument: tracking x alone (what the query
// mentions), the abstraction has a spurious counterexample (y is free);
// hierarchical refinement adds exactly y, not the four bystanders, and
// the second round proves safety, its model validated on the original.
func TestRefinesToTheNeededArgument(t *testing.T) {
	s := parse(t, safeSrc)
	r, err := engine.Run(context.Background(), vaPDR(), s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Sat {
		t.Fatalf("%s (%s), want sat", r.Status, r.Reason)
	}
	if got := r.Stats.Count("va rounds"); got != 2 {
		t.Errorf("%d rounds, want 2 (one refinement)", got)
	}
	if got := r.Stats.Count("va tracked"); got != 2 {
		t.Errorf("%d positions tracked at the end, want 2 (x and y)", got)
	}
	// One check of the whole unrolling, then at most about 2 log2(5)
	// for the five candidates: never one per candidate and more.
	if got := r.Stats.Count("va feasibility checks"); got < 2 || got > 7 {
		t.Errorf("%d feasibility checks, want 2 to 7", got)
	}
}

// TestUnsafeAfterRefinement: the first abstraction's counterexample (x
// jumps to 3) is spurious; after refinement the counterexample is real
// and answered with a derivation of the original system, validated.
func TestUnsafeAfterRefinement(t *testing.T) {
	s := parse(t, unsafeSrc)
	r, err := engine.Run(context.Background(), vaPDR(), s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Unsat {
		t.Fatalf("%s (%s), want unsat", r.Status, r.Reason)
	}
	if r.Stats.Count("va rounds") < 2 {
		t.Errorf("%d rounds, want a refinement first", r.Stats.Count("va rounds"))
	}
	if r.Stats.Count("va tracked") >= 6 {
		t.Errorf("%d positions tracked, want fewer than all 6", r.Stats.Count("va tracked"))
	}
	if r.Derivation.Depth() < 4 {
		t.Errorf("derivation of depth %d, want at least 4 (x reaches 3 by steps of 1)", r.Derivation.Depth())
	}
}

// TestProvesWithFewArguments: safety shown in one round with one of the
// three positions tracked.
func TestProvesWithFewArguments(t *testing.T) {
	s := parse(t, fewSrc)
	r, err := engine.Run(context.Background(), vaPDR(), s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Sat {
		t.Fatalf("%s (%s), want sat", r.Status, r.Reason)
	}
	if r.Stats.Count("va rounds") != 1 || r.Stats.Count("va tracked") != 1 {
		t.Errorf("%d rounds, %d tracked; want 1 and 1", r.Stats.Count("va rounds"), r.Stats.Count("va tracked"))
	}
}

// TestConformance: va-pdr and va-auto as registered, under the driver's
// validation, on every fixture: no wrong answer, and every fixture
// decided.
func TestConformance(t *testing.T) {
	for _, name := range []string{"va-pdr", "va-auto"} {
		t.Run(name, func(t *testing.T) {
			got := enginetest.Run(t, func() engine.Engine {
				e, err := engine.New(name, engine.Config{NewSolver: z3.NewSolver})
				if err != nil {
					t.Fatal(err)
				}
				return e
			}, z3.NewSolver, 10*time.Second)
			for file, st := range got {
				if st == chc.Unknown {
					t.Errorf("%s: unknown", file)
				}
			}
		})
	}
}

// TestStopsOnCancel: a done context stops the loop with unknown.
func TestStopsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := vaPDR().Solve(ctx, parse(t, safeSrc))
	if err != nil || r.Status != chc.Unknown {
		t.Fatalf("%s, %v; want unknown", r.Status, err)
	}
}

// TestRefinementChecksLogarithmic: with x, y and n bystander arguments
// (each counting up on its own), the spurious counterexample needs y
// alone; Alg. 2 finds it with a number of feasibility checks that grows
// with log n, far below one per candidate.
func TestRefinementChecksLogarithmic(t *testing.T) {
	const n = 30
	var b strings.Builder
	decl, vars, init, next := "", "", "", ""
	for i := range n {
		decl += " Int"
		vars += fmt.Sprintf(" (a%d Int)", i)
		init += fmt.Sprintf(" (= a%d %d)", i, i)
		next += fmt.Sprintf(" (+ a%d %d)", i, i+1)
	}
	args := "x y"
	for i := range n {
		args += fmt.Sprintf(" a%d", i)
	}
	fmt.Fprintf(&b, "(set-logic HORN)\n(declare-fun inv (Int Int%s) Bool)\n", decl)
	fmt.Fprintf(&b, "(assert (forall ((x Int) (y Int)%s) (=> (and (= x 0) (= y 0)%s) (inv %s))))\n", vars, init, args)
	fmt.Fprintf(&b, "(assert (forall ((x Int) (y Int)%s) (=> (inv %s) (inv (+ x y) y%s))))\n", vars, args, next)
	fmt.Fprintf(&b, "(assert (forall ((x Int) (y Int)%s) (=> (and (inv %s) (< x 0)) false)))\n(check-sat)\n", vars, args)
	r, err := engine.Run(context.Background(), vaPDR(), parse(t, b.String()), engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Sat {
		t.Fatalf("%s (%s), want sat", r.Status, r.Reason)
	}
	checks := r.Stats.Count("va feasibility checks")
	t.Logf("%d feasibility checks for %d candidates", checks, n+1)
	if r.Stats.Count("va tracked") != 2 || checks > 15 {
		t.Errorf("%d tracked with %d checks; want 2 (x, y) with at most 15 (2 log2 31 + 5)", r.Stats.Count("va tracked"), checks)
	}
}

// wholeSrc's query compares two whole atoms of inv: every argument
// shares a variable with its constraint, so the queries' positions are
// all three, though safety needs x alone (a and b change without
// bearing on it).
const wholeSrc = `(set-logic HORN)
(declare-fun inv (Int Int Int) Bool)
(assert (forall ((x Int) (a Int) (b Int)) (=> (= x 0) (inv x a b))))
(assert (forall ((x Int) (a Int) (b Int)) (=> (and (inv x a b) (< x 10)) (inv (+ x 1) (+ a b) (- b 1)))))
(assert (forall ((x Int) (a Int) (b Int) (y Int) (c Int) (d Int))
  (=> (and (inv x a b) (inv y c d) (> x 10) (= a c) (= b d)) false)))
(check-sat)
`

// TestTrackNone: from no tracked position, refinement adds x alone and
// proves safety, where the default first abstraction tracks all three
// positions of the query's atoms.
func TestTrackNone(t *testing.T) {
	s := parse(t, wholeSrc)
	run := func(none bool) engine.Result {
		e := va.New("va-pdr", va.Options{NewSolver: z3.NewSolver, TrackNone: none, Inner: func() engine.Engine {
			return pdr.New(pdr.Options{NewSolver: z3.NewSolver})
		}})
		r, err := engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != chc.Sat {
			t.Fatalf("TrackNone %v: %s (%s), want sat", none, r.Status, r.Reason)
		}
		return r
	}
	if got := run(false).Stats.Count("va tracked"); got != 3 {
		t.Errorf("default: %d positions tracked, want 3 (the query's)", got)
	}
	r := run(true)
	if got := r.Stats.Count("va tracked"); got != 1 {
		t.Errorf("TrackNone: %d positions tracked, want 1 (x)", got)
	}
	if got := r.Stats.Count("va rounds"); got < 2 {
		t.Errorf("TrackNone: %d rounds, want a refinement first", got)
	}
}

package sim_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/sim"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// fibSystem is fibonacci(n) called on a constant, in the shape the
// preprocessed translation of a recursive C function has: an entry
// predicate for the calls' arguments, a summary whose clause has three
// body atoms, and arguments that are terms (n - 1, n - 2). Every value is
// determined, so there are n + 2 entry and n + 2 summary facts.
func fibSystem(n, want int) string {
	return fmt.Sprintf(`(set-logic HORN)
(declare-fun entry (Int) Bool)
(declare-fun sum (Int Int) Bool)
(assert (forall ((h Int)) (=> (= h %d) (entry h))))
(assert (forall ((r Int)) (=> (and (sum %d r) (not (= r %d))) false)))
(assert (forall ((n Int) (h Int)) (=> (and (entry n) (not (< n 1)) (not (= n 1)) (= h (+ n (- 1)))) (entry h))))
(assert (forall ((n Int) (r Int) (h Int)) (=> (and (entry n) (sum (+ n (- 1)) r) (not (< n 1)) (not (= n 1)) (= h (+ n (- 2)))) (entry h))))
(assert (forall ((n Int) (h Int)) (=> (and (entry n) (or (< n 1) (= n 1)) (= h (ite (< n 1) 0 1))) (sum n h))))
(assert (forall ((n Int) (a Int) (b Int) (h Int))
  (=> (and (sum (+ n (- 2)) b) (entry n) (sum (+ n (- 1)) a) (= h (+ a b)) (not (< n 1)) (not (= n 1))) (sum n h))))
`, n, n, want)
}

// TestJoinCompletes: a clause whose body atoms have more combinations of
// facts than are fired blindly is fired on those that agree on their
// arguments only, so the search stays complete and proves the system with
// its facts as the model; with the wrong value it finds the
// counterexample.
func TestJoinCompletes(t *testing.T) {
	s := parse(t, fibSystem(20, 6765))
	r := solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver}), s)
	if r.Status != chc.Sat {
		t.Fatalf("got %s (%s), want sat", r.Status, r.Reason)
	}
	if err := witness.CheckModel(context.Background(), s, r.Model, z3.NewSolver); err != nil {
		t.Fatalf("model does not check: %v", err)
	}
	if n := r.Stats.Count("sim facts"); n != 42 {
		t.Errorf("%d facts, want 42 (entry and summary for 0..20)", n)
	}
	if r.Stats.Count("sim joins") == 0 {
		t.Error("no join: the test no longer exercises it")
	}

	s = parse(t, fibSystem(20, 6764))
	r = solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver}), s)
	if r.Status != chc.Unsat {
		t.Fatalf("got %s (%s), want unsat", r.Status, r.Reason)
	}
	if err := witness.CheckDerivation(context.Background(), s, r.Derivation); err != nil {
		t.Fatalf("derivation does not check: %v", err)
	}
}

package tsys_test

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/tsys"
	"github.com/horn-chc/horn/z3"
)

// TestIMCChecksInterpolants: with CheckInterpolants every interpolant IMC
// uses is verified (A ⇒ I, I ∧ B unsatisfiable, shared vocabulary), on a
// system of two predicates whose bad states have no successor (the case
// where B must not ask for transitions after the bad state); the model is
// validated by the driver.
func TestIMCChecksInterpolants(t *testing.T) {
	s := parse(t, `(set-logic HORN)
(declare-fun up (Int Int) Bool)
(declare-fun done (Int Int) Bool)
(assert (forall ((x Int) (n Int)) (=> (and (= x 0) (>= n 0) (<= n 5)) (up x n))))
(assert (forall ((x Int) (n Int) (y Int)) (=> (and (up x n) (< x n) (= y (+ x 1))) (up y n))))
(assert (forall ((x Int) (n Int)) (=> (and (up x n) (>= x n)) (done x n))))
(assert (forall ((x Int) (n Int)) (=> (and (done x n) (> x 5)) false)))
`)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	e := tsys.NewIMC(tsys.Options{NewSolver: z3.NewSolver, CheckInterpolants: true})
	r, err := engine.Run(ctx, e, s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("got %s (%s), %v; want sat", r.Status, r.Reason, err)
	}
	if n, c := r.Stats.Count("imc interpolants"), r.Stats.Count("imc interpolants checked"); n == 0 || c != n {
		t.Errorf("%d interpolants, %d checked; want all checked", n, c)
	}
}

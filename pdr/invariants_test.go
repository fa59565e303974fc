package pdr_test

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// TestInvariants: invariants given as Options.Invariants become lemmas at
// level inf, and a sufficient set of them makes the model at once.
func TestInvariants(t *testing.T) {
	s, err := smtlib2.Parse("two-counters", []byte(`(set-logic HORN)
(declare-fun inv (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (inv x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (inv x y) (= x1 (+ x 1)) (= y1 (+ y 1))) (inv x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (or (not (= x y)) (< x 0))) false)))
`))
	if err != nil {
		t.Fatal(err)
	}
	f := s.Terms
	p := s.Preds[0]
	a, b := f.Var("a", chc.IntSort), f.Var("b", chc.IntSort)
	inv := chc.Model{p: {Params: []*chc.Term{a, b}, Body: f.And(f.Le(a, b), f.Le(b, a), f.Le(f.Int(0), a))}}
	e := pdr.New(pdr.Options{NewSolver: z3.NewSolver, Invariants: inv})
	r, err := engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Sat {
		t.Fatalf("got %s (%s), want sat", r.Status, r.Reason)
	}
	if n := r.Stats.Count("pdr invariant lemmas"); n != 3 {
		t.Fatalf("%d invariant lemmas, want 3", n)
	}
	if lv := r.Stats.Count("pdr level"); lv > 1 {
		t.Fatalf("reached level %d; the invariants close the proof at once", lv)
	}
}

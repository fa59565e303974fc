package witness_test

import (
	"context"
	"errors"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// passOn is a clause of a program's system that passes x on unchanged
// and increments y, between two locations.
const passOn = `(set-logic HORN)
(declare-fun p ((_ BitVec 8) (_ BitVec 8)) Bool)
(declare-fun q ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8)) (z (_ BitVec 8)))
  (=> (and (p x y) (= z (bvadd y #x01))) (q x z))))
`

// noSolver is a NewSolver that fails: a check that needs a solver fails
// with it.
func noSolver(*chc.Factory) (smt.Solver, error) { return nil, errors.New("no solver here") }

// TestHeadConjunctsAsserted: a head conjunct that the clause asserts
// already (the same term, instantiated the same way, in a body atom's
// interpretation) needs no solver, and a clause whose head keeps none is
// valid without one. The conjuncts left are still checked: a model
// whose head says more than the body gives (y + 1 >= 2 breaks at y =
// 255) is rejected, naming the clause.
func TestHeadConjunctsAsserted(t *testing.T) {
	s, err := smtlib2.Parse("pass.smt2", []byte(passOn))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	good, err := smtlib2.ParseModel("good", []byte(`
(define-fun p ((a (_ BitVec 8)) (b (_ BitVec 8))) Bool (and (bvule a #x0f) (bvuge b #x01)))
(define-fun q ((a (_ BitVec 8)) (b (_ BitVec 8))) Bool (bvule a #x0f))`), s)
	if err != nil {
		t.Fatal(err)
	}
	if err := witness.CheckModel(ctx, s, good, noSolver); err != nil {
		t.Errorf("a head that the body asserts needed the solver: %v", err)
	}
	bad, err := smtlib2.ParseModel("bad", []byte(`
(define-fun p ((a (_ BitVec 8)) (b (_ BitVec 8))) Bool (and (bvule a #x0f) (bvuge b #x01)))
(define-fun q ((a (_ BitVec 8)) (b (_ BitVec 8))) Bool (and (bvule a #x0f) (bvuge b #x02)))`), s)
	if err != nil {
		t.Fatal(err)
	}
	err = witness.CheckModel(ctx, s, bad, z3.NewSolver)
	var v *witness.Violation
	if !errors.As(err, &v) || v.Clause != s.Clauses[0] {
		t.Errorf("the model that breaks at an overflow: got %v, want a violation of the clause", err)
	}
	if err := witness.CheckModel(ctx, s, bad, noSolver); err == nil {
		t.Error("the model that breaks was accepted without a solver")
	}
}

// TestMinimizeReuses: predicates with the same interpretation, of which
// the queries need the same conjuncts, are minimized once (MinimizeStats.Reused), with the same result, and the
// second costs no check; the model stays valid.
func TestMinimizeReuses(t *testing.T) {
	src := `(set-logic HORN)
(declare-fun p (Int Int) Bool)
(declare-fun q (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (p x y))))
(assert (forall ((x Int) (y Int)) (=> (p x y) (q x y))))
(assert (forall ((x Int) (y Int)) (=> (q x y) (p (+ x 1) (+ y 3)))))
(assert (forall ((x Int) (y Int)) (=> (and (q x y) (not (= y (* 3 x)))) false)))
(assert (forall ((x Int) (y Int)) (=> (and (p x y) (not (= y (* 3 x)))) false)))
`
	body := `(and (>= x 0) (or (not (= y 1)) (= x 3)) (>= y 0) (= (* 3 x) y) (or (not (= y 2)) (= x 5)))`
	s, err := smtlib2.Parse("two.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m, err := smtlib2.ParseModel("m", []byte(`(define-fun p ((x Int) (y Int)) Bool `+body+`)
(define-fun q ((x Int) (y Int)) Bool `+body+`)`), s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
		t.Fatal(err)
	}
	got, st, err := witness.Minimize(ctx, s, m, z3.NewSolver, witness.MinimizeBudget{})
	if err != nil {
		t.Fatal(err)
	}
	p, q := s.Preds[0], s.Preds[1]
	if st.Reused != 1 || got[p].Body != got[q].Body || st.After >= st.Before {
		t.Errorf("stats %+v; p %s, q %s; want q reusing p's minimization, smaller", st, got[p].Body, got[q].Body)
	}
	one := chc.Model{p: m[p], q: chc.Interp{Params: m[q].Params, Body: s.Terms.True()}}
	_, st1, err := witness.Minimize(ctx, s, one, z3.NewSolver, witness.MinimizeBudget{})
	if err != nil {
		t.Fatal(err)
	}
	if st.Checks > st1.Checks+1 { // the second query's core is a check of its own
		t.Errorf("%d checks for two equal interpretations, %d for one", st.Checks, st1.Checks)
	}
	if err := witness.CheckModel(ctx, s, got, z3.NewSolver); err != nil {
		t.Error(err)
	}
}

package witness_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// bitsUnknown answers unknown to every check with a bit-vector term
// asserted, as Z3 does when bit-blasting a clause runs past the time
// given: only a check without bit-vectors is decided.
type bitsUnknown struct {
	smt.Solver
	bits bool
}

func (s *bitsUnknown) Assert(ts ...*chc.Term) error {
	for _, t := range ts {
		chc.Walk(t, func(u *chc.Term) bool {
			s.bits = s.bits || u.Sort().IsBitVec()
			return !s.bits
		})
	}
	return s.Solver.Assert(ts...)
}

func (s *bitsUnknown) Check(ctx context.Context, as ...*chc.Term) (smt.Result, error) {
	if s.bits {
		return smt.Unknown, nil
	}
	return s.Solver.Check(ctx, as...)
}

func (s *bitsUnknown) Reason() string { return "test: bit-vectors asserted" }

func bitsUnknownSolvers(f *chc.Factory) (smt.Solver, error) {
	sol, err := z3.NewSolver(f)
	if err != nil {
		return nil, err
	}
	return &bitsUnknown{Solver: sol}, nil
}

// TestCheckModelByIntegers: with a solver that decides nothing over
// bit-vectors, a broken bit-vector model is still rejected naming the
// clause, through the clauses' exact integer reading (its counterexample
// evaluated on the bits); a valid one is not validated through the
// reading, which only pre-screens: it stays undecided rather than
// passing, as does a clause without such a reading (a product of two
// variables).
func TestCheckModelByIntegers(t *testing.T) {
	const sys = `(set-logic HORN)
(declare-fun inv ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((i (_ BitVec 8)) (s (_ BitVec 8))) (=> (and (= i #x00) (= s #x00)) (inv i s))))
(assert (forall ((i (_ BitVec 8)) (s (_ BitVec 8)) (j (_ BitVec 8)) (t (_ BitVec 8)))
  (=> (and (inv i s) (bvslt i #x64) (= j (bvadd i #x01)) (= t (bvadd s #x02))) (inv j t))))
(assert (forall ((i (_ BitVec 8)) (s (_ BitVec 8))) (=> (and (inv i s) (not (= s (bvadd i i)))) false)))
`
	s, err := smtlib2.Parse("sum.smt2", []byte(sys))
	if err != nil {
		t.Fatal(err)
	}
	model := func(body string) chc.Model {
		t.Helper()
		m, err := smtlib2.ParseModel("model", []byte("(define-fun inv ((i (_ BitVec 8)) (s (_ BitVec 8))) Bool "+body+")"), s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	ctx := context.Background()
	good := model("(and (bvsle #x00 i) (bvsle i #x64) (= ((_ zero_extend 2) s) (bvmul #b0000000010 ((_ zero_extend 2) i))))")
	if err := witness.CheckModel(ctx, s, good, z3.NewSolver); err != nil {
		t.Fatalf("the model fails on the bits: %v", err)
	}
	if err := witness.CheckModel(ctx, s, good, bitsUnknownSolvers); err == nil {
		t.Fatal("the model was validated through the integers alone, the bits undecided")
	}
	// An engine's own screening (ScreenModel) trusts the exact reading.
	if err := witness.ScreenModel(ctx, s, good, bitsUnknownSolvers); err != nil {
		t.Fatalf("ScreenModel: the model is not accepted through its integer reading: %v", err)
	}
	bad := model("(and (bvsle #x00 i) (bvsle i #x64) (= s (bvadd i i i)))")
	// The step clause alone: the others, valid, stay undecided here.
	step := *s
	step.Clauses = s.Clauses[1:2]
	err = witness.CheckModel(ctx, &step, bad, bitsUnknownSolvers)
	var v *witness.Violation
	if !errors.As(err, &v) || v.Clause != s.Clauses[1] || !strings.Contains(err.Error(), "violates") {
		t.Fatalf("a broken model: %v, want a violation of %s", err, s.Describe(s.Clauses[1]))
	}
	opaque := model("(and (bvsle #x00 i) (bvsle i #x64) (= (bvmul s s) (bvmul (bvadd i i) (bvadd i i))) (= s (bvadd i i)))")
	if err := witness.CheckModel(ctx, s, opaque, bitsUnknownSolvers); err == nil {
		t.Fatal("a model without an integer reading passed where the bits are undecided")
	}
	for _, m := range []chc.Model{bad, opaque} {
		if err := witness.ScreenModel(ctx, s, m, bitsUnknownSolvers); err == nil {
			t.Errorf("ScreenModel accepted %v where the reading cannot show it valid", m)
		}
	}
}

package witness_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// unsignedStep is an unsigned counter's x += step modulo 2^32, as the C
// front end encodes it: the head's argument is a mod term.
const unsignedStep = `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (n Int)) (=> (and (inv x) (not (= n 0))) (inv (mod (+ x 2) 4294967296)))))
(assert (forall ((x Int)) (=> (and (inv x) (not (= 0 (mod x 2)))) false)))
`

// TestCheckModelModArguments: a model whose interpretation takes an
// argument mod 2 where the clause's argument is itself a mod term (Z3
// 4.8 diverged on (mod (mod (+ x 2) 4294967296) 2)) is decided, both
// ways: the even invariant is valid, mod 4 = 0 is not inductive and
// x mod 2 = 1 breaks the initial clause.
func TestCheckModelModArguments(t *testing.T) {
	s, err := smtlib2.Parse("step.smt2", []byte(unsignedStep))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		model string
		valid bool
	}{
		{"(define-fun inv ((x Int)) Bool (and (<= 0 x) (= (mod x 2) 0)))", true},
		{"(define-fun inv ((x Int)) Bool (and (not (<= x (- 1))) (not (<= 1 (mod x 2)))))", true},
		{"(define-fun inv ((x Int)) Bool (and (<= 0 x) (<= x 4294967295) (= (mod x 4) 0)))", false},
		{"(define-fun inv ((x Int)) Bool (= (mod x 2) 1))", false},
	} {
		m, err := smtlib2.ParseModel("m", []byte(tc.model), s)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
		err = witness.CheckModel(ctx, s, m, z3.NewSolver)
		cancel()
		if tc.valid && err != nil {
			t.Errorf("%s: %v", tc.model, err)
		}
		if !tc.valid {
			var v *witness.Violation
			if !errors.As(err, &v) {
				t.Errorf("%s: want a violation, got %v", tc.model, err)
			}
		}
	}
}

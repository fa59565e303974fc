package witness_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// pointsModel is a model of inv as the points (k, s(k)) for k in ks.
func pointsModel(sort string, ks []int, s func(k int) string, lit func(v string) string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "(define-fun inv ((x %s) (s %s)) Bool (or", sort, sort)
	for _, k := range ks {
		fmt.Fprintf(&b, " (and (= x %s) (= s %s))", lit(fmt.Sprint(k)), lit(s(k)))
	}
	b.WriteString(" (and (= x 0) (= x 1))))") // an empty point, for the sort Int only
	return b.String()
}

func upTo(n int, skip int) []int {
	var ks []int
	for k := 0; k <= n; k++ {
		if k != skip {
			ks = append(ks, k)
		}
	}
	return ks
}

// TestCheckModelPoints: a model that is the reachable states of a bounded
// loop, point by point (as sim returns), is checked at each point by
// evaluation; 2001 points against 2001 took Z3 over 30 s as one formula.
// A point left out, or one of the wrong value, is a violation all the
// same, found by the solver once evaluation finds a point whose successor
// is not in the model.
func TestCheckModelPoints(t *testing.T) {
	const sys = `(set-logic HORN)
(declare-fun inv (Int Int) Bool)
(assert (forall ((x Int) (s Int)) (=> (and (= x 0) (= s 0)) (inv x s))))
(assert (forall ((x Int) (s Int) (h Int) (g Int))
  (=> (and (inv h g) (< h BOUND) (= h (- x 1)) (= g (- s h))) (inv x s))))
(assert (forall ((x Int) (s Int)) (=> (and (inv x s) (< s 0)) false)))
`
	tri := func(k int) string { return fmt.Sprint(k * (k - 1) / 2) }
	id := func(v string) string { return v }
	check := func(n int, ks []int, val func(int) string) error {
		s, err := smtlib2.Parse("loop.smt2", []byte(strings.Replace(sys, "BOUND", fmt.Sprint(n), 1)))
		if err != nil {
			t.Fatal(err)
		}
		m, err := smtlib2.ParseModel("model", []byte(pointsModel("Int", ks, val, id)), s)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		return witness.CheckModel(ctx, s, m, z3.NewSolver)
	}
	if err := check(2000, upTo(2000, -1), tri); err != nil {
		t.Fatalf("the reachable states rejected: %v", err)
	}
	if err := check(40, upTo(40, 17), tri); err == nil || !strings.Contains(err.Error(), "violates") {
		t.Errorf("a point left out: got %v, want a violation", err)
	}
	wrong := func(k int) string {
		if k == 23 {
			return "1"
		}
		return tri(k)
	}
	if err := check(40, upTo(40, -1), wrong); err == nil || !strings.Contains(err.Error(), "violates") {
		t.Errorf("a point of the wrong value: got %v, want a violation", err)
	}
}

// TestCheckModelPointsBits: the same over 8-bit vectors, the step written
// backwards as Eldarica writes it (h = x - 1), the points mapped back
// through inlining (x - 1 = c): each is solved for its parameter modulo
// 2^8. With 255 steps the sum wraps; the model is its points all the
// same.
func TestCheckModelPointsBits(t *testing.T) {
	const sys = `(set-logic HORN)
(declare-fun inv ((_ BitVec 8) (_ BitVec 8)) Bool)
(declare-fun step ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8)) (s (_ BitVec 8))) (=> (and (= x #x00) (= s #x00)) (inv x s))))
(assert (forall ((x (_ BitVec 8)) (s (_ BitVec 8)) (h (_ BitVec 8)) (g (_ BitVec 8)))
  (=> (and (inv h g) (bvult h #x64) (= h (bvsub x #x01)) (= g (bvsub s (bvmul #x03 h)))) (step x s))))
(assert (forall ((x (_ BitVec 8)) (s (_ BitVec 8))) (=> (step x s) (inv x s))))
(assert (forall ((x (_ BitVec 8)) (s (_ BitVec 8))) (=> (and (inv x s) (bvugt x #x64)) false)))
`
	s, err := smtlib2.Parse("bits.smt2", []byte(sys))
	if err != nil {
		t.Fatal(err)
	}
	lit := func(v string) string { return "(_ bv" + v + " 8)" }
	val := func(k int) string { return fmt.Sprint((3 * k * (k - 1) / 2) % 256) }
	var inv, step strings.Builder
	inv.WriteString("(define-fun inv ((x (_ BitVec 8)) (s (_ BitVec 8))) Bool (or")
	step.WriteString("(define-fun step ((x (_ BitVec 8)) (s (_ BitVec 8))) Bool (or")
	for k := 0; k <= 100; k++ {
		fmt.Fprintf(&inv, " (and (= x %s) (= s %s))", lit(fmt.Sprint(k)), lit(val(k)))
		if k > 0 {
			fmt.Fprintf(&step, " (and (= %s (bvsub x #x01)) (= s %s))", lit(fmt.Sprint(k-1)), lit(val(k)))
		}
	}
	m, err := smtlib2.ParseModel("model", []byte(inv.String()+"))\n"+step.String()+"))\n"), s)
	if err != nil {
		t.Fatal(err)
	}
	if err := witness.CheckModel(context.Background(), s, m, z3.NewSolver); err != nil {
		t.Fatalf("the reachable states rejected: %v", err)
	}
	bad := strings.Replace(inv.String(), " (and (= x (_ bv50 8))", " (and (= x (_ bv51 8))", 1)
	m, err = smtlib2.ParseModel("model", []byte(bad+"))\n"+step.String()+"))\n"), s)
	if err != nil {
		t.Fatal(err)
	}
	if err := witness.CheckModel(context.Background(), s, m, z3.NewSolver); err == nil || !strings.Contains(err.Error(), "violates") {
		t.Errorf("a point moved: got %v, want a violation", err)
	}
}

// TestCheckModelPointsNonLinear: a clause with two body atoms whose
// interpretations are points is checked at each pair.
func TestCheckModelPointsNonLinear(t *testing.T) {
	const sys = `(set-logic HORN)
(declare-fun q (Int) Bool)
(declare-fun r (Int) Bool)
(assert (forall ((x Int)) (=> (and (>= x 0) (<= x 5)) (q x))))
(assert (forall ((x Int) (y Int) (z Int)) (=> (and (q x) (q y) (= z (+ x y))) (r z))))
(assert (forall ((z Int)) (=> (and (r z) (> z 10)) false)))
`
	s, err := smtlib2.Parse("nl.smt2", []byte(sys))
	if err != nil {
		t.Fatal(err)
	}
	model := func(skip int) chc.Model {
		var b strings.Builder
		b.WriteString("(define-fun q ((x Int)) Bool (or")
		for k := 0; k <= 5; k++ {
			fmt.Fprintf(&b, " (= x %d)", k)
		}
		b.WriteString("))\n(define-fun r ((z Int)) Bool (or")
		for k := 0; k <= 10; k++ {
			if k != skip {
				fmt.Fprintf(&b, " (= z %d)", k)
			}
		}
		b.WriteString("))\n")
		m, err := smtlib2.ParseModel("model", []byte(b.String()), s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	if err := witness.CheckModel(context.Background(), s, model(-1), z3.NewSolver); err != nil {
		t.Fatalf("valid model rejected: %v", err)
	}
	if err := witness.CheckModel(context.Background(), s, model(7), z3.NewSolver); err == nil || !strings.Contains(err.Error(), "violates") {
		t.Errorf("r without 7: got %v, want a violation", err)
	}
}

package preprocess_test

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// doubling is unsafe: A(1); B is the sum of two A's, C of two B's, D of two
// C's, and D(8) is an error. Its only derivation is a tree of 1+2+4+8+16
// clause instances with five distinct ones (the query, D(8), C(4), B(2),
// A(1)).
const doubling = `(set-logic HORN)
(declare-fun A (Int) Bool)
(declare-fun B (Int) Bool)
(declare-fun C (Int) Bool)
(declare-fun D (Int) Bool)
(assert (forall ((x Int)) (=> (= x 1) (A x))))
(assert (forall ((a Int) (b Int) (y Int)) (=> (and (A a) (A b) (= y (+ a b))) (B y))))
(assert (forall ((a Int) (b Int) (y Int)) (=> (and (B a) (B b) (= y (+ a b))) (C y))))
(assert (forall ((a Int) (b Int) (y Int)) (=> (and (C a) (C b) (= y (+ a b))) (D y))))
(assert (forall ((y Int)) (=> (and (D y) (= y 8)) false)))
`

// TestLiftSharesRepeatedHistory: inlining turns the system into one
// clause; lifting the one-node derivation back rebuilds the tree, and
// each distinct clause instance is one node, shared by its parents,
// whether each node is checked or not; both derivations validate.
func TestLiftSharesRepeatedHistory(t *testing.T) {
	s := parseString(t, doubling)
	out, back := applyOK(t, preprocess.Default(), s)
	if len(out.Preds) != 0 {
		t.Fatalf("default pipeline left %d predicates; the test wants all inlined", len(out.Preds))
	}
	r := solve(t, out, "bmc", 30*time.Second)
	if r.Status != chc.Unsat {
		t.Fatalf("bmc: %s, want unsat", r.Status)
	}
	for _, ctx := range []context.Context{context.Background(), preprocess.CheckEveryNode(context.Background())} {
		d, err := back.Derivation(ctx, r.Derivation, z3.NewSolver)
		if err != nil {
			t.Fatal(err)
		}
		if err := witness.CheckDerivation(ctx, s, d); err != nil {
			t.Fatalf("checked %v: invalid derivation: %v", preprocess.EveryNodeChecked(ctx), err)
		}
		if n := len(d.Nodes()); n != 5 {
			t.Errorf("checked %v: %d distinct nodes, want 5 (the tree has 31)", preprocess.EveryNodeChecked(ctx), n)
		}
	}
}

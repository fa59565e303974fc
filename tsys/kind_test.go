package tsys_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/tsys"
	"github.com/horn-chc/horn/z3"
)

// swap is safe with a property that is 2-inductive but not 1-inductive:
// a and b swap at every step, so a ≠ 2 holds of a state whose
// predecessor had b ≠ 2, which a ≠ 2 alone does not say.
// A step counter n keeps the states reachable within k steps from being
// closed, so the model is kInvariant's, not reachInvariant's.
const swap = `(set-logic HORN)
(declare-fun inv (Int Int Int) Bool)
(assert (forall ((a Int) (b Int) (n Int)) (=> (and (= a 0) (= b 1) (= n 0)) (inv a b n))))
(assert (forall ((a Int) (b Int) (c Int) (d Int) (n Int) (m Int)) (=> (and (inv a b n) (= c b) (= d a) (= m (+ n 1))) (inv c d m))))
(assert (forall ((a Int) (b Int) (n Int)) (=> (and (inv a b n) (= a 2)) false)))
`

// TestKInductiveModel: the step case holds at k = 2, and the model built
// from the 2-inductive property passes the driver's validation.
func TestKInductiveModel(t *testing.T) {
	s := parse(t, swap)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	e := tsys.NewKInduction(tsys.Options{NewSolver: z3.NewSolver})
	r, err := e.Solve(ctx, s)
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("got %s (%s), %v; want sat", r.Status, r.Reason, err)
	}
	if k := r.Stats.Count("kind k"); k != 1 {
		t.Errorf("the step case held at k+1 = %d, want 2", k+1)
	}
	if n := r.Stats.Count("kind reach invariants"); n != 0 {
		t.Errorf("%d reach invariants, want the backward one", n)
	}
	v, err := engine.Run(ctx, tsys.NewKInduction(tsys.Options{NewSolver: z3.NewSolver}), s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil || v.Status != chc.Sat {
		t.Fatalf("validated: got %s (%s), %v; want sat", v.Status, v.Reason, err)
	}
}

// TestKInductionDepthBound: a property no k-induction proves (the counter
// needs its parity) runs into MaxDepth and says so.
func TestKInductionDepthBound(t *testing.T) {
	r := solveFile(t, tsys.NewKInduction(tsys.Options{NewSolver: z3.NewSolver, MaxDepth: 5}), "../testdata/engines/counter-safe.smt2", 10*time.Second)
	if r.Status != chc.Unknown || !strings.HasPrefix(r.Reason, "bound") {
		t.Fatalf("got %s (%q), want unknown for the bound", r.Status, r.Reason)
	}
}

// TestCounterexampleDepth: the derivation of counter-unsafe (x goes 0, 2,
// 4, ... and the query asks for 10) has the query, five steps and the
// fact, and it is validated.
func TestCounterexampleDepth(t *testing.T) {
	for _, e := range []engine.Engine{
		tsys.NewKInduction(tsys.Options{NewSolver: z3.NewSolver}),
		tsys.NewIMC(tsys.Options{NewSolver: z3.NewSolver}),
	} {
		s := parse(t, `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (= y (+ x 2))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 10)) false)))
`)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		r, err := engine.Run(ctx, e, s, engine.Options{NewSolver: z3.NewSolver})
		cancel()
		if err != nil || r.Status != chc.Unsat {
			t.Fatalf("%s: got %s (%s), %v; want unsat", e.Name(), r.Status, r.Reason, err)
		}
		if d := r.Derivation.Depth(); d != 7 {
			t.Errorf("%s: derivation of depth %d, want 7", e.Name(), d)
		}
	}
}

// TestUnsupported: non-linear systems and arrays are left to other
// engines, with a reason.
func TestUnsupported(t *testing.T) {
	for file, why := range map[string]string{
		"../testdata/engines/fib-nonlin-safe.smt2": "not linear",
		"../testdata/engines/array-unsafe.smt2":    "sort",
	} {
		for _, e := range []engine.Engine{
			tsys.NewKInduction(tsys.Options{NewSolver: z3.NewSolver}),
			tsys.NewIMC(tsys.Options{NewSolver: z3.NewSolver}),
		} {
			r := solveFile(t, e, file, 5*time.Second)
			if r.Status != chc.Unknown || !strings.HasPrefix(r.Reason, "gave up") || !strings.Contains(r.Reason, why) {
				t.Errorf("%s on %s: got %s (%q), want unknown naming %q", e.Name(), file, r.Status, r.Reason, why)
			}
		}
	}
}

// protocol is a three-phase protocol in the shape of sally's oral
// messages: in phase 0 a commander sends its value c to a lieutenant (an
// arbitrary value when the commander is faulty, h false), in phase 1 the
// lieutenant relays it, adding m, which starts at 0, and phase 2
// stutters; the query says that an honest commander's value arrives. The
// step case needs m = 0, so it holds at k+1 = 3 only, where its first
// state has no predecessor in phase 0: the reachable states are all in
// F_0 ∨ F_1 ∨ F_2.
const protocol = `(set-logic HORN)
(declare-fun inv (Int Bool Real Real Real Real) Bool)
(assert (forall ((p Int) (h Bool) (c Real) (a Real) (b Real) (m Real))
  (=> (and (= p 0) (= a 0.0) (= b 0.0) (= m 0.0)) (inv p h c a b m))))
(assert (forall ((p Int) (h Bool) (c Real) (a Real) (b Real) (m Real) (q Int) (h2 Bool) (c2 Real) (a2 Real) (b2 Real) (m2 Real))
  (=> (and (inv p h c a b m) (= h2 h) (= c2 c) (= m2 m)
           (or (and (= p 0) (= q 1) (or (not h) (= a2 c)) (= b2 b))
               (and (= p 1) (= q 2) (= a2 a) (= b2 (+ a m)))
               (and (= p 2) (= q 2) (= a2 a) (= b2 b))))
      (inv q h2 c2 a2 b2 m2))))
(assert (forall ((p Int) (h Bool) (c Real) (a Real) (b Real) (m Real))
  (=> (and (inv p h c a b m) (= p 2) h (not (= b c))) false)))
`

// TestReachInvariant: every state of the protocol is reached within two
// steps, so the union of the first three images is closed under the
// transitions: kind's model is that union, and it is validated.
func TestReachInvariant(t *testing.T) {
	s := parse(t, protocol)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	r, err := engine.Run(ctx, tsys.NewKInduction(tsys.Options{NewSolver: z3.NewSolver}), s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("got %s (%s), %v; want sat", r.Status, r.Reason, err)
	}
	if n := r.Stats.Count("kind reach invariants"); n != 1 {
		t.Errorf("%d reach invariants, want 1", n)
	}
	if k := r.Stats.Count("kind k"); k != 2 {
		t.Errorf("the step case held at k+1 = %d, want 3", k+1)
	}
}

package tsys_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/tsys"
	"github.com/horn-chc/horn/z3"
)

// The conformance suite for TPA (its interpolants checked) and split TPA
// (not: nested-unsafe's 82 interpolants take 2 s of CPU unchecked); the
// timeouts are generous for loaded machines.
func TestConformanceTPA(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return tsys.NewTPA(tsys.Options{NewSolver: z3.NewSolver, MaxDepth: 64, CheckInterpolants: true})
	}, z3.NewSolver, 20*time.Second)
	want(t, got, chc.Unsat, "counter-unsafe.smt2", "nested-unsafe.smt2", "mutual-unsafe.smt2",
		"real-unsafe.smt2", "bool-unsafe.smt2", "fact-query-unsafe.smt2")
	want(t, got, chc.Sat, "counter-safe.smt2", "counter-unbounded-safe.smt2")
}

func TestConformanceSplitTPA(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return tsys.NewSplitTPA(tsys.Options{NewSolver: z3.NewSolver, MaxDepth: 64})
	}, z3.NewSolver, 20*time.Second)
	want(t, got, chc.Unsat, "counter-unsafe.smt2", "nested-unsafe.smt2", "mutual-unsafe.smt2",
		"real-unsafe.smt2", "bool-unsafe.smt2", "fact-query-unsafe.smt2")
	want(t, got, chc.Sat, "counter-safe.smt2", "counter-unbounded-safe.smt2")
}

// deepCounter is a counter from 0 by steps of one, unsafe when it reaches
// n: its only counterexample has n steps.
func deepCounter(n int) string {
	return fmt.Sprintf(`(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (= y (+ x 1))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x %d)) false)))
`, n)
}

// TestTPADeepCounterexample: a counterexample of 1500 steps, found by
// doubling (level 10: 2^11 ≥ 1500), written out step by step and
// validated by the driver.
func TestTPADeepCounterexample(t *testing.T) {
	for _, e := range []engine.Engine{
		tsys.NewTPA(tsys.Options{NewSolver: z3.NewSolver}),
		tsys.NewSplitTPA(tsys.Options{NewSolver: z3.NewSolver}),
	} {
		t.Run(e.Name(), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			r, err := engine.Run(ctx, e, parse(t, deepCounter(1500)), engine.Options{NewSolver: z3.NewSolver})
			if err != nil || r.Status != chc.Unsat {
				t.Fatalf("got %s (%s), %v; want unsat", r.Status, r.Reason, err)
			}
			if d := depth(r.Derivation.Root); d != 1502 {
				t.Errorf("derivation of %d nodes, want 1502 (fact, 1500 steps, query)", d)
			}
			if lv := r.Stats.Count(e.Name() + " level"); lv > 11 {
				t.Errorf("level %d, want at most 11 (doubling)", lv)
			}
		})
	}
}

func depth(n *chc.DerivNode) int {
	d := 0
	for ; n != nil; d++ {
		if len(n.Children) == 0 {
			return d + 1
		}
		n = n.Children[0]
	}
	return d
}

// TestNewEnginesRefuseWithReason: a non-linear system and one with an
// array argument are outside the view; each new engine says unknown and
// why, rather than fail or guess.
func TestNewEnginesRefuseWithReason(t *testing.T) {
	nonlinear := `(set-logic HORN)
(declare-fun p (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (p x))))
(assert (forall ((x Int) (y Int) (z Int)) (=> (and (p x) (p y) (= z (+ x y 1))) (p z))))
(assert (forall ((x Int)) (=> (and (p x) (< x 0)) false)))
`
	array := `(set-logic HORN)
(declare-fun p ((Array Int Int)) Bool)
(assert (forall ((a (Array Int Int))) (=> (= (select a 0) 0) (p a))))
(assert (forall ((a (Array Int Int))) (=> (and (p a) (< (select a 0) 0)) false)))
`
	for _, mk := range []func(tsys.Options) engine.Engine{
		func(o tsys.Options) engine.Engine { return tsys.NewTPA(o) },
		func(o tsys.Options) engine.Engine { return tsys.NewSplitTPA(o) },
		func(o tsys.Options) engine.Engine { return tsys.NewPDKind(o) },
	} {
		e := mk(tsys.Options{NewSolver: z3.NewSolver})
		for src, why := range map[string]string{nonlinear: "not linear", array: "Array"} {
			r := solveInline(t, e, src)
			if r.Status != chc.Unknown || !strings.Contains(r.Reason, why) {
				t.Errorf("%s: got %s (%q), want unknown naming %q", e.Name(), r.Status, r.Reason, why)
			}
		}
	}
}

func solveInline(t *testing.T, e engine.Engine, src string) engine.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r, err := engine.Run(ctx, e, parse(t, src), engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatalf("%s: %v", e.Name(), err)
	}
	return r
}

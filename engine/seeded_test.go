package engine_test

import (
	"context"
	"github.com/horn-chc/horn/strategy"
	"sync/atomic"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// treeSum is a non-linear system whose safety Houdini's summary shows:
// sums of non-negative values are non-negative (the candidate 0 <= x0 is
// inductive and excludes the query).
const treeSum = `(set-logic HORN)
(declare-fun leaf (Int) Bool)
(declare-fun sum (Int) Bool)
(assert (forall ((x Int)) (=> (and (<= 0 x) (<= x 5)) (leaf x))))
(assert (forall ((x Int)) (=> (leaf x) (sum x))))
(assert (forall ((x Int) (y Int) (z Int))
  (=> (and (sum x) (sum y) (= z (+ x y 1))) (sum z))))
(assert (forall ((x Int)) (=> (and (sum x) (< x 0)) false)))
`

// twice needs a lemma Houdini does not mine (2x <= y: neither a template,
// nor in the query, nor, as y grows by 2 or 3 per step, an affine
// equality): its summary only seeds PDR.
const twice = `(set-logic HORN)
(declare-fun p (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (p x y))))
(assert (forall ((x Int) (y Int) (u Int) (v Int) (x1 Int) (y1 Int))
  (=> (and (p x y) (p u v) (= x1 (+ x u 1)) (or (= y1 (+ y v 2)) (= y1 (+ y v 3)))) (p x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (p x y) (= x 5) (< y 10)) false)))
`

func parse(t *testing.T, name, src string) *chc.System {
	t.Helper()
	s, err := smtlib2.Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// hpdr is Houdini with PDR seeded by its summary as the follow-on
// prover, Houdini within budget of the process's CPU time.
func hpdr(budget time.Duration) *houdini.Engine {
	return &houdini.Engine{NewSolver: z3.NewSolver, Budget: budget, Clock: sched.ProcessCPU,
		Prover: func(summary chc.Model) result.Engine {
			return pdr.New(pdr.Options{NewSolver: z3.NewSolver, Invariants: summary})
		}}
}

// TestSeededPDRHoudiniModel: when Houdini's summary satisfies the queries
// it is the answer, validated by the driver, and PDR never runs.
func TestSeededPDRHoudiniModel(t *testing.T) {
	s := parse(t, "tree-sum", treeSum)
	e := hpdr(0)
	r, err := engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Sat {
		t.Fatalf("got %s (%s), want sat", r.Status, r.Reason)
	}
	if n := r.Stats.Count("houdini complete"); n != 1 {
		t.Fatalf("houdini complete = %d, want 1 (the summary is the model)", n)
	}
	if n := r.Stats.Count("pdr level"); n != 0 {
		t.Fatalf("pdr reached level %d; it should not run", n)
	}
}

// TestSeededPDRSeeds: a summary that does not exclude the queries seeds
// PDR, which finds the missing lemma.
func TestSeededPDRSeeds(t *testing.T) {
	s := parse(t, "twice", twice)
	e := hpdr(0)
	r, err := engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Sat {
		t.Fatalf("got %s (%s), want sat", r.Status, r.Reason)
	}
	if n := r.Stats.Count("houdini complete"); n != 0 {
		t.Fatalf("houdini complete = %d, want 0", n)
	}
	if n := r.Stats.Count("pdr invariant lemmas"); n == 0 {
		t.Fatal("no invariant lemmas: Houdini's summary (0 <= x, 0 <= y, x <= y) did not seed PDR")
	}
}

// TestSeededPDRTinyBudget: whether or not Houdini finishes within a budget
// of a nanosecond, the answer is right (an interrupted Houdini leaves a
// sound, weaker summary).
func TestSeededPDRTinyBudget(t *testing.T) {
	for _, c := range []struct{ name, src string }{{"tree-sum", treeSum}, {"twice", twice}} {
		s := parse(t, c.name, c.src)
		e := hpdr(1)
		r, err := engine.Run(context.Background(), e, s, engine.Options{NewSolver: z3.NewSolver})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != chc.Sat {
			t.Fatalf("%s: got %s (%s), want sat", c.name, r.Status, r.Reason)
		}
	}
}

// transfer is a linear system whose safety needs the affine equality
// c + d = a + b, which Houdini learns from its counterexamples' values
// (the loop moves one unit from d to c): with a, b ≤ 99 and d = 0, c is
// at most 198.
const transfer = `(set-logic HORN)
(declare-fun inv (Int Int Int Int) Bool)
(assert (forall ((a Int) (b Int) (c Int) (d Int))
  (=> (and (= c a) (= d b)) (inv a b c d))))
(assert (forall ((a Int) (b Int) (c Int) (d Int) (c2 Int) (d2 Int))
  (=> (and (inv a b c d) (> d 0) (= c2 (+ c 1)) (= d2 (- d 1))) (inv a b c2 d2))))
(assert (forall ((a Int) (b Int) (c Int) (d Int))
  (=> (and (inv a b c d) (<= a 99) (<= b 99) (= d 0) (>= c 200)) false)))
`

// TestAutoHoudini: auto's linear and non-linear portfolios each have a
// Houdini member that answers sat with its summary when the summary is
// the model; their other members (PDR, BMC, k-induction, which would
// race it) are replaced by ones that give up at once, so that the answer
// can only come from Houdini, validated by the driver against the system
// as given.
func TestAutoHoudini(t *testing.T) {
	for _, c := range autoCases {
		r := solveWithOnly(t, c.class, "houdini", c.parse(t))
		if r.Status != chc.Sat {
			t.Fatalf("%s: got %s (%s), want sat", c.name, r.Status, r.Reason)
		}
		if r.Stats.Count("winner houdini") != 1 || r.Stats.Count("houdini complete") != 1 {
			t.Fatalf("%s: not answered by Houdini's summary; stats: %v", c.name, r.Stats.Counts())
		}
	}
}

// autoCases are a non-linear and a linear system whose safety Houdini's
// summary shows, each with its class.
var autoCases = []autoCase{
	{"tree-sum", treeSum, strategy.ClassNonLinear},
	{"transfer", transfer, strategy.ClassLinear},
}

type autoCase struct {
	name, src string
	class     strategy.Class
}

// parse reads the system and checks its class.
func (c autoCase) parse(t *testing.T) *chc.System {
	t.Helper()
	s := parse(t, c.name, c.src)
	if k := strategy.Classof(s); k != c.class {
		t.Fatalf("%s: class %s, want %s", c.name, k, c.class)
	}
	return s
}

// TestAutoNonLinearSolver: auto's portfolio on a non-linear system makes
// its solvers with the spacer-arith profile (Config.Profiles), and on a
// linear one with Config.NewSolver only.
func TestAutoNonLinearSolver(t *testing.T) {
	for _, c := range autoCases {
		s := c.parse(t)
		var plain, nonLinear atomic.Int64
		count := func(n *atomic.Int64) smt.NewSolver {
			return func(f *chc.Factory) (smt.Solver, error) {
				n.Add(1)
				return z3.NewSolver(f)
			}
		}
		auto := engine.Default(engine.Config{NewSolver: count(&plain), Profiles: func(p string) smt.NewSolver {
			if p == "spacer-arith" {
				return count(&nonLinear)
			}
			return nil
		}})
		r, err := engine.Solve(context.Background(), s, engine.Options{NewSolver: z3.NewSolver, Engine: auto})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != chc.Sat {
			t.Fatalf("%s: got %s (%s), want sat", c.name, r.Status, r.Reason)
		}
		switch c.class {
		case strategy.ClassNonLinear:
			if nonLinear.Load() == 0 || plain.Load() != 0 {
				t.Errorf("%s: %d solvers from the profile and %d from NewSolver, want some and none", c.name, nonLinear.Load(), plain.Load())
			}
		default:
			if nonLinear.Load() != 0 || plain.Load() == 0 {
				t.Errorf("%s: %d solvers from the profile and %d from NewSolver, want none and some", c.name, nonLinear.Load(), plain.Load())
			}
		}
	}
}

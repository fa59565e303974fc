package sim_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sim"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

func TestConformance(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return sim.New(sim.Options{NewSolver: z3.NewSolver, Budget: 500 * time.Millisecond})
	}, z3.NewSolver, 8*time.Second)
	// Every counterexample of the fixtures is found by running forward.
	for _, name := range []string{"counter-unsafe.smt2", "nested-unsafe.smt2", "mc91-unsafe.smt2",
		"mutual-unsafe.smt2", "fib-unsafe.smt2", "real-unsafe.smt2", "array-unsafe.smt2",
		"fact-query-unsafe.smt2", "bool-unsafe.smt2", "bv-wrap-unsafe.smt2", "bv-signed-overflow-unsafe.smt2"} {
		if got[name] != chc.Unsat {
			t.Errorf("%s: got %s, want unsat", name, got[name])
		}
	}
}

func parse(t *testing.T, src string) *chc.System {
	t.Helper()
	s, err := smtlib2.Parse("test.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func solve(t *testing.T, e *sim.Engine, s *chc.System) result.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r, err := e.Solve(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// deep is a deterministic loop whose counterexample is 3001 steps deep,
// through mod and ite, as BMC would need 3001 unrollings to see.
const deep = `(set-logic HORN)
(declare-fun inv (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 7)) (inv x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (inv x y) (= x1 (+ x 1)) (= y1 (ite (>= y 4) (mod (+ y x) 5) (+ y 2)))) (inv x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (>= x 3000) (= y 1)) false)))
`

// TestDeepCounterexample: a counterexample thousands of steps deep is
// found by evaluation alone, without the solver, and validates.
func TestDeepCounterexample(t *testing.T) {
	s := parse(t, deep)
	r := solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver}), s)
	if r.Status != chc.Unsat {
		t.Fatalf("got %s (%s), want unsat", r.Status, r.Reason)
	}
	if err := witness.CheckDerivation(context.Background(), s, r.Derivation); err != nil {
		t.Fatalf("derivation does not check: %v", err)
	}
	if d := r.Derivation.Depth(); d < 3001 {
		t.Errorf("derivation depth %d, want at least 3001", d)
	}
	if q := r.Stats.Count("smt queries"); q != 0 {
		t.Errorf("%d solver queries, want none: every step is determined by evaluation", q)
	}
}

// TestHints: the initial value that leads to the error is one of many;
// the solver's first choice misses it, and the later rounds' random hints
// find it.
func TestHints(t *testing.T) {
	s := parse(t, `(set-logic HORN)
(declare-fun inv (Int Int) Bool)
(assert (forall ((x Int) (n Int)) (=> (and (>= n 0) (<= n 1000) (= x 0)) (inv x n))))
(assert (forall ((x Int) (n Int) (x1 Int)) (=> (and (inv x n) (< x n) (= x1 (+ x 1))) (inv x1 n))))
(assert (forall ((x Int) (n Int)) (=> (and (inv x n) (= x 6) (= n 6)) false)))
`)
	r := solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver, Seed: 1}), s)
	if r.Status != chc.Unsat {
		t.Fatalf("got %s (%s), want unsat", r.Status, r.Reason)
	}
	if err := witness.CheckDerivation(context.Background(), s, r.Derivation); err != nil {
		t.Fatalf("derivation does not check: %v", err)
	}
	if n := r.Stats.Count("sim rounds"); n < 1 {
		t.Errorf("found in the first round: the test means a later round's hints or enumeration to find it")
	}
}

// TestNonLinear: facts combine through a clause with two body atoms.
func TestNonLinear(t *testing.T) {
	s := parse(t, `(set-logic HORN)
(declare-fun fib (Int Int) Bool)
(assert (forall ((n Int) (r Int)) (=> (and (<= n 1) (>= n 0) (= r n)) (fib n r))))
(assert (forall ((n Int) (a Int) (b Int) (r Int))
  (=> (and (fib (- n 1) a) (fib (- n 2) b) (>= n 2) (= r (+ a b))) (fib n r))))
(assert (forall ((n Int) (r Int)) (=> (and (fib n r) (= r 21)) false)))
`)
	r := solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver, Seed: 1}), s)
	if r.Status != chc.Unsat {
		t.Fatalf("got %s (%s), want unsat", r.Status, r.Reason)
	}
	if err := witness.CheckDerivation(context.Background(), s, r.Derivation); err != nil {
		t.Fatalf("derivation does not check: %v", err)
	}
}

// TestComplete: a system whose facts are finitely many and determined
// gets them as its model, which validates; one with a choice does not.
func TestComplete(t *testing.T) {
	s := parse(t, `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (x1 Int)) (=> (and (inv x) (= x1 (mod (+ x 3) 10))) (inv x1))))
(assert (forall ((x Int)) (=> (and (inv x) (> x 9)) false)))
`)
	r := solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver}), s)
	if r.Status != chc.Sat {
		t.Fatalf("got %s (%s), want sat", r.Status, r.Reason)
	}
	if err := witness.CheckModel(context.Background(), s, r.Model, z3.NewSolver); err != nil {
		t.Fatalf("model does not check: %v", err)
	}
	// The same loop from any x in [0, 9]: the starts are enumerated to
	// the last, and the search is complete again.
	s = parse(t, `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (and (>= x 0) (<= x 9)) (inv x))))
(assert (forall ((x Int) (x1 Int)) (=> (and (inv x) (= x1 (mod (+ x 3) 10))) (inv x1))))
(assert (forall ((x Int)) (=> (and (inv x) (> x 9)) false)))
`)
	r = solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver}), s)
	if r.Status != chc.Sat {
		t.Fatalf("got %s (%s), want sat", r.Status, r.Reason)
	}
	if err := witness.CheckModel(context.Background(), s, r.Model, z3.NewSolver); err != nil {
		t.Fatalf("model does not check: %v", err)
	}
	// 5000 facts are too many points for a model: its check would cost
	// more than the answer is worth.
	s = parse(t, `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (x1 Int)) (=> (and (inv x) (= x1 (mod (+ x 1) 5000))) (inv x1))))
(assert (forall ((x Int)) (=> (and (inv x) (> x 4999)) false)))
`)
	r = solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver}), s)
	if r.Status != chc.Unknown || !strings.Contains(r.Reason, "too many for a model") {
		t.Fatalf("got %s (%s), want unknown: too many facts for a model", r.Status, r.Reason)
	}
	// From any x >= 0 the starts never run out: no model.
	s = parse(t, `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (>= x 0) (inv x))))
(assert (forall ((x Int) (x1 Int)) (=> (and (inv x) (= x1 (mod (+ x 3) 10))) (inv x1))))
(assert (forall ((x Int)) (=> (and (inv x) (< x 0)) false)))
`)
	r = solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver, MaxRounds: 6}), s)
	if r.Status != chc.Unknown {
		t.Fatalf("got %s, want unknown: the starts are not all known", r.Status)
	}
}

// endless is a loop without end or error.
const endless = `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (x1 Int)) (=> (and (inv x) (= x1 (+ x 1))) (inv x1))))
(assert (forall ((x Int)) (=> (and (inv x) (< x 0)) false)))
`

// TestBudget: the budget ends an endless search with Unknown, naming it.
func TestBudget(t *testing.T) {
	s := parse(t, endless)
	start := time.Now()
	r := solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver, Budget: 50 * time.Millisecond}), s)
	if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.Bound || !strings.Contains(r.Reason, "budget") {
		t.Fatalf("got %s (%q), want unknown naming the budget", r.Status, r.Reason)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("took %v past a budget of 50ms", el)
	}
	r = solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver, MaxFacts: 500}), s)
	if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.Bound || r.Stats.Count("sim facts") > 500 {
		t.Fatalf("got %s (%q) after %d facts, want unknown at MaxFacts 500", r.Status, r.Reason, r.Stats.Count("sim facts"))
	}
}

// TestCancelled: a done context stops the search with Unknown.
func TestCancelled(t *testing.T) {
	s := parse(t, endless)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	r, err := sim.New(sim.Options{NewSolver: z3.NewSolver}).Solve(ctx, s)
	if err != nil || r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.Timeout {
		t.Fatalf("got %s (%q), %v; want unknown: timeout", r.Status, r.Reason, err)
	}
}

// gate counts the turns the search passes on.
type gate struct{ n int }

func (g *gate) Enter(ctx context.Context) error { g.n++; return ctx.Err() }

// TestGate: the search passes its turn on every slice.
func TestGate(t *testing.T) {
	s := parse(t, endless)
	g := &gate{}
	r := solve(t, sim.New(sim.Options{Gate: g, Slice: time.Millisecond, Budget: 30 * time.Millisecond}), s)
	if r.Status != chc.Unknown {
		t.Fatalf("got %s, want unknown", r.Status)
	}
	if g.n < 5 {
		t.Errorf("the search passed its turn on %d times in 30ms of 1ms slices", g.n)
	}
}

// TestBurst: with Rest set, the search evaluates at first and rests
// before it first needs the solver, once; a counterexample that
// evaluation alone finds within the burst needs no rest.
func TestBurst(t *testing.T) {
	rests := 0
	var solvedBeforeRest bool
	opt := sim.Options{
		Burst: time.Hour,
		Rest:  func(context.Context) error { rests++; return nil },
		NewSolver: func(f *chc.Factory) (smt.Solver, error) {
			if rests == 0 {
				solvedBeforeRest = true
			}
			return z3.NewSolver(f)
		},
	}
	r := solve(t, sim.New(opt), parse(t, deep))
	if r.Status != chc.Unsat || rests != 0 {
		t.Fatalf("deep: got %s after %d rests, want unsat after none", r.Status, rests)
	}
	// The start x in [0, 1000] is a choice: the solver's.
	s := parse(t, `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (and (>= x 0) (<= x 1000)) (inv x))))
(assert (forall ((x Int) (x1 Int)) (=> (and (inv x) (= x1 (+ x 1))) (inv x1))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 20)) false)))
`)
	r = solve(t, sim.New(opt), s)
	if r.Status != chc.Unsat || rests != 1 || solvedBeforeRest {
		t.Fatalf("got %s after %d rests (solver before the rest: %v), want unsat after one rest, the solver after it", r.Status, rests, solvedBeforeRest)
	}
	// A short burst ends with a rest too.
	rests = 0
	opt.Burst = time.Millisecond
	opt.Budget = 100 * time.Millisecond
	solve(t, sim.New(opt), parse(t, endless))
	if rests != 1 {
		t.Fatalf("endless: %d rests, want 1", rests)
	}
}

// TestCompleteModular: a bit-vector loop whose step is written backwards
// (the body's values as affine terms of the head's, as Eldarica's
// encodings do: i = i1 - 1, s = s1 - 3·i1) is solved for the head modulo
// 2^8 without the solver, so the search is complete and its facts are a
// model, which validates. With an even coefficient (s = 2·s1) the
// equation has two solutions or none and the solver must choose: no
// model.
func TestCompleteModular(t *testing.T) {
	const loop = `(set-logic HORN)
(declare-fun inv ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((i (_ BitVec 8)) (s (_ BitVec 8))) (=> (and (= i #x00) (= s #x00)) (inv i s))))
(assert (forall ((i (_ BitVec 8)) (s (_ BitVec 8)) (i1 (_ BitVec 8)) (s1 (_ BitVec 8)))
  (=> (and (inv i s) (bvslt i #x0a) (= i (bvsub i1 #x01)) (= s (bvsub s1 (bvmul #x03 i1)))) (inv i1 s1))))
(assert (forall ((i (_ BitVec 8)) (s (_ BitVec 8))) (=> (and (inv i s) (bvsgt i #x0a)) false)))
`
	s := parse(t, loop)
	r := solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver}), s)
	if r.Status != chc.Sat {
		t.Fatalf("got %s (%s), want sat", r.Status, r.Reason)
	}
	if n := r.Stats.Count("smt queries"); n != 0 {
		t.Errorf("%d solver queries, want none: every value is forced", n)
	}
	if err := witness.CheckModel(context.Background(), s, r.Model, z3.NewSolver); err != nil {
		t.Fatalf("model does not check: %v", err)
	}
	s = parse(t, strings.Replace(loop, "(bvsub s1 (bvmul #x03 i1))", "(bvmul #x02 s1)", 1))
	r = solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver, Budget: 2 * time.Second}), s)
	if r.Status == chc.Sat {
		t.Fatalf("got sat from a search that had to choose values")
	}
}

// TestCompleteMany: a bounded 16-bit loop of 1000 steps, its step written
// backwards (its sum wraps), has 1001 reachable states: all are found, and they are the
// model, which validates point by point.
func TestCompleteMany(t *testing.T) {
	s := parse(t, `(set-logic HORN)
(declare-fun inv ((_ BitVec 16) (_ BitVec 16)) Bool)
(assert (forall ((d (_ BitVec 16)) (e (_ BitVec 16))) (=> (and (= d #x0000) (= e #x0000)) (inv d e))))
(assert (forall ((d (_ BitVec 16)) (e (_ BitVec 16)) (h (_ BitVec 16)) (g (_ BitVec 16)))
  (=> (and (inv h g) (bvslt h #x03e8) (= h (bvadd #xffff d)) (= g (bvadd (bvsub #x0001 d) e))) (inv d e))))
(assert (forall ((d (_ BitVec 16)) (e (_ BitVec 16))) (=> (and (inv d e) (bvsgt d #x03e8)) false)))
`)
	r := solve(t, sim.New(sim.Options{NewSolver: z3.NewSolver}), s)
	if r.Status != chc.Sat {
		t.Fatalf("got %s (%s), want sat", r.Status, r.Reason)
	}
	if n := r.Stats.Count("sim facts"); n != 1001 {
		t.Errorf("%d facts, want 1001", n)
	}
	if err := witness.CheckModel(context.Background(), s, r.Model, z3.NewSolver); err != nil {
		t.Fatalf("model does not check: %v", err)
	}
}

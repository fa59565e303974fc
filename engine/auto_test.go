package engine_test

import (
	"context"
	"fmt"
	"github.com/horn-chc/horn/strategy"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/z3"
)

// TestAutoLinearRunsKInduction: on a linear system that only k-induction
// decides within the depth bound, auto classifies it linear, its kind
// member answers, and the answer validates. The bound, not the clock,
// keeps the other members from answering: pdr stops at level MaxDepth
// and bmc after MaxDepth steps (real-safe.smt2 needs more PDR levels,
// and is safe, so BMC never answers), while its property is 1-inductive
// (kind's k = 0); counter-unsafe.smt2's counterexample has MaxDepth
// steps, one more than bmc unrolls, and pdr reaches no answer by that
// level. Houdini, the portfolio's third member, is not bounded by depth
// and proves real-safe.smt2 by itself, and sim, the fourth, finds
// counter-unsafe.smt2's counterexample at any depth, so both are replaced
// by members that give up at once (TestAutoHoudini and TestAutoSim check
// them).
func TestAutoLinearRunsKInduction(t *testing.T) {
	for _, tc := range []struct {
		file  string
		depth int
		want  chc.Status
	}{
		{"real-safe.smt2", 1, chc.Sat},
		{"counter-unsafe.smt2", 4, chc.Unsat},
	} {
		s := readFixture(t, tc.file)
		if k := strategy.Classof(s); k != strategy.ClassLinear {
			t.Fatalf("%s: class %s, want %s", tc.file, k, strategy.ClassLinear)
		}
		auto, ok := engine.Default(engine.Config{NewSolver: z3.NewSolver, MaxDepth: tc.depth}).(*engine.Auto)
		if !ok {
			t.Fatal("the default engine is not auto")
		}
		members := auto.Members(strategy.ClassLinear)
		for i, m := range members {
			if name := memberName(m); name == "houdini" || name == "sim" {
				members[i] = givesUp(m, name)
			}
		}
		eng, err := engine.NewSliced(sched.Options{}, z3.NewSolver, members...)
		if err != nil {
			t.Fatal(err)
		}
		r, err := engine.Solve(context.Background(), s, engine.Options{Engine: eng, NewSolver: z3.NewSolver})
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if r.Status != tc.want {
			t.Fatalf("%s: %s (%s), want %s", tc.file, r.Status, r.Reason, tc.want)
		}
		if r.Stats.Count("winner kind") != 1 || r.Stats.Count("validations") != 1 {
			t.Errorf("%s: winner kind %d, validations %d; want 1 and 1", tc.file,
				r.Stats.Count("winner kind"), r.Stats.Count("validations"))
		}
	}
}

// memberName is the name of the engine m builds.
func memberName(m engine.SlicedMember) string {
	return m.Make(sched.Alone(z3.NewSolver)).Name()
}

// givesUp is m with its engine replaced by one called name that gives up
// at once.
func givesUp(m engine.SlicedMember, name string) engine.SlicedMember {
	m.Make = func(sched.Seat) engine.Engine {
		return &fake{name: name, result: engine.Result{Status: chc.Unknown, Reason: "gave up"}}
	}
	return m
}

// TestAutoSim: auto's portfolio has a sim member in every class, and it
// answers a counterexample thousands of steps deep, which the driver
// validates; the other members are replaced by ones that give up at once.
func TestAutoSim(t *testing.T) {
	const loop = `(assert (forall ((x %[1]s) (y %[1]s)) (=> (and (= x %[2]s) (= y %[3]s)) (inv x y))))
(assert (forall ((x %[1]s) (y %[1]s) (x1 %[1]s) (y1 %[1]s))
  (=> (and (inv x y) (= x1 %[4]s) (= y1 %[5]s)) (inv x1 y1))))
`
	ints := fmt.Sprintf(loop, "Int", "0", "7", "(+ x 1)", "(ite (>= y 4) (mod (+ y x) 5) (+ y 2))")
	bvs := fmt.Sprintf(loop, "(_ BitVec 16)", "#x0000", "#x0007", "(bvadd x #x0001)",
		"(ite (bvuge y #x0004) (bvurem (bvadd y x) #x0005) (bvadd y #x0002))")
	for _, tc := range []struct {
		class strategy.Class
		src   string
	}{
		{strategy.ClassLinear, "(declare-fun inv (Int Int) Bool)\n" + ints +
			"(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (>= x 3000) (= y 1)) false)))"},
		{strategy.ClassNonLinear, "(declare-fun inv (Int Int) Bool)\n(declare-fun limit (Int) Bool)\n" + ints +
			"(assert (forall ((n Int)) (=> (= n 3000) (limit n))))\n" +
			"(assert (forall ((x Int) (y Int) (n Int)) (=> (and (inv x y) (limit n) (>= x n) (= y 1)) false)))"},
		{strategy.ClassBV, "(declare-fun inv ((_ BitVec 16) (_ BitVec 16)) Bool)\n" + bvs +
			"(assert (forall ((x (_ BitVec 16)) (y (_ BitVec 16))) (=> (and (inv x y) (bvuge x #x0bb8) (= y #x0001)) false)))"},
	} {
		s := parse(t, string(tc.class), "(set-logic HORN)\n"+tc.src)
		r := solveWithOnly(t, tc.class, "sim", s)
		if r.Status != chc.Unsat || r.Stats.Count("winner sim") != 1 {
			t.Fatalf("%s: got %s (%s), winner sim %d; want unsat from sim", tc.class, r.Status, r.Reason, r.Stats.Count("winner sim"))
		}
		if d := r.Derivation.Depth(); d < 3000 {
			t.Errorf("%s: derivation depth %d, want over 3000", tc.class, d)
		}
	}
}

// solveWithOnly solves s through the driver with auto's portfolio for
// class, all of whose members but the one called keep (which must be
// there once) are replaced by members that give up at once.
func solveWithOnly(t *testing.T, class strategy.Class, keep string, s *chc.System) engine.Result {
	t.Helper()
	auto, ok := engine.Default(engine.Config{NewSolver: z3.NewSolver}).(*engine.Auto)
	if !ok {
		t.Fatal("the default engine is not auto")
	}
	members := auto.Members(class)
	kept := 0
	for i, m := range members {
		if name := memberName(m); name == keep {
			kept++
		} else {
			members[i] = givesUp(m, name)
		}
	}
	if kept != 1 {
		t.Fatalf("%s: %d %s members, want 1", class, kept, keep)
	}
	p, err := engine.NewSliced(sched.Options{}, z3.NewSolver, members...)
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Solve(context.Background(), s, engine.Options{NewSolver: z3.NewSolver, Engine: p})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestAutoVA: auto's non-linear portfolio has a va-pdr member, and with
// every other member giving up it proves a system whose invariant needs
// one of each predicate's three arguments (the other two start under
// constraints and guard the step, so slicing keeps them), tracking fewer
// positions than there are, from none; the model is validated against
// the system by the driver.
func TestAutoVA(t *testing.T) {
	s := parse(t, "va", `(set-logic HORN)
(declare-fun p (Int Int Int) Bool)
(declare-fun r (Int) Bool)
(assert (forall ((x Int) (a Int) (b Int)) (=> (and (= x 0) (>= a 100) (<= b (- a 7))) (p x a b))))
(assert (forall ((x Int) (a Int) (b Int)) (=> (and (p x a b) (> a b)) (p (+ x 1) (+ a 2) (- b 1)))))
(assert (forall ((x Int) (a Int) (b Int) (y Int) (c Int) (d Int)) (=> (and (p x a b) (p y c d)) (r (+ x y)))))
(assert (forall ((z Int)) (=> (and (r z) (< z 0)) false)))
`)
	r := solveWithOnly(t, strategy.ClassNonLinear, "va0-pdr", s)
	if r.Status != chc.Sat || r.Stats.Count("winner va0-pdr") != 1 {
		t.Fatalf("got %s (%s), winner va-pdr %d; want sat from va0-pdr", r.Status, r.Reason, r.Stats.Count("winner va0-pdr"))
	}
	if tracked, all := r.Stats.Count("va0-pdr va tracked"), r.Stats.Count("va0-pdr va positions"); tracked == 0 || tracked >= all {
		t.Errorf("va-pdr tracked %d of %d positions; want x alone", tracked, all)
	}
}

// TestDriverQarr: the qarr engine, through the driver's default
// preprocessing, proves an array copy with a quantified invariant, which
// the driver maps back through the passes and validates against the
// clauses as written.
func TestDriverQarr(t *testing.T) {
	s := parseFile(t, "../qarr/testdata/copy.smt2")
	eng, err := engine.New("qarr", engine.Config{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Solve(context.Background(), s, engine.Options{Engine: eng, NewSolver: z3.NewSolver})
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("got %s (%s), %v; want sat", r.Status, r.Reason, err)
	}
	if !chc.ModelHasQuantifier(r.Model) || r.Stats.Count("quantified models") != 1 {
		t.Fatalf("model without a quantifier (quantified models %d): %v", r.Stats.Count("quantified models"), r.Model)
	}
}

// TestAutoQarr: these systems are of the class linear-arrays, whose
// portfolio has a qarr member, which alone
// (the others give up at once) proves the array loops of qarr's testdata
// that need a quantified invariant (initialise, copy) within its budget,
// the model validated with its quantifier by the driver.
func TestAutoQarr(t *testing.T) {
	for _, file := range []string{"init.smt2", "copy.smt2"} {
		s := parseFile(t, "../qarr/testdata/"+file)
		if k := strategy.Classof(s); k != strategy.ClassLinearArrays {
			t.Fatalf("%s: class %s, want %s", file, k, strategy.ClassLinearArrays)
		}
		r := solveWithOnly(t, strategy.ClassLinearArrays, "qarr", s)
		if r.Status != chc.Sat || r.Stats.Count("winner qarr") != 1 {
			t.Fatalf("%s: got %s (%s), winner qarr %d; want sat from qarr", file, r.Status, r.Reason, r.Stats.Count("winner qarr"))
		}
		if !chc.ModelHasQuantifier(r.Model) || r.Stats.Count("quantified models") != 1 {
			t.Fatalf("%s: model without a quantifier: %v", file, r.Model)
		}
	}
}

// TestAutoArraysQarrWaits: qarr waits for the first second of the run's
// CPU, so an array system that PDR proves within it pays nothing for
// qarr (its templates alone cost more than PDR's proof): on these
// fixtures, one of each array class, auto answers sat with PDR's model
// and qarr has had no turn and built no template. PDR needs a few tenths
// of a second of CPU there, counted over the process, which a loaded
// machine does not stretch.
func TestAutoArraysQarrWaits(t *testing.T) {
	for _, tc := range []struct {
		file  string
		class strategy.Class
	}{
		{"../testdata/strategy/chc-comp24-LIA-Arrays-152.smt2", strategy.ClassNonLinearArrays},
		{"../testdata/strategy/chc-comp24-LIA-Lin-Arrays-135.smt2", strategy.ClassLinearArrays},
	} {
		s := parseFile(t, tc.file)
		if k := strategy.Classof(s); k != tc.class {
			t.Fatalf("%s: class %s, want %s", tc.file, k, tc.class)
		}
		r, err := engine.Solve(context.Background(), s, engine.Options{NewSolver: z3.NewSolver,
			Engine: engine.Default(engine.Config{NewSolver: z3.NewSolver})})
		if err != nil || r.Status != chc.Sat || r.Stats.Count("winner pdr") != 1 {
			t.Fatalf("%s: got %s (%s), %v, winner pdr %d; want sat from pdr", tc.file, r.Status, r.Reason, err, r.Stats.Count("winner pdr"))
		}
		if d, n := r.Stats.Duration("qarr slice time"), r.Stats.Count("qarr templates"); d != 0 || n != 0 {
			t.Errorf("%s: qarr had %v of turns and built %d templates; want none", tc.file, d, n)
		}
	}
}

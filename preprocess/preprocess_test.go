package preprocess_test

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// applyOK applies p and checks the output is well formed.
func applyOK(t *testing.T, p preprocess.Pass, s *chc.System) (*chc.System, preprocess.BackMap) {
	t.Helper()
	out, back, err := p.Apply(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	checkWellFormed(t, out)
	return out, back
}

// unsatDerivation solves s' (unsat) with BMC and returns the derivation
// translated back to s, validated.
func unsatDerivation(t *testing.T, s, out *chc.System, back preprocess.BackMap) *chc.Derivation {
	t.Helper()
	r := solve(t, out, "bmc", 10*time.Second)
	if r.Status != chc.Unsat {
		t.Fatalf("bmc: %s, want unsat", r.Status)
	}
	d, err := back.Derivation(context.Background(), r.Derivation, z3.NewSolver)
	if err != nil {
		t.Fatal(err)
	}
	if err := witness.CheckDerivation(context.Background(), s, d); err != nil {
		t.Fatalf("invalid derivation: %v", err)
	}
	return d
}

func varNames(c *chc.Clause) string {
	var names []string
	for _, v := range c.Vars() {
		names = append(names, v.Name())
	}
	return strings.Join(names, " ")
}

const eqSystem = `(set-logic HORN)
(declare-fun P (Int Int) Bool)
(assert (forall ((x Int) (y Int) (z Int) (w Int))
  (=> (and (= z (+ x 1)) (= w z) (= y (+ w 1)) (= x 0)) (P x y))))
(assert (forall ((x Int) (y Int)) (=> (and (P x y) (> y 1)) false)))
`

// TestSimplifyEqualities: local variables defined by equalities go, head
// arguments stay, constants propagate; the derivation gets the eliminated
// values back.
func TestSimplifyEqualities(t *testing.T) {
	s := parseString(t, eqSystem)
	out, back := applyOK(t, preprocess.Simplify{}, s)
	fact := out.Clauses[0]
	if got := varNames(fact); got != "x y" {
		t.Errorf("fact variables: %s (%s), want x y", got, fact)
	}
	if !strings.Contains(fact.Constraint.String(), "(= y 2)") {
		t.Errorf("constant not propagated: %s", fact.Constraint)
	}
	d := unsatDerivation(t, s, out, back)
	leaf := d.Root.Children[0]
	z := s.Terms.Var("z", chc.IntSort)
	if v := leaf.Values[z]; v.String() != "1" {
		t.Errorf("z = %s, want 1", v)
	}
}

// TestSimplifyLostVariable: a variable that constrains nothing once z = 1
// is propagated leaves the clause, and the derivation gives it a value.
func TestSimplifyLostVariable(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-fun P (Int) Bool)
(assert (forall ((x Int) (y Int) (z Int)) (=> (and (= x 0) (= z 1) (or (= z 1) (> y 5))) (P x))))
(assert (forall ((x Int)) (=> (and (P x) (= x 0)) false)))
`)
	out, back := applyOK(t, preprocess.Simplify{}, s)
	if got := varNames(out.Clauses[0]); got != "x" {
		t.Errorf("fact variables: %s, want x", got)
	}
	d := unsatDerivation(t, s, out, back)
	y := s.Terms.Var("y", chc.IntSort)
	if _, ok := d.Root.Children[0].Values[y]; !ok {
		t.Errorf("y has no value")
	}
}

// TestSimplifyDrops: false constraints, tautologies and duplicates go, and
// a model of the rest is a model of all.
func TestSimplifyDrops(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-fun P (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (P x))))
(assert (forall ((x Int)) (=> (= x 0) (P x))))
(assert (forall ((x Int) (y Int)) (=> (and (= y 1) (= y 2)) (P x))))
(assert (forall ((x Int)) (=> (and (P x) (> x 5)) (P x))))
(assert (forall ((x Int) (y Int)) (=> (and (P x) (= y (+ x 2)) (< y 10)) (P y))))
(assert (forall ((x Int)) (=> (and (P x) (= x 7)) false)))
`)
	out, _ := applyOK(t, preprocess.Simplify{}, s)
	if len(out.Clauses) != 3 {
		t.Fatalf("%d clauses, want 3:\n%s", len(out.Clauses), dump(out))
	}
	if st := roundTrip(t, s, preprocess.Simplify{}, "pdr", 10*time.Second); st != chc.Sat {
		t.Fatalf("%s, want sat", st)
	}
}

const sliceSystem = `(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-fun R (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (P x))))
(assert (forall ((x Int) (y Int)) (=> (and (P x) (= y (+ x 1)) (< x 4)) (P y))))
(assert (forall ((x Int) (y Int)) (=> (and (Q x) (= y (+ x 1))) (Q y))))
(assert (forall ((x Int)) (=> (Q x) (P x))))
(assert (forall ((x Int)) (=> (P x) (R x))))
(assert (forall ((x Int)) (=> (and (P x) (> x 4)) false)))
`

// TestSlicePredicates: Q (no fact reaches it) is false, R (reaches no
// query) is true.
func TestSlicePredicates(t *testing.T) {
	s := parseString(t, sliceSystem)
	out, back := applyOK(t, preprocess.Slice{NoArgs: true}, s)
	if len(out.Preds) != 1 || out.Preds[0].Name != "P" || len(out.Clauses) != 3 {
		t.Fatalf("got %v:\n%s", preprocess.SizeOf(out), dump(out))
	}
	r := solve(t, out, "pdr", 10*time.Second)
	m, err := back.Model(context.Background(), r.Model, nil)
	if err != nil {
		t.Fatal(err)
	}
	if q, r := m[s.Pred("Q")].Body, m[s.Pred("R")].Body; !q.IsFalse() || !r.IsTrue() {
		t.Errorf("Q := %s, R := %s; want false, true", q, r)
	}
	if err := witness.CheckModel(context.Background(), s, m, z3.NewSolver); err != nil {
		t.Fatal(err)
	}
}

const argSystem = `(set-logic HORN)
(declare-fun P (Int Int Int) Bool)
(assert (forall ((x Int) (y Int) (g Int)) (=> (and (= x 0) (= y 0) (= g 0)) (P x y g))))
(assert (forall ((x Int) (y Int) (g Int) (x1 Int) (y1 Int) (g1 Int))
  (=> (and (P x y g) (= x1 (+ x 1)) (= y1 (+ y x)) (= g1 (+ g 1)) (< g 10)) (P x1 y1 g1))))
(assert (forall ((x Int) (y Int) (g Int)) (=> (and (P x y g) (>= x 3)) false)))
`

// TestSliceArguments: y never reaches a constraint and goes; g guards the
// step and stays. The derivation gets y's values back from the fact up.
func TestSliceArguments(t *testing.T) {
	s := parseString(t, argSystem)
	out, back := applyOK(t, preprocess.Slice{}, s)
	if got := out.Preds[0].Arity(); got != 2 {
		t.Fatalf("arity %d, want 2:\n%s", got, dump(out))
	}
	d := unsatDerivation(t, s, out, back)
	y1 := s.Terms.Var("y1", chc.IntSort)
	if v := d.Root.Children[0].Values[y1]; v.String() != "3" {
		t.Errorf("y1 at the last step = %s, want 3 (0+0+1+2)", v)
	}
	if st := roundTrip(t, s, preprocess.Slice{}, "pdr", 10*time.Second); st != chc.Unsat {
		t.Fatalf("%s, want unsat", st)
	}
}

const inlineSystem = `(set-logic HORN)
(declare-fun A (Int) Bool)
(declare-fun B (Int) Bool)
(declare-fun C (Int) Bool)
(assert (forall ((x Int)) (=> (and (<= 0 x) (<= x 2)) (A x))))
(assert (forall ((x Int) (y Int)) (=> (and (A x) (<= x y) (<= y (+ x 3))) (B y))))
(assert (forall ((z Int)) (=> (and (B z) (not (= z 2))) (C z))))
(assert (forall ((z Int) (z1 Int)) (=> (and (C z) (= z1 (+ z 2))) (C z1))))
(assert (forall ((z Int)) (=> (and (C z) (< z 0)) false)))
`

// TestInlineModel: A and B are inlined into C's fact; their strongest
// interpretations need quantifier elimination by projection, which needs a
// solver.
func TestInlineModel(t *testing.T) {
	s := parseString(t, inlineSystem)
	out, back := applyOK(t, preprocess.Inline{}, s)
	if len(out.Preds) != 1 || out.Preds[0].Name != "C" {
		t.Fatalf("got %v:\n%s", preprocess.SizeOf(out), dump(out))
	}
	r := solve(t, out, "pdr", 10*time.Second)
	if r.Status != chc.Sat {
		t.Fatalf("%s, want sat", r.Status)
	}
	ctx := context.Background()
	// Without a solver, the strongest interpretations cannot be made; the
	// weakest ones may come from equalities alone, and must then be valid.
	if m, err := back.Model(ctx, r.Model, nil); err != nil && !strings.Contains(err.Error(), "needs a solver") {
		t.Errorf("without a solver: %v, want a model or an error that asks for a solver", err)
	} else if err == nil {
		if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
			t.Errorf("model made without a solver: %v", err)
		}
	}
	m, err := back.Model(ctx, r.Model, z3.NewSolver)
	if err != nil {
		t.Fatal(err)
	}
	if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
		t.Fatal(err)
	}
	// B's interpretation is exactly 0 ≤ y ≤ 5.
	b := m[s.Pred("B")]
	for y := int64(-2); y <= 8; y++ {
		v, err := chc.Eval(b.Body, chc.Env{b.Params[0]: chc.Int64Value(y)})
		if err != nil {
			t.Fatal(err)
		}
		if want := 0 <= y && y <= 5; v.Bool() != want {
			t.Errorf("B(%d) = %v, want %v (B := %s)", y, v.Bool(), want, b.Body)
		}
	}
}

// TestInlineDerivation: the unsafe variant's derivation goes back through
// two inlined clauses.
func TestInlineDerivation(t *testing.T) {
	s := parseString(t, strings.Replace(inlineSystem, "(< z 0)", "(= z 9)", 1))
	out, back := applyOK(t, preprocess.Inline{}, s)
	d := unsatDerivation(t, s, out, back)
	if got := d.Depth(); got < 4 {
		t.Errorf("derivation depth %d, want at least 4 (query, C steps, B, A)", got)
	}
}

const unfoldSystem = `(set-logic HORN)
(declare-fun Q (Int) Bool)
(declare-fun P (Int) Bool)
(assert (forall ((x Int)) (=> (= x 1) (Q x))))
(assert (forall ((x Int)) (=> (= x 4) (Q x))))
(assert (forall ((x Int) (y Int)) (=> (and (Q x) (= y (* 2 x))) (P y))))
(assert (forall ((x Int) (y Int)) (=> (and (Q x) (= y (+ x 10))) (P y))))
(assert (forall ((x Int) (y Int) (z Int)) (=> (and (P x) (Q y) (= z (+ x y))) (P z))))
(assert (forall ((x Int)) (=> (and (P x) (< x 2)) false)))
`

// TestUnfoldGrowth: Q has 2 defining and 3 using clauses, so unfolding it
// makes 6 clauses for 5: only a growth bound of at least 1 allows it.
func TestUnfoldGrowth(t *testing.T) {
	s := parseString(t, unfoldSystem)
	out, _ := applyOK(t, preprocess.Unfold{}, s)
	if out.Pred("Q") == nil {
		t.Errorf("preprocess.Unfold{} unfolded Q")
	}
	out, _ = applyOK(t, preprocess.Unfold{MaxGrowth: 1}, s)
	if out.Pred("Q") != nil || len(out.Clauses) != 7 {
		t.Errorf("preprocess.Unfold{MaxGrowth: 1}: %v, want Q unfolded into 6 clauses + the query:\n%s", preprocess.SizeOf(out), dump(out))
	}
	if st := roundTrip(t, s, preprocess.Unfold{MaxGrowth: 1}, "pdr", 10*time.Second); st != chc.Sat {
		t.Errorf("%s, want sat", st)
	}
}

// TestUnfoldNonLinear: a predicate occurring twice in a body is resolved at
// both occurrences (2² resolvents), and the derivation gets two inner nodes.
func TestUnfoldNonLinear(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (= x 1) (Q x))))
(assert (forall ((x Int)) (=> (= x 4) (Q x))))
(assert (forall ((x Int) (y Int)) (=> (and (Q x) (Q y) (= (+ x y) 5)) false)))
`)
	out, back := applyOK(t, preprocess.Unfold{MaxGrowth: 2}, s)
	if len(out.Preds) != 0 || len(out.Clauses) != 2 {
		t.Fatalf("got %v, want 2 queries without predicates (two of four resolvents are false):\n%s", preprocess.SizeOf(out), dump(out))
	}
	d := unsatDerivation(t, s, out, back)
	if len(d.Root.Children) != 2 {
		t.Fatalf("root has %d children, want 2", len(d.Root.Children))
	}
}

// TestPipelineStats: one row per pass application, the fixpoint stops when
// a round does not shrink the system, and the table prints.
func TestPipelineStats(t *testing.T) {
	s := parseString(t, inlineSystem)
	r, err := preprocess.Default().Run(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, st := range r.Stats {
		names = append(names, st.Pass)
	}
	want := "split-records split-record-arrays simplify slice specialize fixpoint/1/inline fixpoint/1/unfold fixpoint/1/simplify fixpoint/1/slice " +
		"fixpoint/2/inline fixpoint/2/unfold fixpoint/2/simplify fixpoint/2/slice"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("stats rows:\n%s\nwant\n%s", got, want)
	}
	if first, last := r.Stats[0].Before, r.Stats[len(r.Stats)-1].After; first != preprocess.SizeOf(s) || last != preprocess.SizeOf(r.System) {
		t.Errorf("sizes %v → %v, want %v → %v", first, last, preprocess.SizeOf(s), preprocess.SizeOf(r.System))
	}
	var b bytes.Buffer
	if err := preprocess.WriteStats(&b, r.Stats); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "fixpoint/1/inline") || !strings.Contains(b.String(), "total") {
		t.Errorf("table:\n%s", b.String())
	}
	if _, err := preprocess.Named("simplify,bogus"); err == nil {
		t.Errorf("preprocess.Named accepted an unknown pass")
	}
	if p, err := preprocess.Named("none"); err != nil || len(p.Passes) != 0 {
		t.Errorf("preprocess.Named(none) = %v, %v", p, err)
	}
}

// TestInputUnchangedAndDeterministic: passes leave their input alone, and
// the same input gives the same output.
func TestInputUnchangedAndDeterministic(t *testing.T) {
	for _, src := range []string{eqSystem, sliceSystem, argSystem, inlineSystem, unfoldSystem} {
		s := parseString(t, src)
		before := print(t, s)
		out1, _, err := preprocess.Default().Apply(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if after := print(t, s); after != before {
			t.Fatalf("input changed:\n%s\nwas\n%s", after, before)
		}
		out2, _, err := preprocess.Default().Apply(context.Background(), parseString(t, src))
		if err != nil {
			t.Fatal(err)
		}
		if print(t, out1) != print(t, out2) {
			t.Fatalf("outputs differ:\n%s\n%s", print(t, out1), print(t, out2))
		}
	}
}

func print(t *testing.T, s *chc.System) string {
	t.Helper()
	var b bytes.Buffer
	if err := smtlib2.WriteSystem(&b, s); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestWeakestModel: Q's strongest interpretation has 2^7 projections (each
// Boolean b_k picks a sign), more than the back map takes before it tries
// the weakest one that Q's only use allows, which equalities give at once.
// The model must still validate against the input.
func TestWeakestModel(t *testing.T) {
	src := "(set-logic HORN)\n(declare-fun P (Int) Bool)\n(declare-fun Q (Int Int Int Int Int Int Int) Bool)\n" +
		"(assert (forall ((x Int)) (=> (= x 0) (P x))))\n" +
		"(assert (forall ((x Int)) (=> (and (P x) (< x 50)) (P (+ x 1)))))\n" +
		"(assert (forall ((x Int) (b1 Bool) (b2 Bool) (b3 Bool) (b4 Bool) (b5 Bool) (b6 Bool) (b7 Bool)" +
		" (y1 Int) (y2 Int) (y3 Int) (y4 Int) (y5 Int) (y6 Int) (y7 Int)) (=> (and (P x)"
	for k := 1; k <= 7; k++ {
		src += fmt.Sprintf(" (ite b%d (= y%d (+ x %d)) (= y%d (- %d x)))", k, k, k, k, k)
	}
	src += ") (Q y1 y2 y3 y4 y5 y6 y7))))\n" +
		"(assert (forall ((y1 Int) (y2 Int) (y3 Int) (y4 Int) (y5 Int) (y6 Int) (y7 Int)) (=> (and (Q y1 y2 y3 y4 y5 y6 y7) (> y1 1000)) false)))\n"
	s := parseString(t, src)
	out, back := applyOK(t, preprocess.Inline{}, s)
	if len(out.Preds) != 1 {
		t.Fatalf("Q not inlined:\n%s", dump(out))
	}
	r := solve(t, out, "pdr", 20*time.Second)
	if r.Status != chc.Sat {
		t.Fatalf("%s, want sat", r.Status)
	}
	ctx := context.Background()
	m, err := back.Model(ctx, r.Model, z3.NewSolver)
	if err != nil {
		t.Fatal(err)
	}
	if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
		t.Fatal(err)
	}
	for p, in := range m {
		if p.Name == "Q" && chc.Size(in.Body) > 40 {
			t.Errorf("Q's interpretation has %d nodes; the weakest one is a single comparison: %s", chc.Size(in.Body), in.Body)
		}
	}
}

// TestPassNames: every name help lists is one Named knows, and the
// others are refused with the list.
func TestPassNames(t *testing.T) {
	for _, n := range preprocess.PassNames() {
		if _, err := preprocess.Named(n); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
	if _, err := preprocess.Named("inline,frobnicate"); err == nil || !strings.Contains(err.Error(), "specialize") {
		t.Errorf("unknown pass: %v", err)
	}
	// Every pass the pipelines run can be named on its own.
	var walk func(ps []preprocess.Pass)
	walk = func(ps []preprocess.Pass) {
		for _, p := range ps {
			if fp, ok := p.(preprocess.Fixpoint); ok {
				walk(fp.Passes)
				continue
			}
			if !slices.Contains(preprocess.PassNames(), p.Name()) {
				t.Errorf("pass %s of a pipeline is not among PassNames %v", p.Name(), preprocess.PassNames())
			}
		}
	}
	walk(preprocess.Default().Passes)
	walk(preprocess.Light().Passes)
}

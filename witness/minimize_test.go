package witness_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// equivalent checks with Z3 that a and b interpret every predicate by
// equivalent bodies.
func equivalent(t *testing.T, s *chc.System, a, b chc.Model) {
	t.Helper()
	f := s.Terms
	for p, in := range a {
		other := b[p]
		sub := map[*chc.Term]*chc.Term{}
		for k, v := range other.Params {
			sub[v] = in.Params[k]
		}
		sol, err := z3.NewSolver(f)
		if err != nil {
			t.Fatal(err)
		}
		both := f.And(f.Or(in.Body, f.Subst(other.Body, sub)), f.Or(f.Not(in.Body), f.Not(f.Subst(other.Body, sub))))
		if err := sol.Assert(both); err != nil {
			t.Fatal(err)
		}
		r, err := sol.Check(context.Background())
		sol.Close()
		if err != nil || r != smt.Unsat {
			t.Errorf("%s: the minimized interpretation is not equivalent (%v %v):\n%s\n%s", p.Name, r, err, in.Body, other.Body)
		}
	}
}

const vacuousSystem = `(set-logic HORN)
(declare-fun inv (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (inv x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (inv x y) (= x1 (+ x 1)) (= y1 (+ y 3))) (inv x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (not (= y (* 3 x)))) false)))
`

const vacuousModel = `(define-fun inv ((x Int) (y Int)) Bool
  (and (>= x 0) (or (not (= y 1)) (= x 3)) (>= y 0) (= (* 3 x) y) (or (not (= y 2)) (= x 5))))`

// TestMinimizeVacuous: conjuncts that hold vacuously given the others
// (y != 1 || x == 3 under 3x = y) are dropped, the fact the query needs
// comes first, and the result is valid and equivalent.
func TestMinimizeVacuous(t *testing.T) {
	s, err := smtlib2.Parse("v.smt2", []byte(vacuousSystem))
	if err != nil {
		t.Fatal(err)
	}
	m, err := smtlib2.ParseModel("m", []byte(vacuousModel), s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
		t.Fatal(err)
	}
	got, st, err := witness.Minimize(ctx, s, m, z3.NewSolver, witness.MinimizeBudget{Time: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	body := got[s.Preds[0]].Body
	if st.Before != 5 || st.After != 2 || len(body.Args()) != 2 {
		t.Fatalf("stats %+v, body %s; want 5 conjuncts before, 2 after", st, body)
	}
	if first := body.Args()[0].String(); first != "(= (* 3 x) y)" {
		t.Errorf("first conjunct %s, want the one the query needs, (= (* 3 x) y)", first)
	}
	if err := witness.CheckModel(ctx, s, got, z3.NewSolver); err != nil {
		t.Error(err)
	}
	equivalent(t, s, m, got)
}

// TestMinimizeCheckBudget: a budget of checks is a count, not a time:
// Minimize makes exactly that many (the query's core, then implications
// from the last conjunct back), stops there with the rest kept, and does
// the same on every run; the unbounded call drops more.
func TestMinimizeCheckBudget(t *testing.T) {
	s, err := smtlib2.Parse("v.smt2", []byte(vacuousSystem))
	if err != nil {
		t.Fatal(err)
	}
	m, err := smtlib2.ParseModel("m", []byte(vacuousModel), s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	_, all, err := witness.Minimize(ctx, s, m, z3.NewSolver, witness.MinimizeBudget{})
	if err != nil {
		t.Fatal(err)
	}
	var first string
	for run := range 3 {
		got, st, err := witness.Minimize(ctx, s, m, z3.NewSolver, witness.MinimizeBudget{Checks: 2})
		if err != nil {
			t.Fatal(err)
		}
		if st.Checks != 2 || st.After >= st.Before || st.After <= all.After {
			t.Fatalf("budget of 2 checks: %+v; unbounded: %+v", st, all)
		}
		body := got[s.Preds[0]].Body.String()
		if run == 0 {
			first = body
		} else if body != first {
			t.Errorf("run %d printed %s, run 0 %s", run, body, first)
		}
		if err := witness.CheckModel(ctx, s, got, z3.NewSolver); err != nil {
			t.Error(err)
		}
	}
}

// TestMinimizeEquivalent: on engine fixtures, PDR's models minimized stay
// valid and equivalent to PDR's, and never grow.
func TestMinimizeEquivalent(t *testing.T) {
	files, _ := filepath.Glob("../testdata/engines/*-safe.smt2")
	if len(files) < 5 {
		t.Fatalf("found %d fixtures", len(files))
	}
	ctx := context.Background()
	for _, file := range files {
		s := parse(t, file)
		m, _ := solvePDR(t, s, chc.Sat)
		got, st, err := witness.Minimize(ctx, s, m, z3.NewSolver, witness.MinimizeBudget{Time: 10 * time.Second})
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if st.After > st.Before {
			t.Errorf("%s: %d conjuncts became %d", file, st.Before, st.After)
		}
		if err := witness.CheckModel(ctx, s, got, z3.NewSolver); err != nil {
			t.Errorf("%s: %v", file, err)
		}
		equivalent(t, s, m, got)
		t.Logf("%s: %d -> %d conjuncts (%d checks)", filepath.Base(file), st.Before, st.After, st.Checks)
	}
}

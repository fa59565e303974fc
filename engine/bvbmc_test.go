package engine

import (
	"context"
	"github.com/horn-chc/horn/strategy"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// TestAutoBVBMCMember: auto's BMC member for a bit-vector system is BMC
// over the exact integer translation where the translation applies, and
// satbmc (its Else) where it does not (a bitwise and of two variables);
// either refutes the system and is then named after the engine that ran.
func TestAutoBVBMCMember(t *testing.T) {
	const head = `(set-logic HORN)
(declare-fun I ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8))) (=> (= i #x00) (I i n))))
`
	for _, tc := range []struct{ step, want string }{
		{"(bvadd i n)", "int-bmc"},
		{"(bvadd (bvand i n) #x01)", "satbmc"},
	} {
		src := head + `(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8)) (j (_ BitVec 8))) (=> (and (I i n) (= j ` + tc.step + `)) (I j n))))
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8))) (=> (and (I i n) (= i #x07)) false)))`
		s, err := smtlib2.Parse("step.smt2", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		r, name := runMember(t, strategy.ClassBV, "int-bmc", s)
		if r.Status != chc.Unsat || name != tc.want {
			t.Errorf("step %s: %s (%s) by %s, want unsat by %s", tc.step, r.Status, r.Reason, name, tc.want)
		}
	}
}

// runMember solves s with the one member of class k's strategy whose
// entry names engine, alone in a sliced portfolio, and returns its answer
// and the name of the member after the run.
func runMember(t *testing.T, k strategy.Class, engine string, s *chc.System) (Result, string) {
	t.Helper()
	a := &Auto{c: Config{NewSolver: z3.NewSolver}}
	for _, e := range strategy.For(k) {
		if e.Engine != engine {
			continue
		}
		p, err := NewSliced(sched.Options{}, z3.NewSolver, a.member(e))
		if err != nil {
			t.Fatal(err)
		}
		r, err := p.Solve(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		return r, p.Members[0].Name()
	}
	t.Fatalf("%s has no %s entry", k, engine)
	return Result{}, ""
}

// TestIntBMCProducts: BMC over the exact integer translation refutes
// reve-009-horn (bv/, reference unsat: 32-bit products and sums of
// variables compared), whose first unrolling satbmc's blasted
// multipliers do not get past in 20 s; the driver validates the
// derivation against the bits.
func TestIntBMCProducts(t *testing.T) {
	path := benchdata.Dir(t, "bv/reve-009-horn-bv.smt2")
	s, err := smtlib2.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	eng, err := New("int-bmc", Config{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Solve(ctx, s, Options{NewSolver: z3.NewSolver, Engine: eng})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Unsat || r.Derivation == nil {
		t.Fatalf("got %s (%s), want unsat with a derivation", r.Status, r.Reason)
	}
	if n := r.Stats.Count("validations"); n != 1 {
		t.Errorf("%d validations, want 1", n)
	}
}

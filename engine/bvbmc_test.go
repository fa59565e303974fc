package engine

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// TestAutoBVBMCMember: auto's BMC member for a bit-vector system is BMC
// over the exact integer translation where the translation applies, and
// satbmc where it does not (a bitwise and of two variables).
func TestAutoBVBMCMember(t *testing.T) {
	const head = `(set-logic HORN)
(declare-fun I ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8))) (=> (= i #x00) (I i n))))
`
	for _, tc := range []struct{ step, want string }{
		{"(bvadd i n)", "pdr:1,int-pdr:3,nowrap-given-int-pdr:4,nowrap-given-int-houdini:1,int-bmc:1,bits-houdini:3,sim:1"},
		{"(bvand i n)", "pdr:1,int-pdr:3,nowrap-given-int-pdr:4,nowrap-given-int-houdini:1,satbmc:1,bits-houdini:3,sim:1"},
	} {
		src := head + `(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8)) (j (_ BitVec 8))) (=> (and (I i n) (= j ` + tc.step + `)) (I j n))))
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8))) (=> (and (I i n) (= i #x07)) false)))`
		s, err := smtlib2.Parse("step.smt2", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		a := &Auto{c: Config{NewSolver: z3.NewSolver}}
		p, err := a.pick(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if got := slicedName(p); got != tc.want {
			t.Errorf("step %s: members %s, want %s", tc.step, got, tc.want)
		}
	}
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
	c := Config{NewSolver: z3.NewSolver}
	r, err := Solve(ctx, s, Options{NewSolver: z3.NewSolver, Engine: c.intBMC(z3.NewSolver)})
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

package bvint_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/bvint"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// giveUp is an engine that counts its calls and gives up.
type giveUp struct{ calls int }

func (g *giveUp) Name() string { return "give-up" }

func (g *giveUp) Solve(context.Context, *chc.System) (result.Result, error) {
	g.calls++
	return result.Unknown(result.GaveUp, "give-up"), nil
}

// TestRefuses: a product of two bit-vector variables has no exact linear
// integer reading, so ViaInt gives up at once, naming the reason, without
// running its inner engine.
func TestRefuses(t *testing.T) {
	s, err := smtlib2.Parse("mul.smt2", []byte(`(set-logic HORN)
(declare-fun inv ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (= x #x03) (inv x y))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (inv x y) (inv (bvmul x y) y))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (and (inv x y) (= x #x00)) false)))
`))
	if err != nil {
		t.Fatal(err)
	}
	inner := &giveUp{}
	r, err := (&bvint.ViaInt{Inner: inner, NewSolver: z3.NewSolver}).Solve(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.GaveUp || !strings.Contains(r.Reason, "bv2int") || inner.calls != 0 {
		t.Errorf("got %s (%s), inner ran %d times; want unknown: gave up, naming bv2int, inner not run", r.Status, r.Reason, inner.calls)
	}
}

// TestDemote: without overflow, the fixture's model breaks on the bits
// (its bug needs an overflow); each such round calls the Demote it was
// built with, and the engine still refutes the system with a derivation
// of the bits.
func TestDemote(t *testing.T) {
	s, err := smtlib2.ParseFile(filepath.Join(enginetest.Dir(), "bv-wrap-unsafe.smt2"))
	if err != nil {
		t.Fatal(err)
	}
	demoted := 0
	v := &bvint.ViaInt{Inner: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver,
		Wrap: preprocess.WrapAssumed, Demote: func() { demoted++ }}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	r, err := v.Solve(ctx, s)
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("got %s (%s), %v; want unsat", r.Status, r.Reason, err)
	}
	if err := witness.CheckDerivation(ctx, s, r.Derivation); err != nil {
		t.Fatalf("the derivation fails on the bits: %v", err)
	}
	if rounds := r.Stats.Count("wrap rounds"); rounds == 0 || int64(demoted) != rounds {
		t.Errorf("%d wrap rounds, %d demotions; want one per round, at least one", rounds, demoted)
	}
}

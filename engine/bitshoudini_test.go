package engine_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// twoPhases is reve-004b's shape at 8 bits (see the houdini package's
// test of the same name): its invariant is one relation modulo 2^8 per
// phase of the loops. unsafe asks instead for x1 = x2 at the end, which
// holds.
const twoPhases = `(set-logic HORN)
(declare-fun inv ((_ BitVec 8) (_ BitVec 8) (_ BitVec 8) (_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((n (_ BitVec 8))) (inv n #x00 #x00 #x01 #x00)))
(assert (forall ((n (_ BitVec 8)) (i (_ BitVec 8)) (x1 (_ BitVec 8)) (j (_ BitVec 8)) (x2 (_ BitVec 8)))
  (=> (and (inv n i x1 j x2) (bvsle j n) (bvsle i n))
      (inv n (bvadd i #x01) (bvadd x1 i) (bvadd j #x01) (bvadd x2 j)))))
(assert (forall ((n (_ BitVec 8)) (i (_ BitVec 8)) (x1 (_ BitVec 8)) (j (_ BitVec 8)) (x2 (_ BitVec 8)))
  (=> (and (inv n i x1 j x2) (bvsle j n) (not (bvsle i n)))
      (inv n i x1 (bvadd j #x01) (bvadd x2 j)))))
(assert (forall ((n (_ BitVec 8)) (i (_ BitVec 8)) (x1 (_ BitVec 8)) (j (_ BitVec 8)) (x2 (_ BitVec 8)))
  (=> (and (inv n i x1 j x2) (not (bvsle j n)) (bvsle i n))
      (inv n (bvadd i #x01) (bvadd x1 i) j x2))))
(assert (forall ((n (_ BitVec 8)) (i (_ BitVec 8)) (x1 (_ BitVec 8)) (j (_ BitVec 8)) (x2 (_ BitVec 8)))
  (=> (and (inv n i x1 j x2) (not (bvsle j n)) (not (bvsle i n)) QUERY) false)))
`

// TestBitsHoudini: Houdini over the bits proves twoPhases safe with a
// model that validates, and on its unsafe variant gives up instead of
// answering; auto decides both.
func TestBitsHoudini(t *testing.T) {
	for _, c := range []struct {
		name  string
		query string
		want  chc.Status
	}{
		{"safe", "(not (= x1 x2))", chc.Sat},
		{"unsafe", "(= x1 x2)", chc.Unsat},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := smtlib2.Parse("two-phases.smt2", []byte(strings.Replace(twoPhases, "QUERY", c.query, 1)))
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			e, err := engine.New("bits-houdini", engine.Config{NewSolver: z3.NewSolver})
			if err != nil {
				t.Fatal(err)
			}
			r, err := e.Solve(ctx, s)
			if err != nil {
				t.Fatal(err)
			}
			wantHoudini := c.want
			if c.want == chc.Unsat {
				wantHoudini = chc.Unknown // Houdini only proves
			}
			if r.Status != wantHoudini {
				t.Fatalf("bits-houdini: %s (%s), want %s", r.Status, r.Reason, wantHoudini)
			}
			if r.Status == chc.Sat {
				if err := engine.Validate(ctx, s, r, z3.NewSolver); err != nil {
					t.Fatalf("bits-houdini's model fails: %v", err)
				}
			}
			a, err := engine.Solve(ctx, s, engine.Options{NewSolver: z3.NewSolver})
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != c.want {
				t.Fatalf("auto: %s (%s), want %s", a.Status, a.Reason, c.want)
			}
		})
	}
}

package houdini_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// arrayInit sets a[i] = 0 for i from 0 to n-1 (the step writes through a
// copy that must equal the array it copies) and asks that every cell
// below n be 0.
const arrayInit = `(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int) (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int))) (inv 0 n a a)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int)))
  (=> (and (inv i n a b) (< i n)) (inv (+ i 1) n (store a i 0) (store b i 0)))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int)) (j Int))
  (=> (and (inv i n a b) (>= i n) (<= 0 j) (< j n) (not (= (select a j) 0))) false)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int)))
  (=> (and (inv i n a b) (not (= a b))) false)))
`

// TestInstantiate: Houdini with quantified candidates decides the same
// summary with ground checks (Options.Instantiate) as with Z3's
// quantifier instantiation, on an array-initialising loop whose
// candidates hold (the initialised prefix, the copy) or do not (a prefix
// of ones, every cell 0, a strict order): the same quantified
// candidates survive, the summary is complete, and Z3 validates it with
// its quantifiers; the ground run made ground checks.
func TestInstantiate(t *testing.T) {
	ctx := context.Background()
	s := parse(t, "array-init", []byte(arrayInit))
	f := s.Terms
	p := s.Preds[0]
	xs := []*chc.Term{f.Var("i", chc.IntSort), f.Var("n", chc.IntSort), f.Var("a", p.Params[2]), f.Var("b", p.Params[3])}
	k := f.BoundVar("k", chc.IntSort)
	forall := func(body *chc.Term) *chc.Term {
		q, err := f.Forall([]*chc.Term{k}, body)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	prefix := f.And(f.Le(f.Int(0), k), f.Lt(k, xs[0]))
	holds := []*chc.Term{
		forall(f.Implies(prefix, f.Eq(f.Select(xs[2], k), f.Int(0)))),
		forall(f.Eq(f.Select(xs[2], k), f.Select(xs[3], k))),
	}
	fails := []*chc.Term{
		forall(f.Implies(prefix, f.Eq(f.Select(xs[2], k), f.Int(1)))),
		forall(f.Eq(f.Select(xs[2], k), f.Int(0))),
		forall(f.Implies(f.Lt(k, xs[1]), f.Eq(f.Select(xs[2], k), f.Int(0)))),
	}
	cands := chc.Model{p: chc.Interp{Params: xs, Body: f.And(append(append([]*chc.Term(nil), fails...), holds...)...)}}
	kept := map[bool][]*chc.Term{}
	for _, ground := range []bool{false, true} {
		stats := result.NewStats()
		r, err := houdini.Infer(ctx, s, houdini.Options{NewSolver: z3.NewSolver, Candidates: cands, Instantiate: ground, Stats: stats,
			QuantifiedCheck: time.Minute}) // wall clock: the machine may be loaded
		if err != nil {
			t.Fatal(err)
		}
		if !r.Complete {
			t.Fatalf("ground %v: not complete: %v", ground, r.Model)
		}
		if err := witness.CheckModel(ctx, s, r.Model, z3.NewSolver); err != nil {
			t.Fatalf("ground %v: the summary is not a model: %v", ground, err)
		}
		if n := stats.Count("houdini ground checks"); (n > 0) != ground {
			t.Fatalf("ground %v: %d ground checks", ground, n)
		}
		in := r.Model[p]
		m := map[*chc.Term]*chc.Term{}
		for j, x := range in.Params {
			m[x] = xs[j]
		}
		for _, c := range chc.Conjuncts(f.Subst(in.Body, m)) {
			if c.Op() == chc.OpForall {
				kept[ground] = append(kept[ground], c)
			}
		}
		for _, c := range holds {
			if !slices.Contains(kept[ground], c) {
				t.Errorf("ground %v: %v dropped", ground, c)
			}
		}
		for _, c := range fails {
			if slices.Contains(kept[ground], c) {
				t.Errorf("ground %v: %v kept", ground, c)
			}
		}
	}
	if len(kept[true]) != len(kept[false]) {
		t.Fatalf("quantified candidates kept: ground %v, instantiation %v", kept[true], kept[false])
	}
}

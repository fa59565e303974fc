package houdini_test

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/z3"
)

// plainSolver hides every facet of a solver but smt.Solver's: it cannot
// bound its checks by work (no smt.Limiter).
type plainSolver struct{ smt.Solver }

// TestQuantifiedWork: Houdini's checks with quantified candidates are
// bounded by the solver's count of work, not by the clock. With a
// wall-clock bound of 1 ns, which every check reaches, as a bound in
// time does on a loaded enough machine, a solver that counts its work
// still decides each check and keeps the loop's invariant (the prefix
// initialised, the copy), while one that cannot count its work answers
// unknown; and a work bound so small that the checks reach it gives the
// same summary on every run.
func TestQuantifiedWork(t *testing.T) {
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
	cands := chc.Model{p: chc.Interp{Params: xs, Body: f.And(
		forall(f.Implies(prefix, f.Eq(f.Select(xs[2], k), f.Int(1)))),
		forall(f.Implies(prefix, f.Eq(f.Select(xs[2], k), f.Int(0)))),
		forall(f.Eq(f.Select(xs[2], k), f.Select(xs[3], k))),
	)}}
	infer := func(ns smt.NewSolver, work uint64) (houdini.Result, *result.Stats) {
		t.Helper()
		stats := result.NewStats()
		r, err := houdini.Infer(ctx, s, houdini.Options{NewSolver: ns, Candidates: cands, Stats: stats,
			QuantifiedWork: work, QuantifiedCheck: time.Nanosecond})
		if err != nil {
			t.Fatal(err)
		}
		return r, stats
	}

	r, stats := infer(z3.NewSolver, 0)
	if !r.Complete || stats.Count("houdini unknown checks") != 0 || stats.Count("houdini work-bounded checks") == 0 {
		t.Fatalf("bounded by work: complete %v, %d unknown checks, %d bounded by work; summary %v",
			r.Complete, stats.Count("houdini unknown checks"), stats.Count("houdini work-bounded checks"), r.Model)
	}
	plain := func(f *chc.Factory) (smt.Solver, error) {
		s, err := z3.NewSolver(f)
		if err != nil {
			return nil, err
		}
		return plainSolver{s}, nil
	}
	if r, stats := infer(plain, 0); r.Complete || stats.Count("houdini unknown checks") == 0 {
		t.Fatalf("bounded by 1 ns of wall clock: complete %v, %d unknown checks", r.Complete, stats.Count("houdini unknown checks"))
	}

	first, stats := infer(z3.NewSolver, 1)
	if stats.Count("houdini unknown checks") == 0 {
		t.Fatalf("no check reached a work bound of 1")
	}
	for range 3 {
		again, _ := infer(z3.NewSolver, 1)
		if again.Model[p].Body != first.Model[p].Body || again.Complete != first.Complete {
			t.Fatalf("work bound 1: summaries differ between runs:\n%v\n%v", first.Model[p].Body, again.Model[p].Body)
		}
	}
}

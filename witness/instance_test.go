package witness_test

import (
	"context"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// plain hides a solver's optional interfaces (smt.Instancer among them),
// so CheckModel asserts each violation as one formula.
type plain struct{ smt.Solver }

func plainSolvers(f *chc.Factory) (smt.Solver, error) {
	sol, err := z3.NewSolver(f)
	if err != nil {
		return nil, err
	}
	return plain{sol}, nil
}

// TestCheckModelInstancesAgree: CheckModel with Z3's instances
// (smt.Instancer) and with whole formulas gives the same verdict, naming
// the same clause (the values shown may differ), on genuine models and on each predicate made false or
// true.
func TestCheckModelInstancesAgree(t *testing.T) {
	if _, ok := any(mustSolver(t)).(smt.Instancer); !ok {
		t.Fatal("z3's solver is not an smt.Instancer: this test would compare a path with itself")
	}
	ctx := context.Background()
	for _, file := range []string{"../examples/counter.smt2", "../testdata/engines/nested-safe.smt2", "../testdata/engines/real-safe.smt2",
		"../testdata/engines/mutual-safe.smt2", "../testdata/engines/tree-nonlin-safe.smt2", "../testdata/engines/bool-safe.smt2",
		"../testdata/engines/bv-even-safe.smt2", "../testdata/engines/mc91-safe.smt2"} {
		t.Run(file, func(t *testing.T) {
			s := parse(t, file)
			m, _ := solvePDR(t, s, chc.Sat)
			compare := func(what string) {
				t.Helper()
				a := witness.CheckModel(ctx, s, m, z3.NewSolver)
				b := witness.CheckModel(ctx, s, m, plainSolvers)
				if (a == nil) != (b == nil) || (a != nil && clauseOf(a) != clauseOf(b)) {
					t.Fatalf("%s: instances: %v; whole formulas: %v", what, a, b)
				}
			}
			compare("genuine")
			for _, p := range s.Preds {
				orig := m[p]
				m[p] = chc.Interp{Params: orig.Params, Body: s.Terms.False()}
				compare(p.Name + " := false")
				m[p] = chc.Interp{Params: orig.Params, Body: s.Terms.True()}
				compare(p.Name + " := true")
				m[p] = orig
			}
		})
	}
}

// clauseOf is the part of a violation's message before the values.
func clauseOf(err error) string {
	head, _, _ := strings.Cut(err.Error(), "): ")
	return head
}

func mustSolver(t *testing.T) smt.Solver {
	t.Helper()
	sol, err := z3.NewSolver(chc.NewFactory())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(sol.Close)
	return sol
}

// TestCheckModelSimultaneous: an interpretation whose parameters are the
// clause's own variables is instantiated all at once: P(x, y) := x ≤ y
// does not hold for P(x, y) → P(y, x) (with P(0, 1) a fact), though
// replacing x by y and then y by x would make the head x ≤ x.
func TestCheckModelSimultaneous(t *testing.T) {
	s := chc.NewSystem("swap")
	f := s.Terms
	p := &chc.Pred{Name: "P", Params: []chc.Sort{chc.IntSort, chc.IntSort}}
	s.Preds = []*chc.Pred{p}
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	at := func(a, b *chc.Term) chc.Atom { return chc.Atom{Pred: p, Args: []*chc.Term{a, b}} }
	fact, swap := at(x, y), at(y, x)
	s.Clauses = []*chc.Clause{
		{Constraint: f.And(f.Eq(x, f.Int(0)), f.Eq(y, f.Int(1))), Head: &fact},
		{Body: []chc.Atom{at(x, y)}, Constraint: f.True(), Head: &swap},
		{Body: []chc.Atom{at(x, y)}, Constraint: f.Eq(x, y)},
	}
	ctx := context.Background()
	for _, ns := range []smt.NewSolver{z3.NewSolver, plainSolvers} {
		bad := chc.Model{p: {Params: []*chc.Term{x, y}, Body: f.Le(x, y)}}
		wantReject(t, "x ≤ y", witness.CheckModel(ctx, s, bad, ns), "violates", s.Describe(s.Clauses[1]))
		good := chc.Model{p: {Params: []*chc.Term{y, x}, Body: f.Or(f.Eq(f.Sub(x, y), f.Int(1)), f.Eq(f.Sub(y, x), f.Int(1)))}}
		if err := witness.CheckModel(ctx, s, good, ns); err != nil {
			t.Fatalf("|x - y| = 1 rejected: %v", err)
		}
	}
}

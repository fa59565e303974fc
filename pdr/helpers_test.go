package pdr

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/z3"
)

// counterSystem builds P(x, y): x = 0 ∧ y = 0 → P(x, y); P(x, y) ∧ x1 = x + 1
// → P(x1, y); P(x, y) ∧ y ≥ 1 → false. y stays 0, x grows.
func counterSystem() *chc.System {
	s := chc.NewSystem("counter")
	f := s.Terms
	p := &chc.Pred{Name: "P", Params: []chc.Sort{chc.IntSort, chc.IntSort}}
	s.Preds = append(s.Preds, p)
	x, y, x1 := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort), f.Var("x1", chc.IntSort)
	atom := func(a, b *chc.Term) chc.Atom { return chc.Atom{Pred: p, Args: []*chc.Term{a, b}} }
	head := func(a, b *chc.Term) *chc.Atom { h := atom(a, b); return &h }
	s.Clauses = append(s.Clauses,
		&chc.Clause{Constraint: f.And(f.Eq(x, f.Int(0)), f.Eq(y, f.Int(0))), Head: head(x, y)},
		&chc.Clause{Body: []chc.Atom{atom(x, y)}, Constraint: f.Eq(x1, f.Add(x, f.Int(1))), Head: head(x1, y)},
		&chc.Clause{Body: []chc.Atom{atom(x, y)}, Constraint: f.Le(f.Int(1), y)},
	)
	return s
}

// testSearch returns a search over s whose predicate solvers exist.
func testSearch(t *testing.T, s *chc.System, opt Options) *search {
	t.Helper()
	if opt.NewSolver == nil {
		opt.NewSolver = newSolver
	}
	sr := newSearch(context.Background(), s, opt, result.NewStats())
	t.Cleanup(sr.close)
	for _, p := range sr.preds {
		if _, err := sr.solverOf(p); err != nil {
			t.Fatal(err)
		}
	}
	return sr
}

func sameTerms(a, b []*chc.Term) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// newSolver is the solver the tests use.
var newSolver smt.NewSolver = z3.NewSolver

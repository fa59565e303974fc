package witness_test

import (
	"context"
	"errors"
	"math/rand"
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

// TestCheckModelLocations: models that are disjunctions over a location
// argument, as a program's are, on clauses whose atoms have constant
// locations (in the atom, or equated with one in the constraint, or in
// each case of a disjunctive constraint, which CheckModel checks case by
// case), where CheckModel prunes the disjuncts a location excludes: on 200 random
// models, it accepts exactly those for which no clause's violation
// (chc.Model.Violation, checked whole by a fresh solver) is satisfiable.
func TestCheckModelLocations(t *testing.T) {
	s := chc.NewSystem("locations")
	f := s.Terms
	p := &chc.Pred{Name: "P", Params: []chc.Sort{chc.IntSort, chc.IntSort, chc.BoolSort}}
	s.Preds = []*chc.Pred{p}
	x, y, h, b := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort), f.Var("h", chc.IntSort), f.Var("b", chc.BoolSort)
	g, c := f.Var("g", chc.IntSort), f.Var("c", chc.BoolSort)
	at := func(pc, v, w *chc.Term) chc.Atom { return chc.Atom{Pred: p, Args: []*chc.Term{pc, v, w}} }
	head := func(a chc.Atom) *chc.Atom { return &a }
	s.Clauses = []*chc.Clause{
		{Constraint: f.And(f.Eq(x, f.Int(0)), f.Eq(h, f.Int(0))), Head: head(at(h, x, f.True()))},
		{Body: []chc.Atom{at(f.Int(0), x, b)}, Constraint: f.Eq(y, f.Add(x, f.Int(1))), Head: head(at(f.Int(1), y, f.False()))},
		{Body: []chc.Atom{at(f.Int(1), x, b)}, Constraint: f.And(f.Eq(y, f.Sub(x, f.Int(1))), f.Eq(h, f.Int(2))), Head: head(at(h, y, b))},
		{Body: []chc.Atom{at(h, x, b)}, Constraint: f.And(f.Eq(h, f.Int(2)), f.Lt(f.Int(3), x))},
		{Body: []chc.Atom{at(f.Int(1), x, f.True())}, Constraint: f.True()},
		// The two moves again, and a stutter at location 2, as one clause
		// whose cases each fix both locations: checked case by case.
		{Body: []chc.Atom{at(h, x, b)}, Constraint: f.Or(
			f.And(f.Eq(h, f.Int(0)), f.Eq(g, f.Int(1)), f.Eq(y, f.Add(x, f.Int(1))), f.Not(c)),
			f.And(f.Eq(h, f.Int(1)), f.Eq(g, f.Int(2)), f.Eq(y, f.Sub(x, f.Int(1))), f.Eq(c, b)),
			f.And(f.Eq(h, f.Int(2)), f.Eq(g, f.Int(2)), f.Eq(y, x), f.Eq(c, b))), Head: head(at(g, y, c))},
	}
	pc, v, w := f.Var("pc", chc.IntSort), f.Var("v", chc.IntSort), f.Var("w", chc.BoolSort)
	r := rand.New(rand.NewSource(7))
	ctx := context.Background()
	sol := mustSolver(t)
	accepted := 0
	for i := 0; i < 200; i++ {
		var disj []*chc.Term
		reach := []int64{0, 1, 0} // the value at each location
		for k := int64(0); k < 3; k++ {
			for n := 1 + r.Intn(2); n > 0; n-- {
				lo, hi := reach[k]-int64(r.Intn(2)), reach[k]+int64(r.Intn(4))-1
				conj := []*chc.Term{f.Eq(pc, f.Int(k)), f.Le(f.Int(lo), v), f.Le(v, f.Int(hi))}
				switch r.Intn(3) {
				case 0:
					conj = append(conj, f.Eq(w, f.BoolConst(r.Intn(2) == 0)))
				case 1:
					conj = append(conj, f.Not(w))
				}
				disj = append(disj, f.And(conj...))
			}
		}
		m := chc.Model{p: {Params: []*chc.Term{pc, v, w}, Body: f.Or(disj...)}}
		want := true
		for _, c := range s.Clauses {
			phi, err := m.Violation(f, c)
			if err != nil {
				t.Fatal(err)
			}
			if err := sol.Push(); err != nil {
				t.Fatal(err)
			}
			if err := sol.Assert(phi); err != nil {
				t.Fatal(err)
			}
			res, err := sol.Check(ctx)
			if err != nil || res == smt.Unknown {
				t.Fatalf("reference check: %v %v", res, err)
			}
			if err := sol.Pop(1); err != nil {
				t.Fatal(err)
			}
			want = want && res == smt.Unsat
		}
		err := witness.CheckModel(ctx, s, m, z3.NewSolver)
		if (err == nil) != want {
			t.Fatalf("model %v: CheckModel says %v, the whole violations say valid=%v", m[p].Body, err, want)
		}
		if want {
			accepted++
		}
	}
	if accepted == 0 || accepted == 200 {
		t.Fatalf("%d of 200 random models valid: the test does not tell both kinds apart", accepted)
	}
}

// TestCheckModelCases: a clause whose constraint is three moves, each
// fixing both locations, is checked case by case. A model that breaks one
// move only (each in turn) is rejected, naming the clause; the model that
// breaks none is accepted.
func TestCheckModelCases(t *testing.T) {
	s := chc.NewSystem("cases")
	f := s.Terms
	p := &chc.Pred{Name: "P", Params: []chc.Sort{chc.IntSort, chc.IntSort}}
	s.Preds = []*chc.Pred{p}
	h, g, x, y := f.Var("h", chc.IntSort), f.Var("g", chc.IntSort), f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	s.Clauses = []*chc.Clause{
		{Constraint: f.And(f.Eq(h, f.Int(0)), f.Eq(x, f.Int(0))), Head: &chc.Atom{Pred: p, Args: []*chc.Term{h, x}}},
		{Body: []chc.Atom{{Pred: p, Args: []*chc.Term{h, x}}}, Constraint: f.Or(
			f.And(f.Eq(h, f.Int(0)), f.Eq(g, f.Int(1)), f.Eq(y, f.Add(x, f.Int(1)))),
			f.And(f.Eq(h, f.Int(1)), f.Eq(g, f.Int(2)), f.Eq(y, f.Add(x, f.Int(1)))),
			f.And(f.Eq(h, f.Int(2)), f.Eq(g, f.Int(2)), f.Eq(y, f.Add(x, f.Int(1))))),
			Head: &chc.Atom{Pred: p, Args: []*chc.Term{g, y}}},
	}
	pc, v := f.Var("pc", chc.IntSort), f.Var("v", chc.IntSort)
	model := func(at1, at2 *chc.Term) chc.Model {
		return chc.Model{p: {Params: []*chc.Term{pc, v}, Body: f.Or(
			f.And(f.Eq(pc, f.Int(0)), f.Eq(v, f.Int(0))),
			f.And(f.Eq(pc, f.Int(1)), at1),
			f.And(f.Eq(pc, f.Int(2)), at2))}}
	}
	ctx := context.Background()
	if err := witness.CheckModel(ctx, s, model(f.Eq(v, f.Int(1)), f.Le(f.Int(2), v)), z3.NewSolver); err != nil {
		t.Fatalf("valid model rejected: %v", err)
	}
	for move, m := range []chc.Model{
		model(f.Eq(v, f.Int(7)), f.Le(f.Int(2), v)), // 0 → 1 reaches v = 1
		model(f.Eq(v, f.Int(1)), f.Le(f.Int(3), v)), // 1 → 2 reaches v = 2
		model(f.Eq(v, f.Int(1)), f.Eq(v, f.Int(2))), // 2 → 2 reaches v = 3
	} {
		err := witness.CheckModel(ctx, s, m, z3.NewSolver)
		if err == nil || !strings.Contains(err.Error(), "violates") || !strings.Contains(err.Error(), s.Describe(s.Clauses[1])) {
			t.Errorf("model breaking move %d: got %v, want a violation of %s", move, err, s.Describe(s.Clauses[1]))
		}
		// The error names the clause for a caller too (engine.ViaInt
		// refines that clause).
		var bad *witness.Violation
		if !errors.As(err, &bad) || bad.Clause != s.Clauses[1] {
			t.Errorf("model breaking move %d: error %T does not carry the clause broken", move, err)
		}
	}
}

package chc

import "testing"

// TestVarHeads: a head with a term and a repeated variable gets fresh
// variables equated in the constraint; a head already in the form and a
// query are shared; the given clauses are unchanged.
func TestVarHeads(t *testing.T) {
	s := NewSystem("t")
	f := s.Terms
	p := &Pred{Name: "p", Params: []Sort{IntSort, IntSort, IntSort}}
	s.Preds = []*Pred{p}
	i, h1 := f.Var("i", IntSort), f.Var("h!1", IntSort)
	step := &Clause{Body: []Atom{{Pred: p, Args: []*Term{i, i, h1}}}, Constraint: f.True(),
		Head: &Atom{Pred: p, Args: []*Term{f.Add(i, f.Int(1)), i, i}}}
	plain := &Clause{Constraint: f.True(), Head: &Atom{Pred: p, Args: []*Term{i, h1, f.Var("k", IntSort)}}}
	query := &Clause{Body: []Atom{{Pred: p, Args: []*Term{i, i, i}}}, Constraint: f.Lt(i, f.Int(0))}
	s.Clauses = []*Clause{step, plain, query}
	before := step.String()
	out := s.VarHeads()
	if out.Clauses[1] != plain || out.Clauses[2] != query {
		t.Error("a clause already in the form was rebuilt")
	}
	if step.String() != before {
		t.Errorf("the given clause changed: %s", step)
	}
	c := out.Clauses[0]
	seen := map[*Term]bool{}
	for k, a := range c.Head.Args {
		if !a.IsVar() || seen[a] || a == h1 {
			t.Errorf("head argument %d is %s: not a fresh distinct variable", k, a)
		}
		seen[a] = true
	}
	// The new clause says the same: with the equalities, the head
	// arguments are the old terms.
	want := "(+ i 1)"
	found := false
	for _, cj := range Conjuncts(c.Constraint) {
		if cj.Op() == OpEq && (cj.Args()[0].String() == want || cj.Args()[1].String() == want) {
			found = true
		}
	}
	if !found {
		t.Errorf("no equality with %s in %s", want, c.Constraint)
	}
}

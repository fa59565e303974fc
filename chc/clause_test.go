package chc

import (
	"strings"
	"testing"
)

// counter builds the system of doc.go: inv(0); inv(x) ∧ y = x+1 → inv(y);
// inv(x) ∧ x < 0 → false.
func counter() (*System, *Pred, []*Term) {
	s := NewSystem("count")
	f := s.Terms
	inv := &Pred{Name: "inv", Params: []Sort{IntSort}}
	s.Preds = append(s.Preds, inv)
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	s.Clauses = append(s.Clauses,
		&Clause{Constraint: f.Eq(x, f.Int(0)), Head: &Atom{Pred: inv, Args: []*Term{x}}},
		&Clause{Body: []Atom{{Pred: inv, Args: []*Term{x}}},
			Constraint: f.Eq(y, f.Add(x, f.Int(1))), Head: &Atom{Pred: inv, Args: []*Term{y}}},
		&Clause{Body: []Atom{{Pred: inv, Args: []*Term{x}}}, Constraint: f.Lt(x, f.Int(0))})
	return s, inv, []*Term{x, y}
}

func TestPos(t *testing.T) {
	for _, c := range []struct {
		p    Pos
		want string
	}{
		{Pos{}, "-"},
		{Pos{File: "a.smt2"}, "a.smt2"},
		{Pos{File: "a.smt2", Line: 3, Col: 7}, "a.smt2:3:7"},
		{Pos{Line: 3, Col: 7}, "-:3:7"},
	} {
		if got := c.p.String(); got != c.want {
			t.Errorf("%#v.String() = %q, want %q", c.p, got, c.want)
		}
	}
}

func TestAtomClauseString(t *testing.T) {
	s, inv, xs := counter()
	f := s.Terms
	if got := (Atom{Pred: inv, Args: []*Term{f.Add(xs[0], f.Int(1))}}).String(); got != "(inv (+ x 1))" {
		t.Errorf("Atom.String = %s", got)
	}
	p0 := &Pred{Name: "the end"}
	if got := (Atom{Pred: p0}).String(); got != "|the end|" {
		t.Errorf("nullary Atom.String = %s", got)
	}
	if p0.String() != "the end" || inv.Arity() != 1 || p0.Arity() != 0 {
		t.Errorf("Pred.String/Arity wrong")
	}
	want := []string{
		"(= x 0) → (inv x)",
		"(inv x) ∧ (= y (+ x 1)) → (inv y)",
		"(inv x) ∧ (< x 0) → false",
	}
	for i, c := range s.Clauses {
		if got := c.String(); got != want[i] {
			t.Errorf("clause %d: %s, want %s", i, got, want[i])
		}
	}
	c := &Clause{Body: []Atom{{Pred: inv, Args: []*Term{xs[0]}}}, Constraint: f.True(), Head: &Atom{Pred: inv, Args: []*Term{xs[0]}}}
	if got := c.String(); got != "(inv x) → (inv x)" {
		t.Errorf("clause with a true constraint: %s", got)
	}
	if got := (&Clause{Constraint: f.True()}).String(); got != "true → false" {
		t.Errorf("empty clause: %s", got)
	}
}

func TestClausePredicates(t *testing.T) {
	s, _, _ := counter()
	init, step, query := s.Clauses[0], s.Clauses[1], s.Clauses[2]
	for _, c := range []struct {
		c                   *Clause
		fact, query, linear bool
	}{
		{init, true, false, true},
		{step, false, false, true},
		{query, false, true, true},
		{&Clause{Body: []Atom{step.Body[0], step.Body[0]}, Constraint: s.Terms.True()}, false, true, false},
	} {
		if c.c.IsFact() != c.fact || c.c.IsQuery() != c.query || c.c.IsLinear() != c.linear {
			t.Errorf("%s: fact %v query %v linear %v", c.c, c.c.IsFact(), c.c.IsQuery(), c.c.IsLinear())
		}
	}
}

func TestClauseVars(t *testing.T) {
	s := NewSystem("")
	f := s.Terms
	p := &Pred{Name: "p", Params: []Sort{IntSort, IntSort}}
	c0 := f.Var("c", IntSort) // smallest ID, only in the head
	a, b := f.Var("a", IntSort), f.Var("b", IntSort)
	d := f.Var("d", IntSort) // only in a body argument
	c := &Clause{
		Body:       []Atom{{Pred: p, Args: []*Term{f.Add(d, f.Int(1)), a}}},
		Constraint: f.Lt(a, b),
		Head:       &Atom{Pred: p, Args: []*Term{c0, a}},
	}
	vs := c.Vars()
	if len(vs) != 4 || vs[0] != c0 || vs[1] != a || vs[2] != b || vs[3] != d {
		t.Errorf("Vars = %v, want [c a b d]", vs)
	}
	q := &Clause{Constraint: f.True()}
	if vs := q.Vars(); len(vs) != 0 {
		t.Errorf("Vars of a ground clause = %v", vs)
	}
}

func TestSystemLookups(t *testing.T) {
	s, inv, _ := counter()
	if s.Pred("inv") != inv || s.Pred("nope") != nil {
		t.Errorf("Pred lookup wrong")
	}
	if qs := s.Queries(); len(qs) != 1 || qs[0] != s.Clauses[2] {
		t.Errorf("Queries = %v", qs)
	}
	if s.ClauseIndex(s.Clauses[1]) != 1 || s.ClauseIndex(&Clause{}) != -1 {
		t.Errorf("ClauseIndex wrong")
	}
	if got := s.Describe(s.Clauses[1]); got != "clause 1" {
		t.Errorf("Describe = %q", got)
	}
	s.Clauses[2].Pos = Pos{File: "c.smt2", Line: 9, Col: 2}
	if got := s.Describe(s.Clauses[2]); got != "clause 2 (c.smt2:9:2)" {
		t.Errorf("Describe = %q", got)
	}
	if s.Name != "count" || s.Terms == nil {
		t.Errorf("NewSystem fields wrong")
	}
}

func TestSystemCheck(t *testing.T) {
	s, inv, xs := counter()
	if err := s.Check(); err != nil {
		t.Fatalf("Check of a good system: %v", err)
	}
	f := s.Terms
	x := xs[0]
	r := f.Var("r", RealSort)
	g := NewFactory()
	gx := g.Var("x", IntSort)
	other := &Pred{Name: "other", Params: []Sort{IntSort}}
	for _, c := range []struct {
		clause *Clause
		err    string
	}{
		{&Clause{Head: &Atom{Pred: inv, Args: []*Term{x}}}, "clause 3: constraint is missing or not Bool"},
		{&Clause{Constraint: x}, "clause 3: constraint is missing or not Bool"},
		{&Clause{Constraint: f.True(), Head: &Atom{Pred: other, Args: []*Term{x}}}, "clause 3: predicate other is not declared in the system"},
		{&Clause{Constraint: f.True(), Body: []Atom{{Pred: other, Args: []*Term{x}}}}, "clause 3: predicate other is not declared in the system"},
		{&Clause{Constraint: f.True(), Body: []Atom{{Pred: inv}}}, "clause 3: inv takes 1 arguments, got 0"},
		{&Clause{Constraint: f.True(), Head: &Atom{Pred: inv, Args: []*Term{x, x}}}, "clause 3: inv takes 1 arguments, got 2"},
		{&Clause{Constraint: f.True(), Body: []Atom{{Pred: inv, Args: []*Term{r}}}}, "clause 3: argument 1 of inv has sort Real, want Int"},
		{&Clause{Constraint: f.True(), Body: []Atom{{Args: []*Term{x}}}}, "clause 3: atom without a predicate"},
		{&Clause{Constraint: f.True(), Body: []Atom{{Pred: inv, Args: []*Term{nil}}}}, "clause 3: argument 1 of inv is missing"},
		{&Clause{Constraint: g.True()}, "clause 3: term true does not come from the system's factory"},
		{&Clause{Constraint: f.Lt(gx, f.Int(0))}, "clause 3: term x does not come from the system's factory"},
		{&Clause{Constraint: f.True(), Body: []Atom{{Pred: inv, Args: []*Term{gx}}}}, "clause 3: term x does not come from the system's factory"},
		{&Clause{Constraint: f.True(), Pos: Pos{File: "f", Line: 2, Col: 1}, Head: &Atom{Pred: inv, Args: []*Term{r}}},
			"clause 3 (f:2:1): argument 1 of inv has sort Real, want Int"},
	} {
		s.Clauses = append(s.Clauses[:3], c.clause)
		err := s.Check()
		if err == nil || err.Error() != c.err {
			t.Errorf("Check(%s) = %v, want %q", c.clause.Pos, err, c.err)
		}
	}
	s.Clauses = s.Clauses[:3]
	if err := s.Check(); err != nil || !strings.Contains(s.Clauses[0].String(), "inv") {
		t.Errorf("Check after restoring: %v", err)
	}
}

func TestStatus(t *testing.T) {
	if Sat.String() != "sat" || Unsat.String() != "unsat" || Unknown.String() != "unknown" || Status(9).String() != "unknown" {
		t.Errorf("Status strings wrong")
	}
	var zero Status
	if zero != Unknown {
		t.Errorf("zero Status is not Unknown")
	}
}

// TestFreshPrefix: the prefix grows until no variable name of the system
// starts with it.
func TestFreshPrefix(t *testing.T) {
	f := NewFactory()
	p := &Pred{Name: "P", Params: []Sort{IntSort}}
	s := &System{Terms: f, Preds: []*Pred{p}}
	x, y := f.Var("ts!x", IntSort), f.Var("ts!!y", IntSort)
	s.Clauses = []*Clause{{Constraint: f.Eq(x, y), Head: &Atom{Pred: p, Args: []*Term{x}}}}
	if got := s.FreshPrefix("ts!"); got != "ts!!!" {
		t.Fatalf("FreshPrefix(ts!) = %q, want ts!!!", got)
	}
	if got := s.FreshPrefix("ufo!"); got != "ufo!" {
		t.Fatalf("FreshPrefix(ufo!) = %q, want ufo!", got)
	}
}

// TestClauseVarsCache: Vars answers from its cache only while the clause
// is unchanged: a new constraint, a new argument in place, or a new atom
// change the answer.
func TestClauseVarsCache(t *testing.T) {
	f := NewFactory()
	x, y, z := f.Var("x", IntSort), f.Var("y", IntSort), f.Var("z", IntSort)
	p := &Pred{Name: "P", Params: []Sort{IntSort}}
	head := Atom{Pred: p, Args: []*Term{y}}
	c := &Clause{Body: []Atom{{Pred: p, Args: []*Term{x}}}, Constraint: f.Eq(y, f.Add(x, f.Int(1))), Head: &head}
	names := func() string {
		var out []string
		for _, v := range c.Vars() {
			out = append(out, v.Name())
		}
		return strings.Join(out, " ")
	}
	if got := names(); got != "x y" {
		t.Fatalf("Vars = %s, want x y", got)
	}
	vs := c.Vars()
	vs[0] = z // the caller's to modify: the cache must not see it
	if got := names(); got != "x y" {
		t.Fatalf("after modifying a result, Vars = %s, want x y", got)
	}
	c.Head.Args[0] = z // in place
	c.Constraint = f.Eq(z, f.Add(x, f.Int(1)))
	if got := names(); got != "x z" {
		t.Fatalf("after changing the head and constraint, Vars = %s, want x z", got)
	}
	c.Body = append(c.Body, Atom{Pred: p, Args: []*Term{y}})
	if got := names(); got != "x y z" {
		t.Fatalf("after adding an atom, Vars = %s, want x y z", got)
	}
}

package chc

import (
	"reflect"
	"testing"
)

// sys is a small builder of systems for the tests.
type sys struct {
	*System
	f *Factory
}

func newSys() sys {
	s := NewSystem("t")
	return sys{s, s.Terms}
}

func (s sys) pred(name string, params ...Sort) *Pred {
	p := &Pred{Name: name, Params: params}
	s.Preds = append(s.Preds, p)
	return p
}

func atom(p *Pred, args ...*Term) Atom { return Atom{Pred: p, Args: args} }

// clause adds body ∧ constraint → head; head nil is a query.
func (s *sys) clause(body []Atom, constraint *Term, head *Atom) *Clause {
	c := &Clause{Body: body, Constraint: constraint, Head: head}
	s.Clauses = append(s.Clauses, c)
	return c
}

func hd(p *Pred, args ...*Term) *Atom { a := atom(p, args...); return &a }

func TestClassifyCounter(t *testing.T) {
	s, _, _ := counter()
	got := Classify(s)
	want := Info{
		Preds: 1, Clauses: 3, Facts: 1, Queries: 1, MaxArity: 1, MaxBody: 1,
		Linear: true, TransitionSystem: true, Theories: []string{TheoryLIA},
		Vars: 1 + 2 + 1,
		// (= x 0): =, x, 0; (= y (+ x 1)): =, y, +, x, 1; (< x 0): <, x, 0
		TermSize: 3 + 5 + 3,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Classify =\n%+v, want\n%+v", got, want)
	}
}

func TestClassifyShapes(t *testing.T) {
	s := newSys()
	f := s.f
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	p, q := s.pred("p", IntSort), s.pred("q", IntSort, IntSort)
	s.clause(nil, f.Eq(x, f.Int(0)), hd(p, x))
	s.clause([]Atom{atom(p, x), atom(p, y)}, f.True(), hd(q, x, y))
	s.clause([]Atom{atom(q, x, y)}, f.Lt(x, y), nil)
	in := Classify(s.System)
	if in.Linear || in.MaxBody != 2 || in.TransitionSystem || in.MaxArity != 2 || in.Facts != 1 || in.Queries != 1 {
		t.Errorf("non-linear system: %+v", in)
	}

	// One predicate but a non-linear clause is not a transition system.
	s = newSys()
	f = s.f
	x, y = f.Var("x", IntSort), f.Var("y", IntSort)
	p = s.pred("p", IntSort)
	s.clause(nil, f.True(), hd(p, x))
	s.clause([]Atom{atom(p, x), atom(p, y)}, f.True(), hd(p, f.Add(x, y)))
	s.clause([]Atom{atom(p, x)}, f.Lt(x, f.Int(0)), nil)
	if in := Classify(s.System); in.TransitionSystem || in.Linear {
		t.Errorf("non-linear one-predicate system: %+v", in)
	}

	// A transition system needs init, step and query.
	s = newSys()
	f = s.f
	p = s.pred("p", IntSort)
	s.clause(nil, f.True(), hd(p, x))
	s.clause([]Atom{atom(p, x)}, f.Lt(x, f.Int(0)), nil)
	if in := Classify(s.System); in.TransitionSystem || !in.Linear {
		t.Errorf("system without a step: %+v", in)
	}

	// Two predicates, linear: not a transition system.
	s = newSys()
	f = s.f
	x, y = f.Var("x", IntSort), f.Var("y", IntSort)
	p, q = s.pred("p", IntSort), s.pred("q", IntSort)
	s.clause(nil, f.True(), hd(p, x))
	s.clause([]Atom{atom(p, x)}, f.True(), hd(q, x))
	s.clause([]Atom{atom(q, x)}, f.Eq(y, x), hd(p, y))
	s.clause([]Atom{atom(q, x)}, f.True(), nil)
	if in := Classify(s.System); in.TransitionSystem || !in.Linear {
		t.Errorf("two-predicate system: %+v", in)
	}

	// The empty system.
	in = Classify(NewSystem(""))
	if !reflect.DeepEqual(in, Info{Linear: true}) {
		t.Errorf("empty system: %+v", in)
	}
}

func TestClassifyTheories(t *testing.T) {
	for _, c := range []struct {
		name  string
		build func(s *sys)
		want  []string
	}{
		{"pure LIA", func(s *sys) {
			x := s.f.Var("x", IntSort)
			p := s.pred("p", IntSort)
			s.clause(nil, s.f.Le(x, s.f.Int(1)), hd(p, x))
		}, []string{TheoryLIA}},
		{"Bool parameter", func(s *sys) {
			b := s.f.Var("b", BoolSort)
			p := s.pred("p", BoolSort)
			s.clause(nil, s.f.Not(b), hd(p, b))
		}, []string{TheoryBool}},
		{"Bool variable in a constraint", func(s *sys) {
			x, b := s.f.Var("x", IntSort), s.f.Var("b", BoolSort)
			p := s.pred("p", IntSort)
			s.clause(nil, s.f.Ite(b, s.f.Le(x, s.f.Int(1)), s.f.True()), hd(p, x))
		}, []string{TheoryBool, TheoryLIA}},
		{"LRA", func(s *sys) {
			r := s.f.Var("r", RealSort)
			p := s.pred("p", RealSort)
			s.clause(nil, s.f.Lt(r, s.f.Real(1, 2)), hd(p, r))
		}, []string{TheoryLRA}},
		{"mixed with to_real", func(s *sys) {
			x := s.f.Var("x", IntSort)
			p := s.pred("p", IntSort)
			s.clause(nil, s.f.Lt(s.f.MustApp(OpToReal, x), s.f.Real(1, 2)), hd(p, x))
		}, []string{TheoryLIA, TheoryLRA}},
		{"arrays", func(s *sys) {
			a := s.f.Var("a", ArraySort(IntSort, IntSort))
			p := s.pred("p", a.Sort())
			s.clause(nil, s.f.Eq(s.f.Select(a, s.f.Int(0)), s.f.Int(1)), hd(p, a))
		}, []string{TheoryArrays, TheoryLIA}},
		{"non-linear product", func(s *sys) {
			x, y := s.f.Var("x", IntSort), s.f.Var("y", IntSort)
			p := s.pred("p", IntSort)
			s.clause(nil, s.f.Eq(x, s.f.MustApp(OpMul, y, y)), hd(p, x))
		}, []string{TheoryLIA, TheoryNonLinear}},
		{"linear product and division by numerals", func(s *sys) {
			x, y := s.f.Var("x", IntSort), s.f.Var("y", IntSort)
			p := s.pred("p", IntSort)
			s.clause(nil, s.f.Eq(x, s.f.Add(s.f.MustApp(OpMul, s.f.Int(3), y, s.f.Int(2)), s.f.MustApp(OpMod, y, s.f.Int(2)))), hd(p, x))
		}, []string{TheoryLIA}},
		{"non-linear in a body argument", func(s *sys) {
			x, y := s.f.Var("x", IntSort), s.f.Var("y", IntSort)
			p := s.pred("p", IntSort)
			s.clause([]Atom{atom(p, s.f.MustApp(OpDiv, x, y))}, s.f.True(), nil)
		}, []string{TheoryLIA, TheoryNonLinear}},
	} {
		s := newSys()
		c.build(&s)
		if got := Classify(s.System).Theories; !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: theories %v, want %v", c.name, got, c.want)
		}
	}
}

func TestIsNonLinear(t *testing.T) {
	f := NewFactory()
	x, y := f.Var("x", IntSort), f.Var("y", IntSort)
	r := f.Var("r", RealSort)
	for _, c := range []struct {
		t    *Term
		want bool
	}{
		{f.MustApp(OpMul, x, y), true},
		{f.MustApp(OpMul, x, x), true},
		{f.MustApp(OpMul, f.Int(2), x), false},
		{f.MustApp(OpMul, f.Int(2), x, f.Int(3)), false},
		{f.MustApp(OpMul, f.Int(2), f.Int(3)), false},
		{f.MustApp(OpDiv, x, f.Int(2)), false},
		{f.MustApp(OpDiv, f.Int(2), x), true},
		{f.MustApp(OpMod, x, y), true},
		{f.MustApp(OpRealDiv, r, f.Real(2, 1)), false},
		{f.MustApp(OpRealDiv, r, f.Real(2, 1), r), true},
		{f.MustApp(OpAdd, x, y), false},
		// only the root counts
		{f.MustApp(OpAdd, x, f.MustApp(OpMul, x, y)), false},
		{x, false},
	} {
		if got := IsNonLinear(c.t); got != c.want {
			t.Errorf("IsNonLinear(%s) = %v, want %v", c.t, got, c.want)
		}
	}
}

func TestDependencyGraph(t *testing.T) {
	// init → a; a ⇄ b (mutual recursion); b → c; c → c (self loop); c → d; query on d.
	// e is declared and unused.
	s := newSys()
	f := s.f
	x := f.Var("x", IntSort)
	init, a, b, c, d, e := s.pred("init", IntSort), s.pred("a", IntSort), s.pred("b", IntSort),
		s.pred("c", IntSort), s.pred("d", IntSort), s.pred("e", IntSort)
	s.clause(nil, f.True(), hd(init, x))
	s.clause([]Atom{atom(init, x)}, f.True(), hd(a, x))
	s.clause([]Atom{atom(a, x)}, f.True(), hd(b, x))
	s.clause([]Atom{atom(b, x)}, f.True(), hd(a, x))
	s.clause([]Atom{atom(b, x), atom(b, x)}, f.True(), hd(c, x)) // duplicate edge
	s.clause([]Atom{atom(c, x)}, f.True(), hd(c, x))
	s.clause([]Atom{atom(c, x)}, f.True(), hd(d, x))
	s.clause([]Atom{atom(d, x)}, f.True(), nil)
	g := DependencyGraph(s.System)

	if !reflect.DeepEqual(g.Succ[b], []*Pred{a, c}) || !reflect.DeepEqual(g.Pred[c], []*Pred{b, c}) {
		t.Errorf("Succ[b] = %v, Pred[c] = %v", g.Succ[b], g.Pred[c])
	}
	if len(g.Succ[d]) != 0 || len(g.Pred[init]) != 0 {
		t.Errorf("queries or facts made edges: %v %v", g.Succ[d], g.Pred[init])
	}
	for p, want := range map[*Pred]bool{init: false, a: true, b: true, c: true, d: false, e: false} {
		if got := g.Recursive(p); got != want {
			t.Errorf("Recursive(%s) = %v, want %v", p, got, want)
		}
	}
	if g.Component(a) != g.Component(b) {
		t.Errorf("a and b in different components")
	}
	comps := map[int]bool{}
	for _, p := range []*Pred{init, a, c, d, e} {
		comps[g.Component(p)] = true
	}
	if len(comps) != 5 {
		t.Errorf("expected 5 distinct components, got %v", comps)
	}
	// Reverse topological order: a head's component comes before its body's.
	for _, cl := range s.Clauses {
		if cl.Head == nil {
			continue
		}
		for _, at := range cl.Body {
			if g.Component(cl.Head.Pred) > g.Component(at.Pred) {
				t.Errorf("%s: head component %d after body component %d", cl, g.Component(cl.Head.Pred), g.Component(at.Pred))
			}
		}
	}
}

func TestDependencyGraphLongCycle(t *testing.T) {
	// p0 → p1 → … → p9 → p0: one component, every predicate recursive.
	s := newSys()
	x := s.f.Var("x", IntSort)
	var ps []*Pred
	for i := range 10 {
		ps = append(ps, s.pred(string(rune('a'+i)), IntSort))
	}
	for i, p := range ps {
		s.clause([]Atom{atom(p, x)}, s.f.True(), hd(ps[(i+1)%len(ps)], x))
	}
	g := DependencyGraph(s.System)
	for _, p := range ps {
		if !g.Recursive(p) || g.Component(p) != g.Component(ps[0]) {
			t.Errorf("%s: recursive %v, component %d", p, g.Recursive(p), g.Component(p))
		}
	}
}

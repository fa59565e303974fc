package adtsize

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// Abstraction is a system's tag-and-size abstraction and the way from its
// models back to the system's.
type Abstraction struct {
	// System is the abstraction: no datatype in its predicates or terms.
	System *chc.System
	orig   *chc.System
	preds  map[*chc.Pred]*chc.Pred // the system's predicate → its abstraction
}

// slot is what an abstract predicate parameter stands for: the original
// parameter itself (keep), or its tag or size.
type slot int

const (
	keep slot = iota
	tag
	size
)

// hasDatatype reports whether sort s is, or holds, a datatype.
func hasDatatype(s chc.Sort) bool {
	switch s.Kind() {
	case chc.KindDatatype:
		return true
	case chc.KindArray:
		return hasDatatype(s.Index()) || hasDatatype(s.Elem())
	}
	return false
}

// tagBySize reports whether d's tag follows from its size: d has two
// constructors, base (of weight 0: size 0) and step (of weight 1: size at
// least 1), as natural numbers, lists and binary trees have. Then the
// abstraction keeps only the size, and the tag is base when the size is
// 0, step otherwise.
func tagBySize(d *chc.Datatype) (base, step int, ok bool) {
	if len(d.Ctors) != 2 {
		return 0, 0, false
	}
	w0, w1 := chc.SizeWeight(d.Ctors[0]), chc.SizeWeight(d.Ctors[1])
	switch {
	case w0 == 0 && w1 == 1:
		return 0, 1, true
	case w0 == 1 && w1 == 0:
		return 1, 0, true
	}
	return 0, 0, false
}

// slots lists what each abstract parameter of a predicate with parameter
// sorts params stands for: per original parameter, itself (keep), or its
// tag (when its datatype has two constructors or more and the tag does
// not follow from the size, see tagBySize) and its size (when its
// datatype is recursive). An array holding datatypes has no
// abstraction: an error.
func slots(f *chc.Factory, params []chc.Sort) ([]int, []slot, error) {
	var args []int
	var kinds []slot
	for i, s := range params {
		if s.Kind() != chc.KindDatatype {
			if hasDatatype(s) {
				return nil, nil, fmt.Errorf("parameter %d of sort %s holds datatypes", i+1, s)
			}
			args, kinds = append(args, i), append(kinds, keep)
			continue
		}
		d := f.Datatype(s)
		if d == nil {
			return nil, nil, fmt.Errorf("parameter %d: datatype %s is not declared", i+1, s)
		}
		if _, _, derived := tagBySize(d); len(d.Ctors) > 1 && !derived {
			args, kinds = append(args, i), append(kinds, tag)
		}
		if d.Recursive() {
			args, kinds = append(args, i), append(kinds, size)
		}
	}
	return args, kinds, nil
}

// Abstract returns s's abstraction, or an error naming what has none
// (an array of datatypes, a datatype of a parametric declaration).
func Abstract(s *chc.System) (*Abstraction, error) {
	f := s.Terms
	for _, d := range f.Datatypes() {
		if d.Base != "" {
			return nil, fmt.Errorf("datatype %s instantiates a parametric one", d.Name)
		}
	}
	a := &Abstraction{orig: s, preds: map[*chc.Pred]*chc.Pred{}}
	out := &chc.System{Terms: f, Name: s.Name}
	for _, p := range s.Preds {
		args, kinds, err := slots(f, p.Params)
		if err != nil {
			return nil, fmt.Errorf("predicate %s: %w", p.Name, err)
		}
		q := &chc.Pred{Name: p.Name}
		for k, kind := range kinds {
			if kind == keep {
				q.Params = append(q.Params, p.Params[args[k]])
			} else {
				q.Params = append(q.Params, chc.IntSort)
			}
		}
		a.preds[p] = q
		out.Preds = append(out.Preds, q)
	}
	prefix := s.FreshPrefix("adt!")
	for i, c := range s.Clauses {
		ac, err := a.clause(c, fmt.Sprintf("%s%d!", prefix, i))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Describe(c), err)
		}
		out.Clauses = append(out.Clauses, ac)
	}
	a.System = out.VarHeads()
	return a, nil
}

// clause abstracts one clause; its fresh variables' names start with
// prefix.
func (a *Abstraction) clause(c *chc.Clause, prefix string) (*chc.Clause, error) {
	cx := newClauseAbs(a.orig.Terms, prefix)
	out := &chc.Clause{Pos: c.Pos}
	for _, at := range c.Body {
		b, err := a.atom(cx, at)
		if err != nil {
			return nil, err
		}
		out.Body = append(out.Body, b)
	}
	if c.Head != nil {
		h, err := a.atom(cx, *c.Head)
		if err != nil {
			return nil, err
		}
		out.Head = &h
	}
	psi := cx.formula(c.Constraint, true)
	out.Constraint = a.orig.Terms.Simplify(a.orig.Terms.And(append([]*chc.Term{psi}, cx.facts...)...))
	return out, nil
}

// atom abstracts a predicate atom.
func (a *Abstraction) atom(cx *clauseAbs, at chc.Atom) (chc.Atom, error) {
	f := a.orig.Terms
	args, kinds, err := slots(f, at.Pred.Params)
	if err != nil {
		return chc.Atom{}, err
	}
	out := chc.Atom{Pred: a.preds[at.Pred]}
	for k, kind := range kinds {
		x := at.Args[args[k]]
		switch kind {
		case keep:
			t, ok := cx.purify(x)
			if !ok {
				return chc.Atom{}, fmt.Errorf("argument %s of %s has no abstraction", x, at.Pred.Name)
			}
			out.Args = append(out.Args, t)
		case tag:
			out.Args = append(out.Args, cx.term(x).tag)
		case size:
			out.Args = append(out.Args, cx.term(x).size)
		}
	}
	return out, nil
}

// Model returns the system's model that m, a model of the abstraction,
// stands for: each predicate's interpretation is its abstraction's, the
// tag and size parameters replaced by the tag (an ite over testers) and
// size of the datatype parameter they abstract.
func (a *Abstraction) Model(m chc.Model) (chc.Model, error) {
	f := a.orig.Terms
	out := chc.Model{}
	for _, p := range a.orig.Preds {
		q := a.preds[p]
		in, ok := m[q]
		if !ok {
			return nil, fmt.Errorf("the abstraction's model has no interpretation of %s", q.Name)
		}
		args, kinds, err := slots(f, p.Params)
		if err != nil {
			return nil, err
		}
		params := make([]*chc.Term, len(p.Params))
		for i, s := range p.Params {
			params[i] = f.Var(fmt.Sprintf("x!%d", i), s)
		}
		sub := make(map[*chc.Term]*chc.Term, len(in.Params))
		for k, kind := range kinds {
			x := params[args[k]]
			var t *chc.Term
			switch kind {
			case keep:
				t = x
			case tag:
				t = tagOf(f, f.Datatype(x.Sort()), x)
			case size:
				if t, err = f.DatatypeSize(x); err != nil {
					return nil, err
				}
			}
			sub[in.Params[k]] = t
		}
		out[p] = chc.Interp{Params: params, Body: f.Subst(in.Body, sub)}
	}
	return out, nil
}

// tagOf is x's tag: the index of the constructor that built it, as an ite
// over the testers of all constructors but the last.
func tagOf(f *chc.Factory, d *chc.Datatype, x *chc.Term) *chc.Term {
	n := len(d.Ctors)
	t := f.Int(int64(n - 1))
	for i := n - 2; i >= 0; i-- {
		test, err := f.Test(d.Ctors[i], x)
		if err != nil {
			panic("adtsize: " + err.Error()) // x has d's sort by construction
		}
		t = f.MustApp(chc.OpIte, test, f.Int(int64(i)), t)
	}
	return t
}

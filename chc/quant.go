package chc

import (
	"fmt"
	"strings"
)

// Quantified formulas appear in models only (a clause's variables are
// implicitly universal and need none): an array invariant such as
// ∀k. 0 ≤ k < i → a[k] = 0 is a term
//
//	(forall ((k Int)) (=> (and (<= 0 k) (< k i)) (= (select a k) 0)))
//
// whose bound variable k is an OpBoundVar leaf, a term apart from every
// free variable (OpVar): substitutions and FreeVars pass over it, so no
// rewrite of a model's parameters can capture or replace it, and a free
// variable that happens to share its name stays a different term. Eval
// cannot evaluate a quantifier (it reports an error); Z3 decides them.

// BoundVar returns the bound variable with the given name and sort, for a
// quantifier's body (see Forall).
func (f *Factory) BoundVar(name string, s Sort) *Term {
	return f.intern(&Term{op: OpBoundVar, sort: s, name: name})
}

// Forall returns ∀bound. body. It is body itself when no bound variable
// occurs in it (true and false included). bound must be distinct bound
// variables (BoundVar) and body a Bool term.
func (f *Factory) Forall(bound []*Term, body *Term) (*Term, error) {
	args := append(append(make([]*Term, 0, len(bound)+1), bound...), body)
	if _, err := forallSort(args); err != nil {
		return nil, err
	}
	var used []*Term
	for _, b := range bound {
		if Occurs(body, b) {
			used = append(used, b)
		}
	}
	if len(used) == 0 {
		return body, nil
	}
	return f.intern(&Term{op: OpForall, sort: BoolSort, args: append(used, body)}), nil
}

// forallSort checks a quantifier's arguments: distinct bound variables,
// then a Bool body.
func forallSort(args []*Term) (Sort, error) {
	if len(args) < 2 {
		return Sort{}, fmt.Errorf("forall takes bound variables and a body, got %d argument(s)", len(args))
	}
	seen := map[*Term]bool{}
	for i, b := range args[:len(args)-1] {
		if b.op != OpBoundVar {
			return Sort{}, fmt.Errorf("argument %d of forall is %s, not a bound variable", i+1, b)
		}
		if seen[b] {
			return Sort{}, fmt.Errorf("forall binds %s twice", b.name)
		}
		seen[b] = true
	}
	if body := args[len(args)-1]; body.sort != BoolSort {
		return Sort{}, fmt.Errorf("forall body has sort %s, want Bool", body.sort)
	}
	return BoolSort, nil
}

// Bound returns a quantifier's bound variables (nil for other terms). The
// slice is shared: callers must not modify it.
func (t *Term) Bound() []*Term {
	if t.op != OpForall {
		return nil
	}
	return t.args[:len(t.args)-1]
}

// Body returns a quantifier's body (nil for other terms).
func (t *Term) Body() *Term {
	if t.op != OpForall {
		return nil
	}
	return t.args[len(t.args)-1]
}

// Occurs reports whether u is a subterm of t.
func Occurs(t, u *Term) bool {
	found := false
	Walk(t, func(x *Term) bool {
		if x == u {
			found = true
		}
		return !found
	})
	return found
}

// HasQuantifier reports whether t has a quantifier.
func HasQuantifier(t *Term) bool {
	found := false
	Walk(t, func(x *Term) bool {
		if x.op == OpForall || x.op == OpBoundVar {
			found = true
		}
		return !found
	})
	return found
}

// ModelHasQuantifier reports whether some interpretation of m has a
// quantifier.
func ModelHasQuantifier(m Model) bool {
	for _, in := range m {
		if in.Body != nil && HasQuantifier(in.Body) {
			return true
		}
	}
	return false
}

// writeForall writes a quantifier in SMT-LIB syntax.
func writeForall(b *strings.Builder, t *Term) {
	b.WriteString("(forall (")
	for i, v := range t.Bound() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte('(')
		b.WriteString(QuoteSymbol(v.name))
		b.WriteByte(' ')
		b.WriteString(v.sort.text)
		b.WriteByte(')')
	}
	b.WriteString(") ")
	WriteTerm(b, t.Body())
	b.WriteByte(')')
}

// Instantiate returns the body of the quantifier q with its bound
// variables replaced by vals, in order (one per variable, of its sort).
func (f *Factory) Instantiate(q *Term, vals []*Term) (*Term, error) {
	bound := q.Bound()
	if q.op != OpForall || len(vals) != len(bound) {
		return nil, fmt.Errorf("instantiating %s with %d values", q, len(vals))
	}
	m := make(map[*Term]*Term, len(vals))
	for i, b := range bound {
		if vals[i].sort != b.sort {
			return nil, fmt.Errorf("instantiating %s of sort %s with %s of sort %s", b.name, b.sort, vals[i], vals[i].sort)
		}
		m[b] = vals[i]
	}
	leaf := func(u *Term) *Term {
		if r, ok := m[u]; ok {
			return r
		}
		return u
	}
	return f.rewrite(q.Body(), leaf, func(u *Term) *Term { return u }), nil
}

// ModelUnfolds reports whether checking m asks the solver to instantiate
// quantifiers or unfold a recursive function: some interpretation has a
// quantifier or applies a datatype's size function.
func ModelUnfolds(m Model) bool {
	for _, in := range m {
		if in.Body == nil {
			continue
		}
		found := false
		Walk(in.Body, func(x *Term) bool {
			found = found || x.op == OpForall || x.op == OpBoundVar || x.op == OpSize
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

package chc

import (
	"cmp"
	"slices"
)

// Rewrite rebuilds t bottom-up, calling fn on every subterm after its
// arguments were rewritten; fn returns the replacement (or its argument
// unchanged). Shared subterms are visited once. Arguments are rebuilt with the
// smart constructors of the Factory where that simplifies (And, Or, Not, Eq,
// Ite, Add), and with App otherwise.
func (f *Factory) Rewrite(t *Term, fn func(*Term) *Term) *Term {
	return f.rewrite(t, fn, fn)
}

// rewrite is Rewrite with separate functions for leaves (terms without
// arguments) and for rebuilt applications.
func (f *Factory) rewrite(t *Term, leaf, node func(*Term) *Term) *Term {
	return f.rewriteVars(t, ^uint64(0), false, leaf, node)
}

// rewriteVars is rewrite that, when skip is set, leaves every subterm
// whose variable bits miss vars as it is (see Term.vars): leaf and node
// must then map such subterms to themselves.
func (f *Factory) rewriteVars(t *Term, vars uint64, skip bool, leaf, node func(*Term) *Term) *Term {
	memo := f.getMemo()
	defer f.putMemo(memo)
	var rec func(*Term) *Term
	rec = func(t *Term) *Term {
		if skip && t.vars&vars == 0 {
			return t
		}
		if r, ok := memo.get(t); ok {
			return r
		}
		if len(t.args) == 0 {
			r := leaf(t)
			memo.put(t, r)
			return r
		}
		u := t
		var args []*Term
		for i, a := range t.args {
			ra := rec(a)
			if ra != a && args == nil {
				args = append(make([]*Term, 0, len(t.args)), t.args[:i]...)
			}
			if args != nil {
				args = append(args, ra)
			}
		}
		if args != nil {
			u = f.rebuild(t, args)
		}
		r := node(u)
		memo.put(t, r)
		return r
	}
	return rec(t)
}

// rebuild returns t's operator applied to new arguments.
func (f *Factory) rebuild(t *Term, args []*Term) *Term {
	switch t.op {
	case OpAnd:
		return f.And(args...)
	case OpOr:
		return f.Or(args...)
	case OpNot:
		return f.Not(args[0])
	case OpIte:
		return f.Ite(args[0], args[1], args[2])
	case OpConstArray:
		c, err := f.ConstArray(t.sort, args[0])
		if err != nil {
			panic("chc: " + err.Error())
		}
		return c
	case OpAdd:
		return f.Add(args...)
	case OpEq:
		if len(args) == 2 {
			return f.Eq(args[0], args[1])
		}
	}
	return f.WithArgs(t, args...)
}

// Subst replaces variables by terms of the same sort, simultaneously: the
// replacements are not substituted into again, even where simplification
// turns a rebuilt application into one of them.
func (f *Factory) Subst(t *Term, m map[*Term]*Term) *Term {
	if len(m) == 0 {
		return t
	}
	// The variable bits of a few variables let the rewrite skip the
	// subterms without them; with many, the bits would cover nearly every
	// subterm and collecting them would cost more than they save.
	vars, skip := ^uint64(0), false
	if len(m) <= 16 {
		vars, skip = 0, true
		for v := range m {
			vars |= v.vars
		}
	}
	leaf := func(u *Term) *Term {
		if r, ok := m[u]; ok && u.op == OpVar {
			return r
		}
		return u
	}
	return f.rewriteVars(t, vars, skip, leaf, func(u *Term) *Term { return u })
}

// Walk calls fn on t and its subterms, each distinct subterm once, parents
// before children; fn returns false to skip a term's arguments.
func Walk(t *Term, fn func(*Term) bool) {
	seen := make(map[*Term]bool)
	var rec func(*Term)
	rec = func(t *Term) {
		if seen[t] {
			return
		}
		seen[t] = true
		if fn(t) {
			for _, a := range t.args {
				rec(a)
			}
		}
	}
	rec(t)
}

// FreeVars returns the variables of ts, ordered by ID. The result is the
// caller's to modify. Each term's variables are computed once and cached
// on the term (terms are immutable), so repeated calls on the same terms —
// a clause's constraint asked for again and again by the preprocessing
// passes — cost a copy, not a walk.
func FreeVars(ts ...*Term) []*Term {
	switch len(ts) {
	case 0:
		return nil
	case 1:
		return append([]*Term(nil), ts[0].freeVars()...)
	}
	// Variables among ts are sorted together; the other terms' cached
	// lists, sorted already, are merged in.
	var out []*Term
	var lists [][]*Term
	for _, t := range ts {
		switch {
		case t.op == OpVar:
			out = append(out, t)
		case t.vars != 0:
			lists = append(lists, t.freeVars())
		}
	}
	if len(lists) > 0 {
		// Most variables among ts occur in the other terms too (a
		// clause's arguments in its constraint): found there by binary
		// search, they need no sorting.
		out = slices.DeleteFunc(out, func(v *Term) bool {
			for _, l := range lists {
				if _, ok := slices.BinarySearchFunc(l, v.id, func(u *Term, id uint32) int { return cmp.Compare(u.id, id) }); ok {
					return true
				}
			}
			return false
		})
	}
	out = sortRuns(out)
	for _, l := range lists {
		out = mergeByID(out, l)
	}
	return out
}

// sortRuns orders vs by ID without repetitions, merging its ascending
// runs: linear when vs is sorted already or a concatenation of a few
// sorted lists (a caller's union of variable lists), n log n at worst.
// It may reuse vs.
func sortRuns(vs []*Term) []*Term {
	var ends []int
	for i := 1; i <= len(vs); i++ {
		if i == len(vs) || vs[i-1].id > vs[i].id {
			ends = append(ends, i)
		}
	}
	if len(ends) > 8 {
		slices.SortFunc(vs, func(a, b *Term) int { return cmp.Compare(a.id, b.id) })
		return slices.Compact(vs)
	}
	var out []*Term
	start := 0
	for _, end := range ends {
		run := slices.Compact(vs[start:end:end])
		if start == 0 {
			out = run
		} else {
			out = mergeByID(out, run)
		}
		start = end
	}
	return out
}

// mergeByID returns the union of a and b, both ordered by ID without
// repetitions, in a new slice ordered the same way.
func mergeByID(a, b []*Term) []*Term {
	out := make([]*Term, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i].id < b[j].id:
			out = append(out, a[i])
			i++
		case a[i].id > b[j].id:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// freeVars returns t's variables ordered by ID, from the cache when it has
// them; the result must not be modified.
func (t *Term) freeVars() []*Term {
	if t.vars == 0 {
		return nil
	}
	if t.op == OpVar {
		return []*Term{t}
	}
	if p := t.free.Load(); p != nil {
		return *p
	}
	set := make(map[*Term]bool)
	Walk(t, func(u *Term) bool {
		if u.op == OpVar {
			set[u] = true
		}
		return u.vars != 0 // a ground subterm has no variables below
	})
	vs := SortedTerms(set)
	t.free.Store(&vs)
	return vs
}

// SortedTerms returns the keys of set ordered by ID.
func SortedTerms(set map[*Term]bool) []*Term {
	out := make([]*Term, 0, len(set))
	for t := range set {
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b *Term) int { return cmp.Compare(a.id, b.id) })
	return out
}

// Size returns the number of distinct subterms of t.
func Size(t *Term) int {
	n := 0
	Walk(t, func(*Term) bool { n++; return true })
	return n
}

// ConstantDef recognises x = c (either way round) for a variable x and a
// constant c (IsConstant).
func ConstantDef(k *Term) (x, c *Term, ok bool) {
	if k.op != OpEq || len(k.args) != 2 {
		return nil, nil, false
	}
	for i, x := range k.args {
		if c := k.args[1-i]; x.IsVar() && IsConstant(c) {
			return x, c, true
		}
	}
	return nil, nil, false
}

// IsConstant reports a numeral or a Boolean constant.
func IsConstant(t *Term) bool {
	return t.op == OpNum || t.IsTrue() || t.IsFalse()
}

// Conjuncts returns the top-level conjuncts of t (t itself if it is not an and).
func Conjuncts(t *Term) []*Term {
	if t.op == OpAnd {
		return t.args
	}
	if t.IsTrue() {
		return nil
	}
	return []*Term{t}
}

// SubstAll applies m to every term of ts.
func (f *Factory) SubstAll(ts []*Term, m map[*Term]*Term) []*Term {
	out := make([]*Term, len(ts))
	for i, t := range ts {
		out[i] = f.Subst(t, m)
	}
	return out
}

// EqAll returns ∧_j xs[j] = ys[j] (xs and ys of one length): the equation
// of two argument lists.
func (f *Factory) EqAll(xs, ys []*Term) *Term {
	conj := make([]*Term, len(xs))
	for j := range xs {
		conj[j] = f.Eq(xs[j], ys[j])
	}
	return f.And(conj...)
}

package pdr

import (
	"github.com/horn-chc/horn/chc"
)

// implicant computes, for a formula true under a ground assignment of its
// variables, a conjunction of literals true under the assignment that
// implies the formula: it keeps the disjunct that holds, and replaces every
// ite by the branch the assignment takes, adding the condition. Projection
// of the implicant is an under-approximation of projection of the formula,
// and much smaller.
type implicant struct {
	f    *chc.Factory
	env  chc.Env
	out  []*chc.Term
	seen map[*chc.Term]bool
	memo map[*chc.Term]*chc.Term // de-ited terms
}

func newImplicant(f *chc.Factory, env chc.Env) *implicant {
	return &implicant{f: f, env: env, seen: map[*chc.Term]bool{}, memo: map[*chc.Term]*chc.Term{}}
}

// truth evaluates a Bool term; ok is false if it cannot be evaluated.
func (im *implicant) truth(t *chc.Term) (val, ok bool) {
	v, err := chc.Eval(t, im.env)
	if err != nil {
		return false, false
	}
	return v.Bool(), true
}

func (im *implicant) add(l *chc.Term) {
	if !l.IsTrue() && !im.seen[l] {
		im.seen[l] = true
		im.out = append(im.out, l)
	}
}

// lits adds literals that make t evaluate to want.
func (im *implicant) lits(t *chc.Term, want bool) {
	switch t.Op() {
	case chc.OpTrue, chc.OpFalse:
		if t.IsTrue() != want {
			im.add(im.f.False()) // cannot happen under a satisfying assignment
		}
	case chc.OpNot:
		im.lits(t.Arg(0), !want)
	case chc.OpAnd, chc.OpOr:
		im.junction(t, want)
	case chc.OpImplies:
		im.implies(t, want)
	case chc.OpIte:
		c, ok := im.truth(t.Arg(0))
		if !ok {
			im.atom(t, want)
			return
		}
		im.lits(t.Arg(0), c)
		im.lits(t.Arg(map[bool]int{true: 1, false: 2}[c]), want)
	case chc.OpEq:
		im.equality(t, want)
	default:
		im.atom(t, want)
	}
}

// junction handles and/or: all arguments when the junction's value is
// decided by all of them, else the first argument that decides it.
func (im *implicant) junction(t *chc.Term, want bool) {
	decisive := t.Op() == chc.OpOr // an or is made true by one argument
	if want != decisive {
		for _, a := range t.Args() {
			im.lits(a, want)
		}
		return
	}
	for _, a := range t.Args() {
		if v, ok := im.truth(a); ok && v == want {
			im.lits(a, want)
			return
		}
	}
	im.atom(t, want)
}

// implies handles (=> a … b) as (or (not a) … b). The factory simplifies
// that disjunction (Or(false, b) is b itself), so it goes through lits,
// not junction, which would take the arguments of whatever b is.
func (im *implicant) implies(t *chc.Term, want bool) {
	n := t.NumArgs()
	args := make([]*chc.Term, n)
	for i, a := range t.Args()[:n-1] {
		args[i] = im.f.Not(a)
	}
	args[n-1] = t.Arg(n - 1)
	im.lits(im.f.Or(args...), want)
}

// equality handles Bool equalities through their sides and arithmetic
// disequalities by the strict order the assignment satisfies.
func (im *implicant) equality(t *chc.Term, want bool) {
	if t.NumArgs() != 2 {
		im.atom(t, want)
		return
	}
	a, b := t.Arg(0), t.Arg(1)
	switch {
	case a.Sort() == chc.BoolSort:
		va, oka := im.truth(a)
		vb, okb := im.truth(b)
		if oka && okb {
			im.lits(a, va)
			im.lits(b, vb)
			return
		}
	case a.Sort().IsArith() && !want:
		if lt, ok := im.truth(im.f.Lt(a, b)); ok {
			if lt {
				im.atom(im.f.Lt(a, b), true)
			} else {
				im.atom(im.f.Lt(b, a), true)
			}
			return
		}
	}
	im.atom(t, want)
}

// atom adds t (or its negation) with its ite subterms resolved.
func (im *implicant) atom(t *chc.Term, want bool) {
	u := im.deIte(t)
	if !want {
		u = im.f.Not(u)
	}
	im.add(u)
}

// deIte replaces every ite in t by the branch the assignment takes, adding
// the conditions' literals.
func (im *implicant) deIte(t *chc.Term) *chc.Term {
	if r, ok := im.memo[t]; ok {
		return r
	}
	r := t
	switch {
	case t.Op() == chc.OpIte:
		if c, ok := im.truth(t.Arg(0)); ok {
			im.lits(t.Arg(0), c)
			r = im.deIte(t.Arg(map[bool]int{true: 1, false: 2}[c]))
		}
	case t.NumArgs() > 0 && t.Op() != chc.OpConstArray:
		r = im.rebuild(t)
	}
	im.memo[t] = r
	return r
}

// rebuild applies t's operator to its de-ited arguments.
func (im *implicant) rebuild(t *chc.Term) *chc.Term {
	args := make([]*chc.Term, t.NumArgs())
	changed := false
	for i, a := range t.Args() {
		args[i] = im.deIte(a)
		changed = changed || args[i] != a
	}
	if !changed {
		return t
	}
	switch t.Op() {
	case chc.OpAnd:
		return im.f.And(args...)
	case chc.OpOr:
		return im.f.Or(args...)
	case chc.OpNot:
		return im.f.Not(args[0])
	}
	return im.f.WithArgs(t, args...)
}

// implicantOf returns the implicant of phi under env as a conjunction.
func (s *search) implicantOf(phi *chc.Term, env chc.Env) *chc.Term {
	im := newImplicant(s.f, env)
	im.lits(phi, true)
	return s.f.And(im.out...)
}

// modelEnv reads the model values of vars from ps.
func modelEnv(ps *psolver, vars []*chc.Term) (chc.Env, error) {
	env := make(chc.Env, len(vars))
	for _, v := range vars {
		val, err := value(ps, v)
		if err != nil {
			return nil, err
		}
		env[v] = val
	}
	return env, nil
}

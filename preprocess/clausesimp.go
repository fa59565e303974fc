package preprocess

import (
	"math/big"

	"horn/chc"
)

// maxDefSize bounds the size of a term that equality propagation substitutes
// for a variable, so that propagation never multiplies a large term.
const maxDefSize = 64

// simplifyClause propagates equalities and constants through c's constraint.
// It returns the simplified clause and the definitions of the variables it
// eliminated, as terms over the variables of the result (and variables the
// result lost because they became unconstrained, which any value suits). It
// returns a nil clause when the constraint became false. Head arguments stay
// variables, and a body argument that is a variable stays a variable.
func simplifyClause(f *chc.Factory, c *chc.Clause) (*chc.Clause, map[*chc.Term]*chc.Term) {
	phi := fold(f, c.Constraint)
	if phi.IsFalse() {
		return nil, nil
	}
	e := newEqProp(f, c)
	for round := 0; round < 4; round++ {
		if !e.round(phi) {
			break
		}
		phi = fold(f, f.Subst(phi, e.sigma))
		if phi.IsFalse() {
			return nil, nil
		}
	}
	phi = propagateConstants(f, phi)
	if phi.IsFalse() {
		return nil, nil
	}
	phi = dropLocalBounds(f, c, phi, e)
	if len(e.sigma) == 0 && phi == c.Constraint {
		return c, nil
	}
	out := &chc.Clause{Constraint: phi, Head: c.Head, Pos: c.Pos, VarOrder: c.VarOrder}
	for _, a := range c.Body {
		out.Body = append(out.Body, substAtom(f, a, e.sigma))
	}
	return out, e.sigma
}

func substAtom(f *chc.Factory, a chc.Atom, sigma map[*chc.Term]*chc.Term) chc.Atom {
	if len(sigma) == 0 {
		return a
	}
	args := make([]*chc.Term, len(a.Args))
	for i, t := range a.Args {
		args[i] = f.Subst(t, sigma)
	}
	return chc.Atom{Pred: a.Pred, Args: args}
}

// eqProp collects a triangular-free substitution from the equalities of a
// constraint: sigma is idempotent (no variable it defines occurs in a term
// it substitutes).
type eqProp struct {
	f         *chc.Factory
	protected map[*chc.Term]bool // head variables: never eliminated
	bodyVar   map[*chc.Term]bool // variables that are body arguments: replaced by variables only
	sigma     map[*chc.Term]*chc.Term
	uses      map[*chc.Term][]*chc.Term // variable → the sigma keys whose term mentions it
}

func newEqProp(f *chc.Factory, c *chc.Clause) *eqProp {
	e := &eqProp{f: f, protected: map[*chc.Term]bool{}, bodyVar: map[*chc.Term]bool{},
		sigma: map[*chc.Term]*chc.Term{}, uses: map[*chc.Term][]*chc.Term{}}
	if c.Head != nil {
		for _, t := range c.Head.Args {
			for _, v := range chc.FreeVars(t) {
				e.protected[v] = true
			}
		}
	}
	for _, a := range c.Body {
		for _, t := range a.Args {
			if t.IsVar() {
				e.bodyVar[t] = true
			}
		}
	}
	return e
}

// round scans the conjuncts of phi once and reports whether it defined a
// variable.
func (e *eqProp) round(phi *chc.Term) bool {
	found := false
	for _, k := range chc.Conjuncts(phi) {
		k = e.f.Subst(k, e.sigma)
		if v, t, ok := e.candidate(k); ok {
			e.define(v, t)
			found = true
		}
	}
	return found
}

// candidate returns the variable conjunct k defines and its definition.
func (e *eqProp) candidate(k *chc.Term) (*chc.Term, *chc.Term, bool) {
	switch {
	case k.IsVar() && e.free(k, e.f.True()):
		return k, e.f.True(), true
	case k.Op() == chc.OpNot && k.Arg(0).IsVar() && e.free(k.Arg(0), e.f.False()):
		return k.Arg(0), e.f.False(), true
	case k.Op() != chc.OpEq || k.NumArgs() != 2:
		return nil, nil, false
	}
	a, b := k.Arg(0), k.Arg(1)
	// Prefer eliminating a variable that is not a body argument.
	for _, pass := range []bool{false, true} {
		for _, p := range [][2]*chc.Term{{a, b}, {b, a}} {
			v, t := p[0], p[1]
			if v.IsVar() && e.bodyVar[v] == pass && e.free(v, t) {
				return v, t, true
			}
		}
	}
	return nil, nil, false
}

// free reports whether v may be replaced by t.
func (e *eqProp) free(v, t *chc.Term) bool {
	if e.protected[v] || (e.bodyVar[v] && !t.IsVar()) || t.Sort() != v.Sort() {
		return false
	}
	if !t.IsVar() && chc.Size(t) > maxDefSize {
		return false
	}
	for _, u := range chc.FreeVars(t) {
		if u == v {
			return false
		}
	}
	return true
}

// define adds v ↦ t to sigma, keeping it idempotent.
func (e *eqProp) define(v, t *chc.Term) {
	one := map[*chc.Term]*chc.Term{v: t}
	tv := chc.FreeVars(t)
	for _, w := range e.uses[v] {
		e.sigma[w] = e.f.Subst(e.sigma[w], one)
		for _, u := range tv {
			e.uses[u] = append(e.uses[u], w)
		}
	}
	delete(e.uses, v)
	e.sigma[v] = t
	for _, u := range tv {
		e.uses[u] = append(e.uses[u], v)
	}
	if e.bodyVar[v] {
		e.bodyVar[t] = true
	}
}

// propagateConstants rewrites each conjunct with the constants that other
// conjuncts x = c give to variables (which equality propagation keeps when x
// is a head or body argument).
func propagateConstants(f *chc.Factory, phi *chc.Term) *chc.Term {
	conj := chc.Conjuncts(phi)
	consts := make(map[*chc.Term]*chc.Term)
	definer := make(map[*chc.Term]bool)
	for _, k := range conj {
		if v, c, ok := constantDef(k); ok && consts[v] == nil {
			consts[v] = c
			definer[k] = true
		}
	}
	if len(consts) == 0 {
		return phi
	}
	out := make([]*chc.Term, len(conj))
	for i, k := range conj {
		out[i] = k
		if !definer[k] {
			out[i] = fold(f, f.Subst(k, consts))
		}
	}
	return f.And(out...)
}

// constantDef recognises x = c for a variable x and a numeral or Boolean
// constant c.
func constantDef(k *chc.Term) (*chc.Term, *chc.Term, bool) {
	if k.Op() != chc.OpEq || k.NumArgs() != 2 {
		return nil, nil, false
	}
	for i, v := range k.Args() {
		c := k.Arg(1 - i)
		if v.IsVar() && (c.Op() == chc.OpNum || c.IsTrue() || c.IsFalse()) {
			return v, c, true
		}
	}
	return nil, nil, false
}

// dropLocalBounds drops each conjunct that bounds a variable found nowhere
// else in the clause by a constant (z ≤ 5, z ≠ 3: always satisfiable), and
// defines the variable as a value that satisfies it.
func dropLocalBounds(f *chc.Factory, c *chc.Clause, phi *chc.Term, e *eqProp) *chc.Term {
	conj := chc.Conjuncts(phi)
	count := make(map[*chc.Term]int)
	for _, k := range conj {
		for _, v := range chc.FreeVars(k) {
			count[v]++
		}
	}
	var atoms []*chc.Term
	for _, a := range c.Body {
		atoms = append(atoms, substAtom(f, a, e.sigma).Args...)
	}
	if c.Head != nil {
		atoms = append(atoms, c.Head.Args...)
	}
	for _, v := range chc.FreeVars(atoms...) {
		count[v] += 2
	}
	var out []*chc.Term
	for _, k := range conj {
		if z, w, ok := boundWitness(f, k); ok && count[z] == 1 {
			e.define(z, w)
			continue
		}
		out = append(out, k)
	}
	if len(out) == len(conj) {
		return phi
	}
	return f.And(out...)
}

// boundWitness recognises a comparison of a variable z with a numeral and
// returns z and a value of z that satisfies it.
func boundWitness(f *chc.Factory, k *chc.Term) (*chc.Term, *chc.Term, bool) {
	op := k.Op()
	if op == chc.OpNot && k.Arg(0).Op() == chc.OpEq {
		k, op = k.Arg(0), chc.OpDistinct
	}
	if k.NumArgs() != 2 {
		return nil, nil, false
	}
	z, c := k.Arg(0), k.Arg(1)
	flip := false
	if !z.IsVar() {
		z, c, flip = c, z, true
	}
	if !z.IsVar() || c.Op() != chc.OpNum {
		return nil, nil, false
	}
	var delta int64
	switch op {
	case chc.OpLe, chc.OpGe, chc.OpEq:
	case chc.OpLt:
		delta = -1
	case chc.OpGt:
		delta = 1
	case chc.OpDistinct:
		delta = 1
	default:
		return nil, nil, false
	}
	if flip && (op == chc.OpLt || op == chc.OpGt) {
		delta = -delta
	}
	w := f.Add(c, f.Num(big.NewRat(delta, 1), c.Sort()))
	return z, w, true
}

// fold evaluates the ground subterms of t and applies a few identities.
func fold(f *chc.Factory, t *chc.Term) *chc.Term {
	return f.Rewrite(t, func(u *chc.Term) *chc.Term {
		if u.NumArgs() == 0 || u.Sort().Kind() == chc.KindArray {
			return u
		}
		ground := true
		for _, a := range u.Args() {
			switch a.Op() {
			case chc.OpNum, chc.OpTrue, chc.OpFalse:
			default:
				ground = false
			}
		}
		if ground {
			if v, err := chc.Eval(u, nil); err == nil {
				return f.Value(v)
			}
			return u
		}
		return identities(f, u)
	})
}

// identities folds comparisons of a term with itself.
func identities(f *chc.Factory, u *chc.Term) *chc.Term {
	if u.NumArgs() != 2 || u.Arg(0) != u.Arg(1) {
		return u
	}
	switch u.Op() {
	case chc.OpEq, chc.OpLe, chc.OpGe:
		return f.True()
	case chc.OpLt, chc.OpGt, chc.OpDistinct:
		return f.False()
	}
	return u
}

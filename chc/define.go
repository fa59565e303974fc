package chc

// maxDefSize bounds the size of a term that equality propagation substitutes
// for a variable, so that propagation never multiplies a large term.
const maxDefSize = 64

// Definitions collects, from the equalities of a formula, definitions of its
// variables by terms: an idempotent substitution (no variable it defines
// occurs in a term it substitutes), so applying it once removes every
// defined variable. Kept variables are never defined; a variable marked
// variable-only is defined by variables only (and so is what defines it).
type Definitions struct {
	f       *Factory
	keep    map[*Term]bool
	varOnly map[*Term]bool
	sigma   map[*Term]*Term
	uses    map[*Term][]*Term // variable → the sigma keys whose term mentions it
}

// NewDefinitions returns an empty set of definitions that never defines a
// variable of keep and defines those of varOnly by variables only. It reads
// keep and copies varOnly.
func NewDefinitions(f *Factory, keep, varOnly map[*Term]bool) *Definitions {
	d := &Definitions{f: f, keep: keep, varOnly: make(map[*Term]bool, len(varOnly)),
		sigma: map[*Term]*Term{}, uses: map[*Term][]*Term{}}
	for v, ok := range varOnly {
		d.varOnly[v] = ok
	}
	return d
}

// Subst returns the definitions as a substitution; the caller must not
// change it.
func (d *Definitions) Subst() map[*Term]*Term { return d.sigma }

// Round scans the conjuncts of phi once, under the definitions so far, and
// reports whether it defined a variable.
func (d *Definitions) Round(phi *Term) bool {
	found := false
	for _, k := range Conjuncts(phi) {
		k = d.f.Subst(k, d.sigma)
		if v, t, ok := d.candidate(k); ok {
			d.Define(v, t)
			found = true
		}
	}
	return found
}

// candidate returns the variable conjunct k defines and its definition.
func (d *Definitions) candidate(k *Term) (*Term, *Term, bool) {
	switch {
	case k.IsVar() && d.free(k, d.f.True()):
		return k, d.f.True(), true
	case k.Op() == OpNot && k.Arg(0).IsVar() && d.free(k.Arg(0), d.f.False()):
		return k.Arg(0), d.f.False(), true
	case k.Op() != OpEq || k.NumArgs() != 2:
		return nil, nil, false
	}
	a, b := k.Arg(0), k.Arg(1)
	// Prefer eliminating a variable that is not variable-only.
	for _, pass := range []bool{false, true} {
		for _, p := range [][2]*Term{{a, b}, {b, a}} {
			v, t := p[0], p[1]
			if v.IsVar() && d.varOnly[v] == pass && d.free(v, t) {
				return v, t, true
			}
		}
	}
	return nil, nil, false
}

// free reports whether v may be replaced by t.
func (d *Definitions) free(v, t *Term) bool {
	if d.keep[v] || (d.varOnly[v] && !t.IsVar()) || t.Sort() != v.Sort() {
		return false
	}
	if !t.IsVar() && Size(t) > maxDefSize {
		return false
	}
	for _, u := range FreeVars(t) {
		if u == v {
			return false
		}
	}
	return true
}

// Define adds v ↦ t, keeping the substitution idempotent; t must not mention
// v.
func (d *Definitions) Define(v, t *Term) {
	one := map[*Term]*Term{v: t}
	tv := FreeVars(t)
	for _, w := range d.uses[v] {
		d.sigma[w] = d.f.Subst(d.sigma[w], one)
		for _, u := range tv {
			d.uses[u] = append(d.uses[u], w)
		}
	}
	delete(d.uses, v)
	d.sigma[v] = t
	for _, u := range tv {
		d.uses[u] = append(d.uses[u], v)
	}
	if d.varOnly[v] {
		d.varOnly[t] = true
	}
}

// EliminateByEqualities substitutes away the variables outside keep that
// phi defines by an equality (up to eight rounds, folding in between); it
// returns the result, which is equivalent to phi under the substitution,
// and the substitution, whose terms are over the result's variables.
func (f *Factory) EliminateByEqualities(phi *Term, keep map[*Term]bool) (*Term, map[*Term]*Term) {
	d := NewDefinitions(f, keep, nil)
	phi = f.Fold(phi)
	for round := 0; round < 8 && !phi.IsFalse(); round++ {
		if !d.Round(phi) {
			break
		}
		phi = f.Fold(f.Subst(phi, d.sigma))
	}
	return phi, d.sigma
}

// Fold evaluates the ground subterms of t and folds comparisons of a term
// with itself; the result is equivalent to t.
func (f *Factory) Fold(t *Term) *Term {
	return f.Rewrite(t, func(u *Term) *Term {
		if u.NumArgs() == 0 || u.Sort().Kind() == KindArray {
			return u
		}
		ground := true
		for _, a := range u.Args() {
			switch a.Op() {
			case OpNum, OpTrue, OpFalse:
			default:
				ground = false
			}
		}
		if ground {
			if v, err := Eval(u, nil); err == nil {
				return f.Value(v)
			}
			return u
		}
		return identities(f, u)
	})
}

// identities folds comparisons of a term with itself.
func identities(f *Factory, u *Term) *Term {
	if u.NumArgs() != 2 || u.Arg(0) != u.Arg(1) {
		return u
	}
	switch u.Op() {
	case OpEq, OpLe, OpGe:
		return f.True()
	case OpLt, OpGt, OpDistinct:
		return f.False()
	}
	return u
}

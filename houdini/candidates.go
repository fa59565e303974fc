package houdini

import (
	"fmt"
	"math/big"
	"sort"

	"github.com/horn-chc/horn/chc"
)

// params returns the parameters of p's candidates: x0, x1, … of p's sorts.
func params(f *chc.Factory, p *chc.Pred) []*chc.Term {
	xs := make([]*chc.Term, p.Arity())
	for j, so := range p.Params {
		xs[j] = f.Var(fmt.Sprintf("x%d", j), so)
	}
	return xs
}

// constants returns the numerals of sort so that occur in the clauses, and
// 0, ordered by absolute value then value, at most limit of them.
func constants(s *chc.System, so chc.Sort, limit int) []*big.Rat {
	seen := map[string]*big.Rat{"0": new(big.Rat)}
	var walk func(t *chc.Term)
	visited := map[*chc.Term]bool{}
	walk = func(t *chc.Term) {
		if visited[t] {
			return
		}
		visited[t] = true
		if t.Op() == chc.OpNum && t.Sort() == so {
			seen[t.Num().RatString()] = t.Num()
		}
		for _, a := range t.Args() {
			walk(a)
		}
	}
	for _, c := range s.Clauses {
		walk(c.Constraint)
		for _, a := range c.Body {
			for _, t := range a.Args {
				walk(t)
			}
		}
		if c.Head != nil {
			for _, t := range c.Head.Args {
				walk(t)
			}
		}
	}
	out := make([]*big.Rat, 0, len(seen))
	for _, v := range seen {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool {
		ai, aj := new(big.Rat).Abs(out[i]), new(big.Rat).Abs(out[j])
		if c := ai.Cmp(aj); c != 0 {
			return c < 0
		}
		return out[i].Cmp(out[j]) < 0
	})
	if len(out) > limit {
		out = out[:limit]
	}
	return out
}

// candidates returns p's candidate lemmas over xs, at most limit: those
// mined from the clauses (mine), bounds of
// each arithmetic argument by the constants, Boolean arguments and their
// negations, equalities and orderings between arguments of one arithmetic
// sort, then the typestate implications "xi = c ⇒ xj = d" between the
// argument-constant equalities (and Boolean literals) of distinct
// arguments, when there are few enough of those.
func candidates(f *chc.Factory, s *chc.System, p *chc.Pred, xs []*chc.Term, consts map[chc.Sort][]*big.Rat, mined []*chc.Term, limit int) []*chc.Term {
	var out []*chc.Term
	seen := map[*chc.Term]bool{}
	add := func(t *chc.Term) {
		if len(out) < limit && !seen[t] && !t.IsTrue() && !t.IsFalse() {
			seen[t] = true
			out = append(out, t)
		}
	}
	for _, t := range mined {
		add(t)
	}
	type basic struct {
		arg int
		eq  *chc.Term
	}
	var basics []basic
	for i, x := range xs {
		switch {
		case x.Sort() == chc.BoolSort:
			add(x)
			add(f.Not(x))
			basics = append(basics, basic{i, x}, basic{i, f.Not(x)})
		case x.Sort().IsArith():
			for _, c := range consts[x.Sort()] {
				n := f.Num(c, x.Sort())
				add(f.Le(n, x))
				add(f.Le(x, n))
				basics = append(basics, basic{i, f.Eq(x, n)})
			}
		case x.Sort().IsBitVec():
			// Machine integers, read signed: their sign.
			add(f.MustApp(chc.OpBVSLe, f.BV(new(big.Int), x.Sort().Width()), x))
		}
	}
	for i, x := range xs {
		for j := i + 1; j < len(xs); j++ {
			y := xs[j]
			switch {
			case x.Sort() != y.Sort():
			case x.Sort().IsArith():
				add(f.Le(x, y))
				add(f.Le(y, x))
			case x.Sort().IsBitVec():
				add(f.MustApp(chc.OpBVSLe, x, y))
				add(f.MustApp(chc.OpBVSLe, y, x))
			}
		}
	}
	const maxBasics = 24
	if len(basics) <= maxBasics {
		for _, a := range basics {
			for _, b := range basics {
				if a.arg != b.arg {
					add(f.Implies(a.eq, b.eq))
				}
			}
		}
	}
	return out
}

// mine returns, per predicate, candidates over its parameters (params)
// taken from the clauses' constraints: each conjunct of a clause's
// constraint whose variables are all arguments of its head (a fact's
// initial condition, an update's guard on the new state) and, negated,
// each conjunct of a query's constraint over the arguments of one body
// atom (the property, when the query tests one atom's arguments), both
// only where those arguments are distinct variables. The query's
// constraint as a whole, negated, is one too when it concerns one atom.
func mine(f *chc.Factory, s *chc.System) map[*chc.Pred][]*chc.Term {
	out := map[*chc.Pred][]*chc.Term{}
	xsOf := map[*chc.Pred][]*chc.Term{}
	add := func(a chc.Atom, phi *chc.Term, neg bool) {
		xs, ok := xsOf[a.Pred]
		if !ok {
			xs = params(f, a.Pred)
			xsOf[a.Pred] = xs
		}
		t, ok := overParams(f, argVars(a, xs), phi)
		if !ok {
			return
		}
		if neg {
			t = f.Not(t)
		}
		out[a.Pred] = append(out[a.Pred], t)
	}
	for _, c := range s.Clauses {
		conj := conjuncts(c.Constraint)
		if c.Head != nil {
			for _, phi := range conj {
				add(*c.Head, phi, false)
			}
			continue
		}
		if len(c.Body) == 1 && len(conj) > 1 {
			add(c.Body[0], c.Constraint, true)
		}
		for _, a := range c.Body {
			for _, phi := range conj {
				add(a, phi, true)
			}
		}
	}
	return out
}

// conjuncts returns the conjuncts of phi, nested conjunctions flattened.
func conjuncts(phi *chc.Term) []*chc.Term {
	if phi.Op() != chc.OpAnd {
		return []*chc.Term{phi}
	}
	var out []*chc.Term
	for _, a := range phi.Args() {
		out = append(out, conjuncts(a)...)
	}
	return out
}

// MaxGuards bounds the guards of one predicate (Options.Guards).
const MaxGuards = 6

// guards returns the atoms over p's parameters xs that clauses test of p's
// arguments: each conjunct of the constraint of a clause with p in its
// body whose variables are all distinct variable arguments of that atom,
// an atom once whether tested or negated, at most MaxGuards, first found
// first; then, while there is room, the atoms over those arguments inside
// the Boolean structure of the conjuncts (the branches of a loop's body
// folded into one clause: "x < 10 ∧ … ∨ ¬(x < 10) ∧ …").
func guards(f *chc.Factory, s *chc.System, p *chc.Pred, xs []*chc.Term) []*chc.Term {
	var out []*chc.Term
	seen := map[*chc.Term]bool{}
	take := func(g *chc.Term) bool {
		if g.Op() == chc.OpNot {
			g = g.Args()[0]
		}
		if g.IsTrue() || g.IsFalse() || seen[g] {
			return false
		}
		seen[g] = true
		out = append(out, g)
		return len(out) == MaxGuards
	}
	for _, nested := range []bool{false, true} {
		for _, c := range s.Clauses {
			for _, a := range c.Body {
				if a.Pred != p {
					continue
				}
				m := argVars(a, xs)
				for _, phi := range conjuncts(c.Constraint) {
					ts := []*chc.Term{phi}
					if nested {
						ts = atomsIn(phi)
					}
					for _, t := range ts {
						if g, ok := overParams(f, m, t); ok && take(g) {
							return out
						}
					}
				}
			}
		}
	}
	return out
}

// atomsIn returns the atoms inside phi's Boolean structure (under and,
// or, not, implies and an ite's condition), phi itself when it is one.
func atomsIn(phi *chc.Term) []*chc.Term {
	var out []*chc.Term
	seen := map[*chc.Term]bool{}
	var walk func(t *chc.Term)
	walk = func(t *chc.Term) {
		if seen[t] {
			return
		}
		seen[t] = true
		switch t.Op() {
		case chc.OpAnd, chc.OpOr, chc.OpNot, chc.OpImplies:
			for _, a := range t.Args() {
				walk(a)
			}
		case chc.OpIte:
			if t.Sort() == chc.BoolSort {
				for _, a := range t.Args() {
					walk(a)
				}
			} else {
				walk(t.Args()[0])
			}
		default:
			if t.Sort() == chc.BoolSort && !t.IsVar() {
				out = append(out, t)
			}
		}
	}
	walk(phi)
	return out
}

// argVars maps each variable among a's arguments (its first position
// only) to the parameter xs[k] of that position.
func argVars(a chc.Atom, xs []*chc.Term) map[*chc.Term]*chc.Term {
	m := map[*chc.Term]*chc.Term{}
	for k, t := range a.Args {
		if t.IsVar() {
			if _, dup := m[t]; !dup {
				m[t] = xs[k]
			}
		}
	}
	return m
}

// overParams returns phi over the parameters m maps its variables to, and
// false when some variable of phi is not in m.
func overParams(f *chc.Factory, m map[*chc.Term]*chc.Term, phi *chc.Term) (*chc.Term, bool) {
	for _, v := range chc.FreeVars(phi) {
		if m[v] == nil {
			return nil, false
		}
	}
	return f.Subst(phi, m), true
}

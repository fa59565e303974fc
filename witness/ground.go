package witness

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/horn-chc/horn/chc"
)

// Ground checks of quantified models. A clause's violation under a
// quantified array invariant has ∀ in its body atoms' interpretations
// (hypotheses) and in its negated head. Z3 decides such a check by
// instantiating the quantifiers, which may answer unknown ("incomplete
// (theory array)") or not end. groundViolation makes the violation
// quantifier-free in two sound steps, repeated for nested quantifiers:
//
//   - each ∀ in a negative place (the head's, under its negation) is an
//     ∃, replaced by its body at fresh Skolem constants: the result is
//     satisfiable iff the violation is;
//   - each ∀ in a positive place (the body's) is replaced by the
//     conjunction of its instances at the formula's terms (see terms):
//     the instances are implied by the ∀, so the result is weaker;
//   - a ∀ that is a conjunct of the violation itself (a fact: a body
//     atom's interpretation, or one of its conjuncts) is true in every
//     model of the violation, so any other occurrence of the same term
//     in a negative place, met once an instance exposes it, is replaced
//     by true rather than by its body at fresh Skolem constants, which
//     the fact's instances, made in an earlier round, do not name. A
//     removed predicate's image in the head, an ∃ over the variables of
//     the clause it came from, holds the same ∀ over the same terms at
//     its instance at those variables: with the fact, that instance is
//     ground. The two are compared in a canonical form (see canon), as
//     the simplifier may orient the image's comparisons otherwise.
//
// An extensionality axiom a = b ∨ a[d] ≠ b[d] at a fresh d joins each
// equality between arrays (satisfiable in every model, so again no
// model is lost). Hence the ground formula unsatisfiable proves the
// violation unsatisfiable: the clause holds. Its satisfiability proves
// nothing (a cell no term names may refute it), and the check then
// falls back to Z3 over the quantifiers. For the array property
// fragment (guards bounding k by index terms, cells read at k) the
// index terms are the instances that decide the check.

// maxGroundInstances bounds the instances of one round of a ground
// check; a violation that needs more is checked with its quantifiers.
const maxGroundInstances = 20000

// groundRounds bounds the rounds of instantiation: a quantifier nested
// in another is instantiated in the round after the one that exposes it.
const groundRounds = 3

// grounder makes one violation ground.
type grounder struct {
	f      *chc.Factory
	prefix string // names of fresh constants, apart from the system's
	fresh  int
	skol   []*chc.Term        // the Skolem constants made
	univ   []*chc.Term        // the outermost ∀ met in positive places
	facts  map[*chc.Term]bool // the ∀ among the violation's conjuncts, in canonical form
	canons map[*chc.Term]*chc.Term
}

// groundViolation returns v's violation as a quantifier-free formula
// that is satisfiable if v's is (see above), and false for ok when v
// has a quantifier under an operator other than and, or, not and =>,
// or would need more than maxGroundInstances instances in a round or
// more than groundRounds rounds.
func groundViolation(f *chc.Factory, prefix string, v violation) (phi *chc.Term, ok bool) {
	g := &grounder{f: f, prefix: prefix, facts: map[*chc.Term]bool{}, canons: map[*chc.Term]*chc.Term{}}
	parts := v.parts(f)
	for _, p := range parts {
		g.noteFacts(p)
	}
	for round := 0; ; round++ {
		g.univ = g.univ[:0]
		for i, p := range parts {
			if parts[i], ok = g.polar(p, true, g.skolemize); !ok {
				return nil, false
			}
		}
		if len(g.univ) == 0 {
			break
		}
		if round == groundRounds {
			return nil, false
		}
		if parts, ok = g.instantiate(parts); !ok {
			return nil, false
		}
	}
	parts = append(parts, g.extensionality(parts)...)
	return f.And(parts...), true
}

// instantiate replaces each ∀ recorded (g.univ) in parts by its
// instances at the parts' terms, and at the terms of those instances
// (a second level: a[99 - k] at k = sk names 99 - sk, where a reversed
// copy's other ∀ is needed) when that keeps within
// maxGroundInstances.
func (g *grounder) instantiate(parts []*chc.Term) ([]*chc.Term, bool) {
	all := append(append([]*chc.Term(nil), parts...), g.extensionality(parts)...)
	terms := g.terms(all)
	if g.count(terms) > maxGroundInstances {
		return nil, false
	}
	first := append([]*chc.Term(nil), all...)
	for _, q := range g.univ {
		first = append(first, g.instances(q, terms))
	}
	if more := g.terms(first); g.count(more) <= maxGroundInstances {
		terms = more
	}
	inst := func(q *chc.Term, pos bool) (*chc.Term, bool) {
		if !pos {
			return nil, false // skolemize removed them
		}
		return g.instances(q, terms), true
	}
	out := make([]*chc.Term, len(parts))
	for i, p := range parts {
		var ok bool
		if out[i], ok = g.polar(p, true, inst); !ok {
			return nil, false
		}
	}
	return out, true
}

// polar rebuilds t, whose place is positive when pos is set, through
// and, or, not and =>, calling q on each outermost ∀ met with its
// place's polarity. A quantifier under any other operator fails it.
func (g *grounder) polar(t *chc.Term, pos bool, q func(*chc.Term, bool) (*chc.Term, bool)) (*chc.Term, bool) {
	if !chc.HasQuantifier(t) {
		return t, true
	}
	f := g.f
	args := make([]*chc.Term, t.NumArgs())
	each := func(flip func(i int) bool) bool {
		for i, a := range t.Args() {
			r, ok := g.polar(a, pos != flip(i), q)
			if !ok {
				return false
			}
			args[i] = r
		}
		return true
	}
	never := func(int) bool { return false }
	switch t.Op() {
	case chc.OpForall:
		return q(t, pos)
	case chc.OpAnd, chc.OpOr:
		if !each(never) {
			return nil, false
		}
		if t.Op() == chc.OpAnd {
			return f.And(args...), true
		}
		return f.Or(args...), true
	case chc.OpNot:
		if !each(func(int) bool { return true }) {
			return nil, false
		}
		return f.Not(args[0]), true
	case chc.OpImplies:
		last := t.NumArgs() - 1
		if !each(func(i int) bool { return i < last }) {
			return nil, false
		}
		out := args[last]
		for i := last - 1; i >= 0; i-- {
			out = f.Implies(args[i], out)
		}
		return out, true
	}
	return nil, false
}

// noteFacts records the ∀ among t's conjuncts (through nested ands) as
// facts.
func (g *grounder) noteFacts(t *chc.Term) {
	switch {
	case t.Op() == chc.OpAnd:
		for _, a := range t.Args() {
			g.noteFacts(a)
		}
	case t.Op() == chc.OpForall:
		g.facts[g.canon(t)] = true
	}
}

// canon returns a term equivalent to t written canonically: x >= y as
// y <= x, x > y as y < x, and the arguments of and, or and = in the
// order of their terms' ids (each argument canonical first). Two
// quantifiers whose bodies differ only so are the same term.
func (g *grounder) canon(t *chc.Term) *chc.Term {
	if c, ok := g.canons[t]; ok {
		return c
	}
	out := t
	switch {
	case t.Op() == chc.OpForall:
		if q, err := g.f.Forall(t.Bound(), g.canon(t.Body())); err == nil {
			out = q
		}
	case t.NumArgs() > 0:
		args := make([]*chc.Term, t.NumArgs())
		for i, a := range t.Args() {
			args[i] = g.canon(a)
		}
		if c, ok := g.canonApp(t.Op(), args); ok {
			out = c
		}
	}
	g.canons[t] = out
	return out
}

// canonApp applies op to args, canonical terms, writing the result
// canonically (see canon); ok is false when op does not apply.
func (g *grounder) canonApp(op chc.Op, args []*chc.Term) (*chc.Term, bool) {
	byID := func(a, b *chc.Term) int { return cmp.Compare(a.ID(), b.ID()) }
	switch {
	case op == chc.OpGe && len(args) == 2:
		op, args = chc.OpLe, []*chc.Term{args[1], args[0]}
	case op == chc.OpGt && len(args) == 2:
		op, args = chc.OpLt, []*chc.Term{args[1], args[0]}
	case op == chc.OpEq && len(args) == 2:
		slices.SortFunc(args, byID)
	case op == chc.OpAnd || op == chc.OpOr:
		// Flattened and without duplicates first, then ordered.
		j := g.f.And(args...)
		if op == chc.OpOr {
			j = g.f.Or(args...)
		}
		if j.Op() != op {
			return j, true
		}
		args = slices.SortedFunc(slices.Values(j.Args()), byID)
	}
	c, err := g.f.App(op, args...)
	return c, err == nil
}

// skolemize is a round's first treatment of a ∀: in a negative place
// (an ∃) true if it is a fact, else its body at fresh constants, itself
// treated so; in a positive one the ∀ unchanged and recorded for
// instantiation.
func (g *grounder) skolemize(q *chc.Term, pos bool) (*chc.Term, bool) {
	if !pos && g.facts[g.canon(q)] {
		return g.f.True(), true
	}
	if pos {
		if !slices.Contains(g.univ, q) {
			g.univ = append(g.univ, q)
		}
		return q, true
	}
	vals := make([]*chc.Term, len(q.Bound()))
	for i, b := range q.Bound() {
		g.fresh++
		vals[i] = g.f.Var(fmt.Sprintf("%ssk!%d", g.prefix, g.fresh), b.Sort())
		g.skol = append(g.skol, vals[i])
	}
	body, err := g.f.Instantiate(q, vals)
	if err != nil {
		return nil, false
	}
	return g.polar(body, pos, g.skolemize)
}

// groundTerms are the terms a round instantiates at, by sort: index
// holds the indices of the selects and stores without a bound
// variable, the Skolem constants and the ends of the recorded ∀'s
// guards; other adds the free variables.
type groundTerms struct {
	index, other map[chc.Sort][]*chc.Term
}

// terms returns the terms of ts to instantiate the recorded ∀ at, in
// the order first met.
func (g *grounder) terms(ts []*chc.Term) groundTerms {
	out := groundTerms{index: map[chc.Sort][]*chc.Term{}, other: map[chc.Sort][]*chc.Term{}}
	seen := map[*chc.Term]bool{}
	add := func(i *chc.Term) {
		if seen[i] || chc.HasQuantifier(i) {
			return
		}
		seen[i] = true
		out.index[i.Sort()] = append(out.index[i.Sort()], i)
	}
	for _, t := range ts {
		chc.Walk(t, func(u *chc.Term) bool {
			if u.Op() == chc.OpSelect || u.Op() == chc.OpStore {
				add(u.Arg(1))
			}
			return true
		})
	}
	for _, sk := range g.skol {
		add(sk)
	}
	for _, q := range g.univ {
		for _, t := range guardEnds(g.f, q) {
			add(t)
		}
	}
	for so, ts := range out.index {
		out.other[so] = slices.Clone(ts)
	}
	for _, x := range chc.FreeVars(ts...) {
		if !seen[x] {
			seen[x] = true
			out.other[x.Sort()] = append(out.other[x.Sort()], x)
		}
	}
	return out
}

// candidates returns the terms q's bound variable b is instantiated
// at: the index terms when b is (in) an index of a select or store of
// q's body, the array property fragment's case; else every term of
// its sort, free variables too (an ∃ that a predicate's elimination
// left, negated, is refuted at the clause's own variables).
func (t groundTerms) candidates(q, b *chc.Term) []*chc.Term {
	indexed := false
	chc.Walk(q.Body(), func(u *chc.Term) bool {
		if (u.Op() == chc.OpSelect || u.Op() == chc.OpStore) && chc.Occurs(u.Arg(1), b) {
			indexed = true
		}
		return !indexed
	})
	if indexed {
		return t.index[b.Sort()]
	}
	return t.other[b.Sort()]
}

// count returns the number of instances of the ∀ recorded at terms.
func (g *grounder) count(terms groundTerms) int {
	n := 0
	for _, q := range g.univ {
		m := 1
		for _, b := range q.Bound() {
			m *= len(terms.candidates(q, b))
		}
		n += m
	}
	return n
}

// instances returns the conjunction of q's instances at terms, every
// combination of its bound variables' candidates.
func (g *grounder) instances(q *chc.Term, terms groundTerms) *chc.Term {
	bound := q.Bound()
	cands := make([][]*chc.Term, len(bound))
	for i, b := range bound {
		cands[i] = terms.candidates(q, b)
	}
	vals := make([]*chc.Term, len(bound))
	var out []*chc.Term
	var rec func(i int)
	rec = func(i int) {
		if i == len(bound) {
			if t, err := g.f.Instantiate(q, vals); err == nil {
				out = append(out, t)
			}
			return
		}
		for _, v := range cands[i] {
			vals[i] = v
			rec(i + 1)
		}
	}
	rec(0)
	return g.f.And(out...)
}

// guardEnds returns the bounds of a ∀'s bound variables in its guard,
// written ∀k. g → φ or, as models are printed back, ∀k. ¬g₁ ∨ … ∨ φ: t
// for k ≤ t and t ≤ k, t-1 for k < t, t+1 for t < k (over the
// integers; over the reals t itself), for t without a bound variable:
// the instances at a range's ends tell two ranges apart.
func guardEnds(f *chc.Factory, q *chc.Term) []*chc.Term {
	body := q.Body()
	type bound struct {
		x, y   *chc.Term // x < y, or x ≤ y
		strict bool
	}
	var guard []bound
	add := func(a *chc.Term, negated bool) {
		if a.NumArgs() != 2 {
			return
		}
		x, y, strict := a.Arg(0), a.Arg(1), false
		switch a.Op() {
		case chc.OpLe:
		case chc.OpLt:
			strict = true
		case chc.OpGe:
			x, y = y, x
		case chc.OpGt:
			x, y, strict = y, x, true
		default:
			return
		}
		if negated { // ¬(x ≤ y) is y < x, ¬(x < y) is y ≤ x
			x, y, strict = y, x, !strict
		}
		guard = append(guard, bound{x, y, strict})
	}
	switch {
	case body.Op() == chc.OpImplies && body.NumArgs() == 2:
		for _, a := range chc.Conjuncts(body.Arg(0)) {
			add(a, false)
		}
	case body.Op() == chc.OpOr:
		for _, a := range body.Args() {
			add(a, true)
		}
	}
	step := func(t *chc.Term, d int64) *chc.Term {
		if t.Sort() != chc.IntSort || d == 0 {
			return t
		}
		return f.Add(t, f.Int(d))
	}
	var out []*chc.Term
	for _, b := range guard {
		d := int64(0)
		switch {
		case b.x.Op() == chc.OpBoundVar && !chc.HasQuantifier(b.y):
			if b.strict {
				d = -1
			}
			out = append(out, step(b.y, d))
		case b.y.Op() == chc.OpBoundVar && !chc.HasQuantifier(b.x):
			if b.strict {
				d = 1
			}
			out = append(out, step(b.x, d))
		}
	}
	return out
}

// extensionality returns, for each equality a = b between arrays in ts
// outside a quantifier, the axiom a = b ∨ a[d] ≠ b[d] at a fresh index
// d of its own: the cell where two different arrays differ, which the
// ∀ are then instantiated at. Each d is new, so the axioms hold in an
// extension of every model of ts. The same equality gets the same d
// every time it is met.
func (g *grounder) extensionality(ts []*chc.Term) []*chc.Term {
	f := g.f
	var out []*chc.Term
	seen := map[*chc.Term]bool{}
	for _, t := range ts {
		chc.Walk(t, func(u *chc.Term) bool {
			if u.Op() == chc.OpForall {
				return false
			}
			if u.Op() != chc.OpEq || u.NumArgs() != 2 || seen[u] {
				return true
			}
			seen[u] = true
			so := u.Arg(0).Sort()
			if so.Kind() != chc.KindArray {
				return true
			}
			d := f.Var(fmt.Sprintf("%sdiff!%d", g.prefix, u.ID()), so.Index())
			out = append(out, f.Or(u, f.Not(f.Eq(f.Select(u.Arg(0), d), f.Select(u.Arg(1), d)))))
			return true
		})
	}
	return out
}

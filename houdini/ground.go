package houdini

import (
	"fmt"
	"slices"

	"github.com/horn-chc/horn/chc"
)

// Ground checks (Options.Instantiate). A check of clause c asks whether
// its premise — the constraint and the body atoms' summaries — can hold
// with the head's summary false. Under quantified candidates the premise
// has quantifiers, which Z3 decides by instantiation that may not end
// (or answers unknown). groundPremise replaces each quantified conjunct
// ∀k̄. φ(k̄) of the body's summaries by its instances φ(t̄) at the
// clause's index terms: the indices of the selects and stores of the
// constraint, of the negated head (whose quantified candidates are at
// Skolem constants, shared by every candidate so that they are index
// terms once) and of the ground parts of the candidates themselves. The
// instances are implied by the quantifiers, so the ground premise is
// weaker: a check it makes unsat is unsat under the quantifiers too
// (the candidates kept are inductive, soundly). A sat answer may be
// spurious — a cell that no index term names would refute it — and
// then drops candidates that hold; the largest inductive subset can
// only be smaller, never wrong. For the array property fragment
// (guards that bound k by index terms, cells read at k) the index terms
// are the instances that decide the check, so it is rarely lossy there.

// maxInstances bounds the ground instances of one check; a premise that
// needs more keeps its quantifiers.
const maxInstances = 20000

// groundSkolem is skolem's Skolem constant for the bound variable b
// under Options.Instantiate: one per bound variable, shared by every
// candidate.
func (fp *fixpoint) groundSkolem(b *chc.Term) *chc.Term {
	return fp.f.Var(fmt.Sprintf("houdini!sk!%s!%d", b.Name(), b.ID()), b.Sort())
}

// groundPremise returns c's premise with its quantified conjuncts
// instantiated at the index terms of the premise and of rest (the
// check's other assertions: the negated head), and whether that made it
// ground (false: a quantifier is left in a place other than a
// conjunct, or the instances would be too many; the premise is then
// returned as premise gives it).
func (fp *fixpoint) groundPremise(c *chc.Clause, rest ...*chc.Term) ([]*chc.Term, bool) {
	out := []*chc.Term{c.Constraint}
	var quants []*chc.Term
	for _, a := range c.Body {
		inv := fp.instance(a.Pred, fp.inv(a.Pred), a.Args)
		for _, t := range conjuncts(inv) {
			if chc.HasQuantifier(t) {
				quants = append(quants, t)
			} else {
				out = append(out, t)
			}
		}
	}
	full := func() []*chc.Term {
		return append(out, quants...)
	}
	if len(quants) == 0 {
		return out, true
	}
	for _, t := range rest {
		if chc.HasQuantifier(t) {
			return full(), false
		}
	}
	out = append(out, fp.extensionality(append(append([]*chc.Term(nil), out...), rest...))...)
	terms := indexTerms(append(append(append([]*chc.Term(nil), out...), rest...), quants...))
	addTerm := func(t *chc.Term) {
		if !slices.Contains(terms[t.Sort()], t) {
			terms[t.Sort()] = append(terms[t.Sort()], t)
		}
	}
	for _, q := range quants {
		for _, t := range fp.guardTerms(q) {
			addTerm(t)
		}
	}
	// The head's Skolem constants themselves: a head candidate whose
	// cells are at a term over its bound variable (a[b + 4k], b[k + 1])
	// is decided by the body's candidates at the same point k = sk,
	// which no select's index names.
	inRest := map[*chc.Term]bool{}
	for _, t := range rest {
		for _, v := range chc.FreeVars(t) {
			inRest[v] = true
		}
	}
	for _, q := range quants {
		if q.Op() != chc.OpForall {
			continue
		}
		for _, b := range q.Bound() {
			if sk := fp.groundSkolem(b); inRest[sk] {
				addTerm(sk)
			}
		}
	}
	n := 0
	for _, q := range quants {
		if q.Op() != chc.OpForall || hasForall(q.Body()) {
			return full(), false
		}
		m := 1
		for _, b := range q.Bound() {
			m *= len(terms[b.Sort()])
		}
		n += m
	}
	if n > maxInstances {
		return full(), false
	}
	for _, q := range quants {
		bound := q.Bound()
		vals := make([]*chc.Term, len(bound))
		var rec func(i int)
		rec = func(i int) {
			if i == len(bound) {
				t, err := fp.instantiate(q, vals)
				if err == nil && !t.IsTrue() {
					out = append(out, t)
				}
				return
			}
			for _, v := range terms[bound[i].Sort()] {
				vals[i] = v
				rec(i + 1)
			}
		}
		rec(0)
	}
	return out, true
}

// extensionality returns, for each equality a = b between arrays in ts,
// the axiom a = b ∨ a[d] ≠ b[d] at a fresh index d of its own: the cell
// where two different arrays differ, which the quantified candidates
// must be instantiated at (d joins the index terms) for a check such as
// "the arrays stay equal" to be decided ground. Each d is a new
// constant, so the axioms are satisfiable in every model of ts: the
// check's answer unsat stays sound.
func (fp *fixpoint) extensionality(ts []*chc.Term) []*chc.Term {
	f := fp.f
	var out []*chc.Term
	seen := map[*chc.Term]bool{}
	for _, t := range ts {
		chc.Walk(t, func(u *chc.Term) bool {
			if u.Op() != chc.OpEq || u.NumArgs() != 2 || seen[u] {
				return true
			}
			seen[u] = true
			so := u.Arg(0).Sort()
			if so.Kind() != chc.KindArray {
				return true
			}
			d := f.Var(fmt.Sprintf("houdini!diff!%d", u.ID()), so.Index())
			a, b := f.Select(u.Arg(0), d), f.Select(u.Arg(1), d)
			out = append(out, f.Or(u, f.Not(f.Eq(a, b))))
			return true
		})
	}
	return out
}

// guardTerms returns the bounds of a quantifier's bound variables in
// its guard (∀k. g → φ): t for k ≤ t and t ≤ k, t-1 for k < t, t+1 for
// t < k (integers; over the reals t itself), t without a bound
// variable. Instances at a range's ends are those that tell two ranges'
// properties apart (the array property fragment's index set has them).
func (fp *fixpoint) guardTerms(q *chc.Term) []*chc.Term {
	f := fp.f
	body := q.Body()
	if body == nil || body.Op() != chc.OpImplies || body.NumArgs() != 2 {
		return nil
	}
	var out []*chc.Term
	step := func(t *chc.Term, d int64) *chc.Term {
		if t.Sort() != chc.IntSort || d == 0 {
			return t
		}
		return f.Add(t, f.Int(d))
	}
	for _, a := range chc.Conjuncts(body.Arg(0)) {
		if a.NumArgs() != 2 {
			continue
		}
		x, y := a.Arg(0), a.Arg(1)
		var strict bool
		switch a.Op() {
		case chc.OpLe:
		case chc.OpLt:
			strict = true
		case chc.OpGe:
			x, y = y, x
		case chc.OpGt:
			x, y, strict = y, x, true
		default:
			continue
		}
		// x ≤ y or x < y
		d := int64(0)
		switch {
		case x.Op() == chc.OpBoundVar && !chc.HasQuantifier(y):
			if strict {
				d = -1
			}
			out = append(out, step(y, d))
		case y.Op() == chc.OpBoundVar && !chc.HasQuantifier(x):
			if strict {
				d = 1
			}
			out = append(out, step(x, d))
		}
	}
	return out
}

// hasForall reports whether t has a quantifier of its own (not only
// bound variables of an enclosing one).
func hasForall(t *chc.Term) bool {
	found := false
	chc.Walk(t, func(u *chc.Term) bool {
		found = found || u.Op() == chc.OpForall
		return !found
	})
	return found
}

// indexTerms returns, by sort, the index terms of ts: the indices of
// their selects and stores that have no bound variable, in the order
// first met.
func indexTerms(ts []*chc.Term) map[chc.Sort][]*chc.Term {
	out := map[chc.Sort][]*chc.Term{}
	seen := map[*chc.Term]bool{}
	add := func(i *chc.Term) {
		if seen[i] || chc.HasQuantifier(i) {
			return
		}
		seen[i] = true
		out[i.Sort()] = append(out[i.Sort()], i)
	}
	for _, t := range ts {
		chc.Walk(t, func(u *chc.Term) bool {
			if u.Op() == chc.OpSelect || u.Op() == chc.OpStore {
				add(u.Arg(1))
			}
			return true
		})
	}
	return out
}

// instKey names an instance of a quantified term at up to two values.
type instKey struct{ q, a, b *chc.Term }

// instantiate is f.Instantiate(q, vals), remembered for q of one or two
// bound variables: the checks of a fixpoint's rounds instantiate the
// same candidates at the same terms again and again, and building the
// instances took a fifth of qarr's CPU on a file of 310 templates.
func (fp *fixpoint) instantiate(q *chc.Term, vals []*chc.Term) (*chc.Term, error) {
	if len(vals) == 0 || len(vals) > 2 {
		return fp.f.Instantiate(q, vals)
	}
	k := instKey{q: q, a: vals[0]}
	if len(vals) == 2 {
		k.b = vals[1]
	}
	if t, ok := fp.insts[k]; ok {
		return t, nil
	}
	t, err := fp.f.Instantiate(q, vals)
	if err == nil {
		fp.insts[k] = t
	}
	return t, err
}

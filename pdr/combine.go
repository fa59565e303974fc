package pdr

import (
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// combine replaces two bound literals of a blocked cube by their sum — a
// weaker cube, so a stronger lemma — while it stays blocked: a Farkas
// combination with unit coefficients, the shape of the interpolants Spacer
// gets from its proofs. x ≤ 48 ∧ y ≥ 49 becomes x - y ≤ -1 (and the lemma
// x ≥ y). A sum that works is widened in turn.
func (s *search) combine(p *pred, i int, g *generalization) error {
	for g.budget > 0 {
		done, err := s.combineOnce(p, i, g)
		if err != nil || done {
			return err
		}
	}
	return nil
}

// combineOnce tries the pairs of bound literals of g's cube in order: the
// pair replaced by its sum, or failing that the sum with one of the two
// kept (x ≤ 12 ∧ y ≥ 13 may need y ≥ 1 beside x - y ≤ -1, which widening
// then finds). After the first success it returns done = false so that the
// pairs of the new cube are tried.
func (s *search) combineOnce(p *pred, i int, g *generalization) (bool, error) {
	lits, bounds := boundLiterals(g.cube)
	for a := 0; a < len(lits); a++ {
		for b := a + 1; b < len(lits); b++ {
			sum, ok := addBounds(bounds[a], bounds[b])
			if !ok || !sum.simple() {
				continue
			}
			lit := s.boundLit(sum)
			rest := append(without(without(g.cube, lits[a]), lits[b]), lit)
			// holds[k]: the model that showed rest unblocked satisfies the
			// literal kept in variant k, so it shows that variant unblocked
			// too (its cube has one literal more, its hypothesis ¬cube is
			// weaker): no check needed.
			var holds [3]bool
			for k, kept := range []*chc.Term{nil, lits[b], lits[a]} {
				if holds[k] {
					continue
				}
				if !g.spend() {
					return true, nil
				}
				try := rest
				if k > 0 {
					try = append(rest[:len(rest):len(rest)], kept)
				}
				var probes []*chc.Term
				if k == 0 {
					probes = []*chc.Term{lits[b], lits[a]}
				}
				ok, vals, err := s.tryCombination(p, i, g, try, lit, sum, kept, probes...)
				if err != nil || ok {
					return err != nil, err
				}
				if k == 0 {
					holds[1], holds[2] = vals[0].Bool(), vals[1].Bool()
				}
			}
		}
	}
	return true, nil
}

// tryCombination replaces g's cube by try if it is blocked, and widens the
// sum literal lit (with bound sum) and the literal kept beside it (if any).
// If try is not blocked, it returns the values of probes in the model.
func (s *search) tryCombination(p *pred, i int, g *generalization, try []*chc.Term, lit *chc.Term, sum bound, kept *chc.Term, probes ...*chc.Term) (bool, []chc.Value, error) {
	r, err := s.blockedProbe(p, i, try, probes...)
	if err != nil || !r.ok {
		return false, r.values, err
	}
	s.stats.Add("pdr combinations", 1)
	g.set(r.cube, r.level)
	if contains(g.cube, lit) && sum.isInt {
		if err := s.widenBound(p, i, g, lit, sum); err != nil {
			return true, nil, err
		}
	}
	if kept == nil || !contains(g.cube, kept) {
		return true, nil, nil
	}
	if bd, ok := asBound(kept); ok && bd.isInt {
		return true, nil, s.widenBound(p, i, g, kept, bd)
	}
	return true, nil, nil
}

// boundLiterals returns the literals of cube that are simple bounds, with
// them.
func boundLiterals(cube []*chc.Term) ([]*chc.Term, []bound) {
	var lits []*chc.Term
	var bounds []bound
	for _, l := range cube {
		if bd, ok := asBound(l); ok && bd.simple() {
			lits, bounds = append(lits, l), append(bounds, bd)
		}
	}
	return lits, bounds
}

// addBounds returns the canonical sum of two integer bounds, as
// upper bounds (a lower bound t ≥ k counts as -t ≤ -k); ok is false when the
// sum is constant. A sum in which an atom of both has the same sign in both
// only reinforces the atom (x + y ≤ 5 and y ≤ 2 give x + 2y ≤ 7); since the
// cube keeps one of the two beside the sum, repeating it climbs a ladder
// x + ky of ever larger coefficients that costs a check per rung and leaves
// lemmas that slow every later query (A - B + 6F - 6C ≥ 7). Such a sum
// is taken only while its coefficients stay within maxReinforced: one
// rung, enough for the invariants of small loops with coefficient 2 or 3
// in their steps (z = -2x). Other sums, which eliminate an atom (x - y ≤
// 0 and y - z ≤ 0) or join disjoint ones (x ≤ 48 and y ≥ 49), are always
// taken. Real bounds are not summed: on transition systems over the reals
// the sums were lemmas that are not inductive. (The files that decided
// both are in docs/strategy.md, "Decisions inside the engines".)
func addBounds(a, b bound) (bound, bool) {
	if !a.isInt || !b.isInt {
		return bound{}, false
	}
	sum, ok := sumBounds(a, b)
	if ok && reinforces(a, b) && !sum.within(maxReinforced) {
		return bound{}, false
	}
	return sum, ok
}

// maxReinforced is the largest coefficient (in absolute value) of a sum
// that reinforces an atom; see addBounds.
const maxReinforced = 2

// sumBounds returns the canonical sum of a and b as upper bounds; ok is
// false when it is constant.
func sumBounds(a, b bound) (bound, bool) {
	return weightedSum([]bound{a, b}, []*big.Rat{big.NewRat(1, 1), big.NewRat(1, 1)})
}

// sign is 1 for an upper bound and -1 for a lower one: the factor that
// turns bd into an upper bound.
func (bd bound) sign() *big.Rat {
	if bd.upper {
		return big.NewRat(1, 1)
	}
	return big.NewRat(-1, 1)
}

// reinforces reports whether a and b, as upper bounds, share an atom with
// coefficients of the same sign.
func reinforces(a, b bound) bool {
	sa, sb := a.sign().Sign(), b.sign().Sign()
	for i, t := range a.atoms {
		for j, u := range b.atoms {
			if t == u && a.coefs[i].Sign()*sa == b.coefs[j].Sign()*sb {
				return true
			}
		}
	}
	return false
}

// within reports whether every coefficient of bd is at most limit in
// absolute value.
func (bd bound) within(limit int64) bool {
	l := big.NewRat(limit, 1)
	for _, c := range bd.coefs {
		if new(big.Rat).Abs(c).Cmp(l) > 0 {
			return false
		}
	}
	return true
}

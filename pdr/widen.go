package pdr

import (
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// widen enlarges the integer bound literals of a blocked cube as far as the
// cube stays blocked: an upper bound t ≤ k moves up, a lower bound t ≥ k
// down. It stands in for the interpolants Spacer gets from Farkas lemmas
// in the common case of a bound: a cube t ≥ -5 blocked because t ≤ -100
// holds becomes t ≥ -99.
func (s *search) widen(p *pred, i int, g *generalization) error {
	for _, lit := range append([]*chc.Term(nil), g.cube...) {
		bd, ok := asBound(lit)
		if !ok || !bd.isInt || !bd.simple() || !contains(g.cube, lit) {
			continue
		}
		if err := s.widenBound(p, i, g, lit, bd); err != nil {
			return err
		}
	}
	return nil
}

// widenBound searches the widest constant for one bound literal. It works
// in y = d·k (d = 1 for upper bounds, -1 for lower), where the cube is
// blocked for y ≤ y*: good is blocked, bad is not. The first check drops
// the literal: if the cube stays blocked the literal goes, else the model's
// value of the bound's sum is a first bad value; bisection follows. When
// down could not drop the literal from the same cube, its model gives that
// value without a check.
func (s *search) widenBound(p *pred, i int, g *generalization, lit *chc.Term, bd bound) error {
	sum := s.sum(bd)
	first, known := g.dropFailed(lit)
	if !known {
		if !g.spend() {
			return nil
		}
		r, err := s.blockedProbe(p, i, without(g.cube, lit), sum)
		if err != nil || r.ok {
			if r.ok {
				g.set(r.cube, r.level)
			}
			return err
		}
		first = r.values[0]
	}
	d := big.NewRat(1, 1)
	if !bd.upper {
		d.SetInt64(-1)
	}
	good := new(big.Rat).Mul(d, bd.k)
	bad := new(big.Rat).Mul(d, first.Rat())
	edge := true
	for {
		cand := bisect(good, bad)
		if cand == nil || !g.spend() {
			return nil
		}
		if edge {
			// The model is typically a vertex of what is reachable, so
			// the bound just short of its value is often the widest that
			// holds: one check instead of a bisection. Tried once.
			cand, edge = new(big.Rat).Sub(bad, big.NewRat(1, 1)), false
		}
		bd.k = new(big.Rat).Mul(d, cand)
		wider := s.boundLit(bd)
		r, err := s.blockedProbe(p, i, replace(g.cube, lit, wider), sum)
		if err != nil {
			return err
		}
		if !r.ok {
			bad = new(big.Rat).Mul(d, r.values[0].Rat())
			continue
		}
		s.stats.Add("pdr widenings", 1)
		g.set(r.cube, r.level)
		lit, good = wider, cand
		if !contains(g.cube, lit) {
			return nil
		}
	}
}

// bisect returns the integer between good and bad to try next, or nil when
// the gap is closed: exactly for gaps up to 64, and to within 1/64 of the
// values' size beyond, so that huge constants do not cost many checks.
func bisect(good, bad *big.Rat) *big.Rat {
	gap := new(big.Rat).Sub(bad, good)
	if gap.Cmp(big.NewRat(1, 1)) <= 0 {
		return nil
	}
	size := new(big.Rat).Add(new(big.Rat).Abs(good), new(big.Rat).Abs(bad))
	size.Quo(size, big.NewRat(64, 1))
	if gap.Cmp(big.NewRat(64, 1)) > 0 && gap.Cmp(size) <= 0 {
		return nil
	}
	mid := new(big.Rat).Add(good, bad)
	mid.Quo(mid, big.NewRat(2, 1))
	return floorRat(mid)
}

// replace returns ts with old replaced by new.
func replace(ts []*chc.Term, old, new *chc.Term) []*chc.Term {
	out := make([]*chc.Term, len(ts))
	for i, t := range ts {
		if t == old {
			t = new
		}
		out[i] = t
	}
	return out
}

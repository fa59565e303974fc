package pdr

import (
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// bound is a canonical arithmetic literal: term ≤ k (upper) or term ≥ k
// (lower), strict or not, where term is a sum of atoms with coprime integer
// coefficients (for Int) whose first coefficient is positive.
type bound struct {
	atoms  []*chc.Term
	coefs  []*big.Rat
	upper  bool
	strict bool // only for Real; Int bounds are never strict
	k      *big.Rat
	isInt  bool
}

// asBound reads a comparison literal (≤, <, ≥, > of two arithmetic terms)
// as a canonical bound; ok is false for anything else or a constant
// comparison.
func asBound(lit *chc.Term) (bound, bool) {
	neg := false
	if lit.Op() == chc.OpNot {
		lit, neg = lit.Arg(0), true
	}
	if lit.NumArgs() != 2 || !lit.Arg(0).Sort().IsArith() {
		return bound{}, false
	}
	a, b := lit.Arg(0), lit.Arg(1)
	var strict bool
	switch lit.Op() {
	case chc.OpLe:
		strict = false
	case chc.OpLt:
		strict = true
	case chc.OpGe:
		a, b, strict = b, a, false
	case chc.OpGt:
		a, b, strict = b, a, true
	default:
		return bound{}, false
	}
	if neg { // ¬(a ≤ b) is b < a; ¬(a < b) is b ≤ a
		a, b, strict = b, a, !strict
	}
	d := chc.Linearize(a).Plus(chc.Linearize(b), big.NewRat(-1, 1))
	return toBound(d, strict)
}

// toBound turns d (<) 0 into canonical form: the coefficients scaled by
// chc's primitive factor (over Int) and signed so that the first is
// positive; ok is false when d has no atom.
func toBound(d chc.LinSum, strict bool) (bound, bool) {
	if len(d.Atoms) == 0 {
		return bound{}, false
	}
	isInt := d.Sort == chc.IntSort
	k := new(big.Rat).Neg(d.K) // Σ coef·atom (<) k
	scale := big.NewRat(1, 1)
	if isInt {
		scale = d.Primitive()
	}
	if d.Coefs[0].Sign() < 0 {
		scale.Neg(scale)
	}
	bd := bound{atoms: d.Atoms, upper: scale.Sign() > 0, strict: strict, isInt: isInt}
	bd.k = new(big.Rat).Mul(k, scale)
	bd.coefs = make([]*big.Rat, len(d.Atoms))
	for i, c := range d.Coefs {
		bd.coefs[i] = new(big.Rat).Mul(c, scale)
	}
	if isInt {
		bd.k, bd.strict = intBound(bd.k, bd.upper, strict), false
	}
	return bd, true
}

// intBound tightens an integer bound: term < k or term ≤ k with rational k
// becomes term ≤ k' with integer k' (and likewise for lower bounds).
func intBound(k *big.Rat, upper, strict bool) *big.Rat {
	fl := floorRat(k)
	if upper {
		if strict && k.IsInt() {
			fl.Sub(fl, big.NewRat(1, 1))
		}
		return fl
	}
	ce := new(big.Rat).Neg(floorRat(new(big.Rat).Neg(k)))
	if strict && k.IsInt() {
		ce.Add(ce, big.NewRat(1, 1))
	}
	return ce
}

func floorRat(r *big.Rat) *big.Rat {
	q, m := new(big.Int), new(big.Int)
	q.DivMod(r.Num(), r.Denom(), m)
	return new(big.Rat).SetInt(q)
}

// simple reports whether bd is worth widening or combining: no huge
// coefficient. Bounds from long chains of projections carry huge
// coefficients; lemmas made of them only slow the solver down.
func (bd bound) simple() bool { return bd.within(1000) }

// sum returns Σ coef·atom of bd.
func (s *search) sum(bd bound) *chc.Term {
	parts := make([]*chc.Term, len(bd.atoms))
	for i, t := range bd.atoms {
		parts[i] = s.f.Scale(bd.coefs[i], t)
	}
	return s.f.Add(parts...)
}

// boundLit returns bd as a literal: sum ≤ k, sum < k, k ≤ sum or k < sum.
func (s *search) boundLit(bd bound) *chc.Term {
	t := s.sum(bd)
	k := s.f.Num(bd.k, t.Sort())
	switch {
	case bd.upper && bd.strict:
		return s.f.Lt(t, k)
	case bd.upper:
		return s.f.Le(t, k)
	case bd.strict:
		return s.f.Lt(k, t)
	}
	return s.f.Le(k, t)
}

// stronger reports whether a (with the same sum and direction as b) implies b.
func stronger(a, b bound) bool {
	c := a.k.Cmp(b.k)
	if !a.upper {
		c = -c
	}
	return c < 0 || (c == 0 && (a.strict || !b.strict))
}

// tightenBounds rewrites the comparison literals of a cube into canonical
// bounds and keeps, per sum and direction, only the strongest.
func (s *search) tightenBounds(lits []*chc.Term) []*chc.Term {
	type key struct {
		sum   *chc.Term
		upper bool
	}
	best := map[key]int{} // index into out
	var out []*chc.Term
	var bounds []bound
	for _, l := range lits {
		bd, ok := asBound(l)
		if !ok {
			out, bounds = append(out, l), append(bounds, bound{})
			continue
		}
		k := key{s.sum(bd), bd.upper}
		if i, seen := best[k]; seen {
			if stronger(bd, bounds[i]) {
				out[i], bounds[i] = s.boundLit(bd), bd
			}
			continue
		}
		best[k] = len(out)
		out, bounds = append(out, s.boundLit(bd)), append(bounds, bd)
	}
	return out
}

package preprocess

import (
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// maxDivModCases bounds the disjuncts splitDivMod makes of one formula.
const maxDivModCases = 16

// splitDivMod returns a formula equivalent to phi in which integer div and
// mod by a positive constant k of a term t over a quantified variable (one
// outside keep) are gone where t's range, read off phi's bounds on its
// variables, spans few multiples of k: phi becomes the disjunction, over
// the quotients c that t's range allows, of phi with (div t k) replaced by
// c and (mod t k) by t - k·c, and k·c ≤ t < k·c + k. The quantifier
// elimination then projects linear arithmetic with unit coefficients. With
// the mod terms left in, Z3's projection of (= y (mod (- x 1) 4294967296))
// over x (x between 1 and 2^32 - 1) names one value of y at a time (its
// model-based projection of a divisibility constraint), so that the
// interpretation of a C function's entry predicate over unsigned
// arguments, which wrap modulo 2^32, could take the whole time limit to
// rebuild.
func splitDivMod(f *chc.Factory, phi *chc.Term, keep []*chc.Term) *chc.Term {
	kept := make(map[*chc.Term]bool, len(keep))
	for _, v := range keep {
		kept[v] = true
	}
	return splitQuotients(f, phi, kept, maxDivModCases)
}

// splitQuotients is splitDivMod with a budget of disjuncts.
func splitQuotients(f *chc.Factory, phi *chc.Term, kept map[*chc.Term]bool, budget int) *chc.Term {
	b := boundsOf(chc.Conjuncts(phi))
	for _, m := range divModTerms(phi, kept) {
		num, k := m.Arg(0), m.Arg(1).Num().Num()
		lo, hi, ok := b.interval(num)
		if !ok {
			continue
		}
		qlo, qhi := floorDiv(lo, k), floorDiv(hi, k)
		n := new(big.Int).Sub(qhi, qlo)
		if !n.IsInt64() || n.Int64()+1 > int64(budget) {
			continue
		}
		cases := int(n.Int64()) + 1
		var disj []*chc.Term
		for c := new(big.Int).Set(qlo); c.Cmp(qhi) <= 0; c.Add(c, big.NewInt(1)) {
			disj = append(disj, splitQuotients(f, quotientCase(f, phi, num, m.Arg(1), c), kept, budget/cases))
		}
		return f.Or(disj...)
	}
	return phi
}

// quotientCase is phi with num div k = c: the div and mod of num by k
// replaced, and num's range for the quotient c.
func quotientCase(f *chc.Factory, phi, num, k *chc.Term, c *big.Int) *chc.Term {
	kc := f.Num(new(big.Rat).SetInt(new(big.Int).Mul(k.Num().Num(), c)), chc.IntSort)
	q := f.Num(new(big.Rat).SetInt(c), chc.IntSort)
	rem := f.Sub(num, kc)
	out := f.Rewrite(phi, func(u *chc.Term) *chc.Term {
		if u.NumArgs() != 2 || u.Arg(0) != num || u.Arg(1) != k {
			return u
		}
		switch u.Op() {
		case chc.OpDiv:
			return q
		case chc.OpMod:
			return rem
		}
		return u
	})
	return f.And(out, f.Le(kc, num), f.Lt(rem, k))
}

// divModTerms returns the div and mod terms of phi by a positive constant
// whose dividend has a quantified variable, innermost first.
func divModTerms(phi *chc.Term, kept map[*chc.Term]bool) []*chc.Term {
	var out []*chc.Term
	seen := map[*chc.Term]bool{}
	var rec func(t *chc.Term)
	rec = func(t *chc.Term) {
		if seen[t] {
			return
		}
		seen[t] = true
		for _, a := range t.Args() {
			rec(a)
		}
		if (t.Op() == chc.OpDiv || t.Op() == chc.OpMod) && t.NumArgs() == 2 &&
			t.Arg(1).Op() == chc.OpNum && t.Arg(1).Num().Sign() > 0 && t.Arg(1).Num().IsInt() && quantified(t.Arg(0), kept) {
			out = append(out, t)
		}
	}
	rec(phi)
	return out
}

// quantified reports whether t has a variable outside kept.
func quantified(t *chc.Term, kept map[*chc.Term]bool) bool {
	for _, v := range chc.FreeVars(t) {
		if !kept[v] {
			return true
		}
	}
	return false
}

// bounds are the constant bounds that a formula's conjuncts put on its
// integer variables.
type bounds map[*chc.Term]*span

type span struct{ lo, hi *big.Int } // nil: unbounded on that side

// boundsOf reads the bounds of conjuncts of the forms a ≤ b, a < b, a ≥ b,
// a > b, a = b and their negations, where a - b is linear in one integer
// variable.
func boundsOf(conj []*chc.Term) bounds {
	b := bounds{}
	for _, t := range conj {
		neg := false
		if t.Op() == chc.OpNot {
			neg, t = true, t.Arg(0)
		}
		if t.NumArgs() != 2 || !t.Arg(0).Sort().IsArith() || t.Arg(0).Sort() != chc.IntSort {
			continue
		}
		l := chc.Linearize(t.Arg(0)).Plus(chc.Linearize(t.Arg(1)), big.NewRat(-1, 1))
		if len(l.Atoms) != 1 || !l.Atoms[0].IsVar() || !l.K.IsInt() || !l.Coefs[0].IsInt() {
			continue
		}
		b.add(t.Op(), neg, l.Atoms[0], l.Coefs[0].Num(), l.K.Num())
	}
	return b
}

// add records the bound that op(c·v + k, 0), negated when neg, puts on v.
func (b bounds) add(op chc.Op, neg bool, v *chc.Term, c, k *big.Int) {
	// Normalise to c·v + k ≤ 0, ≥ 0 or = 0 (integers: < 0 is ≤ -1).
	one := big.NewInt(1)
	switch {
	case op == chc.OpEq && !neg:
		b.le(v, c, k)
		b.le(v, new(big.Int).Neg(c), new(big.Int).Neg(k))
	case op == chc.OpLe && !neg || op == chc.OpGt && neg: // c·v + k ≤ 0
		b.le(v, c, k)
	case op == chc.OpLt && !neg || op == chc.OpGe && neg: // c·v + k ≤ -1
		b.le(v, c, new(big.Int).Add(k, one))
	case op == chc.OpGe && !neg || op == chc.OpLt && neg: // -c·v - k ≤ 0
		b.le(v, new(big.Int).Neg(c), new(big.Int).Neg(k))
	case op == chc.OpGt && !neg || op == chc.OpLe && neg: // -c·v - k + 1 ≤ 0
		b.le(v, new(big.Int).Neg(c), new(big.Int).Sub(one, k))
	}
}

// le records c·v + k ≤ 0.
func (b bounds) le(v *chc.Term, c, k *big.Int) {
	s := b[v]
	if s == nil {
		s = &span{}
		b[v] = s
	}
	negK := new(big.Int).Neg(k)
	if c.Sign() > 0 { // v ≤ ⌊-k/c⌋
		h := floorDiv(negK, c)
		if s.hi == nil || h.Cmp(s.hi) < 0 {
			s.hi = h
		}
		return
	}
	// c < 0: v ≥ ⌈-k/c⌉ = ⌈k/|c|⌉ = -⌊-k/|c|⌋
	abs := new(big.Int).Neg(c)
	l := new(big.Int).Neg(floorDiv(negK, abs))
	if s.lo == nil || l.Cmp(s.lo) > 0 {
		s.lo = l
	}
}

// interval returns the range of t, an integer term, under b: exact for
// numerals, from b for variables, [0, k-1] for mod by a positive constant
// k, the hull of an if-then-else's branches, summed for linear
// combinations; ok is false when a part is unbounded.
func (b bounds) interval(t *chc.Term) (lo, hi *big.Int, ok bool) {
	switch {
	case t.Op() == chc.OpNum:
		if !t.Num().IsInt() {
			return nil, nil, false
		}
		return t.Num().Num(), t.Num().Num(), true
	case t.IsVar():
		s := b[t]
		if s == nil || s.lo == nil || s.hi == nil {
			return nil, nil, false
		}
		return s.lo, s.hi, true
	case t.Op() == chc.OpMod && t.NumArgs() == 2 && t.Arg(1).Op() == chc.OpNum && t.Arg(1).Num().IsInt() && t.Arg(1).Num().Sign() > 0:
		return big.NewInt(0), new(big.Int).Sub(t.Arg(1).Num().Num(), big.NewInt(1)), true
	case t.Op() == chc.OpIte:
		l1, h1, ok1 := b.interval(t.Arg(1))
		l2, h2, ok2 := b.interval(t.Arg(2))
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		return minInt(l1, l2), maxInt(h1, h2), true
	}
	l := chc.Linearize(t)
	if len(l.Atoms) == 1 && l.Atoms[0] == t || !l.K.IsInt() {
		return nil, nil, false // not a combination of smaller parts
	}
	lo, hi = new(big.Int).Set(l.K.Num()), new(big.Int).Set(l.K.Num())
	for i, a := range l.Atoms {
		if !l.Coefs[i].IsInt() {
			return nil, nil, false
		}
		al, ah, ok := b.interval(a)
		if !ok {
			return nil, nil, false
		}
		c := l.Coefs[i].Num()
		x, y := new(big.Int).Mul(c, al), new(big.Int).Mul(c, ah)
		lo.Add(lo, minInt(x, y))
		hi.Add(hi, maxInt(x, y))
	}
	return lo, hi, true
}

package chc

import (
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// linSum is a linear combination Σ coefs[i]·atoms[i] + k over arithmetic
// atoms (variables and subterms that are not linear, such as x*y or
// (mod x 2)), with the atoms distinct, sorted by ID and of nonzero
// coefficient.
type linSum struct {
	sort  Sort
	atoms []*Term
	coefs []*big.Rat
	k     *big.Rat
}

// linearize returns t as a linear combination. simp simplifies the
// subterms that are atoms of the combination (variables, (mod x 2), ...);
// atom rebuilds a product, quotient or conversion over simplified
// arguments, which is then linear when all but one factor are numerals.
func linearize(t *Term, simp, atom func(*Term) *Term) linSum {
	acc := map[*Term]*big.Rat{}
	k := new(big.Rat)
	var add func(t *Term, c *big.Rat)
	add = func(t *Term, c *big.Rat) {
		switch t.op {
		case OpNum:
			k.Add(k, new(big.Rat).Mul(c, t.num))
		case OpAdd:
			for _, a := range t.args {
				add(a, c)
			}
		case OpSub:
			add(t.args[0], c)
			neg := new(big.Rat).Neg(c)
			for _, a := range t.args[1:] {
				add(a, neg)
			}
		case OpNeg:
			add(t.args[0], new(big.Rat).Neg(c))
		case OpMul, OpRealDiv, OpToReal:
			u := atom(t)
			if r, rest, ok := numFactor(u); ok {
				add(rest, r.Mul(r, c))
				return
			}
			if u.op == OpNum {
				k.Add(k, new(big.Rat).Mul(c, u.num))
				return
			}
			addAtom(acc, u, c)
		default:
			addAtom(acc, simp(t), c)
		}
	}
	add(t, big.NewRat(1, 1))
	return newLinSum(t.sort, acc, k)
}

func addAtom(acc map[*Term]*big.Rat, a *Term, c *big.Rat) {
	if a.op == OpNum {
		// An atom that simplified to a numeral: keep it as a constant
		// under a nil key, folded in by newLinSum.
		acc[nil] = new(big.Rat).Add(ratOr0(acc[nil]), new(big.Rat).Mul(c, a.num))
		return
	}
	acc[a] = new(big.Rat).Add(ratOr0(acc[a]), c)
}

func ratOr0(r *big.Rat) *big.Rat {
	if r == nil {
		return new(big.Rat)
	}
	return r
}

// newLinSum builds the sorted combination from a coefficient map; the nil
// key holds constants.
func newLinSum(s Sort, acc map[*Term]*big.Rat, k *big.Rat) linSum {
	l := linSum{sort: s, k: k}
	if c, ok := acc[nil]; ok {
		k.Add(k, c)
		delete(acc, nil)
	}
	for a, c := range acc {
		if c.Sign() != 0 {
			l.atoms = append(l.atoms, a)
		}
	}
	sort.Slice(l.atoms, func(i, j int) bool { return l.atoms[i].id < l.atoms[j].id })
	for _, a := range l.atoms {
		l.coefs = append(l.coefs, acc[a])
	}
	return l
}

// numFactor splits a product with exactly one non-numeral factor, or a
// quotient of a non-numeral by nonzero numerals, into c·rest.
func numFactor(t *Term) (*big.Rat, *Term, bool) {
	switch t.op {
	case OpMul:
		c := big.NewRat(1, 1)
		var rest *Term
		for _, a := range t.args {
			if a.op == OpNum {
				c.Mul(c, a.num)
				continue
			}
			if rest != nil {
				return nil, nil, false
			}
			rest = a
		}
		return c, rest, rest != nil
	case OpRealDiv:
		c := big.NewRat(1, 1)
		for _, a := range t.args[1:] {
			if a.op != OpNum || a.num.Sign() == 0 {
				return nil, nil, false
			}
			c.Quo(c, a.num)
		}
		return c, t.args[0], t.args[0].op != OpNum
	}
	return nil, nil, false
}

// scale multiplies every coefficient and the constant by c.
func (l linSum) scale(c *big.Rat) linSum {
	out := linSum{sort: l.sort, atoms: l.atoms, k: new(big.Rat).Mul(l.k, c)}
	for _, a := range l.coefs {
		out.coefs = append(out.coefs, new(big.Rat).Mul(a, c))
	}
	return out
}

// primitive returns the positive factor that makes l's coefficients
// coprime integers (1 for a combination without atoms).
func (l linSum) primitive() *big.Rat {
	if len(l.atoms) == 0 {
		return big.NewRat(1, 1)
	}
	lcm := big.NewInt(1)
	for _, c := range l.coefs {
		d := c.Denom()
		g := new(big.Int).GCD(nil, nil, lcm, d)
		lcm.Mul(lcm, new(big.Int).Quo(d, g))
	}
	g := new(big.Int)
	for _, c := range l.coefs {
		n := new(big.Int).Mul(c.Num(), new(big.Int).Quo(lcm, c.Denom()))
		g.GCD(nil, nil, g, n.Abs(n))
	}
	return new(big.Rat).SetFrac(lcm, g)
}

// key identifies l's atoms and coefficients, not its constant.
func (l linSum) key() string {
	var b strings.Builder
	b.WriteString(l.sort.String())
	for i, a := range l.atoms {
		b.WriteString(" ")
		b.WriteString(strconv.FormatUint(uint64(a.id), 10))
		b.WriteString("*")
		b.WriteString(l.coefs[i].RatString())
	}
	return b.String()
}

// term builds Σ coefs·atoms + k.
func (l linSum) term(f *Factory) *Term {
	var parts []*Term
	for i, a := range l.atoms {
		parts = append(parts, f.times(l.coefs[i], a))
	}
	if l.k.Sign() != 0 || len(parts) == 0 {
		parts = append(parts, f.Num(l.k, l.sort))
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return f.MustApp(OpAdd, parts...)
}

// times builds c·a, as a alone for 1 and (- a) for -1.
func (f *Factory) times(c *big.Rat, a *Term) *Term {
	switch {
	case c.Cmp(big.NewRat(1, 1)) == 0:
		return a
	case c.Cmp(big.NewRat(-1, 1)) == 0:
		return f.MustApp(OpNeg, a)
	}
	return f.MustApp(OpMul, f.Num(c, a.sort), a)
}

// sides splits Σ coefs·atoms (without the constant) into the sum of the
// terms with a positive coefficient and the sum of the negated others, so
// that a comparison Σ ⋈ k reads pos ⋈ neg + k.
func (l linSum) sides(f *Factory, k *big.Rat) (lhs, rhs *Term) {
	var pos, neg []*Term
	for i, a := range l.atoms {
		c := l.coefs[i]
		if c.Sign() > 0 {
			pos = append(pos, f.times(c, a))
		} else {
			neg = append(neg, f.times(new(big.Rat).Neg(c), a))
		}
	}
	sum := func(ts []*Term) *Term {
		if len(ts) == 1 {
			return ts[0]
		}
		return f.MustApp(OpAdd, ts...)
	}
	switch {
	case len(neg) == 0:
		return sum(pos), f.Num(k, l.sort)
	case k.Sign() > 0:
		neg = append(neg, f.Num(k, l.sort))
	case k.Sign() < 0:
		return sum(pos), f.MustApp(OpSub, sum(neg), f.Num(new(big.Rat).Neg(k), l.sort))
	}
	return sum(pos), sum(neg)
}

// signs counts l's atoms of positive and of negative coefficient.
func (l linSum) signs() (pos, neg int) {
	for _, c := range l.coefs {
		if c.Sign() > 0 {
			pos++
		} else {
			neg++
		}
	}
	return pos, neg
}

// twoSided reports whether l has atoms of both signs, so that a
// comparison has terms on both of its sides.
func (l linSum) twoSided() bool {
	pos, neg := l.signs()
	return pos > 0 && neg > 0
}

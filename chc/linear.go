package chc

import (
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// LinSum is a linear combination Σ Coefs[i]·Atoms[i] + K of sort Sort
// over arithmetic atoms (variables and subterms that are not linear, such
// as x*y or (mod x 2)), with the atoms distinct, sorted by ID and of
// nonzero coefficient. The simplifier and PDR's bounds share it.
type LinSum struct {
	Sort  Sort
	Atoms []*Term
	Coefs []*big.Rat
	K     *big.Rat
}

// Linearize returns t, an arithmetic term, as a linear combination whose
// atoms are t's subterms as they are (not simplified).
func Linearize(t *Term) LinSum {
	same := func(t *Term) *Term { return t }
	return linearize(t, same, same)
}

// NewLinSum builds the combination Σ c·a + k of sort s from the
// coefficients acc (a → c; zero coefficients dropped). It takes
// ownership of acc and k.
func NewLinSum(s Sort, acc map[*Term]*big.Rat, k *big.Rat) LinSum {
	return newLinSum(s, acc, k)
}

// Plus returns l + c·m.
func (l LinSum) Plus(m LinSum, c *big.Rat) LinSum {
	acc := make(map[*Term]*big.Rat, len(l.Atoms)+len(m.Atoms))
	for i, a := range l.Atoms {
		acc[a] = new(big.Rat).Set(l.Coefs[i])
	}
	for i, a := range m.Atoms {
		acc[a] = new(big.Rat).Add(ratOr0(acc[a]), new(big.Rat).Mul(c, m.Coefs[i]))
	}
	return newLinSum(l.Sort, acc, new(big.Rat).Add(l.K, new(big.Rat).Mul(c, m.K)))
}

// linearize returns t as a linear combination. simp simplifies the
// subterms that are atoms of the combination (variables, (mod x 2), ...);
// atom rebuilds a product, quotient or conversion over simplified
// arguments, which is then linear when all but one factor are numerals.
func linearize(t *Term, simp, atom func(*Term) *Term) LinSum {
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
func newLinSum(s Sort, acc map[*Term]*big.Rat, k *big.Rat) LinSum {
	l := LinSum{Sort: s, K: k}
	if c, ok := acc[nil]; ok {
		k.Add(k, c)
		delete(acc, nil)
	}
	for a, c := range acc {
		if c.Sign() != 0 {
			l.Atoms = append(l.Atoms, a)
		}
	}
	sort.Slice(l.Atoms, func(i, j int) bool { return l.Atoms[i].id < l.Atoms[j].id })
	for _, a := range l.Atoms {
		l.Coefs = append(l.Coefs, acc[a])
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
func (l LinSum) scale(c *big.Rat) LinSum {
	out := LinSum{Sort: l.Sort, Atoms: l.Atoms, K: new(big.Rat).Mul(l.K, c)}
	for _, a := range l.Coefs {
		out.Coefs = append(out.Coefs, new(big.Rat).Mul(a, c))
	}
	return out
}

// Primitive returns the positive factor that makes l's coefficients
// coprime integers (1 for a combination without atoms).
func (l LinSum) Primitive() *big.Rat {
	if len(l.Atoms) == 0 {
		return big.NewRat(1, 1)
	}
	lcm := big.NewInt(1)
	for _, c := range l.Coefs {
		d := c.Denom()
		g := new(big.Int).GCD(nil, nil, lcm, d)
		lcm.Mul(lcm, new(big.Int).Quo(d, g))
	}
	g := new(big.Int)
	for _, c := range l.Coefs {
		n := new(big.Int).Mul(c.Num(), new(big.Int).Quo(lcm, c.Denom()))
		g.GCD(nil, nil, g, n.Abs(n))
	}
	return new(big.Rat).SetFrac(lcm, g)
}

// key identifies l's atoms and coefficients, not its constant.
func (l LinSum) key() string {
	var b strings.Builder
	b.WriteString(l.Sort.String())
	for i, a := range l.Atoms {
		b.WriteString(" ")
		b.WriteString(strconv.FormatUint(uint64(a.id), 10))
		b.WriteString("*")
		b.WriteString(l.Coefs[i].RatString())
	}
	return b.String()
}

// term builds Σ coefs·atoms + k.
func (l LinSum) term(f *Factory) *Term {
	var parts []*Term
	for i, a := range l.Atoms {
		parts = append(parts, f.times(l.Coefs[i], a))
	}
	if l.K.Sign() != 0 || len(parts) == 0 {
		parts = append(parts, f.Num(l.K, l.Sort))
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
func (l LinSum) sides(f *Factory, k *big.Rat) (lhs, rhs *Term) {
	var pos, neg []*Term
	for i, a := range l.Atoms {
		c := l.Coefs[i]
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
		return sum(pos), f.Num(k, l.Sort)
	case k.Sign() > 0:
		neg = append(neg, f.Num(k, l.Sort))
	case k.Sign() < 0:
		return sum(pos), f.MustApp(OpSub, sum(neg), f.Num(new(big.Rat).Neg(k), l.Sort))
	}
	return sum(pos), sum(neg)
}

// signs counts l's atoms of positive and of negative coefficient.
func (l LinSum) signs() (pos, neg int) {
	for _, c := range l.Coefs {
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
func (l LinSum) twoSided() bool {
	pos, neg := l.signs()
	return pos > 0 && neg > 0
}

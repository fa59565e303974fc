package houdini

import (
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// A congruences domain holds the congruences modulo some m ≥ 2 that
// every point seen satisfies, for a few linear forms over the Int
// arguments of one predicate: each argument x, and, between two
// arguments, x − y and x + y (Granger's congruence domain, "Static
// analysis of arithmetical congruences", 1989, non-relational and over
// those forms, learned from points as the hulls are). A form's values
// v_0, v_1, … satisfy v ≡ v_0 (mod m) for m the gcd of the differences
// v_k − v_0: a counter stepped by 2 from 0 is even, two counters stepped
// together by 2 and 1 at odd parity keep x − y's parity. The affine hull
// of the same points has no equality once the counter has two values.
//
// m is 0 while the form has had one value (the hull holds that
// equality), then only shrinks to divisors of itself: a point outside
// the offered congruences divides some m, so the domain changes at most
// a logarithmic number of times per form. Only moduli up to maxModulus
// are offered; a larger one is a few points' accident that the next
// points shrink.
type congruences struct {
	forms   []form
	reached bool
	memo    []*chc.Term
	memoed  bool
}

// form is a linear form a·x_i + b·x_j (b = 0: x_i alone), its first value
// base and the gcd m of its values' differences from base.
type form struct {
	i, j int
	a, b int64
	base *big.Int
	m    *big.Int
}

// maxModulus bounds the moduli a congruences domain offers.
const maxModulus = 64

// maxPairForms bounds the pair forms (x − y and x + y) of a whole
// system: a congruences domain follows them only when every predicate's
// together number at most this many, counted once per predicate (its
// guarded domains repeat them). Each offered congruence is a mod term in
// every check of the predicate's clauses, and Z3's checks over many of
// them are slow: over a hundred pair forms made Houdini several times
// slower on wide systems it proves in seconds without them, while loops
// of a few arguments whose summaries need a pair's congruence keep them
// (the measurement: docs/strategy.md, linear: houdini).
const maxPairForms = 64

// pairForms returns the pair forms of s's predicates: 2·C(k, 2) for a
// predicate of k Int arguments.
func pairForms(s *chc.System) int {
	n := 0
	for _, p := range s.Preds {
		k := 0
		for _, so := range p.Params {
			if so == chc.IntSort {
				k++
			}
		}
		n += k * (k - 1)
	}
	return n
}

// newCongruences returns the empty domain over the Int arguments args
// (nil when there are none), with pairs the forms of two of them too.
func newCongruences(args []int, pairs bool) *congruences {
	if len(args) == 0 {
		return nil
	}
	c := &congruences{}
	for _, i := range args {
		c.forms = append(c.forms, form{i: i, a: 1})
	}
	if pairs {
		for k, i := range args {
			for _, j := range args[k+1:] {
				c.forms = append(c.forms, form{i: i, j: j, a: 1, b: -1}, form{i: i, j: j, a: 1, b: 1})
			}
		}
	}
	return c
}

// value is the form at the point p.
func (fm *form) value(p []*big.Rat) *big.Int {
	v := new(big.Int).Mul(big.NewInt(fm.a), p[fm.i].Num())
	if fm.b != 0 {
		v.Add(v, new(big.Int).Mul(big.NewInt(fm.b), p[fm.j].Num()))
	}
	return v
}

// offered reports whether the form's congruence is in the summary.
func (fm *form) offered() bool {
	return fm.m != nil && fm.m.Cmp(big.NewInt(2)) >= 0 && fm.m.Cmp(big.NewInt(maxModulus)) <= 0
}

func (c *congruences) add(p []*big.Rat) bool {
	c.memoed = false
	if !c.reached {
		c.reached = true
		for k := range c.forms {
			fm := &c.forms[k]
			fm.base, fm.m = fm.value(p), new(big.Int)
		}
		return true
	}
	grew := false
	for k := range c.forms {
		fm := &c.forms[k]
		if fm.m.Cmp(big.NewInt(1)) == 0 {
			continue
		}
		d := new(big.Int).Sub(fm.value(p), fm.base)
		m := new(big.Int).GCD(nil, nil, fm.m, d.Abs(d))
		if m.Cmp(fm.m) != 0 {
			fm.m, grew = m, true
		}
	}
	return grew
}

func (c *congruences) giveUp() {
	c.reached, c.memoed = true, false
	for k := range c.forms {
		c.forms[k].m = big.NewInt(1)
	}
}

func (c *congruences) size() int {
	n := 0
	for k := range c.forms {
		if c.forms[k].offered() {
			n++
		}
	}
	return n
}

// top reports that every form's values are all congruent modulo 1 only.
func (c *congruences) top() bool {
	if !c.reached {
		return false
	}
	for k := range c.forms {
		if c.forms[k].m.Cmp(big.NewInt(1)) != 0 {
			return false
		}
	}
	return true
}

// terms returns "(a·x_i + b·x_j) mod m = base mod m" for each offered
// form, false before the first point.
func (c *congruences) terms(f *chc.Factory, xs []*chc.Term) []*chc.Term {
	if !c.reached {
		return []*chc.Term{f.False()}
	}
	if c.memoed {
		return c.memo
	}
	var out []*chc.Term
	for k := range c.forms {
		fm := &c.forms[k]
		if !fm.offered() {
			continue
		}
		t := xs[fm.i]
		if fm.b != 0 {
			t = f.Add(t, f.Scale(new(big.Rat).SetInt64(fm.b), xs[fm.j]))
		}
		r := new(big.Int).Mod(fm.base, fm.m)
		mod := f.MustApp(chc.OpMod, t, f.Num(new(big.Rat).SetInt(fm.m), chc.IntSort))
		out = append(out, f.Eq(mod, f.Num(new(big.Rat).SetInt(r), chc.IntSort)))
	}
	c.memo, c.memoed = out, true
	return out
}

package preprocess

import (
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// ModularReading returns phi with its bit-vector comparisons read modulo
// the width of their variables: a comparison whose sides are built of
// variables of one width n, extended (sign_extend, zero_extend) to a
// wider width, with constants and bvadd, bvsub, bvmul, bvneg and ite over
// them, is read at width n, where those operators wrap. That is how
// BV2Int's back map reads an integer model atom by atom, at a width where
// nothing overflows (the exact reading of the integers); the modular
// reading is the one that holds of the bits when the arithmetic wraps:
// for an equality such as a + b = 3·i, which a loop adding to a, b and i
// keeps modulo 2^n, not over the integers once a wraps. With eqOnly, only
// equalities and disequalities are read so, orderings keep their exact
// reading (a modular ordering is seldom what a program keeps). Atoms
// that do not have this form are left as they are; phi itself is
// returned when none has it.
//
// With eqOnly, two conjuncts of phi that bound one term from both sides
// by the same constant (t ≤ c and t ≥ c, as PDR's lemmas say t = c) are
// first read as the equality t = c.
func ModularReading(f *chc.Factory, phi *chc.Term, eqOnly bool) *chc.Term {
	m := modular{f: f, eqOnly: eqOnly, memo: map[*chc.Term]*chc.Term{}}
	if eqOnly {
		phi = pairBounds(f, phi)
	}
	return m.formula(phi)
}

// pairBounds replaces, in phi's top conjunction, each pair of signed
// bounds t ≤ c and c ≤ t on a bit-vector term t by the equality t = c.
func pairBounds(f *chc.Factory, phi *chc.Term) *chc.Term {
	if phi.Op() != chc.OpAnd {
		return phi
	}
	type key struct {
		t *chc.Term
		c string
	}
	upper, lower := map[key]int{}, map[key]int{}
	conj := phi.Args()
	bounds := make([]struct {
		t, c  *chc.Term
		upper bool
		ok    bool
	}, len(conj))
	for i, a := range conj {
		t, c, up, ok := signedBound(f, a)
		if !ok {
			continue
		}
		bounds[i].t, bounds[i].c, bounds[i].upper, bounds[i].ok = t, c, up, true
		k := key{t, c.String()}
		if up {
			upper[k] = i
		} else {
			lower[k] = i
		}
	}
	var out []*chc.Term
	changed := false
	for i, a := range conj {
		b := bounds[i]
		if !b.ok {
			out = append(out, a)
			continue
		}
		k := key{b.t, b.c.String()}
		j, paired := lower[k]
		if !b.upper {
			j, paired = upper[k]
		}
		switch {
		case !paired:
			out = append(out, a)
		case b.upper:
			out = append(out, f.Eq(b.t, b.c))
			changed = true
		default:
			_ = j // the upper bound stands for both
		}
	}
	if !changed {
		return phi
	}
	return f.And(out...)
}

// signedBound reads a as a signed bound t ≤ c (upper) or c ≤ t on a
// bit-vector term t by a constant c: (bvsle t c), (not (bvsle c t)) as
// t ≤ c - 1, and so on, for the strict and the negated comparisons, when
// c ± 1 does not wrap.
func signedBound(f *chc.Factory, a *chc.Term) (t, c *chc.Term, upper, ok bool) {
	neg := false
	if a.Op() == chc.OpNot {
		neg, a = true, a.Arg(0)
	}
	var lhs, rhs *chc.Term
	strict := false
	switch a.Op() {
	case chc.OpBVSLe:
		lhs, rhs = a.Arg(0), a.Arg(1)
	case chc.OpBVSLt:
		lhs, rhs, strict = a.Arg(0), a.Arg(1), true
	case chc.OpBVSGe:
		lhs, rhs = a.Arg(1), a.Arg(0)
	case chc.OpBVSGt:
		lhs, rhs, strict = a.Arg(1), a.Arg(0), true
	default:
		return nil, nil, false, false
	}
	if neg {
		// not (l ≤ r) is r < l; not (l < r) is r ≤ l.
		lhs, rhs, strict = rhs, lhs, !strict
	}
	// lhs ≤ rhs (or <, if strict).
	switch {
	case rhs.Op() == chc.OpNum && lhs.Op() != chc.OpNum:
		w := rhs.Sort().Width()
		v := chc.BVSigned(rhs.Num().Num(), w)
		if strict {
			v.Sub(v, big.NewInt(1))
		}
		if !fitsSigned(v, w) {
			return nil, nil, false, false
		}
		return lhs, f.BV(v, w), true, true
	case lhs.Op() == chc.OpNum && rhs.Op() != chc.OpNum:
		w := lhs.Sort().Width()
		v := chc.BVSigned(lhs.Num().Num(), w)
		if strict {
			v.Add(v, big.NewInt(1))
		}
		if !fitsSigned(v, w) {
			return nil, nil, false, false
		}
		return rhs, f.BV(v, w), false, true
	}
	return nil, nil, false, false
}

// fitsSigned reports whether v is a w-bit two's-complement value.
func fitsSigned(v *big.Int, w int) bool {
	return signedBits(v) <= w
}

type modular struct {
	f      *chc.Factory
	eqOnly bool
	memo   map[*chc.Term]*chc.Term
}

func (m *modular) formula(x *chc.Term) *chc.Term {
	if y, ok := m.memo[x]; ok {
		return y
	}
	y := m.formulaNode(x)
	m.memo[x] = y
	return y
}

func (m *modular) formulaNode(x *chc.Term) *chc.Term {
	if x.Sort() != chc.BoolSort {
		return x
	}
	switch x.Op() {
	case chc.OpAnd, chc.OpOr, chc.OpNot, chc.OpImplies:
		args := make([]*chc.Term, x.NumArgs())
		changed := false
		for i, a := range x.Args() {
			args[i] = m.formula(a)
			changed = changed || args[i] != a
		}
		if !changed {
			return x
		}
		y, err := m.f.App(x.Op(), args...)
		if err != nil {
			return x
		}
		return y
	case chc.OpEq, chc.OpDistinct:
	case chc.OpBVSLe, chc.OpBVSLt, chc.OpBVSGe, chc.OpBVSGt, chc.OpBVULe, chc.OpBVULt, chc.OpBVUGe, chc.OpBVUGt:
		if m.eqOnly {
			return x
		}
	default:
		return x
	}
	if x.NumArgs() == 0 || !x.Arg(0).Sort().IsBitVec() {
		return x
	}
	n := 0
	for _, v := range chc.FreeVars(x) {
		if !v.Sort().IsBitVec() {
			return x
		}
		switch w := v.Sort().Width(); {
		case n == 0:
			n = w
		case n != w:
			return x
		}
	}
	if n == 0 || n >= x.Arg(0).Sort().Width() {
		return x
	}
	args := make([]*chc.Term, x.NumArgs())
	for i, a := range x.Args() {
		b, ok := m.narrow(a, n)
		if !ok {
			return x
		}
		args[i] = b
	}
	y, err := m.f.App(x.Op(), args...)
	if err != nil {
		return x
	}
	return y
}

// narrow returns the bit-vector term t, at least n bits wide, modulo 2^n
// (its n low bits), when t has the form ModularReading reads.
func (m *modular) narrow(t *chc.Term, n int) (*chc.Term, bool) {
	w := t.Sort().Width()
	if w == n {
		return t, true
	}
	if w < n {
		return nil, false
	}
	switch t.Op() {
	case chc.OpNum:
		return m.f.BV(t.Num().Num(), n), true
	case chc.OpSignExt, chc.OpZeroExt:
		a := t.Arg(0)
		if aw := a.Sort().Width(); aw < n {
			y, err := m.f.Indexed(t.Op(), []int{n - aw}, a)
			return y, err == nil
		}
		return m.narrow(a, n)
	case chc.OpBVAdd, chc.OpBVSub, chc.OpBVMul, chc.OpBVNeg:
		args := make([]*chc.Term, t.NumArgs())
		for i, a := range t.Args() {
			b, ok := m.narrow(a, n)
			if !ok {
				return nil, false
			}
			args[i] = b
		}
		y, err := m.f.App(t.Op(), args...)
		return y, err == nil
	case chc.OpIte:
		a, ok := m.narrow(t.Arg(1), n)
		if !ok {
			return nil, false
		}
		b, ok := m.narrow(t.Arg(2), n)
		if !ok {
			return nil, false
		}
		return m.f.Ite(t.Arg(0), a, b), true
	}
	return nil, false
}

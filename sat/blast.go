package sat

import (
	"errors"
	"fmt"

	"github.com/go-air/gini/z"
	"github.com/horn-chc/horn/chc"
)

// ErrUnsupported is wrapped by the errors of terms the package cannot
// blast (sorts other than Bool and bit-vectors, their operators).
var ErrUnsupported = errors.New("not a Bool or bit-vector term")

// Lit is a literal of the solver's circuit: a variable or its negation.
// Not negates it.
type Lit = z.Lit

// Vec is a bit-vector as literals, least significant bit first; a Bool
// term blasts to a Vec of length 1.
type Vec []Lit

// Env binds variables to their bits. A variable that Blast meets and that
// env does not bind is an error.
type Env map[*chc.Term]Vec

// blaster translates the terms of one call, memoising shared subterms.
type blaster struct {
	s    *Solver
	env  Env
	memo map[*chc.Term]Vec
}

// Blast returns the bits of t (one literal for a Bool term) with its
// variables bound by env; a variable that env does not bind gets the
// solver's own bits for it (see Var). It fails on terms outside Bool and
// bit-vectors.
func (s *Solver) Blast(t *chc.Term, env Env) (Vec, error) {
	b := blaster{s: s, env: env, memo: make(map[*chc.Term]Vec)}
	return b.blast(t)
}

// BlastBool returns the literal of the Bool term t, as Blast.
func (s *Solver) BlastBool(t *chc.Term, env Env) (Lit, error) {
	if t.Sort() != chc.BoolSort {
		return 0, fmt.Errorf("sat: %s has sort %s, want Bool", t, t.Sort())
	}
	v, err := s.Blast(t, env)
	if err != nil {
		return 0, err
	}
	return v[0], nil
}

// width returns the number of bits of a Bool or bit-vector sort, or an
// error for other sorts.
func width(so chc.Sort) (int, error) {
	switch {
	case so == chc.BoolSort:
		return 1, nil
	case so.IsBitVec():
		return so.Width(), nil
	}
	return 0, fmt.Errorf("sat: cannot blast sort %s: %w", so, ErrUnsupported)
}

func (b *blaster) blast(t *chc.Term) (Vec, error) {
	if v, ok := b.memo[t]; ok {
		return v, nil
	}
	v, err := b.node(t)
	if err != nil {
		return nil, err
	}
	b.memo[t] = v
	return v, nil
}

func (b *blaster) args(t *chc.Term) ([]Vec, error) {
	out := make([]Vec, t.NumArgs())
	for i, a := range t.Args() {
		v, err := b.blast(a)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

func (b *blaster) node(t *chc.Term) (Vec, error) {
	if _, err := width(t.Sort()); err != nil {
		return nil, fmt.Errorf("%w (in %s)", err, t)
	}
	c := b.s.c
	switch t.Op() {
	case chc.OpVar:
		if v, ok := b.env[t]; ok {
			if w, _ := width(t.Sort()); len(v) != w {
				return nil, fmt.Errorf("sat: %s is bound to %d bits, want %d", t, len(v), w)
			}
			return v, nil
		}
		return b.s.Var(t)
	case chc.OpTrue:
		return Vec{c.T}, nil
	case chc.OpFalse:
		return Vec{c.F}, nil
	case chc.OpNum:
		if !t.Sort().IsBitVec() {
			return nil, fmt.Errorf("sat: cannot blast numeral %s of sort %s: %w", t, t.Sort(), ErrUnsupported)
		}
		return b.s.Const(t.Num().Num(), t.Sort().Width()), nil
	}
	a, err := b.args(t)
	if err != nil {
		return nil, err
	}
	if t.Op().IsBV() {
		return b.s.bv(t, a)
	}
	for i, x := range t.Args() {
		if _, err := width(x.Sort()); err != nil {
			return nil, fmt.Errorf("%w (argument %d of %s)", err, i+1, t.Op())
		}
	}
	return b.s.logical(t, a)
}

// logical blasts the Boolean connectives, ite, = and distinct.
func (s *Solver) logical(t *chc.Term, a []Vec) (Vec, error) {
	c := s.c
	one := func(l Lit) (Vec, error) { return Vec{l}, nil }
	switch t.Op() {
	case chc.OpNot:
		return one(a[0][0].Not())
	case chc.OpAnd, chc.OpOr:
		ls := make([]Lit, len(a))
		for i, v := range a {
			ls[i] = v[0]
		}
		if t.Op() == chc.OpAnd {
			return one(c.Ands(ls...))
		}
		return one(c.Ors(ls...))
	case chc.OpImplies: // right-associative
		r := a[len(a)-1][0]
		for i := len(a) - 2; i >= 0; i-- {
			r = c.Implies(a[i][0], r)
		}
		return one(r)
	case chc.OpXor:
		r := a[0][0]
		for _, v := range a[1:] {
			r = c.Xor(r, v[0])
		}
		return one(r)
	case chc.OpIte:
		return s.Mux(a[0][0], a[1], a[2]), nil
	case chc.OpEq:
		ls := make([]Lit, 0, len(a)-1)
		for _, v := range a[1:] {
			ls = append(ls, s.Equal(a[0], v))
		}
		return one(c.Ands(ls...))
	case chc.OpDistinct:
		var ls []Lit
		for i := range a {
			for j := i + 1; j < len(a); j++ {
				ls = append(ls, s.Equal(a[i], a[j]).Not())
			}
		}
		return one(c.Ands(ls...))
	}
	return nil, fmt.Errorf("sat: cannot blast %s: %w", t.Op(), ErrUnsupported)
}

// bv blasts the bit-vector operators.
func (s *Solver) bv(t *chc.Term, a []Vec) (Vec, error) {
	switch t.Op() {
	case chc.OpBVNot:
		return s.not(a[0]), nil
	case chc.OpBVNeg:
		return s.Neg(a[0]), nil
	case chc.OpBVAnd, chc.OpBVOr, chc.OpBVXor, chc.OpBVNand, chc.OpBVNor, chc.OpBVXnor:
		return s.bitwise(t.Op(), a), nil
	case chc.OpBVAdd, chc.OpBVSub, chc.OpBVMul:
		r := a[0]
		for _, y := range a[1:] {
			switch t.Op() {
			case chc.OpBVAdd:
				r = s.Add(r, y)
			case chc.OpBVSub:
				r = s.Sub(r, y)
			default:
				r = s.Mul(r, y)
			}
		}
		return r, nil
	case chc.OpBVUDiv:
		q, _ := s.UDivRem(a[0], a[1])
		return q, nil
	case chc.OpBVURem:
		_, r := s.UDivRem(a[0], a[1])
		return r, nil
	case chc.OpBVSDiv, chc.OpBVSRem, chc.OpBVSMod:
		return s.signedDivide(t.Op(), a[0], a[1]), nil
	case chc.OpBVShl:
		return s.Shl(a[0], a[1]), nil
	case chc.OpBVLShr:
		return s.Shr(a[0], a[1], false), nil
	case chc.OpBVAShr:
		return s.Shr(a[0], a[1], true), nil
	case chc.OpBVComp:
		return Vec{s.Equal(a[0], a[1])}, nil
	case chc.OpBVULt:
		return Vec{s.ULt(a[0], a[1])}, nil
	case chc.OpBVULe:
		return Vec{s.ULt(a[1], a[0]).Not()}, nil
	case chc.OpBVUGt:
		return Vec{s.ULt(a[1], a[0])}, nil
	case chc.OpBVUGe:
		return Vec{s.ULt(a[0], a[1]).Not()}, nil
	case chc.OpBVSLt:
		return Vec{s.SLt(a[0], a[1])}, nil
	case chc.OpBVSLe:
		return Vec{s.SLt(a[1], a[0]).Not()}, nil
	case chc.OpBVSGt:
		return Vec{s.SLt(a[1], a[0])}, nil
	case chc.OpBVSGe:
		return Vec{s.SLt(a[0], a[1]).Not()}, nil
	}
	return s.reshape(t, a)
}

// reshape blasts the operators that only move bits.
func (s *Solver) reshape(t *chc.Term, a []Vec) (Vec, error) {
	c := s.c
	ix := t.Indices()
	x := a[0]
	w := len(x)
	switch t.Op() {
	case chc.OpConcat: // the first argument is the high part
		var r Vec
		for i := len(a) - 1; i >= 0; i-- {
			r = append(r, a[i]...)
		}
		return r, nil
	case chc.OpExtract:
		return append(Vec(nil), x[ix[1]:ix[0]+1]...), nil
	case chc.OpZeroExt, chc.OpSignExt:
		fill := c.F
		if t.Op() == chc.OpSignExt {
			fill = x[w-1]
		}
		r := append(Vec(nil), x...)
		for range ix[0] {
			r = append(r, fill)
		}
		return r, nil
	case chc.OpRotL, chc.OpRotR:
		k := ix[0] % w
		if t.Op() == chc.OpRotR {
			k = (w - k) % w
		}
		r := make(Vec, w)
		for i := range x {
			r[(i+k)%w] = x[i]
		}
		return r, nil
	case chc.OpRepeat:
		var r Vec
		for range ix[0] {
			r = append(r, x...)
		}
		return r, nil
	}
	return nil, fmt.Errorf("sat: cannot blast %s: %w", t.Op(), ErrUnsupported)
}

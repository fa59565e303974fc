package smtlib2

import (
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// Arithmetic follows Z3 in mixing Int and Real: where a Real is needed, an Int
// numeral is read as a Real numeral and any other Int term t becomes
// (to_real t). Applications whose arguments are all numerals are folded to a
// numeral, so (- 5) and (/ 1.0 3.0) are numerals. Products must be linear
// (at most one factor that is not a numeral) and div, mod and / must divide by
// numerals.

// numeral returns the numeral at node i, of sort Real when real is set.
func (p *parser) numeral(i int32, real bool) *chc.Term {
	text := p.text(i)
	key := numKey{text, real}
	if t, ok := p.nums[key]; ok {
		return t
	}
	r, ok := new(big.Rat).SetString(text)
	if !ok {
		p.fail(i, "malformed numeral %s", text)
	}
	s := chc.IntSort
	if real {
		s = chc.RealSort
	}
	t := p.f.Num(r, s)
	p.nums[key] = t
	return t
}

// coerce converts an Int term to Real when want is Real.
func (p *parser) coerce(at int32, t *chc.Term, want chc.Sort) *chc.Term {
	if want != chc.RealSort || t.Sort() != chc.IntSort {
		return t
	}
	if t.Op() == chc.OpNum {
		return p.f.Num(t.Num(), chc.RealSort)
	}
	return p.app(at, chc.OpToReal, t)
}

// unify converts the Int terms of ts to Real when some term of ts is Real.
func (p *parser) unify(at int32, ts []*chc.Term) []*chc.Term {
	var hasInt, hasReal bool
	for _, t := range ts {
		hasInt = hasInt || t.Sort() == chc.IntSort
		hasReal = hasReal || t.Sort() == chc.RealSort
	}
	if !hasInt || !hasReal {
		return ts
	}
	out := make([]*chc.Term, len(ts))
	for k, t := range ts {
		out[k] = p.coerce(at, t, chc.RealSort)
	}
	return out
}

// arith elaborates an arithmetic application.
func (p *parser) arith(i int32, op chc.Op, args []*expr) *expr {
	ts := p.terms(i, args)
	switch op {
	case chc.OpSub:
		if len(ts) == 1 {
			op = chc.OpNeg
		}
		ts = p.unify(i, ts)
	case chc.OpAdd, chc.OpMul:
		ts = p.unify(i, ts)
	case chc.OpRealDiv:
		for k, t := range ts {
			ts[k] = p.coerce(i, t, chc.RealSort)
		}
	}
	if len(ts) == 0 {
		p.arity(i, args, 1, -1)
	}
	t := p.fold(p.app(i, op, ts...))
	if chc.IsNonLinear(t) {
		p.fail(i, "non-linear arithmetic is not supported: %s", p.snippet(i))
	}
	return p.pure(i, t)
}

// fold replaces an arithmetic application to numerals by its value.
func (p *parser) fold(t *chc.Term) *chc.Term {
	if !t.Sort().IsArith() {
		return t
	}
	for _, a := range t.Args() {
		if a.Op() != chc.OpNum {
			return t
		}
	}
	v, err := chc.Eval(t, nil)
	if err != nil { // division by zero stays as it is
		return t
	}
	return p.f.Num(v.Rat(), t.Sort())
}

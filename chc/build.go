package chc

import "math/big"

// Smart constructors. They simplify lightly (flattening, constants, double
// negation) and panic on ill-sorted arguments, which is a programming error;
// readers that must report bad input use App instead.

// And returns the conjunction of ts, flattened, without true and duplicates;
// false if any conjunct is false.
func (f *Factory) And(ts ...*Term) *Term { return f.junction(OpAnd, ts) }

// Or returns the disjunction of ts, flattened, without false and duplicates;
// true if any disjunct is true.
func (f *Factory) Or(ts ...*Term) *Term { return f.junction(OpOr, ts) }

func (f *Factory) junction(op Op, ts []*Term) *Term {
	unit, zero := f.tru, f.fls
	if op == OpOr {
		unit, zero = f.fls, f.tru
	}
	var out []*Term
	seen := make(map[*Term]bool, len(ts))
	var add func(t *Term) bool
	add = func(t *Term) bool {
		switch {
		case t == zero:
			return false
		case t == unit:
			return true
		case t.op == op:
			for _, a := range t.args {
				if !add(a) {
					return false
				}
			}
			return true
		}
		if t.sort != BoolSort {
			panic("chc: " + op.String() + " of a non-Bool term")
		}
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
		return true
	}
	for _, t := range ts {
		if !add(t) {
			return zero
		}
	}
	switch len(out) {
	case 0:
		return unit
	case 1:
		return out[0]
	}
	return f.intern(&Term{op: op, sort: BoolSort, args: out})
}

// Not returns the negation of t, removing double negation and folding constants.
func (f *Factory) Not(t *Term) *Term {
	switch t.op {
	case OpTrue:
		return f.fls
	case OpFalse:
		return f.tru
	case OpNot:
		return t.args[0]
	}
	return f.MustApp(OpNot, t)
}

// Implies returns a => b.
func (f *Factory) Implies(a, b *Term) *Term {
	if a.sort != BoolSort || b.sort != BoolSort {
		mustCheck(OpImplies, a, b)
	}
	switch {
	case a.IsTrue():
		return b
	case a.IsFalse(), b.IsTrue():
		return f.tru
	case b.IsFalse():
		return f.Not(a)
	}
	return f.MustApp(OpImplies, a, b)
}

// Eq returns a = b, true if a and b are the same term, and folds numerals.
func (f *Factory) Eq(a, b *Term) *Term {
	if a.sort != b.sort {
		mustCheck(OpEq, a, b)
	}
	if a == b {
		return f.tru
	}
	if a.op == OpNum && b.op == OpNum {
		return f.BoolConst(a.num.Cmp(b.num) == 0)
	}
	if (a.op == OpTrue || a.op == OpFalse) && (b.op == OpTrue || b.op == OpFalse) {
		return f.BoolConst(a.op == b.op)
	}
	if a.sort == BoolSort {
		switch {
		case a.IsTrue():
			return b
		case b.IsTrue():
			return a
		case a.IsFalse():
			return f.Not(b)
		case b.IsFalse():
			return f.Not(a)
		}
	}
	if b.id < a.id {
		a, b = b, a
	}
	return f.MustApp(OpEq, a, b)
}

// Ite returns (ite c a b), folding a constant condition or equal branches.
func (f *Factory) Ite(c, a, b *Term) *Term {
	if c.sort != BoolSort || a.sort != b.sort {
		mustCheck(OpIte, c, a, b)
	}
	switch {
	case c.IsTrue() || a == b:
		return a
	case c.IsFalse():
		return b
	}
	return f.MustApp(OpIte, c, a, b)
}

// Cmp returns the comparison op (OpLe, OpLt, OpGe or OpGt) of a and b,
// folding numerals.
func (f *Factory) Cmp(op Op, a, b *Term) *Term {
	if a.sort != b.sort || !a.sort.IsArith() {
		mustCheck(op, a, b)
	}
	if a.op == OpNum && b.op == OpNum {
		c := a.num.Cmp(b.num)
		switch op {
		case OpLe:
			return f.BoolConst(c <= 0)
		case OpLt:
			return f.BoolConst(c < 0)
		case OpGe:
			return f.BoolConst(c >= 0)
		case OpGt:
			return f.BoolConst(c > 0)
		}
	}
	return f.MustApp(op, a, b)
}

// Le returns a <= b.
func (f *Factory) Le(a, b *Term) *Term { return f.Cmp(OpLe, a, b) }

// Lt returns a < b.
func (f *Factory) Lt(a, b *Term) *Term { return f.Cmp(OpLt, a, b) }

// Add returns the sum of ts, folding numerals and dropping zeros. ts must be
// non-empty.
func (f *Factory) Add(ts ...*Term) *Term {
	s := ts[0].sort
	for _, t := range ts {
		if t.sort != s || !s.IsArith() {
			mustCheck(OpAdd, ts...)
		}
	}
	sum := new(big.Rat)
	var out []*Term
	for _, t := range ts {
		if t.op == OpAdd {
			for _, a := range t.args {
				if a.op == OpNum {
					sum.Add(sum, a.num)
				} else {
					out = append(out, a)
				}
			}
			continue
		}
		if t.op == OpNum {
			sum.Add(sum, t.num)
			continue
		}
		out = append(out, t)
	}
	if sum.Sign() != 0 || len(out) == 0 {
		out = append(out, f.Num(sum, s))
	}
	if len(out) == 1 {
		return out[0]
	}
	return f.MustApp(OpAdd, out...)
}

// Sub returns a - b.
func (f *Factory) Sub(a, b *Term) *Term {
	if a.sort != b.sort || !a.sort.IsArith() {
		mustCheck(OpSub, a, b)
	}
	if b.op == OpNum {
		return f.Add(a, f.Num(new(big.Rat).Neg(b.num), b.sort))
	}
	if a.op == OpNum && a.num.Sign() == 0 {
		return f.Neg(b)
	}
	return f.MustApp(OpSub, a, b)
}

// Neg returns -a.
func (f *Factory) Neg(a *Term) *Term {
	switch a.op {
	case OpNum:
		return f.Num(new(big.Rat).Neg(a.num), a.sort)
	case OpNeg:
		return a.args[0]
	}
	return f.MustApp(OpNeg, a)
}

// Scale returns c*a, folding numerals.
func (f *Factory) Scale(c *big.Rat, a *Term) *Term {
	if !a.sort.IsArith() {
		mustCheck(OpMul, a)
	}
	switch {
	case c.Sign() == 0:
		return f.Num(new(big.Rat), a.sort)
	case c.Cmp(big.NewRat(1, 1)) == 0:
		return a
	case a.op == OpNum:
		return f.Num(new(big.Rat).Mul(c, a.num), a.sort)
	}
	return f.MustApp(OpMul, f.Num(c, a.sort), a)
}

// Select returns (select a i).
func (f *Factory) Select(a, i *Term) *Term { return f.MustApp(OpSelect, a, i) }

// Store returns (store a i v).
func (f *Factory) Store(a, i, v *Term) *Term { return f.MustApp(OpStore, a, i, v) }

// mustCheck panics with App's message when op does not apply to args. The
// folding paths call it on a cheap sort mismatch, so that ill-sorted arguments
// panic even when the result could have been folded.
func mustCheck(op Op, args ...*Term) {
	if _, err := resultSort(op, args); err != nil {
		panic("chc: " + err.Error())
	}
}

package chc

import (
	"fmt"
	"math/big"
)

// maxWidth bounds bit-vector widths and indices, so that values stay of a
// reasonable size and indices fit the term's fields.
const maxWidth = 1 << 20

// MaxBitVecWidth is the widest bit-vector sort horn accepts.
const MaxBitVecWidth = maxWidth

// BV returns the bit-vector numeral of the given width whose value is v
// modulo 2^width (SMT-LIB's (_ bvv width) for any natural v; a negative v
// is read in two's complement).
func (f *Factory) BV(v *big.Int, width int) *Term {
	s := BitVecSort(width)
	u := bvNorm(new(big.Int).Set(v), width)
	return f.intern(&Term{op: OpNum, sort: s, num: new(big.Rat).SetInt(u)})
}

// BVUint64 returns the bit-vector numeral v modulo 2^width.
func (f *Factory) BVUint64(v uint64, width int) *Term {
	return f.BV(new(big.Int).SetUint64(v), width)
}

// bvNorm reduces v modulo 2^w in place and returns it.
func bvNorm(v *big.Int, w int) *big.Int {
	if v.Sign() >= 0 && v.BitLen() <= w {
		return v
	}
	return v.Mod(v, bvModulus(w))
}

// bvModulus returns 2^w.
func bvModulus(w int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(w)) }

// BVSigned returns the two's-complement reading of the w-bit value v, a
// new big.Int.
func BVSigned(v *big.Int, w int) *big.Int { return new(big.Int).Set(bvSigned(v, w)) }

// bvSigned returns the two's-complement reading of the w-bit value v.
func bvSigned(v *big.Int, w int) *big.Int {
	if v.Bit(w-1) == 0 {
		return v
	}
	return new(big.Int).Sub(v, bvModulus(w))
}

// bvResultSort checks a bit-vector application and returns its sort.
func bvResultSort(op Op, ix [2]int32, args []*Term) (Sort, error) {
	if len(args) == 0 {
		return Sort{}, fmt.Errorf("%s takes arguments", op)
	}
	for i, a := range args {
		if !a.sort.IsBitVec() {
			return Sort{}, fmt.Errorf("argument %d of %s has sort %s, want a bit-vector", i+1, op, a.sort)
		}
	}
	w := args[0].sort.Width()
	switch op {
	case OpConcat:
		if len(args) < 2 {
			return Sort{}, fmt.Errorf("concat takes at least 2 arguments, got %d", len(args))
		}
		sum := 0
		for _, a := range args {
			sum += a.sort.Width()
		}
		if sum > maxWidth {
			return Sort{}, fmt.Errorf("concat of width %d is too wide", sum)
		}
		return BitVecSort(sum), nil
	case OpBVNot, OpBVNeg, OpExtract, OpZeroExt, OpSignExt, OpRotL, OpRotR, OpRepeat:
		if len(args) != 1 {
			return Sort{}, fmt.Errorf("%s takes 1 argument, got %d", op, len(args))
		}
		return unaryBVSort(op, ix, w)
	}
	if err := bvSameWidth(op, args); err != nil {
		return Sort{}, err
	}
	switch op {
	case OpBVAnd, OpBVOr, OpBVXor, OpBVAdd, OpBVSub, OpBVMul:
		if len(args) < 2 {
			return Sort{}, fmt.Errorf("%s takes at least 2 arguments, got %d", op, len(args))
		}
		return args[0].sort, nil
	}
	if len(args) != 2 {
		return Sort{}, fmt.Errorf("%s takes 2 arguments, got %d", op, len(args))
	}
	switch op {
	case OpBVComp:
		return BitVecSort(1), nil
	case OpBVULt, OpBVULe, OpBVUGt, OpBVUGe, OpBVSLt, OpBVSLe, OpBVSGt, OpBVSGe:
		return BoolSort, nil
	}
	return args[0].sort, nil
}

func bvSameWidth(op Op, args []*Term) error {
	for i, a := range args[1:] {
		if a.sort != args[0].sort {
			return fmt.Errorf("argument %d of %s has sort %s, but argument 1 has sort %s", i+2, op, a.sort, args[0].sort)
		}
	}
	return nil
}

// unaryBVSort returns the sort of a one-argument operator on width w.
func unaryBVSort(op Op, ix [2]int32, w int) (Sort, error) {
	k := int(ix[0])
	switch op {
	case OpExtract:
		i, j := k, int(ix[1])
		if j > i || i >= w {
			return Sort{}, fmt.Errorf("extract %d %d out of range for width %d", i, j, w)
		}
		return BitVecSort(i - j + 1), nil
	case OpZeroExt, OpSignExt:
		if w+k > maxWidth {
			return Sort{}, fmt.Errorf("%s to width %d is too wide", op, w+k)
		}
		return BitVecSort(w + k), nil
	case OpRepeat:
		if k < 1 || w*k > maxWidth {
			return Sort{}, fmt.Errorf("repeat %d of width %d out of range", k, w)
		}
		return BitVecSort(w * k), nil
	}
	return BitVecSort(w), nil
}

// BVValue returns the bit-vector value v modulo 2^width.
func BVValue(v *big.Int, width int) Value {
	return Value{sort: BitVecSort(width), num: new(big.Rat).SetInt(bvNorm(new(big.Int).Set(v), width))}
}

// BigInt returns a copy of the integer value of an Int value, or the
// unsigned value of a bit-vector value.
func (v Value) BigInt() *big.Int { return new(big.Int).Set(v.num.Num()) }

// applyBV evaluates a bit-vector operator on values.
func applyBV(t *Term, a []Value) (Value, error) {
	x := make([]*big.Int, len(a))
	for i, v := range a {
		x[i] = v.num.Num()
	}
	w := 0
	if len(a) > 0 {
		w = a[0].sort.Width()
	}
	if b, ok := bvCompare(t.op, x, w); ok {
		return BoolValue(b), nil
	}
	r := bvCompute(t, x, w)
	return BVValue(r, t.sort.Width()), nil
}

// bvCompare evaluates the comparisons; ok is false for other operators.
func bvCompare(op Op, x []*big.Int, w int) (result, ok bool) {
	switch op {
	case OpBVULt, OpBVULe, OpBVUGt, OpBVUGe:
		return cmpHolds(op-OpBVULt, x[0].Cmp(x[1])), true
	case OpBVSLt, OpBVSLe, OpBVSGt, OpBVSGe:
		return cmpHolds(op-OpBVSLt, bvSigned(x[0], w).Cmp(bvSigned(x[1], w))), true
	}
	return false, false
}

// cmpHolds reports whether c (a Cmp result) satisfies lt, le, gt or ge (0-3).
func cmpHolds(k Op, c int) bool {
	return [4]bool{c < 0, c <= 0, c > 0, c >= 0}[k]
}

// bvCompute evaluates the operators with a bit-vector result; the result
// may be outside [0, 2^width) and is reduced by the caller.
func bvCompute(t *Term, x []*big.Int, w int) *big.Int {
	r := new(big.Int)
	switch t.op {
	case OpBVAdd, OpBVSub, OpBVMul, OpBVAnd, OpBVOr, OpBVXor:
		return bvFold(t.op, x, w)
	case OpBVNot:
		return r.Sub(bvModulus(w), r.Add(x[0], big.NewInt(1)))
	case OpBVNeg:
		return r.Neg(x[0])
	case OpBVNand, OpBVNor, OpBVXnor:
		m := bvFold([]Op{OpBVAnd, OpBVOr, OpBVXor}[t.op-OpBVNand], x, w)
		return r.Sub(bvModulus(w), m.Add(m, big.NewInt(1)))
	case OpBVUDiv, OpBVURem, OpBVSDiv, OpBVSRem, OpBVSMod:
		return bvDivide(t.op, x[0], x[1], w)
	case OpBVShl, OpBVLShr, OpBVAShr:
		return bvShift(t.op, x[0], x[1], w)
	case OpBVComp:
		if x[0].Cmp(x[1]) == 0 {
			return r.SetInt64(1)
		}
		return r
	}
	return bvReshape(t, x, w)
}

// bvFold folds a left-associative operator over x.
func bvFold(op Op, x []*big.Int, w int) *big.Int {
	r := new(big.Int).Set(x[0])
	for _, y := range x[1:] {
		switch op {
		case OpBVAdd:
			r.Add(r, y)
		case OpBVSub:
			r.Sub(r, y)
		case OpBVMul:
			r.Mul(r, y)
		case OpBVAnd:
			r.And(r, y)
		case OpBVOr:
			r.Or(r, y)
		case OpBVXor:
			r.Xor(r, y)
		}
		bvNorm(r, w)
	}
	return r
}

// bvDivide evaluates division and remainder with SMT-LIB's semantics, which
// define division by zero: bvudiv gives all ones, bvurem gives the dividend,
// and the signed ones follow from their definitions through the unsigned.
func bvDivide(op Op, s, t *big.Int, w int) *big.Int {
	switch op {
	case OpBVUDiv:
		if t.Sign() == 0 {
			return new(big.Int).Sub(bvModulus(w), big.NewInt(1))
		}
		return new(big.Int).Quo(s, t)
	case OpBVURem:
		if t.Sign() == 0 {
			return new(big.Int).Set(s)
		}
		return new(big.Int).Rem(s, t)
	}
	ns, nt := s.Bit(w-1) == 1, t.Bit(w-1) == 1
	abs := func(v *big.Int, neg bool) *big.Int {
		if neg {
			return bvNorm(new(big.Int).Neg(v), w)
		}
		return v
	}
	as, at := abs(s, ns), abs(t, nt)
	switch op {
	case OpBVSDiv:
		q := bvDivide(OpBVUDiv, as, at, w)
		if ns != nt {
			q.Neg(q)
		}
		return q
	case OpBVSRem:
		r := bvDivide(OpBVURem, as, at, w)
		if ns {
			r.Neg(r)
		}
		return r
	}
	return bvSMod(s, t, as, at, ns, nt, w)
}

// bvSMod is bvsmod as SMT-LIB defines it: the remainder of the absolute
// values, adjusted to take the sign of the divisor.
func bvSMod(s, t, as, at *big.Int, ns, nt bool, w int) *big.Int {
	u := bvDivide(OpBVURem, as, at, w)
	switch {
	case u.Sign() == 0 || (!ns && !nt):
		return u
	case ns && !nt:
		return new(big.Int).Add(new(big.Int).Neg(u), t)
	case !ns && nt:
		return new(big.Int).Add(u, t)
	}
	return new(big.Int).Neg(u)
}

// bvShift evaluates the shifts; a shift by w or more gives 0 (or, for an
// arithmetic shift of a negative value, all ones).
func bvShift(op Op, s, t *big.Int, w int) *big.Int {
	n := w
	if t.IsInt64() && t.Int64() < int64(w) {
		n = int(t.Int64())
	}
	switch op {
	case OpBVShl:
		return new(big.Int).Lsh(s, uint(n))
	case OpBVLShr:
		return new(big.Int).Rsh(s, uint(n))
	}
	return new(big.Int).Rsh(bvSigned(s, w), uint(n))
}

// bvReshape evaluates the operators that move bits: concat, extract, the
// extensions, the rotations and repeat.
func bvReshape(t *Term, x []*big.Int, w int) *big.Int {
	r := new(big.Int)
	k := uint(t.ix[0])
	switch t.op {
	case OpConcat:
		for i, y := range x {
			r.Lsh(r, uint(t.args[i].sort.Width()))
			r.Or(r, y)
		}
		return r
	case OpExtract:
		return r.Rsh(x[0], uint(t.ix[1]))
	case OpZeroExt:
		return r.Set(x[0])
	case OpSignExt:
		return bvSigned(x[0], w)
	case OpRotL, OpRotR:
		k %= uint(w)
		if t.op == OpRotR {
			k = (uint(w) - k) % uint(w)
		}
		r.Lsh(x[0], k)
		return r.Or(r, new(big.Int).Rsh(x[0], uint(w)-k))
	case OpRepeat:
		for range k {
			r.Lsh(r, uint(w))
			r.Or(r, x[0])
		}
		return r
	}
	panic("chc: cannot evaluate " + t.op.String())
}

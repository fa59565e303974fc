package preprocess

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// mapModel turns a model of the integer system into one of the bit-vector
// system: each interpretation over Int parameters is read as a bit-vector
// formula over the parameters of the input predicate (see BV2Int).
func (b *bvBack) mapModel(ctx context.Context, m chc.Model, _ smt.NewSolver) (chc.Model, error) {
	out := copyModel(m)
	// In the predicates' order, not the map's: the terms made here are
	// numbered in the order they are made (see chc.Model.Preds).
	ins := make([]*chc.Pred, 0, len(b.preds))
	for in := range b.preds {
		ins = append(ins, in)
	}
	slices.SortFunc(ins, func(x, y *chc.Pred) int { return strings.Compare(x.Name, y.Name) })
	for _, in := range ins {
		q := b.preds[in]
		if in == q {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		interp, ok := m[q]
		if !ok {
			continue
		}
		delete(out, q)
		conv := &intToBV{f: b.f, signed: b.signed, params: make(map[*chc.Term]bvParam),
			bounds: make(map[*chc.Term][2]*big.Int)}
		params := make([]*chc.Term, len(in.Params))
		for i, so := range in.Params {
			p := interp.Params[i]
			if !so.IsBitVec() {
				params[i] = p
				continue
			}
			params[i] = b.f.Var(p.Name(), so)
			conv.params[p] = bvParam{v: params[i], width: so.Width()}
		}
		body, err := conv.boolean(interp.Body)
		if err != nil {
			return nil, fmt.Errorf("bv2int: the interpretation of %s: %w", in.Name, err)
		}
		out[in] = chc.Interp{Params: params, Body: body}
	}
	return out, nil
}

// bvParam is the bit-vector parameter an Int parameter stands for.
type bvParam struct {
	v     *chc.Term
	width int
}

// intToBV reads integer formulas over the Int parameters as bit-vector
// formulas over the bit-vector parameters.
type intToBV struct {
	f      *chc.Factory
	signed bool
	params map[*chc.Term]bvParam
	bounds map[*chc.Term][2]*big.Int
}

// boolean converts a Bool term.
func (c *intToBV) boolean(x *chc.Term) (*chc.Term, error) {
	f := c.f
	args := x.Args()
	switch x.Op() {
	case chc.OpTrue, chc.OpFalse, chc.OpVar:
		if x.Sort() != chc.BoolSort {
			return nil, fmt.Errorf("%s is not Bool", x)
		}
		return x, nil
	case chc.OpLe, chc.OpLt, chc.OpGe, chc.OpGt, chc.OpEq, chc.OpDistinct:
		if args[0].Sort() == chc.IntSort && c.mentionsParam(x) {
			return c.atom(x)
		}
	}
	if x.Sort() == chc.BoolSort && !c.mentionsParam(x) {
		return x, nil
	}
	switch x.Op() {
	case chc.OpNot, chc.OpAnd, chc.OpOr, chc.OpImplies, chc.OpXor, chc.OpIte, chc.OpEq, chc.OpDistinct:
		out := make([]*chc.Term, len(args))
		for i, a := range args {
			if a.Sort() != chc.BoolSort {
				return nil, fmt.Errorf("cannot read %s as a bit-vector formula", x.Op())
			}
			b, err := c.boolean(a)
			if err != nil {
				return nil, err
			}
			out[i] = b
		}
		return f.WithArgs(x, out...), nil
	}
	return nil, fmt.Errorf("cannot read %s as a bit-vector formula", x.Op())
}

// mentionsParam reports whether x has a variable standing for a
// bit-vector parameter.
func (c *intToBV) mentionsParam(x *chc.Term) bool {
	for _, v := range chc.FreeVars(x) {
		if _, ok := c.params[v]; ok {
			return true
		}
	}
	return false
}

// atom converts an integer comparison at a width where none of its
// subterms overflows.
func (c *intToBV) atom(x *chc.Term) (*chc.Term, error) {
	f := c.f
	width := 2
	for _, a := range x.Args() {
		w, err := c.width(a)
		if err != nil {
			return nil, err
		}
		width = max(width, w)
	}
	if b, ok := c.decided(x); ok {
		return f.BoolConst(b), nil
	}
	// Every subterm's value fits width bits, and the operators other than
	// the comparisons, bvsdiv and bvsmod are exact modulo 2^width: the
	// reading is exact.
	if width > chc.MaxBitVecWidth {
		return nil, fmt.Errorf("values too large for a bit-vector")
	}
	args := make([]*chc.Term, len(x.Args()))
	for i, a := range x.Args() {
		b, err := c.term(a, width)
		if err != nil {
			return nil, err
		}
		args[i] = b
	}
	var conj []*chc.Term
	pair := func(op chc.Op, a, b *chc.Term) *chc.Term {
		switch op {
		case chc.OpEq:
			return f.Eq(a, b)
		case chc.OpDistinct:
			return f.Not(f.Eq(a, b))
		}
		bop := map[chc.Op]chc.Op{chc.OpLe: chc.OpBVSLe, chc.OpLt: chc.OpBVSLt, chc.OpGe: chc.OpBVSGe, chc.OpGt: chc.OpBVSGt}[op]
		return f.MustApp(bop, a, b)
	}
	if x.Op() == chc.OpDistinct {
		for i := range args {
			for j := i + 1; j < len(args); j++ {
				conj = append(conj, pair(chc.OpDistinct, args[i], args[j]))
			}
		}
	} else {
		for i := 1; i < len(args); i++ {
			conj = append(conj, pair(x.Op(), args[i-1], args[i]))
		}
	}
	return f.And(conj...), nil
}

// decided returns the value of a comparison the bounds of its sides
// decide (one between two arguments).
func (c *intToBV) decided(x *chc.Term) (bool, bool) {
	if x.NumArgs() != 2 {
		return false, false
	}
	a, errA := c.bound(x.Arg(0))
	b, errB := c.bound(x.Arg(1))
	if errA != nil || errB != nil {
		return false, false
	}
	lt := a[1].Cmp(b[0]) < 0  // always a < b
	le := a[1].Cmp(b[0]) <= 0 // always a <= b
	gt := a[0].Cmp(b[1]) > 0  // always a > b
	ge := a[0].Cmp(b[1]) >= 0 // always a >= b
	switch x.Op() {
	case chc.OpLe:
		if le || gt {
			return le, true
		}
	case chc.OpLt:
		if lt || ge {
			return lt, true
		}
	case chc.OpGe:
		if ge || lt {
			return ge, true
		}
	case chc.OpGt:
		if gt || le {
			return gt, true
		}
	case chc.OpEq, chc.OpDistinct:
		if lt || gt {
			return x.Op() == chc.OpDistinct, true
		}
	}
	return false, false
}

// signedBits returns the least w such that v fits w-bit two's complement.
func signedBits(v *big.Int) int {
	if v.Sign() >= 0 {
		return v.BitLen() + 1
	}
	return new(big.Int).Sub(new(big.Int).Neg(v), big.NewInt(1)).BitLen() + 1
}

// width returns the least width at which every subterm of the Int term x
// fits, given the parameters' ranges.
func (c *intToBV) width(x *chc.Term) (int, error) {
	w := 0
	var err error
	chc.Walk(x, func(u *chc.Term) bool {
		if err != nil || u.Sort() != chc.IntSort {
			return false
		}
		var b [2]*big.Int
		if b, err = c.bound(u); err != nil {
			return false
		}
		w = max(w, signedBits(b[0]), signedBits(b[1]))
		if u.Op() == chc.OpDiv || u.Op() == chc.OpMod {
			// e - (mod e |d|) and |d| are formed too.
			d := u.Arg(1).Num().Num()
			eb, _ := c.bound(u.Arg(0))
			w = max(w, signedBits(new(big.Int).Abs(d)), signedBits(new(big.Int).Sub(eb[0], new(big.Int).Abs(d))))
		}
		return true
	})
	return w, err
}

// bound returns an interval containing every value of the Int term x.
func (c *intToBV) bound(x *chc.Term) ([2]*big.Int, error) {
	if b, ok := c.bounds[x]; ok {
		return b, nil
	}
	b, err := c.boundNode(x)
	if err != nil {
		return b, err
	}
	c.bounds[x] = b
	return b, nil
}

func (c *intToBV) boundNode(x *chc.Term) ([2]*big.Int, error) {
	args := x.Args()
	all := func() ([][2]*big.Int, error) {
		out := make([][2]*big.Int, len(args))
		for i, a := range args {
			b, err := c.bound(a)
			if err != nil {
				return nil, err
			}
			out[i] = b
		}
		return out, nil
	}
	switch x.Op() {
	case chc.OpVar:
		p, ok := c.params[x]
		if !ok {
			return [2]*big.Int{}, fmt.Errorf("unbounded integer %s beside bit-vector parameters", x.Name())
		}
		lo := new(big.Int)
		if c.signed {
			lo.Neg(pow2(p.width - 1))
		}
		return [2]*big.Int{lo, new(big.Int).Sub(new(big.Int).Add(lo, pow2(p.width)), big.NewInt(1))}, nil
	case chc.OpNum:
		v := x.Num().Num()
		return [2]*big.Int{v, v}, nil
	case chc.OpAdd, chc.OpSub:
		bs, err := all()
		if err != nil {
			return [2]*big.Int{}, err
		}
		lo, hi := new(big.Int).Set(bs[0][0]), new(big.Int).Set(bs[0][1])
		for _, b := range bs[1:] {
			if x.Op() == chc.OpAdd {
				lo.Add(lo, b[0])
				hi.Add(hi, b[1])
			} else {
				lo.Sub(lo, b[1])
				hi.Sub(hi, b[0])
			}
		}
		return [2]*big.Int{lo, hi}, nil
	case chc.OpNeg:
		b, err := c.bound(args[0])
		if err != nil {
			return b, err
		}
		return [2]*big.Int{new(big.Int).Neg(b[1]), new(big.Int).Neg(b[0])}, nil
	case chc.OpMul:
		bs, err := all()
		if err != nil {
			return [2]*big.Int{}, err
		}
		lo, hi := bs[0][0], bs[0][1]
		for _, b := range bs[1:] {
			ps := []*big.Int{new(big.Int).Mul(lo, b[0]), new(big.Int).Mul(lo, b[1]), new(big.Int).Mul(hi, b[0]), new(big.Int).Mul(hi, b[1])}
			lo, hi = ps[0], ps[0]
			for _, p := range ps[1:] {
				lo, hi = minInt(lo, p), maxInt(hi, p)
			}
		}
		return [2]*big.Int{lo, hi}, nil
	case chc.OpIte:
		a, err := c.bound(args[1])
		if err != nil {
			return a, err
		}
		b, err := c.bound(args[2])
		if err != nil {
			return b, err
		}
		return [2]*big.Int{minInt(a[0], b[0]), maxInt(a[1], b[1])}, nil
	case chc.OpAbs:
		b, err := c.bound(args[0])
		if err != nil {
			return b, err
		}
		hi := maxInt(new(big.Int).Abs(b[0]), new(big.Int).Abs(b[1]))
		lo := new(big.Int)
		if b[0].Sign() > 0 {
			lo = b[0]
		} else if b[1].Sign() < 0 {
			lo = new(big.Int).Neg(b[1])
		}
		return [2]*big.Int{lo, hi}, nil
	case chc.OpDiv, chc.OpMod:
		if args[1].Op() != chc.OpNum || args[1].Num().Sign() == 0 {
			return [2]*big.Int{}, fmt.Errorf("%s by a non-constant", x.Op())
		}
		d := args[1].Num().Num()
		ad := new(big.Int).Abs(d)
		b, err := c.bound(args[0])
		if err != nil {
			return b, err
		}
		if x.Op() == chc.OpMod {
			return [2]*big.Int{new(big.Int), new(big.Int).Sub(ad, big.NewInt(1))}, nil
		}
		lo, hi := floorDiv(b[0], ad), floorDiv(b[1], ad)
		if d.Sign() < 0 {
			lo, hi = new(big.Int).Neg(hi), new(big.Int).Neg(lo)
		}
		return [2]*big.Int{lo, hi}, nil
	}
	return [2]*big.Int{}, fmt.Errorf("cannot bound %s", x.Op())
}

// term converts the Int term x to a bit-vector term of width w whose
// signed value is x's value (w is wide enough for every subterm).
func (c *intToBV) term(x *chc.Term, w int) (*chc.Term, error) {
	f := c.f
	args := x.Args()
	conv := func() ([]*chc.Term, error) {
		out := make([]*chc.Term, len(args))
		for i, a := range args {
			b, err := c.term(a, w)
			if err != nil {
				return nil, err
			}
			out[i] = b
		}
		return out, nil
	}
	switch x.Op() {
	case chc.OpVar:
		p, ok := c.params[x]
		if !ok {
			return nil, fmt.Errorf("unbounded integer %s beside bit-vector parameters", x.Name())
		}
		if w == p.width {
			return p.v, nil
		}
		op := chc.OpZeroExt
		if c.signed {
			op = chc.OpSignExt
		}
		return c.f.Indexed(op, []int{w - p.width}, p.v)
	case chc.OpNum:
		return f.BV(x.Num().Num(), w), nil
	case chc.OpAdd:
		// A summand with a negative coefficient is subtracted, as the
		// user would write it: x - y rather than x + 4294967295·y
		// (bvmul by the two's complement of -1). Z3 checks both as fast
		// (measured on the models of a dev file, clause by clause); the
		// printed model reads better.
		var acc *chc.Term
		var subs []*chc.Term
		for _, a := range args {
			b, neg, err := c.signedTerm(a, w)
			if err != nil {
				return nil, err
			}
			switch {
			case neg:
				subs = append(subs, b)
			case acc == nil:
				acc = b
			default:
				acc = f.MustApp(chc.OpBVAdd, acc, b)
			}
		}
		if acc == nil {
			if len(subs) == 0 {
				return f.BV(big.NewInt(0), w), nil
			}
			acc = f.MustApp(chc.OpBVNeg, subs[0])
			subs = subs[1:]
		}
		for _, b := range subs {
			acc = f.MustApp(chc.OpBVSub, acc, b)
		}
		return acc, nil
	case chc.OpMul:
		b, neg, err := c.signedTerm(x, w)
		if err != nil || !neg {
			return b, err
		}
		return f.MustApp(chc.OpBVNeg, b), nil
	case chc.OpSub, chc.OpNeg:
		bs, err := conv()
		if err != nil {
			return nil, err
		}
		op := map[chc.Op]chc.Op{chc.OpSub: chc.OpBVSub, chc.OpNeg: chc.OpBVNeg}[x.Op()]
		if len(bs) == 1 && op != chc.OpBVNeg {
			return bs[0], nil
		}
		return f.App(op, bs...)
	case chc.OpIte:
		cond, err := c.boolean(args[0])
		if err != nil {
			return nil, err
		}
		a, err := c.term(args[1], w)
		if err != nil {
			return nil, err
		}
		b, err := c.term(args[2], w)
		if err != nil {
			return nil, err
		}
		return f.Ite(cond, a, b), nil
	case chc.OpAbs:
		a, err := c.term(args[0], w)
		if err != nil {
			return nil, err
		}
		return f.Ite(f.MustApp(chc.OpBVSLt, a, f.BV(big.NewInt(0), w)), f.MustApp(chc.OpBVNeg, a), a), nil
	case chc.OpDiv, chc.OpMod:
		if args[1].Op() != chc.OpNum || args[1].Num().Sign() == 0 {
			return nil, fmt.Errorf("%s by a non-constant", x.Op())
		}
		d := args[1].Num().Num()
		if k := powerOfTwo(d); k >= 0 && k < w {
			return c.byPowerOfTwo(x.Op(), args[0], d.Sign() < 0, k, w)
		}
		e, err := c.term(args[0], w)
		if err != nil {
			return nil, err
		}
		// With |d| > 0, bvsmod gives the remainder in [0, |d|): SMT-LIB's
		// mod; e minus it is a multiple of d, which bvsdiv divides
		// exactly: SMT-LIB's div.
		r := f.MustApp(chc.OpBVSMod, e, f.BV(new(big.Int).Abs(d), w))
		if x.Op() == chc.OpMod {
			return r, nil
		}
		return f.MustApp(chc.OpBVSDiv, f.MustApp(chc.OpBVSub, e, r), f.BV(d, w)), nil
	}
	return nil, fmt.Errorf("cannot read %s as a bit-vector term", x.Op())
}

// signedTerm converts x at width w as term does, except that a product
// with a negative constant factor comes back as the product with its
// absolute value and neg set: the caller subtracts it (or negates it).
func (c *intToBV) signedTerm(x *chc.Term, w int) (b *chc.Term, neg bool, err error) {
	if x.Op() != chc.OpMul {
		b, err = c.term(x, w)
		return b, false, err
	}
	k := new(big.Int).SetInt64(1)
	var rest []*chc.Term
	for _, a := range x.Args() {
		if a.Op() == chc.OpNum && a.Num().IsInt() {
			k.Mul(k, a.Num().Num())
			continue
		}
		b, err := c.term(a, w)
		if err != nil {
			return nil, false, err
		}
		rest = append(rest, b)
	}
	neg = k.Sign() < 0
	k.Abs(k)
	if k.Cmp(big.NewInt(1)) != 0 || len(rest) == 0 {
		rest = append([]*chc.Term{c.f.BV(k, w)}, rest...)
	}
	if len(rest) == 1 {
		return rest[0], neg, nil
	}
	b, err = c.f.App(chc.OpBVMul, rest...)
	return b, neg, err
}

// powerOfTwo returns k where |d| = 2^k, or -1.
func powerOfTwo(d *big.Int) int {
	a := new(big.Int).Abs(d)
	k := a.BitLen() - 1
	if k < 0 || a.TrailingZeroBits() != uint(k) {
		return -1
	}
	return k
}

// byPowerOfTwo reads a mod d and a div d (op), |d| = 2^k with k < w
// (neg: d < 0), as bit operations on a's w-bit two's complement e: the
// remainder, in [0, 2^k) whatever d's sign, is e's low k bits, and the
// floor of e / 2^k is e shifted right arithmetically (negated for d < 0,
// SMT-LIB's div rounding so that the remainder is non-negative). The
// wrap quotients of the exact translation are such divisions by 2^n;
// written with bvsmod and bvsdiv, Z3 bit-blasts each as a divider, and
// the check of one dev file's model took 5–16 s. The low k bits of a sum
// of products (ringAt) are the sum read at width k: Z3 then meets the
// clause's own k-bit sum, not one at width w that it must prove equal to
// it bit by bit (4.6 s for one clause of that model, 35 bits against 32).
func (c *intToBV) byPowerOfTwo(op chc.Op, a *chc.Term, neg bool, k, w int) (*chc.Term, error) {
	f := c.f
	if op == chc.OpMod && k == 0 {
		return f.BV(big.NewInt(0), w), nil
	}
	if op == chc.OpMod {
		width := w // read a at w bits and keep the low k, or at k bits
		if c.ringAt(a, k) {
			width = k
		}
		low, err := c.term(a, width)
		if err == nil && width > k {
			low, err = f.Indexed(chc.OpExtract, []int{k - 1, 0}, low)
		}
		if err != nil {
			return nil, err
		}
		return f.Indexed(chc.OpZeroExt, []int{w - k}, low)
	}
	q, err := c.term(a, w)
	if err != nil {
		return nil, err
	}
	if k > 0 {
		q = f.MustApp(chc.OpBVAShr, q, f.BV(big.NewInt(int64(k)), w))
	}
	if neg {
		q = f.MustApp(chc.OpBVNeg, q)
	}
	return q, nil
}

// ringAt reports whether x is built of parameters no wider than k,
// integer constants, sums, differences and products alone: operations
// exact modulo 2^k, so that x read at width k has x's low k bits.
func (c *intToBV) ringAt(x *chc.Term, k int) bool {
	switch x.Op() {
	case chc.OpVar:
		p, ok := c.params[x]
		return ok && p.width <= k
	case chc.OpNum:
		return x.Num().IsInt()
	case chc.OpAdd, chc.OpSub, chc.OpMul, chc.OpNeg:
		for _, a := range x.Args() {
			if !c.ringAt(a, k) {
				return false
			}
		}
		return true
	}
	return false
}

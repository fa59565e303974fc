package z3

import (
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// Bit-vector conversion: chc's bit-vector operators to Z3's and back.

// bvOps maps chc's bit-vector operators to the binding's.
var bvOps = map[chc.Op]BVOp{
	chc.OpBVAnd: BVAnd, chc.OpBVOr: BVOr, chc.OpBVXor: BVXor, chc.OpBVNand: BVNand,
	chc.OpBVNor: BVNor, chc.OpBVXnor: BVXnor, chc.OpBVAdd: BVAdd, chc.OpBVSub: BVSub,
	chc.OpBVMul: BVMul, chc.OpBVUDiv: BVUDiv, chc.OpBVURem: BVURem, chc.OpBVSDiv: BVSDiv,
	chc.OpBVSRem: BVSRem, chc.OpBVSMod: BVSMod, chc.OpBVShl: BVShl, chc.OpBVLShr: BVLShr,
	chc.OpBVAShr: BVAShr, chc.OpConcat: BVConcat, chc.OpBVULt: BVULt, chc.OpBVULe: BVULe,
	chc.OpBVUGt: BVUGt, chc.OpBVUGe: BVUGe, chc.OpBVSLt: BVSLt, chc.OpBVSLe: BVSLe,
	chc.OpBVSGt: BVSGt, chc.OpBVSGe: BVSGe, chc.OpBVNot: BVNot, chc.OpBVNeg: BVNeg,
	chc.OpExtract: BVExtract, chc.OpZeroExt: BVZeroExt, chc.OpSignExt: BVSignExt,
	chc.OpRotL: BVRotL, chc.OpRotR: BVRotR, chc.OpRepeat: BVRepeat,
}

// mkBV converts a bit-vector application whose arguments are converted.
func (v *Converter) mkBV(x *chc.Term, a []AST) (AST, error) {
	c := v.c
	if x.Op() == chc.OpBVComp {
		eq, err := c.Eq(a[0], a[1])
		if err != nil {
			return AST{}, err
		}
		defer c.Release(eq)
		one, zero := v.f.BVUint64(1, 1), v.f.BVUint64(0, 1)
		o, err := v.ToZ3(one)
		if err != nil {
			return AST{}, err
		}
		z, err := v.ToZ3(zero)
		if err != nil {
			return AST{}, err
		}
		return c.Ite(eq, o, z)
	}
	op, ok := bvOps[x.Op()]
	if !ok {
		return AST{}, fmt.Errorf("operator %s is not supported", x.Op())
	}
	if op >= BVNot {
		ix := append(x.Indices(), 0, 0)
		return c.BVUnary(op, ix[0], ix[1], a[0])
	}
	return v.fold(a, false, func(p, q AST) (AST, error) { return c.BVBinary(op, p, q) })
}

// backBV maps Z3's bit-vector declaration kinds to chc's operators. The
// _I forms of division, which Z3 makes where it knows the divisor is not
// zero, read as the standard ones: they agree wherever they are used.
var backBV = map[DeclKind]chc.Op{
	OpBNeg: chc.OpBVNeg, OpBAdd: chc.OpBVAdd, OpBSub: chc.OpBVSub, OpBMul: chc.OpBVMul,
	OpBSDiv: chc.OpBVSDiv, OpBUDiv: chc.OpBVUDiv, OpBSRem: chc.OpBVSRem, OpBURem: chc.OpBVURem,
	OpBSMod: chc.OpBVSMod, OpBSDivI: chc.OpBVSDiv, OpBUDivI: chc.OpBVUDiv, OpBSRemI: chc.OpBVSRem,
	OpBURemI: chc.OpBVURem, OpBSModI: chc.OpBVSMod, OpULeq: chc.OpBVULe, OpSLeq: chc.OpBVSLe,
	OpUGeq: chc.OpBVUGe, OpSGeq: chc.OpBVSGe, OpULt: chc.OpBVULt, OpSLt: chc.OpBVSLt,
	OpUGt: chc.OpBVUGt, OpSGt: chc.OpBVSGt, OpBAnd: chc.OpBVAnd, OpBOr: chc.OpBVOr,
	OpBNot: chc.OpBVNot, OpBXor: chc.OpBVXor, OpBNand: chc.OpBVNand, OpBNor: chc.OpBVNor,
	OpBXnor: chc.OpBVXnor, OpConcat: chc.OpConcat, OpBComp: chc.OpBVComp, OpBShl: chc.OpBVShl,
	OpBLShr: chc.OpBVLShr, OpBAShr: chc.OpBVAShr,
	OpSignExt: chc.OpSignExt, OpZeroExt: chc.OpZeroExt, OpExtract: chc.OpExtract,
	OpRepeat: chc.OpRepeat, OpRotateLeft: chc.OpRotL, OpRotateRight: chc.OpRotR,
}

// convBV converts back a bit-vector application with converted arguments
// ts; ok is false when dk is not a bit-vector operator.
func (b *backConv) convBV(a AST, dk DeclKind, ts []*chc.Term) (t *chc.Term, ok bool, err error) {
	f := b.v.f
	switch dk {
	case OpBit0, OpBit1:
		return f.BVUint64(uint64(dk-OpBit0), 1), true, nil
	case OpBRedOr, OpBRedAnd:
		w := ts[0].Sort().Width()
		all := f.BVUint64(0, w)
		if dk == OpBRedAnd {
			all = f.Value(chc.BVValue(bigAllOnes(w), w))
		}
		c, err := f.App(chc.OpBVComp, ts[0], all)
		if err != nil || dk == OpBRedAnd {
			return c, true, err
		}
		t, err = f.App(chc.OpBVNot, c)
		return t, true, err
	}
	op, ok := backBV[dk]
	if !ok {
		return nil, false, nil
	}
	if op.NumIndices() == 0 {
		t, err = f.App(op, ts...)
		return t, true, err
	}
	ix := a.IntParams()
	if op == chc.OpZeroExt || op == chc.OpSignExt || op == chc.OpRepeat || op == chc.OpRotL || op == chc.OpRotR {
		ix = ix[:min(len(ix), 1)]
	}
	t, err = f.Indexed(op, ix, ts...)
	return t, true, err
}

// bigAllOnes returns 2^w - 1.
func bigAllOnes(w int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	return m.Sub(m, big.NewInt(1))
}

package smtlib2

import (
	"math/big"
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// Bit-vectors: the sort (_ BitVec n), the literals #x…, #b… and (_ bvN n)
// (N reduced modulo 2^n, as SMT-LIB says), the QF_BV function symbols and
// the indexed ones, ((_ extract i j) x) and the like.

// bvOps maps the plain bit-vector function symbols to their operators.
var bvOps = map[string]chc.Op{
	"bvnot": chc.OpBVNot, "bvneg": chc.OpBVNeg, "bvand": chc.OpBVAnd, "bvor": chc.OpBVOr,
	"bvxor": chc.OpBVXor, "bvnand": chc.OpBVNand, "bvnor": chc.OpBVNor, "bvxnor": chc.OpBVXnor,
	"bvadd": chc.OpBVAdd, "bvsub": chc.OpBVSub, "bvmul": chc.OpBVMul, "bvudiv": chc.OpBVUDiv,
	"bvurem": chc.OpBVURem, "bvsdiv": chc.OpBVSDiv, "bvsrem": chc.OpBVSRem, "bvsmod": chc.OpBVSMod,
	"bvshl": chc.OpBVShl, "bvlshr": chc.OpBVLShr, "bvashr": chc.OpBVAShr, "bvcomp": chc.OpBVComp,
	"concat": chc.OpConcat,
	"bvult":  chc.OpBVULt, "bvule": chc.OpBVULe, "bvugt": chc.OpBVUGt, "bvuge": chc.OpBVUGe,
	"bvslt": chc.OpBVSLt, "bvsle": chc.OpBVSLe, "bvsgt": chc.OpBVSGt, "bvsge": chc.OpBVSGe,
}

// indexedOps maps the indexed bit-vector function symbols to their operators.
var indexedOps = map[string]chc.Op{
	"extract": chc.OpExtract, "zero_extend": chc.OpZeroExt, "sign_extend": chc.OpSignExt,
	"rotate_left": chc.OpRotL, "rotate_right": chc.OpRotR, "repeat": chc.OpRepeat,
}

// addBVBuiltins adds the bit-vector function symbols to builtins.
func addBVBuiltins() {
	for name, op := range bvOps {
		builtins[name] = func(p *parser, i int32, args []*expr) *expr {
			return p.pure(i, p.app(i, op, p.terms(i, args)...))
		}
		builtinNames[name] = true
	}
	for name := range indexedOps {
		builtinNames[name] = true
	}
}

// index reads the numeral at node i as an index or width between lo and
// chc.MaxBitVecWidth.
func (p *parser) index(i int32, lo int, what string) int {
	n := p.node(i)
	if n.kind != nNumeral {
		p.fail(i, "expected a numeral as %s, found %s", what, p.describe(i))
	}
	k, err := strconv.Atoi(p.str(n))
	if err != nil || k < lo || k > chc.MaxBitVecWidth {
		p.fail(i, "%s %s out of range", what, p.str(n))
	}
	return k
}

// bitVecSort reads (_ BitVec n).
func (p *parser) bitVecSort(i int32) chc.Sort {
	if p.nkids(i) != 3 {
		p.fail(i, "malformed sort %s, want (_ BitVec width)", p.snippet(i))
	}
	return chc.BitVecSort(p.index(p.kid(i, 2), 1, "bit-vector width"))
}

// hexBin reads #x… (4 bits a digit) or #b… (1 bit a digit).
func (p *parser) hexBin(i int32) *chc.Term {
	text := p.text(i)
	digits, base, bits := text[2:], 16, 4
	if text[1] == 'b' {
		base, bits = 2, 1
	}
	v, ok := new(big.Int).SetString(digits, base)
	if !ok || digits[0] == '-' || digits[0] == '+' {
		p.fail(i, "malformed bit-vector literal %s", text)
	}
	w := len(digits) * bits
	if w > chc.MaxBitVecWidth {
		p.fail(i, "bit-vector literal %s is too wide", p.snippet(i))
	}
	return p.f.BV(v, w)
}

// underscore reads an indexed identifier standing alone: (_ bvN n).
func (p *parser) underscore(i int32) *expr {
	if p.nkids(i) == 3 {
		name := p.text(p.kid(i, 1))
		if n := p.node(p.kid(i, 1)); n.kind == nSymbol && len(name) > 2 && name[:2] == "bv" {
			v, ok := new(big.Int).SetString(name[2:], 10)
			if ok && isDigit(name[2]) {
				return p.pure(i, p.f.BV(v, p.index(p.kid(i, 2), 1, "bit-vector width")))
			}
		}
	}
	p.fail(i, "indexed identifier %s is not supported", p.snippet(i))
	return nil
}

// indexedBV elaborates ((_ op k...) x) for the indexed bit-vector
// operators; ok is false when h names no such operator.
func (p *parser) indexedBV(i, h int32) (*expr, bool) {
	if p.nkids(h) < 2 || !p.isSym(p.kid(h, 0), "_") {
		return nil, false
	}
	op, ok := indexedOps[p.text(p.kid(h, 1))]
	if !ok || p.node(p.kid(h, 1)).kind != nSymbol {
		return nil, false
	}
	if p.nkids(h) != 2+op.NumIndices() {
		p.fail(h, "%s takes %d indices, got %d", op, op.NumIndices(), p.nkids(h)-2)
	}
	ix := make([]int, op.NumIndices())
	for k := range ix {
		ix[k] = p.index(p.kid(h, 2+k), 0, "index")
	}
	args := p.args(i)
	p.arity(i, args, 1, 1)
	t, err := p.f.Indexed(op, ix, p.terms(i, args)...)
	if err != nil {
		p.fail(i, "ill-sorted %s: %v", p.snippet(i), err)
	}
	return p.pure(i, t), true
}

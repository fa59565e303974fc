package z3

/*
#include <z3.h>

// horn_bv2 applies the binary bit-vector operation op (a BVOp).
static Z3_ast horn_bv2(Z3_context c, int op, Z3_ast a, Z3_ast b) {
	switch (op) {
	case 0: return Z3_mk_bvand(c, a, b);
	case 1: return Z3_mk_bvor(c, a, b);
	case 2: return Z3_mk_bvxor(c, a, b);
	case 3: return Z3_mk_bvnand(c, a, b);
	case 4: return Z3_mk_bvnor(c, a, b);
	case 5: return Z3_mk_bvxnor(c, a, b);
	case 6: return Z3_mk_bvadd(c, a, b);
	case 7: return Z3_mk_bvsub(c, a, b);
	case 8: return Z3_mk_bvmul(c, a, b);
	case 9: return Z3_mk_bvudiv(c, a, b);
	case 10: return Z3_mk_bvurem(c, a, b);
	case 11: return Z3_mk_bvsdiv(c, a, b);
	case 12: return Z3_mk_bvsrem(c, a, b);
	case 13: return Z3_mk_bvsmod(c, a, b);
	case 14: return Z3_mk_bvshl(c, a, b);
	case 15: return Z3_mk_bvlshr(c, a, b);
	case 16: return Z3_mk_bvashr(c, a, b);
	case 17: return Z3_mk_concat(c, a, b);
	case 18: return Z3_mk_bvult(c, a, b);
	case 19: return Z3_mk_bvule(c, a, b);
	case 20: return Z3_mk_bvugt(c, a, b);
	case 21: return Z3_mk_bvuge(c, a, b);
	case 22: return Z3_mk_bvslt(c, a, b);
	case 23: return Z3_mk_bvsle(c, a, b);
	case 24: return Z3_mk_bvsgt(c, a, b);
	case 25: return Z3_mk_bvsge(c, a, b);
	}
	return 0;
}

// horn_bv1 applies the unary bit-vector operation op (a BVOp) with
// indices i and j.
static Z3_ast horn_bv1(Z3_context c, int op, unsigned i, unsigned j, Z3_ast a) {
	switch (op) {
	case 26: return Z3_mk_bvnot(c, a);
	case 27: return Z3_mk_bvneg(c, a);
	case 28: return Z3_mk_extract(c, i, j, a);
	case 29: return Z3_mk_zero_ext(c, i, a);
	case 30: return Z3_mk_sign_ext(c, i, a);
	case 31: return Z3_mk_rotate_left(c, i, a);
	case 32: return Z3_mk_rotate_right(c, i, a);
	case 33: return Z3_mk_repeat(c, i, a);
	}
	return 0;
}
*/
import "C"

// BVOp names a bit-vector operation of BVBinary and BVUnary.
type BVOp int

// Bit-vector operations. The binary ones come first, then the unary ones
// (BVNot onwards), some of which take indices.
const (
	BVAnd BVOp = iota
	BVOr
	BVXor
	BVNand
	BVNor
	BVXnor
	BVAdd
	BVSub
	BVMul
	BVUDiv
	BVURem
	BVSDiv
	BVSRem
	BVSMod
	BVShl
	BVLShr
	BVAShr
	BVConcat
	BVULt
	BVULe
	BVUGt
	BVUGe
	BVSLt
	BVSLe
	BVSGt
	BVSGe
	BVNot
	BVNeg
	BVExtract // indices high, low
	BVZeroExt // index: the number of bits added
	BVSignExt // index: the number of bits added
	BVRotL    // index: the rotation
	BVRotR    // index: the rotation
	BVRepeat  // index: the number of copies
	numBVOps
)

// BitVecSort returns the sort of bit-vectors of the given width.
func (c *Context) BitVecSort(width int) (Sort, error) {
	if err := c.live(); err != nil {
		return Sort{}, err
	}
	if width <= 0 {
		return Sort{}, &Error{Op: "BitVecSort", Msg: "width must be positive"}
	}
	return c.mkSort("BitVecSort", C.Z3_mk_bv_sort(c.ptr, C.uint(width)))
}

// BVWidth returns the width of a bit-vector sort, 0 for another sort.
func (s Sort) BVWidth() int {
	if s.Kind() != BitVecSort {
		return 0
	}
	return int(C.Z3_get_bv_sort_size(s.h.cctx(), s.ptr()))
}

// BVBinary applies a binary bit-vector operation (BVAnd to BVSGe) to a and
// b, which must be bit-vectors of one width (any widths for BVConcat).
func (c *Context) BVBinary(op BVOp, a, b AST) (AST, error) {
	if op < BVAnd || op > BVSGe {
		return AST{}, &Error{Op: "BVBinary", Msg: "not a binary bit-vector operation"}
	}
	xs, err := c.args([]AST{a, b})
	if err != nil {
		return AST{}, err
	}
	return c.mkAST("BVBinary", C.horn_bv2(c.ptr, C.int(op), xs[0], xs[1]))
}

// BVUnary applies a unary bit-vector operation (BVNot to BVRepeat) to a;
// i and j are its indices (high and low for BVExtract, i alone for the
// others that take one, ignored otherwise).
func (c *Context) BVUnary(op BVOp, i, j int, a AST) (AST, error) {
	if op < BVNot || op >= numBVOps || i < 0 || j < 0 {
		return AST{}, &Error{Op: "BVUnary", Msg: "not a unary bit-vector operation or negative index"}
	}
	x, err := c.arg(a)
	if err != nil {
		return AST{}, err
	}
	return c.mkAST("BVUnary", C.horn_bv1(c.ptr, C.int(op), C.uint(i), C.uint(j), x))
}

// IntParams returns the integer parameters of a's declaration: (high low)
// of an extract, the count of a zero_extend, sign_extend, rotate or
// repeat; nil for other declarations.
func (a AST) IntParams() []int {
	if !a.isApp() {
		return nil
	}
	c := a.h.ctx
	d := C.Z3_get_app_decl(c.ptr, C.Z3_to_app(c.ptr, a.ptr()))
	n := int(C.Z3_get_decl_num_parameters(c.ptr, d))
	var out []int
	for k := range n {
		if C.Z3_get_decl_parameter_kind(c.ptr, d, C.uint(k)) == C.Z3_PARAMETER_INT {
			out = append(out, int(C.Z3_get_decl_int_parameter(c.ptr, d, C.uint(k))))
		}
	}
	return out
}

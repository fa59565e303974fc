package z3

/*
#include <z3.h>
*/
import "C"

// ASTKind classifies terms (Z3_ast_kind).
type ASTKind int

// Term kinds. Numerals are also applications (of a numeral declaration);
// NumeralAST is reported for them.
const (
	UnknownAST ASTKind = iota
	NumeralAST
	AppAST
	VarAST
	QuantifierAST
	SortAST
	FuncDeclAST
)

var astKindNames = [...]string{"unknown", "numeral", "app", "var", "quantifier", "sort", "func_decl"}

func (k ASTKind) String() string { return astKindNames[k] }

// Kind classifies a; UnknownAST for an invalid handle.
func (a AST) Kind() ASTKind {
	if !a.h.live() {
		return UnknownAST
	}
	switch C.Z3_get_ast_kind(a.h.cctx(), a.ptr()) {
	case C.Z3_NUMERAL_AST:
		return NumeralAST
	case C.Z3_APP_AST:
		return AppAST
	case C.Z3_VAR_AST:
		return VarAST
	case C.Z3_QUANTIFIER_AST:
		return QuantifierAST
	case C.Z3_SORT_AST:
		return SortAST
	case C.Z3_FUNC_DECL_AST:
		return FuncDeclAST
	}
	return UnknownAST
}

// isApp reports whether a is an application (numerals included).
func (a AST) isApp() bool {
	k := a.Kind()
	return k == AppAST || k == NumeralAST
}

// DeclKind is Z3's interpreted-function kind (Z3_decl_kind). The constants
// below name the kinds this project's terms use; others compare by value.
type DeclKind int

// Declaration kinds.
const (
	OpTrue          DeclKind = C.Z3_OP_TRUE
	OpFalse         DeclKind = C.Z3_OP_FALSE
	OpEq            DeclKind = C.Z3_OP_EQ
	OpDistinct      DeclKind = C.Z3_OP_DISTINCT
	OpIte           DeclKind = C.Z3_OP_ITE
	OpAnd           DeclKind = C.Z3_OP_AND
	OpOr            DeclKind = C.Z3_OP_OR
	OpIff           DeclKind = C.Z3_OP_IFF
	OpXor           DeclKind = C.Z3_OP_XOR
	OpNot           DeclKind = C.Z3_OP_NOT
	OpImplies       DeclKind = C.Z3_OP_IMPLIES
	OpNumeral       DeclKind = C.Z3_OP_ANUM
	OpAlgebraic     DeclKind = C.Z3_OP_AGNUM
	OpLe            DeclKind = C.Z3_OP_LE
	OpGe            DeclKind = C.Z3_OP_GE
	OpLt            DeclKind = C.Z3_OP_LT
	OpGt            DeclKind = C.Z3_OP_GT
	OpAdd           DeclKind = C.Z3_OP_ADD
	OpSub           DeclKind = C.Z3_OP_SUB
	OpUMinus        DeclKind = C.Z3_OP_UMINUS
	OpMul           DeclKind = C.Z3_OP_MUL
	OpDiv           DeclKind = C.Z3_OP_DIV
	OpIDiv          DeclKind = C.Z3_OP_IDIV
	OpRem           DeclKind = C.Z3_OP_REM
	OpMod           DeclKind = C.Z3_OP_MOD
	OpToReal        DeclKind = C.Z3_OP_TO_REAL
	OpToInt         DeclKind = C.Z3_OP_TO_INT
	OpIsInt         DeclKind = C.Z3_OP_IS_INT
	OpPower         DeclKind = C.Z3_OP_POWER
	OpStore         DeclKind = C.Z3_OP_STORE
	OpSelect        DeclKind = C.Z3_OP_SELECT
	OpConstArray    DeclKind = C.Z3_OP_CONST_ARRAY
	OpArrayDefault  DeclKind = C.Z3_OP_ARRAY_DEFAULT
	OpAsArray       DeclKind = C.Z3_OP_AS_ARRAY
	OpUninterpreted DeclKind = C.Z3_OP_UNINTERPRETED

	OpBNum        DeclKind = C.Z3_OP_BNUM
	OpBit1        DeclKind = C.Z3_OP_BIT1
	OpBit0        DeclKind = C.Z3_OP_BIT0
	OpBNeg        DeclKind = C.Z3_OP_BNEG
	OpBAdd        DeclKind = C.Z3_OP_BADD
	OpBSub        DeclKind = C.Z3_OP_BSUB
	OpBMul        DeclKind = C.Z3_OP_BMUL
	OpBSDiv       DeclKind = C.Z3_OP_BSDIV
	OpBUDiv       DeclKind = C.Z3_OP_BUDIV
	OpBSRem       DeclKind = C.Z3_OP_BSREM
	OpBURem       DeclKind = C.Z3_OP_BUREM
	OpBSMod       DeclKind = C.Z3_OP_BSMOD
	OpBSDivI      DeclKind = C.Z3_OP_BSDIV_I
	OpBUDivI      DeclKind = C.Z3_OP_BUDIV_I
	OpBSRemI      DeclKind = C.Z3_OP_BSREM_I
	OpBURemI      DeclKind = C.Z3_OP_BUREM_I
	OpBSModI      DeclKind = C.Z3_OP_BSMOD_I
	OpULeq        DeclKind = C.Z3_OP_ULEQ
	OpSLeq        DeclKind = C.Z3_OP_SLEQ
	OpUGeq        DeclKind = C.Z3_OP_UGEQ
	OpSGeq        DeclKind = C.Z3_OP_SGEQ
	OpULt         DeclKind = C.Z3_OP_ULT
	OpSLt         DeclKind = C.Z3_OP_SLT
	OpUGt         DeclKind = C.Z3_OP_UGT
	OpSGt         DeclKind = C.Z3_OP_SGT
	OpBAnd        DeclKind = C.Z3_OP_BAND
	OpBOr         DeclKind = C.Z3_OP_BOR
	OpBNot        DeclKind = C.Z3_OP_BNOT
	OpBXor        DeclKind = C.Z3_OP_BXOR
	OpBNand       DeclKind = C.Z3_OP_BNAND
	OpBNor        DeclKind = C.Z3_OP_BNOR
	OpBXnor       DeclKind = C.Z3_OP_BXNOR
	OpConcat      DeclKind = C.Z3_OP_CONCAT
	OpSignExt     DeclKind = C.Z3_OP_SIGN_EXT
	OpZeroExt     DeclKind = C.Z3_OP_ZERO_EXT
	OpExtract     DeclKind = C.Z3_OP_EXTRACT
	OpRepeat      DeclKind = C.Z3_OP_REPEAT
	OpBRedOr      DeclKind = C.Z3_OP_BREDOR
	OpBRedAnd     DeclKind = C.Z3_OP_BREDAND
	OpBComp       DeclKind = C.Z3_OP_BCOMP
	OpBShl        DeclKind = C.Z3_OP_BSHL
	OpBLShr       DeclKind = C.Z3_OP_BLSHR
	OpBAShr       DeclKind = C.Z3_OP_BASHR
	OpRotateLeft  DeclKind = C.Z3_OP_ROTATE_LEFT
	OpRotateRight DeclKind = C.Z3_OP_ROTATE_RIGHT
)

// DeclKind returns the kind of a's declaration, or -1 if a is not an
// application.
func (a AST) DeclKind() DeclKind {
	if !a.isApp() {
		return -1
	}
	c := a.h.ctx
	d := C.Z3_get_app_decl(c.ptr, C.Z3_to_app(c.ptr, a.ptr()))
	return DeclKind(C.Z3_get_decl_kind(c.ptr, d))
}

// Name returns the name of a's declaration ("x" for a constant x, "+"
// for a sum), or "" if a is not an application.
func (a AST) Name() string {
	if !a.isApp() {
		return ""
	}
	c := a.h.ctx
	d := C.Z3_get_app_decl(c.ptr, C.Z3_to_app(c.ptr, a.ptr()))
	return c.symbolString(C.Z3_get_decl_name(c.ptr, d))
}

// Decl returns a's declaration.
func (a AST) Decl() (FuncDecl, error) {
	c := a.h.ctxOrNil()
	if _, err := c.arg(a); err != nil {
		return FuncDecl{}, err
	}
	if !a.isApp() {
		return FuncDecl{}, &Error{Op: "Decl", Msg: a.Kind().String() + " is not an application"}
	}
	return c.mkDecl("Decl", C.Z3_get_app_decl(c.ptr, C.Z3_to_app(c.ptr, a.ptr())))
}

// NumArgs returns the number of arguments of an application, else 0.
func (a AST) NumArgs() int {
	if !a.isApp() {
		return 0
	}
	c := a.h.ctx
	return int(C.Z3_get_app_num_args(c.ptr, C.Z3_to_app(c.ptr, a.ptr())))
}

// Arg returns argument i of an application.
func (a AST) Arg(i int) (AST, error) {
	c := a.h.ctxOrNil()
	if _, err := c.arg(a); err != nil {
		return AST{}, err
	}
	if i < 0 || i >= a.NumArgs() {
		return AST{}, &Error{Op: "Arg", Msg: "argument index out of range"}
	}
	return c.mkAST("Arg", C.Z3_get_app_arg(c.ptr, C.Z3_to_app(c.ptr, a.ptr()), C.uint(i)))
}

// Args returns all arguments of an application (none for a constant or
// a non-application).
func (a AST) Args() ([]AST, error) {
	n := a.NumArgs()
	out := make([]AST, n)
	for i := range out {
		x, err := a.Arg(i)
		if err != nil {
			a.h.ctx.Release(asRefs(out[:i])...)
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

// NumeralString returns a numeral as Z3 prints it: "42", "-5", "-1/3".
func (a AST) NumeralString() (string, error) {
	c := a.h.ctxOrNil()
	p, err := c.arg(a)
	if err != nil {
		return "", err
	}
	if a.Kind() != NumeralAST {
		return "", &Error{Op: "NumeralString", Msg: a.String() + " is not a numeral"}
	}
	s := C.GoString(C.Z3_get_numeral_string(c.ptr, p))
	return s, c.check("NumeralString")
}

// BoolValue returns the value of the constants true and false; ok is false
// for any other term.
func (a AST) BoolValue() (value, ok bool) {
	if !a.h.live() {
		return false, false
	}
	switch C.Z3_get_bool_value(a.h.cctx(), a.ptr()) {
	case C.Z3_L_TRUE:
		return true, true
	case C.Z3_L_FALSE:
		return false, true
	}
	return false, false
}

// Sort returns a's sort.
func (a AST) Sort() (Sort, error) {
	c := a.h.ctxOrNil()
	p, err := c.arg(a)
	if err != nil {
		return Sort{}, err
	}
	return c.mkSort("Sort", C.Z3_get_sort(c.ptr, p))
}

// VarIndex returns the de Bruijn index of a bound variable.
func (a AST) VarIndex() (int, error) {
	c := a.h.ctxOrNil()
	p, err := c.arg(a)
	if err != nil {
		return 0, err
	}
	if a.Kind() != VarAST {
		return 0, &Error{Op: "VarIndex", Msg: a.String() + " is not a bound variable"}
	}
	return int(C.Z3_get_index_value(c.ptr, p)), nil
}

// QuantifierKind tells a quantifier's binder.
type QuantifierKind int

// Binders.
const (
	NotQuantifier QuantifierKind = iota
	ForallQ
	ExistsQ
	LambdaQ
)

// Quantifier returns a's binder, or NotQuantifier.
func (a AST) Quantifier() QuantifierKind {
	if a.Kind() != QuantifierAST {
		return NotQuantifier
	}
	c, p := a.h.ctx, a.ptr()
	switch {
	case bool(C.Z3_is_quantifier_forall(c.ptr, p)):
		return ForallQ
	case bool(C.Z3_is_quantifier_exists(c.ptr, p)):
		return ExistsQ
	}
	return LambdaQ
}

// Bound returns the names and sorts of a quantifier's bound variables,
// outermost first; the variable with de Bruijn index i is
// names[len(names)-1-i].
func (a AST) Bound() (names []string, sorts []Sort, err error) {
	if a.Quantifier() == NotQuantifier {
		return nil, nil, &Error{Op: "Bound", Msg: a.String() + " is not a quantifier"}
	}
	c, p := a.h.ctx, a.ptr()
	n := int(C.Z3_get_quantifier_num_bound(c.ptr, p))
	for i := 0; i < n; i++ {
		names = append(names, c.symbolString(C.Z3_get_quantifier_bound_name(c.ptr, p, C.uint(i))))
		s, err := c.mkSort("Bound", C.Z3_get_quantifier_bound_sort(c.ptr, p, C.uint(i)))
		if err != nil {
			c.Release(asRefs(sorts)...)
			return nil, nil, err
		}
		sorts = append(sorts, s)
	}
	return names, sorts, nil
}

// Body returns a quantifier's body, in which bound variables are VarAST.
func (a AST) Body() (AST, error) {
	if a.Quantifier() == NotQuantifier {
		return AST{}, &Error{Op: "Body", Msg: a.String() + " is not a quantifier"}
	}
	c := a.h.ctx
	return c.mkAST("Body", C.Z3_get_quantifier_body(c.ptr, a.ptr()))
}

// Name returns the declaration's name.
func (f FuncDecl) Name() string {
	if !f.h.live() {
		return ""
	}
	c := f.h.ctx
	return c.symbolString(C.Z3_get_decl_name(c.ptr, f.ptr()))
}

// Kind returns the declaration's kind.
func (f FuncDecl) Kind() DeclKind {
	if !f.h.live() {
		return -1
	}
	return DeclKind(C.Z3_get_decl_kind(f.h.cctx(), f.ptr()))
}

// Arity returns the number of parameters.
func (f FuncDecl) Arity() int {
	if !f.h.live() {
		return 0
	}
	return int(C.Z3_get_arity(f.h.cctx(), f.ptr()))
}

// Domain returns the sort of parameter i.
func (f FuncDecl) Domain(i int) (Sort, error) {
	c := f.h.ctxOrNil()
	p, err := c.use(f.h)
	if err != nil {
		return Sort{}, err
	}
	if i < 0 || i >= f.Arity() {
		return Sort{}, &Error{Op: "FuncDecl.Domain", Msg: "parameter index out of range"}
	}
	return c.mkSort("FuncDecl.Domain", C.Z3_get_domain(c.ptr, C.Z3_func_decl(p), C.uint(i)))
}

// Range returns the result sort.
func (f FuncDecl) Range() (Sort, error) {
	c := f.h.ctxOrNil()
	p, err := c.use(f.h)
	if err != nil {
		return Sort{}, err
	}
	return c.mkSort("FuncDecl.Range", C.Z3_get_range(c.ptr, C.Z3_func_decl(p)))
}

// asRefs converts a slice of AST or Sort to Refs for Release.
func asRefs[T Ref](xs []T) []Ref {
	out := make([]Ref, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}

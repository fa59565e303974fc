package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"fmt"
	"strconv"
	"unsafe"
)

// symbol makes a string symbol; Z3 copies the name.
func (c *Context) symbol(name string) C.Z3_symbol {
	cs := C.CString(name)
	defer C.free(unsafe.Pointer(cs))
	return C.Z3_mk_string_symbol(c.ptr, cs)
}

// Const returns the constant (free variable) name of sort s. The same name
// and sort always give the same term.
func (c *Context) Const(name string, s Sort) (AST, error) {
	sp, err := c.sortArg(s)
	if err != nil {
		return AST{}, err
	}
	return c.mkAST("Const", C.Z3_mk_const(c.ptr, c.symbol(name), sp))
}

// FuncDecl declares an uninterpreted function.
func (c *Context) FuncDecl(name string, domain []Sort, rng Sort) (FuncDecl, error) {
	dom, r, err := c.signature(domain, rng)
	if err != nil {
		return FuncDecl{}, err
	}
	f := C.Z3_mk_func_decl(c.ptr, c.symbol(name), C.uint(len(dom)), first(dom), r)
	return c.mkDecl("FuncDecl", f)
}

// signature checks a function's domain and range sorts and returns them
// as Z3 sorts.
func (c *Context) signature(domain []Sort, rng Sort) ([]C.Z3_sort, C.Z3_sort, error) {
	r, err := c.sortArg(rng)
	if err != nil {
		return nil, nil, err
	}
	dom := make([]C.Z3_sort, len(domain))
	for i, s := range domain {
		if dom[i], err = c.sortArg(s); err != nil {
			return nil, nil, err
		}
	}
	return dom, r, nil
}

// App applies f to args.
func (c *Context) App(f FuncDecl, args ...AST) (AST, error) {
	fp, err := c.use(f.h)
	if err != nil {
		return AST{}, err
	}
	xs, err := c.args(args)
	if err != nil {
		return AST{}, err
	}
	p := C.Z3_mk_app(c.ptr, C.Z3_func_decl(fp), C.uint(len(xs)), first(xs))
	return c.mkAST("App", p)
}

// Numeral returns the numeral s of sort srt (Int or Real). s is a decimal
// integer, a fraction "p/q" or a decimal "1.25", optionally with a leading
// '-'; fractions and decimals need a Real sort.
func (c *Context) Numeral(s string, srt Sort) (AST, error) {
	sp, err := c.sortArg(srt)
	if err != nil {
		return AST{}, err
	}
	cs := C.CString(s)
	defer C.free(unsafe.Pointer(cs))
	return c.mkAST("Numeral", C.Z3_mk_numeral(c.ptr, cs, sp))
}

// Int returns the integer numeral written s in decimal, e.g. "-5".
func (c *Context) Int(s string) (AST, error) {
	srt, err := c.IntSort()
	if err != nil {
		return AST{}, err
	}
	defer c.Release(srt)
	return c.Numeral(s, srt)
}

// IntVal returns the integer numeral v.
func (c *Context) IntVal(v int64) (AST, error) {
	return c.Int(strconv.FormatInt(v, 10))
}

// Real returns the real numeral s: "3", "-1/3", "2.5".
func (c *Context) Real(s string) (AST, error) {
	srt, err := c.RealSort()
	if err != nil {
		return AST{}, err
	}
	defer c.Release(srt)
	return c.Numeral(s, srt)
}

// Bool returns true or false.
func (c *Context) Bool(b bool) (AST, error) {
	if err := c.live(); err != nil {
		return AST{}, err
	}
	if b {
		return c.mkAST("Bool", C.Z3_mk_true(c.ptr))
	}
	return c.mkAST("Bool", C.Z3_mk_false(c.ptr))
}

// True returns the constant true.
func (c *Context) True() (AST, error) { return c.Bool(true) }

// False returns the constant false.
func (c *Context) False() (AST, error) { return c.Bool(false) }

// unary, binary, ternary and nary wrap constructors: validate, call, check.
func (c *Context) unary(op string, a AST, f func(C.Z3_context, C.Z3_ast) C.Z3_ast) (AST, error) {
	x, err := c.arg(a)
	if err != nil {
		return AST{}, err
	}
	return c.mkAST(op, f(c.ptr, x))
}

func (c *Context) binary(op string, a, b AST, f func(C.Z3_context, C.Z3_ast, C.Z3_ast) C.Z3_ast) (AST, error) {
	xs, err := c.args([]AST{a, b})
	if err != nil {
		return AST{}, err
	}
	return c.mkAST(op, f(c.ptr, xs[0], xs[1]))
}

func (c *Context) nary(op string, as []AST, f func(C.Z3_context, C.uint, *C.Z3_ast) C.Z3_ast) (AST, error) {
	xs, err := c.args(as)
	if err != nil {
		return AST{}, err
	}
	return c.mkAST(op, f(c.ptr, C.uint(len(xs)), first(xs)))
}

// Not returns ¬a.
func (c *Context) Not(a AST) (AST, error) {
	return c.unary("Not", a, func(c C.Z3_context, a C.Z3_ast) C.Z3_ast { return C.Z3_mk_not(c, a) })
}

// And returns the conjunction of as; true when as is empty.
func (c *Context) And(as ...AST) (AST, error) {
	if len(as) == 0 {
		return c.True()
	}
	return c.nary("And", as, func(c C.Z3_context, n C.uint, p *C.Z3_ast) C.Z3_ast { return C.Z3_mk_and(c, n, p) })
}

// Or returns the disjunction of as; false when as is empty.
func (c *Context) Or(as ...AST) (AST, error) {
	if len(as) == 0 {
		return c.False()
	}
	return c.nary("Or", as, func(c C.Z3_context, n C.uint, p *C.Z3_ast) C.Z3_ast { return C.Z3_mk_or(c, n, p) })
}

// Implies returns a ⇒ b.
func (c *Context) Implies(a, b AST) (AST, error) {
	return c.binary("Implies", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_implies(c, a, b) })
}

// Xor returns a ⊕ b.
func (c *Context) Xor(a, b AST) (AST, error) {
	return c.binary("Xor", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_xor(c, a, b) })
}

// Iff returns a ⇔ b for Boolean a and b. Z3 represents it as Boolean
// equality: its DeclKind is OpEq.
func (c *Context) Iff(a, b AST) (AST, error) {
	return c.binary("Iff", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_iff(c, a, b) })
}

// Eq returns a = b; a and b must have the same sort.
func (c *Context) Eq(a, b AST) (AST, error) {
	return c.binary("Eq", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_eq(c, a, b) })
}

// Distinct returns pairwise disequality of as; true for fewer than two.
func (c *Context) Distinct(as ...AST) (AST, error) {
	if len(as) < 2 {
		return c.True()
	}
	return c.nary("Distinct", as, func(c C.Z3_context, n C.uint, p *C.Z3_ast) C.Z3_ast { return C.Z3_mk_distinct(c, n, p) })
}

// Ite returns if cond then a else b.
func (c *Context) Ite(cond, a, b AST) (AST, error) {
	xs, err := c.args([]AST{cond, a, b})
	if err != nil {
		return AST{}, err
	}
	return c.mkAST("Ite", C.Z3_mk_ite(c.ptr, xs[0], xs[1], xs[2]))
}

// Le returns a ≤ b.
func (c *Context) Le(a, b AST) (AST, error) {
	return c.binary("Le", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_le(c, a, b) })
}

// Lt returns a < b.
func (c *Context) Lt(a, b AST) (AST, error) {
	return c.binary("Lt", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_lt(c, a, b) })
}

// Ge returns a ≥ b.
func (c *Context) Ge(a, b AST) (AST, error) {
	return c.binary("Ge", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_ge(c, a, b) })
}

// Gt returns a > b.
func (c *Context) Gt(a, b AST) (AST, error) {
	return c.binary("Gt", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_gt(c, a, b) })
}

// Add returns the sum of as (at least one).
func (c *Context) Add(as ...AST) (AST, error) {
	return c.nary("Add", as, func(c C.Z3_context, n C.uint, p *C.Z3_ast) C.Z3_ast { return C.Z3_mk_add(c, n, p) })
}

// Sub returns as[0] - as[1] - ... (at least one).
func (c *Context) Sub(as ...AST) (AST, error) {
	return c.nary("Sub", as, func(c C.Z3_context, n C.uint, p *C.Z3_ast) C.Z3_ast { return C.Z3_mk_sub(c, n, p) })
}

// Mul returns the product of as (at least one).
func (c *Context) Mul(as ...AST) (AST, error) {
	return c.nary("Mul", as, func(c C.Z3_context, n C.uint, p *C.Z3_ast) C.Z3_ast { return C.Z3_mk_mul(c, n, p) })
}

// Neg returns -a.
func (c *Context) Neg(a AST) (AST, error) {
	return c.unary("Neg", a, func(c C.Z3_context, a C.Z3_ast) C.Z3_ast { return C.Z3_mk_unary_minus(c, a) })
}

// IDiv returns integer division a div b (SMT-LIB semantics); both
// arguments must be Int.
func (c *Context) IDiv(a, b AST) (AST, error) {
	if err := c.wantSorts("IDiv", IntSort, a, b); err != nil {
		return AST{}, err
	}
	return c.binary("IDiv", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_div(c, a, b) })
}

// Div returns real division a / b. Int arguments are converted with
// to_real first, as SMT-LIB's mixed arithmetic does.
func (c *Context) Div(a, b AST) (AST, error) {
	ra, err := c.realOf(a)
	if err != nil {
		return AST{}, err
	}
	if ra != a {
		defer c.Release(ra)
	}
	rb, err := c.realOf(b)
	if err != nil {
		return AST{}, err
	}
	if rb != b {
		defer c.Release(rb)
	}
	return c.binary("Div", ra, rb, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_div(c, a, b) })
}

// Mod returns a mod b (Int).
func (c *Context) Mod(a, b AST) (AST, error) {
	return c.binary("Mod", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_mod(c, a, b) })
}

// Rem returns a rem b (Int).
func (c *Context) Rem(a, b AST) (AST, error) {
	return c.binary("Rem", a, b, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_rem(c, a, b) })
}

// Abs returns |a| as ite(a >= 0, a, -a): Z3 4.8.12 has no Z3_mk_abs.
func (c *Context) Abs(a AST) (AST, error) {
	srt, err := a.Sort()
	if err != nil {
		return AST{}, err
	}
	defer c.Release(srt)
	zero, err := c.Numeral("0", srt)
	if err != nil {
		return AST{}, err
	}
	defer c.Release(zero)
	ge, err := c.Ge(a, zero)
	if err != nil {
		return AST{}, err
	}
	defer c.Release(ge)
	neg, err := c.Neg(a)
	if err != nil {
		return AST{}, err
	}
	defer c.Release(neg)
	return c.Ite(ge, a, neg)
}

// ToReal converts an Int term to Real.
func (c *Context) ToReal(a AST) (AST, error) {
	return c.unary("ToReal", a, func(c C.Z3_context, a C.Z3_ast) C.Z3_ast { return C.Z3_mk_int2real(c, a) })
}

// ToInt returns the floor of a Real term as an Int.
func (c *Context) ToInt(a AST) (AST, error) {
	return c.unary("ToInt", a, func(c C.Z3_context, a C.Z3_ast) C.Z3_ast { return C.Z3_mk_real2int(c, a) })
}

// IsInt returns the predicate "the Real a is an integer".
func (c *Context) IsInt(a AST) (AST, error) {
	return c.unary("IsInt", a, func(c C.Z3_context, a C.Z3_ast) C.Z3_ast { return C.Z3_mk_is_int(c, a) })
}

// Select returns arr[i].
func (c *Context) Select(arr, i AST) (AST, error) {
	return c.binary("Select", arr, i, func(c C.Z3_context, a, b C.Z3_ast) C.Z3_ast { return C.Z3_mk_select(c, a, b) })
}

// Store returns arr with arr[i] replaced by v.
func (c *Context) Store(arr, i, v AST) (AST, error) {
	xs, err := c.args([]AST{arr, i, v})
	if err != nil {
		return AST{}, err
	}
	return c.mkAST("Store", C.Z3_mk_store(c.ptr, xs[0], xs[1], xs[2]))
}

// ConstArray returns the array over index sort domain mapping every index
// to v.
func (c *Context) ConstArray(domain Sort, v AST) (AST, error) {
	d, err := c.sortArg(domain)
	if err != nil {
		return AST{}, err
	}
	x, err := c.arg(v)
	if err != nil {
		return AST{}, err
	}
	return c.mkAST("ConstArray", C.Z3_mk_const_array(c.ptr, d, x))
}

// Forall returns ∀vars. body; vars are constants made by Const.
func (c *Context) Forall(vars []AST, body AST) (AST, error) {
	return c.quantifier("Forall", true, vars, body)
}

// Exists returns ∃vars. body; vars are constants made by Const.
func (c *Context) Exists(vars []AST, body AST) (AST, error) {
	return c.quantifier("Exists", false, vars, body)
}

func (c *Context) quantifier(op string, forall bool, vars []AST, body AST) (AST, error) {
	apps, err := c.apps(op, vars)
	if err != nil {
		return AST{}, err
	}
	b, err := c.arg(body)
	if err != nil {
		return AST{}, err
	}
	p := C.Z3_mk_quantifier_const(c.ptr, C.bool(forall), 0, C.uint(len(apps)), first(apps), 0, nil, b)
	return c.mkAST(op, p)
}

// apps validates constants for use as bound or projected variables.
func (c *Context) apps(op string, vars []AST) ([]C.Z3_app, error) {
	xs, err := c.args(vars)
	if err != nil {
		return nil, err
	}
	out := make([]C.Z3_app, len(xs))
	for i, x := range xs {
		v := vars[i]
		if v.Kind() != AppAST || v.NumArgs() != 0 || v.DeclKind() != OpUninterpreted {
			return nil, &Error{Op: op, Msg: "variable " + v.String() + " is not an uninterpreted constant"}
		}
		out[i] = C.Z3_to_app(c.ptr, x)
	}
	return out, nil
}

// realOf returns a itself if it is not Int, or to_real(a) for an Int.
func (c *Context) realOf(a AST) (AST, error) {
	s, err := a.Sort()
	if err != nil {
		return AST{}, err
	}
	defer c.Release(s)
	if s.Kind() == IntSort {
		return c.ToReal(a)
	}
	return a, nil
}

// wantSorts checks that every argument has sort kind k.
func (c *Context) wantSorts(op string, k SortKind, as ...AST) error {
	for _, a := range as {
		s, err := a.Sort()
		if err != nil {
			return err
		}
		got := s.Kind()
		c.Release(s)
		if got != k {
			return &Error{Op: op, Msg: "argument " + a.String() + " has sort " + got.String() + ", want " + k.String()}
		}
	}
	return nil
}

// Substitute returns a with every occurrence of from[i] replaced by to[i],
// all at once (Z3_substitute): an instance of a formula over parameters,
// made without converting the instance term by term.
func (c *Context) Substitute(a AST, from, to []AST) (AST, error) {
	if len(from) != len(to) {
		return AST{}, fmt.Errorf("z3: Substitute: %d terms to replace, %d replacements", len(from), len(to))
	}
	xs, err := c.args(append([]AST{a}, append(append([]AST(nil), from...), to...)...))
	if err != nil {
		return AST{}, err
	}
	n := len(from)
	return c.mkAST("Substitute", C.Z3_substitute(c.ptr, xs[0], C.uint(n), first(xs[1:1+n]), first(xs[1+n:])))
}

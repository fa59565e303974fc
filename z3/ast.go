package z3

/*
#include <z3.h>
*/
import "C"

// AST is a Z3 term (Z3_ast) owned by a Context. It is a small value; copies
// share one reference, released by the owning Scope's End, by
// Context.Release or by Context.Close. The zero AST is invalid.
type AST struct{ h *handle }

// Sort is a Z3 sort owned by a Context, with the same ownership as AST.
type Sort struct{ h *handle }

// FuncDecl is a Z3 function declaration owned by a Context, with the same
// ownership as AST.
type FuncDecl struct{ h *handle }

func (a AST) handle() *handle      { return a.h }
func (s Sort) handle() *handle     { return s.h }
func (f FuncDecl) handle() *handle { return f.h }

// ptr returns the Z3 pointer of a live handle, or nil.
func (h *handle) live() bool { return h != nil && h.p != nil && h.ctx.ptr != nil }

func (a AST) ptr() C.Z3_ast            { return C.Z3_ast(a.h.p) }
func (s Sort) ptr() C.Z3_sort          { return C.Z3_sort(s.h.p) }
func (f FuncDecl) ptr() C.Z3_func_decl { return C.Z3_func_decl(f.h.p) }
func (h *handle) cctx() C.Z3_context   { return h.ctx.ptr }

// Valid reports whether a is a live handle (not zero, released or closed).
func (a AST) Valid() bool { return a.h.live() }

// Valid reports whether s is a live handle.
func (s Sort) Valid() bool { return s.h.live() }

// Valid reports whether f is a live handle.
func (f FuncDecl) Valid() bool { return f.h.live() }

// Context returns the context that owns a (nil for the zero AST).
func (a AST) Context() *Context {
	if a.h == nil {
		return nil
	}
	return a.h.ctx
}

// String prints a in SMT-LIB2 syntax (Z3_ast_to_string).
func (a AST) String() string {
	if !a.h.live() {
		return "<invalid AST>"
	}
	return C.GoString(C.Z3_ast_to_string(a.h.cctx(), a.ptr()))
}

// String prints s (Z3_sort_to_string).
func (s Sort) String() string {
	if !s.h.live() {
		return "<invalid sort>"
	}
	return C.GoString(C.Z3_sort_to_string(s.h.cctx(), s.ptr()))
}

// String prints f (Z3_func_decl_to_string).
func (f FuncDecl) String() string {
	if !f.h.live() {
		return "<invalid func decl>"
	}
	return C.GoString(C.Z3_func_decl_to_string(f.h.cctx(), f.ptr()))
}

// Equal reports whether a and b are the same term. Z3 hash-conses terms,
// so structural equality is pointer equality.
func (a AST) Equal(b AST) bool {
	return a.h.live() && b.h.live() && a.h.p == b.h.p
}

// Equal reports whether s and t are the same sort.
func (s Sort) Equal(t Sort) bool {
	return s.h.live() && t.h.live() && s.h.p == t.h.p
}

// Equal reports whether f and g are the same declaration.
func (f FuncDecl) Equal(g FuncDecl) bool {
	return f.h.live() && g.h.live() && f.h.p == g.h.p
}

// ID is Z3's unique identifier of the term (Z3_get_ast_id), stable while
// the term is alive; -1 for an invalid handle.
func (a AST) ID() int {
	if !a.h.live() {
		return -1
	}
	return int(C.Z3_get_ast_id(a.h.cctx(), a.ptr()))
}

// Hash is Z3's hash of the term (Z3_get_ast_hash); 0 for an invalid handle.
func (a AST) Hash() uint32 {
	if !a.h.live() {
		return 0
	}
	return uint32(C.Z3_get_ast_hash(a.h.cctx(), a.ptr()))
}

// mkAST checks the error code after a constructor and takes ownership of p.
func (c *Context) mkAST(op string, p C.Z3_ast) (AST, error) {
	if err := c.check(op); err != nil {
		return AST{}, err
	}
	if p == nil {
		return AST{}, &Error{Op: op, Msg: "Z3 returned no term"}
	}
	return AST{c.ownAST(p)}, nil
}

// mkSort is mkAST for sorts.
func (c *Context) mkSort(op string, s C.Z3_sort) (Sort, error) {
	if err := c.check(op); err != nil {
		return Sort{}, err
	}
	if s == nil {
		return Sort{}, &Error{Op: op, Msg: "Z3 returned no sort"}
	}
	return Sort{c.ownAST(C.Z3_sort_to_ast(c.ptr, s))}, nil
}

// mkDecl is mkAST for function declarations.
func (c *Context) mkDecl(op string, f C.Z3_func_decl) (FuncDecl, error) {
	if err := c.check(op); err != nil {
		return FuncDecl{}, err
	}
	if f == nil {
		return FuncDecl{}, &Error{Op: op, Msg: "Z3 returned no declaration"}
	}
	return FuncDecl{c.ownAST(C.Z3_func_decl_to_ast(c.ptr, f))}, nil
}

// arg validates one AST argument.
func (c *Context) arg(a AST) (C.Z3_ast, error) {
	p, err := c.use(a.h)
	return C.Z3_ast(p), err
}

// sortArg validates one Sort argument.
func (c *Context) sortArg(s Sort) (C.Z3_sort, error) {
	p, err := c.use(s.h)
	return C.Z3_sort(p), err
}

// args validates AST arguments into an array Z3 can read. The array is Go
// memory holding only C pointers, which cgo allows to pass.
func (c *Context) args(xs []AST) ([]C.Z3_ast, error) {
	if err := c.live(); err != nil {
		return nil, err
	}
	out := make([]C.Z3_ast, len(xs))
	for i, x := range xs {
		p, err := c.arg(x)
		if err != nil {
			return nil, err
		}
		out[i] = p
	}
	return out, nil
}

// first returns a pointer to the first element, or nil for an empty slice.
func first[T any](xs []T) *T {
	if len(xs) == 0 {
		return nil
	}
	return &xs[0]
}

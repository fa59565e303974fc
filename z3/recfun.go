package z3

/*
#include <z3.h>
*/
import "C"

// RecFuncDecl declares a recursive function, to be given its definition
// with AddRecDef before it is used in a check.
func (c *Context) RecFuncDecl(name string, domain []Sort, rng Sort) (FuncDecl, error) {
	dom, r, err := c.signature(domain, rng)
	if err != nil {
		return FuncDecl{}, err
	}
	f := C.Z3_mk_rec_func_decl(c.ptr, c.symbol(name), C.uint(len(dom)), first(dom), r)
	return c.mkDecl("RecFuncDecl", f)
}

// AddRecDef defines the recursive function f: f(vars) = body, where vars
// are constants made by Const (one per argument) and body may apply f.
func (c *Context) AddRecDef(f FuncDecl, vars []AST, body AST) error {
	fp, err := c.use(f.h)
	if err != nil {
		return err
	}
	xs, err := c.args(vars)
	if err != nil {
		return err
	}
	b, err := c.arg(body)
	if err != nil {
		return err
	}
	C.Z3_add_rec_def(c.ptr, C.Z3_func_decl(fp), C.uint(len(xs)), first(xs), b)
	return c.check("AddRecDef")
}

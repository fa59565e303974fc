package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"unsafe"
)

// FreshConst returns a constant of sort s whose name starts with prefix
// and differs from every other constant's: a quantifier's bound variable
// (see Context.Forall), which no free variable of the same name can be confused
// with.
func (c *Context) FreshConst(prefix string, s Sort) (AST, error) {
	sp, err := c.sortArg(s)
	if err != nil {
		return AST{}, err
	}
	cs := C.CString(prefix)
	defer C.free(unsafe.Pointer(cs))
	return c.mkAST("FreshConst", C.Z3_mk_fresh_const(c.ptr, cs, sp))
}

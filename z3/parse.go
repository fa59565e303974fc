package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import "unsafe"

// ParseSMTLIB2 parses SMT-LIB2 declarations and assertions
// (Z3_parse_smtlib2_string) and returns the asserted formulas. Intended for
// tests and debugging; the project's own reader is package smtlib2.
func (c *Context) ParseSMTLIB2(src string) ([]AST, error) {
	if err := c.live(); err != nil {
		return nil, err
	}
	cs := C.CString(src)
	defer C.free(unsafe.Pointer(cs))
	v := C.Z3_parse_smtlib2_string(c.ptr, cs, 0, nil, nil, 0, nil, nil)
	return c.takeVector("ParseSMTLIB2", v)
}

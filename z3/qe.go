package z3

/*
#include <z3.h>
*/
import "C"

// Simplify rewrites a with Z3's default simplifier (Z3_simplify).
func (c *Context) Simplify(a AST) (AST, error) {
	return c.unary("Simplify", a, func(c C.Z3_context, a C.Z3_ast) C.Z3_ast { return C.Z3_simplify(c, a) })
}

// SimplifyWith rewrites a with simplifier parameters, e.g.
// Params{"arith_lhs": true} (Z3_simplify_ex).
func (c *Context) SimplifyWith(a AST, ps Params) (AST, error) {
	x, err := c.arg(a)
	if err != nil {
		return AST{}, err
	}
	p, err := c.mkParams(ps)
	if err != nil {
		return AST{}, err
	}
	defer C.Z3_params_dec_ref(c.ptr, p)
	return c.mkAST("SimplifyWith", C.Z3_simplify_ex(c.ptr, x, p))
}

// QeLite eliminates what it cheaply can of ∃vars. body (Z3_qe_lite, from
// z3_spacer.h): equalities that define a variable are solved and
// substituted. It returns the new body, with no quantifier, and the
// variables it could not eliminate, which may still occur in it.
func (c *Context) QeLite(vars []AST, body AST) (AST, []AST, error) {
	apps, err := c.apps("QeLite", vars)
	if err != nil {
		return AST{}, nil, err
	}
	b, err := c.arg(body)
	if err != nil {
		return AST{}, nil, err
	}
	v := C.Z3_mk_ast_vector(c.ptr)
	if err := c.check("QeLite"); err != nil {
		return AST{}, nil, err
	}
	C.Z3_ast_vector_inc_ref(c.ptr, v)
	defer C.Z3_ast_vector_dec_ref(c.ptr, v)
	for _, a := range apps {
		C.Z3_ast_vector_push(c.ptr, v, C.Z3_app_to_ast(c.ptr, a))
	}
	r, err := c.mkAST("QeLite", C.Z3_qe_lite(c.ptr, v, b))
	if err != nil {
		return AST{}, nil, err
	}
	n := int(C.Z3_ast_vector_size(c.ptr, v))
	left := make([]AST, n)
	for i := range left {
		left[i] = AST{c.ownAST(C.Z3_ast_vector_get(c.ptr, v, C.uint(i)))}
	}
	return r, left, nil
}

// ModelProject returns a model-based projection of ∃vars. body
// (Z3_qe_model_project, from z3_spacer.h). body must be true in m, vars
// are constants; the result is quantifier- and vars-free (variables the
// projection cannot eliminate are replaced by their values in m), true in
// m, and implies ∃vars. body.
func (c *Context) ModelProject(m *Model, vars []AST, body AST) (AST, error) {
	_, mp, err := m.use()
	if err != nil {
		return AST{}, err
	}
	if m.h.ctx != c {
		return AST{}, errForeign
	}
	apps, err := c.apps("ModelProject", vars)
	if err != nil {
		return AST{}, err
	}
	b, err := c.arg(body)
	if err != nil {
		return AST{}, err
	}
	p := C.Z3_qe_model_project(c.ptr, mp, C.uint(len(apps)), first(apps), b)
	return c.mkAST("ModelProject", p)
}

// ModelExtrapolate returns a formula implied by m that generalises m
// with respect to fml (Z3_model_extrapolate, from z3_spacer.h): fml must
// be true in m, and the result is true in m and implies fml.
func (c *Context) ModelExtrapolate(m *Model, fml AST) (AST, error) {
	_, mp, err := m.use()
	if err != nil {
		return AST{}, err
	}
	if m.h.ctx != c {
		return AST{}, errForeign
	}
	f, err := c.arg(fml)
	if err != nil {
		return AST{}, err
	}
	return c.mkAST("ModelExtrapolate", C.Z3_model_extrapolate(c.ptr, mp, f))
}

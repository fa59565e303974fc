package z3

/*
#include <z3.h>
*/
import "C"

import "unsafe"

// Model is a Z3 model (Z3_model) owned by a Context, with the ownership of
// the other handles.
type Model struct{ h *handle }

func (m *Model) handle() *handle {
	if m == nil {
		return nil
	}
	return m.h
}

// Model returns the model of the last Check, which must have been Sat.
func (s *Solver) Model() (*Model, error) {
	c, sp, err := s.use()
	if err != nil {
		return nil, err
	}
	p := C.Z3_solver_get_model(c.ptr, sp)
	if err := c.check("Model"); err != nil {
		return nil, err
	}
	if p == nil {
		return nil, &Error{Op: "Model", Msg: "Z3 returned no model"}
	}
	C.Z3_model_inc_ref(c.ptr, p)
	return &Model{h: c.own(unsafe.Pointer(p), kindModel)}, nil
}

// emptyModel returns a model that interprets nothing (Z3_mk_model), to
// evaluate closed terms in.
func (c *Context) emptyModel() (*Model, error) {
	if err := c.live(); err != nil {
		return nil, err
	}
	p := C.Z3_mk_model(c.ptr)
	if err := c.check("Model"); err != nil {
		return nil, err
	}
	C.Z3_model_inc_ref(c.ptr, p)
	return &Model{h: c.own(unsafe.Pointer(p), kindModel)}, nil
}

// Close releases the model now (same as Context.Release(m)).
func (m *Model) Close() {
	if m != nil && m.h != nil {
		m.h.ctx.Release(m)
	}
}

func (m *Model) use() (*Context, C.Z3_model, error) {
	c := m.handle().ctxOrNil()
	p, err := c.use(m.handle())
	return c, C.Z3_model(p), err
}

// String prints the model (Z3_model_to_string).
func (m *Model) String() string {
	c, mp, err := m.use()
	if err != nil {
		return "<invalid model>"
	}
	return C.GoString(C.Z3_model_to_string(c.ptr, mp))
}

// Eval evaluates a in the model. With completion, constants the model
// leaves unassigned get default values (and the model is extended with
// them); without it they stay symbolic in the result.
func (m *Model) Eval(a AST, completion bool) (AST, error) {
	c, mp, err := m.use()
	if err != nil {
		return AST{}, err
	}
	x, err := c.arg(a)
	if err != nil {
		return AST{}, err
	}
	var out C.Z3_ast
	ok := C.Z3_model_eval(c.ptr, mp, x, C.bool(completion), &out)
	if err := c.check("Eval"); err != nil {
		return AST{}, err
	}
	if !bool(ok) || out == nil {
		return AST{}, &Error{Op: "Eval", Msg: "cannot evaluate " + a.String()}
	}
	return AST{c.ownAST(out)}, nil
}

// Consts returns the constants the model interprets.
func (m *Model) Consts() ([]FuncDecl, error) {
	c, mp, err := m.use()
	if err != nil {
		return nil, err
	}
	n := int(C.Z3_model_get_num_consts(c.ptr, mp))
	out := make([]FuncDecl, 0, n)
	for i := 0; i < n; i++ {
		d, err := c.mkDecl("Consts", C.Z3_model_get_const_decl(c.ptr, mp, C.uint(i)))
		if err != nil {
			c.Release(asRefs(out)...)
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// Funcs returns the functions the model interprets by a table, such as
// the auxiliary functions behind as-array array values.
func (m *Model) Funcs() ([]FuncDecl, error) {
	c, mp, err := m.use()
	if err != nil {
		return nil, err
	}
	n := int(C.Z3_model_get_num_funcs(c.ptr, mp))
	out := make([]FuncDecl, 0, n)
	for i := 0; i < n; i++ {
		d, err := c.mkDecl("Funcs", C.Z3_model_get_func_decl(c.ptr, mp, C.uint(i)))
		if err != nil {
			c.Release(asRefs(out)...)
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// ConstInterp returns the value of constant d; ok is false when the model
// does not assign d.
func (m *Model) ConstInterp(d FuncDecl) (v AST, ok bool, err error) {
	c, mp, err := m.use()
	if err != nil {
		return AST{}, false, err
	}
	dp, err := c.use(d.h)
	if err != nil {
		return AST{}, false, err
	}
	p := C.Z3_model_get_const_interp(c.ptr, mp, C.Z3_func_decl(dp))
	if err := c.check("ConstInterp"); err != nil {
		return AST{}, false, err
	}
	if p == nil {
		return AST{}, false, nil
	}
	return AST{c.ownAST(p)}, true, nil
}

package z3

/*
#include <z3.h>
*/
import "C"

// FuncEntry is one row of a function table: f(Args) = Value.
type FuncEntry struct {
	Args  []AST
	Value AST
}

// FuncValue is a function's interpretation in a model: a table of
// entries, and Else for all other arguments (the zero AST if the model
// leaves it unspecified).
type FuncValue struct {
	Entries []FuncEntry
	Else    AST
}

// FuncInterp returns the table interpreting f in the model
// (Z3_model_get_func_interp).
func (m *Model) FuncInterp(f FuncDecl) (FuncValue, error) {
	c, mp, err := m.use()
	if err != nil {
		return FuncValue{}, err
	}
	fp, err := c.use(f.h)
	if err != nil {
		return FuncValue{}, err
	}
	fi := C.Z3_model_get_func_interp(c.ptr, mp, C.Z3_func_decl(fp))
	if err := c.check("FuncInterp"); err != nil {
		return FuncValue{}, err
	}
	if fi == nil {
		return FuncValue{}, &Error{Op: "FuncInterp", Msg: "model has no interpretation of " + f.Name()}
	}
	C.Z3_func_interp_inc_ref(c.ptr, fi)
	defer C.Z3_func_interp_dec_ref(c.ptr, fi)
	return c.readFuncInterp(fi)
}

// readFuncInterp copies a function table into owned ASTs.
func (c *Context) readFuncInterp(fi C.Z3_func_interp) (FuncValue, error) {
	var v FuncValue
	n := int(C.Z3_func_interp_get_num_entries(c.ptr, fi))
	for i := 0; i < n; i++ {
		e := C.Z3_func_interp_get_entry(c.ptr, fi, C.uint(i))
		if err := c.check("FuncInterp"); err != nil {
			c.releaseFuncValue(v)
			return FuncValue{}, err
		}
		C.Z3_func_entry_inc_ref(c.ptr, e)
		v.Entries = append(v.Entries, c.readFuncEntry(e))
		C.Z3_func_entry_dec_ref(c.ptr, e)
	}
	els := C.Z3_func_interp_get_else(c.ptr, fi)
	if err := c.check("FuncInterp"); err != nil {
		c.releaseFuncValue(v)
		return FuncValue{}, err
	}
	if els != nil {
		v.Else = AST{c.ownAST(els)}
	}
	return v, nil
}

func (c *Context) readFuncEntry(e C.Z3_func_entry) FuncEntry {
	k := int(C.Z3_func_entry_get_num_args(c.ptr, e))
	fe := FuncEntry{Args: make([]AST, k)}
	for j := range fe.Args {
		fe.Args[j] = AST{c.ownAST(C.Z3_func_entry_get_arg(c.ptr, e, C.uint(j)))}
	}
	fe.Value = AST{c.ownAST(C.Z3_func_entry_get_value(c.ptr, e))}
	return fe
}

func (c *Context) releaseFuncValue(v FuncValue) {
	for _, e := range v.Entries {
		c.Release(asRefs(e.Args)...)
		c.Release(e.Value)
	}
	c.Release(v.Else)
}

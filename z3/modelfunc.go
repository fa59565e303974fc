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

// ArrayEntry is one explicitly stored index of an array value.
type ArrayEntry struct {
	Index AST
	Value AST
}

// ArrayValue is an array in a model: Entries override Default. Index
// values are distinct; an entry's Value may itself be an array value, to
// be read with Model.Array again. Default is the zero AST if the model
// leaves it unspecified.
type ArrayValue struct {
	Entries []ArrayEntry
	Default AST
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

// Array reads an array value of the model, as returned by Eval or
// ConstInterp: an as-array reference to a function table, a constant
// array, or stores over one of those. Lambdas and other forms are errors.
func (m *Model) Array(a AST) (ArrayValue, error) {
	c, _, err := m.use()
	if err != nil {
		return ArrayValue{}, err
	}
	if _, err := c.arg(a); err != nil {
		return ArrayValue{}, err
	}
	var v ArrayValue
	seen := map[C.Z3_ast]bool{}
	orig := a
	for a.DeclKind() == OpStore {
		args, err := a.Args()
		if err != nil {
			return ArrayValue{}, err
		}
		if seen[args[1].ptr()] {
			c.Release(args[1], args[2])
		} else {
			seen[args[1].ptr()] = true
			v.Entries = append(v.Entries, ArrayEntry{Index: args[1], Value: args[2]})
		}
		if a != orig {
			c.Release(a)
		}
		a = args[0]
	}
	if a != orig {
		defer c.Release(a)
	}
	return m.arrayBase(a, v, seen)
}

// arrayBase completes v from the innermost array of a store chain.
func (m *Model) arrayBase(a AST, v ArrayValue, seen map[C.Z3_ast]bool) (ArrayValue, error) {
	c := m.h.ctx
	switch a.DeclKind() {
	case OpConstArray:
		d, err := a.Arg(0)
		if err != nil {
			return ArrayValue{}, err
		}
		v.Default = d
		return v, nil
	case OpAsArray:
		f := C.Z3_get_as_array_func_decl(c.ptr, a.ptr())
		if err := c.check("Array"); err != nil {
			return ArrayValue{}, err
		}
		fd, err := c.mkDecl("Array", f)
		if err != nil {
			return ArrayValue{}, err
		}
		defer c.Release(fd)
		if fd.Arity() != 1 {
			return ArrayValue{}, &Error{Op: "Array", Msg: "multi-index arrays are not supported"}
		}
		fv, err := m.FuncInterp(fd)
		if err != nil {
			return ArrayValue{}, err
		}
		for _, e := range fv.Entries {
			if seen[e.Args[0].ptr()] {
				c.Release(e.Args[0], e.Value)
				continue
			}
			seen[e.Args[0].ptr()] = true
			v.Entries = append(v.Entries, ArrayEntry{Index: e.Args[0], Value: e.Value})
		}
		v.Default = fv.Else
		return v, nil
	}
	return ArrayValue{}, &Error{Op: "Array", Msg: "unsupported array value " + a.String()}
}

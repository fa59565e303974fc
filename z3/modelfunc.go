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
// array, a lambda that compares its index with values only (see
// lambdaArray), or stores over one of those. Other forms are errors.
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
	if a.Quantifier() == LambdaQ {
		return m.lambdaArray(a, v, seen)
	}
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

// lambdaArray reads an array value that Z3 4.8 gives as a lambda whose
// bound variable occurs only in equalities with values, such as
// (lambda ((x Int)) (= x 1)) or (lambda ((x Int)) (ite (= x 1) 5 0)): such
// a function is constant outside the compared values. Each compared value
// becomes an entry (unless seen, i.e. overridden by an outer store) with
// the body's value there, and Default is the body's value with every
// equality false.
func (m *Model) lambdaArray(a AST, v ArrayValue, seen map[C.Z3_ast]bool) (ArrayValue, error) {
	c := m.h.ctx
	unsupported := &Error{Op: "Array", Msg: "unsupported array value " + a.String()}
	if C.Z3_get_quantifier_num_bound(c.ptr, a.ptr()) != 1 {
		return ArrayValue{}, unsupported
	}
	body, err := a.Body()
	if err != nil {
		return ArrayValue{}, err
	}
	defer c.Release(body)
	var w indexWalk
	if !w.walk(c.ptr, body.ptr(), map[C.Z3_ast]bool{}) {
		return ArrayValue{}, unsupported
	}
	release := func() {
		for _, e := range v.Entries {
			c.Release(e.Index, e.Value)
		}
	}
	for _, k := range w.keys {
		if seen[k] {
			continue
		}
		seen[k] = true
		inst, err := c.mkAST("Array", C.Z3_substitute_vars(c.ptr, body.ptr(), 1, &k))
		if err != nil {
			release()
			return ArrayValue{}, err
		}
		val, err := m.Eval(inst, true)
		c.Release(inst)
		if err != nil {
			release()
			return ArrayValue{}, err
		}
		idx, _ := c.mkAST("Array", k) // k is alive inside body: a new reference
		v.Entries = append(v.Entries, ArrayEntry{Index: idx, Value: val})
	}
	falses := make([]C.Z3_ast, len(w.atoms))
	for i := range falses {
		falses[i] = C.Z3_mk_false(c.ptr)
	}
	other, err := c.mkAST("Array", C.Z3_substitute(c.ptr, body.ptr(), C.uint(len(w.atoms)), first(w.atoms), first(falses)))
	if err == nil {
		v.Default, err = m.Eval(other, true)
		c.Release(other)
	}
	if err != nil {
		release()
		return ArrayValue{}, err
	}
	return v, nil
}

// indexWalk collects the equalities between a lambda's bound variable
// (de Bruijn index 0) and values, and the values compared.
type indexWalk struct {
	atoms, keys []C.Z3_ast
}

// walk visits p (a DAG: done marks visited nodes) and reports whether the
// bound variable occurs only as a side of an equality with a value.
func (w *indexWalk) walk(c C.Z3_context, p C.Z3_ast, done map[C.Z3_ast]bool) bool {
	if done[p] {
		return true
	}
	done[p] = true
	switch C.Z3_get_ast_kind(c, p) {
	case C.Z3_VAR_AST, C.Z3_QUANTIFIER_AST:
		return false
	case C.Z3_APP_AST:
	default:
		return true
	}
	n := int(C.Z3_get_app_num_args(c, C.Z3_to_app(c, p)))
	if n == 2 && C.Z3_get_decl_kind(c, C.Z3_get_app_decl(c, C.Z3_to_app(c, p))) == C.Z3_OP_EQ {
		x := C.Z3_get_app_arg(c, C.Z3_to_app(c, p), 0)
		y := C.Z3_get_app_arg(c, C.Z3_to_app(c, p), 1)
		if isVar0(c, y) {
			x, y = y, x
		}
		if isVar0(c, x) {
			if !isValue(c, y) {
				return false
			}
			w.atoms = append(w.atoms, p)
			if !done[y] {
				done[y] = true
				w.keys = append(w.keys, y)
			}
			return true
		}
	}
	for i := 0; i < n; i++ {
		if !w.walk(c, C.Z3_get_app_arg(c, C.Z3_to_app(c, p), C.uint(i)), done) {
			return false
		}
	}
	return true
}

func isVar0(c C.Z3_context, p C.Z3_ast) bool {
	return C.Z3_get_ast_kind(c, p) == C.Z3_VAR_AST && C.Z3_get_index_value(c, p) == 0
}

// isValue reports whether p is a numeral or true or false.
func isValue(c C.Z3_context, p C.Z3_ast) bool {
	return bool(C.Z3_is_numeral_ast(c, p)) || C.Z3_get_bool_value(c, p) != C.Z3_L_UNDEF
}

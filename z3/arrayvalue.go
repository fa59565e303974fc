package z3

/*
#include <stdlib.h>
#include <z3.h>
*/
import "C"

import (
	"math/big"
	"strconv"
	"unsafe"
)

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

// Array reads an array value of the model, as returned by Eval or
// ConstInterp, in each form Z3 4.8 gives one:
//
//   - stores over one of the forms below (an outer store wins);
//   - a constant array ((as const (Array I E)) d);
//   - an as-array reference to a function table, whose else may depend on
//     the index (de Bruijn variable 0);
//   - a lambda with one bound variable.
//
// A lambda's body, and a table's else, may use the index only in
// equalities with values, also under nested lambdas, as in Z3's values of
// arrays of arrays:
//
//	(lambda ((x Int)) (ite (= x 5) ((as const (Array Int Bool)) false)
//	                               (lambda ((y Int)) (= y 2))))
//
// Such a function is constant outside the compared values: each compared
// value becomes an entry (unless an outer store already gave that index)
// holding the body's value there, and Default is the body's value at an
// index compared with none (an integer above all of them, the other
// Boolean, the least bit-vector not compared). Element values may be
// arrays themselves (the lambda above gives a constant array and a
// lambda): read them with Array again. A body that uses the index
// otherwise (x > 5) and arrays of several indices are errors.
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
	v, err = m.arrayBase(a, v, seen)
	if err != nil {
		c.releaseArrayValue(v)
		return ArrayValue{}, err
	}
	return v, nil
}

func (c *Context) releaseArrayValue(v ArrayValue) {
	for _, e := range v.Entries {
		c.Release(e.Index, e.Value)
	}
	c.Release(v.Default)
}

func unsupportedArray(a AST) error {
	return &Error{Op: "Array", Msg: "unsupported array value " + a.String()}
}

// arrayBase completes v from the innermost array of a store chain. On an
// error, v's entries are still v's (the caller releases them).
func (m *Model) arrayBase(a AST, v ArrayValue, seen map[C.Z3_ast]bool) (ArrayValue, error) {
	c := m.h.ctx
	if a.Quantifier() == LambdaQ {
		if C.Z3_get_quantifier_num_bound(c.ptr, a.ptr()) != 1 {
			return v, &Error{Op: "Array", Msg: "array values of several indices are not supported: " + a.String()}
		}
		body := C.Z3_get_quantifier_body(c.ptr, a.ptr()) // alive while a is
		dom := C.Z3_get_quantifier_bound_sort(c.ptr, a.ptr(), 0)
		return m.indexFunc(a, body, dom, v, seen)
	}
	switch a.DeclKind() {
	case OpConstArray:
		d, err := a.Arg(0)
		if err != nil {
			return v, err
		}
		v.Default = d
		return v, nil
	case OpAsArray:
		return m.tableArray(a, v, seen)
	}
	return v, unsupportedArray(a)
}

// tableArray reads an as-array value: the table's entries, then its else
// (a function of the index, de Bruijn variable 0).
func (m *Model) tableArray(a AST, v ArrayValue, seen map[C.Z3_ast]bool) (ArrayValue, error) {
	c := m.h.ctx
	f := C.Z3_get_as_array_func_decl(c.ptr, a.ptr())
	if err := c.check("Array"); err != nil {
		return v, err
	}
	fd, err := c.mkDecl("Array", f)
	if err != nil {
		return v, err
	}
	defer c.Release(fd)
	if fd.Arity() != 1 {
		return v, &Error{Op: "Array", Msg: "array values of several indices are not supported: " + a.String()}
	}
	fv, err := m.FuncInterp(fd)
	if err != nil {
		return v, err
	}
	for _, e := range fv.Entries {
		if seen[e.Args[0].ptr()] {
			c.Release(e.Args[0], e.Value)
			continue
		}
		seen[e.Args[0].ptr()] = true
		v.Entries = append(v.Entries, ArrayEntry{Index: e.Args[0], Value: e.Value})
	}
	if !fv.Else.Valid() {
		return v, nil
	}
	defer c.Release(fv.Else)
	return m.indexFunc(a, fv.Else.ptr(), C.Z3_get_domain(c.ptr, f, 0), v, seen)
}

// indexFunc completes v with the function of the index that body (over
// de Bruijn variable 0, of sort dom) denotes; whole is the value it came
// from, for the error message.
func (m *Model) indexFunc(whole AST, body C.Z3_ast, dom C.Z3_sort, v ArrayValue, seen map[C.Z3_ast]bool) (ArrayValue, error) {
	c := m.h.ctx
	keys, err := m.indexKeys(whole, body, dom)
	if err != nil {
		return v, err
	}
	for _, k := range keys {
		if seen[k] {
			continue
		}
		val, err := m.instance(body, k)
		if err != nil {
			return v, err
		}
		seen[k] = true
		idx := AST{c.ownAST(k)} // k is alive inside body: a new reference
		v.Entries = append(v.Entries, ArrayEntry{Index: idx, Value: val})
	}
	other, err := c.freshIndex(dom, keys)
	if err != nil {
		return v, err
	}
	if !other.Valid() { // every index is a key: any value will do
		v.Default, err = m.instance(body, keys[0])
		return v, err
	}
	defer c.Release(other)
	v.Default, err = m.instance(body, other.ptr())
	return v, err
}

// indexKeys returns the indices at which body (a function of de Bruijn
// variable 0, of sort dom) may differ from its value elsewhere: both
// Booleans for a Boolean index, else the values the index is compared
// with, if it is used in equalities with values only.
func (m *Model) indexKeys(whole AST, body C.Z3_ast, dom C.Z3_sort) ([]C.Z3_ast, error) {
	c := m.h.ctx
	if C.Z3_get_sort_kind(c.ptr, dom) == C.Z3_BOOL_SORT {
		// Z3's true and false live as long as the context: no reference needed.
		return []C.Z3_ast{C.Z3_mk_true(c.ptr), C.Z3_mk_false(c.ptr)}, nil
	}
	w := indexWalk{done: map[walkKey]bool{}, isKey: map[C.Z3_ast]bool{}}
	if !w.walk(c.ptr, body, 0) {
		return nil, unsupportedArray(whole)
	}
	return w.keys, nil
}

// instance evaluates body with de Bruijn variable 0 replaced by k.
func (m *Model) instance(body, k C.Z3_ast) (AST, error) {
	c := m.h.ctx
	inst, err := c.mkAST("Array", C.Z3_substitute_vars(c.ptr, body, 1, &k))
	if err != nil {
		return AST{}, err
	}
	defer c.Release(inst)
	return m.Eval(inst, true)
}

// freshIndex returns a value of sort dom that is none of keys (values of
// dom), or the zero AST if there is none.
func (c *Context) freshIndex(dom C.Z3_sort, keys []C.Z3_ast) (AST, error) {
	switch C.Z3_get_sort_kind(c.ptr, dom) {
	case C.Z3_BOOL_SORT:
		has := map[bool]bool{}
		for _, k := range keys {
			has[C.Z3_get_bool_value(c.ptr, k) == C.Z3_L_TRUE] = true
		}
		switch {
		case !has[false]:
			return c.mkAST("Array", C.Z3_mk_false(c.ptr))
		case !has[true]:
			return c.mkAST("Array", C.Z3_mk_true(c.ptr))
		}
		return AST{}, nil
	case C.Z3_INT_SORT, C.Z3_REAL_SORT:
		max := new(big.Rat)
		for _, k := range keys {
			r, ok := new(big.Rat).SetString(C.GoString(C.Z3_get_numeral_string(c.ptr, k)))
			if !ok {
				return AST{}, &Error{Op: "Array", Msg: "cannot read index value " + C.GoString(C.Z3_ast_to_string(c.ptr, k))}
			}
			if r.Cmp(max) > 0 {
				max = r
			}
		}
		above := new(big.Int).Quo(max.Num(), max.Denom()) // max >= 0: floor
		return c.numeral(above.Add(above, big.NewInt(1)).String(), dom)
	case C.Z3_BV_SORT:
		used := map[string]bool{}
		for _, k := range keys {
			used[C.GoString(C.Z3_get_numeral_string(c.ptr, k))] = true
		}
		size := new(big.Int).Lsh(big.NewInt(1), uint(C.Z3_get_bv_sort_size(c.ptr, dom)))
		for i := 0; ; i++ { // ends within len(keys)+1 steps
			if big.NewInt(int64(i)).Cmp(size) >= 0 {
				return AST{}, nil
			}
			if s := strconv.Itoa(i); !used[s] {
				return c.numeral(s, dom)
			}
		}
	}
	return AST{}, &Error{Op: "Array", Msg: "array values indexed by sort " + C.GoString(C.Z3_sort_to_string(c.ptr, dom)) + " are not supported"}
}

func (c *Context) numeral(s string, dom C.Z3_sort) (AST, error) {
	cs := C.CString(s)
	defer C.free(unsafe.Pointer(cs))
	return c.mkAST("Array", C.Z3_mk_numeral(c.ptr, cs, dom))
}

// indexWalk collects the values a function body compares its index with.
type indexWalk struct {
	keys  []C.Z3_ast
	isKey map[C.Z3_ast]bool
	done  map[walkKey]bool
}

// walkKey is a node visited under depth binders: the index is the
// variable of de Bruijn index depth there.
type walkKey struct {
	p     C.Z3_ast
	depth uint
}

// walk visits p under depth binders and reports whether the index occurs
// in p only as a side of an equality with a value.
func (w *indexWalk) walk(c C.Z3_context, p C.Z3_ast, depth uint) bool {
	k := walkKey{p, depth}
	if w.done[k] {
		return true
	}
	w.done[k] = true
	switch C.Z3_get_ast_kind(c, p) {
	case C.Z3_VAR_AST:
		return uint(C.Z3_get_index_value(c, p)) < depth // an inner binder's variable
	case C.Z3_QUANTIFIER_AST:
		n := uint(C.Z3_get_quantifier_num_bound(c, p))
		return w.walk(c, C.Z3_get_quantifier_body(c, p), depth+n)
	case C.Z3_APP_AST:
	default:
		return true
	}
	app := C.Z3_to_app(c, p)
	n := int(C.Z3_get_app_num_args(c, app))
	if n == 2 && C.Z3_get_decl_kind(c, C.Z3_get_app_decl(c, app)) == C.Z3_OP_EQ {
		x, y := C.Z3_get_app_arg(c, app, 0), C.Z3_get_app_arg(c, app, 1)
		if isVar(c, y, depth) {
			x, y = y, x
		}
		if isVar(c, x, depth) {
			if !isValue(c, y) {
				return false
			}
			if !w.isKey[y] {
				w.isKey[y] = true
				w.keys = append(w.keys, y)
			}
			return true
		}
	}
	for i := 0; i < n; i++ {
		if !w.walk(c, C.Z3_get_app_arg(c, app, C.uint(i)), depth) {
			return false
		}
	}
	return true
}

// isVar reports whether p is the variable of de Bruijn index i.
func isVar(c C.Z3_context, p C.Z3_ast, i uint) bool {
	return C.Z3_get_ast_kind(c, p) == C.Z3_VAR_AST && uint(C.Z3_get_index_value(c, p)) == i
}

// isValue reports whether p is a numeral or true or false.
func isValue(c C.Z3_context, p C.Z3_ast) bool {
	return bool(C.Z3_is_numeral_ast(c, p)) || C.Z3_get_bool_value(c, p) != C.Z3_L_UNDEF
}

package z3

/*
#include <z3.h>
*/
import "C"

import "strconv"

// SortKind classifies sorts (Z3_sort_kind).
type SortKind int

// Sort kinds the binding distinguishes; other Z3 sorts are OtherSort.
const (
	OtherSort SortKind = iota
	BoolSort
	IntSort
	RealSort
	ArraySort
	UninterpretedSort
	BitVecSort
	DatatypeSort
)

var sortKindNames = [...]string{"other", "Bool", "Int", "Real", "Array", "uninterpreted", "BitVec", "datatype"}

func (k SortKind) String() string { return sortKindNames[k] }

// BoolSort returns the Boolean sort.
func (c *Context) BoolSort() (Sort, error) {
	if err := c.live(); err != nil {
		return Sort{}, err
	}
	return c.mkSort("BoolSort", C.Z3_mk_bool_sort(c.ptr))
}

// IntSort returns the integer sort.
func (c *Context) IntSort() (Sort, error) {
	if err := c.live(); err != nil {
		return Sort{}, err
	}
	return c.mkSort("IntSort", C.Z3_mk_int_sort(c.ptr))
}

// RealSort returns the real sort.
func (c *Context) RealSort() (Sort, error) {
	if err := c.live(); err != nil {
		return Sort{}, err
	}
	return c.mkSort("RealSort", C.Z3_mk_real_sort(c.ptr))
}

// ArraySort returns the sort of arrays from index to elem.
func (c *Context) ArraySort(index, elem Sort) (Sort, error) {
	i, err := c.sortArg(index)
	if err != nil {
		return Sort{}, err
	}
	e, err := c.sortArg(elem)
	if err != nil {
		return Sort{}, err
	}
	return c.mkSort("ArraySort", C.Z3_mk_array_sort(c.ptr, i, e))
}

// Kind classifies s; OtherSort for an invalid handle.
func (s Sort) Kind() SortKind {
	if !s.h.live() {
		return OtherSort
	}
	switch C.Z3_get_sort_kind(s.h.cctx(), s.ptr()) {
	case C.Z3_BOOL_SORT:
		return BoolSort
	case C.Z3_INT_SORT:
		return IntSort
	case C.Z3_REAL_SORT:
		return RealSort
	case C.Z3_ARRAY_SORT:
		return ArraySort
	case C.Z3_UNINTERPRETED_SORT:
		return UninterpretedSort
	case C.Z3_BV_SORT:
		return BitVecSort
	case C.Z3_DATATYPE_SORT:
		return DatatypeSort
	}
	return OtherSort
}

// Domain returns the index sort of an array sort.
func (s Sort) Domain() (Sort, error) {
	c := s.h.ctxOrNil()
	p, err := c.sortArg(s)
	if err != nil {
		return Sort{}, err
	}
	return c.mkSort("Sort.Domain", C.Z3_get_array_sort_domain(c.ptr, p))
}

// Range returns the element sort of an array sort.
func (s Sort) Range() (Sort, error) {
	c := s.h.ctxOrNil()
	p, err := c.sortArg(s)
	if err != nil {
		return Sort{}, err
	}
	return c.mkSort("Sort.Range", C.Z3_get_array_sort_range(c.ptr, p))
}

// Name returns the sort's name, e.g. "Int" (Z3_get_sort_name).
func (s Sort) Name() string {
	if !s.h.live() {
		return ""
	}
	c := s.h.ctx
	return c.symbolString(C.Z3_get_sort_name(c.ptr, s.ptr()))
}

// ctxOrNil returns the owning context of h, or nil for the zero handle.
// Methods pass the result to Context methods, which report ErrClosed for
// nil.
func (h *handle) ctxOrNil() *Context {
	if h == nil {
		return nil
	}
	return h.ctx
}

// symbolString copies a symbol's text; integer symbols print as "k!n"
// like Z3 does.
func (c *Context) symbolString(s C.Z3_symbol) string {
	if C.Z3_get_symbol_kind(c.ptr, s) == C.Z3_INT_SYMBOL {
		return "k!" + strconv.Itoa(int(C.Z3_get_symbol_int(c.ptr, s)))
	}
	return C.GoString(C.Z3_get_symbol_string(c.ptr, s))
}

package chc

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// Value is a ground value: a Bool, an exact Int or Real, a bit-vector (its
// unsigned value), or an array given as finitely many entries over a default. Values are immutable.
type Value struct {
	sort Sort
	b    bool
	num  *big.Rat
	arr  *arrayValue
	// ctor and fields hold a datatype value: its constructor and the
	// values of the constructor's fields.
	ctor   *Constructor
	fields []Value
}

type arrayValue struct {
	def     Value
	entries []ArrayEntry // sorted by Index.Key(), no entry equal to def
}

// ArrayEntry is one stored index of an array value.
type ArrayEntry struct{ Index, Elem Value }

// BoolValue returns the Bool value b.
func BoolValue(b bool) Value { return Value{sort: BoolSort, b: b} }

// IntValue returns the Int value i.
func IntValue(i *big.Int) Value { return Value{sort: IntSort, num: new(big.Rat).SetInt(i)} }

// Int64Value returns the Int value i.
func Int64Value(i int64) Value { return Value{sort: IntSort, num: new(big.Rat).SetInt64(i)} }

// RealValue returns the Real value r.
func RealValue(r *big.Rat) Value { return Value{sort: RealSort, num: new(big.Rat).Set(r)} }

// NumValue returns a numeral value of sort Int, Real or (_ BitVec n); a
// bit-vector's r must be an integer in [0, 2^n).
func NumValue(r *big.Rat, s Sort) Value { return Value{sort: s, num: new(big.Rat).Set(r)} }

// ArrayValue returns the array of sort s that maps each entry's index to its
// element and every other index to def.
func ArrayValue(s Sort, def Value, entries []ArrayEntry) Value {
	m := make(map[string]ArrayEntry)
	for _, e := range entries { // later entries win, as in nested stores
		m[e.Index.Key()] = e
	}
	if s.Index() == BoolSort {
		return boolArrayValue(s, def, m)
	}
	var es []ArrayEntry
	for _, e := range m {
		if !e.Elem.Equal(def) {
			es = append(es, e)
		}
	}
	sort.Slice(es, func(i, j int) bool { return es[i].Index.Key() < es[j].Index.Key() })
	return Value{sort: s, arr: &arrayValue{def: def, entries: es}}
}

// boolArrayValue builds a Bool-indexed array. With only two indices, one array
// has several default-and-entries forms (a default of 0 with true stored as 1
// is also a default of 1 with false stored as 0); the canonical form takes the
// element at false as the default and stores true only if its element differs.
// Other finite index sorts, such as (Array Bool Bool), are not canonicalised:
// an array of such an index sort that stores every index has several forms.
func boolArrayValue(s Sort, def Value, m map[string]ArrayEntry) Value {
	at := func(i bool) Value {
		if e, ok := m[BoolValue(i).Key()]; ok {
			return e.Elem
		}
		return def
	}
	atFalse, atTrue := at(false), at(true)
	var es []ArrayEntry
	if !atTrue.Equal(atFalse) {
		es = []ArrayEntry{{BoolValue(true), atTrue}}
	}
	return Value{sort: s, arr: &arrayValue{def: atFalse, entries: es}}
}

// DefaultValue returns a fixed value of sort s: false, 0, or the constant array
// of the element's default.
func DefaultValue(s Sort) Value {
	switch s.Kind() {
	case KindBool:
		return BoolValue(false)
	case KindInt, KindReal, KindBitVec:
		return NumValue(new(big.Rat), s)
	case KindArray:
		return ArrayValue(s, DefaultValue(s.Elem()), nil)
	}
	panic("chc: no values of sort " + s.String())
}

// Sort returns the value's sort.
func (v Value) Sort() Sort { return v.sort }

// IsValid reports whether v is not the zero Value.
func (v Value) IsValid() bool { return v.sort.IsValid() }

// Bool returns a Bool value's truth.
func (v Value) Bool() bool { return v.b }

// Rat returns a copy of an Int, Real or bit-vector value.
func (v Value) Rat() *big.Rat { return new(big.Rat).Set(v.num) }

// ArrayDefault returns an array value's default element.
func (v Value) ArrayDefault() Value { return v.arr.def }

// ArrayEntries returns an array value's stored entries (read-only).
func (v Value) ArrayEntries() []ArrayEntry { return v.arr.entries }

// Select returns the element of an array value at index i.
func (v Value) Select(i Value) Value {
	k := i.Key()
	for _, e := range v.arr.entries {
		if e.Index.Key() == k {
			return e.Elem
		}
	}
	return v.arr.def
}

// Store returns the array value v with index i mapped to e.
func (v Value) Store(i, e Value) Value {
	es := append(append([]ArrayEntry(nil), v.arr.entries...), ArrayEntry{i, e})
	return ArrayValue(v.sort, v.arr.def, es)
}

// Equal reports whether v and w are the same value.
func (v Value) Equal(w Value) bool {
	if v.sort != w.sort {
		return false
	}
	switch v.sort.Kind() {
	case KindBool:
		return v.b == w.b
	case KindInt, KindReal, KindBitVec:
		return v.num.Cmp(w.num) == 0
	case KindArray:
		if !v.arr.def.Equal(w.arr.def) || len(v.arr.entries) != len(w.arr.entries) {
			return false
		}
		for i, e := range v.arr.entries {
			f := w.arr.entries[i]
			if !e.Index.Equal(f.Index) || !e.Elem.Equal(f.Elem) {
				return false
			}
		}
		return true
	case KindDatatype:
		if v.ctor != w.ctor {
			return false
		}
		for i, x := range v.fields {
			if !x.Equal(w.fields[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// Key returns a string that is equal for equal values; use it for maps.
func (v Value) Key() string { return v.String() }

// AppendKey appends to dst bytes that identify v among the values of its
// sort (as Key does, but without allocating for the common small numbers
// and Booleans), and returns the extended slice. Keys of one sort never
// prefix one another.
func (v Value) AppendKey(dst []byte) []byte {
	switch v.sort.Kind() {
	case KindBool:
		if v.b {
			return append(dst, 't', ';')
		}
		return append(dst, 'f', ';')
	case KindInt, KindReal, KindBitVec:
		if v.num.IsInt() && v.num.Num().IsInt64() {
			return append(strconv.AppendInt(dst, v.num.Num().Int64(), 10), ';')
		}
	}
	return append(append(dst, v.String()...), ';')
}

// String returns the value as an SMT-LIB term.
func (v Value) String() string {
	var b strings.Builder
	v.write(&b)
	return b.String()
}

func (v Value) write(b *strings.Builder) {
	switch v.sort.Kind() {
	case KindBool:
		fmt.Fprint(b, v.b)
	case KindInt, KindReal, KindBitVec:
		writeNum(b, v.num, v.sort)
	case KindArray:
		for range v.arr.entries {
			b.WriteString("(store ")
		}
		b.WriteString("((as const ")
		b.WriteString(v.sort.text)
		b.WriteString(") ")
		v.arr.def.write(b)
		b.WriteByte(')')
		for _, e := range v.arr.entries {
			b.WriteByte(' ')
			e.Index.write(b)
			b.WriteByte(' ')
			e.Elem.write(b)
			b.WriteByte(')')
		}
	case KindDatatype:
		v.writeDatatype(b)
	default:
		b.WriteString("<invalid value>")
	}
}

// Value returns v as a ground term of f.
func (f *Factory) Value(v Value) *Term {
	switch v.sort.Kind() {
	case KindBool:
		return f.BoolConst(v.b)
	case KindInt, KindReal, KindBitVec:
		return f.Num(v.num, v.sort)
	case KindArray:
		t, err := f.ConstArray(v.sort, f.Value(v.arr.def))
		if err != nil {
			panic("chc: " + err.Error())
		}
		for _, e := range v.arr.entries {
			t = f.Store(t, f.Value(e.Index), f.Value(e.Elem))
		}
		return t
	case KindDatatype:
		args := make([]*Term, len(v.fields))
		for i, x := range v.fields {
			args[i] = f.Value(x)
		}
		t, err := f.Construct(v.ctor, args...)
		if err != nil {
			panic("chc: " + err.Error())
		}
		return t
	}
	panic("chc: invalid value")
}

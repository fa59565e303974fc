package chc

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind classifies a sort.
type Kind uint8

// The kinds of sort horn knows about.
const (
	KindInvalid Kind = iota
	KindBool
	KindInt
	KindReal
	KindArray
	KindBitVec
	KindDatatype // an algebraic datatype (see Datatype)
)

// Sort is an SMT-LIB sort. It is a small comparable value holding the sort's
// canonical SMT-LIB text, so equal sorts compare equal with ==, sorts can be map
// keys, and no table is needed to intern them. The zero Sort is invalid.
type Sort struct{ text string }

// The basic sorts.
var (
	BoolSort = Sort{"Bool"}
	IntSort  = Sort{"Int"}
	RealSort = Sort{"Real"}
)

// ArraySort returns (Array index elem).
func ArraySort(index, elem Sort) Sort {
	return Sort{"(Array " + index.text + " " + elem.text + ")"}
}

// BitVecSort returns (_ BitVec width); width must be positive.
func BitVecSort(width int) Sort {
	if width <= 0 {
		panic(fmt.Sprintf("chc: bit-vector width %d", width))
	}
	return Sort{"(_ BitVec " + strconv.Itoa(width) + ")"}
}

// String returns the sort in SMT-LIB syntax.
func (s Sort) String() string {
	if s.text == "" {
		return "<invalid sort>"
	}
	return s.text
}

// IsValid reports whether s is not the zero Sort.
func (s Sort) IsValid() bool { return s.text != "" }

// Kind returns the kind of s.
func (s Sort) Kind() Kind {
	switch {
	case s.text == "Bool":
		return KindBool
	case s.text == "Int":
		return KindInt
	case s.text == "Real":
		return KindReal
	case strings.HasPrefix(s.text, "(Array "):
		return KindArray
	case strings.HasPrefix(s.text, "(_ BitVec "):
		return KindBitVec
	case s.text != "":
		return KindDatatype
	}
	return KindInvalid
}

// IsBitVec reports whether s is a bit-vector sort.
func (s Sort) IsBitVec() bool { return strings.HasPrefix(s.text, "(_ BitVec ") }

// IsArith reports whether s is Int or Real.
func (s Sort) IsArith() bool { return s == IntSort || s == RealSort }

// Index returns the index sort of an array sort.
func (s Sort) Index() Sort { i, _ := s.arrayParts(); return i }

// Elem returns the element sort of an array sort.
func (s Sort) Elem() Sort { _, e := s.arrayParts(); return e }

func (s Sort) arrayParts() (Sort, Sort) {
	if s.Kind() != KindArray {
		panic(fmt.Sprintf("chc: %s is not an array sort", s))
	}
	inner := s.text[len("(Array ") : len(s.text)-1]
	// split inner at the first top-level space
	depth := 0
	for i := 0; i < len(inner); i++ {
		switch inner[i] {
		case '|': // a quoted symbol (a datatype's name) may hold anything
			if j := strings.IndexByte(inner[i+1:], '|'); j >= 0 {
				i += j + 1
			}
		case '(':
			depth++
		case ')':
			depth--
		case ' ':
			if depth == 0 {
				return Sort{inner[:i]}, Sort{inner[i+1:]}
			}
		}
	}
	panic("chc: malformed array sort " + s.text)
}

// Width returns the width of a bit-vector sort.
func (s Sort) Width() int {
	if s.Kind() != KindBitVec {
		panic(fmt.Sprintf("chc: %s is not a bit-vector sort", s))
	}
	w, _ := strconv.Atoi(strings.TrimSuffix(s.text[len("(_ BitVec "):], ")"))
	return w
}

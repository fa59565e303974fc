package cgen

import (
	"math/big"

	"github.com/horn-chc/horn/translate/c/task"
)

// Type is a C integer type.
type Type int

// The integer types, in rank order within signedness pairs.
const (
	Bool Type = iota
	Char
	SChar
	UChar
	Short
	UShort
	Int
	UInt
	Long
	ULong
	LongLong
	ULongLong
	numTypes
)

var typeNames = [numTypes]string{"_Bool", "char", "signed char", "unsigned char", "short", "unsigned short",
	"int", "unsigned int", "long", "unsigned long", "long long", "unsigned long long"}

// String is the type's C spelling.
func (t Type) String() string {
	if t >= 0 && t < numTypes {
		return typeNames[t]
	}
	return "Type(?)"
}

// Types lists every integer type.
func Types() []Type {
	ts := make([]Type, numTypes)
	for i := range ts {
		ts[i] = Type(i)
	}
	return ts
}

// Target is what the C semantics of integers depend on.
type Target struct {
	Model      task.DataModel // ILP32 or LP64 (anything else is read as ILP32)
	CharSigned bool           // plain char is signed (x86); false on ARM
}

// Width is t's width in bits on the target (_Bool: 1).
func (tg Target) Width(t Type) int {
	switch t {
	case Bool:
		return 1
	case Char, SChar, UChar:
		return 8
	case Short, UShort:
		return 16
	case Int, UInt:
		return 32
	case Long, ULong:
		if tg.Model == task.LP64 {
			return 64
		}
		return 32
	}
	return 64
}

// Signed reports whether t is a signed type on the target.
func (tg Target) Signed(t Type) bool {
	switch t {
	case Char:
		return tg.CharSigned
	case SChar, Short, Int, Long, LongLong:
		return true
	}
	return false
}

// rank is the integer conversion rank (C11 6.3.1.1).
func rank(t Type) int {
	switch t {
	case Bool:
		return 0
	case Char, SChar, UChar:
		return 1
	case Short, UShort:
		return 2
	case Int, UInt:
		return 3
	case Long, ULong:
		return 4
	}
	return 5
}

// unsignedOf is the unsigned type of the same rank.
func unsignedOf(t Type) Type {
	switch t {
	case Char, SChar:
		return UChar
	case Short:
		return UShort
	case Int:
		return UInt
	case Long:
		return ULong
	case LongLong:
		return ULongLong
	}
	return t
}

// Min and Max are t's least and greatest values.
func (tg Target) Min(t Type) *big.Int {
	if !tg.Signed(t) {
		return new(big.Int)
	}
	return new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(tg.Width(t)-1)))
}

// Max is t's greatest value.
func (tg Target) Max(t Type) *big.Int {
	w := uint(tg.Width(t))
	if tg.Signed(t) {
		w--
	}
	return new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), w), big.NewInt(1))
}

// Fits reports whether v is a value of t.
func (tg Target) Fits(v *big.Int, t Type) bool {
	return v.Cmp(tg.Min(t)) >= 0 && v.Cmp(tg.Max(t)) <= 0
}

// Convert is C's conversion of v to t: _Bool tests against zero, other
// types wrap modulo 2^width (for signed types the implementation-defined
// choice of GCC and Clang).
func (tg Target) Convert(v *big.Int, t Type) *big.Int {
	if t == Bool {
		if v.Sign() != 0 {
			return big.NewInt(1)
		}
		return new(big.Int)
	}
	w := uint(tg.Width(t))
	mod := new(big.Int).Lsh(big.NewInt(1), w)
	r := new(big.Int).Mod(v, mod) // in [0, 2^w)
	if tg.Signed(t) && r.Cmp(tg.Max(t)) > 0 {
		r.Sub(r, mod)
	}
	return r
}

// Promote is the integer promotion of t: types of rank below int become
// int when int holds all their values (always, with 32-bit int).
func (tg Target) Promote(t Type) Type {
	if rank(t) < rank(Int) {
		return Int
	}
	return t
}

// Common is the usual arithmetic conversion of two operand types (C11
// 6.3.1.8), after promotion.
func (tg Target) Common(a, b Type) Type {
	a, b = tg.Promote(a), tg.Promote(b)
	if a == b {
		return a
	}
	sa, sb := tg.Signed(a), tg.Signed(b)
	if sa == sb {
		if rank(a) >= rank(b) {
			return a
		}
		return b
	}
	s, u := a, b
	if !sa {
		s, u = b, a
	}
	if rank(u) >= rank(s) {
		return u
	}
	if tg.Width(s) > tg.Width(u) { // s holds every value of u
		return s
	}
	return unsignedOf(s)
}

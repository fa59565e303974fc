package cgen

import (
	"fmt"
	"math/big"
)

// Expr is a C integer expression. Its String is C source, fully
// parenthesised.
type Expr interface {
	// Type is the expression's C type (after promotions and conversions).
	Type() Type
	String() string
}

// Const is an integer constant of type T, printed with the suffix (or, for
// types below int, the cast) that gives it exactly that type.
type Const struct {
	T     Type
	Value *big.Int
	tg    Target
}

// Var is a variable; its value is fixed in the Case it belongs to.
type Var struct {
	Name  string
	T     Type
	Value *big.Int
}

// Unary is op X for op in - + ~ !.
type Unary struct {
	Op string
	X  Expr
	T  Type
}

// Binary is X op Y for the arithmetic, shift, bitwise, comparison and
// logical operators.
type Binary struct {
	Op   string
	X, Y Expr
	T    Type
}

// Cond is C ? X : Y.
type Cond struct {
	C, X, Y Expr
	T       Type
}

// Cast is (T)X.
type Cast struct {
	T Type
	X Expr
}

// Type implementations.
func (e *Const) Type() Type  { return e.T }
func (e *Var) Type() Type    { return e.T }
func (e *Unary) Type() Type  { return e.T }
func (e *Binary) Type() Type { return e.T }
func (e *Cond) Type() Type   { return e.T }
func (e *Cast) Type() Type   { return e.T }

func (e *Var) String() string    { return e.Name }
func (e *Unary) String() string  { return "(" + e.Op + e.X.String() + ")" }
func (e *Binary) String() string { return "(" + e.X.String() + " " + e.Op + " " + e.Y.String() + ")" }
func (e *Cond) String() string {
	return "(" + e.C.String() + " ? " + e.X.String() + " : " + e.Y.String() + ")"
}
func (e *Cast) String() string { return "((" + e.T.String() + ")" + e.X.String() + ")" }

// suffix gives a decimal constant type t (for types of rank int and up).
var suffix = map[Type]string{Int: "", UInt: "u", Long: "l", ULong: "ul", LongLong: "ll", ULongLong: "ull"}

// String writes the constant so that it has exactly type T and its value:
// a suffixed decimal, negated in parentheses when negative, the minimum of
// a signed type as (-max - 1), and a cast for types below int.
func (e *Const) String() string {
	if _, ok := suffix[e.T]; !ok {
		return "((" + e.T.String() + ")" + Literal(e.Value, Int, e.tg) + ")"
	}
	return Literal(e.Value, e.T, e.tg)
}

// Literal writes v (a value of t, t of rank int or more) as a C constant
// expression of type t.
func Literal(v *big.Int, t Type, tg Target) string {
	s := suffix[t]
	switch {
	case v.Sign() >= 0:
		return v.String() + s
	case v.Cmp(tg.Min(t)) == 0:
		return fmt.Sprintf("(-%s%s - 1)", tg.Max(t), s)
	}
	return fmt.Sprintf("(-%s%s)", new(big.Int).Neg(v), s)
}

// NewConst is the constant v of type t (v must be a value of t).
func NewConst(v *big.Int, t Type, tg Target) *Const {
	return &Const{T: t, Value: new(big.Int).Set(v), tg: tg}
}

// NewUnary is op x with its C type.
func NewUnary(op string, x Expr, tg Target) *Unary {
	t := Int
	if op != "!" {
		t = tg.Promote(x.Type())
	}
	return &Unary{Op: op, X: x, T: t}
}

// NewBinary is x op y with its C type.
func NewBinary(op string, x, y Expr, tg Target) *Binary {
	var t Type
	switch op {
	case "<<", ">>":
		t = tg.Promote(x.Type())
	case "<", "<=", ">", ">=", "==", "!=", "&&", "||":
		t = Int
	default:
		t = tg.Common(x.Type(), y.Type())
	}
	return &Binary{Op: op, X: x, Y: y, T: t}
}

// NewCond is c ? x : y with its C type.
func NewCond(c, x, y Expr, tg Target) *Cond {
	return &Cond{C: c, X: x, Y: y, T: tg.Common(x.Type(), y.Type())}
}

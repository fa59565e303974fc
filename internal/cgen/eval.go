package cgen

import (
	"fmt"
	"math/big"
)

// UBError is undefined behaviour met while evaluating.
type UBError struct {
	Expr   Expr
	Reason string
}

func (e *UBError) Error() string {
	return fmt.Sprintf("undefined behaviour in %s: %s", e.Expr, e.Reason)
}

// Eval evaluates e with C's semantics on target tg, exactly; variables have
// the values their Var nodes hold. Undefined behaviour is an *UBError.
// Every operand is evaluated, also of && || and ?: (whose unevaluated
// operands C would skip), so that an error means some operand has
// undefined behaviour.
func Eval(e Expr, tg Target) (*big.Int, error) {
	switch e := e.(type) {
	case *Const:
		return new(big.Int).Set(e.Value), nil
	case *Var:
		return new(big.Int).Set(e.Value), nil
	case *Cast:
		x, err := Eval(e.X, tg)
		if err != nil {
			return nil, err
		}
		return tg.Convert(x, e.T), nil
	case *Unary:
		x, err := Eval(e.X, tg)
		if err != nil {
			return nil, err
		}
		return unary(e, x, tg)
	case *Binary:
		x, err := Eval(e.X, tg)
		if err != nil {
			return nil, err
		}
		y, err := Eval(e.Y, tg)
		if err != nil {
			return nil, err
		}
		return binary(e, x, y, tg)
	case *Cond:
		c, err := Eval(e.C, tg)
		if err != nil {
			return nil, err
		}
		x, err := Eval(e.X, tg)
		if err != nil {
			return nil, err
		}
		y, err := Eval(e.Y, tg)
		if err != nil {
			return nil, err
		}
		if c.Sign() != 0 {
			return tg.Convert(x, e.T), nil
		}
		return tg.Convert(y, e.T), nil
	}
	return nil, fmt.Errorf("cgen: unknown expression %T", e)
}

func truth(b bool) *big.Int {
	if b {
		return big.NewInt(1)
	}
	return new(big.Int)
}

func unary(e *Unary, x *big.Int, tg Target) (*big.Int, error) {
	switch e.Op {
	case "!":
		return truth(x.Sign() == 0), nil
	case "+":
		return tg.Convert(x, e.T), nil
	case "~":
		return tg.Convert(new(big.Int).Not(tg.Convert(x, e.T)), e.T), nil
	case "-":
		return arith(e, new(big.Int).Neg(tg.Convert(x, e.T)), e.T, tg)
	}
	return nil, fmt.Errorf("cgen: unknown unary operator %q", e.Op)
}

// arith is an arithmetic result r of type t: wrapped when t is unsigned,
// undefined when t is signed and r does not fit.
func arith(e Expr, r *big.Int, t Type, tg Target) (*big.Int, error) {
	if tg.Signed(t) && !tg.Fits(r, t) {
		return nil, &UBError{e, fmt.Sprintf("%s overflows %s", r, t)}
	}
	return tg.Convert(r, t), nil
}

func binary(e *Binary, x, y *big.Int, tg Target) (*big.Int, error) {
	switch e.Op {
	case "&&":
		return truth(x.Sign() != 0 && y.Sign() != 0), nil
	case "||":
		return truth(x.Sign() != 0 || y.Sign() != 0), nil
	case "<<", ">>":
		return shift(e, x, y, tg)
	}
	// The usual arithmetic conversions: comparisons compare in the common
	// type, the rest compute in it (their type is it).
	ct := tg.Common(e.X.Type(), e.Y.Type())
	x, y = tg.Convert(x, ct), tg.Convert(y, ct)
	switch e.Op {
	case "<":
		return truth(x.Cmp(y) < 0), nil
	case "<=":
		return truth(x.Cmp(y) <= 0), nil
	case ">":
		return truth(x.Cmp(y) > 0), nil
	case ">=":
		return truth(x.Cmp(y) >= 0), nil
	case "==":
		return truth(x.Cmp(y) == 0), nil
	case "!=":
		return truth(x.Cmp(y) != 0), nil
	case "+":
		return arith(e, new(big.Int).Add(x, y), ct, tg)
	case "-":
		return arith(e, new(big.Int).Sub(x, y), ct, tg)
	case "*":
		return arith(e, new(big.Int).Mul(x, y), ct, tg)
	case "/", "%":
		if y.Sign() == 0 {
			return nil, &UBError{e, "division by zero"}
		}
		q := new(big.Int).Quo(x, y) // truncates toward zero, as C does
		if tg.Signed(ct) && !tg.Fits(q, ct) {
			return nil, &UBError{e, fmt.Sprintf("quotient %s overflows %s", q, ct)}
		}
		if e.Op == "/" {
			return q, nil
		}
		return new(big.Int).Rem(x, y), nil
	case "&":
		return tg.Convert(new(big.Int).And(x, y), ct), nil
	case "|":
		return tg.Convert(new(big.Int).Or(x, y), ct), nil
	case "^":
		return tg.Convert(new(big.Int).Xor(x, y), ct), nil
	}
	return nil, fmt.Errorf("cgen: unknown binary operator %q", e.Op)
}

// shift is x << y or x >> y: the type is the promoted left operand's; the
// amount must be in [0, width); a signed left operand of << must be
// non-negative with a result that fits; >> of a negative value is
// arithmetic.
func shift(e *Binary, x, y *big.Int, tg Target) (*big.Int, error) {
	t := e.T
	x = tg.Convert(x, t)
	w := tg.Width(t)
	if y.Sign() < 0 || y.Cmp(big.NewInt(int64(w))) >= 0 {
		return nil, &UBError{e, fmt.Sprintf("shift by %s of a %d-bit value", y, w)}
	}
	n := uint(y.Int64())
	if e.Op == ">>" {
		return new(big.Int).Rsh(x, n), nil // Rsh is arithmetic on negatives
	}
	if tg.Signed(t) && x.Sign() < 0 {
		return nil, &UBError{e, "left shift of a negative value"}
	}
	return arith(e, new(big.Int).Lsh(x, n), t, tg)
}

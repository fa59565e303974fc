package chc

import (
	"fmt"
	"math/big"
)

// Env assigns values to variables.
type Env map[*Term]Value

// Eval computes the value of t under env exactly: integers and rationals with
// math/big, div and mod with SMT-LIB's Euclidean semantics, arrays as finite
// maps, bit-vectors with SMT-LIB's semantics (which define division by zero
// for them). It fails on an unassigned variable and on arithmetic division
// by zero (which SMT-LIB leaves unspecified).
func Eval(t *Term, env Env) (Value, error) {
	e := evaluator{env: env}
	return e.eval(t)
}

// EvalDefined is Eval that also fails where SMT-LIB leaves the value to
// each model of the theory: a selector applied to a value built by another
// constructor, which Eval gives its sort's fixed default. A derivation's
// check uses it, because a system is unsat only if false is derived
// whatever value such a selector takes; an operand that cannot matter
// (the other operand of a false conjunction) does not make it fail.
func EvalDefined(t *Term, env Env) (Value, error) {
	e := evaluator{env: env, defined: true}
	return e.eval(t)
}

type evaluator struct {
	env  Env
	memo map[*Term]Value
	// defined: fail on a selector of another constructor (EvalDefined).
	defined bool
}

func (e *evaluator) eval(t *Term) (Value, error) {
	// Leaves cost less to evaluate than to memoise: most calls evaluate
	// a variable or a constant, and then no memo is made at all.
	if len(t.args) == 0 {
		return e.evalNode(t)
	}
	if v, ok := e.memo[t]; ok {
		return v, nil
	}
	v, err := e.evalNode(t)
	if err != nil {
		return Value{}, err
	}
	if e.memo == nil {
		e.memo = make(map[*Term]Value)
	}
	e.memo[t] = v
	return v, nil
}

func (e *evaluator) evalNode(t *Term) (Value, error) {
	switch t.op {
	case OpVar:
		v, ok := e.env[t]
		if !ok {
			return Value{}, fmt.Errorf("variable %s has no value", t)
		}
		if v.sort != t.sort {
			return Value{}, fmt.Errorf("variable %s of sort %s has a value of sort %s", t, t.sort, v.sort)
		}
		return v, nil
	case OpNum:
		return NumValue(t.num, t.sort), nil
	case OpTrue, OpFalse:
		return BoolValue(t.op == OpTrue), nil
	case OpIte:
		c, err := e.eval(t.args[0])
		if err != nil {
			return Value{}, err
		}
		if c.b {
			return e.eval(t.args[1])
		}
		return e.eval(t.args[2])
	case OpAnd, OpOr, OpImplies:
		return e.evalBool(t)
	case OpForall, OpBoundVar:
		return Value{}, fmt.Errorf("cannot evaluate a quantifier: %s", t)
	}
	args := make([]Value, len(t.args))
	for i, a := range t.args {
		v, err := e.eval(a)
		if err != nil {
			return Value{}, err
		}
		args[i] = v
	}
	if e.defined && t.op == OpField && args[0].ctor != t.ctor {
		return Value{}, fmt.Errorf("%s is applied to a value of constructor %s: its value is not defined", t.name, args[0].ctor.Name)
	}
	return apply(t, args)
}

// evalBool evaluates the short-circuiting connectives, so that an undefined
// operand that cannot matter does not make the whole term fail. It reads
// (and a ...) as is, (or a ...) as (not (and (not a) ...)) and (=> a b c),
// which is (=> a (=> b c)), as (or (not a) (not b) c).
func (e *evaluator) evalBool(t *Term) (Value, error) {
	// decides(i, v) reports whether operand i having value v decides the term.
	decides := func(i int, v bool) bool { return v == (t.op == OpOr) }
	if t.op == OpImplies {
		decides = func(i int, v bool) bool { return v == (i == len(t.args)-1) }
	}
	var firstErr error
	for i, a := range t.args {
		v, err := e.eval(a)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		if decides(i, v.b) {
			return BoolValue(t.op != OpAnd), nil
		}
	}
	if firstErr != nil {
		return Value{}, firstErr
	}
	return BoolValue(t.op == OpAnd), nil
}

func apply(t *Term, a []Value) (Value, error) {
	if t.op.IsBV() {
		return applyBV(t, a)
	}
	if t.op.IsDatatypeOp() {
		return applyDatatype(t, a)
	}
	switch t.op {
	case OpNot:
		return BoolValue(!a[0].b), nil
	case OpXor:
		r := false
		for _, v := range a {
			r = r != v.b
		}
		return BoolValue(r), nil
	case OpEq:
		for _, v := range a[1:] {
			if !v.Equal(a[0]) {
				return BoolValue(false), nil
			}
		}
		return BoolValue(true), nil
	case OpDistinct:
		seen := make(map[string]bool, len(a))
		for _, v := range a {
			if seen[v.Key()] {
				return BoolValue(false), nil
			}
			seen[v.Key()] = true
		}
		return BoolValue(true), nil
	case OpLe, OpLt, OpGe, OpGt:
		for i := 0; i+1 < len(a); i++ {
			c := a[i].num.Cmp(a[i+1].num)
			ok := (t.op == OpLe && c <= 0) || (t.op == OpLt && c < 0) ||
				(t.op == OpGe && c >= 0) || (t.op == OpGt && c > 0)
			if !ok {
				return BoolValue(false), nil
			}
		}
		return BoolValue(true), nil
	case OpAdd, OpSub, OpMul:
		r := new(big.Rat).Set(a[0].num)
		for _, v := range a[1:] {
			switch t.op {
			case OpAdd:
				r.Add(r, v.num)
			case OpSub:
				r.Sub(r, v.num)
			default:
				r.Mul(r, v.num)
			}
		}
		return NumValue(r, t.sort), nil
	case OpNeg:
		return NumValue(new(big.Rat).Neg(a[0].num), t.sort), nil
	case OpDiv, OpMod:
		x, y := a[0].num.Num(), a[1].num.Num()
		if y.Sign() == 0 {
			return Value{}, fmt.Errorf("%s by zero in %s", t.op, t)
		}
		if t.op == OpDiv {
			return IntValue(new(big.Int).Div(x, y)), nil // Euclidean, as SMT-LIB
		}
		return IntValue(new(big.Int).Mod(x, y)), nil
	case OpAbs:
		return NumValue(new(big.Rat).Abs(a[0].num), IntSort), nil
	case OpRealDiv:
		r := new(big.Rat).Set(a[0].num)
		for _, v := range a[1:] {
			if v.num.Sign() == 0 {
				return Value{}, fmt.Errorf("division by zero in %s", t)
			}
			r.Quo(r, v.num)
		}
		return RealValue(r), nil
	case OpToReal:
		return RealValue(a[0].num), nil
	case OpToInt:
		return IntValue(floor(a[0].num)), nil
	case OpIsInt:
		return BoolValue(a[0].num.IsInt()), nil
	case OpSelect:
		return a[0].Select(a[1]), nil
	case OpStore:
		return a[0].Store(a[1], a[2]), nil
	case OpConstArray:
		return ArrayValue(t.sort, a[0], nil), nil
	}
	return Value{}, fmt.Errorf("cannot evaluate %s", t.op)
}

// floor returns the greatest integer not above r.
func floor(r *big.Rat) *big.Int {
	q := new(big.Int)
	m := new(big.Int)
	q.DivMod(r.Num(), r.Denom(), m) // Euclidean; the denominator is positive
	return q
}

package rts

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// heapFn names a heap function.
type heapFn int

const (
	fnAlloc heapFn = iota // (alloc? t): Bool
	fnSize                // (size t): Int
	fnVal                 // (val t): Int
)

var heapFnNames = map[string]heapFn{"alloc?": fnAlloc, "size": fnSize, "val": fnVal}

// scope resolves the names a formula may use: store variables and f, in the
// pre-state or (primed) in the post-state, and the heap functions.
type scope interface {
	variable(name string, primed bool) (*chc.Term, error)
	heap(fn heapFn, primed bool, addr *chc.Term) (*chc.Term, error)
}

// exprError is a conversion error at an expression.
type exprError struct {
	e   *Expr
	msg string
}

func (e *exprError) Error() string { return e.msg }

func errAt(e *Expr, format string, args ...any) error {
	return &exprError{e: e, msg: fmt.Sprintf(format, args...)}
}

// converter turns expressions into terms of one factory.
type converter struct {
	f  *chc.Factory
	sc scope
}

// term converts e.
func (c *converter) term(e *Expr) (*chc.Term, error) {
	if e == nil {
		return c.f.True(), nil
	}
	if e.List == nil {
		return c.atom(e)
	}
	if len(e.List) == 0 {
		return nil, errAt(e, "empty application ()")
	}
	h := e.List[0]
	if h.List != nil {
		return nil, errAt(h, "unsupported application head %s", h)
	}
	name, primed := strings.CutSuffix(h.Atom, "'")
	if fn, ok := heapFnNames[name]; ok {
		return c.heapApp(e, fn, primed)
	}
	args := make([]*chc.Term, len(e.List)-1)
	for i, a := range e.List[1:] {
		t, err := c.term(a)
		if err != nil {
			return nil, err
		}
		args[i] = t
	}
	return c.apply(e, h.Atom, args)
}

func (c *converter) atom(e *Expr) (*chc.Term, error) {
	switch a := e.Atom; {
	case a == "true":
		return c.f.True(), nil
	case a == "false":
		return c.f.False(), nil
	case isNumeral(a):
		n, ok := new(big.Int).SetString(a, 10)
		if !ok {
			return nil, errAt(e, "bad numeral %s", a)
		}
		return c.f.BigInt(n), nil
	}
	name, primed := strings.CutSuffix(e.Atom, "'")
	t, err := c.sc.variable(name, primed)
	if err != nil {
		return nil, errAt(e, "%v", err)
	}
	return t, nil
}

func (c *converter) heapApp(e *Expr, fn heapFn, primed bool) (*chc.Term, error) {
	if len(e.List) != 2 {
		return nil, errAt(e, "%s takes one address, found %d arguments", e.List[0].Atom, len(e.List)-1)
	}
	addr, err := c.term(e.List[1])
	if err != nil {
		return nil, err
	}
	if addr.Sort() != chc.IntSort {
		return nil, errAt(e.List[1], "the address of %s must be an Int, found %s", e.List[0].Atom, addr.Sort())
	}
	t, err := c.sc.heap(fn, primed, addr)
	if err != nil {
		return nil, errAt(e, "%v", err)
	}
	return t, nil
}

// ops maps SMT-LIB function names to term operators.
var ops = map[string]chc.Op{
	"not": chc.OpNot, "and": chc.OpAnd, "or": chc.OpOr, "=>": chc.OpImplies, "xor": chc.OpXor,
	"ite": chc.OpIte, "=": chc.OpEq, "distinct": chc.OpDistinct, "<=": chc.OpLe, "<": chc.OpLt,
	">=": chc.OpGe, ">": chc.OpGt, "+": chc.OpAdd, "-": chc.OpSub, "*": chc.OpMul,
	"div": chc.OpDiv, "mod": chc.OpMod, "abs": chc.OpAbs,
}

func (c *converter) apply(e *Expr, name string, args []*chc.Term) (*chc.Term, error) {
	op, ok := ops[name]
	if !ok {
		return nil, errAt(e.List[0], "unknown function %s", name)
	}
	if op == chc.OpSub && len(args) == 1 {
		op = chc.OpNeg
	}
	if err := checkLinear(op, args); err != nil {
		return nil, errAt(e, "%s: %v", name, err)
	}
	for _, a := range args {
		if a.Sort() != chc.IntSort && a.Sort() != chc.BoolSort {
			return nil, errAt(e, "%s: unsupported argument sort %s", name, a.Sort())
		}
	}
	t, err := c.f.App(op, args...)
	if err != nil {
		return nil, errAt(e, "%v", err)
	}
	if op == chc.OpNeg && args[0].Op() == chc.OpNum {
		return c.f.Neg(args[0]), nil
	}
	return c.simplify(t), nil
}

// checkLinear refuses products of two non-numerals and division by a
// non-numeral or by zero.
func checkLinear(op chc.Op, args []*chc.Term) error {
	switch op {
	case chc.OpMul:
		n := 0
		for _, a := range args {
			if a.Op() != chc.OpNum {
				n++
			}
		}
		if n > 1 {
			return fmt.Errorf("non-linear arithmetic is not supported")
		}
	case chc.OpDiv, chc.OpMod:
		if len(args) == 2 && (args[1].Op() != chc.OpNum || args[1].Num().Sign() == 0) {
			return fmt.Errorf("the divisor must be a non-zero numeral")
		}
	}
	return nil
}

// simplify rebuilds t with the factory's smart constructors, which fold
// constants, where one exists.
func (c *converter) simplify(t *chc.Term) *chc.Term {
	f, a := c.f, t.Args()
	switch t.Op() {
	case chc.OpNot:
		return f.Not(a[0])
	case chc.OpAnd:
		return f.And(a...)
	case chc.OpOr:
		return f.Or(a...)
	case chc.OpIte:
		return f.Ite(a[0], a[1], a[2])
	case chc.OpEq:
		if len(a) == 2 {
			return f.Eq(a[0], a[1])
		}
	case chc.OpAdd:
		return f.Add(a...)
	case chc.OpLe, chc.OpLt, chc.OpGe, chc.OpGt:
		if len(a) == 2 {
			return f.Cmp(t.Op(), a[0], a[1])
		}
	}
	return t
}

// convert is a shorthand for converting e in scope sc.
func convert(f *chc.Factory, sc scope, e *Expr) (*chc.Term, error) {
	return (&converter{f: f, sc: sc}).term(e)
}

package boogie

import (
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// lookupFn gives a variable's value in the current state, or in the
// procedure's pre-state (old).
type lookupFn func(o *Object, old bool) (chc.Value, bool)

// evaluator evaluates Boogie expressions on values, independently of the
// encoding: the interpreter's semantics of expressions.
type evaluator struct {
	info   *Info
	consts map[*Object]chc.Value
	funcs  map[*Func]chc.Value
	reads  []funcRead // where uninterpreted functions were applied
}

// funcRead is one application of an uninterpreted function: f(args) = val.
type funcRead struct {
	fn   *Func
	args []chc.Value
	val  chc.Value
}

// evalError is an expression the interpreter cannot evaluate.
type evalError struct{ msg string }

func (e evalError) Error() string { return e.msg }

func (ev *evaluator) eval(x Expr, look lookupFn) (v chc.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			ee, ok := r.(evalError)
			if !ok {
				panic(r)
			}
			err = ee
		}
	}()
	return (&evalCtx{ev: ev, look: look}).value(x), nil
}

type evalCtx struct {
	ev   *evaluator
	look lookupFn
	old  bool
}

func failEval(format string, args ...any) { panic(evalError{fmt.Sprintf(format, args...)}) }

func (c *evalCtx) value(x Expr) chc.Value {
	switch x := x.(type) {
	case *IntLit:
		return chc.IntValue(x.Value)
	case *BoolLit:
		return chc.BoolValue(x.Value)
	case *Var:
		return c.variable(x)
	case *Unary:
		v := c.value(x.X)
		if x.Op == "!" {
			return chc.BoolValue(!v.Bool())
		}
		return intVal(new(big.Int).Neg(intOf(v)))
	case *Binary:
		return c.binary(x)
	case *Ite:
		if c.value(x.Cond).Bool() {
			return c.value(x.Then)
		}
		return c.value(x.Else)
	case *Select:
		return c.selectVal(c.value(x.Map), x.Index)
	case *Update:
		return c.updateVal(c.value(x.Map), x.Index, c.value(x.Value))
	case *Apply:
		return c.apply(x)
	case *Old:
		saved := c.old
		c.old = true
		v := c.value(x.X)
		c.old = saved
		return v
	}
	failEval("cannot evaluate %s", ExprString(x))
	return chc.Value{}
}

func (c *evalCtx) variable(x *Var) chc.Value {
	o := c.ev.info.Uses[x]
	if o != nil && o.Kind == Constant {
		if v, ok := c.ev.consts[o]; ok {
			return v
		}
		failEval("constant %s has no value", o.Name)
	}
	v, ok := c.look(o, c.old)
	if !ok {
		failEval("%s has no value", x.Name)
	}
	return v
}

func intOf(v chc.Value) *big.Int {
	r := v.Rat()
	if !r.IsInt() {
		failEval("%v is not an integer", v)
	}
	return new(big.Int).Set(r.Num())
}

func intVal(i *big.Int) chc.Value { return chc.IntValue(i) }

func (c *evalCtx) binary(x *Binary) chc.Value {
	switch x.Op {
	case "&&":
		return chc.BoolValue(c.value(x.X).Bool() && c.value(x.Y).Bool())
	case "||":
		return chc.BoolValue(c.value(x.X).Bool() || c.value(x.Y).Bool())
	case "==>":
		return chc.BoolValue(!c.value(x.X).Bool() || c.value(x.Y).Bool())
	case "<==":
		return chc.BoolValue(c.value(x.X).Bool() || !c.value(x.Y).Bool())
	}
	a, b := c.value(x.X), c.value(x.Y)
	switch x.Op {
	case "==", "<==>":
		return chc.BoolValue(a.Equal(b))
	case "!=":
		return chc.BoolValue(!a.Equal(b))
	case "<", "<=", ">", ">=":
		return compare(x.Op, intOf(a).Cmp(intOf(b)))
	}
	return arith(x.Op, intOf(a), intOf(b))
}

func compare(op string, cmp int) chc.Value {
	switch op {
	case "<":
		return chc.BoolValue(cmp < 0)
	case "<=":
		return chc.BoolValue(cmp <= 0)
	case ">":
		return chc.BoolValue(cmp > 0)
	}
	return chc.BoolValue(cmp >= 0)
}

func arith(op string, a, b *big.Int) chc.Value {
	switch op {
	case "+":
		return intVal(new(big.Int).Add(a, b))
	case "-":
		return intVal(new(big.Int).Sub(a, b))
	case "*":
		return intVal(new(big.Int).Mul(a, b))
	case "div":
		return intVal(euclidDiv(a, b))
	case "mod", "%":
		return intVal(new(big.Int).Sub(a, new(big.Int).Mul(b, euclidDiv(a, b))))
	}
	failEval("operator %s", op)
	return chc.Value{}
}

// euclidDiv is SMT-LIB's div: the remainder a - b·q is in [0, |b|).
func euclidDiv(a, b *big.Int) *big.Int {
	if b.Sign() == 0 {
		failEval("division by zero")
	}
	q, m := new(big.Int).QuoRem(a, b, new(big.Int))
	if m.Sign() < 0 {
		if b.Sign() > 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

func (c *evalCtx) selectVal(m chc.Value, index []Expr) chc.Value {
	for _, i := range index {
		m = m.Select(c.value(i))
	}
	return m
}

func (c *evalCtx) updateVal(m chc.Value, index []Expr, v chc.Value) chc.Value {
	i := c.value(index[0])
	if len(index) > 1 {
		v = c.updateVal(m.Select(i), index[1:], v)
	}
	return m.Store(i, v)
}

func (c *evalCtx) apply(x *Apply) chc.Value {
	fn := c.ev.info.Funcs[x.Fun]
	args := make([]chc.Value, len(x.Args))
	for i, a := range x.Args {
		args[i] = c.value(a)
	}
	switch {
	case fn.Builtin != "":
		return arith(fn.Builtin, intOf(args[0]), intOf(args[1]))
	case fn.Body != nil:
		bind := map[*Object]chc.Value{}
		for i, p := range fn.Params {
			bind[p] = args[i]
		}
		inner := &evalCtx{ev: c.ev, look: func(o *Object, _ bool) (chc.Value, bool) {
			v, ok := bind[o]
			return v, ok
		}}
		return inner.value(fn.Body)
	}
	v, ok := c.ev.funcs[fn]
	if !ok {
		failEval("function %s has no interpretation", fn.Name)
	}
	for _, a := range args {
		v = v.Select(a)
	}
	c.ev.reads = append(c.ev.reads, funcRead{fn: fn, args: args, val: v})
	return v
}

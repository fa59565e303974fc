package c

import (
	"strings"

	"modernc.org/cc/v4"
)

// A pointer parameter points into an array of the caller (or at one of
// its scalars): the callee receives the array's map and the offset, and
// gives the map back, so that the caller sees the stores. This is exact
// as long as nothing else reaches the array during the call: the pointed
// array must be a local of the caller (or a pointer parameter of its own),
// and no two pointer arguments of one call may point into the same array.

// pointee returns the integer element type of a pointer (or array
// parameter) type.
func (l *lowerer) pointee(t cc.Type) (intType, bool) {
	var elem cc.Type
	switch t := t.(type) {
	case *cc.PointerType:
		elem = t.Elem()
	case *cc.ArrayType:
		elem = t.Elem()
	default:
		return intType{}, false
	}
	return integerType(l.abi, elem)
}

// ptrArg is a pointer argument: the map passed and received back, the
// offset, and the scalar to copy back when it points at one.
type ptrArg struct {
	base, off string
	scalar    *variable
}

// pointerArg lowers an argument passed for a pointer parameter.
func (l *lowerer) pointerArg(e cc.ExpressionNode) ptrArg {
	e = unparen(e)
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionIdent {
			return l.arrayBase(x, "0")
		}
	case *cc.AdditiveExpression:
		if x.Token.SrcStr() == "+" && x.AdditiveExpression.Type().Kind() != cc.Ptr &&
			x.AdditiveExpression.Type().Kind() != cc.Array {
			return l.offsetArg(x.MultiplicativeExpression, x.AdditiveExpression)
		}
		if x.Token.SrcStr() == "+" {
			return l.offsetArg(x.AdditiveExpression, x.MultiplicativeExpression)
		}
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionAddrof {
			return l.addressArg(x)
		}
	}
	l.refuse(e, "pointer argument %s (an array, a pointer parameter, &a[i], a + i or &x are supported)", stmtText(e))
	return ptrArg{}
}

func unparen(e cc.ExpressionNode) cc.ExpressionNode {
	for {
		p, ok := e.(*cc.PrimaryExpression)
		if !ok || p.Case != cc.PrimaryExpressionExpr {
			return e
		}
		e = p.ExpressionList
	}
}

// offsetArg lowers p + k.
func (l *lowerer) offsetArg(ptr, k cc.ExpressionNode) ptrArg {
	p, ok := unparen(ptr).(*cc.PrimaryExpression)
	if !ok || p.Case != cc.PrimaryExpressionIdent {
		l.refuse(ptr, "pointer argument %s", stmtText(ptr))
	}
	x := l.expr(k)
	return l.arrayBase(p, l.snapshot(x).intText())
}

// addressArg lowers &a[i] and &x.
func (l *lowerer) addressArg(u *cc.UnaryExpression) ptrArg {
	switch x := unparen(u.CastExpression).(type) {
	case *cc.PostfixExpression:
		if x.Case == cc.PostfixExpressionIndex {
			if _, ok := unparen(x.PostfixExpression).(*cc.PrimaryExpression); ok {
				ix := l.snapshot(l.expr(x.ExpressionList))
				return l.arrayBase(unparen(x.PostfixExpression).(*cc.PrimaryExpression), ix.intText())
			}
		}
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionIdent {
			v := l.varOf(x)
			if v.arr != nil {
				return l.arrayBase(x, "0")
			}
			if v.global {
				l.refuse(u, "address of global %s passed to a function", v.c)
			}
			m := l.temp("m", false)
			l.fn.locals[len(l.fn.locals)-1] = m + ": [int]int"
			l.emit(u, "havoc %s;", m)
			l.emit(u, "%s[0] := %s;", m, v.b)
			return ptrArg{base: m, off: "0", scalar: v}
		}
	}
	l.refuse(u, "address %s (only &a[i] and &x are supported)", stmtText(u))
	return ptrArg{}
}

// arrayBase makes the argument for an array (or pointer parameter) at an
// offset.
func (l *lowerer) arrayBase(p *cc.PrimaryExpression, off string) ptrArg {
	v := l.varOf(p)
	switch {
	case v.arr == nil:
		l.refuse(p, "pointer argument %s, which is not an array", v.c)
	case v.global:
		l.refuse(p, "global array %s passed to a function (it could be reached by name in the callee)", v.c)
	case len(v.arr.lens) > 1:
		l.refuse(p, "multi-dimensional array %s passed to a function", v.c)
	}
	if v.ptr {
		l.usePtr(p, v)
		if off == "0" {
			return ptrArg{base: v.b, off: v.off}
		}
		return ptrArg{base: v.b, off: "(" + v.off + " + " + off + ")"}
	}
	return ptrArg{base: v.b, off: off}
}

// deref lowers *p and *(p + k) for a pointer parameter p.
func (l *lowerer) deref(u *cc.UnaryExpression) lval {
	switch x := unparen(u.CastExpression).(type) {
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionIdent {
			if v := l.varOf(x); v.ptr {
				l.usePtr(x, v)
				return lval{v: v, idx: v.off}
			}
		}
	case *cc.AdditiveExpression:
		p, ok := unparen(x.AdditiveExpression).(*cc.PrimaryExpression)
		if ok && p.Case == cc.PrimaryExpressionIdent && strings.TrimSpace(x.Token.SrcStr()) == "+" {
			if v := l.varOf(p); v.ptr {
				l.usePtr(p, v)
				k := l.snapshot(l.expr(x.MultiplicativeExpression))
				tmp := l.temp("i", false)
				l.emit(u, "%s := (%s + %s);", tmp, v.off, k.intText())
				return lval{v: v, idx: tmp}
			}
		}
	}
	l.refuse(u, "dereference of %s (only pointer parameters, *p and *(p + k), are supported)", stmtText(u.CastExpression))
	return lval{}
}

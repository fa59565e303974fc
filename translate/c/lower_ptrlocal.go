package c

import (
	"strings"

	"modernc.org/cc/v4"
)

// A pointer local points into one array for its whole life: a local
// array of its function, or the array a pointer parameter points into.
// Like a pointer parameter it is that array's map and an offset, but the
// map is the array's own (no copy), so stores through it are stores to
// the array. Which array is fixed by the first assignment in program
// text (the initialiser, or p = a, p = &a[i], p = a + i, p = q); an
// assignment of a pointer into another array, a use before any
// assignment, and a pointer at a scalar are refused.

// declarePtrLocal declares a pointer local of integer pointee elem.
func (l *lowerer) declarePtrLocal(dd *cc.Declarator, elem intType, init *cc.Initializer) {
	v := &variable{c: dd.Name(), t: elem, decl: dd, ptr: true, local: true,
		arr: &arrayShape{elem: elem, lens: []int64{-1}, total: -1}}
	v.off = l.local(dd.Name()+"$o", elem)
	l.names[v.off] = dd.Name() + "$offset"
	l.vars[dd] = v
	if e := l.exprInit(init); e != nil {
		l.bindPtr(dd, v, e)
	}
}

// bindPtr lowers p = e for a pointer local p.
func (l *lowerer) bindPtr(n cc.Node, v *variable, e cc.ExpressionNode) {
	pa := l.pointerArg(e)
	switch {
	case pa.scalar != nil:
		l.refuse(e, "pointer %s to the scalar %s (pointer locals point into arrays)", v.c, pa.scalar.c)
	case v.b == "":
		v.b = pa.base
	case v.b != pa.base:
		l.refuse(e, "pointer %s assigned pointers into two arrays", v.c)
	}
	if bv := l.mapVar(pa.base); bv != nil && bv.arr != nil && bv.arr.elem != v.t {
		l.refuse(e, "pointer %s of %s into an array of %s", v.c, v.t.name, bv.arr.elem.name)
	}
	l.emit(n, "%s := %s;", v.off, pa.off)
}

// mapVar finds the variable whose Boogie map is base.
func (l *lowerer) mapVar(base string) *variable {
	for _, v := range l.vars {
		if v.b == base && v.arr != nil {
			return v
		}
	}
	return nil
}

// ptrLocal returns the pointer local an expression names, or nil.
func (l *lowerer) ptrLocal(e cc.ExpressionNode) *variable {
	d := identDecl(e)
	if d == nil {
		return nil
	}
	if v := l.vars[d]; v != nil && v.local {
		return v
	}
	return nil
}

// assignPtr lowers an assignment to a pointer local: p = e, p += k,
// p -= k.
func (l *lowerer) assignPtr(e *cc.AssignmentExpression, v *variable, want bool) val {
	if want {
		l.refuse(e, "assignment to pointer %s used as a value", v.c)
	}
	switch op := strings.TrimSpace(e.Token.SrcStr()); op {
	case "=":
		l.bindPtr(e, v, e.AssignmentExpression)
	case "+=", "-=":
		l.usePtr(e, v)
		k := l.snapshot(l.expr(e.AssignmentExpression))
		l.emit(e, "%s := (%s %s %s);", v.off, v.off, op[:1], k.intText())
	default:
		l.refuse(e, "operator %s on pointer %s", op, v.c)
	}
	return val{void: true}
}

// stepPtr lowers p++, p--, ++p and --p as statements.
func (l *lowerer) stepPtr(n cc.Node, v *variable, inc bool) {
	l.usePtr(n, v)
	op := "-"
	if inc {
		op = "+"
	}
	l.emit(n, "%s := (%s %s 1);", v.off, v.off, op)
}

// usePtr refuses a pointer local not yet assigned.
func (l *lowerer) usePtr(n cc.Node, v *variable) {
	if v.local && v.b == "" {
		l.refuse(n, "pointer %s used before it is assigned", v.c)
	}
}

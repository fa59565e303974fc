package c

import (
	"modernc.org/cc/v4"
)

// A struct variable is its fields, each a variable of its own (Boogie
// s.f, s.g.h for a nested struct, a map for an array field): member
// access is a variable, struct assignment copies every field.

// makeStruct builds the field variables of a struct object named c; decl
// declares the Boogie variable of a field (of a Boogie type) and sets its
// Boogie name.
func (l *lowerer) makeStruct(c string, t cc.Type, n cc.Node, decl func(f *variable, typ string)) *variable {
	st, ok := t.(*cc.StructType)
	if !ok {
		l.refuse(n, "%s of %s", c, describeType(t))
	}
	v := &variable{c: c, fields: map[string]*variable{}}
	for i := 0; i < st.NumFields(); i++ {
		f := st.FieldByIndex(i)
		name := f.Name()
		switch {
		case f.IsBitfield():
			l.refuse(n, "bit-field %s of %s", name, c)
		case name == "":
			l.refuse(n, "unnamed member of %s", c)
		}
		fc := c + "." + name
		var fv *variable
		switch ft := f.Type(); ft.Kind() {
		case cc.Struct:
			fv = l.makeStruct(fc, ft, n, decl)
		case cc.Array:
			sh := l.shapeOf(ft, n, fc)
			fv = &variable{c: fc, t: sh.elem, arr: sh}
			decl(fv, sh.boogieType())
		default:
			it, ok := integerType(l.abi, ft)
			if !ok {
				l.refuse(n, "member %s of %s", fc, describeType(ft))
			}
			fv = &variable{c: fc, t: it}
			decl(fv, "int")
		}
		v.fields[name] = fv
		v.order = append(v.order, name)
	}
	return v
}

// leaves lists a struct variable's scalar and array fields, nested ones
// included, in declaration order.
func (v *variable) leaves() []*variable {
	if v.fields == nil {
		return []*variable{v}
	}
	var out []*variable
	for _, name := range v.order {
		out = append(out, v.fields[name].leaves()...)
	}
	return out
}

// declareStruct lowers a local struct's declaration: its fields start
// arbitrary (each a value of its type).
func (l *lowerer) declareStruct(dd *cc.Declarator, in *cc.Initializer) {
	if in != nil {
		l.refuse(in, "initialiser of struct %s", dd.Name())
	}
	v := l.makeStruct(dd.Name(), dd.Type(), dd, func(f *variable, typ string) { f.b = l.localTyped(f.c, typ) })
	l.vars[dd] = v
	for _, f := range v.leaves() {
		l.emit(dd, "havoc %s;", f.b)
		if f.arr == nil {
			l.emit(dd, "assume %s;", rangeText(f.b, f.t))
		}
	}
}

// member resolves s.f (and s.f.g, and p->f for nothing yet) to the field's
// variable.
func (l *lowerer) member(e *cc.PostfixExpression) *variable {
	if e.Case == cc.PostfixExpressionPSelect {
		l.refuse(e, "member access through a pointer (->)")
	}
	base := l.structOf(e.PostfixExpression)
	name := e.Token2.SrcStr()
	f := base.fields[name]
	if f == nil {
		l.refuse(e, "member %s of %s", name, base.c)
	}
	return f
}

// structOf resolves an expression denoting a struct object.
func (l *lowerer) structOf(e cc.ExpressionNode) *variable {
	e = unparen(e)
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionIdent {
			if v := l.varOf(x); v.fields != nil {
				return v
			}
		}
	case *cc.PostfixExpression:
		if x.Case == cc.PostfixExpressionSelect || x.Case == cc.PostfixExpressionPSelect {
			if v := l.member(x); v.fields != nil {
				return v
			}
		}
	}
	l.refuse(e, "struct %s (only struct variables and their members are supported)", stmtText(e))
	return nil
}

// copyStruct lowers the assignment of a whole struct: field by field.
func (l *lowerer) copyStruct(e *cc.AssignmentExpression) {
	dst := l.structOf(e.UnaryExpression)
	src := l.structOf(e.AssignmentExpression)
	d, s := dst.leaves(), src.leaves()
	if len(d) != len(s) {
		l.refuse(e, "assignment between different structs")
	}
	for i := range d {
		l.emit(e, "%s := %s;", d[i].b, s[i].b)
	}
}

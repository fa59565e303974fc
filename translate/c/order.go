package c

import (
	"reflect"

	"modernc.org/cc/v4"
)

// C leaves the order in which operands and arguments are evaluated
// unspecified. The lowering evaluates left to right, which is the
// program's meaning only when the order cannot matter: it refuses two
// operands (or arguments) of which one writes shared state — a global or
// static variable, or memory through a pointer parameter, directly or in
// a function it calls — while the other touches shared state or has side
// effects.

// walkAST calls visit on every node of the syntax tree under n, in
// depth-first order; visit returns false to skip a node's children.
func walkAST(n any, visit func(any) bool) {
	walkValue(reflect.ValueOf(n), visit)
}

func walkValue(v reflect.Value, visit func(any) bool) {
	switch v.Kind() {
	case reflect.Interface:
		if !v.IsNil() {
			walkValue(v.Elem(), visit)
		}
	case reflect.Pointer:
		if v.IsNil() || v.Elem().Kind() != reflect.Struct {
			return
		}
		if !visit(v.Interface()) {
			return
		}
		walkValue(v.Elem(), visit)
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if f := t.Field(i); f.IsExported() && !f.Anonymous {
				walkValue(v.Field(i), visit)
			}
		}
	}
}

// shared reports whether a declarator is shared state: a global or a
// static local.
func shared(d *cc.Declarator) bool {
	return d != nil && (d.StorageDuration() == cc.Static || d.IsExtern()) && d.Type().Kind() != cc.Function
}

// identDecl is the declarator an identifier expression resolves to.
func identDecl(e cc.ExpressionNode) *cc.Declarator {
	p, ok := unparen(e).(*cc.PrimaryExpression)
	if !ok || p.Case != cc.PrimaryExpressionIdent {
		return nil
	}
	d, _ := p.ResolvedTo().(*cc.Declarator)
	return d
}

// writesShared reports whether evaluating n may write shared state.
func (l *lowerer) writesShared(n any) bool {
	found := false
	walkAST(n, func(x any) bool {
		if found {
			return false
		}
		switch x := x.(type) {
		case *cc.AssignmentExpression:
			if x.Case != cc.AssignmentExpressionCond && l.writesPlace(x.UnaryExpression) {
				found = true
			}
		case *cc.PostfixExpression:
			switch x.Case {
			case cc.PostfixExpressionInc, cc.PostfixExpressionDec:
				found = l.writesPlace(x.PostfixExpression)
			case cc.PostfixExpressionCall:
				if d := identDecl(x.PostfixExpression); d != nil && l.funcWrites()[d.Name()] {
					found = true
				}
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec {
				found = l.writesPlace(x.UnaryExpression)
			}
		}
		return !found
	})
	return found
}

// writesPlace reports whether an assignment target is shared state (or
// memory reached through a pointer).
func (l *lowerer) writesPlace(e cc.ExpressionNode) bool {
	shared0 := false
	walkAST(e, func(x any) bool {
		switch x := x.(type) {
		case *cc.PrimaryExpression:
			if d, ok := x.ResolvedTo().(*cc.Declarator); ok && (shared(d) || d.Type().Kind() == cc.Ptr) {
				shared0 = true
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionDeref {
				shared0 = true
			}
		}
		return !shared0
	})
	return shared0
}

// touchesShared reports whether evaluating n may read or write shared
// state or calls a function defined in the program.
func (l *lowerer) touchesShared(n any) bool {
	found := false
	walkAST(n, func(x any) bool {
		switch x := x.(type) {
		case *cc.PrimaryExpression:
			if d, ok := x.ResolvedTo().(*cc.Declarator); ok && (shared(d) || d.Type().Kind() == cc.Ptr) {
				found = true
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionDeref {
				found = true
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionCall {
				if d := identDecl(x.PostfixExpression); d != nil && l.defs[d.Name()] != nil {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// funcWrites returns, for each function defined in the program, whether a
// call may write shared state (itself or through the functions it calls),
// computed once as a fixpoint over the call graph.
func (l *lowerer) funcWrites() map[string]bool {
	if l.writers != nil {
		return l.writers
	}
	l.writers = map[string]bool{}
	calls := map[string][]string{}
	for name, def := range l.defs {
		walkAST(def.CompoundStatement, func(x any) bool {
			switch x := x.(type) {
			case *cc.AssignmentExpression:
				if x.Case != cc.AssignmentExpressionCond && l.writesPlace(x.UnaryExpression) {
					l.writers[name] = true
				}
			case *cc.PostfixExpression:
				switch x.Case {
				case cc.PostfixExpressionInc, cc.PostfixExpressionDec:
					if l.writesPlace(x.PostfixExpression) {
						l.writers[name] = true
					}
				case cc.PostfixExpressionCall:
					if d := identDecl(x.PostfixExpression); d != nil && l.defs[d.Name()] != nil {
						calls[name] = append(calls[name], d.Name())
					}
				}
			case *cc.UnaryExpression:
				if (x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec) && l.writesPlace(x.UnaryExpression) {
					l.writers[name] = true
				}
			}
			return true
		})
	}
	for changed := true; changed; {
		changed = false
		for f, cs := range calls {
			for _, g := range cs {
				if l.writers[g] && !l.writers[f] {
					l.writers[f], changed = true, true
				}
			}
		}
	}
	return l.writers
}

// checkOrder refuses two sibling operands whose order of evaluation could
// change the result.
func (l *lowerer) checkOrder(n cc.Node, x, y any) {
	wx, wy := l.writesShared(x), l.writesShared(y)
	if !wx && !wy {
		return
	}
	if wx && l.touchesShared(y) || wy && l.touchesShared(x) {
		l.refuse(n, "operands whose order of evaluation is unspecified in C and matters here (%s)", stmtText(n))
	}
}

package c

import (
	"math/big"
	"strings"

	"modernc.org/cc/v4"
)

func (l *lowerer) postfix(e *cc.PostfixExpression) val {
	switch e.Case {
	case cc.PostfixExpressionPrimary:
		return l.expr(e.PrimaryExpression)
	case cc.PostfixExpressionCall:
		return l.call(e)
	case cc.PostfixExpressionInc, cc.PostfixExpressionDec:
		lv := l.lvalue(e.PostfixExpression)
		old := l.snapshot(l.load(e, lv))
		l.incDec(e, lv, old, e.Case == cc.PostfixExpressionInc, false)
		return old
	case cc.PostfixExpressionIndex:
		return l.load(e, l.element(e))
	case cc.PostfixExpressionSelect, cc.PostfixExpressionPSelect:
		f := l.member(e)
		if f.arr != nil || f.fields != nil {
			l.refuse(e, "member %s used as a value", f.c)
		}
		return l.load(e, lval{v: f})
	case cc.PostfixExpressionComplit:
		l.refuse(e, "compound literal")
	}
	l.refuse(e, "expression %s", stmtText(e))
	return val{}
}

func (l *lowerer) unary(e *cc.UnaryExpression) val {
	switch e.Case {
	case cc.UnaryExpressionPostfix:
		return l.expr(e.PostfixExpression)
	case cc.UnaryExpressionInc, cc.UnaryExpressionDec:
		lv := l.lvalue(e.UnaryExpression)
		return l.incDec(e, lv, l.load(e, lv), e.Case == cc.UnaryExpressionInc, true)
	case cc.UnaryExpressionAddrof:
		l.refuse(e, "address-of operator & (pointers are not yet supported)")
	case cc.UnaryExpressionDeref:
		return l.load(e, l.deref(e))
	case cc.UnaryExpressionPlus:
		t := l.typeOf(e)
		return l.conv(l.expr(e.CastExpression), t, e)
	case cc.UnaryExpressionMinus:
		t := l.typeOf(e)
		a := l.conv(l.expr(e.CastExpression), t, e)
		return l.binop(e, "-", constVal(new(big.Int), t), a, t)
	case cc.UnaryExpressionCpl:
		t := l.typeOf(e)
		a := l.conv(l.expr(e.CastExpression), t, e)
		// ~a = -a - 1 in two's complement, 2^w - 1 - a unsigned.
		if a.k != nil {
			return constVal(t.wrap(new(big.Int).Not(a.k)), t)
		}
		if t.signed {
			return val{s: "(-" + a.intText() + " - 1)", t: t}
		}
		return val{s: "(" + t.max().String() + " - " + a.intText() + ")", t: t}
	case cc.UnaryExpressionNot:
		a := l.expr(e.CastExpression)
		return val{s: "!" + a.boolText(), b: true, t: l.typeOf(e)}
	}
	l.refuse(e, "operator %s", e.Token.SrcStr())
	return val{}
}

// lvalue resolves an assignment target: a scalar variable or an array
// element.
func (l *lowerer) lvalue(e cc.ExpressionNode) lval {
	for {
		p, ok := e.(*cc.PrimaryExpression)
		if ok && p.Case == cc.PrimaryExpressionExpr {
			e = p.ExpressionList
			continue
		}
		if ok && p.Case == cc.PrimaryExpressionIdent {
			v := l.varOf(p)
			if v.arr != nil {
				l.refuse(e, "assignment to array %s", v.c)
			}
			return lval{v: v}
		}
		if pf, ok := e.(*cc.PostfixExpression); ok && pf.Case == cc.PostfixExpressionIndex {
			return l.element(pf)
		}
		if u, ok := e.(*cc.UnaryExpression); ok && u.Case == cc.UnaryExpressionDeref {
			return l.deref(u)
		}
		if pf, ok := e.(*cc.PostfixExpression); ok && (pf.Case == cc.PostfixExpressionSelect || pf.Case == cc.PostfixExpressionPSelect) {
			f := l.member(pf)
			if f.arr != nil || f.fields != nil {
				l.refuse(e, "assignment to member %s, which is not a scalar", f.c)
			}
			return lval{v: f}
		}
		break
	}
	l.refuse(e, "assignment to %s (pointers and structs are not yet supported)", stmtText(e))
	return lval{}
}

// incDec adds or subtracts one to a place holding cur (in the promoted
// type, converted back) and returns the new value when want.
func (l *lowerer) incDec(n cc.Node, lv lval, cur val, inc, want bool) val {
	op := "-"
	if inc {
		op = "+"
	}
	t := promote(lv.typ(), l.intT)
	r := l.binop(n, op, l.conv(cur, t, n), constVal(big.NewInt(1), t), t)
	x := l.conv(r, lv.typ(), n)
	l.store(n, lv, x)
	if !want {
		return val{void: true}
	}
	return l.load(n, lv)
}

// assign lowers = and the compound assignments.
func (l *lowerer) assign(e *cc.AssignmentExpression) val {
	if e.Case == cc.AssignmentExpressionCond {
		return l.expr(e.ConditionalExpression)
	}
	return l.assignValue(e, true)
}

// assignValue lowers an assignment, returning its value when want.
func (l *lowerer) assignValue(e *cc.AssignmentExpression, want bool) val {
	if e.UnaryExpression.Type().Kind() == cc.Struct {
		if want || e.Token.SrcStr() != "=" {
			l.refuse(e, "struct assignment used as a value")
		}
		l.copyStruct(e)
		return val{void: true}
	}
	if v := l.ptrLocal(e.UnaryExpression); v != nil {
		return l.assignPtr(e, v, want)
	}
	if e.Token.SrcStr() != "=" || identDecl(e.UnaryExpression) == nil {
		// A compound assignment reads its target; a subscript or member
		// target has operands: both are unsequenced with the right side.
		l.checkOrder(e, e.UnaryExpression, e.AssignmentExpression)
	}
	lv := l.lvalue(e.UnaryExpression)
	op := strings.TrimSuffix(e.Token.SrcStr(), "=")
	r := l.expr(e.AssignmentExpression)
	if op != "" {
		cur := l.load(e, lv)
		tv, tr := promote(lv.typ(), l.intT), promote(l.typeOf(e.AssignmentExpression), l.intT)
		switch op {
		case "<<", ">>":
			r = l.shiftVal(e, op, l.conv(cur, tv, e), r, tv)
		default:
			t := commonType(tv, tr, l.unsignedOfRank)
			r = l.binop(e, op, l.conv(cur, t, e), l.conv(r, t, e), t)
		}
	}
	x := l.conv(r, lv.typ(), e)
	l.store(e, lv, x)
	if !want {
		return val{void: true}
	}
	if lv.v.arr == nil {
		return val{s: lv.v.b, t: lv.v.t}
	}
	return l.snapshot(x)
}

// call lowers a function call: the verifier's built-ins, or a call of a
// function defined in the file.
func (l *lowerer) call(e *cc.PostfixExpression) val {
	p, ok := e.PostfixExpression.(*cc.PrimaryExpression)
	if !ok || p.Case != cc.PrimaryExpressionIdent {
		l.refuse(e, "call through a function pointer")
	}
	name := p.Token.SrcStr()
	var args []cc.ExpressionNode
	for a := e.ArgumentExpressionList; a != nil; a = a.ArgumentExpressionList {
		args = append(args, a.AssignmentExpression)
	}
	if d, ok := p.ResolvedTo().(*cc.Declarator); ok && d != nil && d.Type().Kind() != cc.Function {
		l.refuse(e, "call through a function pointer %s", name)
	}
	switch {
	case strings.HasPrefix(name, "__VERIFIER_nondet_"):
		return l.nondet(e, name)
	case (name == "reach_error" || name == "__VERIFIER_error") && !l.opt.CheckOverflow:
		l.args(args)
		l.emit(e, "assert false;")
		return val{void: true}
	case name == "reach_error" || name == "__VERIFIER_error":
		// Under --check-overflow the property is no-overflow: reaching
		// reach_error ends the execution like abort.
		l.args(args)
		l.emit(e, "assume false;")
		return val{void: true}
	case name == "abort" || name == "exit" || name == "_Exit" || name == "__assert_fail" ||
		name == "__builtin_abort" || name == "__assert" || name == "__assert_perror_fail":
		l.args(args)
		l.emit(e, "assume false;")
		return val{void: true}
	case name == "__VERIFIER_assume" || name == "assume_abort_if_not" && l.defs[name] == nil:
		if len(args) != 1 {
			l.refuse(e, "%s with %d arguments", name, len(args))
		}
		c := l.cond(args[0])
		l.emit(e, "assume %s;", c)
		return val{void: true}
	case l.defs[name] != nil:
		return l.callDefined(e, l.function(name), args)
	}
	l.refuse(e, "call of %s, which is not defined in the program", name)
	return val{}
}

// args evaluates the arguments that have side effects (the others, such
// as __assert_fail's strings, have no effect to lower).
func (l *lowerer) args(args []cc.ExpressionNode) {
	for _, a := range args {
		if !a.Pure() {
			l.expr(a)
		}
	}
}

// nondet lowers __VERIFIER_nondet_T(): any value of T.
func (l *lowerer) nondet(e *cc.PostfixExpression, name string) val {
	t, ok := integerType(l.abi, e.Type())
	if !ok {
		l.refuse(e, "%s returning %s", name, describeType(e.Type()))
	}
	tmp := l.temp("nd", false)
	l.nondets[nondetKey(l.fn.f.b, tmp)] = nondetInfo{fn: name, t: t, pos: l.pos(e), rp: tokPos(l.file, e.Token2.Position())}
	l.fn.nd = tmp
	l.emit(e, "havoc %s;", tmp)
	l.emit(e, "assume %s;", rangeText(tmp, t))
	return val{s: tmp, t: t}
}

// callDefined lowers a call of a function defined in the program.
func (l *lowerer) callDefined(e *cc.PostfixExpression, f *function, args []cc.ExpressionNode) val {
	if len(args) != len(f.params) {
		l.refuse(e, "call of %s with %d arguments for %d parameters", f.name, len(args), len(f.params))
	}
	var texts, outs []string
	var copyBack []ptrArg
	if f.ret != nil {
		outs = append(outs, "")
	}
	bases := map[string]bool{}
	for i := range args {
		for j := i + 1; j < len(args); j++ {
			l.checkOrder(e, args[i], args[j])
		}
	}
	for i, a := range args {
		if f.params[i].ptr {
			pa := l.pointerArg(a)
			if bases[pa.base] {
				l.refuse(a, "two pointer arguments into the same array %s", l.names[pa.base])
			}
			bases[pa.base] = true
			texts = append(texts, pa.base, pa.off)
			outs = append(outs, pa.base)
			if pa.scalar != nil {
				copyBack = append(copyBack, pa)
			}
			continue
		}
		v := l.conv(l.expr(a), f.params[i].t, a)
		later := false
		for _, b := range args[i+1:] {
			later = later || !b.Pure()
		}
		if later {
			v = l.snapshot(v)
		}
		texts = append(texts, v.intText())
	}
	call := f.b + "(" + strings.Join(texts, ", ") + ")"
	res := val{void: true}
	if f.ret != nil {
		tmp := l.temp("r", false)
		outs[0] = tmp
		res = val{s: tmp, t: *f.ret}
	}
	if len(outs) == 0 {
		l.emit(e, "call %s;", call)
	} else {
		l.emit(e, "call %s := %s;", strings.Join(outs, ", "), call)
	}
	for _, pa := range copyBack {
		l.emit(e, "%s := %s[0];", pa.scalar.b, pa.base)
	}
	return res
}

package c

import (
	"fmt"
	"math/big"

	"modernc.org/cc/v4"
)

// val is a lowered C expression: a Boogie expression over integers (or a
// Boogie boolean standing for the int 0/1 when b), its C type, and its
// value when constant.
type val struct {
	s    string
	b    bool
	t    intType
	k    *big.Int
	void bool
	// ubits > 0: the value is known to lie in [0, 2^ubits) (it was
	// converted from an unsigned type of that width), which the bitwise
	// encodings use (lower_bits.go).
	ubits int
}

// intText is the value as a Boogie integer.
func (v val) intText() string {
	if v.b {
		return "(if " + v.s + " then 1 else 0)"
	}
	return v.s
}

// boolText is the value compared with zero, as a Boogie boolean.
func (v val) boolText() string {
	switch {
	case v.b:
		return v.s
	case v.k != nil:
		if v.k.Sign() != 0 {
			return "true"
		}
		return "false"
	}
	return "(" + v.s + " != 0)"
}

// intLit prints an integer literal (negative ones in parentheses).
func intLit(k *big.Int) string {
	if k.Sign() < 0 {
		return "(-" + new(big.Int).Neg(k).String() + ")"
	}
	return k.String()
}

func constVal(k *big.Int, t intType) val { return val{s: intLit(k), t: t, k: k} }

// constValue is the value of an integer constant expression.
func constValue(e cc.ExpressionNode) (*big.Int, bool) {
	switch v := e.Value().(type) {
	case cc.Int64Value:
		return big.NewInt(int64(v)), true
	case cc.UInt64Value:
		return new(big.Int).SetUint64(uint64(v)), true
	}
	return nil, false
}

// rangeText says that Boogie variable x holds a value of type t.
func rangeText(x string, t intType) string {
	return fmt.Sprintf("%s <= %s && %s <= %s", intLit(t.min()), x, x, intLit(t.max()))
}

// typeOf is the integer type of an expression, refused otherwise.
func (l *lowerer) typeOf(e cc.ExpressionNode) intType {
	t, ok := integerType(l.abi, e.Type())
	if !ok {
		l.refuse(e, "expression of %s", describeType(e.Type()))
	}
	return t
}

// conv converts v to type to: modulo 2^width into the target's range
// when the source's range does not fit (GCC's choice for signed
// targets), != 0 for _Bool.
func (l *lowerer) conv(v val, to intType, n cc.Node) val {
	switch {
	case v.void:
		l.refuse(n, "use of a void value")
	case v.k != nil:
		return constVal(to.wrap(v.k), to)
	case to.boolean:
		return val{s: v.boolText(), b: true, t: to}
	case v.b:
		return val{s: v.s, b: true, t: to}
	case to.contains(v.t):
		return val{s: v.s, t: to, ubits: knownBits(v)}
	}
	return val{s: l.wrapText(v.s, to), t: to}
}

// wrapText reduces an integer modulo 2^width into t's range.
func (l *lowerer) wrapText(s string, t intType) string {
	m := t.modulus()
	if !t.signed {
		return fmt.Sprintf("(%s mod %s)", s, m)
	}
	h := new(big.Int).Rsh(m, 1)
	return fmt.Sprintf("(((%s + %s) mod %s) - %s)", s, h, m, h)
}

// cond lowers a controlling expression to a Boogie boolean.
func (l *lowerer) cond(e cc.ExpressionNode) string {
	v := l.expr(e)
	if v.void {
		l.refuse(e, "void controlling expression")
	}
	return v.boolText()
}

// effect lowers an expression evaluated for its side effects only: an
// assignment or ++/-- then needs no temporary for its value.
func (l *lowerer) effect(e cc.ExpressionNode) {
	switch x := e.(type) {
	case *cc.PostfixExpression:
		if x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec {
			if v := l.ptrLocal(x.PostfixExpression); v != nil {
				l.stepPtr(x, v, x.Case == cc.PostfixExpressionInc)
				return
			}
			lv := l.lvalue(x.PostfixExpression)
			l.incDec(x, lv, l.load(x, lv), x.Case == cc.PostfixExpressionInc, false)
			return
		}
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec {
			if v := l.ptrLocal(x.UnaryExpression); v != nil {
				l.stepPtr(x, v, x.Case == cc.UnaryExpressionInc)
				return
			}
			lv := l.lvalue(x.UnaryExpression)
			l.incDec(x, lv, l.load(x, lv), x.Case == cc.UnaryExpressionInc, false)
			return
		}
	case *cc.AssignmentExpression:
		if x.Case != cc.AssignmentExpressionCond {
			l.assignValue(x, false)
			if call := directNondet(x.AssignmentExpression); call != nil && x.Case == cc.AssignmentExpressionAssign {
				l.nondetTarget(l.fn.nd, l.plainVar(x.UnaryExpression), call)
			}
			return
		}
	case *cc.ExpressionList:
		for list := x; list != nil; list = list.ExpressionList {
			l.effect(list.AssignmentExpression)
		}
		return
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionExpr {
			l.effect(x.ExpressionList)
			return
		}
	}
	l.expr(e)
}

// expr lowers an expression: side effects become statements emitted
// before the one using the value, which is returned.
func (l *lowerer) expr(e cc.ExpressionNode) val {
	if e.Type().Kind() == cc.Void {
		return l.exprVoid(e)
	}
	if k, ok := constValue(e); ok && e.Pure() {
		if t, ok := integerType(l.abi, e.Type()); ok {
			return constVal(t.wrap(k), t)
		}
	}
	switch e := e.(type) {
	case *cc.PrimaryExpression:
		return l.primary(e)
	case *cc.PostfixExpression:
		return l.postfix(e)
	case *cc.UnaryExpression:
		return l.unary(e)
	case *cc.CastExpression:
		if e.Case == cc.CastExpressionUnary {
			return l.expr(e.UnaryExpression)
		}
		to := l.typeOf(e)
		return l.conv(l.expr(e.CastExpression), to, e)
	case *cc.MultiplicativeExpression:
		return l.arith(e, e.Token.SrcStr(), e.MultiplicativeExpression, e.CastExpression)
	case *cc.AdditiveExpression:
		return l.arith(e, e.Token.SrcStr(), e.AdditiveExpression, e.MultiplicativeExpression)
	case *cc.ShiftExpression:
		return l.shift(e, e.Token.SrcStr(), e.ShiftExpression, e.AdditiveExpression)
	case *cc.AndExpression:
		return l.arith(e, "&", e.AndExpression, e.EqualityExpression)
	case *cc.ExclusiveOrExpression:
		return l.arith(e, "^", e.ExclusiveOrExpression, e.AndExpression)
	case *cc.InclusiveOrExpression:
		return l.arith(e, "|", e.InclusiveOrExpression, e.ExclusiveOrExpression)
	case *cc.RelationalExpression:
		return l.compare(e, e.Token.SrcStr(), e.RelationalExpression, e.ShiftExpression)
	case *cc.EqualityExpression:
		return l.compare(e, e.Token.SrcStr(), e.EqualityExpression, e.RelationalExpression)
	case *cc.LogicalAndExpression:
		return l.logic(e, "&&", e.LogicalAndExpression, e.InclusiveOrExpression)
	case *cc.LogicalOrExpression:
		return l.logic(e, "||", e.LogicalOrExpression, e.LogicalAndExpression)
	case *cc.ConditionalExpression:
		return l.conditional(e)
	case *cc.AssignmentExpression:
		return l.assign(e)
	case *cc.ExpressionList:
		var v val
		for list := e; list != nil; list = list.ExpressionList {
			v = l.expr(list.AssignmentExpression)
		}
		return v
	}
	l.refuse(e, "expression %s", stmtText(e))
	return val{}
}

// exprVoid lowers an expression of type void (a call, a cast to void, a
// comma or conditional of those).
func (l *lowerer) exprVoid(e cc.ExpressionNode) val {
	switch e := e.(type) {
	case *cc.PostfixExpression:
		if e.Case == cc.PostfixExpressionCall {
			return l.call(e)
		}
	case *cc.CastExpression:
		if e.Case == cc.CastExpressionCast {
			l.expr(e.CastExpression)
			return val{void: true}
		}
		return l.expr(e.UnaryExpression)
	case *cc.UnaryExpression:
		if e.Case == cc.UnaryExpressionPostfix {
			return l.expr(e.PostfixExpression)
		}
	case *cc.PrimaryExpression:
		switch e.Case {
		case cc.PrimaryExpressionExpr:
			return l.expr(e.ExpressionList)
		case cc.PrimaryExpressionStmt:
			return l.stmtExpr(e)
		}
	case *cc.ExpressionList:
		for list := e; list != nil; list = list.ExpressionList {
			l.expr(list.AssignmentExpression)
		}
		return val{void: true}
	case *cc.ConditionalExpression:
		c := l.cond(e.LogicalOrExpression)
		l.block("if ("+c+")", e, func() { l.expr(e.ExpressionList) })
		l.fn.body[len(l.fn.body)-1].text += " else {"
		l.fn.indent++
		l.expr(e.ConditionalExpression)
		l.fn.indent--
		l.emit(e, "}")
		return val{void: true}
	}
	l.refuse(e, "void expression %s", stmtText(e))
	return val{}
}

func (l *lowerer) primary(e *cc.PrimaryExpression) val {
	switch e.Case {
	case cc.PrimaryExpressionIdent:
		return l.ident(e)
	case cc.PrimaryExpressionExpr:
		return l.expr(e.ExpressionList)
	case cc.PrimaryExpressionStmt:
		return l.stmtExpr(e)
	case cc.PrimaryExpressionFloat:
		l.refuse(e, "floating-point constant")
	case cc.PrimaryExpressionString, cc.PrimaryExpressionLString:
		l.refuse(e, "string literal")
	case cc.PrimaryExpressionGeneric:
		l.refuse(e, "_Generic selection")
	}
	l.refuse(e, "constant %s", e.Token.SrcStr())
	return val{}
}

// ident reads a variable.
func (l *lowerer) ident(e *cc.PrimaryExpression) val {
	v := l.varOf(e)
	if v.arr != nil {
		l.refuse(e, "array %s used as a value (pointers are not yet supported)", v.c)
	}
	if v.fields != nil {
		l.refuse(e, "struct %s used as a value", v.c)
	}
	return val{s: v.b, t: v.t}
}

// varOf resolves an identifier to its variable.
func (l *lowerer) varOf(e *cc.PrimaryExpression) *variable {
	d, ok := e.ResolvedTo().(*cc.Declarator)
	if !ok || d == nil {
		l.refuse(e, "identifier %s", e.Token.SrcStr())
	}
	if v := l.vars[d]; v != nil {
		return v
	}
	if d.Type().Kind() == cc.Function {
		l.refuse(e, "function designator %s used as a value (function pointer)", d.Name())
	}
	if d.StorageDuration() == cc.Static || d.IsExtern() {
		return l.global(d, e)
	}
	l.refuse(e, "variable %s", d.Name())
	return nil
}

// stmtExpr lowers a GNU statement expression ({ …; e; }): its value is the
// last expression statement's.
func (l *lowerer) stmtExpr(e *cc.PrimaryExpression) val {
	cs := e.CompoundStatement
	v := val{void: true}
	for list := cs.BlockItemList; list != nil; list = list.BlockItemList {
		it := list.BlockItem
		last := list.BlockItemList == nil
		if last && it.Case == cc.BlockItemStmt && it.Statement.Case == cc.StatementExpr &&
			it.Statement.ExpressionStatement.ExpressionList != nil {
			v = l.expr(it.Statement.ExpressionStatement.ExpressionList)
			break
		}
		l.blockItem(it)
	}
	if !v.void {
		v = l.snapshot(v)
	}
	return v
}

// snapshot stores a non-constant value in a temporary, so that later side
// effects cannot change it.
func (l *lowerer) snapshot(v val) val {
	if v.k != nil || v.void {
		return v
	}
	tmp := l.temp("t", v.b)
	l.emit(l.fn.stmt, "%s := %s;", tmp, v.s)
	return val{s: tmp, b: v.b, t: v.t}
}

// operands lowers two operands left to right; the left one is kept in a
// temporary when the right one has side effects.
func (l *lowerer) operands(x, y cc.ExpressionNode) (val, val) {
	l.checkOrder(y, x, y)
	a := l.expr(x)
	if !y.Pure() {
		a = l.snapshot(a)
	}
	return a, l.expr(y)
}

// arith lowers + - * / % & ^ | in the type of the expression (the usual
// arithmetic conversions applied to both operands).
func (l *lowerer) arith(e cc.ExpressionNode, op string, x, y cc.ExpressionNode) val {
	t := l.typeOf(e)
	a, b := l.operands(x, y)
	return l.binop(e, op, l.conv(a, t, x), l.conv(b, t, y), t)
}

// binop computes a op b, both of type t, in type t: unsigned results wrap;
// signed overflow is undefined and not wrapped.
func (l *lowerer) binop(n cc.Node, op string, a, b val, t intType) val {
	if a.k != nil && b.k != nil {
		if k, ok := foldConst(op, a.k, b.k, t); ok {
			return constVal(k, t)
		}
	}
	var s string
	switch op {
	case "+", "-":
		s = "(" + a.intText() + " " + op + " " + b.intText() + ")"
	case "*":
		s = "(" + a.intText() + " * " + b.intText() + ")"
	case "/", "%":
		return l.divide(n, op, a, b, t)
	case "&", "|", "^":
		return l.bitwise(n, op, a, b, t)
	default:
		l.refuse(n, "operator %s", op)
	}
	if !t.signed {
		s = l.wrapText(s, t)
	} else {
		l.checkRange(n, s, t)
	}
	return val{s: s, t: t}
}

// checkRange asserts, under --check-overflow, that a signed result is a
// value of its type: signed overflow is then an error location.
func (l *lowerer) checkRange(n cc.Node, s string, t intType) {
	if l.opt.CheckOverflow && t.signed {
		l.emit(n, "assert %s;", rangeText(s, t))
	}
}

// pure reports whether an expression can be lowered without statements:
// it has no side effects and, under --check-overflow, no arithmetic whose
// check would have to be skipped when the expression is not evaluated.
func (l *lowerer) pure(e cc.ExpressionNode) bool {
	return e.Pure() && !l.opt.CheckOverflow
}

// foldConst evaluates an operation on constants in type t (nothing for a
// division by zero or a signed overflow, which C leaves undefined).
func foldConst(op string, a, b *big.Int, t intType) (*big.Int, bool) {
	r := new(big.Int)
	switch op {
	case "+":
		r.Add(a, b)
	case "-":
		r.Sub(a, b)
	case "*":
		r.Mul(a, b)
	case "/", "%":
		if b.Sign() == 0 {
			return nil, false
		}
		q, m := new(big.Int).QuoRem(a, b, new(big.Int))
		if op == "/" {
			r = q
		} else {
			r = m
		}
	case "&":
		r.And(a, b)
	case "|":
		r.Or(a, b)
	case "^":
		r.Xor(a, b)
	default:
		return nil, false
	}
	if t.signed && !t.inRange(r) {
		return nil, false
	}
	return t.wrap(r), true
}

// divide lowers / and % by a constant: C truncates toward zero, Boogie's
// div and mod are Euclidean, so a negative dividend divides its negation.
func (l *lowerer) divide(n cc.Node, op string, a, b val, t intType) val {
	if b.k == nil {
		return l.divideVar(n, op, a, b, t)
	}
	if b.k.Sign() == 0 {
		l.refuse(n, "division by zero")
	}
	x := a.intText()
	if t.signed && b.k.Cmp(big.NewInt(-1)) == 0 && l.opt.CheckOverflow {
		l.emit(n, "assert %s != %s;", x, intLit(t.min()))
	}
	d := new(big.Int).Abs(b.k)
	var q string
	if t.signed {
		q = fmt.Sprintf("(if %s >= 0 then %s div %s else -((-%s) div %s))", x, x, d, x, d)
		if b.k.Sign() < 0 {
			q = "(-" + q + ")"
		}
	} else {
		q = fmt.Sprintf("(%s div %s)", x, d)
	}
	if op == "%" {
		q = fmt.Sprintf("(%s - %s * %s)", x, q, intLit(b.k))
		if !t.signed {
			q = fmt.Sprintf("(%s mod %s)", x, d)
		}
	}
	return val{s: q, t: t}
}

// divideVar lowers / and % by a non-constant y. SMT-LIB's div and mod are
// Euclidean (x = y*q + r with 0 <= r < |y|), which truncates toward zero
// for a dividend x >= 0 whatever y's sign; a negative dividend divides its
// negation: x / y = -((-x) div y), x % y = -((-x) mod y). Unsigned
// operands are non-negative. A zero divisor is undefined in C and left
// unspecified, as SMT-LIB does (an answer that would depend on it does
// not validate).
func (l *lowerer) divideVar(n cc.Node, op string, a, b val, t intType) val {
	x, y := a.intText(), b.intText()
	fn := "div"
	if op == "%" {
		fn = "mod"
	}
	if !t.signed {
		return val{s: fmt.Sprintf("(%s %s %s)", x, fn, y), t: t}
	}
	if op == "/" && l.opt.CheckOverflow {
		l.emit(n, "assert !(%s == %s && %s == -1);", x, intLit(t.min()), y)
	}
	return val{s: fmt.Sprintf("(if %s >= 0 then %s %s %s else -((-%s) %s %s))", x, x, fn, y, x, fn, y), t: t}
}

// shift lowers << and >> by a constant amount: multiplication by 2^k
// (wrapping when unsigned) and Euclidean division by 2^k (GCC's
// arithmetic shift on negative values).
func (l *lowerer) shift(e cc.ExpressionNode, op string, x, y cc.ExpressionNode) val {
	t := l.typeOf(e)
	a, b := l.operands(x, y)
	return l.shiftVal(e, op, l.conv(a, t, x), b, t)
}

// shiftVal shifts a (of type t) by b.
func (l *lowerer) shiftVal(e cc.Node, op string, a, b val, t intType) val {
	if b.k == nil {
		return l.shiftVar(e, op, a, b, t)
	}
	if b.k.Sign() < 0 || b.k.Cmp(big.NewInt(int64(t.bits))) >= 0 {
		l.refuse(e, "shift by %s (undefined behaviour)", b.k)
	}
	p := new(big.Int).Lsh(big.NewInt(1), uint(b.k.Uint64()))
	if a.k != nil {
		r := new(big.Int)
		if op == "<<" {
			r.Mul(a.k, p)
			if t.signed && !t.inRange(r) {
				l.refuse(e, "constant shift overflow")
			}
			return constVal(t.wrap(r), t)
		}
		return constVal(r.Rsh(a.k, uint(b.k.Uint64())), t)
	}
	if op == "<<" {
		s := fmt.Sprintf("(%s * %s)", a.intText(), p)
		if !t.signed {
			s = l.wrapText(s, t)
		} else if l.opt.CheckOverflow {
			l.emit(e, "assert 0 <= %s && %s <= %s;", a.intText(), s, intLit(t.max()))
		}
		return val{s: s, t: t}
	}
	return val{s: fmt.Sprintf("(%s div %s)", a.intText(), p), t: t}
}

// compare lowers a relational or equality operator in the operands'
// common type.
func (l *lowerer) compare(e cc.ExpressionNode, op string, x, y cc.ExpressionNode) val {
	ta, tb := promote(l.typeOf(x), l.intT), promote(l.typeOf(y), l.intT)
	t := commonType(ta, tb, l.unsignedOfRank)
	a, b := l.operands(x, y)
	a, b = l.conv(a, t, x), l.conv(b, t, y)
	rt := l.typeOf(e)
	if a.k != nil && b.k != nil {
		c := a.k.Cmp(b.k)
		r := map[string]bool{"<": c < 0, "<=": c <= 0, ">": c > 0, ">=": c >= 0, "==": c == 0, "!=": c != 0}[op]
		if r {
			return constVal(big.NewInt(1), rt)
		}
		return constVal(new(big.Int), rt)
	}
	return val{s: "(" + a.intText() + " " + op + " " + b.intText() + ")", b: true, t: rt}
}

// unsignedOfRank is the unsigned integer type of a rank.
func (l *lowerer) unsignedOfRank(rank int) intType {
	k := map[int]cc.Kind{1: cc.UChar, 2: cc.UShort, 3: cc.UInt, 4: cc.ULong, 5: cc.ULongLong}[rank]
	t, _ := kindType(l.abi, k)
	return t
}

// logic lowers && and ||, short-circuiting the right operand's side
// effects.
func (l *lowerer) logic(e cc.ExpressionNode, op string, x, y cc.ExpressionNode) val {
	rt := l.typeOf(e)
	a := l.expr(x)
	if l.pure(y) {
		b := l.expr(y)
		return val{s: "(" + a.boolText() + " " + op + " " + b.boolText() + ")", b: true, t: rt}
	}
	tmp := l.temp("b", true)
	l.emit(x, "%s := %s;", tmp, a.boolText())
	guard := tmp
	if op == "||" {
		guard = "!" + tmp
	}
	l.block("if ("+guard+")", y, func() {
		b := l.expr(y)
		l.emit(y, "%s := %s;", tmp, b.boolText())
	})
	return val{s: tmp, b: true, t: rt}
}

// conditional lowers c ? a : b, with statements when a branch has side
// effects.
func (l *lowerer) conditional(e *cc.ConditionalExpression) val {
	t := l.typeOf(e)
	c := l.cond(e.LogicalOrExpression)
	if l.pure(e.ExpressionList) && l.pure(e.ConditionalExpression) {
		a := l.conv(l.expr(e.ExpressionList), t, e.ExpressionList)
		b := l.conv(l.expr(e.ConditionalExpression), t, e.ConditionalExpression)
		return val{s: "(if " + c + " then " + a.intText() + " else " + b.intText() + ")", t: t}
	}
	tmp := l.temp("t", false)
	l.block("if ("+c+")", e, func() {
		a := l.conv(l.expr(e.ExpressionList), t, e.ExpressionList)
		l.emit(e.ExpressionList, "%s := %s;", tmp, a.intText())
	})
	l.fn.body[len(l.fn.body)-1].text += " else {"
	l.fn.indent++
	b := l.conv(l.expr(e.ConditionalExpression), t, e.ConditionalExpression)
	l.emit(e.ConditionalExpression, "%s := %s;", tmp, b.intText())
	l.fn.indent--
	l.emit(e, "}")
	return val{s: tmp, t: t}
}

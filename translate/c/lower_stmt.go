package c

import (
	"fmt"
	"math/big"

	"modernc.org/cc/v4"
)

// compound lowers a block.
func (l *lowerer) compound(cs *cc.CompoundStatement) {
	if cs == nil {
		return
	}
	l.fn.blocks = append(l.fn.blocks, cs)
	defer func() { l.fn.blocks = l.fn.blocks[:len(l.fn.blocks)-1] }()
	for list := cs.BlockItemList; list != nil; list = list.BlockItemList {
		l.blockItem(list.BlockItem)
	}
}

func (l *lowerer) blockItem(it *cc.BlockItem) {
	switch it.Case {
	case cc.BlockItemDecl:
		l.declaration(it.Declaration)
	case cc.BlockItemStmt:
		l.stmt(it.Statement)
	case cc.BlockItemLabel:
		l.refuse(it, "local label declaration")
	case cc.BlockItemFuncDef:
		l.refuse(it, "nested function definition")
	}
}

// declaration lowers a block-scope declaration: each object of integer
// type gets a fresh local, assigned its initialiser or an arbitrary value
// of its type; a static local is a global with its initialiser.
func (l *lowerer) declaration(d *cc.Declaration) {
	switch d.Case {
	case cc.DeclarationAssert:
		return
	case cc.DeclarationAuto:
		l.refuse(d, "__auto_type declaration")
	}
	defer l.setStmt(d)()
	for list := d.InitDeclaratorList; list != nil; list = list.InitDeclaratorList {
		id := list.InitDeclarator
		dd := id.Declarator
		if dd.IsTypename() || dd.Type().Kind() == cc.Function || dd.IsExtern() {
			continue
		}
		if dd.IsStatic() {
			l.inits[dd] = id.Initializer // a global, made when first used
			continue
		}
		switch dd.Type().Kind() {
		case cc.Array:
			l.declareArray(dd, id.Initializer)
			continue
		case cc.Struct:
			l.declareStruct(dd, id.Initializer)
			continue
		}
		if pt, ok := dd.Type().(*cc.PointerType); ok {
			if elem, ok := integerType(l.abi, pt.Elem()); ok {
				l.declarePtrLocal(dd, elem, id.Initializer)
				continue
			}
		}
		t, ok := integerType(l.abi, dd.Type())
		if !ok {
			l.refuse(dd, "local %s of %s", dd.Name(), describeType(dd.Type()))
		}
		v := &variable{c: dd.Name(), b: l.local(dd.Name(), t), t: t, decl: dd}
		l.vars[dd] = v
		if e := l.exprInit(id.Initializer); e != nil {
			x := l.conv(l.expr(e), t, e)
			l.emit(dd, "%s := %s;", v.b, x.intText())
			if call := directNondet(e); call != nil {
				l.nondetTarget(l.fn.nd, v, call)
			}
			continue
		}
		l.emit(dd, "havoc %s;", v.b)
		l.emit(dd, "assume %s;", rangeText(v.b, t))
	}
}

// stmt lowers a statement.
func (l *lowerer) stmt(s *cc.Statement) {
	if s == nil {
		return
	}
	defer l.setStmt(s)()
	switch s.Case {
	case cc.StatementLabeled:
		l.labeled(s.LabeledStatement)
	case cc.StatementCompound:
		l.compound(s.CompoundStatement)
	case cc.StatementExpr:
		if e := s.ExpressionStatement.ExpressionList; e != nil {
			l.effect(e)
		}
	case cc.StatementSelection:
		l.selection(s.SelectionStatement)
	case cc.StatementIteration:
		l.iteration(s.IterationStatement)
	case cc.StatementJump:
		l.jump(s.JumpStatement)
	case cc.StatementAsm:
		l.refuse(s, "inline assembly")
	}
}

// labeled lowers a label (case labels are placed by their switch).
func (l *lowerer) labeled(s *cc.LabeledStatement) {
	switch s.Case {
	case cc.LabeledStatementLabel:
		l.emitLabel(s, "$L_"+s.Token.SrcStr())
	default:
		l.emitLabel(s, l.caseLabel(s))
	}
	l.stmt(s.Statement)
}

// emitLabel places a label, followed by a no-op so that it always names a
// statement.
func (l *lowerer) emitLabel(n cc.Node, name string) {
	l.fn.indent--
	l.emit(n, "%s:", name)
	l.fn.indent++
	l.emit(n, "assume true;")
}

// caseLabel is the label of a case or default of a switch.
func (l *lowerer) caseLabel(s *cc.LabeledStatement) string {
	if name, ok := l.fn.cases[s]; ok {
		return name
	}
	name := l.label("case")
	l.fn.cases[s] = name
	return name
}

// block lowers a nested statement list between braces.
func (l *lowerer) block(open string, n cc.Node, body func()) {
	l.emit(n, "%s {", open)
	l.fn.indent++
	body()
	l.fn.indent--
	l.emit(n, "}")
}

func (l *lowerer) selection(s *cc.SelectionStatement) {
	switch s.Case {
	case cc.SelectionStatementIf, cc.SelectionStatementIfElse:
		c := l.cond(s.ExpressionList)
		l.block("if ("+c+")", s, func() { l.branchLine(+1); l.stmt(s.Statement) })
		if s.Case == cc.SelectionStatementIfElse {
			l.fn.body[len(l.fn.body)-1].text += " else {"
			l.fn.indent++
			l.stmt(s.Statement2)
			l.fn.indent--
			l.emit(s, "}")
		}
	case cc.SelectionStatementSwitch:
		l.switchStmt(s)
	}
}

// switchStmt lowers a switch to a chain of tests jumping to its case
// labels, then its body; break leaves it.
func (l *lowerer) switchStmt(s *cc.SelectionStatement) {
	t, ok := integerType(l.abi, s.ExpressionList.Type())
	if !ok {
		l.refuse(s.ExpressionList, "switch on %s", describeType(s.ExpressionList.Type()))
	}
	t = promote(t, l.intT)
	x := l.conv(l.expr(s.ExpressionList), t, s.ExpressionList)
	sel := l.temp("s", false)
	l.emit(s, "%s := %s;", sel, x.intText())
	brk := l.label("brk")
	deflt := brk
	for _, c := range s.LabeledStatements() {
		switch c.Case {
		case cc.LabeledStatementDefault:
			deflt = l.caseLabel(c)
		case cc.LabeledStatementCaseLabel:
			k := l.caseValue(c.ConstantExpression, t)
			l.block(fmt.Sprintf("if (%s == %s)", sel, intLit(k)), c, func() { l.emit(c, "goto %s;", l.caseLabel(c)) })
		case cc.LabeledStatementRange:
			lo, hi := l.caseValue(c.ConstantExpression, t), l.caseValue(c.ConstantExpression2, t)
			l.block(fmt.Sprintf("if (%s <= %s && %s <= %s)", intLit(lo), sel, sel, intLit(hi)), c,
				func() { l.emit(c, "goto %s;", l.caseLabel(c)) })
		}
	}
	l.emit(s, "goto %s;", deflt)
	l.fn.jumps = append(l.fn.jumps, jumpTargets{brk: brk})
	l.stmt(s.Statement)
	l.fn.jumps = l.fn.jumps[:len(l.fn.jumps)-1]
	l.emitLabel(s, brk)
}

func (l *lowerer) iteration(s *cc.IterationStatement) {
	brk, cont := l.label("brk"), l.label("cont")
	test := func(e cc.ExpressionNode) {
		if e != nil {
			c := l.cond(e)
			l.block("if (!("+c+"))", e, func() { l.branchLine(-1); l.emit(e, "goto %s;", brk) })
		}
	}
	body := func() {
		l.fn.jumps = append(l.fn.jumps, jumpTargets{brk: brk, cont: cont})
		l.stmt(s.Statement)
		l.fn.jumps = l.fn.jumps[:len(l.fn.jumps)-1]
	}
	if s.Case != cc.IterationStatementFor && s.Case != cc.IterationStatementForDecl {
		l.noteLoop(s)
	}
	switch s.Case {
	case cc.IterationStatementWhile:
		l.block("while (true)", s, func() { test(s.ExpressionList); body(); l.emitLabel(s, cont) })
	case cc.IterationStatementDo:
		l.block("while (true)", s, func() { body(); l.emitLabel(s, cont); test(s.ExpressionList) })
	case cc.IterationStatementFor, cc.IterationStatementForDecl:
		if s.Declaration != nil {
			l.declaration(s.Declaration)
		} else if s.ExpressionList != nil {
			l.effect(s.ExpressionList)
		}
		l.noteLoop(s)
		cond, step := s.ExpressionList2, s.ExpressionList3
		if s.Case == cc.IterationStatementForDecl {
			cond, step = s.ExpressionList, s.ExpressionList2
		}
		l.block("while (true)", s, func() {
			test(cond)
			body()
			l.emitLabel(s, cont)
			if step != nil {
				l.effect(step)
			}
		})
	}
	l.emitLabel(s, brk)
}

func (l *lowerer) jump(s *cc.JumpStatement) {
	switch s.Case {
	case cc.JumpStatementGoto:
		l.emit(s, "goto $L_%s;", s.Token2.SrcStr())
	case cc.JumpStatementGotoExpr:
		l.refuse(s, "computed goto")
	case cc.JumpStatementBreak:
		if len(l.fn.jumps) == 0 {
			l.refuse(s, "break outside a loop or switch")
		}
		l.emit(s, "goto %s;", l.fn.jumps[len(l.fn.jumps)-1].brk)
	case cc.JumpStatementContinue:
		for i := len(l.fn.jumps) - 1; i >= 0; i-- {
			if c := l.fn.jumps[i].cont; c != "" {
				l.emit(s, "goto %s;", c)
				return
			}
		}
		l.refuse(s, "continue outside a loop")
	case cc.JumpStatementReturn:
		if s.ExpressionList != nil {
			x := l.expr(s.ExpressionList)
			if ret := l.fn.f.ret; ret != nil {
				l.emit(s, "$ret := %s;", l.conv(x, *ret, s.ExpressionList).intText())
			}
		}
		l.emit(s, "return;")
	}
}

// caseValue is a case label's value converted to the switch's type.
func (l *lowerer) caseValue(e cc.ExpressionNode, t intType) *big.Int {
	k, ok := constValue(e)
	if !ok {
		l.refuse(e, "case label that is not an integer constant")
	}
	return t.wrap(k)
}

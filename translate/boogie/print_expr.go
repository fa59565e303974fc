package boogie

// expr prints e, parenthesising operands whose operators bind no tighter
// than the enclosing one.
func (pr *printer) expr(e Expr) {
	switch e := e.(type) {
	case *IntLit:
		pr.printf(e.Value.String())
	case *BoolLit:
		pr.printf(map[bool]string{true: "true", false: "false"}[e.Value])
	case *StringLit:
		pr.printf(`"`, e.Value, `"`)
	case *Var:
		pr.printf(e.Name)
	case *Unary:
		pr.printf(e.Op)
		pr.operand(e.X, precMul+1)
	case *Binary:
		pr.binary(e)
	default:
		pr.compound(e)
	}
}

func (pr *printer) compound(e Expr) {
	switch e := e.(type) {
	case *Ite:
		pr.printf("if ")
		pr.expr(e.Cond)
		pr.printf(" then ")
		pr.expr(e.Then)
		pr.printf(" else ")
		pr.expr(e.Else)
	case *Select:
		pr.operand(e.Map, precMul+2)
		pr.printf("[")
		pr.exprs(e.Index)
		pr.printf("]")
	case *Update:
		pr.operand(e.Map, precMul+2)
		pr.printf("[")
		pr.exprs(e.Index)
		pr.printf(" := ")
		pr.expr(e.Value)
		pr.printf("]")
	case *Apply:
		pr.printf(e.Fun, "(")
		pr.exprs(e.Args)
		pr.printf(")")
	case *Old:
		pr.printf("old(")
		pr.expr(e.X)
		pr.printf(")")
	case *Quantifier:
		pr.quantifier(e)
	}
}

func (pr *printer) quantifier(q *Quantifier) {
	pr.printf("(", q.Kind, " ")
	pr.bindings(q.Vars)
	pr.printf(" :: ")
	if len(q.Attrs) > 0 {
		pr.attrs(q.Attrs)
	}
	for _, t := range q.Triggers {
		pr.printf("{ ")
		pr.exprs(t)
		pr.printf(" } ")
	}
	pr.expr(q.Body)
	pr.printf(")")
}

func (pr *printer) binary(e *Binary) {
	p := binaryPrec(e.Op)
	pr.operand(e.X, p+1)
	pr.printf(" ", e.Op, " ")
	pr.operand(e.Y, p+1)
}

// operand prints x, in parentheses unless it binds at least as tightly as
// prec (unary operators bind at precMul+1, selections at precMul+2).
func (pr *printer) operand(x Expr, prec int) {
	if exprPrec(x) >= prec {
		pr.expr(x)
		return
	}
	pr.printf("(")
	pr.expr(x)
	pr.printf(")")
}

func exprPrec(x Expr) int {
	switch x := x.(type) {
	case *Binary:
		return binaryPrec(x.Op)
	case *Ite:
		return 0
	case *Unary:
		return precMul + 1
	}
	return precMul + 3
}

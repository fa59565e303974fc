package boogie

import "math/big"

// Operator precedence levels, loosest first.
const (
	precEquiv   = 1 + iota // <==>
	precImplies            // ==> <==
	precLogic              // && ||
	precRel                // == != < > <= >=
	precAdd                // + -
	precMul                // * div mod % /
)

// binaryPrec returns the precedence of a binary operator, or 0.
func binaryPrec(op string) int {
	switch op {
	case "<==>":
		return precEquiv
	case "==>", "<==":
		return precImplies
	case "&&", "||":
		return precLogic
	case "==", "!=", "<", ">", "<=", ">=":
		return precRel
	case "+", "-":
		return precAdd
	case "*", "div", "mod", "%", "/":
		return precMul
	}
	return 0
}

// expr reads an expression.
func (p *parser) expr() Expr {
	p.enter()
	defer p.leave()
	x := p.implies()
	for p.is("<==>") {
		x = p.binary(x, p.implies)
	}
	return x
}

// binary consumes the operator at the current token and builds x op y.
func (p *parser) binary(x Expr, operand func() Expr) Expr {
	t := p.tok
	p.advance()
	return &Binary{OpOff: t.off, Op: t.text, X: x, Y: operand()}
}

// implies reads ==> (right associative) or <== (left associative).
func (p *parser) implies() Expr {
	x := p.logic()
	if p.is("==>") {
		return p.binary(x, p.implies)
	}
	for p.is("<==") {
		x = p.binary(x, p.logic)
	}
	return x
}

// logic reads a chain of && or of ||; mixing them needs parentheses.
func (p *parser) logic() Expr {
	x := p.relation()
	if !p.is("&&") && !p.is("||") {
		return x
	}
	op := p.tok.text
	for p.is("&&") || p.is("||") {
		if p.tok.text != op {
			p.fail(p.tok.off, "mixing && and || needs parentheses")
		}
		x = p.binary(x, p.relation)
	}
	return x
}

// relation reads a non-associative comparison.
func (p *parser) relation() Expr {
	x := p.term()
	switch {
	case p.is("<:"):
		p.fail(p.tok.off, "%s (<:)", msgTypeOrder)
	case p.is("++"):
		p.fail(p.tok.off, "%s (++)", msgBitvector)
	case binaryPrec(p.tok.text) == precRel && p.tok.kind == tOp:
		return p.binary(x, p.term)
	}
	return x
}

func (p *parser) term() Expr {
	x := p.factor()
	for p.is("+") || p.is("-") {
		x = p.binary(x, p.factor)
	}
	return x
}

func (p *parser) factor() Expr {
	x := p.unary()
	for binaryPrec(p.tok.text) == precMul && (p.tok.kind == tOp || p.tok.kind == tKeyword) {
		x = p.binary(x, p.unary)
	}
	if p.is("**") {
		p.fail(p.tok.off, "%s (**)", msgReal)
	}
	return x
}

func (p *parser) unary() Expr {
	t := p.tok
	if p.got("!") || p.got("-") {
		p.enter()
		defer p.leave()
		return &Unary{Off: t.off, Op: t.text, X: p.unary()}
	}
	x := p.selects(p.atom())
	if p.is(":") {
		p.fail(p.tok.off, msgCoercion)
	}
	return x
}

// selects reads map selections and updates after an atom.
func (p *parser) selects(x Expr) Expr {
	for p.is("[") {
		off := p.tok.off
		p.advance()
		index := p.exprList()
		switch {
		case p.got(":="):
			x = &Update{Off: off, Map: x, Index: index, Value: p.expr()}
		case p.is(":"):
			p.fail(p.tok.off, "%s (bit extraction)", msgBitvector)
		default:
			x = &Select{Off: off, Map: x, Index: index}
		}
		p.expect("]")
	}
	return x
}

func (p *parser) exprList() []Expr {
	list := []Expr{p.expr()}
	for p.got(",") {
		list = append(list, p.expr())
	}
	return list
}

// atom reads a literal, a name, an application, old(e), if-then-else or a
// parenthesised expression; quantifiers and other constructs outside the
// subset are refused by name.
func (p *parser) atom() Expr {
	t := p.tok
	switch t.kind {
	case tInt:
		p.advance()
		v, _ := new(big.Int).SetString(t.text, 10)
		return &IntLit{Off: t.off, Value: v}
	case tBvLit:
		p.fail(t.off, "%s (literal %s)", msgBitvector, t.text)
	case tDecimal:
		p.fail(t.off, "%s (literal %s)", msgReal, t.text)
	case tString:
		p.fail(t.off, "%s (string literal)", msgReal)
	case tIdent:
		return p.nameOrApply()
	}
	return p.keywordAtom()
}

func (p *parser) nameOrApply() Expr {
	id := p.ident()
	if !p.is("(") {
		return &Var{Off: id.Off, Name: id.Name}
	}
	p.advance()
	a := &Apply{Off: id.Off, Fun: id.Name}
	if !p.is(")") {
		a.Args = p.exprList()
	}
	p.expect(")")
	return a
}

func (p *parser) keywordAtom() Expr {
	t := p.tok
	switch {
	case p.got("true"), p.got("false"):
		return &BoolLit{Off: t.off, Value: t.text == "true"}
	case p.got("old"):
		p.expect("(")
		x := &Old{Off: t.off, X: p.expr()}
		p.expect(")")
		return x
	case p.got("if"):
		return p.ite(t.off)
	case p.got("("):
		return p.paren()
	case p.is("|{"):
		p.fail(t.off, "%s (|{ }|)", msgCodeExpr)
	case p.is("int"), p.is("real"):
		p.fail(t.off, "%s (%s conversion)", msgReal, t.text)
	case p.is("forall"), p.is("exists"):
		p.fail(t.off, "quantifiers need parentheses: (%s … :: …)", t.text)
	case p.is("lambda"):
		p.fail(t.off, "%s", msgLambda)
	}
	p.fail(t.off, "expected an expression, found %s", t.describe())
	return nil
}

func (p *parser) ite(off int) Expr {
	x := &Ite{Off: off, Cond: p.expr()}
	p.expect("then")
	x.Then = p.expr()
	p.expect("else")
	x.Else = p.expr()
	return x
}

// paren reads the rest of (e), or of a quantifier (refusing lambdas).
func (p *parser) paren() Expr {
	if p.is("forall") || p.is("exists") || p.is("lambda") {
		return p.binder()
	}
	x := p.expr()
	p.expect(")")
	return x
}

// binder parses a quantifier, or a lambda, which it refuses after
// parsing it so that the errors after it are still found.
func (p *parser) binder() Expr {
	t := p.tok
	p.advance()
	p.noTypeParams()
	q := &Quantifier{Off: t.off, Kind: t.text, Vars: p.typedIdents()}
	p.expect("::")
	for p.is("{:") || p.is("{") {
		if p.is("{:") {
			q.Attrs = append(q.Attrs, p.attr())
			continue
		}
		q.Triggers = append(q.Triggers, p.trigger())
	}
	q.Body = p.expr()
	p.expect(")")
	if t.text == "lambda" {
		p.errorf(t.off, "%s (lambda)", msgLambda)
		return &BoolLit{Off: t.off}
	}
	return q
}

// trigger reads a trigger { e, … } inside a quantifier.
func (p *parser) trigger() []Expr {
	p.expect("{")
	list := p.exprList()
	p.expect("}")
	return list
}

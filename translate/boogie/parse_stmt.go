package boogie

// stmts reads statements and labels up to a closing brace.
func (p *parser) stmts() []Stmt {
	p.enter()
	defer p.leave()
	var list []Stmt
	for !p.is("}") && p.tok.kind != tEOF {
		list = append(list, p.stmt())
	}
	return list
}

// stmt reads one statement or label.
func (p *parser) stmt() Stmt {
	t := p.tok
	if t.kind == tIdent && p.peek().kind == tOp && p.peek().text == ":" {
		p.advance()
		p.advance()
		return &LabelStmt{Off: t.off, Name: t.text}
	}
	if t.kind != tKeyword {
		return p.assign()
	}
	if s := p.simpleStmt(); s != nil {
		return s
	}
	return p.controlStmt()
}

// simpleStmt reads assert, assume, havoc and call, or returns nil.
func (p *parser) simpleStmt() Stmt {
	off := p.tok.off
	switch {
	case p.got("assert"):
		s := &AssertStmt{Off: off, Attrs: p.attrs()}
		s.Expr = p.expr()
		p.expect(";")
		return s
	case p.got("assume"):
		s := &AssumeStmt{Off: off, Attrs: p.attrs()}
		s.Expr = p.expr()
		p.expect(";")
		return s
	case p.got("havoc"):
		s := &HavocStmt{Off: off, Vars: p.identList()}
		p.expect(";")
		return s
	case p.is("call"):
		return p.call()
	case p.is("async"), p.is("par"), p.is("yield"):
		p.fail(off, "%s (%s)", msgConcurrency, p.tok.text)
	}
	return nil
}

// controlStmt reads if, while, break, goto and return.
func (p *parser) controlStmt() Stmt {
	off := p.tok.off
	switch {
	case p.is("if"):
		return p.ifStmt()
	case p.is("while"):
		return p.whileStmt()
	case p.got("break"):
		s := &BreakStmt{Off: off}
		if p.tok.kind == tIdent {
			s.Label = p.ident()
		}
		p.expect(";")
		return s
	case p.got("goto"):
		s := &GotoStmt{Off: off, Labels: p.identList()}
		p.expect(";")
		return s
	case p.got("return"):
		p.expect(";")
		return &ReturnStmt{Off: off}
	case p.is("var"):
		p.fail(off, "local variables must be declared at the start of a body")
	}
	p.fail(off, "expected a statement, found %s", p.tok.describe())
	return nil
}

// call reads call [xs :=] P(args);.
func (p *parser) call() Stmt {
	s := &CallStmt{Off: p.expect("call")}
	s.Attrs = p.attrs()
	if p.is("forall") {
		p.fail(p.tok.off, "%s (call forall)", msgConcurrency)
	}
	first := p.ident()
	if p.is(",") || p.is(":=") {
		s.Outs = []*Ident{first}
		for p.got(",") {
			s.Outs = append(s.Outs, p.ident())
		}
		p.expect(":=")
		first = p.ident()
	}
	s.Proc = first
	p.expect("(")
	if !p.is(")") {
		s.Args = p.exprList()
	}
	p.expect(")")
	p.expect(";")
	return s
}

// assign reads x, m[i][j] := e1, e2;.
func (p *parser) assign() Stmt {
	s := &AssignStmt{Off: p.tok.off}
	for {
		s.Lhs = append(s.Lhs, p.lhs())
		if !p.got(",") {
			break
		}
	}
	p.expect(":=")
	s.Rhs = p.exprList()
	p.expect(";")
	return s
}

// lhs reads an assignment target: a variable with map selections.
func (p *parser) lhs() Expr {
	id := p.ident()
	var e Expr = &Var{Off: id.Off, Name: id.Name}
	for p.is("[") {
		sel := &Select{Off: p.tok.off, Map: e}
		p.advance()
		sel.Index = p.exprList()
		p.expect("]")
		e = sel
	}
	return e
}

// guard reads (e) or (*), returning nil for *.
func (p *parser) guard() Expr {
	p.expect("(")
	if p.is("*") && p.peek().kind == tOp && p.peek().text == ")" {
		p.advance()
		p.advance()
		return nil
	}
	e := p.expr()
	p.expect(")")
	return e
}

func (p *parser) block() []Stmt {
	p.expect("{")
	list := p.stmts()
	p.expect("}")
	return list
}

func (p *parser) ifStmt() Stmt {
	p.enter()
	defer p.leave()
	s := &IfStmt{Off: p.expect("if")}
	s.Cond = p.guard()
	s.Then = p.block()
	if !p.got("else") {
		return s
	}
	if p.is("if") {
		s.Else = []Stmt{p.ifStmt()}
	} else {
		s.Else = p.block()
	}
	if s.Else == nil {
		s.Else = []Stmt{}
	}
	return s
}

func (p *parser) whileStmt() Stmt {
	s := &WhileStmt{Off: p.expect("while")}
	s.Cond = p.guard()
	for p.is("free") || p.is("invariant") {
		inv := &Invariant{Off: p.tok.off, Free: p.got("free")}
		p.expect("invariant")
		inv.Attrs = p.attrs()
		inv.Expr = p.expr()
		p.expect(";")
		s.Invs = append(s.Invs, inv)
	}
	s.Body = p.block()
	return s
}

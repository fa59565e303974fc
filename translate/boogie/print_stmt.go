package boogie

func (pr *printer) stmts(list []Stmt) {
	for _, s := range list {
		if _, ok := s.(*LabelStmt); ok {
			pr.indent--
			pr.line()
			pr.indent++
		} else {
			pr.line()
		}
		pr.stmt(s)
	}
}

func (pr *printer) stmt(s Stmt) {
	switch s := s.(type) {
	case *LabelStmt:
		pr.printf(s.Name, ":")
	case *AssignStmt:
		pr.exprs(s.Lhs)
		pr.printf(" := ")
		pr.exprs(s.Rhs)
		pr.printf(";")
	case *HavocStmt:
		pr.printf("havoc ")
		pr.idents(s.Vars)
		pr.printf(";")
	case *AssumeStmt:
		pr.printf("assume ")
		pr.attrs(s.Attrs)
		pr.expr(s.Expr)
		pr.printf(";")
	case *AssertStmt:
		pr.printf("assert ")
		pr.attrs(s.Attrs)
		pr.expr(s.Expr)
		pr.printf(";")
	default:
		pr.controlStmt(s)
	}
}

func (pr *printer) controlStmt(s Stmt) {
	switch s := s.(type) {
	case *CallStmt:
		pr.call(s)
	case *IfStmt:
		pr.ifStmt(s)
	case *WhileStmt:
		pr.whileStmt(s)
	case *BreakStmt:
		pr.printf("break")
		if s.Label != nil {
			pr.printf(" ", s.Label.Name)
		}
		pr.printf(";")
	case *GotoStmt:
		pr.printf("goto ")
		pr.idents(s.Labels)
		pr.printf(";")
	case *ReturnStmt:
		pr.printf("return;")
	}
}

func (pr *printer) idents(list []*Ident) {
	for i, x := range list {
		pr.sep(i, ", ")
		pr.printf(x.Name)
	}
}

func (pr *printer) exprs(list []Expr) {
	for i, x := range list {
		pr.sep(i, ", ")
		pr.expr(x)
	}
}

func (pr *printer) call(s *CallStmt) {
	pr.printf("call ")
	pr.attrs(s.Attrs)
	if len(s.Outs) > 0 {
		pr.idents(s.Outs)
		pr.printf(" := ")
	}
	pr.printf(s.Proc.Name, "(")
	pr.exprs(s.Args)
	pr.printf(");")
}

func (pr *printer) guard(e Expr) {
	if e == nil {
		pr.printf("(*)")
		return
	}
	pr.printf("(")
	pr.expr(e)
	pr.printf(")")
}

// block prints { stmts } with the closing brace on its own line.
func (pr *printer) block(list []Stmt) {
	pr.printf("{")
	pr.indent++
	pr.stmts(list)
	pr.indent--
	pr.line()
	pr.printf("}")
}

func (pr *printer) ifStmt(s *IfStmt) {
	pr.printf("if ")
	pr.guard(s.Cond)
	pr.printf(" ")
	pr.block(s.Then)
	if s.Else == nil {
		return
	}
	pr.printf(" else ")
	if len(s.Else) == 1 {
		if elif, ok := s.Else[0].(*IfStmt); ok {
			pr.ifStmt(elif)
			return
		}
	}
	pr.block(s.Else)
}

func (pr *printer) whileStmt(s *WhileStmt) {
	pr.printf("while ")
	pr.guard(s.Cond)
	pr.indent++
	for _, inv := range s.Invs {
		pr.line()
		if inv.Free {
			pr.printf("free ")
		}
		pr.printf("invariant ")
		pr.attrs(inv.Attrs)
		pr.expr(inv.Expr)
		pr.printf(";")
	}
	pr.indent--
	pr.line()
	pr.block(s.Body)
}

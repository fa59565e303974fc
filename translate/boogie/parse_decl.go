package boogie

// decl reads one top-level declaration.
func (p *parser) decl() Decl {
	switch {
	case p.is("type"):
		return p.typeDecl()
	case p.is("var"):
		d := p.varDecl()
		return d
	case p.is("const"):
		return p.constDecl()
	case p.is("function"):
		return p.funcDecl()
	case p.is("axiom"):
		return p.axiomDecl()
	case p.is("procedure"):
		return p.procDecl()
	case p.is("implementation"):
		return p.implDecl()
	case p.is("yield") || p.tok.kind == tIdent && isCivlDecl(p.tok.text):
		p.fail(p.tok.off, "%s (%s)", msgConcurrency, p.tok.text)
	case p.tok.kind == tIdent && p.tok.text == "datatype":
		p.fail(p.tok.off, msgDatatype)
	}
	p.fail(p.tok.off, "expected a declaration, found %s", p.tok.describe())
	return nil
}

// isCivlDecl recognises CIVL's declaration keywords, which this lexer
// treats as identifiers.
func isCivlDecl(s string) bool {
	switch s {
	case "action", "invariant", "link", "both", "left", "right", "atomic", "async", "pure":
		return true
	}
	return false
}

// attrs reads any attributes {:name args}. Attributes that change the
// meaning of a declaration beyond the subset are refused.
func (p *parser) attrs() []*Attr {
	var list []*Attr
	for p.is("{:") {
		list = append(list, p.attr())
	}
	return list
}

func (p *parser) attr() *Attr {
	off := p.expect("{:")
	t := p.tok
	if t.kind != tIdent && t.kind != tKeyword {
		p.fail(t.off, "expected an attribute name, found %s", t.describe())
	}
	p.advance()
	a := &Attr{Off: off, Name: t.text}
	if msg, bad := refusedAttrs[a.Name]; bad {
		p.errorf(off, "%s ({:%s})", msg, a.Name)
	}
	for !p.is("}") {
		if len(a.Args) > 0 {
			p.expect(",")
		}
		a.Args = append(a.Args, p.attrArg())
	}
	p.expect("}")
	return a
}

func (p *parser) attrArg() Expr {
	if p.tok.kind == tString {
		t := p.tok
		p.advance()
		return &StringLit{Off: t.off, Value: t.text}
	}
	return p.expr()
}

// typeDecl reads type [finite] T, U; or type X = τ;.
func (p *parser) typeDecl() Decl {
	d := &TypeDecl{Off: p.expect("type")}
	d.Attrs = p.attrs()
	if p.is("finite") {
		p.errorf(p.tok.off, "finite types are not supported")
		p.advance()
	}
	for {
		d.Names = append(d.Names, p.ident())
		if p.tok.kind == tIdent {
			p.fail(p.tok.off, "%s (type %s with parameter %s)", msgPolymorphic, d.Names[len(d.Names)-1].Name, p.tok.text)
		}
		if p.is("=") && len(d.Names) == 1 {
			p.advance()
			d.Syn = p.typ()
			break
		}
		if !p.got(",") {
			break
		}
	}
	p.expect(";")
	return d
}

// varDecl reads var x: τ, y, z: σ;.
func (p *parser) varDecl() *VarDecl {
	d := &VarDecl{Off: p.expect("var")}
	d.Attrs = p.attrs()
	d.Vars = p.typedIdents()
	p.expect(";")
	return d
}

// typedIdents reads x, y: τ, z: σ — at least one group, names required.
func (p *parser) typedIdents() []*Binding {
	var list []*Binding
	for {
		list = append(list, p.typedGroup()...)
		if !p.got(",") {
			return list
		}
	}
}

// typedGroup reads x, y: τ [where e].
func (p *parser) typedGroup() []*Binding {
	names := p.identList()
	p.expect(":")
	t := p.typ()
	if p.is("where") {
		p.errorf(p.tok.off, msgWhere)
		p.advance()
		p.expr()
	}
	list := make([]*Binding, len(names))
	for i, n := range names {
		list[i] = &Binding{Name: n, Type: t}
	}
	return list
}

// constDecl reads const [unique] c, d: τ [order] [uses { axioms }];.
func (p *parser) constDecl() Decl {
	d := &ConstDecl{Off: p.expect("const")}
	d.Attrs = p.attrs()
	d.Unique = p.got("unique")
	d.Vars = p.typedIdents()
	if p.is("<:") || p.is("extends") || p.is("complete") {
		p.fail(p.tok.off, "%s (%s)", msgTypeOrder, p.tok.text)
	}
	if p.is("uses") {
		d.Uses = p.uses()
		return d
	}
	p.expect(";")
	return d
}

// funcDecl reads function f(args) returns (r: τ) followed by ";", by
// "{ body }" [uses { axioms }] or by uses { axioms }.
func (p *parser) funcDecl() Decl {
	d := &FuncDecl{Off: p.expect("function")}
	d.Attrs = p.attrs()
	d.Name = p.ident()
	p.noTypeParams()
	p.expect("(")
	if !p.is(")") {
		d.Params = p.funcArgs()
	}
	p.expect(")")
	d.Result = p.funcResult()
	if p.got("{") {
		d.Body = p.expr()
		p.expect("}")
		if p.is("uses") {
			d.Uses = p.uses()
			return d
		}
		p.got(";")
		return d
	}
	if p.is("uses") {
		d.Uses = p.uses()
		return d
	}
	p.expect(";")
	return d
}

// uses reads uses { axiom …; … }, the axioms attached to a constant or a
// function.
func (p *parser) uses() []*AxiomDecl {
	p.expect("uses")
	p.expect("{")
	var list []*AxiomDecl
	for !p.is("}") {
		list = append(list, p.axiomDecl())
	}
	p.expect("}")
	return list
}

// funcResult reads returns ([name:] τ), or Boogie 3's ": τ".
func (p *parser) funcResult() *Binding {
	if p.got(":") {
		return &Binding{Type: p.typ()}
	}
	p.expect("returns")
	p.expect("(")
	b := p.funcArg()
	p.expect(")")
	return b
}

func (p *parser) funcArgs() []*Binding {
	list := []*Binding{p.funcArg()}
	for p.got(",") {
		list = append(list, p.funcArg())
	}
	return list
}

// funcArg reads "x: τ" or an unnamed "τ".
func (p *parser) funcArg() *Binding {
	if p.tok.kind == tIdent && p.peek().kind == tOp && p.peek().text == ":" {
		n := p.ident()
		p.advance()
		return &Binding{Name: n, Type: p.typ()}
	}
	return &Binding{Type: p.typ()}
}

// noTypeParams refuses <a, b> type parameters.
func (p *parser) noTypeParams() {
	if p.is("<") {
		p.fail(p.tok.off, "%s (type parameters)", msgPolymorphic)
	}
}

func (p *parser) axiomDecl() *AxiomDecl {
	d := &AxiomDecl{Off: p.expect("axiom")}
	d.Attrs = p.attrs()
	d.Expr = p.expr()
	p.expect(";")
	return d
}

// procDecl reads a procedure: signature, contract, and ";" or a body.
func (p *parser) procDecl() Decl {
	d := &ProcDecl{Off: p.expect("procedure")}
	d.Attrs = p.attrs()
	d.Name = p.ident()
	d.Ins, d.Outs = p.signature()
	if p.got(";") {
		d.Specs = p.specs()
		return d
	}
	d.Specs = p.specs()
	d.Body = p.body()
	return d
}

// signature reads (ins) [returns (outs)].
func (p *parser) signature() (ins, outs []*Binding) {
	p.noTypeParams()
	ins = p.params()
	if p.got("returns") {
		outs = p.params()
	}
	return ins, outs
}

func (p *parser) params() []*Binding {
	p.expect("(")
	var list []*Binding
	if !p.is(")") {
		if a := p.attrs(); len(a) > 0 {
			// Parameter attributes have no place in the tree; refuse
			// rather than drop them.
			p.errorf(a[0].Off, "attributes on parameters are not supported ({:%s})", a[0].Name)
		}
		list = p.typedIdents()
	}
	p.expect(")")
	return list
}

// specs reads the contract clauses.
func (p *parser) specs() []*Spec {
	var list []*Spec
	for {
		off := p.tok.off
		free := p.got("free")
		switch {
		case p.got("requires"):
			list = append(list, p.exprSpec(off, Requires, free))
		case p.got("ensures"):
			list = append(list, p.exprSpec(off, Ensures, free))
		case !free && p.got("modifies"):
			s := &Spec{Off: off, Kind: Modifies}
			if !p.is(";") {
				s.Names = p.identList()
			}
			p.expect(";")
			list = append(list, s)
		case free:
			p.fail(p.tok.off, "expected requires or ensures after free, found %s", p.tok.describe())
		default:
			return list
		}
	}
}

func (p *parser) exprSpec(off int, kind SpecKind, free bool) *Spec {
	s := &Spec{Off: off, Kind: kind, Free: free}
	s.Attrs = p.attrs()
	s.Expr = p.expr()
	p.expect(";")
	return s
}

func (p *parser) implDecl() Decl {
	d := &ImplDecl{Off: p.expect("implementation")}
	d.Attrs = p.attrs()
	d.Name = p.ident()
	d.Ins, d.Outs = p.signature()
	d.Body = p.body()
	return d
}

// body reads { var …; statements }.
func (p *parser) body() *Body {
	b := &Body{Off: p.expect("{")}
	for p.is("var") {
		b.Locals = append(b.Locals, p.varDecl())
	}
	b.Stmts = p.stmts()
	p.expect("}")
	return b
}

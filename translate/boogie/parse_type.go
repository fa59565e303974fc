package boogie

// typ reads a type: int, bool, a type name, (τ), or a map [τ1,…,τk]τ.
// Types outside the subset are refused by name.
func (p *parser) typ() TypeExpr {
	p.enter()
	defer p.leave()
	t := p.tok
	switch {
	case p.is("int"), p.is("bool"):
		p.advance()
		return &NamedType{Off: t.off, Name: t.text}
	case p.is("real"):
		p.errorf(t.off, "%s (real)", msgReal)
		p.advance()
		return &NamedType{Off: t.off, Name: t.text}
	case p.got("("):
		inner := p.typ()
		p.expect(")")
		return inner
	case p.is("["):
		return p.mapType()
	case p.is("<"):
		p.fail(t.off, "%s (polymorphic map type)", msgPolymorphic)
	case t.kind == tIdent:
		return p.namedType()
	}
	p.fail(t.off, "expected a type, found %s", t.describe())
	return nil
}

// namedType reads a type name, refusing bit-vector types and type
// constructors applied to arguments.
func (p *parser) namedType() TypeExpr {
	t := p.tok
	p.advance()
	if bvType(t.text) {
		p.errorf(t.off, "%s (%s)", msgBitvector, t.text)
	}
	if p.tok.kind == tIdent || p.is("int") || p.is("bool") || p.is("[") {
		p.fail(p.tok.off, "%s (type constructor %s applied to arguments)", msgPolymorphic, t.text)
	}
	return &NamedType{Off: t.off, Name: t.text}
}

func (p *parser) mapType() TypeExpr {
	m := &MapType{Off: p.expect("[")}
	for {
		m.Dom = append(m.Dom, p.typ())
		if !p.got(",") {
			break
		}
	}
	p.expect("]")
	m.Rng = p.typ()
	return m
}

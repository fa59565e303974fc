package boogie

// declare enters the names of one declaration.
func (c *checker) declare(d Decl) {
	switch d := d.(type) {
	case *VarDecl:
		for _, b := range d.Vars {
			c.info.Globals = append(c.info.Globals, c.global(GlobalVar, b))
		}
	case *ConstDecl:
		c.declareConsts(d)
	case *FuncDecl:
		c.declareFunc(d)
	case *AxiomDecl:
		c.info.Axioms = append(c.info.Axioms, d)
	case *ProcDecl:
		c.declareProc(d)
	}
}

// global declares a global variable or constant.
func (c *checker) global(kind ObjKind, b *Binding) *Object {
	o := &Object{Kind: kind, Name: b.Name.Name, Type: c.resolve(b.Type), Decl: b}
	if c.globals[o.Name] != nil {
		c.errorf(b.Name.Off, "%s redeclared", o.Name)
	}
	c.globals[o.Name] = o
	return o
}

func (c *checker) declareConsts(d *ConstDecl) {
	for _, b := range d.Vars {
		o := c.global(Constant, b)
		c.info.Consts = append(c.info.Consts, o)
		if d.Unique {
			c.info.Unique = append(c.info.Unique, o)
		}
	}
	c.info.Axioms = append(c.info.Axioms, d.Uses...)
}

func (c *checker) declareFunc(d *FuncDecl) {
	f := &Func{Name: d.Name.Name, Result: c.resolve(d.Result.Type), Decl: d}
	if c.info.Funcs[f.Name] != nil {
		c.errorf(d.Name.Off, "function %s redeclared", f.Name)
	}
	c.info.Funcs[f.Name] = f
	seen := map[string]bool{}
	for _, b := range d.Params {
		o := &Object{Kind: FuncParam, Type: c.resolve(b.Type), Decl: b}
		if b.Name != nil {
			o.Name = b.Name.Name
			c.unique(seen, b.Name)
		}
		f.Params = append(f.Params, o)
	}
	f.Builtin = c.builtin(d)
	f.Body = d.Body
	c.info.Axioms = append(c.info.Axioms, d.Uses...)
}

// builtin returns the operator of {:builtin "div"|"mod"}, refusing others.
func (c *checker) builtin(d *FuncDecl) string {
	for _, a := range d.Attrs {
		if a.Name != "builtin" {
			continue
		}
		s, ok := singleString(a)
		if !ok || s != "div" && s != "mod" {
			c.errorf(a.Off, "builtin function %s is not supported (only \"div\" and \"mod\")", d.Name.Name)
			return ""
		}
		if !c.divModSignature(d) {
			c.errorf(a.Off, "builtin %s function %s must have type (int, int) returns (int)", s, d.Name.Name)
		}
		return s
	}
	return ""
}

func singleString(a *Attr) (string, bool) {
	if len(a.Args) != 1 {
		return "", false
	}
	s, ok := a.Args[0].(*StringLit)
	if !ok {
		return "", false
	}
	return s.Value, true
}

func (c *checker) divModSignature(d *FuncDecl) bool {
	f := c.info.Funcs[d.Name.Name]
	return len(f.Params) == 2 && Identical(f.Params[0].Type, Int) &&
		Identical(f.Params[1].Type, Int) && Identical(f.Result, Int)
}

// unique reports a name declared twice in one scope.
func (c *checker) unique(seen map[string]bool, id *Ident) {
	if seen[id.Name] {
		c.errorf(id.Off, "%s redeclared", id.Name)
	}
	seen[id.Name] = true
}

func (c *checker) declareProc(d *ProcDecl) {
	p := &Proc{Name: d.Name.Name, Specs: d.Specs, Decl: d}
	if c.info.Procs[p.Name] != nil {
		c.errorf(d.Name.Off, "procedure %s redeclared", p.Name)
	}
	c.info.Procs[p.Name] = p
	c.info.ProcOrder = append(c.info.ProcOrder, p)
	seen := map[string]bool{}
	p.Ins = c.params(InParam, d.Ins, seen)
	p.Outs = c.params(OutParam, d.Outs, seen)
	if d.Body != nil {
		p.Impl = &Impl{Proc: p, Ins: p.Ins, Outs: p.Outs, Body: d.Body, Attrs: d.Attrs}
	}
}

func (c *checker) params(kind ObjKind, list []*Binding, seen map[string]bool) []*Object {
	var objs []*Object
	for _, b := range list {
		c.unique(seen, b.Name)
		objs = append(objs, &Object{Kind: kind, Name: b.Name.Name, Type: c.resolve(b.Type), Decl: b})
	}
	return objs
}

// declareImpl attaches an implementation to its procedure; an
// implementation without a procedure declaration (Ultimate's dialect)
// declares a procedure with an empty contract.
func (c *checker) declareImpl(d *ImplDecl) {
	seen := map[string]bool{}
	impl := &Impl{Body: d.Body, Attrs: d.Attrs,
		Ins: c.params(InParam, d.Ins, seen), Outs: c.params(OutParam, d.Outs, seen)}
	p := c.info.Procs[d.Name.Name]
	if p == nil {
		p = &Proc{Name: d.Name.Name, Ins: impl.Ins, Outs: impl.Outs}
		c.info.Procs[p.Name] = p
		c.info.ProcOrder = append(c.info.ProcOrder, p)
	}
	if p.Impl != nil {
		c.fail(d.Name.Off, "procedure %s has more than one implementation", p.Name)
	}
	c.sameSignature(d, p, impl)
	impl.Proc, p.Impl = p, impl
}

func (c *checker) sameSignature(d *ImplDecl, p *Proc, impl *Impl) {
	if len(impl.Ins) != len(p.Ins) || len(impl.Outs) != len(p.Outs) {
		c.fail(d.Name.Off, "implementation of %s has %d inputs and %d outputs, the procedure %d and %d",
			p.Name, len(impl.Ins), len(impl.Outs), len(p.Ins), len(p.Outs))
	}
	for i, o := range append(append([]*Object{}, impl.Ins...), impl.Outs...) {
		want := append(append([]*Object{}, p.Ins...), p.Outs...)[i]
		if !Identical(o.Type, want.Type) {
			c.errorf(o.Decl.Pos(), "parameter %s has type %s, the procedure's has %s", o.Name, o.Type, want.Type)
		}
	}
}

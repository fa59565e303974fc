package boogie

// body is the state of checking one implementation body.
type body struct {
	*env
	impl  *Impl
	loops int // enclosing while loops
}

// checkImpl declares an implementation's locals and labels and checks its
// statements.
func (c *checker) checkImpl(impl *Impl) {
	e := &env{c: c, scope: c.globals, locals: objectMap(impl.Ins, impl.Outs), old: true}
	for _, d := range impl.Body.Locals {
		for _, b := range d.Vars {
			if e.locals[b.Name.Name] != nil {
				c.errorf(b.Name.Off, "%s redeclared", b.Name.Name)
			}
			o := &Object{Kind: LocalVar, Name: b.Name.Name, Type: c.resolve(b.Type), Decl: b}
			e.locals[o.Name] = o
			impl.Locals = append(impl.Locals, o)
		}
	}
	impl.Labels = map[string]*LabelStmt{}
	c.labels(impl, impl.Body.Stmts)
	b := &body{env: e, impl: impl}
	b.stmts(impl.Body.Stmts)
}

// labels collects the labels of a body, nested blocks included.
func (c *checker) labels(impl *Impl, list []Stmt) {
	for _, s := range list {
		switch s := s.(type) {
		case *LabelStmt:
			if impl.Labels[s.Name] != nil {
				c.errorf(s.Off, "label %s redeclared", s.Name)
			}
			impl.Labels[s.Name] = s
		case *IfStmt:
			c.labels(impl, s.Then)
			c.labels(impl, s.Else)
		case *WhileStmt:
			c.labels(impl, s.Body)
		}
	}
}

// in returns the body's scope for the expressions of construct where,
// which names it when refusing a quantifier there.
func (b *body) in(where string) *env {
	e := *b.env
	e.where = where
	return &e
}

func (b *body) stmts(list []Stmt) {
	for _, s := range list {
		b.stmt(s)
	}
}

func (b *body) stmt(s Stmt) {
	c := b.c
	switch s := s.(type) {
	case *AssignStmt:
		b.assign(s)
	case *HavocStmt:
		for _, id := range s.Vars {
			b.target(id.Off, id.Name, id)
		}
	case *AssumeStmt:
		c.want(s.Expr, Bool, b.in("assumptions"), "assumption")
	case *AssertStmt:
		c.want(s.Expr, Bool, b.in("assertions"), "assertion")
	case *CallStmt:
		b.call(s)
	default:
		b.control(s)
	}
}

func (b *body) control(s Stmt) {
	c := b.c
	switch s := s.(type) {
	case *IfStmt:
		if s.Cond != nil {
			c.want(s.Cond, Bool, b.env, "if condition")
		}
		b.stmts(s.Then)
		b.stmts(s.Else)
	case *WhileStmt:
		b.while(s)
	case *BreakStmt:
		b.breakStmt(s)
	case *GotoStmt:
		for _, l := range s.Labels {
			if b.impl.Labels[l.Name] == nil {
				c.errorf(l.Off, "goto to undeclared label %s", l.Name)
			}
		}
	}
}

func (b *body) while(s *WhileStmt) {
	if s.Cond != nil {
		b.c.want(s.Cond, Bool, b.env, "loop condition")
	}
	for _, inv := range s.Invs {
		b.c.want(inv.Expr, Bool, b.in("loop invariants"), "invariant")
	}
	b.loops++
	b.stmts(s.Body)
	b.loops--
}

func (b *body) breakStmt(s *BreakStmt) {
	switch {
	case s.Label != nil && b.impl.Labels[s.Label.Name] == nil:
		b.c.errorf(s.Label.Off, "break to undeclared label %s", s.Label.Name)
	case s.Label == nil && b.loops == 0:
		b.c.errorf(s.Off, "break outside a loop")
	}
}

// target checks that name may be assigned and returns its object.
func (b *body) target(off int, name string, use Node) *Object {
	o := b.lookup(name)
	switch {
	case o == nil:
		b.c.errorf(off, "undeclared name %s", name)
		return nil
	case o.Kind == Constant || o.Kind == InParam:
		b.c.errorf(off, "cannot assign to %s %s", o.Kind, name)
	}
	b.c.info.Uses[use] = o
	return o
}

func (b *body) assign(s *AssignStmt) {
	if len(s.Lhs) != len(s.Rhs) {
		b.c.fail(s.Off, "assignment has %d target(s) and %d value(s)", len(s.Lhs), len(s.Rhs))
	}
	seen := map[*Object]bool{}
	for i, lhs := range s.Lhs {
		t, o := b.lhs(lhs)
		if o != nil && seen[o] {
			b.c.errorf(lhs.Pos(), "%s assigned twice", o.Name)
		}
		seen[o] = true
		if t != nil {
			b.c.want(s.Rhs[i], t, b.env, "assigned value")
		} else {
			b.c.expr(s.Rhs[i], b.env)
		}
	}
}

// lhs checks an assignment target, returning its type and root variable.
func (b *body) lhs(x Expr) (Type, *Object) {
	switch x := x.(type) {
	case *Var:
		o := b.target(x.Off, x.Name, x)
		if o == nil {
			return nil, nil
		}
		b.c.info.Types[x] = o.Type
		return o.Type, o
	case *Select:
		_, o := b.lhs(x.Map)
		if o == nil {
			return nil, nil
		}
		return b.c.expr(x, b.env), o
	}
	b.c.fail(x.Pos(), "assignment target must be a variable or map element")
	return nil, nil
}

func (b *body) call(s *CallStmt) {
	p := b.c.info.Procs[s.Proc.Name]
	if p == nil {
		b.c.errorf(s.Proc.Off, "undeclared procedure %s", s.Proc.Name)
		return
	}
	if len(s.Args) != len(p.Ins) || len(s.Outs) != len(p.Outs) {
		b.c.errorf(s.Proc.Off, "procedure %s takes %d argument(s) and returns %d, got %d and %d",
			p.Name, len(p.Ins), len(p.Outs), len(s.Args), len(s.Outs))
		return
	}
	for i, a := range s.Args {
		b.c.want(a, p.Ins[i].Type, b.env, "argument "+p.Ins[i].Name+" of "+p.Name)
	}
	seen := map[*Object]bool{}
	for i, id := range s.Outs {
		o := b.target(id.Off, id.Name, id)
		if o == nil {
			continue
		}
		if seen[o] {
			b.c.errorf(id.Off, "%s assigned twice", o.Name)
		}
		seen[o] = true
		if !Identical(o.Type, p.Outs[i].Type) {
			b.c.errorf(id.Off, "%s has type %s, output %s of %s has %s", o.Name, o.Type, p.Outs[i].Name, p.Name, p.Outs[i].Type)
		}
	}
}

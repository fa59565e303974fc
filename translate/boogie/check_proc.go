package boogie

// checkFunctions checks function bodies and refuses recursion.
func (c *checker) checkFunctions() {
	calls := map[string]map[string]bool{}
	for _, f := range c.info.FuncOrder() {
		if f.Decl.Body == nil {
			continue
		}
		e := &env{c: c, scope: c.globals, locals: map[string]*Object{}, calls: map[string]bool{}, where: "function bodies"}
		for _, o := range f.Params {
			if o.Name != "" {
				e.locals[o.Name] = o
			}
		}
		c.want(f.Decl.Body, f.Result, e, "body of "+f.Name)
		calls[f.Name] = e.calls
	}
	for _, f := range c.info.FuncOrder() {
		if f.Decl.Body != nil && reaches(calls, f.Name, f.Name, map[string]bool{}) {
			c.errorf(f.Decl.Name.Off, "%s (%s)", msgRecursive, f.Name)
		}
	}
}

// reaches reports whether function to is applied, directly or not, in the
// body of from.
func reaches(calls map[string]map[string]bool, from, to string, seen map[string]bool) bool {
	for g := range calls[from] {
		if g == to {
			return true
		}
		if !seen[g] {
			seen[g] = true
			if reaches(calls, g, to, seen) {
				return true
			}
		}
	}
	return false
}

// FuncOrder returns the functions in declaration order.
func (info *Info) FuncOrder() []*Func {
	var list []*Func
	for _, f := range info.Funcs {
		list = append(list, f)
	}
	sortFuncs(list)
	return list
}

// checkProc checks a procedure's contract and implementation.
func (c *checker) checkProc(p *Proc) {
	pre := &env{c: c, scope: c.globals, locals: objectMap(p.Ins), where: "requires clauses"}
	post := &env{c: c, scope: c.globals, locals: objectMap(p.Ins, p.Outs), old: true, where: "ensures clauses"}
	for _, s := range p.Specs {
		switch s.Kind {
		case Requires:
			c.want(s.Expr, Bool, pre, "precondition")
		case Ensures:
			c.want(s.Expr, Bool, post, "postcondition")
		case Modifies:
			c.modifies(p, s)
		}
	}
	if p.Impl != nil {
		c.checkImpl(p.Impl)
	}
}

func objectMap(lists ...[]*Object) map[string]*Object {
	m := map[string]*Object{}
	for _, l := range lists {
		for _, o := range l {
			m[o.Name] = o
		}
	}
	return m
}

func (c *checker) modifies(p *Proc, s *Spec) {
	for _, id := range s.Names {
		o := c.globals[id.Name]
		switch {
		case o == nil:
			c.errorf(id.Off, "modifies names %s, which is not a global variable", id.Name)
		case o.Kind != GlobalVar:
			c.errorf(id.Off, "modifies names constant %s", id.Name)
		default:
			c.info.Uses[id] = o
			p.Modifies = append(p.Modifies, o)
		}
	}
}

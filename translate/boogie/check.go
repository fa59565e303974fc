package boogie

import "github.com/horn-chc/horn/chc"

// checker resolves names and checks types, collecting positioned errors.
type checker struct {
	*positions
	info      *Info
	types     map[string]*TypeDecl // declared type names
	synonyms  map[string]Type      // expanded synonyms, once resolved
	globals   map[string]*Object   // global variables and constants
	resolving map[string]bool      // synonyms being expanded (cycles)
}

// Read parses and type-checks a Boogie program.
func Read(name string, src []byte) (*Program, *Info, error) {
	prog, err := Parse(name, src)
	if err != nil {
		return nil, nil, err
	}
	info, err := Check(prog)
	if err != nil {
		return nil, nil, err
	}
	return prog, info, nil
}

// Check resolves the names of a parsed program and checks its types. It
// refuses what only types reveal to be outside the subset: non-linear
// arithmetic, '/' on int, recursive functions, unsupported builtins. The
// error, if any, is an smtlib2.ErrorList.
func Check(prog *Program) (*Info, error) {
	return CheckWith(prog, CheckOptions{})
}

// CheckOptions relax Check for programs from other front ends.
type CheckOptions struct {
	// NonLinear accepts products of two non-constants and div and mod by
	// a non-constant (SMT-LIB's Euclidean div and mod; division by zero is
	// left unspecified, as SMT-LIB does). Set by the C front end, whose
	// lowering makes C's truncating division explicit with them.
	NonLinear bool
}

// CheckWith is Check with options.
func CheckWith(prog *Program, opt CheckOptions) (*Info, error) {
	lines := chc.NewLines(prog.File, nil)
	if prog.lines != nil {
		lines = prog.lines.lines
	}
	c := &checker{
		positions: &positions{lines: lines},
		info: &Info{Types: map[Expr]Type{}, Uses: map[Node]*Object{},
			Funcs: map[string]*Func{}, Procs: map[string]*Proc{},
			Bound: map[*Quantifier][]*Object{}, Defs: map[*AxiomDecl]*Func{}},
		types: map[string]*TypeDecl{}, synonyms: map[string]Type{},
		globals: map[string]*Object{}, resolving: map[string]bool{},
	}
	c.info.NonLinear = opt.NonLinear
	err := c.guard(func() { c.program(prog) })
	if err != nil {
		return nil, err
	}
	return c.info, nil
}

// program checks the declarations in dependency order: types, then
// signatures of everything, then bodies.
func (c *checker) program(prog *Program) {
	c.declareTypes(prog.Decls)
	for _, d := range prog.Decls {
		c.declare(d)
	}
	for _, d := range prog.Decls {
		if impl, ok := d.(*ImplDecl); ok {
			c.declareImpl(impl)
		}
	}
	c.checkFunctions()
	for _, a := range c.info.Axioms {
		c.boolExpr(a.Expr, &env{c: c, scope: c.globals, quants: true})
	}
	c.defineFunctions()
	for _, p := range c.info.ProcOrder {
		c.checkProc(p)
	}
}

func (c *checker) declareTypes(decls []Decl) {
	for _, d := range decls {
		td, ok := d.(*TypeDecl)
		if !ok {
			continue
		}
		for _, n := range td.Names {
			if c.types[n.Name] != nil {
				c.errorf(n.Off, "type %s redeclared", n.Name)
			}
			c.types[n.Name] = td
		}
	}
	for _, d := range decls {
		if td, ok := d.(*TypeDecl); ok && td.Syn != nil {
			c.synonym(td.Names[0].Name, td)
		}
	}
}

// synonym expands a type synonym, refusing cycles.
func (c *checker) synonym(name string, td *TypeDecl) Type {
	if t, ok := c.synonyms[name]; ok {
		return t
	}
	if c.resolving[name] {
		c.fail(td.Names[0].Off, "type synonym %s refers to itself", name)
	}
	c.resolving[name] = true
	t := c.resolve(td.Syn)
	c.resolving[name] = false
	c.synonyms[name] = t
	return t
}

// resolve turns a written type into a checked one.
func (c *checker) resolve(t TypeExpr) Type {
	switch t := t.(type) {
	case *NamedType:
		return c.resolveName(t)
	case *MapType:
		m := &MapOf{Rng: c.resolve(t.Rng)}
		for _, d := range t.Dom {
			m.Dom = append(m.Dom, c.resolve(d))
		}
		return m
	}
	c.fail(t.Pos(), "unknown type")
	return nil
}

func (c *checker) resolveName(t *NamedType) Type {
	switch t.Name {
	case "int":
		return Int
	case "bool":
		return Bool
	}
	td := c.types[t.Name]
	switch {
	case td == nil && (unsupportedTypeName(t.Name) || t.Name == "real"):
		c.fail(t.Off, "%s (%s)", msgReal, t.Name)
	case td == nil && bvType(t.Name):
		c.fail(t.Off, "%s (%s)", msgBitvector, t.Name)
	case td == nil:
		c.fail(t.Off, "undeclared type %s", t.Name)
	case td.Syn != nil:
		return c.synonym(t.Name, td)
	}
	return &UserType{Name: t.Name}
}

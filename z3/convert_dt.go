package z3

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// dtConv holds a Converter's datatypes: the Z3 declarations made for each
// chc datatype, and the way back from Z3's declarations and sorts.
type dtConv struct {
	decls  map[*chc.Datatype]DatatypeDecls
	sizes  map[*chc.Datatype]FuncDecl // size functions defined in Z3
	abs    FuncDecl                   // the size functions' abs (see absFunc); zero: none yet
	back   map[uint32]dtBack          // by Z3 func decl ID
	sortOf map[uint32]chc.Sort        // by Z3 sort ID
}

// dtBack is a Z3 datatype declaration's chc meaning: a constructor or a
// tester (ctor), a selector (sel), a datatype's size function (size), or
// the integer abs the size functions apply (abs).
type dtBack struct {
	ctor *chc.Constructor
	sel  *chc.Selector
	test bool
	size *chc.Datatype
	abs  bool
}

// datatypeSort declares the group of s's datatype in Z3 (once per
// converter) and returns s's Z3 sort.
func (v *Converter) datatypeSort(s chc.Sort) (Sort, error) {
	d := v.f.Datatype(s)
	if d == nil {
		return Sort{}, fmt.Errorf("z3: datatype %s is not declared in the term factory", s)
	}
	if v.dt.decls == nil {
		v.dt = dtConv{decls: map[*chc.Datatype]DatatypeDecls{}, back: map[uint32]dtBack{}, sortOf: map[uint32]chc.Sort{}}
	}
	if z, ok := v.dt.decls[d]; ok {
		return z.Sort, nil
	}
	index := map[chc.Sort]int{}
	for i, g := range d.Group {
		index[g.Sort()] = i
	}
	specs := make([]DatatypeSpec, len(d.Group))
	for i, g := range d.Group {
		specs[i].Name = g.Name
		for _, c := range g.Ctors {
			cs := CtorSpec{Name: c.Name, Tester: "is-" + c.Name}
			for _, f := range c.Fields {
				fs := FieldSpec{Name: f.Name, Ref: -1}
				if k, ok := index[f.Sort]; ok {
					fs.Ref = k
				} else {
					z, err := v.Sort(f.Sort) // declares other groups first
					if err != nil {
						return Sort{}, err
					}
					fs.Sort = z
				}
				cs.Fields = append(cs.Fields, fs)
			}
			specs[i].Ctors = append(specs[i].Ctors, cs)
		}
	}
	zs, err := v.c.Datatypes(specs)
	if err != nil {
		return Sort{}, err
	}
	for i, g := range d.Group {
		v.keepDatatype(g, zs[i])
	}
	return v.dt.decls[d].Sort, nil
}

// keepDatatype records what Z3 made for g, in the context's root frame.
func (v *Converter) keepDatatype(g *chc.Datatype, z DatatypeDecls) {
	v.c.Persist(z.Sort)
	v.dt.decls[g] = z
	v.sorts[g.Sort()] = z.Sort
	v.dt.sortOf[z.Sort.ID()] = g.Sort()
	for k, c := range g.Ctors {
		v.c.Persist(z.Ctors[k], z.Testers[k])
		v.dt.back[z.Ctors[k].ID()] = dtBack{ctor: c}
		v.dt.back[z.Testers[k].ID()] = dtBack{ctor: c, test: true}
		for j, f := range z.Fields[k] {
			v.c.Persist(f)
			v.dt.back[f.ID()] = dtBack{sel: c.Fields[j]}
		}
	}
}

// mkDatatypeApp converts a constructor, selector or tester application,
// or a datatype's size.
func (v *Converter) mkDatatypeApp(x *chc.Term, a []AST) (AST, error) {
	if x.Op() == chc.OpSize {
		fn, err := v.sizeFunc(v.f.Datatype(x.Arg(0).Sort()))
		if err != nil {
			return AST{}, err
		}
		return v.c.App(fn, a...)
	}
	c := x.Constructor()
	if _, err := v.datatypeSort(c.Sort()); err != nil {
		return AST{}, err
	}
	z := v.dt.decls[c.Type]
	switch x.Op() {
	case chc.OpCons:
		return v.c.App(z.Ctors[c.Index], a...)
	case chc.OpIs:
		return v.c.App(z.Testers[c.Index], a...)
	}
	return v.c.App(z.Fields[c.Index][x.Selector().Index], a...)
}

// datatypeBack converts back an application of a datatype declaration;
// ok is false when a's declaration is none this converter made.
func (b *backConv) datatypeBack(a AST, ts []*chc.Term) (*chc.Term, bool, error) {
	d, ok := b.v.dt.back[a.DeclID()]
	if !ok {
		return nil, false, nil
	}
	f := b.v.f
	var t *chc.Term
	var err error
	switch {
	case d.abs && len(ts) == 1:
		t, err = f.App(chc.OpAbs, ts[0])
	case d.size != nil && len(ts) == 1:
		t, err = f.DatatypeSize(ts[0])
	case d.sel != nil && len(ts) == 1:
		t, err = f.SelectField(d.sel, ts[0])
	case d.test && len(ts) == 1:
		t, err = f.Test(d.ctor, ts[0])
	case d.sel == nil && !d.test:
		t, err = f.Construct(d.ctor, ts...)
	default:
		err = fmt.Errorf("z3: malformed datatype application %s", a)
	}
	return t, true, err
}

// datatypeValue reads a datatype value: a ground constructor term.
func (v *Converter) datatypeValue(m *Model, a AST) (chc.Value, error) {
	t, err := v.FromZ3(a, m)
	if err != nil {
		return chc.Value{}, err
	}
	val, err := chc.Eval(t, chc.Env{})
	if err != nil {
		return chc.Value{}, fmt.Errorf("z3: %s is not a datatype value: %w", a, err)
	}
	return val, nil
}

// exactValue reads a ground AST that Z3's evaluation left unreduced (a
// selector applied to another constructor) by converting it back and
// evaluating it exactly.
func (v *Converter) exactValue(m *Model, a AST, what string) (chc.Value, error) {
	t, err := v.FromZ3(a, m)
	if err != nil {
		return chc.Value{}, fmt.Errorf("z3: %s is not a %s value: %w", a, what, err)
	}
	val, err := chc.Eval(t, chc.Env{})
	if err != nil {
		return chc.Value{}, fmt.Errorf("z3: %s is not a %s value: %w", a, what, err)
	}
	return val, nil
}

// wrongSelector returns a selector application of phi that the model of
// the last check leaves without a value (nil if there is none): one
// applied to a value built by another constructor, which the model does
// not interpret there. 4.8.12's arithmetic projection aborts the process
// on such a term (a VERIFY in spacer_qe_project.cpp): Project refuses phi
// instead.
func (t *TermSolver) wrongSelector(phi *chc.Term) (*chc.Term, error) {
	var sels []*chc.Term
	chc.Walk(phi, func(u *chc.Term) bool {
		if u.Op() == chc.OpField {
			sels = append(sels, u)
		}
		return true
	})
	for _, u := range sels {
		z, err := t.conv.ToZ3(u)
		if err != nil {
			return nil, err
		}
		r, err := t.model.Eval(z, true)
		if err != nil {
			return nil, err
		}
		if !isValueAST(r) {
			return u, nil
		}
	}
	return nil, nil
}

// isValueAST reports whether a is a value as Z3's model evaluation makes
// them: a numeral, true or false, a constructor applied to values, or an
// array (whose forms Model.Array reads).
func isValueAST(a AST) bool {
	if a.Kind() == NumeralAST {
		return true
	}
	if _, ok := a.BoolValue(); ok {
		return true
	}
	if s, err := a.Sort(); err == nil && s.Kind() == ArraySort {
		return true
	}
	if a.DeclKind() != OpDTConstructor {
		return false
	}
	args, err := a.Args()
	if err != nil {
		return false
	}
	for _, x := range args {
		if !isValueAST(x) {
			return false
		}
	}
	return true
}

// fixArraysInConstructors returns vars without the array variables that
// occur in an argument of a constructor application of phi (a record
// holding an array), and phi with those replaced by their values in the
// model of the last check. Z3 4.8.12's array projection expects an array
// variable it eliminates only under selects, stores and array equalities;
// one inside a constructor makes it reach an UNREACHABLE in
// spacer_qe_project.cpp, which aborts the process.
func (t *TermSolver) fixArraysInConstructors(vars []*chc.Term, phi *chc.Term) ([]*chc.Term, *chc.Term, error) {
	inside := arraysInConstructors(vars, phi)
	if len(inside) == 0 {
		return vars, phi, nil
	}
	f := t.conv.Factory()
	sigma := make(map[*chc.Term]*chc.Term, len(inside))
	var rest []*chc.Term
	for _, x := range vars {
		if !inside[x] {
			rest = append(rest, x)
			continue
		}
		v, err := t.Value(x)
		if err != nil {
			return nil, nil, fmt.Errorf("z3: Project: value of %s: %w", x, err)
		}
		sigma[x] = f.Value(v)
	}
	return rest, f.Subst(phi, sigma), nil
}

// arraysInConstructors returns the array variables of vars that occur in
// an argument of a constructor application of phi.
func arraysInConstructors(vars []*chc.Term, phi *chc.Term) map[*chc.Term]bool {
	arrays := make(map[*chc.Term]bool)
	for _, x := range vars {
		if x.Sort().Kind() == chc.KindArray {
			arrays[x] = true
		}
	}
	if len(arrays) == 0 {
		return nil
	}
	found := make(map[*chc.Term]bool)
	chc.Walk(phi, func(u *chc.Term) bool {
		if u.Op() != chc.OpCons {
			return true
		}
		for _, v := range chc.FreeVars(u) {
			if arrays[v] {
				found[v] = true
			}
		}
		return false
	})
	return found
}

// sizeFunc declares d's size function in Z3 as a recursive function with
// chc.Factory.SizeDefinition's body (once per converter).
func (v *Converter) sizeFunc(d *chc.Datatype) (FuncDecl, error) {
	if d == nil {
		return FuncDecl{}, fmt.Errorf("z3: size of a sort that is no datatype of the term factory")
	}
	zs, err := v.datatypeSort(d.Sort())
	if err != nil {
		return FuncDecl{}, err
	}
	if fn, ok := v.dt.sizes[d]; ok {
		return fn, nil
	}
	is, err := v.Sort(chc.IntSort)
	if err != nil {
		return FuncDecl{}, err
	}
	fn, err := v.c.RecFuncDecl(chc.SizeFuncName(d), []Sort{zs}, is)
	if err != nil {
		return FuncDecl{}, err
	}
	v.c.Persist(fn)
	if v.dt.sizes == nil {
		v.dt.sizes = map[*chc.Datatype]FuncDecl{}
	}
	v.dt.sizes[d] = fn
	v.dt.back[fn.ID()] = dtBack{size: d}
	x := v.f.Var(chc.SizeFuncName(d)+"_x", d.Sort())
	body, err := v.f.SizeDefinition(d, x)
	if err != nil {
		return FuncDecl{}, err
	}
	zx, err := v.ToZ3(x)
	if err != nil {
		return FuncDecl{}, err
	}
	v.recAbs = true
	zb, err := v.ToZ3(body)
	v.recAbs = false
	if err != nil {
		return FuncDecl{}, err
	}
	if err := v.c.AddRecDef(fn, []AST{zx}, zb); err != nil {
		return FuncDecl{}, fmt.Errorf("z3: defining %s: %w", chc.SizeFuncName(d), err)
	}
	return fn, nil
}

// absFunc returns the integer abs that size functions' definitions apply
// (once per converter): a function of its own, defined as
// ite(y >= 0, y, -y), not the ite inline. Z3 4.8.12 reads the conditions
// of the ites in a recursive definition as its cases, and a case whose
// condition applies the function being defined (|size(tl x)| as an ite)
// sent the incremental solver into unfolding without end: a list's size
// checked at (cons b nil) ran until its timeout. Behind a function of its
// own the condition is over the argument only.
func (v *Converter) absFunc() (FuncDecl, error) {
	if v.dt.abs.Valid() {
		return v.dt.abs, nil
	}
	is, err := v.Sort(chc.IntSort)
	if err != nil {
		return FuncDecl{}, err
	}
	fn, err := v.c.RecFuncDecl("horn_abs", []Sort{is}, is)
	if err != nil {
		return FuncDecl{}, err
	}
	v.c.Persist(fn)
	y := v.f.Var("horn_abs_y", chc.IntSort)
	zy, err := v.ToZ3(y)
	if err != nil {
		return FuncDecl{}, err
	}
	zb, err := v.c.Abs(zy)
	if err != nil {
		return FuncDecl{}, err
	}
	defer v.c.Release(zb)
	if err := v.c.AddRecDef(fn, []AST{zy}, zb); err != nil {
		return FuncDecl{}, fmt.Errorf("z3: defining horn_abs: %w", err)
	}
	v.dt.abs = fn
	v.dt.back[fn.ID()] = dtBack{abs: true}
	return fn, nil
}

package z3

/*
#include <z3.h>
*/
import "C"

import "fmt"

// DatatypeSpec describes one datatype of a group to declare in Z3.
type DatatypeSpec struct {
	Name  string
	Ctors []CtorSpec
}

// CtorSpec describes a constructor: its name, its tester's name and its
// fields.
type CtorSpec struct {
	Name, Tester string
	Fields       []FieldSpec
}

// FieldSpec describes a field: its selector's name and its sort, either a
// sort made before (Sort) or, when Ref >= 0, the Ref-th datatype of the
// group being declared.
type FieldSpec struct {
	Name string
	Sort Sort
	Ref  int
}

// DatatypeDecls are what Z3 made for one datatype: its sort and, per
// constructor, the constructor's, tester's and selectors' declarations.
type DatatypeDecls struct {
	Sort    Sort
	Ctors   []FuncDecl
	Testers []FuncDecl
	Fields  [][]FuncDecl
}

// Datatypes declares a group of (possibly mutually recursive) datatypes
// (Z3_mk_datatypes). The handles live in the current scope.
func (c *Context) Datatypes(specs []DatatypeSpec) ([]DatatypeDecls, error) {
	if err := c.live(); err != nil {
		return nil, err
	}
	ctors := make([][]C.Z3_constructor, len(specs))
	defer func() {
		for _, cs := range ctors {
			for _, k := range cs {
				if k != nil {
					C.Z3_del_constructor(c.ptr, k)
				}
			}
		}
	}()
	lists := make([]C.Z3_constructor_list, len(specs))
	defer func() {
		for _, l := range lists {
			if l != nil {
				C.Z3_del_constructor_list(c.ptr, l)
			}
		}
	}()
	names := make([]C.Z3_symbol, len(specs))
	for i, d := range specs {
		names[i] = c.symbol(d.Name)
		for _, k := range d.Ctors {
			z, err := c.mkConstructor(k)
			if err != nil {
				return nil, fmt.Errorf("datatype %s: %w", d.Name, err)
			}
			ctors[i] = append(ctors[i], z)
		}
		lists[i] = C.Z3_mk_constructor_list(c.ptr, C.uint(len(ctors[i])), first(ctors[i]))
		if err := c.check("Datatypes"); err != nil {
			return nil, err
		}
	}
	sorts := make([]C.Z3_sort, len(specs))
	C.Z3_mk_datatypes(c.ptr, C.uint(len(specs)), first(names), first(sorts), first(lists))
	if err := c.check("Datatypes"); err != nil {
		return nil, err
	}
	out := make([]DatatypeDecls, len(specs))
	for i, d := range specs {
		s, err := c.mkSort("Datatypes", sorts[i])
		if err != nil {
			return nil, err
		}
		out[i].Sort = s
		for k, spec := range d.Ctors {
			con, tester, fields, err := c.queryConstructor(ctors[i][k], len(spec.Fields))
			if err != nil {
				return nil, err
			}
			out[i].Ctors = append(out[i].Ctors, con)
			out[i].Testers = append(out[i].Testers, tester)
			out[i].Fields = append(out[i].Fields, fields)
		}
	}
	return out, nil
}

func (c *Context) mkConstructor(k CtorSpec) (C.Z3_constructor, error) {
	n := len(k.Fields)
	fnames := make([]C.Z3_symbol, n)
	fsorts := make([]C.Z3_sort, n)
	refs := make([]C.uint, n)
	for j, f := range k.Fields {
		fnames[j] = c.symbol(f.Name)
		if f.Ref >= 0 {
			refs[j] = C.uint(f.Ref)
			continue
		}
		p, err := c.sortArg(f.Sort)
		if err != nil {
			return nil, err
		}
		fsorts[j] = p
	}
	z := C.Z3_mk_constructor(c.ptr, c.symbol(k.Name), c.symbol(k.Tester), C.uint(n),
		first(fnames), first(fsorts), first(refs))
	if err := c.check("Datatypes"); err != nil {
		return nil, err
	}
	return z, nil
}

func (c *Context) queryConstructor(k C.Z3_constructor, n int) (FuncDecl, FuncDecl, []FuncDecl, error) {
	var con, tester C.Z3_func_decl
	acc := make([]C.Z3_func_decl, n)
	C.Z3_query_constructor(c.ptr, k, C.uint(n), &con, &tester, first(acc))
	if err := c.check("Datatypes"); err != nil {
		return FuncDecl{}, FuncDecl{}, nil, err
	}
	cd, err := c.mkDecl("Datatypes", con)
	if err != nil {
		return FuncDecl{}, FuncDecl{}, nil, err
	}
	td, err := c.mkDecl("Datatypes", tester)
	if err != nil {
		return FuncDecl{}, FuncDecl{}, nil, err
	}
	fields := make([]FuncDecl, n)
	for j, a := range acc {
		if fields[j], err = c.mkDecl("Datatypes", a); err != nil {
			return FuncDecl{}, FuncDecl{}, nil, err
		}
	}
	return cd, td, fields, nil
}

// ID returns Z3's unique number for the declaration (Z3_get_func_decl_id);
// 0 for an invalid handle.
func (f FuncDecl) ID() uint32 {
	if !f.h.live() {
		return 0
	}
	return uint32(C.Z3_get_func_decl_id(f.h.cctx(), f.ptr()))
}

// DeclID returns the ID of a's declaration, or 0 if a is not an
// application.
func (a AST) DeclID() uint32 {
	if !a.isApp() {
		return 0
	}
	c := a.h.ctx
	return uint32(C.Z3_get_func_decl_id(c.ptr, C.Z3_get_app_decl(c.ptr, C.Z3_to_app(c.ptr, a.ptr()))))
}

// ID returns Z3's unique number for the sort (Z3_get_sort_id); 0 for an
// invalid handle.
func (s Sort) ID() uint32 {
	if !s.h.live() {
		return 0
	}
	return uint32(C.Z3_get_sort_id(s.h.cctx(), s.ptr()))
}

// Datatype declaration kinds of applications.
const (
	OpDTConstructor DeclKind = C.Z3_OP_DT_CONSTRUCTOR
	OpDTRecogniser  DeclKind = C.Z3_OP_DT_RECOGNISER
	OpDTIs          DeclKind = C.Z3_OP_DT_IS
	OpDTAccessor    DeclKind = C.Z3_OP_DT_ACCESSOR
)

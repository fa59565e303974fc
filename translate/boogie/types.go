package boogie

import "strings"

// Type is a checked type: int, bool, an uninterpreted type, or a map. Type
// synonyms are expanded.
type Type interface {
	String() string
	isType()
}

// BasicType is int or bool.
type BasicType int

// The basic types.
const (
	Int BasicType = iota
	Bool
)

// UserType is an uninterpreted nullary type declared by type T;.
type UserType struct{ Name string }

// MapOf is the map type [Dom…]Rng.
type MapOf struct {
	Dom []Type
	Rng Type
}

func (t BasicType) String() string {
	if t == Bool {
		return "bool"
	}
	return "int"
}

func (t *UserType) String() string { return t.Name }

func (t *MapOf) String() string {
	parts := make([]string, len(t.Dom))
	for i, d := range t.Dom {
		parts[i] = d.String()
	}
	return "[" + strings.Join(parts, ", ") + "]" + t.Rng.String()
}

func (BasicType) isType() {}
func (*UserType) isType() {}
func (*MapOf) isType()    {}

// Identical reports whether two types are the same.
func Identical(a, b Type) bool {
	switch a := a.(type) {
	case BasicType:
		return a == b
	case *UserType:
		u, ok := b.(*UserType)
		return ok && u.Name == a.Name
	case *MapOf:
		m, ok := b.(*MapOf)
		return ok && identicalMaps(a, m)
	}
	return false
}

func identicalMaps(a, b *MapOf) bool {
	if len(a.Dom) != len(b.Dom) || !Identical(a.Rng, b.Rng) {
		return false
	}
	for i := range a.Dom {
		if !Identical(a.Dom[i], b.Dom[i]) {
			return false
		}
	}
	return true
}

// ObjKind says what a name denotes.
type ObjKind int

// The kinds of named objects.
const (
	GlobalVar ObjKind = iota
	Constant
	InParam
	OutParam
	LocalVar
	FuncParam
	BoundVar
)

func (k ObjKind) String() string {
	switch k {
	case GlobalVar:
		return "global variable"
	case Constant:
		return "constant"
	case InParam:
		return "input parameter"
	case OutParam:
		return "output parameter"
	case LocalVar:
		return "local variable"
	case BoundVar:
		return "bound variable"
	}
	return "function parameter"
}

// Object is a variable, constant or parameter.
type Object struct {
	Kind ObjKind
	Name string
	Type Type
	Decl *Binding
}

// Func is a checked function declaration. A function is uninterpreted
// unless it has a Body (macro-expanded where applied, over Params) or a
// Builtin operator. Body is the declaration's, or the right-hand side of
// an axiom (forall x̄ :: f(x̄) == e) that defines the function (Def), whose
// bound variables are then the Params.
type Func struct {
	Name    string
	Params  []*Object // unnamed arguments have empty names
	Result  Type
	Builtin string // the SMT operator of {:builtin "…"}, or ""
	Body    Expr
	Def     *AxiomDecl
	Decl    *FuncDecl
}

// Proc is a checked procedure: its signature, contract, modifies set and
// implementation (nil when it has none).
type Proc struct {
	Name     string
	Ins      []*Object
	Outs     []*Object
	Specs    []*Spec
	Modifies []*Object
	Decl     *ProcDecl // nil when only an implementation declares it
	Impl     *Impl
}

// Impl is a checked implementation: its own parameter and local objects
// (an implementation may rename the procedure's parameters) and its labels.
type Impl struct {
	Proc   *Proc
	Ins    []*Object
	Outs   []*Object
	Locals []*Object
	Body   *Body
	Labels map[string]*LabelStmt
	Attrs  []*Attr
}

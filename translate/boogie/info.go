package boogie

// Info is the result of type checking, for the encoder: the type of every
// expression, the object every name denotes, and the declarations by name.
type Info struct {
	// NonLinear is CheckOptions.NonLinear: products of non-constants and
	// div and mod by non-constants were accepted, and the encoder keeps
	// them as SMT-LIB's (Euclidean) terms.
	NonLinear bool
	// Types holds the type of every expression (also assignment targets).
	Types map[Expr]Type
	// Uses maps each *Var, and each *Ident naming a variable (havoc,
	// call outputs, modifies), to its object.
	Uses map[Node]*Object
	// Globals and Consts in declaration order.
	Globals []*Object
	Consts  []*Object
	// Funcs and Procs by name; ProcOrder lists the procedures in
	// declaration order.
	Funcs     map[string]*Func
	Procs     map[string]*Proc
	ProcOrder []*Proc
	// Axioms, including those of const and function … uses blocks.
	Axioms []*AxiomDecl
	// Unique lists the unique constants, which are pairwise distinct
	// within each type.
	Unique []*Object
	// Bound holds the bound variables of each quantifier.
	Bound map[*Quantifier][]*Object
	// Defs maps each axiom that defines a function (see Func.Def) to it.
	Defs map[*AxiomDecl]*Func
}

// Entry returns the procedure marked {:entrypoint}, or nil.
func (info *Info) Entry() *Proc {
	for _, p := range info.ProcOrder {
		if p.Decl != nil && hasAttr(p.Decl.Attrs, "entrypoint") || p.Impl != nil && hasAttr(p.Impl.Attrs, "entrypoint") {
			return p
		}
	}
	return nil
}

func hasAttr(list []*Attr, name string) bool {
	for _, a := range list {
		if a.Name == name {
			return true
		}
	}
	return false
}

package boogie

// defineFunctions turns the axioms that define a function into the
// function's body. Such an axiom is
//
//	axiom (forall x̄ :: {triggers} f(x̄) == e);
//
// (or e == f(x̄), <==> for a bool f, f(x̄) alone for f == true, !f(x̄) for
// f == false), where f is uninterpreted and not defined yet, its
// arguments x̄ are the bound variables, each once, and e has no quantifier
// and does not apply f, directly or through other bodies. The body may
// multiply its parameters ($pa(p, o, s) == p + o * s): where it is
// expanded, Translate refuses a product of two non-constant terms. The axiom says
// exactly that f is the function x̄ ↦ e, so expanding e wherever f is
// applied, and dropping the axiom, keeps the program's meaning — also for
// the other axioms that mention f, which then constrain the rest. SMACK's
// preludes define their conversions ($p2i, $i2p, $trunc, $p2b, …) this
// way.
func (c *checker) defineFunctions() {
	for _, a := range c.info.Axioms {
		q, ok := a.Expr.(*Quantifier)
		if !ok || q.Kind != "forall" {
			continue
		}
		f, params, body := c.definition(q)
		if f == nil || c.appliesFunc(body, f, map[*Func]bool{}) {
			continue
		}
		f.Body, f.Params, f.Def = body, params, a
		c.info.Defs[a] = f
	}
}

// definition returns the function q's body defines, its parameters (the
// bound variables in argument order) and its body, or nil.
func (c *checker) definition(q *Quantifier) (*Func, []*Object, Expr) {
	for _, cand := range defCandidates(q.Body) {
		f := c.info.Funcs[cand.app.Fun]
		if f == nil || f.Body != nil || f.Builtin != "" || hasQuantifier(cand.e) {
			continue
		}
		if params := c.boundArgs(cand.app, c.info.Bound[q]); params != nil {
			return f, params, cand.e
		}
	}
	return nil, nil, nil
}

type defCandidate struct {
	app *Apply
	e   Expr
}

// defCandidates lists the ways body may read f(x̄) == e.
func defCandidates(body Expr) []defCandidate {
	var out []defCandidate
	switch b := body.(type) {
	case *Apply:
		out = append(out, defCandidate{b, &BoolLit{Off: b.Off, Value: true}})
	case *Unary:
		if app, ok := b.X.(*Apply); ok && b.Op == "!" {
			out = append(out, defCandidate{app, &BoolLit{Off: b.Off, Value: false}})
		}
	case *Binary:
		if b.Op != "==" && b.Op != "<==>" {
			break
		}
		if app, ok := b.X.(*Apply); ok {
			out = append(out, defCandidate{app, b.Y})
		}
		if app, ok := b.Y.(*Apply); ok {
			out = append(out, defCandidate{app, b.X})
		}
	}
	return out
}

// boundArgs returns the bound variables that are app's arguments, in
// order, if the arguments are bound, each once, and all of bound.
func (c *checker) boundArgs(app *Apply, bound []*Object) []*Object {
	if len(app.Args) != len(bound) {
		return nil
	}
	params := make([]*Object, len(app.Args))
	used := map[*Object]bool{}
	for i, arg := range app.Args {
		v, ok := arg.(*Var)
		if !ok {
			return nil
		}
		o := c.info.Uses[v]
		if o == nil || o.Kind != BoundVar || used[o] || !isIn(o, bound) {
			return nil
		}
		used[o] = true
		params[i] = o
	}
	return params
}

func isIn(o *Object, list []*Object) bool {
	for _, x := range list {
		if x == o {
			return true
		}
	}
	return false
}

// appliesFunc reports whether x applies f, directly or through the
// bodies of the functions it applies.
func (c *checker) appliesFunc(x Expr, f *Func, seen map[*Func]bool) bool {
	found := false
	walkExpr(x, func(y Expr) {
		a, ok := y.(*Apply)
		if !ok || found {
			return
		}
		g := c.info.Funcs[a.Fun]
		switch {
		case g == f:
			found = true
		case g != nil && g.Body != nil && !seen[g]:
			seen[g] = true
			found = c.appliesFunc(g.Body, f, seen)
		}
	})
	return found
}

// hasQuantifier reports whether x contains a quantifier.
func hasQuantifier(x Expr) bool {
	found := false
	walkExpr(x, func(y Expr) {
		if _, ok := y.(*Quantifier); ok {
			found = true
		}
	})
	return found
}

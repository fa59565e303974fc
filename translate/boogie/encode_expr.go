package boogie

import "github.com/horn-chc/horn/chc"

// scope gives the term of a variable, constant or parameter in the current
// state, or in the pre-state (old) of the enclosing procedure.
type scope func(o *Object, old bool) *chc.Term

// exprEnc encodes Boogie expressions as terms.
type exprEnc struct {
	e   *encoder
	at  scope
	old bool // inside old(…)
}

func (e *encoder) expr(x Expr, at scope) *chc.Term {
	return (&exprEnc{e: e, at: at}).term(x)
}

func (x *exprEnc) term(ex Expr) *chc.Term {
	f := x.e.f
	switch ex := ex.(type) {
	case *IntLit:
		return f.BigInt(ex.Value)
	case *BoolLit:
		return f.BoolConst(ex.Value)
	case *Var:
		return x.variable(ex)
	case *Unary:
		if ex.Op == "!" {
			return f.Not(x.term(ex.X))
		}
		return f.Neg(x.term(ex.X))
	case *Binary:
		return x.binary(ex)
	case *Ite:
		return f.Ite(x.term(ex.Cond), x.term(ex.Then), x.term(ex.Else))
	case *Select:
		return x.selectTerm(x.term(ex.Map), ex.Index)
	case *Update:
		return x.update(x.term(ex.Map), ex.Index, x.term(ex.Value))
	case *Apply:
		return x.apply(ex)
	case *Old:
		saved := x.old
		x.old = true
		t := x.term(ex.X)
		x.old = saved
		return t
	}
	x.e.fail(ex.Pos(), "expression %s cannot be encoded", ExprString(ex))
	return nil
}

func (x *exprEnc) variable(v *Var) *chc.Term {
	o := x.e.info.Uses[v]
	if o == nil {
		x.e.fail(v.Off, "unresolved name %s", v.Name)
	}
	if o.Kind == Constant {
		return x.e.constTerm(o)
	}
	t := x.at(o, x.old)
	if t == nil {
		x.e.fail(v.Off, "%s %s cannot be used here", o.Kind, o.Name)
	}
	return t
}

func (x *exprEnc) binary(b *Binary) *chc.Term {
	f := x.e.f
	l, r := x.term(b.X), x.term(b.Y)
	switch b.Op {
	case "&&":
		return f.And(l, r)
	case "||":
		return f.Or(l, r)
	case "==>":
		return f.Implies(l, r)
	case "<==":
		return f.Implies(r, l)
	case "<==>", "==":
		return f.Eq(l, r)
	case "!=":
		return f.Not(f.Eq(l, r))
	case "<":
		return f.Lt(l, r)
	case "<=":
		return f.Le(l, r)
	case ">":
		return f.Lt(r, l)
	case ">=":
		return f.Le(r, l)
	}
	return x.arith(b, l, r)
}

func (x *exprEnc) arith(b *Binary, l, r *chc.Term) *chc.Term {
	f := x.e.f
	switch b.Op {
	case "+":
		return f.Add(l, r)
	case "-":
		return f.Sub(l, r)
	case "*":
		if !x.e.info.NonLinear && len(chc.FreeVars(l)) > 0 && len(chc.FreeVars(r)) > 0 {
			x.e.fail(b.OpOff, "%s (%s, where a function defined by an axiom is expanded)", msgNonlinear, ExprString(b))
		}
		return f.MustApp(chc.OpMul, l, r)
	case "div":
		return x.divMod(b.OpOff, chc.OpDiv, l, r)
	case "mod", "%":
		return x.divMod(b.OpOff, chc.OpMod, l, r)
	}
	x.e.fail(b.OpOff, "operator %s cannot be encoded", b.Op)
	return nil
}

// divMod builds div or mod; the divisor must be a non-zero constant (the
// checker refuses other divisors of the operators; {:builtin} functions
// are checked here).
func (x *exprEnc) divMod(off int, op chc.Op, l, r *chc.Term) *chc.Term {
	if !x.e.info.NonLinear && r.Op() != chc.OpNum && !(r.Op() == chc.OpNeg && r.Arg(0).Op() == chc.OpNum) {
		x.e.fail(off, "%s (%s by a non-constant)", msgNonlinear, op)
	}
	return x.e.f.MustApp(op, l, r)
}

// selectTerm reads a curried map at the given indices.
func (x *exprEnc) selectTerm(m *chc.Term, index []Expr) *chc.Term {
	for _, i := range index {
		m = x.e.f.Select(m, x.term(i))
	}
	return m
}

// update stores v at the given indices of a curried map.
func (x *exprEnc) update(m *chc.Term, index []Expr, v *chc.Term) *chc.Term {
	i := x.term(index[0])
	if len(index) > 1 {
		v = x.update(x.e.f.Select(m, i), index[1:], v)
	}
	return x.e.f.Store(m, i, v)
}

func (x *exprEnc) apply(a *Apply) *chc.Term {
	fn := x.e.info.Funcs[a.Fun]
	args := make([]*chc.Term, len(a.Args))
	for i, arg := range a.Args {
		args[i] = x.term(arg)
	}
	switch {
	case fn.Builtin == "div":
		return x.divMod(a.Off, chc.OpDiv, args[0], args[1])
	case fn.Builtin == "mod":
		return x.divMod(a.Off, chc.OpMod, args[0], args[1])
	case fn.Body != nil:
		return x.expand(fn, args)
	}
	t := x.e.funcTerm(fn)
	for _, arg := range args {
		t = x.e.f.Select(t, arg)
	}
	return t
}

// expand macro-expands a function with a body (the checker refused
// recursion).
func (x *exprEnc) expand(fn *Func, args []*chc.Term) *chc.Term {
	bind := map[*Object]*chc.Term{}
	for i, p := range fn.Params {
		bind[p] = args[i]
	}
	outer := x.e
	inner := func(o *Object, old bool) *chc.Term {
		if t, ok := bind[o]; ok {
			return t
		}
		return nil
	}
	return outer.expr(fn.Body, inner)
}

package boogie

// env is the scope an expression is checked in.
type env struct {
	c      *checker
	scope  map[string]*Object // globals and constants
	locals map[string]*Object // parameters and locals; may be nil
	old    bool               // old(…) allowed (two-state context)
	calls  map[string]bool    // functions applied, for the recursion check
	quants bool               // quantifiers allowed (axioms)
	bound  bool               // inside a quantifier: non-linear terms are left to Translate
	where  string             // the construct checked, naming it when refusing a quantifier
}

func (e *env) lookup(name string) *Object {
	if o := e.locals[name]; o != nil {
		return o
	}
	return e.scope[name]
}

// boolExpr checks that x is a bool.
func (c *checker) boolExpr(x Expr, e *env) {
	c.want(x, Bool, e, "condition")
}

// want checks x against the expected type t; what names the role.
func (c *checker) want(x Expr, t Type, e *env, what string) {
	if got := c.expr(x, e); got != nil && !Identical(got, t) {
		c.errorf(x.Pos(), "%s has type %s, want %s", what, got, t)
	}
}

// expr checks x and returns its type (nil after an error in x), recording
// it in Info.Types.
func (c *checker) expr(x Expr, e *env) Type {
	t := c.exprType(x, e)
	if t != nil {
		c.info.Types[x] = t
	}
	return t
}

func (c *checker) exprType(x Expr, e *env) Type {
	switch x := x.(type) {
	case *IntLit:
		return Int
	case *BoolLit:
		return Bool
	case *StringLit:
		c.errorf(x.Off, "%s (string literal)", msgReal)
	case *Var:
		return c.varType(x, e)
	case *Unary:
		return c.unary(x, e)
	case *Binary:
		return c.binary(x, e)
	case *Ite:
		return c.ite(x, e)
	case *Select:
		return c.selectType(x, e)
	case *Update:
		return c.update(x, e)
	case *Apply:
		return c.apply(x, e)
	case *Old:
		return c.old(x, e)
	case *Quantifier:
		return c.quantifier(x, e)
	}
	return nil
}

// quantifier checks a quantifier, which only axioms may contain, in a
// scope extended by its bound variables.
func (c *checker) quantifier(q *Quantifier, e *env) Type {
	if !e.quants {
		where := e.where
		if where == "" {
			where = "statements"
		}
		c.errorf(q.Off, "quantifiers in %s are not supported (%s)", where, q.Kind)
	}
	inner := *e
	inner.bound = true
	inner.locals = map[string]*Object{}
	for n, o := range e.locals {
		inner.locals[n] = o
	}
	seen := map[string]bool{}
	var bound []*Object
	for _, b := range q.Vars {
		c.unique(seen, b.Name)
		o := &Object{Kind: BoundVar, Name: b.Name.Name, Type: c.resolve(b.Type), Decl: b}
		inner.locals[o.Name] = o
		bound = append(bound, o)
	}
	c.info.Bound[q] = bound
	for _, t := range q.Triggers {
		for _, x := range t {
			c.expr(x, &inner)
		}
	}
	c.want(q.Body, Bool, &inner, "body of "+q.Kind)
	return Bool
}

func (c *checker) varType(x *Var, e *env) Type {
	o := e.lookup(x.Name)
	if o == nil {
		c.errorf(x.Off, "undeclared name %s", x.Name)
		return nil
	}
	c.info.Uses[x] = o
	return o.Type
}

func (c *checker) unary(x *Unary, e *env) Type {
	t := Type(Int)
	if x.Op == "!" {
		t = Bool
	}
	c.want(x.X, t, e, "operand of "+x.Op)
	return t
}

func (c *checker) binary(x *Binary, e *env) Type {
	switch binaryPrec(x.Op) {
	case precEquiv, precImplies, precLogic:
		c.want(x.X, Bool, e, "operand of "+x.Op)
		c.want(x.Y, Bool, e, "operand of "+x.Op)
		return Bool
	case precRel:
		return c.comparison(x, e)
	}
	c.want(x.X, Int, e, "operand of "+x.Op)
	c.want(x.Y, Int, e, "operand of "+x.Op)
	if !e.bound || x.Op == "/" {
		c.linear(x)
	}
	return Int
}

func (c *checker) comparison(x *Binary, e *env) Type {
	if x.Op != "==" && x.Op != "!=" {
		c.want(x.X, Int, e, "operand of "+x.Op)
		c.want(x.Y, Int, e, "operand of "+x.Op)
		return Bool
	}
	a, b := c.expr(x.X, e), c.expr(x.Y, e)
	if a != nil && b != nil && !Identical(a, b) {
		c.errorf(x.OpOff, "%s compares %s with %s", x.Op, a, b)
	}
	return Bool
}

// linear refuses products of two non-constants, division by a
// non-constant, and '/' on int.
func (c *checker) linear(x *Binary) {
	if c.info.NonLinear && x.Op != "/" {
		return
	}
	switch x.Op {
	case "*":
		if !isConstant(x.X) && !isConstant(x.Y) {
			c.errorf(x.OpOff, "%s (%s)", msgNonlinear, ExprString(x))
		}
	case "div", "mod", "%":
		if !isConstant(x.Y) {
			c.errorf(x.OpOff, "%s (%s by a non-constant)", msgNonlinear, x.Op)
		}
	case "/":
		c.errorf(x.OpOff, msgIntDivision)
	}
}

// isConstant reports whether x is built from integer literals by unary
// minus, +, - and *.
func isConstant(x Expr) bool {
	switch x := x.(type) {
	case *IntLit:
		return true
	case *Unary:
		return x.Op == "-" && isConstant(x.X)
	case *Binary:
		return (x.Op == "+" || x.Op == "-" || x.Op == "*") && isConstant(x.X) && isConstant(x.Y)
	}
	return false
}

func (c *checker) ite(x *Ite, e *env) Type {
	c.want(x.Cond, Bool, e, "condition of if-then-else")
	a, b := c.expr(x.Then, e), c.expr(x.Else, e)
	if a != nil && b != nil && !Identical(a, b) {
		c.errorf(x.Off, "branches of if-then-else have types %s and %s", a, b)
		return nil
	}
	return a
}

// mapOf checks that m is a map indexed by index and returns its type.
func (c *checker) mapOf(m Expr, index []Expr, off int, e *env) *MapOf {
	t := c.expr(m, e)
	mt, ok := t.(*MapOf)
	if t != nil && !ok {
		c.errorf(off, "%s is not a map (type %s)", ExprString(m), t)
	}
	if !ok {
		for _, i := range index {
			c.expr(i, e)
		}
		return nil
	}
	if len(index) != len(mt.Dom) {
		c.errorf(off, "map %s takes %d index(es), got %d", ExprString(m), len(mt.Dom), len(index))
		return nil
	}
	for i, x := range index {
		c.want(x, mt.Dom[i], e, "map index")
	}
	return mt
}

func (c *checker) selectType(x *Select, e *env) Type {
	if mt := c.mapOf(x.Map, x.Index, x.Off, e); mt != nil {
		return mt.Rng
	}
	return nil
}

func (c *checker) update(x *Update, e *env) Type {
	mt := c.mapOf(x.Map, x.Index, x.Off, e)
	if mt == nil {
		c.expr(x.Value, e)
		return nil
	}
	c.want(x.Value, mt.Rng, e, "stored value")
	return mt
}

func (c *checker) apply(x *Apply, e *env) Type {
	f := c.info.Funcs[x.Fun]
	if f == nil {
		c.errorf(x.Off, "undeclared function %s", x.Fun)
		for _, a := range x.Args {
			c.expr(a, e)
		}
		return nil
	}
	if e.calls != nil {
		e.calls[f.Name] = true
	}
	if len(x.Args) != len(f.Params) {
		c.errorf(x.Off, "function %s takes %d argument(s), got %d", f.Name, len(f.Params), len(x.Args))
		return f.Result
	}
	for i, a := range x.Args {
		c.want(a, f.Params[i].Type, e, "argument of "+f.Name)
	}
	return f.Result
}

func (c *checker) old(x *Old, e *env) Type {
	if !e.old {
		c.errorf(x.Off, "old(…) is allowed only in postconditions and procedure bodies")
	}
	return c.expr(x.X, e)
}

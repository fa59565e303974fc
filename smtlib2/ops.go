package smtlib2

import (
	"github.com/horn-chc/horn/chc"
)

// builtin elaborates an application of an interpreted function symbol.
type builtin func(p *parser, i int32, args []*expr) *expr

var builtins map[string]builtin

func init() {
	arith := func(op chc.Op) builtin {
		return func(p *parser, i int32, args []*expr) *expr { return p.arith(i, op, args) }
	}
	cmp := func(op chc.Op) builtin {
		return func(p *parser, i int32, args []*expr) *expr { return p.chain(i, op, args) }
	}
	builtins = map[string]builtin{
		"and":      func(p *parser, i int32, a []*expr) *expr { return p.junction(i, a, eAnd) },
		"or":       func(p *parser, i int32, a []*expr) *expr { return p.junction(i, a, eOr) },
		"not":      (*parser).not,
		"=>":       (*parser).implies,
		"xor":      (*parser).xor,
		"ite":      (*parser).ite,
		"=":        cmp(chc.OpEq),
		"distinct": cmp(chc.OpDistinct),
		"<=":       cmp(chc.OpLe),
		"<":        cmp(chc.OpLt),
		">=":       cmp(chc.OpGe),
		">":        cmp(chc.OpGt),
		"+":        arith(chc.OpAdd),
		"-":        arith(chc.OpSub),
		"*":        arith(chc.OpMul),
		"/":        arith(chc.OpRealDiv),
		"div":      arith(chc.OpDiv),
		"mod":      arith(chc.OpMod),
		"abs":      arith(chc.OpAbs),
		"to_real":  arith(chc.OpToReal),
		"to_int":   arith(chc.OpToInt),
		"is_int":   arith(chc.OpIsInt),
		"select":   (*parser).selectOp,
		"store":    (*parser).storeOp,
	}
	for name := range builtins {
		builtinNames[name] = true
	}
	addBVBuiltins()
}

// app builds op(args), reporting sort errors at node i.
func (p *parser) app(i int32, op chc.Op, args ...*chc.Term) *chc.Term {
	t, err := p.f.App(op, args...)
	if err != nil {
		p.fail(i, "ill-sorted %s: %v", p.snippet(i), err)
	}
	return t
}

func allPure(args []*expr) bool {
	for _, a := range args {
		if a.kind != ePure {
			return false
		}
	}
	return true
}

// terms returns the terms of pure args, failing on an impure one.
func (p *parser) terms(i int32, args []*expr) []*chc.Term {
	ts := make([]*chc.Term, len(args))
	for k, a := range args {
		ts[k] = p.needPure(a, "under "+p.text(p.kid(i, 0)))
	}
	return ts
}

func (p *parser) arity(i int32, args []*expr, lo, hi int) {
	n := len(args)
	if n >= lo && (hi < 0 || n <= hi) {
		return
	}
	name := p.text(p.kid(i, 0))
	switch {
	case lo == hi:
		p.fail(i, "%s takes %d argument(s), got %d", name, lo, n)
	case hi < 0:
		p.fail(i, "%s takes at least %d argument(s), got %d", name, lo, n)
	}
	p.fail(i, "%s takes %d to %d arguments, got %d", name, lo, hi, n)
}

// bools checks that every argument is Bool.
func (p *parser) bools(i int32, args []*expr) {
	for k, a := range args {
		if s := sortOf(a); s != chc.BoolSort {
			p.fail(a.at, "argument %d of %s has sort %s, want Bool", k+1, p.text(p.kid(i, 0)), s)
		}
	}
}

// impureBools checks the arguments of a connective over predicate atoms or
// quantifiers: if some argument is not Bool, the impure one is out of place.
func (p *parser) impureBools(i int32, args []*expr, where string) {
	for _, a := range args {
		if sortOf(a) != chc.BoolSort {
			for _, b := range args {
				if b.kind != ePure {
					p.notHorn(b, where)
				}
			}
		}
	}
}

func (p *parser) junction(i int32, args []*expr, kind ekind) *expr {
	p.bools(i, args)
	if !allPure(args) {
		return &expr{kind: kind, at: i, args: args}
	}
	ts := p.terms(i, args)
	if kind == eAnd {
		return p.pure(i, p.f.And(ts...))
	}
	return p.pure(i, p.f.Or(ts...))
}

func (p *parser) not(i int32, args []*expr) *expr {
	p.arity(i, args, 1, 1)
	p.bools(i, args)
	if args[0].kind != ePure {
		return &expr{kind: eNot, at: i, args: args}
	}
	return p.pure(i, p.f.Not(args[0].t))
}

func (p *parser) implies(i int32, args []*expr) *expr {
	p.arity(i, args, 2, -1)
	p.bools(i, args)
	if !allPure(args) {
		return &expr{kind: eImplies, at: i, args: args}
	}
	return p.pure(i, p.app(i, chc.OpImplies, p.terms(i, args)...))
}

func (p *parser) xor(i int32, args []*expr) *expr {
	p.arity(i, args, 2, -1)
	p.bools(i, args)
	if !allPure(args) {
		return &expr{kind: eOther, at: i, args: args, op: "xor"}
	}
	return p.pure(i, p.app(i, chc.OpXor, p.terms(i, args)...))
}

func (p *parser) ite(i int32, args []*expr) *expr {
	p.arity(i, args, 3, 3)
	p.bools(i, args[:1])
	if !allPure(args) {
		p.impureBools(i, args, "under ite")
		return &expr{kind: eOther, at: i, args: args, op: "ite"}
	}
	ts := p.terms(i, args)
	br := p.unify(i, ts[1:])
	return p.pure(i, p.app(i, chc.OpIte, ts[0], br[0], br[1]))
}

// chain elaborates =, distinct and the comparisons.
func (p *parser) chain(i int32, op chc.Op, args []*expr) *expr {
	p.arity(i, args, 2, -1)
	if !allPure(args) && (op == chc.OpEq || op == chc.OpDistinct) {
		p.impureBools(i, args, "under "+op.String())
		return &expr{kind: eOther, at: i, args: args, op: op.String()}
	}
	return p.pure(i, p.app(i, op, p.unify(i, p.terms(i, args))...))
}

func (p *parser) selectOp(i int32, args []*expr) *expr {
	p.arity(i, args, 2, 2)
	ts := p.terms(i, args)
	if a := ts[0].Sort(); a.Kind() == chc.KindArray {
		ts[1] = p.coerce(args[1].at, ts[1], a.Index())
	}
	return p.pure(i, p.app(i, chc.OpSelect, ts...))
}

func (p *parser) storeOp(i int32, args []*expr) *expr {
	p.arity(i, args, 3, 3)
	ts := p.terms(i, args)
	if a := ts[0].Sort(); a.Kind() == chc.KindArray {
		ts[1] = p.coerce(args[1].at, ts[1], a.Index())
		ts[2] = p.coerce(args[2].at, ts[2], a.Elem())
	}
	return p.pure(i, p.app(i, chc.OpStore, ts...))
}

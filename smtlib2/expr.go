package smtlib2

import (
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// expr is an elaborated term. Pure terms (no predicate atoms, no
// quantifiers) are chc terms; the Boolean structure above predicate atoms and
// quantifiers is kept as expr nodes until the clause is taken apart.
// Let-bound names are bound to exprs, so shared subterms stay shared.
type expr struct {
	kind ekind
	at   int32     // the node it was read from, for messages
	t    *chc.Term // ePure
	atom chc.Atom  // eAtom
	args []*expr   // connectives; a quantifier's body is args[0]
	op   string    // eOther: the connective
}

type ekind uint8

const (
	ePure ekind = iota
	eAtom
	eAnd
	eOr
	eNot
	eImplies
	eForall
	eExists
	eOther // ite, =, xor or distinct over predicate atoms or quantifiers
)

// clauseCtx holds what is per clause: the names of its variables, and
// expanded define-funs.
type clauseCtx struct {
	names map[string]bool
	order []*chc.Term // variables in order of declaration
	memo  map[string]*expr
	next  map[string]int    // for fresh: the least suffix not yet tried, by base name
	rank  map[*chc.Term]int // index of each variable in order
}

// declare appends v to the command's variable order.
func (c *clauseCtx) declare(v *chc.Term) {
	c.rank[v] = len(c.order)
	c.order = append(c.order, v)
}

func newClauseCtx() *clauseCtx {
	return &clauseCtx{names: make(map[string]bool), memo: make(map[string]*expr), next: make(map[string]int),
		rank: make(map[*chc.Term]int)}
}

func (p *parser) pure(i int32, t *chc.Term) *expr { return &expr{kind: ePure, at: i, t: t} }

// elab elaborates node i.
func (p *parser) elab(i int32) *expr {
	n := p.node(i)
	switch n.kind {
	case nSymbol:
		return p.symbol(i)
	case nNumeral:
		return p.pure(i, p.numeral(i, false))
	case nDecimal:
		return p.pure(i, p.numeral(i, true))
	case nHexBin:
		return p.pure(i, p.hexBin(i))
	case nString:
		p.fail(i, "string literal %s is not supported", p.snippet(i))
	case nKeyword:
		p.fail(i, "unexpected keyword %s", p.str(n))
	}
	return p.list(i)
}

// symbol elaborates a symbol standing alone.
func (p *parser) symbol(i int32) *expr {
	name := p.text(i)
	if bs := p.scope[name]; len(bs) > 0 {
		return bs[len(bs)-1]
	}
	switch name {
	case "true":
		return p.pure(i, p.f.True())
	case "false":
		return p.pure(i, p.f.False())
	}
	if m := p.macros[name]; m != nil {
		return p.expand(m, i, nil)
	}
	if pr := p.preds[name]; pr != nil {
		return p.atom(i, pr, nil)
	}
	if g := p.globals[name]; g != nil {
		if !p.cl.names[name] {
			p.cl.names[name] = true
			p.cl.declare(g)
		}
		return p.pure(i, g)
	}
	if e, ok := p.nullaryCtor(i, name); ok {
		return e
	}
	if builtinNames[name] {
		p.fail(i, "%s needs arguments", name)
	}
	p.fail(i, "unknown symbol %s", name)
	return nil
}

// list elaborates an application or a binder.
func (p *parser) list(i int32) *expr {
	if p.nkids(i) == 0 {
		p.fail(i, "empty application ()")
	}
	h := p.kid(i, 0)
	hn := p.node(h)
	if hn.kind == nList {
		return p.indexedApp(i)
	}
	if hn.kind != nSymbol {
		p.fail(h, "expected a function symbol, found %s", p.describe(h))
	}
	switch p.str(hn) {
	case "let":
		return p.let(i)
	case "forall":
		return p.quant(i, eForall)
	case "exists":
		return p.quant(i, eExists)
	case "!":
		p.want(i, 2, -1, "(! term attribute...)")
		return p.elab(p.kid(i, 1))
	case "_":
		return p.underscore(i)
	case "as":
		if e, ok := p.asCtor(i); ok {
			return e
		}
		p.fail(i, "as is not supported")
	case "match":
		return p.match(i)
	case "lambda":
		p.fail(i, "%s is not supported", p.str(hn))
	}
	return p.apply(i, p.str(hn))
}

// args elaborates the arguments of application i.
func (p *parser) args(i int32) []*expr {
	ks := p.kidList(i)[1:]
	out := make([]*expr, len(ks))
	for k, a := range ks {
		out[k] = p.elab(a)
	}
	return out
}

// apply elaborates the application of the function symbol name.
func (p *parser) apply(i int32, name string) *expr {
	if len(p.scope[name]) > 0 || p.globals[name] != nil {
		p.fail(p.kid(i, 0), "%s is a variable, not a function", name)
	}
	if m := p.macros[name]; m != nil {
		return p.expand(m, i, p.args(i))
	}
	if d := p.sizes[name]; d != nil {
		return p.applySize(i, d)
	}
	if pr := p.preds[name]; pr != nil {
		return p.atom(i, pr, p.args(i))
	}
	if b, ok := builtins[name]; ok {
		return b(p, i, p.args(i))
	}
	if e, ok := p.dtApply(i, name); ok {
		return e
	}
	p.fail(p.kid(i, 0), "unknown function %s", name)
	return nil
}

// indexedApp elaborates ((as const S) v) and the indexed bit-vector
// operators, and refuses other indexed heads.
func (p *parser) indexedApp(i int32) *expr {
	h := p.kid(i, 0)
	if p.nkids(h) == 3 && p.isSym(p.kid(h, 0), "as") && p.isSym(p.kid(h, 1), "const") {
		s := p.sort(p.kid(h, 2))
		if s.Kind() != chc.KindArray {
			p.fail(h, "constant array of non-array sort %s", s)
		}
		if p.nkids(i) != 2 {
			p.fail(i, "constant array takes 1 argument, got %d", p.nkids(i)-1)
		}
		v := p.coerce(p.kid(i, 1), p.needPure(p.elab(p.kid(i, 1)), "in a constant array"), s.Elem())
		t, err := p.f.ConstArray(s, v)
		if err != nil {
			p.fail(i, "ill-sorted %s: %v", p.snippet(i), err)
		}
		return p.pure(i, t)
	}
	if e, ok := p.indexedBV(i, h); ok {
		return e
	}
	if e, ok := p.dtIndexed(i, h); ok {
		return e
	}
	if p.nkids(h) > 0 && p.isSym(p.kid(h, 0), "_") {
		p.fail(h, "indexed identifier %s is not supported", p.snippet(h))
	}
	p.fail(h, "unsupported function %s", p.snippet(h))
	return nil
}

// atom builds the predicate atom pr(args).
func (p *parser) atom(i int32, pr *chc.Pred, args []*expr) *expr {
	if len(args) != len(pr.Params) {
		p.fail(i, "predicate %s takes %d argument(s), got %d", pr.Name, len(pr.Params), len(args))
	}
	ts := make([]*chc.Term, len(args))
	for k, a := range args {
		t := p.coerce(a.at, p.needPure(a, "in an argument of "+pr.Name), pr.Params[k])
		if t.Sort() != pr.Params[k] {
			p.fail(a.at, "argument %d of %s has sort %s, want %s", k+1, pr.Name, t.Sort(), pr.Params[k])
		}
		ts[k] = t
	}
	return &expr{kind: eAtom, at: i, atom: chc.Atom{Pred: pr, Args: ts}}
}

// needPure returns e's term, failing when e holds a predicate atom or a
// quantifier; where says where e occurs ("under ite").
func (p *parser) needPure(e *expr, where string) *chc.Term {
	if e.kind == ePure {
		return e.t
	}
	p.notHorn(e, where)
	return nil
}

// notHorn fails naming the first predicate atom or quantifier inside e.
func (p *parser) notHorn(e *expr, where string) {
	x := firstImpure(e, make(map[*expr]bool))
	switch {
	case x == nil:
		p.fail(e.at, "%s %s is not a Horn clause", p.snippet(e.at), where)
	case x.kind == eAtom:
		p.fail(x.at, "predicate atom %s %s is not a Horn clause", p.snippet(x.at), where)
	}
	p.fail(x.at, "quantifier %s %s is not supported", p.snippet(x.at), where)
}

// firstImpure returns the first predicate atom or quantifier in e, or nil.
func firstImpure(e *expr, seen map[*expr]bool) *expr {
	switch {
	case e.kind == eAtom || e.kind == eForall || e.kind == eExists:
		return e
	case seen[e]:
		return nil
	}
	seen[e] = true
	for _, a := range e.args {
		if x := firstImpure(a, seen); x != nil {
			return x
		}
	}
	return nil
}

// sortOf returns the sort of e; every impure expr is Bool.
func sortOf(e *expr) chc.Sort {
	if e.kind == ePure {
		return e.t.Sort()
	}
	return chc.BoolSort
}

// let elaborates (let ((x t)...) body) with parallel binding.
func (p *parser) let(i int32) *expr {
	p.want(i, 3, 3, "(let ((name term)...) body)")
	binds := p.kid(i, 1)
	if p.node(binds).kind != nList || p.nkids(binds) == 0 {
		p.fail(binds, "expected a list of let bindings, found %s", p.describe(binds))
	}
	names := make([]string, p.nkids(binds))
	vals := make([]*expr, len(names))
	for k, b := range p.kidList(binds) {
		if p.node(b).kind != nList || p.nkids(b) != 2 {
			p.fail(b, "expected (name term), found %s", p.describe(b))
		}
		names[k] = p.symbolAt(p.kid(b, 0), "a name")
		for _, q := range names[:k] {
			if q == names[k] {
				p.fail(p.kid(b, 0), "duplicate let binding %s", q)
			}
		}
		vals[k] = p.elab(p.kid(b, 1))
	}
	p.push(names, vals)
	body := p.elab(p.kid(i, 2))
	p.pop(names)
	return body
}

func (p *parser) push(names []string, vals []*expr) {
	for k, n := range names {
		p.scope[n] = append(p.scope[n], vals[k])
	}
}

func (p *parser) pop(names []string) {
	for _, n := range names {
		s := p.scope[n]
		p.scope[n] = s[:len(s)-1]
	}
}

// quant elaborates (forall/exists ((x S)...) body). Bound variables become
// clause variables, renamed when their name is taken.
func (p *parser) quant(i int32, kind ekind) *expr {
	p.want(i, 3, 3, "(forall ((name sort)...) body)")
	decls := p.kid(i, 1)
	if p.node(decls).kind != nList {
		p.fail(decls, "expected a list of variables, found %s", p.describe(decls))
	}
	if p.inModel && kind == eForall {
		return p.modelForall(i, decls)
	}
	names, vals := p.bind(decls, p.binderVar)
	p.push(names, vals)
	body := p.elab(p.kid(i, 2))
	p.pop(names)
	if sortOf(body) != chc.BoolSort {
		p.fail(p.kid(i, 2), "body of %s has sort %s, want Bool", p.text(p.kid(i, 0)), sortOf(body))
	}
	return &expr{kind: kind, at: i, args: []*expr{body}}
}

// modelForall elaborates (forall (decls) body) in a model's definition:
// a quantified invariant, whose variables are bound (chc.BoundVar), not
// clause variables.
func (p *parser) modelForall(i, decls int32) *expr {
	names, vals := p.bind(decls, p.f.BoundVar)
	bound := make([]*chc.Term, len(vals))
	for k, v := range vals {
		bound[k] = v.t
	}
	p.push(names, vals)
	body := p.elab(p.kid(i, 2))
	p.pop(names)
	if body.kind != ePure || body.t.Sort() != chc.BoolSort {
		p.fail(p.kid(i, 2), "body of forall must be a Bool term without predicates")
	}
	t, err := p.f.Forall(bound, body.t)
	if err != nil {
		p.fail(i, "%v", err)
	}
	return p.pure(i, t)
}

// bind reads a binder's sorted variables (decls), each a new term made
// by mk: their names and their values, in order. A name declared twice
// and an unsupported sort are errors.
func (p *parser) bind(decls int32, mk func(string, chc.Sort) *chc.Term) ([]string, []*expr) {
	names := make([]string, p.nkids(decls))
	vals := make([]*expr, len(names))
	p.binder++
	for k, d := range p.kidList(decls) {
		name, s := p.sortedVar(d)
		if p.stamp[name] == p.binder {
			p.fail(d, "duplicate variable %s", name)
		}
		p.stamp[name] = p.binder
		if s.Kind() == chc.KindInvalid {
			p.fail(d, "variable of sort %s is not supported", s)
		}
		names[k] = name
		vals[k] = p.pure(d, mk(name, s))
	}
	return names, vals
}

// taken reports whether name cannot be used for a new clause variable.
func (p *parser) taken(name string) bool {
	return p.cl.names[name] || p.globals[name] != nil || p.preds[name] != nil || p.macros[name] != nil ||
		builtinNames[name]
}

// binderVar returns a new clause variable for a bound name.
func (p *parser) binderVar(name string, s chc.Sort) *chc.Term {
	if p.taken(name) {
		name = p.fresh(name)
	}
	return p.clauseVar(name, s)
}

// clauseVar makes the variable name, which is not taken, a clause variable.
func (p *parser) clauseVar(name string, s chc.Sort) *chc.Term {
	v := p.f.Var(name, s)
	p.cl.names[name] = true
	p.cl.declare(v)
	return v
}

// fresh returns base!k for the least k ≥ 1 that is not taken. Names are
// never given back within a command, so the search resumes where the last
// one for base stopped: a command that binds one name a million times
// (one assert of a huge conjunction of foralls) stays linear.
func (p *parser) fresh(base string) string {
	for k := max(p.cl.next[base], 1); ; k++ {
		if n := base + "!" + strconv.Itoa(k); !p.taken(n) {
			p.cl.next[base] = k + 1
			return n
		}
	}
}

// expand elaborates the body of define-fun m with its parameters bound to
// args, in a scope of its own.
func (p *parser) expand(m *macro, i int32, args []*expr) *expr {
	if len(args) != len(m.params) {
		p.fail(i, "%s takes %d argument(s), got %d", m.name, len(m.params), len(args))
	}
	for k, a := range args {
		if a.kind == ePure {
			args[k] = p.pure(a.at, p.coerce(a.at, a.t, m.sorts[k]))
		}
		if s := sortOf(args[k]); s != m.sorts[k] {
			p.fail(a.at, "argument %d of %s has sort %s, want %s", k+1, m.name, s, m.sorts[k])
		}
	}
	key, memo := macroKey(m, args)
	if e, ok := p.cl.memo[key]; ok && memo {
		return e
	}
	saved := p.scope
	p.scope = make(map[string][]*expr, len(args))
	p.push(m.params, args)
	e := p.elab(m.body)
	p.scope = saved
	if e.kind == ePure {
		e = p.pure(e.at, p.coerce(e.at, e.t, m.result))
	}
	if s := sortOf(e); s != m.result {
		p.fail(m.body, "body of %s has sort %s, want %s", m.name, s, m.result)
	}
	if memo {
		p.cl.memo[key] = e
	}
	return e
}

// macroKey identifies an expansion with pure arguments.
func macroKey(m *macro, args []*expr) (string, bool) {
	b := make([]byte, 0, len(m.name)+5*len(args))
	b = append(b, m.name...)
	for _, a := range args {
		if a.kind != ePure {
			return "", false
		}
		b = append(b, 0)
		b = strconv.AppendUint(b, uint64(a.t.ID()), 36)
	}
	return string(b), true
}

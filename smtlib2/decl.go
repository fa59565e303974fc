package smtlib2

import (
	"github.com/horn-chc/horn/chc"
)

// macro is a define-fun, expanded at each use.
type macro struct {
	name   string
	params []string
	sorts  []chc.Sort
	result chc.Sort
	body   int32
}

// sort reads a sort.
func (p *parser) sort(i int32) chc.Sort {
	n := p.node(i)
	if n.kind == nSymbol {
		switch p.str(n) {
		case "Bool":
			return chc.BoolSort
		case "Int":
			return chc.IntSort
		case "Real":
			return chc.RealSort
		case "String", "RegLan", "RoundingMode", "Float16", "Float32", "Float64", "Float128":
			p.fail(i, "sort %s is not supported", p.str(n))
		}
		if s, ok := p.sorts[p.str(n)]; ok {
			return s
		}
		if p.dts != nil && p.dts.bound != nil {
			if s, ok := p.dts.bound[p.str(n)]; ok {
				return s
			}
		}
		if p.dts != nil && p.dts.pars[p.str(n)] != nil {
			p.fail(i, "parametric datatype %s needs sort arguments", p.str(n))
		}
		p.fail(i, "unknown sort %s", p.str(n))
	}
	if n.kind == nList && n.n > 0 {
		h := p.kid(i, 0)
		switch {
		case p.isSym(h, "Array") && n.n == 3:
			return chc.ArraySort(p.sort(p.kid(i, 1)), p.sort(p.kid(i, 2)))
		case p.isSym(h, "_") && n.n > 1 && p.isSym(p.kid(i, 1), "BitVec"):
			return p.bitVecSort(i)
		case p.isSym(h, "_"):
			p.fail(i, "sort %s is not supported", p.snippet(i))
		case p.node(h).kind == nSymbol && p.dts != nil && p.dts.pars[p.text(h)] != nil:
			return p.parSort(i, p.dts.pars[p.text(h)])
		}
		if s, ok := p.knownInstance(i); ok {
			return s
		}
	}
	p.fail(i, "malformed sort %s", p.describe(i))
	return chc.Sort{}
}

// sortList reads a list of sorts.
func (p *parser) sortList(i int32) []chc.Sort {
	if p.node(i).kind != nList {
		p.fail(i, "expected a list of sorts, found %s", p.describe(i))
	}
	var out []chc.Sort
	for _, k := range p.kidList(i) {
		out = append(out, p.sort(k))
	}
	return out
}

// builtinNames are the function symbols the reader interprets.
var builtinNames = map[string]bool{
	"true": true, "false": true, "let": true, "forall": true, "exists": true, "!": true,
	"_": true, "as": true, "match": true, "lambda": true,
}

// declName checks that node i is a fresh name for a declaration.
func (p *parser) declName(i int32) string {
	name := p.symbolAt(i, "a name")
	switch {
	case builtinNames[name]:
		p.fail(i, "cannot redeclare the built-in symbol %s", name)
	case p.preds[name] != nil:
		p.fail(i, "predicate %s is already declared", name)
	case p.macros[name] != nil:
		p.fail(i, "function %s is already defined", name)
	case p.globals[name] != nil:
		p.fail(i, "variable %s is already declared", name)
	case p.dts != nil && (p.dts.ctors[name] != nil || p.dts.sels[name] != nil):
		p.fail(i, "%s is already declared as a datatype constructor or selector", name)
	}
	return name
}

func (p *parser) addPred(name string, params []chc.Sort) {
	pr := &chc.Pred{Name: name, Params: params}
	p.preds[name] = pr
	p.sys.Preds = append(p.sys.Preds, pr)
}

// (declare-fun name (sorts) sort)
func (p *parser) declareFun(i int32) {
	p.want(i, 4, 4, "(declare-fun name (sort...) sort)")
	name := p.declName(p.kid(i, 1))
	params := p.sortList(p.kid(i, 2))
	if res := p.sort(p.kid(i, 3)); res != chc.BoolSort {
		p.refuseFun(p.kid(i, 1), name, len(params), res)
	}
	p.addPred(name, params)
}

func (p *parser) refuseFun(i int32, name string, arity int, res chc.Sort) {
	if arity == 0 {
		p.fail(i, "uninterpreted constant %s of sort %s is not supported (use a universally quantified variable)", name, res)
	}
	p.fail(i, "uninterpreted function %s with result sort %s is not supported (only predicates, with result Bool)", name, res)
}

// (declare-const name sort)
func (p *parser) declareConst(i int32) {
	p.want(i, 3, 3, "(declare-const name sort)")
	name := p.declName(p.kid(i, 1))
	if res := p.sort(p.kid(i, 2)); res != chc.BoolSort {
		p.refuseFun(p.kid(i, 1), name, 0, res)
	}
	p.addPred(name, nil)
}

// (declare-rel name (sorts) [representation...])
func (p *parser) declareRel(i int32) {
	p.want(i, 3, -1, "(declare-rel name (sort...))")
	name := p.declName(p.kid(i, 1))
	p.addPred(name, p.sortList(p.kid(i, 2)))
}

// (declare-var name sort): a variable of Z3's fixedpoint format, universally
// quantified in each rule and query that mentions it.
func (p *parser) declareVar(i int32) {
	p.want(i, 3, 3, "(declare-var name sort)")
	name := p.declName(p.kid(i, 1))
	p.globals[name] = p.f.Var(name, p.sort(p.kid(i, 2)))
}

// (define-sort name () sort)
func (p *parser) defineSort(i int32) {
	p.want(i, 4, 4, "(define-sort name (param...) sort)")
	name := p.symbolAt(p.kid(i, 1), "a sort name")
	if p.nkids(p.kid(i, 2)) != 0 || p.node(p.kid(i, 2)).kind != nList {
		p.fail(p.kid(i, 2), "define-sort with parameters is not supported")
	}
	if _, dup := p.sorts[name]; dup {
		p.fail(p.kid(i, 1), "sort %s is already defined", name)
	}
	p.sorts[name] = p.sort(p.kid(i, 3))
}

// (define-fun name ((x sort)...) sort body). The body is elaborated once
// here, to report its errors, and again at each use.
func (p *parser) defineFun(i int32) {
	p.want(i, 5, 5, "(define-fun name ((param sort)...) sort body)")
	name := p.declName(p.kid(i, 1))
	m := &macro{name: name, body: p.kid(i, 4)}
	decls := p.kid(i, 2)
	if p.node(decls).kind != nList {
		p.fail(decls, "expected a parameter list, found %s", p.describe(decls))
	}
	for _, d := range p.kidList(decls) {
		pn, ps := p.sortedVar(d)
		for _, q := range m.params {
			if q == pn {
				p.fail(d, "duplicate parameter %s", pn)
			}
		}
		m.params, m.sorts = append(m.params, pn), append(m.sorts, ps)
	}
	m.result = p.sort(p.kid(i, 3))
	args := make([]*expr, len(m.params))
	for k, pn := range m.params {
		args[k] = &expr{kind: ePure, at: m.body, t: p.f.Var(pn, m.sorts[k])}
	}
	p.expand(m, i, args)
	p.macros[name] = m
	p.keep = true
}

// sortedVar reads (name sort).
func (p *parser) sortedVar(i int32) (string, chc.Sort) {
	if p.node(i).kind != nList || p.nkids(i) != 2 {
		p.fail(i, "expected (name sort), found %s", p.describe(i))
	}
	return p.symbolAt(p.kid(i, 0), "a variable name"), p.sort(p.kid(i, 1))
}

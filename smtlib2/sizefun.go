package smtlib2

import "github.com/horn-chc/horn/chc"

// sizeFun reads (define-fun-rec horn_size_D ((x D)) Int body) in a model:
// the size function of datatype D (chc.Factory.DatatypeSize) that horn's
// models over sizes use. The definition must be horn's own
// (chc.Factory.SizeDefinition), read back term for term; later
// definitions then read (horn_size_D t) as the size of t. Any other
// define-fun-rec is refused.
func (p *parser) sizeFun(i int32) {
	p.want(i, 5, 5, "(define-fun-rec name ((param sort)) sort body)")
	name := p.text(p.kid(i, 1))
	var d *chc.Datatype
	for _, c := range p.f.Datatypes() {
		if chc.SizeFuncName(c) == name {
			d = c
		}
	}
	if d == nil || p.node(p.kid(i, 1)).kind != nSymbol {
		p.fail(p.kid(i, 1), "define-fun-rec %s: only a datatype's size function (horn_size_D) is read", name)
	}
	decls := p.kid(i, 2)
	if p.node(decls).kind != nList || p.nkids(decls) != 1 {
		p.fail(decls, "%s takes one parameter of sort %s", name, d.Sort())
	}
	pn, ps := p.sortedVar(p.kid(decls, 0))
	if ps != d.Sort() || p.sort(p.kid(i, 3)) != chc.IntSort {
		p.fail(decls, "%s has the signature (%s) Int", name, d.Sort())
	}
	p.sizes[name] = d
	x := p.f.Var(pn, ps)
	m := &macro{name: name, body: p.kid(i, 4), params: []string{pn}, sorts: []chc.Sort{ps}, result: chc.IntSort}
	saved := p.scope
	p.scope = map[string][]*expr{}
	p.push(m.params, []*expr{p.pure(i, x)})
	body := p.needPure(p.elab(m.body), "in a size function")
	p.scope = saved
	want, err := p.f.SizeDefinition(d, x)
	if err != nil || p.f.Simplify(body) != p.f.Simplify(want) {
		delete(p.sizes, name)
		p.fail(p.kid(i, 4), "%s is not horn's size function of %s", name, d.Name)
	}
}

// applySize elaborates (horn_size_D t).
func (p *parser) applySize(i int32, d *chc.Datatype) *expr {
	args := p.args(i)
	if len(args) != 1 {
		p.fail(i, "%s takes 1 argument, got %d", chc.SizeFuncName(d), len(args))
	}
	t := p.needPure(args[0], "as a size's argument")
	if t.Sort() != d.Sort() {
		p.fail(i, "argument of %s has sort %s, want %s", chc.SizeFuncName(d), t.Sort(), d.Sort())
	}
	u, err := p.f.DatatypeSize(t)
	if err != nil {
		p.fail(i, "%v", err)
	}
	return p.pure(i, u)
}

package smtlib2

import (
	"strconv"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// dtScope is what the parser knows of declared datatypes: constructors and
// selectors by name (an instance of a parametric datatype shares its
// constructor names with the other instances, so a name may stand for
// several), and the parametric declarations waiting for instances.
type dtScope struct {
	ctors map[string][]*chc.Constructor
	sels  map[string][]*chc.Selector
	pars  map[string]*parDatatype
	// inst is the instantiation under way: sorts of parametric datatypes
	// met while reading its fields join it.
	inst *instantiation
	// bound maps the sort parameters of the declaration being read.
	bound map[string]chc.Sort
	// instances names the parametric datatypes the factory has instances
	// of (a model or derivation read for a system knows them by these).
	instances map[string]bool
	// generic is set while a parametric declaration is read as itself
	// (for printing): sorts over its parameters are not instantiated.
	generic bool
}

// parDatatype is a parametric datatype declaration: par (params) and the
// node of its constructor list, read again for each instance.
type parDatatype struct {
	name    string
	params  []string
	ctors   int32
	generic *chc.DatatypeDecl
}

type instantiation struct {
	queue []instReq
	seen  map[chc.Sort]bool
}

type instReq struct {
	d    *parDatatype
	args []chc.Sort
	sort chc.Sort
}

func (p *parser) dt() *dtScope {
	if p.dts == nil {
		p.dts = &dtScope{ctors: map[string][]*chc.Constructor{}, sels: map[string][]*chc.Selector{},
			pars: map[string]*parDatatype{}}
	}
	return p.dts
}

// (declare-datatypes ((name arity)...) (ctors...)), and Z3's older
// (declare-datatypes () ((name ctor...)...)).
func (p *parser) declareDatatypes(i int32) {
	p.want(i, 3, 3, "(declare-datatypes ((name arity)...) ((ctor...)...))")
	heads, bodies := p.kid(i, 1), p.kid(i, 2)
	if p.node(heads).kind != nList || p.node(bodies).kind != nList {
		p.fail(i, "malformed declare-datatypes: expected ((name arity)...) ((ctor...)...)")
	}
	if p.nkids(heads) == 0 { // Z3's old form: ((name ctor...)...)
		var names []int32
		var ctors [][]int32
		for _, b := range p.kidList(bodies) {
			if p.node(b).kind != nList || p.nkids(b) < 2 {
				p.fail(b, "expected (name ctor...), found %s", p.describe(b))
			}
			names = append(names, p.kid(b, 0))
			ctors = append(ctors, p.kidList(b)[1:])
		}
		if len(names) == 0 {
			p.fail(i, "declare-datatypes declares no datatype")
		}
		p.declareGroup(names, ctors)
		return
	}
	if p.nkids(heads) != p.nkids(bodies) {
		p.fail(i, "declare-datatypes names %d sorts but gives %d constructor lists", p.nkids(heads), p.nkids(bodies))
	}
	var names []int32
	var ctors [][]int32
	for k, h := range p.kidList(heads) {
		if p.node(h).kind != nList || p.nkids(h) != 2 || p.node(p.kid(h, 1)).kind != nNumeral {
			p.fail(h, "expected (name arity), found %s", p.describe(h))
		}
		body := p.kid(bodies, k)
		if p.text(p.kid(h, 1)) != "0" {
			if p.nkids(heads) != 1 {
				p.fail(h, "mutually recursive parametric datatypes are not supported")
			}
			p.declarePar(p.kid(h, 0), p.kid(h, 1), body)
			return
		}
		if p.node(body).kind != nList {
			p.fail(body, "expected a list of constructors, found %s", p.describe(body))
		}
		names = append(names, p.kid(h, 0))
		ctors = append(ctors, p.kidList(body))
	}
	p.declareGroup(names, ctors)
}

// (declare-datatype name (ctor...)) or (declare-datatype name (par (T...) (ctor...)))
func (p *parser) declareDatatype(i int32) {
	p.want(i, 3, 3, "(declare-datatype name (ctor...))")
	body := p.kid(i, 2)
	if p.node(body).kind != nList {
		p.fail(body, "expected a list of constructors, found %s", p.describe(body))
	}
	if p.nkids(body) > 0 && p.isSym(p.kid(body, 0), "par") {
		p.declarePar(p.kid(i, 1), -1, body)
		return
	}
	p.declareGroup([]int32{p.kid(i, 1)}, [][]int32{p.kidList(body)})
}

// dtName checks that node i is a fresh sort name.
func (p *parser) dtName(i int32) string {
	name := p.symbolAt(i, "a datatype name")
	switch name {
	case "Bool", "Int", "Real", "Array", "BitVec":
		p.fail(i, "cannot redeclare the built-in sort %s", name)
	}
	if _, dup := p.sorts[name]; dup {
		p.fail(i, "sort %s is already declared", name)
	}
	if p.dt().pars[name] != nil {
		p.fail(i, "sort %s is already declared", name)
	}
	return name
}

// declareGroup declares the plain (non-parametric) datatypes named at
// nodes names, with the constructor declarations at ctors.
func (p *parser) declareGroup(names []int32, ctors [][]int32) {
	decls := make([]chc.DatatypeDecl, len(names))
	for k, n := range names {
		decls[k].Name = p.dtName(n)
		for _, m := range names[:k] {
			if p.text(m) == decls[k].Name {
				p.fail(n, "datatype %s declared twice", decls[k].Name)
			}
		}
	}
	for _, d := range decls { // the group's sorts are known while its fields are read
		p.sorts[d.Name] = chc.DatatypeSort(d.Name)
	}
	ok := false
	defer func() {
		if !ok {
			for _, d := range decls {
				delete(p.sorts, d.Name)
			}
		}
	}()
	for k := range decls {
		decls[k].Ctors = p.ctorDecls(names[k], ctors[k])
	}
	p.finishDecl(names[0], decls)
	ok = true
}

// finishDecl declares decls in the factory and makes their constructors
// and selectors known.
func (p *parser) finishDecl(at int32, decls []chc.DatatypeDecl) []*chc.Datatype {
	ds, err := p.f.DeclareDatatypes(decls)
	if err != nil {
		p.fail(at, "%v", err)
	}
	sc := p.dt()
	for _, d := range ds {
		for _, c := range d.Ctors {
			sc.ctors[c.Name] = append(sc.ctors[c.Name], c)
			for _, s := range c.Fields {
				sc.sels[s.Name] = append(sc.sels[s.Name], s)
			}
		}
	}
	return ds
}

// ctorDecls reads constructor declarations: (C (sel S)...), (C), or C.
func (p *parser) ctorDecls(at int32, nodes []int32) []chc.CtorDecl {
	if len(nodes) == 0 {
		p.fail(at, "datatype without constructors")
	}
	var out []chc.CtorDecl
	for _, c := range nodes {
		if p.node(c).kind == nSymbol {
			out = append(out, chc.CtorDecl{Name: p.ctorName(c)})
			continue
		}
		if p.node(c).kind != nList || p.nkids(c) == 0 {
			p.fail(c, "expected (constructor (selector sort)...), found %s", p.describe(c))
		}
		cd := chc.CtorDecl{Name: p.ctorName(p.kid(c, 0))}
		for _, f := range p.kidList(c)[1:] {
			name, s := p.sortedVar(f)
			if builtinNames[name] || p.preds[name] != nil || p.macros[name] != nil {
				p.fail(f, "selector %s clashes with a declared name", name)
			}
			cd.Fields = append(cd.Fields, chc.FieldDecl{Name: name, Sort: s})
		}
		out = append(out, cd)
	}
	return out
}

func (p *parser) ctorName(i int32) string {
	name := p.symbolAt(i, "a constructor name")
	if builtinNames[name] || p.preds[name] != nil || p.macros[name] != nil {
		p.fail(i, "constructor %s clashes with a declared name", name)
	}
	if sc := p.dt(); sc.inst == nil && sc.ctors[name] != nil {
		p.fail(i, "constructor %s is already declared", name)
	}
	return name
}

// declarePar records a parametric declaration: body is (par (T...)
// (ctor...)); arity, if not -1, is the numeral the header gave.
func (p *parser) declarePar(nameAt, arity, body int32) {
	name := p.dtName(nameAt)
	if p.node(body).kind != nList || p.nkids(body) != 3 || !p.isSym(p.kid(body, 0), "par") ||
		p.node(p.kid(body, 1)).kind != nList || p.node(p.kid(body, 2)).kind != nList {
		p.fail(body, "expected (par (param...) (ctor...)), found %s", p.describe(body))
	}
	var params []string
	for _, q := range p.kidList(p.kid(body, 1)) {
		params = append(params, p.symbolAt(q, "a sort parameter"))
	}
	if arity >= 0 && p.text(arity) != strconv.Itoa(len(params)) {
		p.fail(arity, "datatype %s declared with arity %s but %d parameters", name, p.text(arity), len(params))
	}
	pd := &parDatatype{name: name, params: params, ctors: p.kid(body, 2)}
	sc := p.dt()
	sc.pars[name] = pd
	sc.generic, sc.bound = true, map[string]chc.Sort{}
	for _, q := range params {
		sc.bound[q] = chc.DatatypeSort(q)
	}
	ok := false
	defer func() {
		sc.generic, sc.bound = false, nil
		if !ok {
			delete(sc.pars, name)
		}
	}()
	pd.generic = &chc.DatatypeDecl{Name: name, Params: params, Ctors: p.ctorDecls(nameAt, p.kidList(pd.ctors))}
	ok = true
	p.keep = true // the constructor list is read again for each instance
}

// parSort reads (D S...) for a parametric datatype D: its instance, declared
// (with the instances it needs) on first use.
func (p *parser) parSort(i int32, d *parDatatype) chc.Sort {
	if p.nkids(i)-1 != len(d.params) {
		p.fail(i, "datatype %s takes %d sort parameter(s), got %d", d.name, len(d.params), p.nkids(i)-1)
	}
	args := make([]chc.Sort, len(d.params))
	var b strings.Builder
	b.WriteString("(" + chc.QuoteSymbol(d.name))
	for k, a := range p.kidList(i)[1:] {
		args[k] = p.sort(a)
		b.WriteString(" " + args[k].String())
	}
	b.WriteString(")")
	s := chc.InstanceSort(b.String())
	sc := p.dt()
	if sc.generic || p.f.Datatype(s) != nil {
		return s
	}
	if sc.inst != nil { // inside an instantiation: join it
		if !sc.inst.seen[s] {
			if len(sc.inst.queue) >= maxInstances {
				p.fail(i, "parametric datatype %s needs more than %d instances", d.name, maxInstances)
			}
			sc.inst.seen[s] = true
			sc.inst.queue = append(sc.inst.queue, instReq{d, args, s})
		}
		return s
	}
	p.instantiate(i, instReq{d, args, s})
	return s
}

// maxInstances bounds the instances one use of a parametric datatype may
// need (a non-regular declaration needs infinitely many).
const maxInstances = 64

func (p *parser) instantiate(at int32, first instReq) {
	sc := p.dt()
	sc.inst = &instantiation{seen: map[chc.Sort]bool{first.sort: true}, queue: []instReq{first}}
	saved := sc.bound
	defer func() { sc.inst, sc.bound = nil, saved }()
	var decls []chc.DatatypeDecl
	for k := 0; k < len(sc.inst.queue); k++ {
		r := sc.inst.queue[k]
		sc.bound = map[string]chc.Sort{}
		for j, q := range r.d.params {
			sc.bound[q] = r.args[j]
		}
		decls = append(decls, chc.DatatypeDecl{Name: r.sort.String(), Sort: r.sort, Base: r.d.name,
			Params: r.d.params, Args: r.args, Generic: r.d.generic, Ctors: p.ctorDecls(r.d.ctors, p.kidList(r.d.ctors))})
	}
	sc.inst, sc.bound = nil, saved
	p.finishDecl(at, decls)
}

// ctorTerm builds the constructor named name applied to args; want, if
// valid, is the sort an (as C S) asked for.
func (p *parser) ctorTerm(i int32, name string, args []*chc.Term, want chc.Sort) *chc.Term {
	cs := p.dt().ctors[name]
	var pick *chc.Constructor
	n := 0
	for _, c := range cs {
		if want.IsValid() && c.Sort() != want {
			continue
		}
		if len(c.Fields) != len(args) || !fieldsFit(c.Fields, args) {
			continue
		}
		pick = c
		n++
	}
	switch {
	case n == 0 && len(cs) == 1:
		_, err := p.f.Construct(cs[0], args...)
		p.fail(i, "ill-sorted %s: %v", p.snippet(i), err)
	case n == 0:
		p.fail(i, "no constructor %s fits %s", name, p.snippet(i))
	case n > 1:
		p.fail(i, "ambiguous constructor %s: qualify it as (as %s sort)", name, name)
	}
	t, err := p.f.Construct(pick, args...)
	if err != nil {
		p.fail(i, "ill-sorted %s: %v", p.snippet(i), err)
	}
	return t
}

func fieldsFit(fs []*chc.Selector, args []*chc.Term) bool {
	for k, s := range fs {
		if args[k].Sort() != s.Sort {
			return false
		}
	}
	return true
}

// dtApply elaborates an application of a constructor, a selector or a
// Z3-style tester is-C; ok is false when name is none of them.
func (p *parser) dtApply(i int32, name string) (*expr, bool) {
	if p.dts == nil {
		return nil, false
	}
	sc := p.dts
	if _, ok := sc.ctors[name]; ok {
		return p.pure(i, p.ctorTerm(i, name, p.coerceFields(i, name, p.terms(i, p.args(i))), chc.Sort{})), true
	}
	if ss, ok := sc.sels[name]; ok {
		args := p.terms(i, p.args(i))
		if len(args) != 1 {
			p.fail(i, "selector %s takes 1 argument, got %d", name, len(args))
		}
		for _, s := range ss {
			if s.Ctor.Sort() == args[0].Sort() {
				t, err := p.f.SelectField(s, args[0])
				if err != nil {
					p.fail(i, "ill-sorted %s: %v", p.snippet(i), err)
				}
				return p.pure(i, t), true
			}
		}
		p.fail(i, "selector %s does not apply to sort %s", name, args[0].Sort())
	}
	if c, ok := strings.CutPrefix(name, "is-"); ok {
		if _, known := sc.ctors[c]; known {
			return p.tester(i, c, p.args(i)), true
		}
	}
	return nil, false
}

// coerceFields converts Int numerals given for Real fields when the
// constructor name is unambiguous.
func (p *parser) coerceFields(i int32, name string, args []*chc.Term) []*chc.Term {
	cs := p.dt().ctors[name]
	if len(cs) != 1 || len(cs[0].Fields) != len(args) {
		return args
	}
	for k, s := range cs[0].Fields {
		args[k] = p.coerce(i, args[k], s.Sort)
	}
	return args
}

// tester builds ((_ is C) x).
func (p *parser) tester(i int32, name string, args []*expr) *expr {
	ts := p.terms(i, args)
	if len(ts) != 1 {
		p.fail(i, "tester of %s takes 1 argument, got %d", name, len(ts))
	}
	for _, c := range p.dt().ctors[name] {
		if c.Sort() == ts[0].Sort() {
			t, err := p.f.Test(c, ts[0])
			if err != nil {
				p.fail(i, "ill-sorted %s: %v", p.snippet(i), err)
			}
			return p.pure(i, t)
		}
	}
	p.fail(i, "tester of %s does not apply to sort %s", name, ts[0].Sort())
	return nil
}

// dtIndexed elaborates ((_ is C) x) and ((as C S) args...); ok is false for
// other heads.
func (p *parser) dtIndexed(i, h int32) (*expr, bool) {
	if p.nkids(h) == 3 && p.isSym(p.kid(h, 0), "_") && p.isSym(p.kid(h, 1), "is") {
		name := p.symbolAt(p.kid(h, 2), "a constructor name")
		if p.dts == nil || p.dts.ctors[name] == nil {
			p.fail(p.kid(h, 2), "unknown constructor %s", name)
		}
		return p.tester(i, name, p.args(i)), true
	}
	if p.nkids(h) == 3 && p.isSym(p.kid(h, 0), "as") && p.node(p.kid(h, 1)).kind == nSymbol &&
		p.dts != nil && p.dts.ctors[p.text(p.kid(h, 1))] != nil {
		s := p.sort(p.kid(h, 2))
		return p.pure(i, p.ctorTerm(i, p.text(p.kid(h, 1)), p.terms(i, p.args(i)), s)), true
	}
	return nil, false
}

// asCtor elaborates (as C S) standing alone, a nullary constructor.
func (p *parser) asCtor(i int32) (*expr, bool) {
	if p.nkids(i) != 3 || p.node(p.kid(i, 1)).kind != nSymbol || p.dts == nil {
		return nil, false
	}
	name := p.text(p.kid(i, 1))
	if p.dts.ctors[name] == nil {
		return nil, false
	}
	return p.pure(i, p.ctorTerm(i, name, nil, p.sort(p.kid(i, 2)))), true
}

// nullaryCtor elaborates a constructor without fields named alone.
func (p *parser) nullaryCtor(i int32, name string) (*expr, bool) {
	if p.dts == nil || p.dts.ctors[name] == nil {
		return nil, false
	}
	return p.pure(i, p.ctorTerm(i, name, nil, chc.Sort{})), true
}

// match elaborates (match t (case...)) into a chain of ite over testers,
// binding each pattern's variables to selectors of t. A case is (C body),
// ((C x...) body), or (x body), which matches anything and binds x to t.
func (p *parser) match(i int32) *expr {
	p.want(i, 3, 3, "(match term ((pattern term)...))")
	scrut := p.needPure(p.elab(p.kid(i, 1)), "in a match")
	d := p.f.Datatype(scrut.Sort())
	if d == nil {
		p.fail(p.kid(i, 1), "match on a term of sort %s, want a datatype", scrut.Sort())
	}
	cases := p.kid(i, 2)
	if p.node(cases).kind != nList || p.nkids(cases) == 0 {
		p.fail(cases, "expected a list of match cases, found %s", p.describe(cases))
	}
	var conds, bodies []*chc.Term
	for _, c := range p.kidList(cases) {
		if p.node(c).kind != nList || p.nkids(c) != 2 {
			p.fail(c, "expected (pattern term), found %s", p.describe(c))
		}
		cond, body := p.matchCase(d, scrut, p.kid(c, 0), p.kid(c, 1))
		conds, bodies = append(conds, cond), append(bodies, body)
		if cond == nil {
			break // a variable pattern matches whatever is left
		}
	}
	out := bodies[len(bodies)-1]
	if conds[len(conds)-1] != nil && !p.exhaustive(d, conds) {
		p.fail(i, "match on %s is not exhaustive", d.Name)
	}
	for k := len(bodies) - 2; k >= 0; k-- {
		if bodies[k].Sort() != out.Sort() {
			p.fail(i, "match cases have sorts %s and %s", bodies[k].Sort(), out.Sort())
		}
		out = p.f.Ite(conds[k], bodies[k], out)
	}
	return p.pure(i, out)
}

// exhaustive reports whether the testers conds cover every constructor of d.
func (p *parser) exhaustive(d *chc.Datatype, conds []*chc.Term) bool {
	seen := map[*chc.Constructor]bool{}
	for _, c := range conds {
		seen[c.Constructor()] = true
	}
	return len(seen) == len(d.Ctors)
}

// matchCase elaborates one case: its condition (nil for a variable
// pattern) and its body with the pattern's variables bound.
func (p *parser) matchCase(d *chc.Datatype, scrut *chc.Term, pat, bodyAt int32) (*chc.Term, *chc.Term) {
	if p.node(pat).kind == nSymbol {
		if c := d.Ctor(p.text(pat)); c != nil {
			if len(c.Fields) != 0 {
				p.fail(pat, "constructor %s takes %d argument(s) in a pattern", c.Name, len(c.Fields))
			}
			cond, _ := p.f.Test(c, scrut)
			return cond, p.needPure(p.elab(bodyAt), "in a match case")
		}
		name := []string{p.text(pat)}
		p.push(name, []*expr{p.pure(pat, scrut)})
		body := p.needPure(p.elab(bodyAt), "in a match case")
		p.pop(name)
		return nil, body
	}
	if p.node(pat).kind != nList || p.nkids(pat) < 2 {
		p.fail(pat, "expected a pattern, found %s", p.describe(pat))
	}
	c := d.Ctor(p.text(p.kid(pat, 0)))
	if c == nil {
		p.fail(pat, "%s is not a constructor of %s", p.text(p.kid(pat, 0)), d.Name)
	}
	if len(c.Fields) != p.nkids(pat)-1 {
		p.fail(pat, "constructor %s takes %d argument(s) in a pattern, got %d", c.Name, len(c.Fields), p.nkids(pat)-1)
	}
	names := make([]string, len(c.Fields))
	vals := make([]*expr, len(c.Fields))
	for k, v := range p.kidList(pat)[1:] {
		names[k] = p.symbolAt(v, "a pattern variable")
		t, _ := p.f.SelectField(c.Fields[k], scrut)
		vals[k] = p.pure(v, t)
	}
	p.push(names, vals)
	body := p.needPure(p.elab(bodyAt), "in a match case")
	p.pop(names)
	cond, _ := p.f.Test(c, scrut)
	return cond, body
}

// knowDatatypes makes the datatypes already declared in the system's
// factory known, for reading a model or a derivation of the system.
func (p *parser) knowDatatypes() {
	ds := p.f.Datatypes()
	if len(ds) == 0 {
		return
	}
	sc := p.dt()
	for _, d := range ds {
		if d.Base != "" {
			if sc.instances == nil {
				sc.instances = map[string]bool{}
			}
			sc.instances[d.Base] = true
		} else {
			p.sorts[d.Name] = d.Sort()
		}
		for _, c := range d.Ctors {
			sc.ctors[c.Name] = append(sc.ctors[c.Name], c)
			for _, s := range c.Fields {
				sc.sels[s.Name] = append(sc.sels[s.Name], s)
			}
		}
	}
}

// knownInstance reads (D S...) for an instance the factory already has.
func (p *parser) knownInstance(i int32) (chc.Sort, bool) {
	if p.dts == nil || !p.dts.instances[p.text(p.kid(i, 0))] {
		return chc.Sort{}, false
	}
	var b strings.Builder
	b.WriteString("(" + chc.QuoteSymbol(p.text(p.kid(i, 0))))
	for _, a := range p.kidList(i)[1:] {
		b.WriteString(" " + p.sort(a).String())
	}
	b.WriteString(")")
	s := chc.InstanceSort(b.String())
	if p.f.Datatype(s) == nil {
		p.fail(i, "unknown sort %s", s)
	}
	return s, true
}

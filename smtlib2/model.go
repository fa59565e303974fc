package smtlib2

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// WriteModel writes m as one (define-fun P ((x S)...) Bool body) per
// predicate of s that m interprets, in declaration order. Large shared
// subterms of a body are let-bound; a body too wide for one line is
// broken at its and, or and not, one argument per line, indented.
func WriteModel(w io.Writer, s *chc.System, m chc.Model) error {
	preds, err := predNames(s)
	if err != nil {
		return err
	}
	pw := newPrinter(w, preds)
	for _, p := range s.Preds {
		if in, ok := m[p]; ok {
			if err := checkInterp(p, in); err != nil {
				return err
			}
		}
	}
	if err := pw.defineSizes(s, m); err != nil {
		return err
	}
	for _, p := range s.Preds {
		if in, ok := m[p]; ok {
			pw.define(p, in)
		}
	}
	return pw.w.Flush()
}

// defineSizes writes a define-fun-rec for each datatype's size function
// (chc.Factory.DatatypeSize) that m's interpretations apply, before the
// define-funs that use them.
func (pw *printer) defineSizes(s *chc.System, m chc.Model) error {
	used := map[string]bool{}
	for _, p := range s.Preds {
		if in, ok := m[p]; ok {
			chc.Walk(in.Body, func(t *chc.Term) bool {
				if t.Op() == chc.OpSize {
					used[t.Name()] = true
				}
				return true
			})
		}
	}
	for _, d := range s.Terms.Datatypes() {
		if !used[d.Name] {
			continue
		}
		x := s.Terms.Var("x", d.Sort())
		body, err := s.Terms.SizeDefinition(d, x)
		if err != nil {
			return err
		}
		pw.names = nameVars([]*chc.Term{x}, pw.preds)
		pw.str("(define-fun-rec ")
		pw.str(chc.QuoteSymbol(chc.SizeFuncName(d)))
		pw.str(" ")
		pw.varDecls([]*chc.Term{x})
		pw.str(" Int\n  ")
		pw.widths = map[*chc.Term]int{}
		pw.pretty(body, "  ")
		pw.str(")\n")
	}
	return nil
}

// checkInterp checks that in can be printed as P's definition.
func checkInterp(p *chc.Pred, in chc.Interp) error {
	if len(in.Params) != p.Arity() {
		return fmt.Errorf("interpretation of %s has %d parameters, want %d", p.Name, len(in.Params), p.Arity())
	}
	if in.Body == nil || in.Body.Sort() != chc.BoolSort {
		return fmt.Errorf("interpretation of %s has no Bool body", p.Name)
	}
	params := make(map[*chc.Term]bool, len(in.Params))
	for i, v := range in.Params {
		switch {
		case !v.IsVar():
			return fmt.Errorf("parameter %d of the interpretation of %s is not a variable: %s", i+1, p.Name, v)
		case v.Sort() != p.Params[i]:
			return fmt.Errorf("parameter %d of the interpretation of %s has sort %s, want %s", i+1, p.Name, v.Sort(), p.Params[i])
		case params[v]:
			return fmt.Errorf("parameter %s occurs twice in the interpretation of %s", v, p.Name)
		}
		params[v] = true
	}
	for _, v := range chc.FreeVars(in.Body) {
		if !params[v] {
			return fmt.Errorf("interpretation of %s mentions %s, which is not a parameter", p.Name, v)
		}
	}
	return nil
}

// define writes one define-fun.
func (pw *printer) define(p *chc.Pred, in chc.Interp) {
	pw.names = nameVars(in.Params, pw.preds)
	pw.str("(define-fun ")
	pw.str(chc.QuoteSymbol(p.Name))
	pw.str(" ")
	pw.varDecls(in.Params)
	pw.str(" Bool\n")
	closing := pw.openLets(walkDAG([]*chc.Term{in.Body}), "  ")
	pw.widths = map[*chc.Term]int{}
	pw.str("  ")
	pw.pretty(in.Body, "  ")
	pw.str(closing)
	pw.str(")\n")
}

// ParseModel reads a model of s: define-fun commands, one per predicate,
// optionally preceded by a line "sat" and wrapped in "(model ...)" or in a
// bare list, as Z3 prints them. A define-fun whose name is not a predicate of
// s defines a function that later definitions may use, and so does a
// define-fun-rec of a datatype's size function as WriteModel prints it
// (no other recursive definition is read). Predicates that are not
// defined are absent from the model.
func ParseModel(name string, src []byte, s *chc.System) (chc.Model, error) {
	p := newParser(name, src, s)
	m := make(chc.Model)
	first := true
	p.run(func(p *parser, i int32) {
		p.modelItem(i, m, first)
		first = false
	})
	if len(p.errs) > 0 {
		p.errs.sort()
		return nil, p.errs
	}
	return m, nil
}

// modelItem reads one top-level item of a model.
func (p *parser) modelItem(i int32, m chc.Model, first bool) {
	n := p.node(i)
	if first && p.isSym(i, "sat") {
		return
	}
	if n.kind != nList {
		p.fail(i, "expected (define-fun ...), found %s", p.describe(i))
	}
	if n.n == 0 {
		return
	}
	defs := p.kidList(i)
	switch h := p.kid(i, 0); {
	case p.isSym(h, "define-fun"):
		defs = defs[:0:0]
		p.modelDef(i, m)
	case p.isSym(h, "define-fun-rec"):
		defs = defs[:0:0]
		p.sizeFun(i)
	case p.isSym(h, "model"):
		defs = defs[1:]
	}
	for _, d := range defs {
		if len(p.errs) < maxErrors {
			p.protect(func() { p.modelDef(d, m) })
		}
	}
}

// modelDef reads (define-fun P ((x S)...) Bool body).
func (p *parser) modelDef(i int32, m chc.Model) {
	if p.node(i).kind == nList && p.nkids(i) > 0 && p.isSym(p.kid(i, 0), "define-fun-rec") {
		p.sizeFun(i)
		return
	}
	if p.node(i).kind != nList || p.nkids(i) == 0 || !p.isSym(p.kid(i, 0), "define-fun") {
		p.fail(i, "expected (define-fun ...), found %s", p.describe(i))
	}
	p.want(i, 5, 5, "(define-fun name ((param sort)...) Bool body)")
	pr := p.preds[p.text(p.kid(i, 1))]
	if pr == nil || p.node(p.kid(i, 1)).kind != nSymbol {
		p.defineFun(i)
		return
	}
	if _, dup := m[pr]; dup {
		p.fail(p.kid(i, 1), "predicate %s is defined twice", pr.Name)
	}
	params := p.modelParams(p.kid(i, 2), pr)
	if s := p.sort(p.kid(i, 3)); s != chc.BoolSort {
		p.fail(p.kid(i, 3), "definition of predicate %s has result sort %s, want Bool", pr.Name, s)
	}
	m[pr] = chc.Interp{Params: params, Body: p.modelBody(p.kid(i, 4), pr, params)}
}

// modelParams reads the parameters of predicate pr's definition.
func (p *parser) modelParams(i int32, pr *chc.Pred) []*chc.Term {
	if p.node(i).kind != nList {
		p.fail(i, "expected a parameter list, found %s", p.describe(i))
	}
	if p.nkids(i) != pr.Arity() {
		p.fail(i, "definition of %s has %d parameters, want %d", pr.Name, p.nkids(i), pr.Arity())
	}
	seen := make(map[string]bool)
	var params []*chc.Term
	for k, d := range p.kidList(i) {
		name, s := p.sortedVar(d)
		if seen[name] {
			p.fail(d, "duplicate parameter %s", name)
		}
		seen[name] = true
		if s != pr.Params[k] {
			p.fail(d, "parameter %d of %s has sort %s, want %s", k+1, pr.Name, s, pr.Params[k])
		}
		params = append(params, p.f.Var(name, s))
	}
	return params
}

// modelBody elaborates a definition's body over params.
func (p *parser) modelBody(i int32, pr *chc.Pred, params []*chc.Term) *chc.Term {
	names := make([]string, len(params))
	vals := make([]*expr, len(params))
	for k, v := range params {
		names[k], vals[k] = v.Name(), p.pure(i, v)
	}
	p.push(names, vals)
	p.inModel = true
	e := p.elab(i)
	p.inModel = false
	p.pop(names)
	if e.kind != ePure {
		x := firstImpure(e, make(map[*expr]bool))
		if x == nil {
			x = e
		}
		p.fail(x.at, "%s in the definition of %s is not supported: models mention no predicates and no quantifier but forall", p.snippet(x.at), pr.Name)
	}
	if e.t.Sort() != chc.BoolSort {
		p.fail(i, "body of %s has sort %s, want Bool", pr.Name, e.t.Sort())
	}
	return e.t
}

// lineWidth is the width pretty fills before breaking a term.
const lineWidth = 80

// pretty writes t at column len(indent): on one line if it fits, else, for
// and, or and not (and => and ite), the operator and one argument per line
// two columns further in.
func (pw *printer) pretty(t *chc.Term, indent string) {
	if _, ok := pw.lets[t]; ok || len(indent)+pw.width(t) <= lineWidth {
		pw.term(t)
		return
	}
	switch t.Op() {
	case chc.OpAnd, chc.OpOr, chc.OpNot, chc.OpImplies, chc.OpIte:
	default:
		pw.term(t)
		return
	}
	in := indent + "  "
	pw.str("(" + t.Op().String())
	for _, a := range t.Args() {
		pw.str("\n" + in)
		pw.pretty(a, in)
	}
	pw.str(")")
}

// width returns the length of t printed on one line, memoised per
// definition.
func (pw *printer) width(t *chc.Term) int {
	if n, ok := pw.lets[t]; ok {
		return len(n)
	}
	if w, ok := pw.widths[t]; ok {
		return w
	}
	w := 0
	if t.NumArgs() == 0 || t.Op() == chc.OpConstArray {
		var b strings.Builder
		tmp := *pw
		tmp.w = bufio.NewWriter(&b)
		tmp.app(t)
		tmp.w.Flush()
		w = b.Len()
	} else {
		w = 2 + len(t.Op().String())
		for _, a := range t.Args() {
			w += 1 + pw.width(a)
		}
	}
	pw.widths[t] = w
	return w
}

package smtlib2

import (
	"context"
	"fmt"
	"os"

	"github.com/horn-chc/horn/chc"
)

// Parse reads a system of constrained Horn clauses in the CHC-COMP HORN format
// or Z3's fixedpoint format from src; name is used in positions. On failure
// it returns an ErrorList with up to ten errors, each with its position.
func Parse(name string, src []byte) (*chc.System, error) {
	sc, err := ParseScript(name, src)
	if err != nil {
		return nil, err
	}
	return sc.System, nil
}

// A Script is a parsed input file: the system and what its commands ask
// for beyond the clauses, so that a solver can answer as the file asks
// and tell an empty or truncated input from a system.
type Script struct {
	System *chc.System
	// Commands counts the top-level commands read, of any kind.
	Commands int
	// CheckSat is set when the file has a (check-sat) command (or a
	// (query ...) of Z3's fixedpoint format, which asks the same).
	CheckSat bool
	// GetModel is set when a (get-model) follows a (check-sat): the file
	// asks for the model after a sat answer, as Z3 prints it.
	GetModel bool
	// End is the position just past the last byte of the input, for
	// messages about what the input lacks.
	End chc.Pos
}

// ParseScript reads a file as Parse does and also reports the commands
// that ask for answers (check-sat, get-model).
func ParseScript(name string, src []byte) (*Script, error) {
	return ParseScriptContext(context.Background(), name, src)
}

// ParseScriptContext is ParseScript that stops, with an error wrapping
// ctx's, when ctx is done before the input is read (it looks between
// commands: a deadline bounds the reading of a large file too).
func ParseScriptContext(ctx context.Context, name string, src []byte) (*Script, error) {
	p := newParser(name, src, chc.NewSystem(name))
	p.ctx = ctx
	p.run((*parser).command)
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("reading %s: %w", name, err)
	}
	if len(p.errs) > 0 {
		p.errs.sort()
		return nil, p.errs
	}
	sc := p.script
	sc.System, sc.End = p.sys, p.at.pos(len(src))
	return &sc, nil
}

// ParseFile reads and parses the file at path.
func ParseFile(path string) (*chc.System, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// parser elaborates commands into a system as it reads them.
type parser struct {
	*reader
	sys     *chc.System
	f       *chc.Factory
	preds   map[string]*chc.Pred
	macros  map[string]*macro
	sizes   map[string]*chc.Datatype // size functions a model defines (sizefun.go)
	sorts   map[string]chc.Sort      // define-sort aliases
	globals map[string]*chc.Term     // declare-var (Z3 fixedpoint format)
	scope   map[string][]*expr       // let- and quantifier-bound names, innermost last
	base    map[string][]*expr       // the scope of commands (define-fun bodies get their own)
	dirty   bool                     // base may hold bindings of an abandoned command
	stamp   map[string]uint32        // binder that last bound each name, for duplicates
	binder  uint32                   // number of binders read
	cl      *clauseCtx
	nums    map[numKey]*chc.Term
	errs    ErrorList
	keep    bool   // the current command's nodes stay in use (a define-fun body)
	inModel bool   // a model's definition is read: forall binds chc.BoundVar terms
	script  Script // what the commands ask for
	ctx     context.Context
	dts     *dtScope // declared datatypes; nil until one is
}

type numKey struct {
	text string
	real bool
}

// newParser returns a parser that adds to sys, whose predicates it knows.
func newParser(name string, src []byte, sys *chc.System) *parser {
	p := &parser{
		reader:  newReader(src, newPosition(name, src)),
		sys:     sys,
		f:       sys.Terms,
		preds:   make(map[string]*chc.Pred),
		macros:  make(map[string]*macro),
		sizes:   make(map[string]*chc.Datatype),
		sorts:   make(map[string]chc.Sort),
		globals: make(map[string]*chc.Term),
		nums:    make(map[numKey]*chc.Term),
		stamp:   make(map[string]uint32),
	}
	for _, pr := range sys.Preds {
		p.preds[pr.Name] = pr
	}
	p.knowDatatypes()
	return p
}

// run reads top-level s-expressions and hands each to item, until the end of
// the input or too many errors.
func (p *parser) run(item func(*parser, int32)) {
	for len(p.errs) < maxErrors {
		if p.ctx != nil && p.ctx.Err() != nil {
			return
		}
		nodes, kids := p.mark()
		idx, err := p.next()
		if err != nil {
			p.errs = append(p.errs, err)
			return
		}
		if idx < 0 {
			return
		}
		p.keep = false
		p.protect(func() { item(p, idx) })
		if !p.keep {
			p.release(nodes, kids)
		}
	}
}

// protect runs fn, turning a bail-out into a return; the error is already recorded.
func (p *parser) protect(fn func()) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			return
		}
		p.dirty = false
	}()
	p.reset()
	fn()
}

// reset prepares the per-command state, reusing its storage: the same
// variable names recur from clause to clause.
func (p *parser) reset() {
	if p.base == nil {
		p.base = make(map[string][]*expr)
		p.cl = newClauseCtx()
	}
	if p.dirty { // a bail-out left bindings behind
		for k, v := range p.base {
			p.base[k] = v[:0]
		}
	}
	p.scope, p.dirty = p.base, true
	clear(p.cl.names)
	clear(p.cl.memo)
	clear(p.cl.next)
	clear(p.cl.rank)
	p.cl.order = p.cl.order[:0]
}

// fail records an error at node i and abandons the current command.
func (p *parser) fail(i int32, format string, args ...any) {
	p.failAt(int(p.node(i).pos), format, args...)
}

func (p *parser) failAt(off int, format string, args ...any) {
	if len(p.errs) < maxErrors {
		p.errs = append(p.errs, p.at.errorAt(off, format, args...))
	}
	panic(bailout{})
}

// commands maps command names to their handlers.
var commands map[string]func(*parser, int32)

func init() {
	ignore := func(*parser, int32) {}
	refuse := func(p *parser, i int32) {
		p.fail(i, "%s is not supported", p.text(p.kid(i, 0)))
	}
	commands = map[string]func(*parser, int32){
		"set-logic": (*parser).setLogic, "set-info": ignore, "set-option": ignore,
		"check-sat": (*parser).checkSat, "check-sat-assuming": ignore, "exit": ignore, "get-model": (*parser).getModel,
		"get-info": ignore, "get-option": ignore, "get-value": ignore, "get-proof": ignore,
		"get-assignment": ignore, "get-unsat-core": ignore, "get-assertions": ignore, "echo": ignore,
		"declare-fun": (*parser).declareFun, "declare-const": (*parser).declareConst,
		"declare-rel": (*parser).declareRel, "declare-var": (*parser).declareVar,
		"define-fun": (*parser).defineFun, "define-sort": (*parser).defineSort,
		"assert": (*parser).assertCmd, "rule": (*parser).ruleCmd, "query": (*parser).queryCmd,
		"declare-sort": refuse, "declare-datatype": (*parser).declareDatatype, "declare-datatypes": (*parser).declareDatatypes,
		"declare-codatatypes": refuse, "define-fun-rec": refuse, "define-funs-rec": refuse,
		"push": refuse, "pop": refuse, "reset": refuse, "reset-assertions": refuse,
		"minimize": refuse, "maximize": refuse,
	}
}

func (p *parser) command(i int32) {
	n := p.node(i)
	if n.kind != nList || n.n == 0 || p.node(p.kid(i, 0)).kind != nSymbol {
		p.fail(i, "expected a command, found %s", p.describe(i))
	}
	name := p.text(p.kid(i, 0))
	p.script.Commands++
	if h, ok := commands[name]; ok {
		h(p, i)
		return
	}
	p.fail(p.kid(i, 0), "unknown command %s", name)
}

// describe names node i for messages.
func (p *parser) describe(i int32) string {
	n := p.node(i)
	if n.kind == nList || n.kind == nSymbol {
		return p.snippet(i)
	}
	return n.kind.String() + " " + p.snippet(i)
}

// want checks that command or term i has between lo and hi children in
// total (hi < 0: no upper bound).
func (p *parser) want(i int32, lo, hi int, form string) {
	k := p.nkids(i)
	if k < lo || (hi >= 0 && k > hi) {
		p.fail(i, "malformed %s: expected %s", p.text(p.kid(i, 0)), form)
	}
}

// symbolAt returns the text of node i, which must be a symbol.
func (p *parser) symbolAt(i int32, what string) string {
	n := p.node(i)
	if n.kind != nSymbol {
		p.fail(i, "expected %s, found %s", what, p.describe(i))
	}
	return p.str(n)
}

func (p *parser) checkSat(i int32) {
	p.want(i, 1, 1, "(check-sat)")
	p.script.CheckSat = true
}

func (p *parser) getModel(i int32) {
	p.want(i, 1, 1, "(get-model)")
	if p.script.CheckSat {
		p.script.GetModel = true
	}
}

func (p *parser) setLogic(i int32) {
	p.want(i, 2, 2, "(set-logic name)")
	p.symbolAt(p.kid(i, 1), "a logic name")
}

// pos returns the source position of node i.
func (p *parser) pos(i int32) chc.Pos { return p.at.pos(int(p.node(i).pos)) }

package c

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"
	"modernc.org/token"

	"github.com/horn-chc/horn/chc"
)

// The lowering turns the checked C program into a program of the Boogie
// subset (package translate/boogie) whose integers are C's values: every
// conversion, promotion, side effect, short-circuit and jump is made
// explicit there, so that Boogie's encoder, interpreter and
// back-translation serve C unchanged. Each line of the Boogie text keeps
// the C construct it comes from (srcInfo), by which clauses, traces and
// invariants are mapped back to the C file.

// srcInfo is the C origin of one line of the lowered program.
type srcInfo struct {
	pos     chc.Pos
	fn      string  // the C function
	text    string  // the C statement, for traces
	stmt    cc.Node // the C statement (steps of one statement are one trace step)
	stmtPos chc.Pos // its position
	hidden  bool    // not a step of the C program (a parameter's copy)
	branch  int8    // the test of a C condition: +1 then is its true outcome, -1 its false one
}

// bline is one line of the lowered program.
type bline struct {
	text string
	src  *srcInfo
}

// refusal is the private panic that stops the lowering at a construct
// outside the subset.
type refusal struct {
	pos chc.Pos
	msg string
}

// variable is a C object of integer type.
type variable struct {
	c, b   string // C name, Boogie name
	t      intType
	global bool
	decl   *cc.Declarator
	init   *cc.Initializer      // a global's or static local's initialiser
	arr    *arrayShape          // an array's shape; t is then its element type
	ptr    bool                 // a pointer parameter: arr is its one-dimensional view
	local  bool                 // a pointer local (lower_ptrlocal.go): b is its array's map, once assigned
	off    string               // a pointer parameter's offset (a Boogie local)
	fields map[string]*variable // a struct's members (the struct has no Boogie name)
	order  []string             // the members in declaration order
}

// function is a C function defined in the file.
type function struct {
	name, b string
	def     *cc.FunctionDefinition
	params  []*variable
	ret     *intType // nil: void
}

// nondetKey is the key of a nondet temporary in lowerer.nondets: the
// temporaries are numbered per procedure ($nd1 in main and in f), so the
// procedure's Boogie name is part of it.
func nondetKey(proc, tmp string) string { return proc + " " + tmp }

// nondetInfo is what a nondet temporary stands for.
type nondetInfo struct {
	fn  string // __VERIFIER_nondet_int, …
	t   intType
	pos chc.Pos
	rp  chc.Pos // the call's closing parenthesis
	// target is the C variable the value is stored in (v = f(); or
	// T v = f(); with v of f's type), blockEnd the end of the innermost
	// block around that statement; empty when there is none.
	target   string
	blockEnd chc.Pos
}

// lowerer holds the state of one lowering.
type lowerer struct {
	file      string
	abi       *cc.ABI
	opt       Options
	intT      intType
	defs      map[string]*cc.FunctionDefinition
	funcs     map[string]*function
	queue     []*function
	vars      map[*cc.Declarator]*variable
	globals   []*variable
	gnames    map[string]bool
	nondets   map[string]nondetInfo // by nondetKey
	names     map[string]string     // Boogie name -> C name, for answers
	inits     map[*cc.Declarator]*cc.Initializer
	entry     string
	lines     []string        // the C file's lines
	fileNames map[string]bool // Boogie names of file-scope declarations
	writers   map[string]bool // functions whose calls may write shared state (funcWrites)
	loops     map[chc.Pos]loopScope
	out       []bline
	fn        *fnState
}

// fnState is the state of the function being lowered.
type fnState struct {
	f      *function
	locals []string // Boogie declarations "x: int"
	used   map[string]bool
	body   []bline
	indent int
	jumps  []jumpTargets
	stmt   cc.Node // the C statement being lowered
	text   string  // its text for traces (statementLine)
	n      int     // counter for temporaries and labels
	cases  map[*cc.LabeledStatement]string
	blocks []*cc.CompoundStatement // the blocks being lowered, innermost last
	nd     string                  // the last nondet temporary
}

// jumpTargets are the labels break and continue go to; cont is empty in
// a switch.
type jumpTargets struct{ brk, cont string }

// lower lowers a checked translation unit: it returns the lowering, the
// Boogie text and the C origin of each of its lines.
func lower(file string, src []byte, ast *cc.AST, opt Options) (l *lowerer, text string, srcs []*srcInfo, err error) {
	l = &lowerer{file: file, abi: ast.ABI, opt: opt, defs: map[string]*cc.FunctionDefinition{},
		funcs: map[string]*function{}, vars: map[*cc.Declarator]*variable{}, gnames: map[string]bool{},
		nondets: map[string]nondetInfo{}, names: map[string]string{}, inits: map[*cc.Declarator]*cc.Initializer{},
		loops: map[chc.Pos]loopScope{}}
	l.intT, _ = integerType(ast.ABI, ast.Int)
	l.lines = strings.Split(string(src), "\n")
	l.fileNames = map[string]bool{}
	defer func() {
		if x := recover(); x != nil {
			r, ok := x.(refusal)
			if !ok {
				panic(x)
			}
			err = &Refusal{Pos: r.pos, Msg: r.msg}
		}
	}()
	l.program(ast)
	text, srcs = l.finish()
	return l, text, srcs, nil
}

// Refusal is the error for a construct outside the subset: its position
// and the construct's name.
type Refusal struct {
	Pos chc.Pos
	Msg string
}

func (r *Refusal) Error() string { return r.Pos.String() + ": " + r.Msg }

func (l *lowerer) pos(n cc.Node) chc.Pos {
	if n == nil {
		return chc.Pos{File: l.file}
	}
	return tokPos(l.file, n.Position())
}

func tokPos(file string, p token.Position) chc.Pos {
	if p.Filename == "" {
		p.Filename = file
	}
	return chc.Pos{File: p.Filename, Line: p.Line, Col: p.Column}
}

// refuse stops the lowering at n, naming the construct.
func (l *lowerer) refuse(n cc.Node, format string, args ...any) {
	panic(refusal{pos: l.pos(n), msg: "unsupported: " + fmt.Sprintf(format, args...)})
}

// program lowers the functions reachable from the entry and the globals
// they use.
func (l *lowerer) program(ast *cc.AST) {
	for ed := ast.TranslationUnit; ed != nil; ed = ed.TranslationUnit {
		d := ed.ExternalDeclaration
		switch d.Case {
		case cc.ExternalDeclarationFuncDef:
			name := d.FunctionDefinition.Declarator.Name()
			if l.defs[name] == nil {
				l.defs[name] = d.FunctionDefinition
			}
			l.fileNames[boogieName(name)] = true
		case cc.ExternalDeclarationDecl:
			l.noteInits(d.Declaration)
		case cc.ExternalDeclarationAsmStmt:
			l.refuse(d, "inline assembly")
		}
	}
	entry := l.opt.Entry
	if entry == "" {
		entry = "main"
	}
	if l.defs[entry] == nil {
		panic(refusal{pos: chc.Pos{File: l.file}, msg: "no definition of the entry function " + entry})
	}
	l.entry = entry
	main := l.function(entry)
	for len(l.queue) > 0 {
		f := l.queue[0]
		l.queue = l.queue[1:]
		l.lowerFunc(f, f == main)
	}
}

// function returns the function named name, queueing it for lowering.
func (l *lowerer) function(name string) *function {
	if f := l.funcs[name]; f != nil {
		return f
	}
	def := l.defs[name]
	f := &function{name: name, b: l.globalName(name), def: def}
	l.funcs[name] = f
	ft, ok := def.Declarator.Type().(*cc.FunctionType)
	if !ok {
		l.refuse(def.Declarator, "function %s without a prototype", name)
	}
	if ft.IsVariadic() {
		l.refuse(def.Declarator, "variadic function %s", name)
	}
	for _, p := range ft.Parameters() {
		if p.Type().Kind() == cc.Void {
			continue
		}
		if p.Declarator == nil || p.Name() == "" {
			l.refuse(p, "unnamed parameter")
		}
		if elem, ok := l.pointee(p.Type()); ok {
			sh := &arrayShape{elem: elem, lens: []int64{-1}, total: -1}
			f.params = append(f.params, &variable{c: p.Name(), t: elem, arr: sh, ptr: true, decl: p.Declarator})
			continue
		}
		t, ok := integerType(l.abi, p.Type())
		if !ok {
			l.refuse(p, "parameter %s of %s", p.Name(), describeType(p.Type()))
		}
		f.params = append(f.params, &variable{c: p.Name(), t: t, decl: p.Declarator})
	}
	if rt := ft.Result(); rt.Kind() != cc.Void {
		t, ok := integerType(l.abi, rt)
		if !ok {
			l.refuse(def.Declarator, "result of %s", describeType(rt))
		}
		f.ret = &t
	}
	l.queue = append(l.queue, f)
	return f
}

// boogieReserved are names the Boogie reader would not take as
// identifiers.
var boogieReserved = map[string]bool{
	"type": true, "var": true, "const": true, "unique": true, "function": true,
	"returns": true, "axiom": true, "procedure": true, "implementation": true,
	"requires": true, "ensures": true, "modifies": true, "free": true,
	"invariant": true, "assume": true, "assert": true, "havoc": true,
	"call": true, "then": true, "old": true, "true": true, "false": true,
	"bool": true, "real": true, "div": true, "mod": true, "forall": true,
	"exists": true, "lambda": true, "where": true, "async": true, "par": true,
	"yield": true, "complete": true, "extends": true, "finite": true, "uses": true,
	"string": true, "String": true, "float": true, "RMode": true, "Seq": true, "seq": true,
}

// boogieName maps a C identifier to a Boogie identifier that cannot clash
// with a reserved word or a type name of a refused theory.
func boogieName(c string) string {
	if boogieReserved[c] || strings.HasPrefix(c, "bv") || strings.HasPrefix(c, "float") {
		return "c." + c
	}
	return c
}

// globalName gives a global (or function) a Boogie name of its own.
func (l *lowerer) globalName(c string) string {
	b := boogieName(c)
	for i := 1; l.gnames[b]; i++ {
		b = fmt.Sprintf("%s.%d", boogieName(c), i)
	}
	l.gnames[b] = true
	l.names[b] = c
	return b
}

// global returns the variable of a file-scope object.
func (l *lowerer) global(d *cc.Declarator, n cc.Node) *variable {
	if v := l.vars[d]; v != nil {
		return v
	}
	if d.Type().Kind() == cc.Struct {
		if l.inits[d] != nil {
			l.refuse(n, "initialiser of struct %s", d.Name())
		}
		v := l.makeStruct(d.Name(), d.Type(), n, func(f *variable, typ string) {
			f.b, f.global, f.decl = l.globalName(f.c), true, d
			l.globals = append(l.globals, f)
		})
		l.vars[d] = v
		return v
	}
	v := &variable{c: d.Name(), global: true, decl: d, init: l.inits[d]}
	if d.Type().Kind() == cc.Array {
		v.arr = l.shapeOf(d.Type(), n, d.Name())
		v.t = v.arr.elem
	} else {
		t, ok := integerType(l.abi, d.Type())
		if !ok {
			l.refuse(n, "global %s of %s", d.Name(), describeType(d.Type()))
		}
		v.t = t
	}
	if d.Linkage() == cc.None && l.fn != nil {
		// A static local: a global named after its function.
		v.b = l.globalName(l.fn.f.name + "." + d.Name())
		l.names[v.b] = d.Name()
	} else {
		v.b = l.globalName(d.Name())
	}
	l.vars[d] = v
	l.globals = append(l.globals, v)
	return v
}

// lowerFunc lowers one function definition into a Boogie procedure.
func (l *lowerer) lowerFunc(f *function, entry bool) {
	l.fn = &fnState{f: f, used: map[string]bool{}, cases: map[*cc.LabeledStatement]string{}}
	var ins, outs []string
	if f.ret != nil {
		outs = append(outs, "$ret: int")
	}
	for _, p := range f.params {
		l.vars[p.decl] = p
		if p.ptr {
			// A pointer parameter is the array it points into, copied in
			// and out (an out-parameter), and an offset.
			p.b = l.reserve(p.c)
			p.off = l.local(p.c+"$o", l.intT)
			l.names[p.off] = p.c + "$offset"
			l.names[p.b+"$in"], l.names[p.off+"$in"] = p.c, p.c+"$offset"
			ins = append(ins, p.b+"$in: [int]int", p.off+"$in: int")
			outs = append(outs, p.b+": [int]int")
			l.emit(f.def.Declarator, "%s := %s$in;", p.b, p.b)
			l.emit(f.def.Declarator, "%s := %s$in;", p.off, p.off)
			continue
		}
		p.b = l.local(p.c, p.t)
		in := p.b + "$in"
		l.names[in] = p.c
		ins = append(ins, in+": int")
		l.emit(f.def.Declarator, "%s := %s;", p.b, in)
	}
	for _, ln := range l.fn.body {
		ln.src.hidden = true
	}
	l.compound(f.def.CompoundStatement)
	sig := fmt.Sprintf("procedure %s(%s)", f.b, strings.Join(ins, ", "))
	if len(outs) > 0 {
		sig += " returns (" + strings.Join(outs, ", ") + ")"
	}
	src := &srcInfo{pos: l.pos(f.def.Declarator), fn: f.name, text: f.name}
	l.out = append(l.out, bline{text: sig, src: src}, bline{text: "{", src: src})
	for _, d := range l.fn.locals {
		l.out = append(l.out, bline{text: "  var " + d + ";", src: src})
	}
	if entry {
		l.out = append(l.out, l.globalInits(f)...)
	}
	l.out = append(l.out, l.fn.body...)
	l.out = append(l.out, bline{text: "}", src: src})
}

// globalInits are the entry function's first statements: every global it
// or its callees use gets its initial value (zero by default).
func (l *lowerer) globalInits(f *function) []bline {
	// The globals are known once every function is lowered; the entry is
	// lowered first, so its prologue is filled in at the end (finish).
	return []bline{{text: "\x00globals", src: nil}}
}

// local declares a fresh Boogie local for a C name.
func (l *lowerer) local(c string, t intType) string {
	return l.localTyped(c, "int")
}

// localTyped declares a fresh Boogie local of a Boogie type.
func (l *lowerer) localTyped(c, typ string) string {
	b := l.reserve(c)
	l.fn.locals = append(l.fn.locals, b+": "+typ)
	return b
}

// reserve picks a fresh Boogie name in the function for a C name.
func (l *lowerer) reserve(c string) string {
	b := boogieName(c)
	for i := 1; l.fn.used[b] || l.gnames[b] || l.fileNames[b]; i++ {
		b = fmt.Sprintf("%s.%d", boogieName(c), i)
	}
	l.fn.used[b] = true
	l.names[b] = c
	return b
}

// temp declares a temporary (int or bool).
func (l *lowerer) temp(prefix string, boolean bool) string {
	l.fn.n++
	b := fmt.Sprintf("$%s%d", prefix, l.fn.n)
	typ := "int"
	if boolean {
		typ = "bool"
	}
	l.fn.used[b] = true
	l.fn.locals = append(l.fn.locals, b+": "+typ)
	return b
}

// label returns a fresh label.
func (l *lowerer) label(prefix string) string {
	l.fn.n++
	return fmt.Sprintf("$%s%d", prefix, l.fn.n)
}

// emit appends a statement of the current function; n is the C construct
// it comes from (its position), the current C statement gives the text.
func (l *lowerer) emit(n cc.Node, format string, args ...any) {
	src := &srcInfo{pos: l.pos(n), fn: l.fn.f.name, text: l.fn.text, stmt: l.fn.stmt, stmtPos: l.pos(l.fn.stmt)}
	text := strings.Repeat("  ", l.fn.indent+1) + fmt.Sprintf(format, args...)
	l.fn.body = append(l.fn.body, bline{text: text, src: src})
}

// stmtText is a statement's source on one line, shortened.
func stmtText(n cc.Node) string {
	if n == nil {
		return ""
	}
	s := strings.Join(strings.Fields(cc.NodeSource(n)), " ")
	if i := strings.Index(s, "{"); i > 0 {
		s = strings.TrimSpace(s[:i])
	}
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return s
}

// setStmt makes n the statement being lowered and returns a function
// restoring the previous one.
func (l *lowerer) setStmt(n cc.Node) func() {
	saved, savedText := l.fn.stmt, l.fn.text
	l.fn.stmt, l.fn.text = n, l.statementLine(n)
	return func() { l.fn.stmt, l.fn.text = saved, savedText }
}

// statementLine is a statement's text for traces: its source from its
// position to the end of the line (or to a '{'), shortened; the file's
// lines make this cheap for statements that span many lines.
func (l *lowerer) statementLine(n cc.Node) string {
	p := n.Position()
	if p.Filename != l.file || p.Line < 1 || p.Line > len(l.lines) {
		return stmtText(n)
	}
	line := l.lines[p.Line-1]
	if p.Column >= 1 && p.Column <= len(line) {
		line = line[p.Column-1:]
	}
	s := strings.Join(strings.Fields(line), " ")
	if i := strings.Index(s, "{"); i > 0 {
		s = strings.TrimSpace(s[:i])
	}
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return s
}

// finish assembles the Boogie text: the globals' declarations, then the
// procedures, with the entry's prologue initialising the globals. It
// returns the text and the C origin of each line (index = line-1).
func (l *lowerer) finish() (string, []*srcInfo) {
	var lines []bline
	for _, g := range l.globals {
		typ := "int"
		if g.arr != nil {
			typ = g.arr.boogieType()
		}
		lines = append(lines, bline{text: "var " + g.b + ": " + typ + ";", src: &srcInfo{pos: l.pos(g.decl), text: g.c}})
	}
	for _, ln := range l.out {
		if ln.text != "\x00globals" {
			lines = append(lines, ln)
			continue
		}
		lines = append(lines, l.initLines()...)
	}
	var b strings.Builder
	srcs := make([]*srcInfo, len(lines))
	for i, ln := range lines {
		b.WriteString(ln.text)
		b.WriteByte('\n')
		srcs[i] = ln.src
	}
	return b.String(), srcs
}

// initLines assign each global its initial value.
func (l *lowerer) initLines() []bline {
	var out []bline
	for _, g := range l.globals {
		src := &srcInfo{pos: l.pos(g.decl), fn: l.entry, text: "initialise " + g.c, stmt: g.decl, stmtPos: l.pos(g.decl)}
		if g.arr != nil {
			for _, s := range l.globalArrayInit(g, g.init) {
				out = append(out, bline{text: "  " + s, src: src})
			}
			continue
		}
		v := "0"
		if e := l.exprInit(g.init); e != nil {
			k, ok := constValue(e)
			if !ok {
				l.refuse(e, "non-constant initialiser of %s", g.c)
			}
			v = intLit(g.t.wrap(k))
		}
		out = append(out, bline{text: "  " + g.b + " := " + v + ";", src: src})
	}
	return out
}

// noteInits records the initialisers of a declaration's declarators.
func (l *lowerer) noteInits(d *cc.Declaration) {
	if d == nil {
		return
	}
	l.noteNames(d)
	for list := d.InitDeclaratorList; list != nil; list = list.InitDeclaratorList {
		id := list.InitDeclarator
		if id == nil || id.Initializer == nil {
			continue
		}
		l.inits[id.Declarator] = id.Initializer
	}
}

// noteNames records the file-scope names of a declaration: locals never
// take them, so that a global keeps its name where a block shadows it.
func (l *lowerer) noteNames(d *cc.Declaration) {
	for list := d.InitDeclaratorList; list != nil; list = list.InitDeclaratorList {
		if id := list.InitDeclarator; id != nil && id.Declarator != nil {
			l.fileNames[boogieName(id.Declarator.Name())] = true
		}
	}
}

// exprInit returns the expression of a scalar's initialiser (nil for none).
func (l *lowerer) exprInit(in *cc.Initializer) cc.ExpressionNode {
	if in == nil {
		return nil
	}
	if in.Case != cc.InitializerExpr {
		l.refuse(in, "initialiser list of a scalar")
	}
	return in.AssignmentExpression
}

package boogie

import (
	"fmt"
	"sort"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// maxErrors is the number of errors after which the reader stops.
const maxErrors = 10

// maxDepth bounds the nesting of expressions, types and statements.
const maxDepth = 500

// bailout is the private panic value that stops the parser or checker; any
// other panic is re-raised.
type bailout struct{}

// positions turns offsets into positions and collects errors.
type positions struct {
	lines *chc.Lines
	errs  smtlib2.ErrorList
}

// errorf records an error at offset off; after maxErrors it bails out.
func (p *positions) errorf(off int, format string, args ...any) {
	p.errs = append(p.errs, &smtlib2.Error{Pos: p.lines.Pos(off), Msg: fmt.Sprintf(format, args...)})
	if len(p.errs) >= maxErrors {
		panic(bailout{})
	}
}

// fail records an error at offset off and bails out.
func (p *positions) fail(off int, format string, args ...any) {
	p.errs = append(p.errs, &smtlib2.Error{Pos: p.lines.Pos(off), Msg: fmt.Sprintf(format, args...)})
	panic(bailout{})
}

// guard runs fn, recovering the bail-out, and returns the sorted errors.
func (p *positions) guard(fn func()) error {
	func() {
		defer func() {
			if x := recover(); x != nil {
				if _, ok := x.(bailout); !ok {
					panic(x)
				}
			}
		}()
		fn()
	}()
	sort.SliceStable(p.errs, func(i, j int) bool {
		a, b := p.errs[i].Pos, p.errs[j].Pos
		return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
	})
	return p.errs.Err()
}

// Pos returns the file:line:col position of byte offset off.
func (prog *Program) Pos(off int) chc.Pos {
	if prog.lines == nil {
		return chc.Pos{File: prog.File}
	}
	return prog.lines.lines.Pos(off)
}

// parser is a recursive-descent parser over the lexer's tokens with one
// token of lookahead (and a second on demand).
type parser struct {
	*positions
	lex   lexer
	tok   token  // the current token
	ahead *token // the token after tok, once peeked
	depth int
}

// Parse reads a Boogie program from src, a file named name. Constructs
// outside the subset are refused with errors naming them. The error, if
// any, is an smtlib2.ErrorList of "file:line:col: message" errors.
func Parse(name string, src []byte) (*Program, error) {
	pos := &positions{lines: chc.NewLines(name, src)}
	p := &parser{positions: pos, lex: lexer{src: src, err: pos.fail}}
	prog := &Program{File: name, lines: pos}
	err := pos.guard(func() {
		p.advance()
		for p.tok.kind != tEOF {
			if d := p.decl(); d != nil {
				prog.Decls = append(prog.Decls, d)
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return prog, nil
}

func (p *parser) advance() {
	if p.ahead != nil {
		p.tok, p.ahead = *p.ahead, nil
		return
	}
	p.tok = p.lex.next()
}

// peek returns the token after the current one.
func (p *parser) peek() token {
	if p.ahead == nil {
		t := p.lex.next()
		p.ahead = &t
	}
	return *p.ahead
}

// is reports whether the current token is the operator or keyword s.
func (p *parser) is(s string) bool {
	return (p.tok.kind == tOp || p.tok.kind == tKeyword) && p.tok.text == s
}

// got consumes the current token if it is s.
func (p *parser) got(s string) bool {
	if p.is(s) {
		p.advance()
		return true
	}
	return false
}

// expect consumes s or fails, returning its offset.
func (p *parser) expect(s string) int {
	off := p.tok.off
	if !p.got(s) {
		p.fail(off, "expected %q, found %s", s, p.tok.describe())
	}
	return off
}

// ident consumes an identifier.
func (p *parser) ident() *Ident {
	t := p.tok
	if t.kind != tIdent {
		p.fail(t.off, "expected an identifier, found %s", t.describe())
	}
	p.advance()
	return &Ident{Off: t.off, Name: t.text}
}

// identList reads x, y, z.
func (p *parser) identList() []*Ident {
	list := []*Ident{p.ident()}
	for p.got(",") {
		list = append(list, p.ident())
	}
	return list
}

// enter guards against deep nesting; the caller defers leave.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.fail(p.tok.off, "nesting deeper than %d", maxDepth)
	}
}

func (p *parser) leave() { p.depth-- }

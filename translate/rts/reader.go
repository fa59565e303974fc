package rts

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// maxErrors is the number of errors after which the readers stop.
const maxErrors = 10

// maxDepth bounds the nesting of parentheses the reader accepts.
const maxDepth = 1000

type tokKind int

const (
	tokEOF tokKind = iota
	tokOpen
	tokClose
	tokAtom   // symbol, numeral or keyword
	tokString // "..." with "" for a quote; text holds the contents
)

type token struct {
	kind tokKind
	text string
	off  int
}

func (t token) describe() string {
	switch t.kind {
	case tokEOF:
		return "end of input"
	case tokOpen:
		return "'('"
	case tokClose:
		return "')'"
	case tokString:
		return fmt.Sprintf("string %q", t.text)
	}
	return fmt.Sprintf("%q", t.text)
}

// bailout is the private panic value that stops the reader; any other panic
// is re-raised.
type bailout struct{}

// reader scans s-expressions and collects positioned errors.
type reader struct {
	name  string
	src   []byte
	off   int
	lines *chc.Lines
	tok   *token
	errs  smtlib2.ErrorList
}

func newReader(name string, src []byte) *reader {
	return &reader{name: name, src: src, lines: chc.NewLines(name, src)}
}

// pos returns the position of byte offset off.
func (r *reader) pos(off int) chc.Pos { return r.lines.Pos(off) }

// errorf records an error at p; after maxErrors it bails out.
func (r *reader) errorf(p chc.Pos, format string, args ...any) {
	r.errs = append(r.errs, &smtlib2.Error{Pos: p, Msg: fmt.Sprintf(format, args...)})
	if len(r.errs) >= maxErrors {
		panic(bailout{})
	}
}

// fail records an error at offset off and bails out.
func (r *reader) fail(off int, format string, args ...any) {
	r.errs = append(r.errs, &smtlib2.Error{Pos: r.pos(off), Msg: fmt.Sprintf(format, args...)})
	panic(bailout{})
}

// guard runs fn, recovering the reader's bail-out.
func (r *reader) guard(fn func()) {
	defer func() {
		if x := recover(); x != nil {
			if _, ok := x.(bailout); !ok {
				panic(x)
			}
		}
	}()
	fn()
}

func (r *reader) peek() token {
	if r.tok == nil {
		t := r.scan()
		r.tok = &t
	}
	return *r.tok
}

func (r *reader) next() token {
	t := r.peek()
	r.tok = nil
	return t
}

func (r *reader) skipSpace() {
	for r.off < len(r.src) {
		c := r.src[r.off]
		switch {
		case c == ';':
			for r.off < len(r.src) && r.src[r.off] != '\n' {
				r.off++
			}
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			r.off++
		default:
			return
		}
	}
}

func (r *reader) scan() token {
	r.skipSpace()
	start := r.off
	if r.off >= len(r.src) {
		return token{kind: tokEOF, off: start}
	}
	switch c := r.src[r.off]; {
	case c == '(':
		r.off++
		return token{kind: tokOpen, off: start}
	case c == ')':
		r.off++
		return token{kind: tokClose, off: start}
	case c == '"':
		return r.scanString()
	case isSymbolByte(c) || c == ':':
		r.off++
		for r.off < len(r.src) && isSymbolByte(r.src[r.off]) {
			r.off++
		}
		return token{kind: tokAtom, text: string(r.src[start:r.off]), off: start}
	default:
		r.fail(start, "unexpected character %q", rune(c))
	}
	return token{}
}

func (r *reader) scanString() token {
	start := r.off
	r.off++
	var text []byte
	for {
		if r.off >= len(r.src) {
			r.fail(start, "unterminated string")
		}
		c := r.src[r.off]
		r.off++
		if c != '"' {
			text = append(text, c)
			continue
		}
		if r.off < len(r.src) && r.src[r.off] == '"' {
			text = append(text, '"')
			r.off++
			continue
		}
		return token{kind: tokString, text: string(text), off: start}
	}
}

// isSymbolByte reports whether c may occur in a symbol: SMT-LIB's simple
// symbol characters plus ' for primed names.
func isSymbolByte(c byte) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		return true
	}
	switch c {
	case '~', '!', '@', '$', '%', '^', '&', '*', '_', '-', '+', '=', '<', '>', '.', '?', '/', '\'':
		return true
	}
	return false
}

// expr reads one s-expression. Strings are kept as atoms with their quotes.
func (r *reader) expr() *Expr {
	return r.exprDepth(0)
}

func (r *reader) exprDepth(depth int) *Expr {
	t := r.next()
	switch t.kind {
	case tokAtom:
		return &Expr{Atom: t.text, Pos: r.pos(t.off)}
	case tokString:
		return &Expr{Atom: quote(t.text), Pos: r.pos(t.off)}
	case tokOpen:
		if depth >= maxDepth {
			r.fail(t.off, "nesting deeper than %d", maxDepth)
		}
		e := &Expr{List: []*Expr{}, Pos: r.pos(t.off)}
		for r.peek().kind != tokClose {
			if r.peek().kind == tokEOF {
				r.fail(t.off, "unclosed '('")
			}
			e.List = append(e.List, r.exprDepth(depth+1))
		}
		r.next()
		return e
	case tokClose:
		r.fail(t.off, "unexpected ')'")
	}
	r.fail(t.off, "unexpected end of input")
	return nil
}

// quote writes s as an SMT-LIB string literal.
func quote(s string) string {
	b := []byte{'"'}
	for i := 0; i < len(s); i++ {
		if s[i] == '"' {
			b = append(b, '"')
		}
		b = append(b, s[i])
	}
	return string(append(b, '"'))
}

// unquote returns the contents of a string atom and whether it is one.
func unquote(a string) (string, bool) {
	if len(a) < 2 || a[0] != '"' || a[len(a)-1] != '"' {
		return "", false
	}
	var b []byte
	for i := 1; i < len(a)-1; i++ {
		b = append(b, a[i])
		if a[i] == '"' {
			i++
		}
	}
	return string(b), true
}

package rts

import (
	"strconv"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// Sym returns the symbol or numeral s as an expression.
func Sym(s string) *Expr { return &Expr{Atom: s} }

// Num returns the Int numeral i; a negative i is written (- |i|) as in
// SMT-LIB.
func Num(i int) *Expr {
	if i < 0 {
		return App("-", Sym(strconv.Itoa(-i)))
	}
	return Sym(strconv.Itoa(i))
}

// App returns the application (head args...).
func App(head string, args ...*Expr) *Expr {
	return &Expr{List: append([]*Expr{Sym(head)}, args...)}
}

// ParseExpr reads one SMT-LIB term, such as "(and (alloc? p) (> x 0))".
// Positions in the result and in errors are relative to src (file "expr").
func ParseExpr(src string) (*Expr, error) {
	return parseExprNamed("expr", src)
}

func parseExprNamed(name, src string) (*Expr, error) {
	r := newReader(name, []byte(src))
	var e *Expr
	r.guard(func() {
		e = r.expr()
		if r.peek().kind != tokEOF {
			r.fail(r.peek().off, "unexpected %s after the term", r.peek().describe())
		}
	})
	if err := r.errs.Err(); err != nil {
		return nil, err
	}
	return e, nil
}

// String returns e in SMT-LIB syntax on one line.
func (e *Expr) String() string {
	var b strings.Builder
	e.write(&b)
	return b.String()
}

func (e *Expr) write(b *strings.Builder) {
	if e == nil {
		b.WriteString("true")
		return
	}
	if e.List == nil {
		b.WriteString(e.Atom)
		return
	}
	b.WriteByte('(')
	for i, x := range e.List {
		if i > 0 {
			b.WriteByte(' ')
		}
		x.write(b)
	}
	b.WriteByte(')')
}

// isList reports whether e is a list whose first element is the symbol head.
func (e *Expr) isList(head string) bool {
	return e != nil && len(e.List) > 0 && e.List[0].Atom == head
}

// head returns the symbol at the start of a list, or "".
func (e *Expr) head() string {
	if e == nil || len(e.List) == 0 {
		return ""
	}
	return e.List[0].Atom
}

// posOr returns e's position, or p when e has none.
func (e *Expr) posOr(p chc.Pos) chc.Pos {
	if e != nil && e.Pos.Line > 0 {
		return e.Pos
	}
	return p
}

// isNumeral reports whether s is a decimal numeral.
func isNumeral(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s == "0" || s[0] != '0'
}

// intValue returns the integer e denotes when e is a numeral or (- numeral).
func intValue(e *Expr) (int, bool) {
	neg := false
	if e.isList("-") && len(e.List) == 2 {
		neg, e = true, e.List[1]
	}
	if e == nil || e.List != nil || !isNumeral(e.Atom) {
		return 0, false
	}
	i, err := strconv.Atoi(e.Atom)
	if err != nil {
		return 0, false
	}
	if neg {
		i = -i
	}
	return i, true
}

// clone returns a deep copy of e.
func (e *Expr) clone() *Expr {
	if e == nil {
		return nil
	}
	c := &Expr{Atom: e.Atom, Pos: e.Pos}
	if e.List != nil {
		c.List = make([]*Expr, len(e.List))
		for i, x := range e.List {
			c.List[i] = x.clone()
		}
	}
	return c
}

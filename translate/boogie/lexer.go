package boogie

import (
	"fmt"
	"strings"
)

// tokKind classifies the tokens of the lexer.
type tokKind int

const (
	tEOF     tokKind = iota
	tIdent           // an identifier that is not a keyword
	tKeyword         // a reserved word; text holds it
	tInt             // a decimal numeral
	tBvLit           // a bit-vector literal such as 0bv8
	tDecimal         // a decimal or float literal such as 1.5 or 1e3
	tString          // a string literal; text holds its contents
	tOp              // an operator or punctuation; text holds it
)

type token struct {
	kind tokKind
	text string
	off  int
}

// describe names a token for an error message.
func (t token) describe() string {
	switch t.kind {
	case tEOF:
		return "end of input"
	case tString:
		return fmt.Sprintf("string %q", t.text)
	case tIdent:
		return fmt.Sprintf("identifier %s", t.text)
	}
	return fmt.Sprintf("%q", t.text)
}

// keywords are Boogie's reserved words, including those of constructs
// outside the subset, so that they are recognised and refused by name.
var keywords = map[string]bool{
	"type": true, "var": true, "const": true, "unique": true, "function": true,
	"returns": true, "axiom": true, "procedure": true, "implementation": true,
	"requires": true, "ensures": true, "modifies": true, "free": true,
	"invariant": true, "assume": true, "assert": true, "havoc": true,
	"call": true, "if": true, "then": true, "else": true, "while": true,
	"break": true, "goto": true, "return": true, "old": true, "true": true,
	"false": true, "int": true, "bool": true, "real": true, "div": true,
	"mod": true, "forall": true, "exists": true, "lambda": true, "where": true,
	"async": true, "par": true, "yield": true, "complete": true,
	"extends": true, "finite": true, "uses": true,
}

// operators lists the punctuation, longest first so that the scanner takes
// the longest match.
var operators = []string{
	"<==>", "==>", "<==", ":=", "::", "==", "!=", "<=", ">=", "<:", "&&", "||",
	"++", "{:", "|{", "}|", "**",
	":", ";", ",", "(", ")", "[", "]", "{", "}", "<", ">", "!", "+", "-", "*",
	"/", "%", "=", "|",
}

// lexer splits a source text into tokens.
type lexer struct {
	src []byte
	off int
	err func(off int, format string, args ...any) // fatal
}

// isIdentStart reports whether c may start an identifier (Boogie's
// "nondigit" class plus a leading backslash).
func isIdentStart(c byte) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		return true
	}
	return strings.IndexByte("'~#$^_.?`\\", c) >= 0
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isIdentByte(c byte) bool { return isIdentStart(c) || isDigit(c) }

// skipSpace skips white space and comments; /* */ comments nest as in
// Boogie.
func (l *lexer) skipSpace() {
	for l.off < len(l.src) {
		c := l.src[l.off]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
			l.off++
		case l.has("//"):
			for l.off < len(l.src) && l.src[l.off] != '\n' {
				l.off++
			}
		case l.has("/*"):
			l.skipComment()
		default:
			return
		}
	}
}

func (l *lexer) has(s string) bool {
	return strings.HasPrefix(string(l.src[l.off:min(len(l.src), l.off+len(s))]), s)
}

func (l *lexer) skipComment() {
	start, depth := l.off, 0
	for l.off < len(l.src) {
		switch {
		case l.has("/*"):
			depth++
			l.off += 2
		case l.has("*/"):
			depth--
			l.off += 2
			if depth == 0 {
				return
			}
		default:
			l.off++
		}
	}
	l.err(start, "unterminated comment")
}

// next returns the next token.
func (l *lexer) next() token {
	l.skipSpace()
	start := l.off
	if l.off >= len(l.src) {
		return token{kind: tEOF, off: start}
	}
	c := l.src[l.off]
	switch {
	case isDigit(c):
		return l.number()
	case isIdentStart(c):
		return l.ident()
	case c == '"':
		return l.str()
	}
	for _, op := range operators {
		if l.has(op) {
			l.off += len(op)
			return token{kind: tOp, text: op, off: start}
		}
	}
	l.err(start, "unexpected character %q", rune(c))
	return token{}
}

func (l *lexer) ident() token {
	start := l.off
	l.off++
	for l.off < len(l.src) && isIdentByte(l.src[l.off]) {
		l.off++
	}
	text := string(l.src[start:l.off])
	if keywords[text] {
		return token{kind: tKeyword, text: text, off: start}
	}
	return token{kind: tIdent, text: text, off: start}
}

// number scans a numeral, a bit-vector literal (12bv8) or a decimal
// (1.5, 1e3); the latter two exist only to be refused by name.
func (l *lexer) number() token {
	start := l.off
	l.digits()
	kind := tInt
	switch {
	case l.has("bv"):
		l.off += 2
		l.digits()
		kind = tBvLit
	case l.has(".") && l.off+1 < len(l.src) && isDigit(l.src[l.off+1]):
		l.off++
		l.digits()
		kind = tDecimal
		l.exponent()
	case l.has("e") && l.off+1 < len(l.src) && (isDigit(l.src[l.off+1]) || l.src[l.off+1] == '-'):
		kind = tDecimal
		l.exponent()
	}
	// A numeral glued to identifier characters (12abc) is one bad token.
	if l.off < len(l.src) && isIdentByte(l.src[l.off]) {
		for l.off < len(l.src) && isIdentByte(l.src[l.off]) {
			l.off++
		}
		l.err(start, "malformed number %q", string(l.src[start:l.off]))
	}
	return token{kind: kind, text: string(l.src[start:l.off]), off: start}
}

func (l *lexer) digits() {
	for l.off < len(l.src) && isDigit(l.src[l.off]) {
		l.off++
	}
}

func (l *lexer) exponent() {
	if !l.has("e") {
		return
	}
	l.off++
	if l.has("-") {
		l.off++
	}
	l.digits()
}

func (l *lexer) str() token {
	start := l.off
	l.off++
	for l.off < len(l.src) && l.src[l.off] != '"' {
		if l.src[l.off] == '\n' {
			break
		}
		l.off++
	}
	if l.off >= len(l.src) || l.src[l.off] != '"' {
		l.err(start, "unterminated string")
	}
	l.off++
	return token{kind: tString, text: string(l.src[start+1 : l.off-1]), off: start}
}

package replay

import (
	"fmt"
	"strings"
)

// Site is a call of a nondet function or of reach_error in a program's
// source text, as FindSites sees it: the called function, the function
// the call is in ("" when the scanner cannot tell), where the called
// name begins and where the call's closing parenthesis is (1-based
// lines, 1-based byte columns).
type Site struct {
	File            string // the file as the Program names it
	Func            string // the called function
	In              string // the function the call is in; "" when unknown
	Line, Col       int    // the called name's first character
	EndLine, EndCol int    // the call's closing parenthesis
	off, end        int    // byte offsets: the name, just past the closing parenthesis
}

// String is the site as file:line:col and the call.
func (s Site) String() string {
	return fmt.Sprintf("%s:%d:%d: %s()", s.File, s.Line, s.Col, s.Func)
}

// exprKeywords are the keywords after which a name followed by () is
// still an expression (a call), not a declaration's declarator.
var exprKeywords = map[string]bool{"return": true, "else": true, "do": true, "case": true, "sizeof": true}

// FindSites finds the calls without arguments of the nondet functions
// (Funcs) and of reach_error in a C source text, by its tokens: a known
// name followed by ( and ), not preceded by a name or a keyword other
// than return, else, do, case or sizeof (so that declarations such as
// int __VERIFIER_nondet_int(); are not calls). Comments, string and
// character literals are skipped; a preprocessor line's tokens count as
// any others (a call in a macro's body is located there). The enclosing
// function is the name before the parameter list that precedes a
// top-level {.
func FindSites(file string, src []byte) []Site {
	known := map[string]bool{errorFunc: true}
	for _, f := range Funcs() {
		known[f] = true
	}
	l := lexer{src: src, line: 1, col: 1}
	var out []Site
	var toks []token // the tokens so far
	depth := 0       // brace depth
	fn := ""         // the function whose body is open
	for {
		t, ok := l.next()
		if !ok {
			break
		}
		switch t.text {
		case "{":
			if depth == 0 {
				fn = funcBefore(toks)
			}
			depth++
		case "}":
			if depth > 0 {
				depth--
			}
			if depth == 0 {
				fn = ""
			}
		}
		toks = append(toks, t)
		n := len(toks)
		if n < 3 || toks[n-1].text != ")" || toks[n-2].text != "(" || !toks[n-3].ident || !known[toks[n-3].text] {
			continue
		}
		if n >= 4 && toks[n-4].ident && !exprKeywords[toks[n-4].text] {
			continue // a declaration
		}
		name, rp := toks[n-3], toks[n-1]
		out = append(out, Site{File: file, Func: name.text, In: fn, Line: name.line, Col: name.col,
			EndLine: rp.line, EndCol: rp.col, off: name.off, end: rp.off + 1})
	}
	return out
}

// funcBefore is the function a top-level { begins the body of: the name
// before the parenthesised list that ends just before it; "" when the
// tokens do not end so (a struct, an initialiser, a K&R definition).
func funcBefore(toks []token) string {
	n := len(toks)
	if n == 0 || toks[n-1].text != ")" {
		return ""
	}
	d := 0
	for i := n - 1; i >= 0; i-- {
		switch toks[i].text {
		case ")":
			d++
		case "(":
			d--
		}
		if d == 0 {
			if i > 0 && toks[i-1].ident && !exprKeywords[toks[i-1].text] && toks[i-1].text != "__attribute__" {
				return toks[i-1].text
			}
			return ""
		}
	}
	return ""
}

// token is a C token as the site scanner needs it: its text (names and
// punctuators; other tokens are kept as one character), whether it is a
// name, and where it is.
type token struct {
	text           string
	ident          bool
	off, line, col int
}

// lexer splits C source into tokens, skipping blanks, comments and
// literals (a literal is a token of text "\"" or "'").
type lexer struct {
	src            []byte
	off, line, col int
}

func (l *lexer) advance(n int) {
	for ; n > 0 && l.off < len(l.src); n-- {
		if l.src[l.off] == '\n' {
			l.line, l.col = l.line+1, 1
		} else {
			l.col++
		}
		l.off++
	}
}

func (l *lexer) next() (token, bool) {
	for l.off < len(l.src) {
		rest := l.src[l.off:]
		c := rest[0]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == '\\':
			l.advance(1)
		case strings.HasPrefix(string(rest[:min(2, len(rest))]), "//"):
			for l.off < len(l.src) && l.src[l.off] != '\n' {
				l.advance(1)
			}
		case strings.HasPrefix(string(rest[:min(2, len(rest))]), "/*"):
			end := strings.Index(string(rest[2:]), "*/")
			if end < 0 {
				l.advance(len(rest))
			} else {
				l.advance(end + 4)
			}
		case c == '"' || c == '\'':
			t := token{text: string(c), off: l.off, line: l.line, col: l.col}
			l.advance(1)
			for l.off < len(l.src) && l.src[l.off] != c && l.src[l.off] != '\n' {
				if l.src[l.off] == '\\' {
					l.advance(1)
				}
				l.advance(1)
			}
			l.advance(1)
			return t, true
		case isIdentStart(c) || c >= '0' && c <= '9':
			t := token{off: l.off, line: l.line, col: l.col, ident: isIdentStart(c)}
			i := 0
			for i < len(rest) && (isIdentStart(rest[i]) || rest[i] >= '0' && rest[i] <= '9') {
				i++
			}
			t.text = string(rest[:i])
			l.advance(i)
			return t, true
		default:
			t := token{text: string(c), off: l.off, line: l.line, col: l.col}
			l.advance(1)
			return t, true
		}
	}
	return token{}, false
}

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// siteFunc is the harness's function that a rewritten call of the
// nondet function fn calls with the call's site number.
func siteFunc(fn string) string { return "horn_at" + fn }

// siteError is the harness's function a rewritten call of reach_error
// calls first, with the call's site number.
const siteError = "horn_at_error"

// rewrite is src with each site's call replaced: a nondet call by the
// harness's function of its site (siteFunc(f)(k), k = first+index),
// a call of reach_error by (siteError(k), reach_error()), and a line of
// declarations of the functions it calls put first (line numbers matter
// to nothing the compiled run reports).
func rewrite(src []byte, sites []Site, first int, decls string) []byte {
	var b strings.Builder
	b.WriteString(decls)
	last := 0
	for i, s := range sites {
		b.Write(src[last:s.off])
		call := string(src[s.off:s.end])
		nl := strings.Repeat("\n", strings.Count(call, "\n"))
		if s.Func == errorFunc {
			fmt.Fprintf(&b, "(%s(%d), %s())%s", siteError, first+i, errorFunc, nl)
		} else {
			fmt.Fprintf(&b, "%s(%d)%s", siteFunc(s.Func), first+i, nl)
		}
		last = s.end
	}
	b.Write(src[last:])
	return []byte(b.String())
}

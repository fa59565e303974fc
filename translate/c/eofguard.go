package c

import (
	"bytes"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// cc's parser does not return from some productions at the end of the
// file: in a pointer's qualifier list (int *const⟨EOF⟩), in an array
// declarator's (int a[const⟨EOF⟩), after a lone enum (enum⟨EOF⟩). It
// reports the end again and again, its list of errors growing until
// memory runs out. No valid translation unit ends inside a construct, so
// eofGuard refuses, before cc parses it, a file whose text does not end
// as a translation unit does: with every bracket closed and a last token
// ';' or '}' (ending a declaration or a function's body) that is not in a
// pointer's qualifier list. The file is checked as preprocessed (a macro
// can open a bracket or end in a '*').

// eofProblem is what eofScan found at the end of a text: the innermost
// bracket left open, a dangling '*', or a last token that ends no
// declaration, with its position in that text.
type eofProblem struct {
	what      string // "[", "(", "{", "*" or the last token; "" when the text ends as it should
	end       bool   // what is the last token, which is not ';' or '}'
	line, col int
}

// eofGuard refuses a file whose text does not end as a translation unit
// does. raw is the file as written, pp the same file preprocessed (nil
// when preprocessing failed; cc reports that itself). The file is refused
// when its preprocessed text ends badly; the position is that of the
// problem in the file as written when the raw text shows it, else the
// file's end.
func eofGuard(name string, raw, pp []byte) error {
	r := eofScan(raw)
	p := r
	if pp != nil {
		p = eofScan(pp)
	}
	if p.what == "" {
		return nil
	}
	const why = " (the C reader cannot recover from it)"
	var msg string
	line, col := r.line, r.col
	switch {
	case r.what == "":
		line, col = endOf(raw)
		msg = "after preprocessing, the file ends inside a declaration or a statement" + why
	case r.end:
		msg = fmt.Sprintf("the file ends with this '%s' inside a declaration or a statement", r.what) + why
	case r.what == "*":
		msg = "the file ends after this '*' with no operand or declarator" + why
	default:
		msg = fmt.Sprintf("the file ends inside this unclosed '%s'", r.what) + why
	}
	return smtlib2.ErrorList{{Pos: chc.Pos{File: name, Line: line, Col: col}, Msg: msg}}
}

// trailingBackslash refuses a file whose last line ends in a backslash
// (before its final newline, if any). C does not allow it (C11 5.1.1.2:
// a non-empty source file ends in a newline not preceded by a
// backslash), and cc's scanner does not return from a character
// constant or a string literal that such a backslash leaves open at the
// end of the file, so the file is refused before cc reads it.
func trailingBackslash(name string, src []byte) error {
	s := bytes.TrimSuffix(src, []byte("\n"))
	s = bytes.TrimSuffix(s, []byte("\r"))
	if !bytes.HasSuffix(s, []byte("\\")) {
		return nil
	}
	line, col := endOf(s[:len(s)-1])
	return smtlib2.ErrorList{{Pos: chc.Pos{File: name, Line: line, Col: col},
		Msg: "the file ends with this backslash, which C does not allow (C11 5.1.1.2; the C reader cannot recover from it)"}}
}

// endOf is the line and column just past a text's last byte.
func endOf(src []byte) (line, col int) {
	line, col = 1, 1
	for _, b := range src {
		if b == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// eofScan reads a C text's tokens coarsely (comments, literals and
// preprocessor lines skipped) and reports the innermost bracket still
// open at its end, else a '*' after which the text has nothing that can
// end a pointer's qualifier list: no identifier other than a type
// qualifier, no literal, none of ( ) [ ] , : + - ! ~ &. A valid
// translation unit has neither: its brackets are closed (a closer that
// does not match the innermost open bracket closes nothing), and a '*' is
// always followed by an operand, a declarator's name or a parenthesis.
func eofScan(src []byte) eofProblem {
	line, col := 1, 1
	star, open := eofProblem{}, false
	last := eofProblem{} // the last token, when it is not ';' or '}'
	token := func(what string) {
		last = eofProblem{what: what, line: line, col: col}
		if what == ";" || what == "}" {
			last = eofProblem{}
		}
	}
	var brackets []eofProblem
	advance := func(i int) {
		if src[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	bol := true // only blanks since the line's start
	for i := 0; i < len(src); {
		ch := src[i]
		switch {
		case ch == '\n':
			bol = true
			advance(i)
			i++
			continue
		case ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' || ch == '\v':
			advance(i)
			i++
			continue
		case bol && ch == '#': // a directive, with its continuations
			for i < len(src) && src[i] != '\n' {
				if src[i] == '\\' && i+1 < len(src) && src[i+1] == '\n' {
					advance(i)
					i++
				}
				advance(i)
				i++
			}
			continue
		}
		bol = false
		switch {
		case ch == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				advance(i)
				i++
			}
		case ch == '/' && i+1 < len(src) && src[i+1] == '*':
			advance(i)
			advance(i + 1)
			i += 2
			for i < len(src) && !(src[i] == '*' && i+1 < len(src) && src[i+1] == '/') {
				advance(i)
				i++
			}
			if i < len(src) {
				advance(i)
				advance(i + 1)
				i += 2
			}
		case ch == '"' || ch == '\'':
			open = false
			token(string(ch))
			advance(i)
			i++
			for i < len(src) && src[i] != ch && src[i] != '\n' {
				if src[i] == '\\' && i+1 < len(src) {
					advance(i)
					i++
				}
				advance(i)
				i++
			}
			if i < len(src) {
				advance(i)
				i++
			}
		case ch == '*':
			if i+1 < len(src) && src[i+1] == '=' {
				advance(i)
				i++
				break
			}
			star, open = eofProblem{what: "*", line: line, col: col}, true
			token("*")
			advance(i)
			i++
		case isIdentByte(ch):
			j := i
			for j < len(src) && isIdentByte(src[j]) {
				j++
			}
			if !typeQualifiers[string(src[i:j])] {
				open = false
			}
			token(string(src[i:j]))
			for ; i < j; i++ {
				advance(i)
			}
		default:
			token(string(ch))
			switch ch {
			case '(', '[', '{':
				brackets = append(brackets, eofProblem{what: string(ch), line: line, col: col})
			case ')', ']', '}': // a closer of another kind closes nothing
				if n := len(brackets); n > 0 && brackets[n-1].what == string(closes[ch]) {
					brackets = brackets[:n-1]
				}
			}
			switch ch {
			case '(', ')', '[', ']', ',', ':', '+', '-', '!', '~', '&':
				open = false
			}
			advance(i)
			i++
		}
	}
	switch {
	case len(brackets) > 0:
		return brackets[len(brackets)-1]
	case open:
		return star
	}
	last.end = true
	if last.what == "" {
		return eofProblem{}
	}
	return last
}

// closes maps a closing bracket to the one it closes.
var closes = map[byte]byte{')': '(', ']': '[', '}': '{'}

func isIdentByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// typeQualifiers are the words cc's parser keeps in a pointer's
// qualifier list.
var typeQualifiers = map[string]bool{
	"const": true, "volatile": true, "restrict": true, "_Atomic": true, "__restrict": true, "__restrict__": true,
	"__const": true, "__const__": true, "__volatile__": true, "__volatile": true, "_Nonnull": true, "_Nullable": true,
	"__attribute__": true, "__attribute": true,
}

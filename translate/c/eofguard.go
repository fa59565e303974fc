package c

import (
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// danglingStar finds a '*' after which the file has nothing that can end
// a pointer declarator's qualifier list: no identifier other than a type
// qualifier, no literal, none of ( ) [ ] , : + - ! ~ &. cc's parser does
// not return from that list at the end of the file (it reports the end
// again and again, and its list of errors grows without bound), so such
// a file is refused before it is parsed. A valid translation unit never
// has one: a '*' is always followed by an operand, a declarator's name,
// or a parenthesis. Comments, literals and preprocessor lines are
// skipped; the position is that of the last '*'.
func danglingStar(name string, src []byte) error {
	line, col := 1, 1
	starLine, starCol, open := 0, 0, false
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
			starLine, starCol, open = line, col, true
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
			for ; i < j; i++ {
				advance(i)
			}
		default:
			switch ch {
			case '(', ')', '[', ']', ',', ':', '+', '-', '!', '~', '&':
				open = false
			}
			advance(i)
			i++
		}
	}
	if open {
		return smtlib2.ErrorList{{Pos: chc.Pos{File: name, Line: starLine, Col: starCol},
			Msg: "the file ends after this '*' with no operand or declarator (the C reader cannot recover from it)"}}
	}
	return nil
}

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

package svwitness

import (
	"errors"
	"fmt"
	"os"

	"github.com/horn-chc/horn/chc"
	cfront "github.com/horn-chc/horn/translate/c"
)

// trivial is the content of a correctness witness when no loop
// invariant can be stated (a program without loops): the format wants
// one or more invariants, so it is the invariant 1 (true) as a
// location_invariant at the first statement or declaration of the entry
// function's body, which holds there as anywhere.
func trivial(iv *cfront.Invariants, entry string) ([]Content, error) {
	if entry == "" {
		entry = "main"
	}
	for _, f := range iv.Funcs {
		if f.Name != entry {
			continue
		}
		src, err := os.ReadFile(f.Pos.File)
		if err != nil {
			return nil, fmt.Errorf("witness: reading the entry function's body: %w", err)
		}
		at, ok := firstStatement(src, f.Pos)
		if !ok {
			return nil, fmt.Errorf("witness: %s: no statement in %s's body to state an invariant at", f.Pos, entry)
		}
		return []Content{{Invariant: &Invariant{Type: "location_invariant", Location: location(at, entry),
			Value: "1", Format: "c_expression"}}}, nil
	}
	return nil, errors.New("witness: no invariant to state, and no entry function " + entry + " to state the trivial one in")
}

// firstStatement is the position of the first token of the body of the
// function whose name is at fn: past the body's opening brace,
// whitespace, comments and preprocessor lines; false when the body is
// empty or not found.
func firstStatement(src []byte, fn chc.Pos) (chc.Pos, bool) {
	off := offset(src, fn)
	if off < 0 {
		return chc.Pos{}, false
	}
	s := scanner{src: src, off: off}
	for s.skip(); s.off < len(src) && src[s.off] != '{'; s.skip() {
		s.off++
	}
	if s.off >= len(src) {
		return chc.Pos{}, false
	}
	s.off++
	s.skip()
	if s.off >= len(src) || src[s.off] == '}' {
		return chc.Pos{}, false
	}
	return s.pos(fn.File), true
}

// offset is the byte offset of a 1-based line and column; -1 when there
// is none.
func offset(src []byte, p chc.Pos) int {
	line, off := 1, 0
	for line < p.Line {
		i := indexByte(src[off:], '\n')
		if i < 0 {
			return -1
		}
		off += i + 1
		line++
	}
	off += max(p.Col, 1) - 1
	if off > len(src) {
		return -1
	}
	return off
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

// scanner skips what is not a token.
type scanner struct {
	src []byte
	off int
}

// skip moves past whitespace, comments and preprocessor lines.
func (s *scanner) skip() {
	for s.off < len(s.src) {
		rest := s.src[s.off:]
		switch {
		case rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\n' || rest[0] == '\r' || rest[0] == '\f' || rest[0] == '\v':
			s.off++
		case len(rest) > 1 && rest[0] == '/' && rest[1] == '/',
			rest[0] == '#' && s.lineStart():
			s.toLineEnd()
		case len(rest) > 1 && rest[0] == '/' && rest[1] == '*':
			end := indexPair(rest[2:], '*', '/')
			if end < 0 {
				s.off = len(s.src)
				return
			}
			s.off += 2 + end + 2
		default:
			return
		}
	}
}

// lineStart says whether only blanks precede the offset on its line.
func (s *scanner) lineStart() bool {
	for i := s.off - 1; i >= 0 && s.src[i] != '\n'; i-- {
		if s.src[i] != ' ' && s.src[i] != '\t' {
			return false
		}
	}
	return true
}

// toLineEnd moves to the end of the line, past backslash continuations.
func (s *scanner) toLineEnd() {
	for s.off < len(s.src) && s.src[s.off] != '\n' {
		if s.src[s.off] == '\\' && s.off+1 < len(s.src) && s.src[s.off+1] == '\n' {
			s.off++
		}
		s.off++
	}
}

func indexPair(b []byte, c, d byte) int {
	for i := 0; i+1 < len(b); i++ {
		if b[i] == c && b[i+1] == d {
			return i
		}
	}
	return -1
}

// pos is the offset as a 1-based line and column.
func (s *scanner) pos(file string) chc.Pos {
	line, col := 1, 1
	for _, c := range s.src[:s.off] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return chc.Pos{File: file, Line: line, Col: col}
}

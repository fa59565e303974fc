package smtlib2

import "fmt"

// The reader turns source text into s-expressions, one top-level command at a
// time, without recursion. Nodes live in one arena per file and refer to each
// other by index; define-fun bodies keep their nodes for later expansion.
//
// A command can be as large as the input (one assert of a conjunction of
// every clause), so a node is kept small: 20 bytes, with an atom's text
// interned once in a table and the node holding its index. The arena grows in
// fixed-size chunks, so that it is never copied and never holds twice its
// size while growing.

type nodeKind uint8

const (
	nList    nodeKind = iota
	nSymbol           // simple or |quoted| symbol; text without bars
	nNumeral          // 123
	nDecimal          // 1.5
	nHexBin           // #x1F or #b101
	nString           // "..." with "" unescaped
	nKeyword          // :name
)

// maxDepth bounds the nesting of parentheses, so that deeply nested input
// cannot exhaust the stack of the recursive elaborator.
const maxDepth = 100000

type node struct {
	pos, end int32 // byte offsets of the first byte and one past the last
	kid, n   int32 // a list's children: kids[kid : kid+n]; an atom's text: texts[kid]
	kind     nodeKind
	quoted   bool // a |quoted| symbol
}

// chunkBits sets the size of the arena's chunks: 1<<chunkBits nodes.
const chunkBits = 14

type reader struct {
	src    []byte
	off    int
	at     *position
	chunks [][]node // the node arena; node i is chunks[i>>chunkBits][i&mask]
	count  int      // nodes in use
	texts  []string // atom texts, interned: each text once
	kids   []int32
	stack  []int32          // children of the open lists, innermost last
	open   []int            // for each open list: its '(' offset and its start in stack
	syms   map[string]int32 // index in texts of each atom text
}

func newReader(src []byte, at *position) *reader {
	r := &reader{src: src, at: at, syms: make(map[string]int32)}
	if len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		r.off = 3 // a UTF-8 byte order mark
	}
	return r
}

// release forgets the nodes read since mark (nodes, kids), which nothing
// refers to any more.
func (r *reader) release(nodes, kids int) {
	r.count, r.kids = nodes, r.kids[:kids]
}

// mark returns the sizes of the node arena and kids, for release.
func (r *reader) mark() (nodes, kids int) { return r.count, len(r.kids) }

// next reads the next top-level s-expression. It returns -1 at the end of the
// input, and an error for malformed text (after which reading stops).
func (r *reader) next() (int32, *Error) {
	r.stack, r.open = r.stack[:0], r.open[:0]
	for {
		if err := r.skipSpace(); err != nil {
			return -1, err
		}
		if r.off >= len(r.src) {
			if len(r.open) > 0 {
				return -1, r.at.errorAt(r.open[0], "missing ): this ( is not closed at the end of the input")
			}
			return -1, nil
		}
		done, idx, err := r.step()
		if err != nil {
			return -1, err
		}
		if done {
			return idx, nil
		}
	}
}

// step consumes one token; done reports that a top-level expression is complete.
func (r *reader) step() (done bool, idx int32, err *Error) {
	switch c := r.src[r.off]; c {
	case '(':
		if len(r.open)/2 >= maxDepth {
			return false, -1, r.at.errorAt(r.off, "nesting deeper than %d levels is not supported", maxDepth)
		}
		r.open = append(r.open, r.off, len(r.stack))
		r.off++
		return false, -1, nil
	case ')':
		if len(r.open) == 0 {
			return false, -1, r.at.errorAt(r.off, "unexpected )")
		}
		r.off++
		idx = r.closeList()
	default:
		if idx, err = r.atom(); err != nil {
			return false, -1, err
		}
	}
	if len(r.open) == 0 {
		return true, idx, nil
	}
	r.stack = append(r.stack, idx)
	return false, -1, nil
}

func (r *reader) closeList() int32 {
	pos, start := r.open[len(r.open)-2], r.open[len(r.open)-1]
	r.open = r.open[:len(r.open)-2]
	kid := int32(len(r.kids))
	r.kids = append(r.kids, r.stack[start:]...)
	r.stack = r.stack[:start]
	return r.add(node{kind: nList, pos: int32(pos), end: int32(r.off), kid: kid, n: int32(len(r.kids)) - kid})
}

func (r *reader) add(n node) int32 {
	c := r.count >> chunkBits
	if c == len(r.chunks) {
		r.chunks = append(r.chunks, make([]node, 1<<chunkBits))
	}
	r.chunks[c][r.count&(1<<chunkBits-1)] = n
	r.count++
	return int32(r.count - 1)
}

func (r *reader) skipSpace() *Error {
	for r.off < len(r.src) {
		switch r.src[r.off] {
		case ' ', '\t', '\r', '\n', '\f', '\v':
			r.off++
		case ';':
			for r.off < len(r.src) && r.src[r.off] != '\n' {
				r.off++
			}
		default:
			return nil
		}
	}
	return nil
}

func isSymbolChar(c byte) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		return true
	}
	switch c {
	case '~', '!', '@', '$', '%', '^', '&', '*', '_', '-', '+', '=', '<', '>', '.', '?', '/':
		return true
	}
	return false
}

func (r *reader) span(start int, ok func(byte) bool) int {
	i := start
	for i < len(r.src) && ok(r.src[i]) {
		i++
	}
	return i
}

// intern returns the index in texts of the text b, adding it when new.
func (r *reader) intern(b []byte) int32 {
	if k, ok := r.syms[string(b)]; ok {
		return k
	}
	s := string(b)
	k := int32(len(r.texts))
	r.texts = append(r.texts, s)
	r.syms[s] = k
	return k
}

// atom reads one token that is not a parenthesis.
func (r *reader) atom() (int32, *Error) {
	start := r.off
	c := r.src[start]
	switch {
	case c == '|':
		return r.quotedSymbol()
	case c == '"':
		return r.stringLit()
	case c == ':':
		end := r.span(start+1, isSymbolChar)
		return r.token(nKeyword, start, end, start), nil
	case c == '#':
		return r.hexBin()
	case c >= '0' && c <= '9':
		return r.number()
	case isSymbolChar(c):
		end := r.span(start, isSymbolChar)
		return r.token(nSymbol, start, end, start), nil
	}
	return -1, r.at.errorAt(start, "unexpected character %q", rune(c))
}

// token adds a node for src[from:end] with text src[textFrom:end].
func (r *reader) token(k nodeKind, from, end, textFrom int) int32 {
	r.off = end
	return r.add(node{kind: k, pos: int32(from), end: int32(end), kid: r.intern(r.src[textFrom:end])})
}

func (r *reader) quotedSymbol() (int32, *Error) {
	start := r.off
	for i := start + 1; i < len(r.src); i++ {
		switch r.src[i] {
		case '|':
			idx := r.add(node{kind: nSymbol, quoted: true, pos: int32(start), end: int32(i + 1), kid: r.intern(r.src[start+1 : i])})
			r.off = i + 1
			return idx, nil
		case '\\':
			return -1, r.at.errorAt(i, "backslash in a quoted symbol is not allowed")
		}
	}
	return -1, r.at.errorAt(start, "quoted symbol is not terminated")
}

func (r *reader) stringLit() (int32, *Error) {
	start := r.off
	var text []byte
	for i := start + 1; i < len(r.src); i++ {
		if r.src[i] != '"' {
			text = append(text, r.src[i])
			continue
		}
		if i+1 < len(r.src) && r.src[i+1] == '"' {
			text = append(text, '"')
			i++
			continue
		}
		r.off = i + 1
		return r.add(node{kind: nString, pos: int32(start), end: int32(i + 1), kid: r.intern(text)}), nil
	}
	return -1, r.at.errorAt(start, "string literal is not terminated")
}

func (r *reader) hexBin() (int32, *Error) {
	start := r.off
	if start+1 < len(r.src) && (r.src[start+1] == 'x' || r.src[start+1] == 'b') {
		end := r.span(start+2, isSymbolChar)
		if end > start+2 {
			return r.token(nHexBin, start, end, start), nil
		}
	}
	return -1, r.at.errorAt(start, "malformed literal starting with #")
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (r *reader) number() (int32, *Error) {
	start := r.off
	end := r.span(start, isDigit)
	kind := nNumeral
	if end+1 < len(r.src) && r.src[end] == '.' && isDigit(r.src[end+1]) {
		end = r.span(end+1, isDigit)
		kind = nDecimal
	}
	if end < len(r.src) && isSymbolChar(r.src[end]) {
		bad := r.span(start, isSymbolChar)
		return -1, r.at.errorAt(start, "malformed numeral %s", r.src[start:bad])
	}
	return r.token(kind, start, end, start), nil
}

// Accessors.

func (r *reader) node(i int32) *node { return &r.chunks[i>>chunkBits][i&(1<<chunkBits-1)] }

func (r *reader) kid(i int32, k int) int32 { return r.kids[r.node(i).kid+int32(k)] }

func (r *reader) nkids(i int32) int { return int(r.node(i).n) }

func (r *reader) kidList(i int32) []int32 {
	n := r.node(i)
	return r.kids[n.kid : n.kid+n.n]
}

// str returns the text of atom n; "" for a list.
func (r *reader) str(n *node) string {
	if n.kind == nList {
		return ""
	}
	return r.texts[n.kid]
}

// text returns the text of node i; "" for a list.
func (r *reader) text(i int32) string { return r.str(r.node(i)) }

// isSym reports whether node i is the symbol name.
func (r *reader) isSym(i int32, name string) bool {
	n := r.node(i)
	return n.kind == nSymbol && r.str(n) == name
}

// snippet returns the source text of node i on one line, shortened.
func (r *reader) snippet(i int32) string {
	n := r.node(i)
	const limit = 60
	out := make([]byte, 0, limit+3)
	space, quoted := false, false
	for _, c := range r.src[n.pos:n.end] {
		if c == '|' {
			quoted = !quoted
		}
		if !quoted && (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
			space = true
			continue
		}
		if space && len(out) > 0 && out[len(out)-1] != '(' && c != ')' {
			out = append(out, ' ')
		}
		space = false
		out = append(out, c)
		if len(out) >= limit {
			return string(out) + "..."
		}
	}
	return string(out)
}

func (k nodeKind) String() string {
	switch k {
	case nList:
		return "list"
	case nSymbol:
		return "symbol"
	case nNumeral:
		return "numeral"
	case nDecimal:
		return "decimal"
	case nHexBin:
		return "bit-vector literal"
	case nString:
		return "string literal"
	case nKeyword:
		return "keyword"
	}
	return fmt.Sprintf("nodeKind(%d)", k)
}

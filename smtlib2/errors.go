package smtlib2

import (
	"fmt"
	"sort"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// maxErrors is the number of errors after which a reader stops.
const maxErrors = 10

// Error is one input error at a source position.
type Error struct {
	Pos chc.Pos
	Msg string // lower case, naming the offending construct
}

// Error returns "file:line:col: message".
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// ErrorList is a list of input errors sorted by position; as an error it
// prints one error per line. The readers return an ErrorList (never empty) when
// the input is not accepted.
type ErrorList []*Error

// Error returns the errors, one per line.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Err returns l as an error, or nil when l is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

func (l ErrorList) sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// bailout is the private panic value that unwinds the reader to the command
// being processed; any other panic is re-raised.
type bailout struct{}

// position maps byte offsets to line and column numbers.
type position struct{ *chc.Lines }

func newPosition(file string, src []byte) *position {
	return &position{chc.NewLines(file, src)}
}

// pos returns the 1-based line and byte column of offset off.
func (p *position) pos(off int) chc.Pos { return p.Pos(off) }

func (p *position) errorAt(off int, format string, args ...any) *Error {
	return &Error{Pos: p.pos(off), Msg: fmt.Sprintf(format, args...)}
}

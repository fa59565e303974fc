package boogie

import (
	"fmt"
	"io"
	"strings"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// WriteSMT writes the clauses in the CHC-COMP format, each assert preceded
// by a comment naming the Boogie location and construct it comes from.
func (tr *Translation) WriteSMT(w io.Writer) error {
	err := smtlib2.WriteSystemComments(w, tr.System, func(c *chc.Clause) string {
		return fmt.Sprintf("%s: %s", c.Pos, tr.enc.describe(tr.enc.meta[c]))
	})
	if err != nil {
		return fmt.Errorf("printing the clauses of %s: %w", tr.Program.File, err)
	}
	return nil
}

// describe says in words what a clause encodes.
func (e *encoder) describe(m *clauseMeta) string {
	if m == nil {
		return "?"
	}
	p := m.fr.proc.Name
	switch m.kind {
	case ckEntry:
		return "the program starts in " + p
	case ckContext:
		return p + " calls " + m.callee.proc.Name
	case ckExit:
		return p + " returns (from " + e.nodeName(m.r.root.n) + ")"
	case ckQuery:
		return fmt.Sprintf("%s %s fails in %s", m.chk.kind, oneLine(ExprString(m.chk.expr)), p)
	}
	if m.callee != nil {
		return p + " returns from " + m.callee.proc.Name
	}
	return fmt.Sprintf("%s: %s to %s", p, e.nodeName(m.r.root.n), e.nodeName(m.t.n))
}

// nodeName names a cut point for comments.
func (e *encoder) nodeName(n *node) string {
	pos := e.prog.Pos(n.off)
	switch n.kind {
	case nStart:
		return "the start"
	case nHead:
		return fmt.Sprintf("the loop head at line %d", pos.Line)
	case nCall:
		return fmt.Sprintf("the call at line %d", pos.Line)
	}
	return fmt.Sprintf("line %d", pos.Line)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

package boogie

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"

	"horn/smtlib2"
)

// WriteSMT writes the clauses in the CHC-COMP format, each assert preceded
// by a comment naming the Boogie location and construct it comes from.
func (tr *Translation) WriteSMT(w io.Writer) error {
	var buf bytes.Buffer
	if err := smtlib2.WriteSystem(&buf, tr.System); err != nil {
		return fmt.Errorf("printing the clauses of %s: %w", tr.Program.File, err)
	}
	// The printer starts every clause with a line "(assert", in the order
	// of System.Clauses; nothing else starts a line with it.
	bw := bufio.NewWriter(w)
	sc := bufio.NewScanner(&buf)
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	i := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "(assert" && i < len(tr.System.Clauses) {
			c := tr.System.Clauses[i]
			fmt.Fprintf(bw, "; %s: %s\n", c.Pos, tr.enc.describe(tr.enc.meta[c]))
			i++
		}
		bw.WriteString(line)
		bw.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return bw.Flush()
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

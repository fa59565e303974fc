package rts

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// WriteText writes r in the canonical text format: the store, the heap
// (left out when r.Heap is the zero value), the vertices, root, error and
// edges, one declaration per line. Parse(WriteText(r)) equals r up to
// positions.
func (r *RTS) WriteText(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "(rts %s", r.Name)
	if len(r.Store) > 0 {
		b.WriteString("\n  (store")
		for _, v := range r.Store {
			fmt.Fprintf(b, " (%s %s)", v.Name, v.Sort)
		}
		b.WriteString(")")
	}
	if h := r.Heap; h.Bound != 0 || h.Null != 0 || h.First != 0 {
		fmt.Fprintf(b, "\n  (heap :bound %d :null %s :first %d)", h.Bound, Num(h.Null), h.First)
	}
	for _, v := range r.Vertices {
		fmt.Fprintf(b, "\n  (vertex %d", v.ID)
		if v.State != nil {
			fmt.Fprintf(b, " :state %s", v.State)
		}
		if v.Label != "" {
			fmt.Fprintf(b, " :label %s", quote(v.Label))
		}
		b.WriteString(")")
	}
	fmt.Fprintf(b, "\n  (root %d)\n  (error %d)", r.Root, r.Error)
	for _, e := range r.Edges {
		fmt.Fprintf(b, "\n  (edge %d %d %s)", e.From, e.To, e.Op.String())
	}
	b.WriteString(")\n")
	return b.Flush()
}

// String returns the operation as written in the text format.
func (op Op) String() string {
	var b strings.Builder
	b.WriteString("(" + op.Kind.String())
	switch op.Kind {
	case OpHavoc:
		for _, v := range op.Vars {
			b.WriteString(" " + v)
		}
	case OpSeq:
		for _, s := range op.Seq {
			b.WriteString(" " + s.String())
		}
	}
	if op.Var != "" {
		b.WriteString(" " + op.Var)
	}
	for _, a := range op.Args {
		b.WriteString(" " + a.String())
	}
	if op.Fail {
		b.WriteString(" :fail")
	}
	b.WriteString(")")
	return b.String()
}

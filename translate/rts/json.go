package rts

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// The JSON form (package documentation, "JSON form").
type jsonRTS struct {
	Name     string       `json:"rts"`
	Store    []jsonVar    `json:"store,omitempty"`
	Heap     *jsonHeap    `json:"heap,omitempty"`
	Vertices []jsonVertex `json:"vertices"`
	Root     int          `json:"root"`
	Error    int          `json:"error"`
	Edges    []jsonEdge   `json:"edges"`
}

type jsonVar struct {
	Name string `json:"name"`
	Sort string `json:"sort"`
}

type jsonHeap struct {
	Bound int `json:"bound"`
	Null  int `json:"null"`
	First int `json:"first"`
}

type jsonVertex struct {
	ID    int    `json:"id"`
	State string `json:"state,omitempty"`
	Label string `json:"label,omitempty"`
}

type jsonOp struct {
	Op   string   `json:"op"`
	Args []string `json:"args,omitempty"`
	Fail bool     `json:"fail,omitempty"`
	Seq  []jsonOp `json:"seq,omitempty"`
}

type jsonEdge struct {
	From int `json:"from"`
	To   int `json:"to"`
	jsonOp
}

// WriteJSON writes r in the JSON form, indented, formulas as SMT-LIB strings.
func (r *RTS) WriteJSON(w io.Writer) error {
	j := jsonRTS{Name: r.Name, Root: r.Root, Error: r.Error,
		Vertices: []jsonVertex{}, Edges: []jsonEdge{}}
	for _, v := range r.Store {
		j.Store = append(j.Store, jsonVar{v.Name, v.Sort.String()})
	}
	if h := r.Heap; h.Bound != 0 || h.Null != 0 || h.First != 0 {
		j.Heap = &jsonHeap{h.Bound, h.Null, h.First}
	}
	for _, v := range r.Vertices {
		jv := jsonVertex{ID: v.ID, Label: v.Label}
		if v.State != nil {
			jv.State = v.State.String()
		}
		j.Vertices = append(j.Vertices, jv)
	}
	for _, e := range r.Edges {
		j.Edges = append(j.Edges, jsonEdge{From: e.From, To: e.To, jsonOp: opJSON(e.Op)})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(j)
}

func opJSON(op Op) jsonOp {
	j := jsonOp{Op: op.Kind.String(), Fail: op.Fail}
	if op.Var != "" {
		j.Args = append(j.Args, op.Var)
	}
	j.Args = append(j.Args, op.Vars...)
	for _, a := range op.Args {
		j.Args = append(j.Args, a.String())
	}
	for _, s := range op.Seq {
		j.Seq = append(j.Seq, opJSON(s))
	}
	return j
}

// ParseJSON reads an RTS in the JSON form and checks it with Check. Syntax
// errors carry the line and column in src; an error in a formula string
// reads "name#edges[3].args[1]:1:col: message".
func ParseJSON(name string, src []byte) (*RTS, error) {
	var j jsonRTS
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return nil, jsonError(name, src, err)
	}
	if dec.More() {
		return nil, jsonError(name, src, fmt.Errorf("unexpected data after the object at offset %d", dec.InputOffset()))
	}
	c := &jsonReader{name: name}
	r := c.rts(&j)
	if len(c.errs) > 0 {
		return nil, c.errs
	}
	if err := r.Check(); err != nil {
		return nil, err
	}
	return r, nil
}

// jsonError positions a decoding error.
func jsonError(name string, src []byte, err error) error {
	off := int64(-1)
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
		err = fmt.Errorf("%s: expected %s, found %s", te.Field, te.Type, te.Value)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		off = int64(len(src))
	}
	p := chc.Pos{File: name}
	if off >= 0 {
		p = newReader(name, src).pos(int(off))
	}
	return smtlib2.ErrorList{{Pos: p, Msg: "json: " + err.Error()}}
}

type jsonReader struct {
	name string
	errs smtlib2.ErrorList
}

func (c *jsonReader) errorf(path string, format string, args ...any) {
	if len(c.errs) < maxErrors {
		c.errs = append(c.errs, &smtlib2.Error{Pos: chc.Pos{File: c.name + "#" + path}, Msg: fmt.Sprintf(format, args...)})
	}
}

// expr parses a formula string found at path.
func (c *jsonReader) expr(path, s string) *Expr {
	e, err := parseExprNamed(c.name+"#"+path, s)
	if err != nil {
		var l smtlib2.ErrorList
		if errors.As(err, &l) {
			c.errs = append(c.errs, l...)
		}
		return nil
	}
	return e
}

func (c *jsonReader) rts(j *jsonRTS) *RTS {
	// Pos names the file (no line): Check's errors then start with it.
	r := &RTS{Name: j.Name, Root: j.Root, Error: j.Error, Pos: chc.Pos{File: c.name}}
	for i, v := range j.Store {
		var s chc.Sort
		switch v.Sort {
		case "Int":
			s = chc.IntSort
		case "Bool":
			s = chc.BoolSort
		default:
			c.errorf(fmt.Sprintf("store[%d]", i), "store variable %s: unsupported sort %q (want Int or Bool)", v.Name, v.Sort)
		}
		r.Store = append(r.Store, Var{Name: v.Name, Sort: s})
	}
	if j.Heap != nil {
		r.Heap = Heap{Bound: j.Heap.Bound, Null: j.Heap.Null, First: j.Heap.First}
	}
	for i, v := range j.Vertices {
		vx := Vertex{ID: v.ID, Label: v.Label}
		if v.State != "" {
			vx.State = c.expr(fmt.Sprintf("vertices[%d].state", i), v.State)
		}
		r.Vertices = append(r.Vertices, vx)
	}
	for i, e := range j.Edges {
		op := c.op(fmt.Sprintf("edges[%d]", i), e.jsonOp)
		r.Edges = append(r.Edges, Edge{From: e.From, To: e.To, Op: op})
	}
	return r
}

func (c *jsonReader) op(path string, j jsonOp) Op {
	kind, ok := opKinds[j.Op]
	if !ok {
		c.errorf(path, "unknown operation %q", j.Op)
		return Op{}
	}
	op := Op{Kind: kind, Fail: j.Fail}
	switch kind {
	case OpHavoc:
		op.Vars = j.Args
		return op
	case OpSeq:
		for i, s := range j.Seq {
			op.Seq = append(op.Seq, c.op(fmt.Sprintf("%s.seq[%d]", path, i), s))
		}
		return op
	}
	args := j.Args
	if opArity[kind].hasVar {
		if len(args) == 0 {
			c.errorf(path, "%s: missing the variable", j.Op)
			return op
		}
		op.Var, args = args[0], args[1:]
	}
	if len(args) != opArity[kind].terms {
		c.errorf(path, "%s: expected %d term(s), found %d", j.Op, opArity[kind].terms, len(args))
		return op
	}
	for i, a := range args {
		if e := c.expr(fmt.Sprintf("%s.args[%d]", path, i+len(j.Args)-len(args)), a); e != nil {
			op.Args = append(op.Args, e)
		}
	}
	return op
}

package rts

import (
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// Parse reads an RTS in the text format (see the package documentation) and
// checks it with Check. Errors read "name:line:col: message"; it never panics.
func Parse(name string, src []byte) (*RTS, error) {
	r := newReader(name, src)
	var sys *RTS
	r.guard(func() {
		top := r.expr()
		if t := r.peek(); t.kind != tokEOF {
			r.fail(t.off, "unexpected %s after the rts form", t.describe())
		}
		sys = r.rts(top)
	})
	if err := r.errs.Err(); err != nil {
		return nil, err
	}
	if err := sys.Check(); err != nil {
		return nil, err
	}
	return sys, nil
}

// rts interprets the top-level form.
func (r *reader) rts(e *Expr) *RTS {
	if !e.isList("rts") {
		r.errorf(e.Pos, "expected (rts NAME decl...)")
		panic(bailout{})
	}
	if len(e.List) < 2 || e.List[1].List != nil || !isName(e.List[1].Atom) {
		r.errorf(e.Pos, "expected the rts's name after rts")
		panic(bailout{})
	}
	sys := &RTS{Name: e.List[1].Atom, Pos: e.Pos, Root: -1, Error: -1}
	for _, d := range e.List[2:] {
		r.decl(sys, d)
	}
	if sys.Root < 0 {
		r.errorf(e.Pos, "missing (root V)")
	}
	if sys.Error < 0 {
		r.errorf(e.Pos, "missing (error V)")
	}
	return sys
}

func (r *reader) decl(sys *RTS, d *Expr) {
	switch d.head() {
	case "store":
		r.storeDecl(sys, d)
	case "heap":
		r.heapDecl(sys, d)
	case "vertex":
		r.vertexDecl(sys, d)
	case "root", "error":
		r.rootDecl(sys, d)
	case "edge":
		if len(d.List) != 4 {
			r.errorf(d.Pos, "expected (edge FROM TO OP)")
			return
		}
		from, ok1 := r.vertexID(d.List[1])
		to, ok2 := r.vertexID(d.List[2])
		op, ok3 := r.op(d.List[3])
		if ok1 && ok2 && ok3 {
			sys.Edges = append(sys.Edges, Edge{From: from, To: to, Op: op, Pos: d.Pos})
		}
	case "":
		r.errorf(d.Pos, "expected a declaration, found %s", d)
	default:
		r.errorf(d.Pos, "unknown declaration %s", d.head())
	}
}

func (r *reader) storeDecl(sys *RTS, d *Expr) {
	for _, v := range d.List[1:] {
		if len(v.List) != 2 || v.List[0].List != nil || v.List[1].List != nil {
			r.errorf(v.Pos, "expected (NAME SORT) in store, found %s", v)
			continue
		}
		var s chc.Sort
		switch v.List[1].Atom {
		case "Int":
			s = chc.IntSort
		case "Bool":
			s = chc.BoolSort
		default:
			r.errorf(v.List[1].Pos, "store variable %s: unsupported sort %s (want Int or Bool)", v.List[0].Atom, v.List[1].Atom)
			continue
		}
		sys.Store = append(sys.Store, Var{Name: v.List[0].Atom, Sort: s, Pos: v.Pos})
	}
}

func (r *reader) heapDecl(sys *RTS, d *Expr) {
	if sys.Heap.Pos.Line > 0 {
		r.errorf(d.Pos, "second heap declaration (the first is at %s)", sys.Heap.Pos)
		return
	}
	h := DefaultHeap
	h.Pos = d.Pos
	args := d.List[1:]
	for i := 0; i < len(args); i += 2 {
		k := args[i]
		if i+1 >= len(args) {
			r.errorf(k.Pos, "heap option %s needs a value", k)
			return
		}
		n, ok := intValue(args[i+1])
		if !ok {
			r.errorf(args[i+1].Pos, "heap option %s: expected an integer, found %s", k, args[i+1])
			return
		}
		switch k.Atom {
		case ":bound":
			h.Bound = n
		case ":null":
			h.Null = n
		case ":first":
			h.First = n
		default:
			r.errorf(k.Pos, "unknown heap option %s (want :bound, :null or :first)", k)
			return
		}
	}
	sys.Heap = h
}

func (r *reader) vertexDecl(sys *RTS, d *Expr) {
	if len(d.List) < 2 {
		r.errorf(d.Pos, "expected (vertex ID [:state FORMULA] [:label STRING])")
		return
	}
	id, ok := r.vertexID(d.List[1])
	if !ok {
		return
	}
	v := Vertex{ID: id, Pos: d.Pos}
	args := d.List[2:]
	for i := 0; i < len(args); i += 2 {
		k := args[i]
		if i+1 >= len(args) {
			r.errorf(k.Pos, "vertex option %s needs a value", k)
			return
		}
		switch k.Atom {
		case ":state":
			v.State = args[i+1]
		case ":label":
			s, ok := unquote(args[i+1].Atom)
			if !ok || args[i+1].List != nil {
				r.errorf(args[i+1].Pos, "vertex label: expected a string, found %s", args[i+1])
				return
			}
			v.Label = s
		default:
			r.errorf(k.Pos, "unknown vertex option %s (want :state or :label)", k)
			return
		}
	}
	sys.Vertices = append(sys.Vertices, v)
}

func (r *reader) rootDecl(sys *RTS, d *Expr) {
	which := d.head()
	if len(d.List) != 2 {
		r.errorf(d.Pos, "expected (%s ID)", which)
		return
	}
	id, ok := r.vertexID(d.List[1])
	if !ok {
		return
	}
	dst := &sys.Root
	if which == "error" {
		dst = &sys.Error
	}
	if *dst >= 0 {
		r.errorf(d.Pos, "second %s declaration", which)
		return
	}
	*dst = id
}

// vertexID reads a vertex id: a numeral.
func (r *reader) vertexID(e *Expr) (int, bool) {
	if e.List == nil && isNumeral(e.Atom) {
		if i, err := strconv.Atoi(e.Atom); err == nil {
			return i, true
		}
	}
	r.errorf(e.Pos, "expected a vertex id (a numeral), found %s", e)
	return 0, false
}

// op reads an operation.
func (r *reader) op(e *Expr) (Op, bool) {
	op := Op{Pos: e.Pos}
	kind, ok := opKinds[e.head()]
	if !ok {
		if e.head() == "" {
			r.errorf(e.Pos, "expected an operation, found %s", e)
		} else {
			r.errorf(e.Pos, "unknown operation %s", e.head())
		}
		return op, false
	}
	op.Kind = kind
	args := e.List[1:]
	if n := len(args); n > 0 && args[n-1].Atom == ":fail" {
		if kind != OpFree && kind != OpLoad && kind != OpStore {
			r.errorf(args[n-1].Pos, ":fail is only for free, load and store")
			return op, false
		}
		op.Fail, args = true, args[:n-1]
	}
	return op, r.opArgs(&op, e, args)
}

var opKinds = map[string]OpKind{
	"assume": OpAssume, "assign": OpAssign, "havoc": OpHavoc, "alloc": OpAlloc,
	"alloc-null": OpAllocNull, "free": OpFree, "load": OpLoad, "store": OpStore,
	"seq": OpSeq, "rel": OpRel,
}

// opArity gives, per kind, whether the first argument is a variable and
// how many term arguments follow it.
var opArity = map[OpKind]struct {
	hasVar bool
	terms  int
}{
	OpAssume: {false, 1}, OpAssign: {true, 1}, OpAlloc: {true, 1}, OpAllocNull: {true, 0},
	OpFree: {false, 1}, OpLoad: {true, 1}, OpStore: {false, 2}, OpRel: {false, 1},
}

func (r *reader) opArgs(op *Op, e *Expr, args []*Expr) bool {
	switch op.Kind {
	case OpHavoc:
		if len(args) == 0 {
			r.errorf(e.Pos, "havoc needs at least one variable")
			return false
		}
		for _, a := range args {
			if a.List != nil {
				r.errorf(a.Pos, "havoc: expected a variable, found %s", a)
				return false
			}
			op.Vars = append(op.Vars, a.Atom)
		}
		return true
	case OpSeq:
		if len(args) == 0 {
			r.errorf(e.Pos, "seq needs at least one operation")
			return false
		}
		for _, a := range args {
			sub, ok := r.op(a)
			if !ok {
				return false
			}
			op.Seq = append(op.Seq, sub)
		}
		return true
	}
	ar := opArity[op.Kind]
	want := ar.terms
	if ar.hasVar {
		want++
	}
	if len(args) != want {
		r.errorf(e.Pos, "%s: expected %d arguments, found %d", e.head(), want, len(args))
		return false
	}
	if ar.hasVar {
		if args[0].List != nil {
			r.errorf(args[0].Pos, "%s: expected a variable, found %s", e.head(), args[0])
			return false
		}
		op.Var, args = args[0].Atom, args[1:]
	}
	if len(args) > 0 {
		op.Args = args
	}
	return true
}

// opNames is the inverse of opKinds.
var opNames = func() map[OpKind]string {
	m := map[OpKind]string{}
	for n, k := range opKinds {
		m[k] = n
	}
	return m
}()

// String returns the operation's name as written in the text format.
func (k OpKind) String() string {
	if n, ok := opNames[k]; ok {
		return n
	}
	return "op(" + strconv.Itoa(int(k)) + ")"
}

// isName reports whether s is a plain symbol usable as a name.
func isName(s string) bool {
	if s == "" || isNumeral(s) || s[0] == ':' || s[0] == '"' || (s[0] >= '0' && s[0] <= '9') {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isSymbolByte(s[i]) {
			return false
		}
	}
	return true
}

package rts

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// reservedNames may not name store variables.
var reservedNames = map[string]bool{
	"f": true, "true": true, "false": true, "alloc?": true, "size": true, "val": true,
}

// Check verifies that r is well formed: the name is a symbol; vertex ids are
// unique and non-negative, labels UTF-8, and the root,
// the error vertex and every edge's ends are declared; store variables are
// unique, of sort Int or Bool, and none is named f, true, false or a heap
// function, nor contains ' or '.'; formulas are well sorted over declared
// variables (Bool where a formula is expected, Int for addresses, sizes and
// stored values, the variable's sort for assign); heap functions take one
// Int address; primed forms occur only in rel. Errors are positioned where
// the RTS came from a file, and name the edge otherwise.
func (r *RTS) Check() error {
	c := &checker{r: r, vars: map[string]chc.Sort{}, f: chc.NewFactory()}
	if !isName(r.Name) {
		c.errorf(r.Pos, "bad rts name %q (want a symbol)", r.Name)
	}
	c.store()
	c.heap()
	c.vertices()
	for i := range r.Edges {
		c.edge(&r.Edges[i])
	}
	if len(c.errs) == 0 {
		return nil
	}
	sort.SliceStable(c.errs, func(i, j int) bool {
		a, b := c.errs[i].Pos, c.errs[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return c.errs
}

type checker struct {
	r    *RTS
	vars map[string]chc.Sort
	ids  map[int]bool
	f    *chc.Factory
	errs smtlib2.ErrorList
	ctx  string // what is being checked, for errors without a position
}

func (c *checker) errorf(p chc.Pos, format string, args ...any) {
	if len(c.errs) >= maxErrors {
		return
	}
	msg := fmt.Sprintf(format, args...)
	if p.Line == 0 {
		p = chc.Pos{File: c.r.name()}
		if c.ctx != "" {
			msg = c.ctx + ": " + msg
		}
	}
	c.errs = append(c.errs, &smtlib2.Error{Pos: p, Msg: msg})
}

func (r *RTS) name() string {
	if r.Pos.File != "" {
		return r.Pos.File
	}
	if r.Name != "" {
		return r.Name
	}
	return "rts"
}

func (c *checker) store() {
	c.ctx = "store"
	for _, v := range c.r.Store {
		switch {
		case !isName(v.Name) || strings.ContainsAny(v.Name, "'."):
			c.errorf(v.Pos, "bad store variable name %q (a symbol without ' or .)", v.Name)
		case reservedNames[v.Name]:
			c.errorf(v.Pos, "store variable %s: the name is reserved", v.Name)
		case c.vars[v.Name].IsValid():
			c.errorf(v.Pos, "store variable %s declared twice", v.Name)
		case v.Sort != chc.IntSort && v.Sort != chc.BoolSort:
			c.errorf(v.Pos, "store variable %s: unsupported sort %s (want Int or Bool)", v.Name, v.Sort)
		default:
			c.vars[v.Name] = v.Sort
		}
	}
}

func (c *checker) heap() {
	c.ctx = "heap"
	h := c.r.Heap
	if h.Bound < 0 {
		c.errorf(h.Pos, "negative heap bound %d", h.Bound)
	}
	if h.First < 0 {
		c.errorf(h.Pos, "negative first address %d", h.First)
	}
}

func (c *checker) vertices() {
	c.ids = map[int]bool{}
	for _, v := range c.r.Vertices {
		c.ctx = fmt.Sprintf("vertex %d", v.ID)
		switch {
		case c.ids[v.ID]:
			c.errorf(v.Pos, "vertex %d declared twice", v.ID)
		case v.ID < 0:
			c.errorf(v.Pos, "negative vertex id %d", v.ID)
		case !utf8.ValidString(v.Label):
			c.errorf(v.Pos, "vertex label is not UTF-8")
		}
		c.ids[v.ID] = true
	}
	for _, v := range c.r.Vertices {
		c.ctx = fmt.Sprintf("vertex %d", v.ID)
		c.formula(v.State, v.Pos, false)
	}
	c.ctx = ""
	if !c.ids[c.r.Root] {
		c.errorf(c.r.Pos, "undeclared root vertex %d", c.r.Root)
	}
	if !c.ids[c.r.Error] {
		c.errorf(c.r.Pos, "undeclared error vertex %d", c.r.Error)
	}
}

func (c *checker) edge(e *Edge) {
	c.ctx = fmt.Sprintf("edge %d → %d", e.From, e.To)
	for _, v := range []int{e.From, e.To} {
		if !c.ids[v] {
			c.errorf(e.Pos, "undeclared vertex %d", v)
		}
	}
	c.op(&e.Op, e.Pos)
}

func (c *checker) op(op *Op, at chc.Pos) {
	if op.Pos.Line > 0 {
		at = op.Pos
	}
	if op.Fail && op.Kind != OpFree && op.Kind != OpLoad && op.Kind != OpStore {
		c.errorf(at, "%s cannot fail (:fail is for free, load and store)", op.Kind)
	}
	if want, ok := opArity[op.Kind]; ok && len(op.Args) != want.terms {
		c.errorf(at, "%s takes %d term(s), found %d", op.Kind, want.terms, len(op.Args))
		return
	}
	switch op.Kind {
	case OpAssume:
		c.formula(op.Args[0], at, false)
	case OpRel:
		c.formula(op.Args[0], at, true)
	case OpAssign:
		if s, ok := c.variable(op, op.Var, at); ok {
			c.typed(op.Args[0], at, s)
		}
	case OpHavoc:
		if len(op.Vars) == 0 {
			c.errorf(at, "havoc needs at least one variable")
		}
		for _, v := range op.Vars {
			c.variable(op, v, at)
		}
	case OpAlloc, OpLoad:
		if s, ok := c.variable(op, op.Var, at); ok && s != chc.IntSort {
			c.errorf(at, "%s: variable %s must be an Int, is %s", op.Kind, op.Var, s)
		}
		c.typed(op.Args[0], at, chc.IntSort)
	case OpAllocNull:
		if s, ok := c.variable(op, op.Var, at); ok && s != chc.IntSort {
			c.errorf(at, "alloc-null: variable %s must be an Int, is %s", op.Var, s)
		}
	case OpFree:
		c.typed(op.Args[0], at, chc.IntSort)
	case OpStore:
		c.typed(op.Args[0], at, chc.IntSort)
		c.typed(op.Args[1], at, chc.IntSort)
	case OpSeq:
		if len(op.Seq) == 0 {
			c.errorf(at, "seq needs at least one operation")
		}
		for i := range op.Seq {
			c.op(&op.Seq[i], at)
		}
	default:
		c.errorf(at, "unknown operation kind %d", op.Kind)
	}
}

func (c *checker) variable(op *Op, name string, at chc.Pos) (chc.Sort, bool) {
	s, ok := c.vars[name]
	if !ok {
		c.errorf(at, "%s: unknown variable %s", op.Kind, name)
	}
	return s, ok
}

func (c *checker) formula(e *Expr, at chc.Pos, primed bool) {
	if e != nil {
		c.typedPrimed(e, at, chc.BoolSort, primed)
	}
}

func (c *checker) typed(e *Expr, at chc.Pos, want chc.Sort) {
	c.typedPrimed(e, at, want, false)
}

func (c *checker) typedPrimed(e *Expr, at chc.Pos, want chc.Sort, primed bool) {
	if e == nil || hasNil(e) {
		c.errorf(at, "missing term")
		return
	}
	t, err := convert(c.f, checkScope{c: c, primed: primed}, e)
	var ee *exprError
	switch {
	case errors.As(err, &ee):
		c.errorf(ee.e.posOr(at), "%s", ee.msg)
	case err != nil:
		c.errorf(e.posOr(at), "%v", err)
	case t.Sort() != want:
		c.errorf(e.posOr(at), "%s has sort %s, want %s", e, t.Sort(), want)
	}
}

// checkScope resolves names to variables of a scratch factory.
type checkScope struct {
	c      *checker
	primed bool
}

func (s checkScope) variable(name string, primed bool) (*chc.Term, error) {
	if primed && !s.primed {
		return nil, fmt.Errorf("primed %s' outside rel", name)
	}
	if name == "f" {
		return s.c.f.Var("f", chc.IntSort), nil
	}
	sort, ok := s.c.vars[name]
	if !ok {
		return nil, fmt.Errorf("unknown variable %s", name)
	}
	return s.c.f.Var(name, sort), nil
}

func (s checkScope) heap(fn heapFn, primed bool, addr *chc.Term) (*chc.Term, error) {
	if primed && !s.primed {
		return nil, fmt.Errorf("primed heap function outside rel")
	}
	if fn == fnAlloc {
		return s.c.f.Var("alloc?", chc.BoolSort), nil
	}
	return s.c.f.Var("heap.int", chc.IntSort), nil
}

// hasNil reports whether a list of e holds a nil element (possible only in
// RTS values built in code).
func hasNil(e *Expr) bool {
	for _, x := range e.List {
		if x == nil || hasNil(x) {
			return true
		}
	}
	return false
}

package z3

/*
#include <z3.h>
*/
import "C"

import (
	"errors"
	"unsafe"
)

// kind tells release which Z3 reference counter a handle holds.
type kind uint8

const (
	kindAST    kind = iota // Z3_ast, and Z3_sort / Z3_func_decl viewed as one
	kindModel              // Z3_model
	kindSolver             // Z3_solver
)

// handle is one Z3 reference owned by the Go side. It is created with the
// reference already counted and sits in exactly one frame until released;
// release clears p, so a stale Go value fails cleanly instead of touching
// freed memory.
type handle struct {
	ctx   *Context
	p     unsafe.Pointer // nil once released
	kind  kind
	frame *frame // owning frame; nil once released
	idx   int    // position in frame.items
}

// frame is the set of handles created while a Scope was innermost.
type frame struct {
	id    uint64
	level int // index in Context.frames
	items []*handle
	dead  int // released entries still in items
}

// Ref is anything owned by a Context: AST, Sort, FuncDecl, *Model, *Solver.
type Ref interface {
	handle() *handle
}

// ErrReleased is returned when a zero or already released handle is used.
var ErrReleased = errors.New("z3: use of a zero or released handle")

// errForeign is returned when a handle of one context is given to another.
var errForeign = errors.New("z3: handle belongs to another context")

// own records p, whose reference count the caller has just incremented, in
// the innermost frame.
func (c *Context) own(p unsafe.Pointer, k kind) *handle {
	f := c.frames[len(c.frames)-1]
	h := &handle{ctx: c, p: p, kind: k, frame: f, idx: len(f.items)}
	f.items = append(f.items, h)
	return h
}

// ownAST increments the reference count of a and records it.
func (c *Context) ownAST(a C.Z3_ast) *handle {
	C.Z3_inc_ref(c.ptr, a)
	return c.own(unsafe.Pointer(a), kindAST)
}

// use validates h for a call in c and returns its pointer.
func (c *Context) use(h *handle) (unsafe.Pointer, error) {
	if h == nil {
		return nil, ErrReleased
	}
	if err := c.live(); err != nil {
		return nil, err
	}
	if h.p == nil {
		return nil, ErrReleased
	}
	if h.ctx != c {
		return nil, errForeign
	}
	return h.p, nil
}

// decRef drops the Z3 reference held by h.
func (c *Context) decRef(h *handle) {
	switch h.kind {
	case kindAST:
		C.Z3_dec_ref(c.ptr, C.Z3_ast(h.p))
	case kindModel:
		C.Z3_model_dec_ref(c.ptr, C.Z3_model(h.p))
	case kindSolver:
		C.Z3_solver_dec_ref(c.ptr, C.Z3_solver(h.p))
	}
	h.p = nil
	h.frame = nil
}

// Release drops r's reference now. Releasing twice, or releasing a zero
// handle, does nothing. Copies of r become unusable.
func (c *Context) Release(rs ...Ref) {
	for _, r := range rs {
		if r == nil {
			continue
		}
		h := r.handle()
		if h == nil || h.p == nil || h.ctx != c || c.ptr == nil {
			continue
		}
		f := h.frame
		f.items[h.idx] = nil
		f.dead++
		c.decRef(h)
		if f.dead > 64 && 2*f.dead > len(f.items) {
			f.compact()
		}
	}
}

// compact drops released entries from f.items, renumbering the rest.
func (f *frame) compact() {
	n := 0
	for _, h := range f.items {
		if h != nil {
			h.idx = n
			f.items[n] = h
			n++
		}
	}
	clear(f.items[n:])
	f.items = f.items[:n]
	f.dead = 0
}

// releaseFrame drops every reference still in f and empties it.
func (c *Context) releaseFrame(f *frame) {
	for _, h := range f.items {
		if h != nil {
			c.decRef(h)
		}
	}
	clear(f.items)
	f.items = f.items[:0]
	f.dead = 0
}

// move transfers h to frame to (which must be live).
func (c *Context) move(h *handle, to *frame) {
	from := h.frame
	from.items[h.idx] = nil
	from.dead++
	h.frame = to
	h.idx = len(to.items)
	to.items = append(to.items, h)
}

package rts

import (
	"fmt"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// state is a symbolic state (f, x, heap) as terms.
type state struct {
	f *chc.Term
	x []*chc.Term // one per store variable
	h heapState
}

func (s state) copy() state {
	s.x = append([]*chc.Term(nil), s.x...)
	return s
}

// stateScope resolves names in pre (and, for rel, post) and records the
// addresses of primed heap functions.
type stateScope struct {
	b         *builder
	pre, post *state
	written   *[3][]*chc.Term
}

func (sc stateScope) variable(name string, primed bool) (*chc.Term, error) {
	s := sc.pre
	if primed {
		if sc.post == nil {
			return nil, fmt.Errorf("primed %s' outside rel", name)
		}
		s = sc.post
	}
	if name == "f" {
		return s.f, nil
	}
	i, ok := sc.b.enc.index[name]
	if !ok {
		return nil, fmt.Errorf("unknown variable %s", name)
	}
	return s.x[i], nil
}

func (sc stateScope) heap(fn heapFn, primed bool, addr *chc.Term) (*chc.Term, error) {
	s := sc.pre
	if primed {
		if sc.post == nil {
			return nil, fmt.Errorf("primed heap function outside rel")
		}
		s = sc.post
		sc.written[fn] = append(sc.written[fn], addr)
	}
	return s.h.get(sc.b, fn, addr), nil
}

// conv converts e over s.
func (b *builder) conv(e *Expr, s *state) (*chc.Term, error) {
	return convert(b.f, stateScope{b: b, pre: s}, e)
}

// apply adds op's constraints to b and returns the state after it.
func (b *builder) apply(op *Op, s state) (state, error) {
	switch op.Kind {
	case OpAssume:
		t, err := b.conv(op.Args[0], &s)
		b.add(t)
		return s, err
	case OpAssign:
		t, err := b.conv(op.Args[0], &s)
		n := s.copy()
		n.x[b.enc.index[op.Var]] = t
		return n, err
	case OpHavoc:
		n := s.copy()
		for _, v := range op.Vars {
			i := b.enc.index[v]
			n.x[i] = b.fresh(v, b.enc.r.Store[i].Sort)
		}
		return n, nil
	case OpAllocNull:
		n := s.copy()
		n.x[b.enc.index[op.Var]] = b.f.Int(int64(b.enc.heap.Null))
		return n, nil
	case OpAlloc:
		return b.alloc(op, s)
	case OpFree, OpLoad, OpStore:
		return b.access(op, s)
	case OpSeq:
		var err error
		for i := range op.Seq {
			if s, err = b.apply(&op.Seq[i], s); err != nil {
				return s, err
			}
		}
		return s, nil
	case OpRel:
		return b.rel(op, s)
	}
	return s, fmt.Errorf("unknown operation kind %d", op.Kind)
}

func (b *builder) alloc(op *Op, s state) (state, error) {
	f := b.f
	k, err := b.conv(op.Args[0], &s)
	if err != nil {
		return s, err
	}
	b.add(f.Cmp(chc.OpGe, k, f.Int(1)))
	end := f.Add(s.f, k)
	if b.bound != nil {
		b.add(f.Cmp(chc.OpLe, end, b.bound))
	}
	n := s.copy()
	n.x[b.enc.index[op.Var]] = s.f
	n.f = end
	if n.h, err = s.h.alloc(b, s.f, k); err != nil {
		return n, posError(op.Args[0].posOr(op.Pos), b.enc.r, "%v", err)
	}
	return n, nil
}

// access encodes free, load and store and their failing variants.
func (b *builder) access(op *Op, s state) (state, error) {
	f := b.f
	p, err := b.conv(op.Args[0], &s)
	if err != nil {
		return s, err
	}
	allocated := s.h.get(b, fnAlloc, p)
	if op.Fail {
		b.add(f.Not(allocated))
		return s, nil
	}
	b.add(allocated)
	n := s.copy()
	switch op.Kind {
	case OpFree:
		b.add(f.Cmp(chc.OpGe, s.h.get(b, fnSize, p), f.Int(1)))
		n.h, err = s.h.free(b, p)
	case OpLoad:
		n.x[b.enc.index[op.Var]] = s.h.get(b, fnVal, p)
	case OpStore:
		var v *chc.Term
		if v, err = b.conv(op.Args[1], &s); err == nil {
			n.h = s.h.store(b, p, v)
		}
	}
	return n, err
}

// rel encodes a raw relation: every primed name gets fresh post-state
// variables, the rest is unchanged; a written heap component keeps its
// old contents at every address its primed applications do not name.
func (b *builder) rel(op *Op, s state) (state, error) {
	n := s.copy()
	p := primedNames(op.Args[0])
	for i, v := range b.enc.r.Store {
		if p.vars[v.Name] {
			n.x[i] = b.fresh(v.Name, v.Sort)
		}
	}
	if p.vars["f"] {
		n.f = b.fresh("f", chc.IntSort)
	}
	for fn, w := range p.fns {
		if w {
			n.h = n.h.fresh(b, heapFn(fn))
		}
	}
	var written [3][]*chc.Term
	t, err := convert(b.f, stateScope{b: b, pre: &s, post: &n, written: &written}, op.Args[0])
	if err != nil {
		return s, err
	}
	b.add(t)
	for fn, w := range p.fns {
		if w {
			n.h.frame(b, s.h, heapFn(fn), written[fn])
		}
	}
	if p.vars["f"] && b.bound != nil {
		b.add(b.f.Cmp(chc.OpLe, n.f, b.bound))
	}
	return n, nil
}

// primed lists the primed names of a formula.
type primed struct {
	vars map[string]bool
	fns  [3]bool
}

func primedNames(e *Expr) primed {
	p := primed{vars: map[string]bool{}}
	var walk func(e *Expr)
	walk = func(e *Expr) {
		if e == nil {
			return
		}
		if e.List == nil {
			if name, ok := strings.CutSuffix(e.Atom, "'"); ok {
				p.vars[name] = true
			}
			return
		}
		if name, ok := strings.CutSuffix(e.head(), "'"); ok {
			if fn, ok := heapFnNames[name]; ok {
				p.fns[fn] = true
			}
		}
		for _, x := range e.List[1:] {
			walk(x)
		}
	}
	walk(e)
	return p
}

// consumes reports whether op may move the frontier: it allocates, or it is
// a rel that mentions f'.
func (op *Op) consumes() bool {
	switch op.Kind {
	case OpAlloc:
		return true
	case OpRel:
		return primedNames(op.Args[0]).vars["f"]
	case OpSeq:
		for i := range op.Seq {
			if op.Seq[i].consumes() {
				return true
			}
		}
	}
	return false
}

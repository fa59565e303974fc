package rts

import (
	"errors"
	"strconv"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// builder collects the constraint and fresh variables of one clause.
type builder struct {
	enc   *encoder
	f     *chc.Factory
	cons  []*chc.Term
	count map[string]int
	bound *chc.Term // the frontier's bound in the target world; nil: none
	out   map[*chc.Term]*chc.Term
}

func (e *encoder) builder(bound int, bounded bool) *builder {
	b := &builder{enc: e, f: e.sys.Terms, count: map[string]int{}, out: map[*chc.Term]*chc.Term{}}
	if bounded {
		b.bound = b.f.Int(int64(bound))
	}
	return b
}

func (b *builder) add(t *chc.Term) { b.cons = append(b.cons, t) }

// fresh returns a new variable base.k of sort s.
func (b *builder) fresh(base string, s chc.Sort) *chc.Term {
	b.count[base]++
	return b.f.Var(base+"."+strconv.Itoa(b.count[base]), s)
}

// outside is the unspecified value at an address outside the cells: one
// variable per distinct address term.
func (b *builder) outside(addr *chc.Term) *chc.Term {
	if v, ok := b.out[addr]; ok {
		return v
	}
	v := b.fresh("val.out", chc.IntSort)
	b.out[addr] = v
	return v
}

// vars returns the state of w cells as the parameter variables.
func (e *encoder) vars(w int) state {
	f := e.sys.Terms
	s := state{f: f.Var("f", chc.IntSort)}
	for _, v := range e.r.Store {
		s.x = append(s.x, f.Var(v.Name, v.Sort))
	}
	if e.opt.Encoding == Arrays {
		h := &arrayHeap{}
		for fn := range h.c {
			h.c[fn] = f.Var(arrayNames[fn], arraySort(heapFn(fn)))
		}
		s.h = h
		return s
	}
	h := &flatHeap{}
	for fn := range h.c {
		for i := 0; i < w; i++ {
			h.c[fn] = append(h.c[fn], f.Var(cellName(heapFn(fn), i), fnSort(heapFn(fn))))
		}
	}
	s.h = h
	return s
}

// extend adds the free cells w … to−1 to a flat heap.
func (b *builder) extend(s state, to int) state {
	h := s.h.(*flatHeap).copy()
	for i := h.cells(); i < to; i++ {
		h.c[fnAlloc] = append(h.c[fnAlloc], b.f.False())
		h.c[fnSize] = append(h.c[fnSize], b.f.Int(-1))
		h.c[fnVal] = append(h.c[fnVal], b.f.Var(cellName(fnVal, i), chc.IntSort))
	}
	s.h = h
	return s
}

// args returns the predicate arguments for vertex v in state s.
func (e *encoder) args(v int, s state) []*chc.Term {
	a := []*chc.Term{e.sys.Terms.Int(int64(v))}
	a = append(a, s.x...)
	a = append(a, s.f)
	return append(a, s.h.args()...)
}

// paramNames names a predicate's parameters, for fresh head variables.
func (e *encoder) paramNames(w world) []string {
	ns := []string{"v"}
	for _, v := range e.r.Store {
		ns = append(ns, v.Name)
	}
	ns = append(ns, "f")
	if e.opt.Encoding == Arrays {
		return append(ns, arrayNames[fnAlloc], arrayNames[fnSize], arrayNames[fnVal])
	}
	for _, fn := range []heapFn{fnVal, fnAlloc, fnSize} {
		for i := 0; i < w.size; i++ {
			ns = append(ns, cellName(fn, i))
		}
	}
	return ns
}

// clause finishes a clause: head arguments become pairwise distinct
// variables, the others are equated to fresh ones. A clause whose
// constraint is false is dropped.
func (b *builder) clause(body []chc.Atom, head *world, args []*chc.Term, pos chc.Pos) {
	var h *chc.Atom
	if head != nil {
		names := b.enc.paramNames(*head)
		seen := map[*chc.Term]bool{}
		out := make([]*chc.Term, len(args))
		for i, a := range args {
			if a.IsVar() && !seen[a] {
				out[i] = a
			} else {
				out[i] = b.fresh(names[i], a.Sort())
				b.add(b.f.Eq(out[i], a))
			}
			seen[out[i]] = true
		}
		h = &chc.Atom{Pred: head.pred, Args: out}
	}
	c := b.f.And(b.cons...)
	if c.IsFalse() {
		return
	}
	b.enc.sys.Clauses = append(b.enc.sys.Clauses,
		&chc.Clause{Body: body, Constraint: c, Head: h, Pos: pos, VarOrder: varOrder(body, h)})
}

// varOrder lists the variables of the atoms, body before head, so that
// printed clauses declare the pre-state first.
func varOrder(body []chc.Atom, head *chc.Atom) []*chc.Term {
	atoms := body
	if head != nil {
		atoms = append(append([]chc.Atom(nil), body...), *head)
	}
	var vs []*chc.Term
	seen := map[*chc.Term]bool{}
	for _, a := range atoms {
		for _, t := range a.Args {
			if t.IsVar() && !seen[t] {
				seen[t] = true
				vs = append(vs, t)
			}
		}
	}
	return vs
}

// initClause: R_0(root, x, First, free heap) ← ν(root).
func (e *encoder) initClause() error {
	w := &e.worlds[0]
	b := e.builder(w.size, true)
	s := e.vars(w.size)
	s.f = b.f.Int(int64(e.heap.First))
	if h, ok := s.h.(*flatHeap); ok {
		for i := range h.c[fnAlloc] {
			h.c[fnAlloc][i] = b.f.False()
			h.c[fnSize][i] = b.f.Int(-1)
		}
	} else {
		h := s.h.(*arrayHeap)
		h.c[fnAlloc], _ = b.f.ConstArray(arraySort(fnAlloc), b.f.False())
		h.c[fnSize], _ = b.f.ConstArray(arraySort(fnSize), b.f.Int(-1))
	}
	if err := e.enter(b, e.r.Root, &s); err != nil {
		return err
	}
	b.clause(nil, w, e.args(e.r.Root, s), e.r.Pos)
	return nil
}

// enter adds ν(v) over s.
func (e *encoder) enter(b *builder, v int, s *state) error {
	vx := e.vertex[v]
	if vx == nil || vx.State == nil {
		return nil
	}
	t, err := b.conv(vx.State, s)
	if err != nil {
		return e.exprErr(err, vx.Pos)
	}
	b.add(t)
	return nil
}

// exprErr positions a conversion error.
func (e *encoder) exprErr(err error, at chc.Pos) error {
	var ee *exprError
	var l smtlib2.ErrorList
	switch {
	case errors.As(err, &ee):
		return posError(ee.e.posOr(at), e.r, "%s", ee.msg)
	case errors.As(err, &l):
		return err
	}
	return posError(at, e.r, "%v", err)
}

// edgeClauses emits the clauses of one edge: inside every world, and for a
// resource-consuming edge from every world to every larger one.
func (e *encoder) edgeClauses(ed *Edge) error {
	bounded := !(e.opt.Encoding == Arrays && e.opt.Unbounded)
	consumes := ed.Op.consumes()
	for k := range e.worlds {
		if err := e.edgeClause(ed, k, k, bounded, consumes); err != nil {
			return err
		}
		if !consumes || e.opt.Encoding != Kripke {
			continue
		}
		for l := k + 1; l < len(e.worlds); l++ {
			if err := e.edgeClause(ed, k, l, true, true); err != nil {
				return err
			}
		}
	}
	return nil
}

func (e *encoder) edgeClause(ed *Edge, k, l int, bounded, consumes bool) error {
	from, to := &e.worlds[k], &e.worlds[l]
	b := e.builder(to.size, bounded)
	pre := e.vars(from.size)
	body := []chc.Atom{{Pred: from.pred, Args: e.args(ed.From, pre)}}
	if l > k {
		pre = b.extend(pre, to.size)
	}
	post, err := b.apply(&ed.Op, pre)
	if err != nil {
		return e.exprErr(err, ed.Pos)
	}
	if consumes && b.bound != nil {
		b.add(b.f.Cmp(chc.OpLe, post.f, b.bound))
	}
	if l > k {
		b.add(b.f.Cmp(chc.OpLt, b.f.Int(int64(e.worlds[l-1].size)), post.f))
	}
	if err := e.enter(b, ed.To, &post); err != nil {
		return err
	}
	b.clause(body, to, e.args(ed.To, post), ed.Pos)
	return nil
}

// query emits false ← R(v_err, …), and for Kripke the fan or chain that
// brings every world's error states into R_0.
func (e *encoder) query() {
	w0 := &e.worlds[0]
	b := e.builder(0, false)
	b.clause([]chc.Atom{{Pred: w0.pred, Args: e.args(e.r.Error, e.vars(w0.size))}}, nil, nil, e.r.Pos)
	for k := 1; k < len(e.worlds); k++ {
		from, to := &e.worlds[k], w0
		if e.opt.Join == Chain {
			to = &e.worlds[k-1]
		}
		b := e.builder(0, false)
		s := e.vars(from.size)
		body := []chc.Atom{{Pred: from.pred, Args: e.args(e.r.Error, s)}}
		s.h.(*flatHeap).truncate(to.size)
		b.clause(body, to, e.args(e.r.Error, s), e.r.Pos)
	}
}

// truncate keeps the cells 0 … w−1.
func (h *flatHeap) truncate(w int) {
	for fn := range h.c {
		h.c[fn] = h.c[fn][:w]
	}
}

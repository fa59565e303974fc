package rts

import (
	"fmt"
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// heapState is the heap part of a symbolic state: the cells of a world
// flattened into variables (flatHeap) or three arrays (arrayHeap).
type heapState interface {
	args() []*chc.Term
	get(b *builder, fn heapFn, addr *chc.Term) *chc.Term
	alloc(b *builder, at, k *chc.Term) (heapState, error)
	free(b *builder, p *chc.Term) (heapState, error)
	store(b *builder, p, v *chc.Term) heapState
	// fresh replaces the component fn by fresh variables (a rel writes it).
	fresh(b *builder, fn heapFn) heapState
	// frame says that component fn of h equals that of old except at addrs.
	frame(b *builder, old heapState, fn heapFn, addrs []*chc.Term)
}

// cellName is the name of a cell's component in a predicate's parameters.
func cellName(fn heapFn, h int) string {
	return [...]string{"alloc.", "size.", "val."}[fn] + strconv.Itoa(h)
}

// flatHeap holds cells 0 … len−1, struct-of-arrays: the component fn of
// cell h is c[fn][h].
type flatHeap struct {
	c [3][]*chc.Term
}

func (h *flatHeap) cells() int { return len(h.c[fnAlloc]) }

func (h *flatHeap) args() []*chc.Term {
	var a []*chc.Term
	a = append(a, h.c[fnVal]...)
	a = append(a, h.c[fnAlloc]...)
	return append(a, h.c[fnSize]...)
}

func (h *flatHeap) copy() *flatHeap {
	n := &flatHeap{}
	for fn := range h.c {
		n.c[fn] = append([]*chc.Term(nil), h.c[fn]...)
	}
	return n
}

// get is the ite chain (a disjunction for alloc?) over the cells; an
// address outside them is unallocated, of size −1 and of unspecified value.
func (h *flatHeap) get(b *builder, fn heapFn, addr *chc.Term) *chc.Term {
	f := b.f
	def := [...]*chc.Term{f.False(), f.Int(-1), nil}[fn]
	if def == nil {
		def = b.outside(addr)
	}
	if i, ok := constInt(addr); ok {
		if i >= 0 && i < int64(h.cells()) {
			return h.c[fn][i]
		}
		return def
	}
	if fn == fnAlloc {
		var ds []*chc.Term
		for i, a := range h.c[fnAlloc] {
			ds = append(ds, f.And(f.Eq(addr, f.Int(int64(i))), a))
		}
		return f.Or(ds...)
	}
	t := def
	for i := h.cells() - 1; i >= 0; i-- {
		t = f.Ite(f.Eq(addr, f.Int(int64(i))), h.c[fn][i], t)
	}
	return t
}

// within returns lo ≤ i < lo + k.
func within(f *chc.Factory, i int, lo, k *chc.Term) *chc.Term {
	c := f.Int(int64(i))
	return f.And(f.Cmp(chc.OpLe, lo, c), f.Cmp(chc.OpLt, c, f.Add(lo, k)))
}

func (h *flatHeap) alloc(b *builder, at, k *chc.Term) (heapState, error) {
	f, n := b.f, h.copy()
	for i := range n.c[fnAlloc] {
		in := within(f, i, at, k)
		if in.IsFalse() {
			continue
		}
		n.c[fnAlloc][i] = f.Or(in, h.c[fnAlloc][i])
		n.c[fnSize][i] = f.Ite(in, k, h.c[fnSize][i])
		n.c[fnVal][i] = f.Ite(in, b.fresh("val.new", chc.IntSort), h.c[fnVal][i])
	}
	return n, nil
}

func (h *flatHeap) free(b *builder, p *chc.Term) (heapState, error) {
	f, n := b.f, h.copy()
	size := h.get(b, fnSize, p)
	for i := range n.c[fnAlloc] {
		in := within(f, i, p, size)
		n.c[fnAlloc][i] = f.And(f.Not(in), h.c[fnAlloc][i])
		n.c[fnSize][i] = f.Ite(in, f.Int(-1), h.c[fnSize][i])
	}
	return n, nil
}

func (h *flatHeap) store(b *builder, p, v *chc.Term) heapState {
	f, n := b.f, h.copy()
	for i := range n.c[fnVal] {
		n.c[fnVal][i] = f.Ite(f.Eq(p, f.Int(int64(i))), v, h.c[fnVal][i])
	}
	return n
}

func (h *flatHeap) fresh(b *builder, fn heapFn) heapState {
	n := h.copy()
	for i := range n.c[fn] {
		n.c[fn][i] = b.fresh(cellName(fn, i), fnSort(fn))
	}
	return n
}

func (h *flatHeap) frame(b *builder, old heapState, fn heapFn, addrs []*chc.Term) {
	f, o := b.f, old.(*flatHeap)
	for i := range h.c[fn] {
		ds := []*chc.Term{f.Eq(h.c[fn][i], o.c[fn][i])}
		for _, a := range addrs {
			ds = append(ds, f.Eq(a, f.Int(int64(i))))
		}
		b.add(f.Or(ds...))
	}
}

func fnSort(fn heapFn) chc.Sort {
	if fn == fnAlloc {
		return chc.BoolSort
	}
	return chc.IntSort
}

// arrayHeap holds the heap as three arrays indexed by address.
type arrayHeap struct {
	c [3]*chc.Term // alloc (Array Int Bool), size and val (Array Int Int)
}

var arrayNames = [3]string{"heap.alloc", "heap.size", "heap.val"}

func arraySort(fn heapFn) chc.Sort { return chc.ArraySort(chc.IntSort, fnSort(fn)) }

func (h *arrayHeap) args() []*chc.Term { return []*chc.Term{h.c[fnAlloc], h.c[fnSize], h.c[fnVal]} }

func (h *arrayHeap) get(b *builder, fn heapFn, addr *chc.Term) *chc.Term {
	return b.f.Select(h.c[fn], addr)
}

// stores writes v at at, at+1, … at+k−1 of a; k must be a numeral.
func stores(b *builder, a, at *chc.Term, k int64, v func() *chc.Term) *chc.Term {
	for i := int64(0); i < k; i++ {
		a = b.f.Store(a, b.f.Add(at, b.f.Int(i)), v())
	}
	return a
}

func (h *arrayHeap) alloc(b *builder, at, k *chc.Term) (heapState, error) {
	n, ok := constInt(k)
	if !ok {
		return nil, fmt.Errorf("the arrays encoding needs a numeral allocation size, found %s", k)
	}
	if n > maxArrayBlock {
		return nil, fmt.Errorf("the arrays encoding allocates at most %d words at once, found %d", maxArrayBlock, n)
	}
	f := b.f
	return &arrayHeap{[3]*chc.Term{
		stores(b, h.c[fnAlloc], at, n, f.True),
		stores(b, h.c[fnSize], at, n, func() *chc.Term { return k }),
		stores(b, h.c[fnVal], at, n, func() *chc.Term { return b.fresh("val.new", chc.IntSort) }),
	}}, nil
}

// maxArrayBlock bounds the stores one allocation or free expands into.
const maxArrayBlock = 4096

// free clears the block at p. Its size is one of the RTS's allocation
// sizes (all numerals in the arrays encoding), so the update is a case split.
func (h *arrayHeap) free(b *builder, p *chc.Term) (heapState, error) {
	if b.enc.sizesErr != nil {
		return nil, b.enc.sizesErr
	}
	f := b.f
	size := f.Select(h.c[fnSize], p)
	a, s := h.c[fnAlloc], h.c[fnSize]
	var known []*chc.Term
	for i := len(b.enc.sizes) - 1; i >= 0; i-- {
		k := b.enc.sizes[i]
		is := f.Eq(size, f.Int(k))
		known = append(known, is)
		a = f.Ite(is, stores(b, h.c[fnAlloc], p, k, f.False), a)
		s = f.Ite(is, stores(b, h.c[fnSize], p, k, func() *chc.Term { return f.Int(-1) }), s)
	}
	b.add(f.Or(known...))
	return &arrayHeap{[3]*chc.Term{a, s, h.c[fnVal]}}, nil
}

func (h *arrayHeap) store(b *builder, p, v *chc.Term) heapState {
	n := *h
	n.c[fnVal] = b.f.Store(h.c[fnVal], p, v)
	return &n
}

func (h *arrayHeap) fresh(b *builder, fn heapFn) heapState {
	n := *h
	n.c[fn] = b.fresh(arrayNames[fn], arraySort(fn))
	return &n
}

func (h *arrayHeap) frame(b *builder, old heapState, fn heapFn, addrs []*chc.Term) {
	t := old.(*arrayHeap).c[fn]
	for _, a := range addrs {
		t = b.f.Store(t, a, b.fresh(arrayNames[fn]+".at", fnSort(fn)))
	}
	b.add(b.f.Eq(h.c[fn], t))
}

// constInt returns the value of an Int numeral.
func constInt(t *chc.Term) (int64, bool) {
	if t.Op() != chc.OpNum || !t.Num().IsInt() || !t.Num().Num().IsInt64() {
		return 0, false
	}
	return t.Num().Num().Int64(), true
}

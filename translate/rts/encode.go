package rts

import (
	"errors"
	"fmt"
	"sort"
	"strconv"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// Encoding selects the Horn-clause encoding.
type Encoding int

// The encodings (package documentation, "Encodings").
const (
	Basic  Encoding = iota // one predicate R, the heap flattened into n cells
	Kripke                 // predicates R_0 … R_m, one per world
	Arrays                 // one predicate R, the heap as three arrays
)

// String returns basic, kripke or arrays.
func (e Encoding) String() string {
	switch e {
	case Basic:
		return "basic"
	case Kripke:
		return "kripke"
	case Arrays:
		return "arrays"
	}
	return "encoding(" + strconv.Itoa(int(e)) + ")"
}

// Join selects how the Kripke encoding's worlds reach the query.
type Join int

// The joins.
const (
	Fan   Join = iota // R_0(v_err, x, f) ← R_k(v_err, x, f, cells), every k ≥ 1
	Chain             // R_k(v_err, …) ← R_{k+1}(v_err, …), every k < m
)

// String returns fan or chain.
func (j Join) String() string {
	if j == Chain {
		return "chain"
	}
	return "fan"
}

// Options configure Encode. The zero value is the basic encoding with the
// RTS's own bound.
type Options struct {
	Encoding     Encoding
	Heap         int   // n: overrides r.Heap.Bound when > 0
	Worlds       []int // Kripke: explicit w1 < … < wm = n; nil = log-step
	LinearWorlds int   // Kripke: > 0 gives m equal steps instead of log-step
	Join         Join  // Kripke: fan or chain
	Unbounded    bool  // Arrays only (refused otherwise): no f' ≤ n guard, safety is then unbounded
}

// ParseWorlds reads a world specification for the bound n: "log" (1, 2, 4,
// … doubling, then n), "linear" (8 equal steps), "linear:M" (M equal steps,
// w_i = ⌈i·n/M⌉) or an explicit list "w1,w2,...,n".
func ParseWorlds(spec string, n int) ([]int, error) {
	if n < 1 {
		return nil, fmt.Errorf("worlds need a heap bound of at least 1, have %d", n)
	}
	switch {
	case spec == "log" || spec == "":
		return logWorlds(n), nil
	case spec == "linear":
		return linearWorlds(n, 8), nil
	case len(spec) > 7 && spec[:7] == "linear:":
		m, err := strconv.Atoi(spec[7:])
		if err != nil || m < 1 {
			return nil, fmt.Errorf("bad world count in %q: want linear:M with M ≥ 1", spec)
		}
		return linearWorlds(n, m), nil
	}
	var ws []int
	for _, f := range splitComma(spec) {
		w, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("bad worlds %q: want log, linear, linear:M or w1,w2,...,n", spec)
		}
		ws = append(ws, w)
	}
	return ws, checkWorlds(ws, n)
}

func splitComma(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}

func logWorlds(n int) []int {
	var ws []int
	for w := 1; w < n; w *= 2 {
		ws = append(ws, w)
	}
	return append(ws, n)
}

func linearWorlds(n, m int) []int {
	var ws []int
	for i := 1; i <= m; i++ {
		w := (i*n + m - 1) / m
		if len(ws) == 0 || ws[len(ws)-1] < w {
			ws = append(ws, w)
		}
	}
	return ws
}

// checkWorlds verifies 0 < w1 < … < wm = n.
func checkWorlds(ws []int, n int) error {
	if len(ws) == 0 {
		return errors.New("no worlds")
	}
	for i, w := range ws {
		if w < 1 || (i > 0 && w <= ws[i-1]) {
			return fmt.Errorf("worlds %v: want 0 < w1 < w2 < … ", ws)
		}
	}
	if ws[len(ws)-1] != n {
		return fmt.Errorf("worlds %v: the last world must be the heap bound %d", ws, n)
	}
	return nil
}

// world is one predicate of an encoding with the cells it holds.
type world struct {
	size int // w_k: cells 0 … w_k−1 (unused by Arrays)
	pred *chc.Pred
}

// encoder builds the clauses of one encoding.
type encoder struct {
	r        *RTS
	opt      Options
	heap     Heap // effective conventions
	n        int
	sys      *chc.System
	index    map[string]int // store variable → position
	vertex   map[int]*Vertex
	worlds   []world
	sizes    []int64 // Arrays: the allocation sizes, sorted
	sizesErr error   // Arrays: why free cannot be encoded
}

// Encode returns the Horn clauses whose unsatisfiability means that r's
// error vertex is reachable (within the heap bound, except for the
// unbounded arrays encoding). It checks r first.
func Encode(r *RTS, opt Options) (*chc.System, error) {
	if err := r.Check(); err != nil {
		return nil, err
	}
	e, err := newEncoder(r, opt)
	if err != nil {
		return nil, err
	}
	if err := e.encode(); err != nil {
		return nil, err
	}
	return e.sys, nil
}

func newEncoder(r *RTS, opt Options) (*encoder, error) {
	e := &encoder{r: r, opt: opt, heap: r.Heap, index: map[string]int{}, vertex: map[int]*Vertex{}}
	if e.heap.Bound == 0 && e.heap.Null == 0 && e.heap.First == 0 {
		e.heap = DefaultHeap
	}
	if opt.Unbounded && opt.Encoding != Arrays {
		return nil, fmt.Errorf("unbounded is only for the arrays encoding, not %s", opt.Encoding)
	}
	e.n = e.heap.Bound
	if opt.Heap > 0 {
		e.n = opt.Heap
	}
	if e.n <= 0 && !(opt.Encoding == Arrays && opt.Unbounded) {
		return nil, fmt.Errorf("%s: no heap bound: give (heap :bound N) or a heap size", r.name())
	}
	for i, v := range r.Store {
		e.index[v.Name] = i
	}
	for i := range r.Vertices {
		e.vertex[r.Vertices[i].ID] = &r.Vertices[i]
	}
	e.sys = chc.NewSystem(r.Name)
	return e, e.makeWorlds()
}

func (e *encoder) makeWorlds() error {
	switch e.opt.Encoding {
	case Basic, Arrays:
		e.worlds = []world{{size: e.n}}
	case Kripke:
		ws, err := e.worldSizes()
		if err != nil {
			return fmt.Errorf("%s: %v", e.r.name(), err)
		}
		e.worlds = []world{{size: 0}}
		for _, w := range ws {
			e.worlds = append(e.worlds, world{size: w})
		}
	default:
		return fmt.Errorf("unknown encoding %d", e.opt.Encoding)
	}
	for i := range e.worlds {
		name := "R"
		if e.opt.Encoding == Kripke {
			name = "R_" + strconv.Itoa(i)
		}
		e.worlds[i].pred = &chc.Pred{Name: name, Params: e.sorts(e.worlds[i].size)}
		e.sys.Preds = append(e.sys.Preds, e.worlds[i].pred)
	}
	return nil
}

func (e *encoder) worldSizes() ([]int, error) {
	switch {
	case e.opt.Worlds != nil:
		return e.opt.Worlds, checkWorlds(e.opt.Worlds, e.n)
	case e.opt.LinearWorlds > 0:
		return linearWorlds(e.n, e.opt.LinearWorlds), nil
	}
	return logWorlds(e.n), nil
}

// sorts returns the parameter sorts of a predicate over w cells: vertex,
// store, f, then the heap.
func (e *encoder) sorts(w int) []chc.Sort {
	s := []chc.Sort{chc.IntSort}
	for _, v := range e.r.Store {
		s = append(s, v.Sort)
	}
	s = append(s, chc.IntSort)
	if e.opt.Encoding == Arrays {
		return append(s, arraySort(fnAlloc), arraySort(fnSize), arraySort(fnVal))
	}
	for _, fn := range []heapFn{fnVal, fnAlloc, fnSize} {
		for i := 0; i < w; i++ {
			s = append(s, fnSort(fn))
		}
	}
	return s
}

// encode emits the init clause, the edge clauses and the query.
func (e *encoder) encode() error {
	e.arraySizes()
	if err := e.initClause(); err != nil {
		return err
	}
	for i := range e.r.Edges {
		if err := e.edgeClauses(&e.r.Edges[i]); err != nil {
			return err
		}
	}
	e.query()
	return nil
}

// arraySizes collects the allocation sizes for the arrays encoding's free.
func (e *encoder) arraySizes() {
	if e.opt.Encoding != Arrays {
		return
	}
	seen := map[int64]bool{}
	var walk func(op *Op, at chc.Pos)
	walk = func(op *Op, at chc.Pos) {
		if op.Pos.Line > 0 {
			at = op.Pos
		}
		switch op.Kind {
		case OpAlloc:
			k, ok := intValue(op.Args[0])
			if !ok && e.sizesErr == nil {
				e.sizesErr = posError(op.Args[0].posOr(at), e.r, "the arrays encoding cannot free a block: allocation size %s is not a numeral", op.Args[0])
			}
			if ok && k >= 1 && !seen[int64(k)] {
				seen[int64(k)] = true
				e.sizes = append(e.sizes, int64(k))
			}
		case OpRel:
			if p := primedNames(op.Args[0]); (p.fns[fnSize] || p.fns[fnAlloc]) && e.sizesErr == nil {
				e.sizesErr = posError(at, e.r, "the arrays encoding cannot free a block: a rel writes alloc?' or size'")
			}
		case OpSeq:
			for i := range op.Seq {
				walk(&op.Seq[i], at)
			}
		}
	}
	for i := range e.r.Edges {
		walk(&e.r.Edges[i].Op, e.r.Edges[i].Pos)
	}
	sort.Slice(e.sizes, func(i, j int) bool { return e.sizes[i] < e.sizes[j] })
}

// posError makes a positioned error (the RTS's name when p is unknown).
func posError(p chc.Pos, r *RTS, format string, args ...any) error {
	if p.Line == 0 {
		p = chc.Pos{File: r.name()}
	}
	return smtlib2.ErrorList{{Pos: p, Msg: fmt.Sprintf(format, args...)}}
}

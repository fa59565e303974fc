package gen

import (
	"math/rand"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/rts"
)

// builder assembles one RTS. Families call vertex and edge; the builder
// numbers vertices with seed-chosen distinct ids and, at the end, adds the
// seed's harmless noise (finish).
type builder struct {
	rnd  *rand.Rand
	r    *rts.RTS
	used map[int]bool
	junk string // a store variable no formula reads: noise havocs it
}

func newBuilder(name string, seed int64) *builder {
	rnd := rand.New(rand.NewSource(seed))
	b := &builder{
		rnd:  rnd,
		r:    &rts.RTS{Name: name, Heap: rts.DefaultHeap},
		used: map[int]bool{},
		junk: junkNames[rnd.Intn(len(junkNames))],
	}
	b.r.Root = b.vertex("entry")
	b.r.Error = b.vertex("error")
	return b
}

// junkNames are the names the noise variable may take; no family uses them.
var junkNames = []string{"nondet1", "nd", "junk"}

// vars declares Int store variables.
func (b *builder) vars(names ...string) {
	for _, n := range names {
		b.r.Store = append(b.r.Store, rts.Var{Name: n, Sort: chc.IntSort})
	}
}

// vertex adds a vertex with a fresh id chosen by the seed.
func (b *builder) vertex(label string) int {
	id := b.rnd.Intn(100 + 4*len(b.used))
	for b.used[id] {
		id = b.rnd.Intn(100 + 4*len(b.used))
	}
	b.used[id] = true
	b.r.Vertices = append(b.r.Vertices, rts.Vertex{ID: id, Label: label})
	return id
}

func (b *builder) edge(from, to int, op rts.Op) {
	b.r.Edges = append(b.r.Edges, rts.Edge{From: from, To: to, Op: op})
}

// access adds the edge from → to doing op and, beside it, the failing
// variant of op from → error: every heap access is checked, as in SLAyer's
// counterexamples.
func (b *builder) access(from, to int, op rts.Op) {
	b.edge(from, to, op)
	fail := op
	fail.Fail = true
	b.edge(from, b.r.Error, fail)
}

// finish adds the seed's noise and shuffles the store's declaration order.
// None of it changes which vertices are reachable with which heap:
//   - detours split an edge u → w into u → m (havoc junk) and m → w;
//   - dead ends add u → d (havoc junk) to a fresh vertex d without successors;
//   - junk is declared in the store and read by no formula.
func (b *builder) finish() *rts.RTS {
	b.r.Store = append(b.r.Store, rts.Var{Name: b.junk, Sort: chc.IntSort})
	for k := b.rnd.Intn(3); k > 0; k-- {
		i := b.rnd.Intn(len(b.r.Edges))
		e := b.r.Edges[i]
		m := b.vertex("")
		b.r.Edges[i] = rts.Edge{From: e.From, To: m, Op: havoc(b.junk)}
		b.edge(m, e.To, e.Op)
	}
	for k := b.rnd.Intn(2); k > 0; k-- {
		u := b.r.Edges[b.rnd.Intn(len(b.r.Edges))].From
		b.edge(u, b.vertex("dead end"), havoc(b.junk))
	}
	b.rnd.Shuffle(len(b.r.Store), func(i, j int) {
		b.r.Store[i], b.r.Store[j] = b.r.Store[j], b.r.Store[i]
	})
	return b.r
}

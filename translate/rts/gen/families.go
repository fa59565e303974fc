package gen

// families is the one explicit table of families.
var families = []Family{
	{Name: "list", Doc: "build a list of K two-word nodes (next, data), then traverse it; unsafe: no null check, dereferences null after the last node", build: list},
	{Name: "alloc-loop", Doc: "allocate K one-word blocks in a loop, then read them; unsafe: reads K+1 blocks, the last one never allocated", build: allocLoop},
	{Name: "double-free", Doc: "K times allocate, write and free a word; unsafe: frees the last word again after the loop", build: doubleFree},
	{Name: "off-by-one", Doc: "allocate K words, write p+i for i from 0 below K; unsafe: up to K inclusive", build: offByOne},
}

// Words per list node: the next pointer at offset 0, data at offset 1.
const nodeWords = 2

// list: hd := null; K times { p := alloc 2; *p := hd; *(p+1) := c; hd := p };
// c := hd; then the safe variant loops "while c ≠ null: c := *c", the
// unsafe one "forever: c := *c", which fails at c = null after K steps.
// Every node's next is null or an earlier node, so the safe traversal only
// loads allocated cells. The unsafe error needs all K nodes: MinHeap = 2K+1.
func list(b *builder, k int, safe bool) int {
	b.vars("hd", "p", "c", "i")
	data := num(b.rnd.Intn(100))
	head, body, a1, a2, a3 := b.vertex("build"), b.vertex(""), b.vertex(""), b.vertex(""), b.vertex("")
	trav := b.vertex("traverse")
	b.edge(b.r.Root, head, seq(assign("hd", num(0)), assign("i", num(0))))
	b.edge(head, body, assume(app("<", sym("i"), num(k))))
	b.edge(body, a1, alloc("p", num(nodeWords)))
	b.access(a1, a2, store(sym("p"), sym("hd"), false))
	b.access(a2, a3, store(plus(sym("p"), num(1)), data, false))
	b.edge(a3, head, seq(assign("hd", sym("p")), assign("i", plus(sym("i"), num(1)))))
	b.edge(head, trav, seq(assume(app(">=", sym("i"), num(k))), assign("c", sym("hd"))))
	step := b.vertex("")
	if safe {
		b.edge(trav, step, assume(app("not", app("=", sym("c"), num(0)))))
		b.access(step, trav, load("c", sym("c"), false))
		b.edge(trav, b.vertex("exit"), assume(app("=", sym("c"), num(0))))
	} else {
		b.access(trav, step, load("c", sym("c"), false))
		b.edge(step, trav, assign("i", app("-", sym("i"), num(1))))
	}
	return nodeWords*k + 1
}

// allocLoop: K times { p := alloc 1; if i = 0 { first := p }; *p := i };
// then q := first and, for j from 0 below K (unsafe: up to K inclusive),
// t := *q; q := q+1. Allocation is contiguous from the frontier, so the K
// blocks are first … first+K−1 and first+K is the frontier, never
// allocated. MinHeap = K+1.
func allocLoop(b *builder, k int, safe bool) int {
	b.vars("i", "j", "p", "q", "first", "t")
	head, b1, b2, b3, b4 := b.vertex("alloc loop"), b.vertex(""), b.vertex(""), b.vertex(""), b.vertex("")
	b.edge(b.r.Root, head, assign("i", num(0)))
	b.edge(head, b1, assume(app("<", sym("i"), num(k))))
	b.edge(b1, b2, alloc("p", num(1)))
	b.edge(b2, b3, seq(assume(app("=", sym("i"), num(0))), assign("first", sym("p"))))
	b.edge(b2, b3, assume(app("not", app("=", sym("i"), num(0)))))
	b.access(b3, b4, store(sym("p"), sym("i"), false))
	b.edge(b4, head, assign("i", plus(sym("i"), num(1))))
	read, c1, c2 := b.vertex("read loop"), b.vertex(""), b.vertex("")
	b.edge(head, read, seq(assume(app(">=", sym("i"), num(k))), assign("j", num(0)), assign("q", sym("first"))))
	last := k - 1 // the last j read
	if !safe {
		last = k
	}
	b.edge(read, c1, assume(app("<=", sym("j"), num(last))))
	b.access(c1, c2, load("t", sym("q"), false))
	b.edge(c2, read, seq(assign("q", plus(sym("q"), num(1))), assign("j", plus(sym("j"), num(1)))))
	b.edge(read, b.vertex("exit"), assume(app(">", sym("j"), num(last))))
	return k + 1
}

// doubleFree: K times { p := alloc 1; *p := i; free p }; the unsafe
// variant then frees p again. Freed cells stay unallocated (the frontier
// never moves back), so the second free fails. MinHeap = K+1.
func doubleFree(b *builder, k int, safe bool) int {
	b.vars("i", "p")
	head, b1, b2, b3, b4 := b.vertex("loop"), b.vertex(""), b.vertex(""), b.vertex(""), b.vertex("")
	b.edge(b.r.Root, head, assign("i", num(0)))
	b.edge(head, b1, assume(app("<", sym("i"), num(k))))
	b.edge(b1, b2, alloc("p", num(1)))
	b.access(b2, b3, store(sym("p"), sym("i"), false))
	b.access(b3, b4, free(sym("p"), false))
	b.edge(b4, head, assign("i", plus(sym("i"), num(1))))
	exit := b.vertex("exit")
	b.edge(head, exit, assume(app(">=", sym("i"), num(k))))
	if !safe {
		b.edge(exit, b.r.Error, free(sym("p"), true))
	}
	return k + 1
}

// offByOne: p := alloc K; for i from 0 below K (unsafe: up to K inclusive)
// *(p+i) := i. The block is p … p+K−1; p+K is the frontier (or outside the
// heap), never allocated. MinHeap = K+1.
func offByOne(b *builder, k int, safe bool) int {
	b.vars("p", "i")
	a, head, s, s2 := b.vertex(""), b.vertex("loop"), b.vertex(""), b.vertex("")
	b.edge(b.r.Root, a, alloc("p", num(k)))
	b.edge(a, head, assign("i", num(0)))
	last := k - 1
	if !safe {
		last = k
	}
	b.edge(head, s, assume(app("<=", sym("i"), num(last))))
	b.access(s, s2, store(plus(sym("p"), sym("i")), sym("i"), false))
	b.edge(s2, head, assign("i", plus(sym("i"), num(1))))
	b.edge(head, b.vertex("exit"), assume(app(">", sym("i"), num(last))))
	return k + 1
}

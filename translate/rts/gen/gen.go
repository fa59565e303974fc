package gen

import (
	"fmt"
	"sort"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/rts"
)

// Family is a parametrised RTS with a known answer: Build writes the RTS
// for size K into a builder and returns the instance's minimal heap.
type Family struct {
	Name string // on the command line and in file names
	Doc  string // one line: what the program does and where it fails
	// build adds the store, vertices and edges for size k (k ≥ 1) and the
	// safe or unsafe variant, and returns MinHeap (see Instance).
	build func(b *builder, k int, safe bool) int
}

// Instance is one generated RTS with its expected answer.
type Instance struct {
	RTS    *rts.RTS
	Family string
	Size   int
	Safe   bool
	Seed   int64
	// MinHeap is the least number of cells n for which the error vertex is
	// reachable: an unsafe instance is unsat iff n ≥ MinHeap, sat below.
	// For safe instances it is the heap the longest path needs; they are
	// sat for every n.
	MinHeap int
}

// Name is the instance's file stem, e.g. "list-unsafe-k4".
func (i Instance) Name() string { return name(i.Family, i.Size, i.Safe) }

func name(family string, size int, safe bool) string {
	v := "unsafe"
	if safe {
		v = "safe"
	}
	return fmt.Sprintf("%s-%s-k%d", family, v, size)
}

// Expected is the answer of the instance's encoding with a heap of n cells
// (HORN-LA Proposition 1): unsat iff unsafe and n ≥ MinHeap.
func (i Instance) Expected(n int) chc.Status {
	if !i.Safe && n >= i.MinHeap {
		return chc.Unsat
	}
	return chc.Sat
}

// Generate builds family f's instance of size k ≥ 1, safe or unsafe. The
// seed only varies details that cannot change the answer: vertex ids, the
// store's declaration order, the name of an unread variable, havocs of it on
// detours and dead ends. The same arguments give the same RTS.
func Generate(f Family, k int, safe bool, seed int64) Instance {
	if k < 1 {
		panic(fmt.Sprintf("gen.Generate: size %d < 1", k))
	}
	b := newBuilder(name(f.Name, k, safe), seed)
	min := f.build(b, k, safe)
	return Instance{RTS: b.finish(), Family: f.Name, Size: k, Safe: safe, Seed: seed, MinHeap: min}
}

// Families returns the families, in the order of the one table.
func Families() []Family { return append([]Family(nil), families...) }

// Lookup returns the family called name.
func Lookup(name string) (Family, bool) {
	for _, f := range families {
		if f.Name == name {
			return f, true
		}
	}
	return Family{}, false
}

// Names returns the families' names, sorted.
func Names() []string {
	var ns []string
	for _, f := range families {
		ns = append(ns, f.Name)
	}
	sort.Strings(ns)
	return ns
}

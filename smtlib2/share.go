package smtlib2

import (
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// Let-sharing. Hash-consed terms are DAGs; printed as trees they can blow up
// (the SLAyer files rely on let to stay small). A subterm is let-bound when it
// is referenced more than once and its tree has at least minShared nodes.
// Bindings are grouped in levels: a level's bindings refer only to variables
// and to bindings of earlier levels, so one let per level suffices. Names are
// the prefix followed by a number, numbered level by level in post-order, so
// the text is a function of the term structure alone.

const minShared = 4

// dag holds the distinct subterms of some roots in post-order (children
// before parents, arguments left to right) with their reference counts, and
// the variables in order of first occurrence.
type dag struct {
	index map[*chc.Term]int32
	post  []*chc.Term
	refs  []int32
	vars  []*chc.Term
}

func walkDAG(roots []*chc.Term) *dag {
	d := &dag{index: make(map[*chc.Term]int32, 4*len(roots))}
	var visit func(t *chc.Term)
	visit = func(t *chc.Term) {
		if k, ok := d.index[t]; ok {
			d.refs[k]++
			return
		}
		for _, a := range t.Args() {
			visit(a)
		}
		if t.IsVar() {
			d.vars = append(d.vars, t)
		}
		d.index[t] = int32(len(d.post))
		d.post = append(d.post, t)
		d.refs = append(d.refs, 1)
	}
	for _, t := range roots {
		visit(t)
	}
	return d
}

type sharing struct {
	names  map[*chc.Term]string
	levels [][]*chc.Term
}

// share picks the shared terms of d and groups them by level; prefix starts
// their names.
func (d *dag) share(prefix string) *sharing {
	size := make([]int32, len(d.post))   // tree sizes, saturated at minShared
	height := make([]int32, len(d.post)) // levels of shared terms at and below t
	// bound marks the terms with a quantifier's bound variable, which a
	// let outside the quantifier cannot name: they are never let-bound.
	bound := make([]bool, len(d.post))
	sh := &sharing{}
	for k, t := range d.post {
		n, h := int32(1), int32(0)
		bound[k] = t.Op() == chc.OpBoundVar
		for _, a := range t.Args() {
			j := d.index[a]
			bound[k] = bound[k] || bound[j]
			// Only "at least minShared" matters, so sizes saturate there.
			// They once saturated at 1<<30, and two such arguments
			// overflowed int32 to a negative size: a term with a tree of
			// more than 2^31 nodes was then not let-bound, and printing it
			// grew exponentially (internal/chcgen.VoteChain has the shape).
			n = min(n+size[j], minShared)
			h = max(h, height[j])
		}
		size[k] = n
		if t.NumArgs() > 0 && d.refs[k] > 1 && n >= minShared && !bound[k] {
			for int(h) >= len(sh.levels) {
				sh.levels = append(sh.levels, nil)
			}
			sh.levels[h] = append(sh.levels[h], t)
			h++
		}
		height[k] = h
	}
	sh.names = make(map[*chc.Term]string)
	k := 0
	for _, lv := range sh.levels {
		for _, t := range lv {
			k++
			sh.names[t] = prefix + strconv.Itoa(k)
		}
	}
	return sh
}

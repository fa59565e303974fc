package smt

import (
	"github.com/horn-chc/horn/chc"
)

// The rewrites here make an existential elimination cheap before any solver
// is asked: ∃ distributes over conjuncts that share no quantified variable,
// over disjunctions, and over an if-then-else whose condition has no
// quantified variable. Model-based projection enumerates one projection per
// cube of the formula's Boolean structure, so a conjunction of n independent
// two-way choices costs 2^n projections as a whole but 2n in pieces.

// components groups the conjuncts of conj that share a variable outside
// kept (transitively); conjuncts without such a variable come first, as one
// group (possibly empty).
func components(conj []*chc.Term, kept map[*chc.Term]bool) (free []*chc.Term, groups [][]*chc.Term) {
	parent := make(map[*chc.Term]*chc.Term)
	var find func(v *chc.Term) *chc.Term
	find = func(v *chc.Term) *chc.Term {
		p, ok := parent[v]
		if !ok || p == v {
			parent[v] = v
			return v
		}
		r := find(p)
		parent[v] = r
		return r
	}
	vars := make([][]*chc.Term, len(conj))
	for i, k := range conj {
		vars[i] = bound(k, kept)
		for _, v := range vars[i] {
			parent[find(v)] = find(vars[i][0])
		}
	}
	index := make(map[*chc.Term]int)
	for i, k := range conj {
		if len(vars[i]) == 0 {
			free = append(free, k)
			continue
		}
		root := find(vars[i][0])
		g, ok := index[root]
		if !ok {
			g = len(groups)
			index[root] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], k)
	}
	return free, groups
}

// splitExists rewrites ∃(variables of t outside kept).t one level down, when
// t is a disjunction or an if-then-else on a condition without quantified
// variables: it returns the parts and how to combine their eliminations.
// ok is false when no such rewrite applies.
func splitExists(f *chc.Factory, t *chc.Term, kept map[*chc.Term]bool) (parts []*chc.Term, combine func([]*chc.Term) *chc.Term, ok bool) {
	switch {
	case t.Op() == chc.OpOr:
		return t.Args(), func(ts []*chc.Term) *chc.Term { return f.Or(ts...) }, true
	case t.Op() == chc.OpIte && t.Sort() == chc.BoolSort && len(bound(t.Arg(0), kept)) == 0:
		c := t.Arg(0)
		return []*chc.Term{t.Arg(1), t.Arg(2)}, func(ts []*chc.Term) *chc.Term { return f.Ite(c, ts[0], ts[1]) }, true
	}
	return nil, nil, false
}

package ufo

import (
	"context"

	"github.com/horn-chc/horn/chc"
)

// coverLayer decides which nodes of layer j are covered by their abstract
// labels: a node is covered when its label implies the disjunction of the
// labels of the uncovered nodes of its predicate on earlier layers (so
// that what it would derive, they derive already).
func (ru *run) coverLayer(ctx context.Context, a *arg, j int) error {
	for _, v := range a.layers[j] {
		c, err := ru.covers(ctx, v.label, earlier(a, v, func(n *node) (*chc.Term, bool) { return n.label, !n.covered }))
		if err != nil {
			return err
		}
		v.covered = c
		if c {
			ru.stats.Add("ufo covered", 1)
		}
	}
	return nil
}

// earlier returns the labels of the nodes of v's predicate on the layers
// before v's that lab calls uncovered.
func earlier(a *arg, v *node, lab func(*node) (*chc.Term, bool)) []*chc.Term {
	var out []*chc.Term
	for j := 0; j < v.layer; j++ {
		for _, n := range a.layers[j] {
			if n.pred != v.pred {
				continue
			}
			if l, open := lab(n); open {
				out = append(out, l)
			}
		}
	}
	return out
}

// covers reports whether phi implies the disjunction of by (false when by
// is empty).
func (ru *run) covers(ctx context.Context, phi *chc.Term, by []*chc.Term) (bool, error) {
	if len(by) == 0 {
		return false, nil
	}
	ru.stats.Add("ufo cover checks", 1)
	sat, err := ru.check(ctx, phi, ru.f.Not(ru.f.Or(by...)))
	return !sat, err
}

// coverRefined decides the covering of every node under labels lab, layer
// by layer, and returns the covered ones.
func (ru *run) coverRefined(ctx context.Context, a *arg, lab map[*node]*chc.Term) (map[*node]bool, error) {
	covered := map[*node]bool{}
	for _, layer := range a.layers {
		for _, v := range layer {
			c, err := ru.covers(ctx, lab[v], earlier(a, v, func(n *node) (*chc.Term, bool) { return lab[n], !covered[n] }))
			if err != nil {
				return nil, err
			}
			covered[v] = c
		}
	}
	return covered, nil
}

package interp

import (
	"context"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
)

// DAG is an edge-labelled directed acyclic graph of formulas to
// interpolate (thesis ch. 3): nodes 0 … Nodes−1, Entry without incoming
// and Exit without outgoing edges, each edge labelled by a Bool term. An
// unrolling of a transition system or of linear clauses is one: a node per
// (location, depth), an edge per transition, labelled by its constraint
// over the variables of that depth.
type DAG struct {
	Nodes       int
	Entry, Exit int
	Edges       []Edge
}

// Edge is an edge of a DAG with its label.
type Edge struct {
	From, To int
	Label    *chc.Term
}

// DAG returns DAG interpolants of g, whose every path from Entry to Exit
// is unsatisfiable: a formula I_v per node with I_Entry = true, I_Exit =
// false, I_u ∧ Label ⇒ I_v for every edge (u, v), and every variable of
// I_v occurring both on an edge that reaches v and on one reachable from
// it. When some path is satisfiable it fails with ErrSatisfiable
// (wrapped).
//
// It takes the nodes in topological order: I_v interpolates the
// disjunction over v's incoming edges of I_u ∧ Label against the
// disjunction of v's paths to Exit. That is unsatisfiable because each
// I_u contradicts u's paths to Exit, which include those through v. The
// thesis instead reduces to sequence interpolants with control variables
// and cleans them; projections handle the disjunctions directly.
func (p *Interpolator) DAG(ctx context.Context, g DAG) ([]*chc.Term, error) {
	start := time.Now()
	defer func() { p.stats.Time += time.Since(start) }()
	is, err := p.dag(ctx, g)
	if err != nil {
		return nil, err
	}
	return is, p.verify(ctx, func(s CheckSolver) error { return CheckDAG(ctx, s, p.f, g, is) })
}

func (p *Interpolator) dag(ctx context.Context, g DAG) ([]*chc.Term, error) {
	order, err := g.order()
	if err != nil {
		return nil, err
	}
	in, out := g.adjacent()
	suffix := g.suffixes(p.f, order, out)
	is := make([]*chc.Term, g.Nodes)
	for _, v := range order {
		if v == g.Entry {
			is[v] = p.f.True()
			continue
		}
		var pre []*chc.Term
		for _, e := range in[v] {
			pre = append(pre, p.f.And(is[e.From], e.Label))
		}
		i, err := p.binary(ctx, p.f.Or(pre...), suffix[v])
		if err != nil {
			return nil, err
		}
		is[v] = i
	}
	is[g.Exit] = p.f.False() // unsatisfiable by the interpolant's first property
	return is, nil
}

// order checks g's structure and returns its nodes in a topological order.
func (g DAG) order() ([]int, error) {
	n := g.Nodes
	if g.Entry < 0 || g.Entry >= n || g.Exit < 0 || g.Exit >= n || g.Entry == g.Exit {
		return nil, fmt.Errorf("interp: a DAG of %d nodes with entry %d and exit %d", n, g.Entry, g.Exit)
	}
	indeg := make([]int, n)
	for _, e := range g.Edges {
		switch {
		case e.From < 0 || e.From >= n || e.To < 0 || e.To >= n:
			return nil, fmt.Errorf("interp: an edge %d→%d outside the DAG's %d nodes", e.From, e.To, n)
		case e.To == g.Entry || e.From == g.Exit:
			return nil, fmt.Errorf("interp: an edge %d→%d into the entry or out of the exit", e.From, e.To)
		}
		indeg[e.To]++
	}
	_, out := g.adjacent()
	var order, ready []int
	for v := 0; v < n; v++ {
		if indeg[v] == 0 {
			ready = append(ready, v)
		}
	}
	for len(ready) > 0 {
		v := ready[len(ready)-1]
		ready = ready[:len(ready)-1]
		order = append(order, v)
		for _, e := range out[v] {
			if indeg[e.To]--; indeg[e.To] == 0 {
				ready = append(ready, e.To)
			}
		}
	}
	if len(order) != n {
		return nil, fmt.Errorf("interp: the edges make a cycle, not a DAG")
	}
	return order, nil
}

// adjacent returns each node's incoming and outgoing edges.
func (g DAG) adjacent() (in, out [][]Edge) {
	in, out = make([][]Edge, g.Nodes), make([][]Edge, g.Nodes)
	for _, e := range g.Edges {
		in[e.To] = append(in[e.To], e)
		out[e.From] = append(out[e.From], e)
	}
	return in, out
}

// suffixes returns for each node the disjunction of its paths to Exit, as
// a term that shares the suffixes of its successors.
func (g DAG) suffixes(f *chc.Factory, order []int, out [][]Edge) []*chc.Term {
	suffix := make([]*chc.Term, g.Nodes)
	for k := len(order) - 1; k >= 0; k-- {
		v := order[k]
		if v == g.Exit {
			suffix[v] = f.True()
			continue
		}
		var paths []*chc.Term
		for _, e := range out[v] {
			paths = append(paths, f.And(e.Label, suffix[e.To]))
		}
		suffix[v] = f.Or(paths...)
	}
	return suffix
}

// CheckDAG verifies that is are DAG interpolants of g (see
// Interpolator.DAG): I_Entry true, I_Exit false, I_u ∧ Label ⇒ I_v for
// every edge, and every variable of I_v on an edge reaching v and on an
// edge reachable from v.
func CheckDAG(ctx context.Context, s CheckSolver, f *chc.Factory, g DAG, is []*chc.Term) error {
	order, err := g.order()
	if err != nil {
		return err
	}
	if len(is) != g.Nodes {
		return fmt.Errorf("interp: %w: %d interpolants for %d nodes", ErrNotInterpolant, len(is), g.Nodes)
	}
	if !is[g.Entry].IsTrue() || !is[g.Exit].IsFalse() {
		return fmt.Errorf("interp: %w: the entry's interpolant is not true or the exit's not false", ErrNotInterpolant)
	}
	before, after := g.vocabularies(order)
	for v := 0; v < g.Nodes; v++ {
		if err := vocabulary(is[v], before[v], after[v]); err != nil {
			return fmt.Errorf("node %d: %w", v, err)
		}
	}
	for _, e := range g.Edges {
		if err := implies(ctx, s, f, f.And(is[e.From], e.Label), is[e.To]); err != nil {
			return fmt.Errorf("edge %d→%d: %w", e.From, e.To, err)
		}
	}
	return nil
}

// vocabularies returns for each node the variables on the edges that
// reach it and on the edges reachable from it.
func (g DAG) vocabularies(order []int) (before, after []map[*chc.Term]bool) {
	in, out := g.adjacent()
	before, after = make([]map[*chc.Term]bool, g.Nodes), make([]map[*chc.Term]bool, g.Nodes)
	for _, v := range order {
		before[v] = gather(in[v], before, func(e Edge) int { return e.From })
	}
	for k := len(order) - 1; k >= 0; k-- {
		v := order[k]
		after[v] = gather(out[v], after, func(e Edge) int { return e.To })
	}
	return before, after
}

// gather returns the variables of the edges' labels and of the sets of
// their other ends.
func gather(edges []Edge, sets []map[*chc.Term]bool, end func(Edge) int) map[*chc.Term]bool {
	set := make(map[*chc.Term]bool)
	for _, e := range edges {
		for v := range varSet(e.Label) {
			set[v] = true
		}
		for v := range sets[end(e)] {
			set[v] = true
		}
	}
	return set
}

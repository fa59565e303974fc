package ufo

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// counterexample checks whether some path of r's DAG from the entry to the
// exit is satisfiable and, when one is, returns it as a derivation: a chain
// of clause instances from the query down to the fact. The DAG is encoded
// with a Bool per node ("reached") and per edge ("taken"): a taken edge's
// label holds and its source is reached, a reached node other than the
// entry has a taken incoming edge, and the exit is reached. The nodes'
// copies of their arguments are shared by the paths through them, so the
// taken edges back from the exit form a path whose labels all hold.
func (ru *run) counterexample(ctx context.Context, r *refinement) (*chc.Derivation, error) {
	f := ru.f
	reached := func(v int) *chc.Term {
		if v == entry {
			return f.True()
		}
		return f.Var(fmt.Sprintf("%sr%d", ru.prefix, v), chc.BoolSort)
	}
	taken := func(k int) *chc.Term { return f.Var(fmt.Sprintf("%st%d", ru.prefix, k), chc.BoolSort) }
	in := make([][]int, r.g.Nodes)
	for k, e := range r.g.Edges {
		in[e.To] = append(in[e.To], k)
	}
	if err := ru.sol.Push(); err != nil {
		return nil, err
	}
	defer ru.sol.Pop(1)
	conj := []*chc.Term{reached(exit)}
	for k, e := range r.g.Edges {
		conj = append(conj, f.Implies(taken(k), f.And(reached(e.From), e.Label)))
	}
	for v := 1; v < r.g.Nodes; v++ {
		var ts []*chc.Term
		for _, k := range in[v] {
			ts = append(ts, taken(k))
		}
		conj = append(conj, f.Implies(reached(v), f.Or(ts...)))
	}
	if err := ru.sol.Assert(conj...); err != nil {
		return nil, err
	}
	sat, err := ru.checkAsserted(ctx)
	if err != nil || !sat {
		return nil, err
	}
	var root, last *chc.DerivNode
	steps := 0
	for v := exit; v != entry; steps++ {
		if steps > len(r.g.Edges) {
			return nil, fmt.Errorf("internal error: the counterexample's path does not end")
		}
		k, err := ru.takenEdge(in[v], taken)
		if err != nil {
			return nil, err
		}
		e := r.edges[k]
		env, err := smt.Values(ru.sol, e.clause.Vars(), e.sigma)
		if err != nil {
			return nil, err
		}
		n := &chc.DerivNode{Clause: e.clause, Values: env}
		if root == nil {
			root = n
		} else {
			last.Children = []*chc.DerivNode{n}
		}
		last, v = n, r.g.Edges[k].From
	}
	ru.stats.Add("ufo counterexample length", int64(steps))
	return &chc.Derivation{Root: root}, nil
}

// takenEdge returns the first of ks whose taken Bool is true in the model.
func (ru *run) takenEdge(ks []int, taken func(int) *chc.Term) (int, error) {
	for _, k := range ks {
		v, err := ru.sol.Value(taken(k))
		if err != nil {
			return 0, err
		}
		if v.Bool() {
			return k, nil
		}
	}
	return 0, fmt.Errorf("internal error: a reached node of the counterexample without a taken edge")
}

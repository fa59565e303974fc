package ufo

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
)

// refinement is the DAG of the part of an ARG that reaches the abstract
// error: node 0 the entry, node 1 the exit (the error), and a node per ARG
// node of the cone, with its own copy of its predicate's arguments.
type refinement struct {
	g     interp.DAG
	nodes []*node       // by DAG node (nil for the entry and the exit)
	vars  [][]*chc.Term // by DAG node: the copy of its predicate's arguments
	edges []dagEdge     // parallel to g.Edges
}

// dagEdge is the clause instance of a DAG edge: the clause and the renaming
// of its variables into the edge's label.
type dagEdge struct {
	clause *chc.Clause
	sigma  map[*chc.Term]*chc.Term
}

const entry, exit = 0, 1

// dag builds the refinement DAG of a: the nodes from which a's abstract
// error is reachable, each in-edge of them (a fact from the entry or a
// rule from another of them) and each error edge into the exit. An edge's
// label is its clause's constraint over fresh copies of the clause's
// variables, its head arguments equal to the copy of its target's
// arguments and its body arguments to its source's.
func (ru *run) dag(a *arg) *refinement {
	cone := map[*node]bool{}
	var stack []*node
	for _, e := range a.errs {
		stack = append(stack, e.at)
	}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if cone[n] {
			continue
		}
		cone[n] = true
		for _, e := range n.in {
			if e.from != nil {
				stack = append(stack, e.from)
			}
		}
	}
	r := &refinement{nodes: []*node{nil, nil}, vars: [][]*chc.Term{nil, nil}}
	id := map[*node]int{}
	for _, layer := range a.layers {
		for _, n := range layer {
			if !cone[n] {
				continue
			}
			k := len(r.nodes)
			id[n] = k
			xs := make([]*chc.Term, n.pred.Arity())
			for j, so := range n.pred.Params {
				xs[j] = ru.f.Var(fmt.Sprintf("%sn%d!%d", ru.prefix, k, j), so)
			}
			r.nodes, r.vars = append(r.nodes, n), append(r.vars, xs)
		}
	}
	for k := 2; k < len(r.nodes); k++ {
		for _, e := range r.nodes[k].in {
			from := entry
			if e.from != nil {
				from = id[e.from]
			}
			r.add(ru, from, k, e.clause)
		}
	}
	for _, e := range a.errs {
		r.add(ru, id[e.at], exit, e.query)
	}
	r.g.Nodes, r.g.Entry, r.g.Exit = len(r.nodes), entry, exit
	return r
}

// add adds the edge of clause c from DAG node from to DAG node to.
func (r *refinement) add(ru *run, from, to int, c *chc.Clause) {
	f, k := ru.f, len(r.edges)
	fresh := func(i int, v *chc.Term) *chc.Term {
		return f.Var(fmt.Sprintf("%se%d!%d", ru.prefix, k, i), v.Sort())
	}
	sigma, eqs := chc.RenameApart(f, c, r.vars[to], fresh) // r.vars[exit] is nil: a query binds no head
	conj := append([]*chc.Term{f.Subst(c.Constraint, sigma)}, eqs...)
	if from != entry {
		body := f.SubstAtom(c.Body[0], sigma)
		conj = append(conj, f.EqAll(body.Args, r.vars[from]))
	}
	r.g.Edges = append(r.g.Edges, interp.Edge{From: from, To: to, Label: f.And(conj...)})
	r.edges = append(r.edges, dagEdge{clause: c, sigma: sigma})
}

// label refines a, whose abstract error is reachable: it returns a
// derivation when some path of the refinement DAG is feasible, else the
// DAG interpolants of the cone's nodes over their predicates' parameters:
// is, the labels' (strong ones), and more, from B's side, whose atoms are
// further predicates.
func (ru *run) label(ctx context.Context, a *arg) (*chc.Derivation, map[*node]*chc.Term, map[*node]*chc.Term, error) {
	r := ru.dag(a)
	ru.stats.Max("ufo dag nodes", int64(r.g.Nodes))
	d, err := ru.counterexample(ctx, r)
	if err != nil || d != nil {
		return d, nil, nil, err
	}
	is, err := ru.interpolate(ctx, ru.itp, r)
	if err != nil {
		return nil, nil, nil, err
	}
	more, err := ru.interpolate(ctx, ru.itpB, r)
	return nil, is, more, err
}

// interpolate returns the DAG interpolants of r's nodes by p, over their
// predicates' parameters.
func (ru *run) interpolate(ctx context.Context, p *interp.Interpolator, r *refinement) (map[*node]*chc.Term, error) {
	is, err := p.DAG(ctx, r.g)
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, err
	case errors.Is(err, interp.ErrSatisfiable):
		return nil, fmt.Errorf("internal error: DAG interpolation found a path the feasibility check did not: %w", err)
	case err != nil:
		return nil, gaveUp("DAG interpolation failed: %v", err)
	}
	out := make(map[*node]*chc.Term, len(r.nodes))
	for k := 2; k < len(r.nodes); k++ {
		n := r.nodes[k]
		sub := make(map[*chc.Term]*chc.Term, len(r.vars[k]))
		for j, x := range r.vars[k] {
			sub[x] = ru.params[n.pred][j]
		}
		out[n] = ru.f.Simplify(ru.f.Subst(is[k], sub))
	}
	return out, nil
}

// refined conjoins each node's label with its interpolant and decides the
// covering again (the hybrid step). When every node the refined labels
// leave uncovered lies before the error layer and was expanded, the
// refined ARG is complete and safe and refined returns true. Either way
// the refined labels and covering replace the abstract ones, and the
// layers after the first with an uncovered node not expanded yet (one
// the refinement uncovered, or one on the error layer) are dropped, to be
// unrolled again from the refined labels.
func (ru *run) refined(ctx context.Context, a *arg, is map[*node]*chc.Term) (bool, error) {
	lab := map[*node]*chc.Term{}
	for _, layer := range a.layers {
		for _, n := range layer {
			lab[n] = n.label
			if i, ok := is[n]; ok {
				lab[n] = ru.f.Simplify(ru.f.And(n.label, i))
			}
		}
	}
	covered, err := ru.coverRefined(ctx, a, lab)
	if err != nil {
		return false, err
	}
	dirty := len(a.layers)
	for j, layer := range a.layers {
		for _, n := range layer {
			if !covered[n] && (n.covered || n.layer >= a.errLayer) && j < dirty {
				dirty = j
			}
		}
	}
	for _, layer := range a.layers {
		for _, n := range layer {
			n.label, n.covered = lab[n], covered[n]
		}
	}
	if dirty == len(a.layers) {
		ru.stats.Add("ufo complete after refinement", 1)
		return true, nil
	}
	a.layers = a.layers[:dirty+1]
	return false, nil
}

// learn adds to the predicate of each of nodes the atoms of its
// interpolant (or, with whole, the interpolant itself) that it does not
// have yet, and returns how many it added.
func (ru *run) learn(nodes []*node, is map[*node]*chc.Term, whole bool) int {
	added := 0
	for _, n := range nodes {
		i, ok := is[n]
		if !ok {
			continue
		}
		cands := []*chc.Term{i}
		if !whole {
			cands = atoms(i)
		}
		for _, t := range cands {
			if t.IsTrue() || t.IsFalse() || ru.known[n.pred][t] {
				continue
			}
			if ru.log != nil {
				ru.log.Debug("ufo predicate", "pred", n.pred.Name, "layer", n.layer, "atom", t.String())
			}
			ru.known[n.pred][t] = true
			ru.preds[n.pred] = append(ru.preds[n.pred], t)
			added++
		}
	}
	ru.stats.Add("ufo predicates", int64(added))
	return added
}

// atoms returns the atoms of a Bool term: its subterms under the Boolean
// connectives that are not connectives themselves.
func atoms(t *chc.Term) []*chc.Term {
	var out []*chc.Term
	seen := map[*chc.Term]bool{}
	chc.Walk(t, func(u *chc.Term) bool {
		switch u.Op() {
		case chc.OpAnd, chc.OpOr, chc.OpNot, chc.OpImplies, chc.OpXor, chc.OpTrue, chc.OpFalse:
			return true
		case chc.OpIte, chc.OpEq, chc.OpDistinct:
			if u.Arg(1).Sort().Kind() == chc.KindBool {
				return true
			}
		}
		if u.Sort().Kind() == chc.KindBool && !seen[u] {
			seen[u] = true
			out = append(out, u)
		}
		return false
	})
	return out
}

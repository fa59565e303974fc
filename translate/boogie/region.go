package boogie

import (
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// region is the loop-free part of a control-flow graph between a cut point
// (its root) and the next cut points, the exit, and failing checks: large-
// block encoding. Every node gets its state and its reach condition as
// terms over the root's state variables and the region's fresh variables
// (havoc'd values, free choices, callees' results); exactly one path of
// the region is reached in any assignment.
type region struct {
	fr     *frame
	root   *rnode
	nodes  []*rnode // topological order, the root first
	leaves []*rnode // cut points and the exit reached
	names  *namer
	// rootAssume holds at the root (requires, invariants); rootAtom is the
	// root's predicate applied to the root state.
	rootAssume *chc.Term
	rootAtom   chc.Atom
}

// rnode is a node of a region.
type rnode struct {
	n      *node
	leaf   bool
	preds  []redge
	reach  *chc.Term
	in     state // at the node
	out    state // after it (interior nodes)
	assume *chc.Term
	choice *chc.Term         // a free choice among the successors
	fresh  map[int]*chc.Term // slot → fresh value (havoc, body-less call)
	post   []*chc.Term       // a call's fresh results: callee outputs, then modified globals
	checks []check           // checks failing here
	order  int               // position in region.nodes
}

// redge is an edge of the region: successor idx of from.
type redge struct {
	from *rnode
	idx  int
}

// newRegion collects the region rooted at root: the nodes reachable
// without passing a cut point or the exit.
func (e *encoder) newRegion(fr *frame, root *node, st state) *region {
	r := &region{fr: fr, names: newNamer()}
	for k := range fr.names.used {
		r.names.used[k] = true
	}
	r.root = &rnode{n: root, in: st, out: st, reach: e.f.True()}
	byNode := map[*node]*rnode{}
	var post []*rnode
	var visit func(rn *rnode)
	visit = func(rn *rnode) {
		for i, ed := range rn.n.succ {
			to, ok := byNode[ed.to]
			if !ok {
				to = &rnode{n: ed.to, leaf: ed.to.cut || ed.to.kind == nExit}
				byNode[ed.to] = to
				if !to.leaf {
					visit(to)
				}
				post = append(post, to)
			}
			to.preds = append(to.preds, redge{from: rn, idx: i})
		}
	}
	visit(r.root)
	r.nodes = append(r.nodes, r.root)
	for i := len(post) - 1; i >= 0; i-- {
		post[i].order = len(r.nodes)
		r.nodes = append(r.nodes, post[i])
		if post[i].leaf {
			r.leaves = append(r.leaves, post[i])
		}
	}
	return r
}

// fresh returns a new variable of the region.
func (r *region) fresh(e *encoder, base string, s chc.Sort) *chc.Term {
	return e.f.Var(r.names.fresh(base), s)
}

// compute gives every node its reach condition and states, in
// topological order.
func (e *encoder) compute(r *region) {
	e.choose(r, r.root)
	for _, rn := range r.nodes[1:] {
		e.merge(r, rn)
		if !rn.leaf {
			e.effect(r, rn)
			e.choose(r, rn)
		}
	}
}

// choose gives a node with several unguarded successors a choice variable.
func (e *encoder) choose(r *region, rn *rnode) {
	succ := rn.n.succ
	if len(succ) < 2 || succ[0].cond != nil {
		return
	}
	name := "choice!" + strconv.Itoa(rn.n.id)
	if len(succ) == 2 {
		rn.choice = r.fresh(e, name, chc.BoolSort)
	} else {
		rn.choice = r.fresh(e, name, chc.IntSort)
	}
}

// guard is the condition of taking successor idx of rn.
func (e *encoder) edgeGuard(r *region, rn *rnode, idx int) *chc.Term {
	ed := rn.n.succ[idx]
	switch {
	case ed.cond != nil:
		c := e.expr(ed.cond, r.fr.at(rn.out))
		if ed.neg {
			return e.f.Not(c)
		}
		return c
	case rn.choice == nil:
		return e.f.True()
	case rn.choice.Sort() == chc.BoolSort && idx == 0:
		return rn.choice
	case rn.choice.Sort() == chc.BoolSort:
		return e.f.Not(rn.choice)
	case idx < len(rn.n.succ)-1:
		return e.f.Eq(rn.choice, e.f.Int(int64(idx)))
	}
	var others []*chc.Term
	for i := 0; i < idx; i++ {
		others = append(others, e.f.Not(e.f.Eq(rn.choice, e.f.Int(int64(i)))))
	}
	return e.f.And(others...)
}

// merge computes a node's reach condition and incoming state from its
// predecessors: a disjunction, and an if-then-else per differing slot.
func (e *encoder) merge(r *region, rn *rnode) {
	conds := make([]*chc.Term, len(rn.preds))
	for i, p := range rn.preds {
		conds[i] = e.f.And(p.from.reach, e.edgeGuard(r, p.from, p.idx))
	}
	rn.reach = e.f.Or(conds...)
	last := len(rn.preds) - 1
	rn.in = append(state{}, rn.preds[last].from.out...)
	for i := last - 1; i >= 0; i-- {
		out := rn.preds[i].from.out
		for j := range rn.in {
			if out[j] != rn.in[j] {
				rn.in[j] = e.f.Ite(conds[i], out[j], rn.in[j])
			}
		}
	}
	if len(rn.preds) == 1 {
		rn.in = rn.preds[0].from.out
	}
}

// cone returns the nodes from which t is reachable in the region, t
// included, in topological order.
func (r *region) cone(t *rnode) []*rnode {
	in := map[*rnode]bool{t: true}
	stack := []*rnode{t}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, p := range n.preds {
			if !in[p.from] {
				in[p.from] = true
				stack = append(stack, p.from)
			}
		}
	}
	var out []*rnode
	for _, n := range r.nodes {
		if in[n] {
			out = append(out, n)
		}
	}
	return out
}

// pathConstraint is what reaching t means: the root's assumption, t's
// reach condition, and each assumption on the way to t (excluding t's
// own).
func (e *encoder) pathConstraint(r *region, t *rnode) []*chc.Term {
	conj := []*chc.Term{r.rootAssume, t.reach}
	for _, n := range r.cone(t) {
		if n != t && n.assume != nil {
			conj = append(conj, e.f.Implies(n.reach, n.assume))
		}
	}
	return conj
}

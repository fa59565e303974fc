package ufo

import (
	"context"

	"github.com/horn-chc/horn/chc"
)

// node is a node of the ARG: a predicate at a layer of the unrolling, with
// its label over the predicate's canonical parameters (ru.params).
type node struct {
	pred    *chc.Pred
	layer   int
	label   *chc.Term // the predicate abstraction of the incoming posts
	covered bool      // by the uncovered nodes of pred on earlier layers
	in      []inEdge  // the clause instances into the node
}

// inEdge is an ARG edge into a node: a rule out of node from, or a fact
// (from nil).
type inEdge struct {
	from   *node
	clause *chc.Clause
}

// errEdge is a query satisfiable at a node's label: the abstract error.
type errEdge struct {
	at    *node
	query *chc.Clause
}

// arg is an abstract reachability graph unrolled layer by layer: at most
// one node per predicate on each layer. When errLayer ≥ 0 the abstract
// error is reachable from the uncovered nodes of that layer, through errs;
// otherwise the ARG is complete: its last layer has no uncovered node.
type arg struct {
	layers   [][]*node
	errLayer int
	errs     []errEdge
}

// nodes returns the ARG's nodes, layer by layer.
func (a *arg) nodes() []*node {
	var out []*node
	for _, l := range a.layers {
		out = append(out, l...)
	}
	return out
}

func (a *arg) size() int {
	n := 0
	for _, l := range a.layers {
		n += len(l)
	}
	return n
}

// start returns the ARG's first layer: a node per predicate with a fact.
func (ru *run) start(ctx context.Context) (*arg, error) {
	a := &arg{errLayer: -1}
	var layer []*node
	for _, p := range ru.s.Preds {
		var posts []*chc.Term
		var in []inEdge
		for _, c := range ru.facts[p] {
			posts = append(posts, ru.factPost(c))
			in = append(in, inEdge{clause: c})
		}
		if len(posts) == 0 {
			continue
		}
		n, err := ru.newNode(ctx, p, 0, ru.f.Or(posts...), in)
		if err != nil {
			return nil, err
		}
		if n != nil {
			layer = append(layer, n)
		}
	}
	a.layers = [][]*node{layer}
	return a, nil
}

// unroll extends a, whose layers are labelled and their covering decided,
// with the current predicates until its last layer has no uncovered node
// or reaches the abstract error.
func (ru *run) unroll(ctx context.Context, a *arg) error {
	a.errLayer, a.errs = -1, nil
	for {
		j := len(a.layers) - 1
		var open []*node
		for _, n := range a.layers[j] {
			if !n.covered {
				open = append(open, n)
			}
		}
		if len(open) == 0 {
			return nil
		}
		errs, err := ru.abstractErrors(ctx, open)
		if err != nil {
			return err
		}
		if len(errs) > 0 {
			a.errLayer, a.errs = j, errs
			return nil
		}
		if ru.opt.MaxDepth > 0 && j+1 >= ru.opt.MaxDepth {
			return errBound
		}
		layer, err := ru.expand(ctx, open, j+1)
		if err != nil {
			return err
		}
		a.layers = append(a.layers, layer)
		if err := ru.coverLayer(ctx, a, j+1); err != nil {
			return err
		}
	}
}

// expand returns the layer after open's: a node per head predicate of a
// rule out of a node of open, labelled by the abstraction of the posts
// into it, the nodes labelled false left out.
func (ru *run) expand(ctx context.Context, open []*node, j int) ([]*node, error) {
	posts := map[*chc.Pred][]*chc.Term{}
	ins := map[*chc.Pred][]inEdge{}
	for _, u := range open {
		for _, c := range ru.rules[u.pred] {
			q := c.Head.Pred
			posts[q] = append(posts[q], ru.rulePost(c, u.label))
			ins[q] = append(ins[q], inEdge{from: u, clause: c})
		}
	}
	var layer []*node
	for _, q := range ru.s.Preds {
		if len(posts[q]) == 0 {
			continue
		}
		n, err := ru.newNode(ctx, q, j, ru.f.Or(posts[q]...), ins[q])
		if err != nil {
			return nil, err
		}
		if n != nil {
			layer = append(layer, n)
		}
	}
	return layer, nil
}

// newNode returns the node of p on layer j whose incoming posts are post,
// or nil when its abstraction is false.
func (ru *run) newNode(ctx context.Context, p *chc.Pred, j int, post *chc.Term, in []inEdge) (*node, error) {
	label, err := ru.abstract(ctx, p, post)
	if err != nil || label.IsFalse() {
		return nil, err
	}
	ru.stats.Add("ufo arg nodes", 1)
	return &node{pred: p, layer: j, label: label, in: in}, nil
}

// abstractErrors returns the queries satisfiable at the labels of open.
func (ru *run) abstractErrors(ctx context.Context, open []*node) ([]errEdge, error) {
	var errs []errEdge
	for _, n := range open {
		for _, c := range ru.queries[n.pred] {
			sat, err := ru.check(ctx, ru.queryPost(c, n.label))
			if err != nil {
				return nil, err
			}
			if sat {
				errs = append(errs, errEdge{at: n, query: c})
			}
		}
	}
	return errs, nil
}

// factPost is what fact c derives, over its head predicate's parameters:
// its constraint with the head arguments bound to them, the clause's other
// variables implicitly existential.
func (ru *run) factPost(c *chc.Clause) *chc.Term {
	sigma, eqs := chc.RenameApart(ru.f, c, ru.params[c.Head.Pred], nil)
	return ru.f.And(append([]*chc.Term{ru.f.Subst(c.Constraint, sigma)}, eqs...)...)
}

// rulePost is what rule c derives from the body facts label (over the
// body predicate's parameters), over the head predicate's parameters.
func (ru *run) rulePost(c *chc.Clause, label *chc.Term) *chc.Term {
	sigma, eqs := chc.RenameApart(ru.f, c, ru.params[c.Head.Pred], nil)
	body := ru.f.SubstAtom(c.Body[0], sigma)
	conj := []*chc.Term{ru.f.Subst(c.Constraint, sigma), ru.instantiate(body.Pred, label, body.Args)}
	return ru.f.And(append(conj, eqs...)...)
}

// queryPost is query c's constraint with its body atom in label.
func (ru *run) queryPost(c *chc.Clause, label *chc.Term) *chc.Term {
	b := c.Body[0]
	return ru.f.And(c.Constraint, ru.instantiate(b.Pred, label, b.Args))
}

// instantiate returns phi, over p's parameters, applied to args.
func (ru *run) instantiate(p *chc.Pred, phi *chc.Term, args []*chc.Term) *chc.Term {
	sub := make(map[*chc.Term]*chc.Term, len(args))
	for j, x := range ru.params[p] {
		sub[x] = args[j]
	}
	return ru.f.Subst(phi, sub)
}

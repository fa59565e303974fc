package preprocess

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// liftDerivation turns a derivation of a pass's output into one of its
// input, children first; nodes shared in the output stay shared.
func liftDerivation(ctx context.Context, in *chc.System, d *chc.Derivation, ns smt.NewSolver, lift liftFunc) (*chc.Derivation, error) {
	if d == nil || d.Root == nil {
		return nil, fmt.Errorf("empty derivation")
	}
	l := &lifter{ctx: ctx, lift: lift, memo: make(map[*chc.DerivNode]*chc.DerivNode),
		fill: &filler{ctx: ctx, sys: in, newSolver: ns}}
	defer l.fill.close()
	root, err := l.liftNode(d.Root)
	if err != nil {
		return nil, err
	}
	return &chc.Derivation{Root: root}, nil
}

type lifter struct {
	ctx  context.Context
	lift liftFunc
	memo map[*chc.DerivNode]*chc.DerivNode
	fill *filler
}

func (l *lifter) liftNode(n *chc.DerivNode) (*chc.DerivNode, error) {
	if r, ok := l.memo[n]; ok {
		return r, nil
	}
	if err := l.ctx.Err(); err != nil {
		return nil, err
	}
	kids := make([]*chc.DerivNode, len(n.Children))
	for i, c := range n.Children {
		k, err := l.liftNode(c)
		if err != nil {
			return nil, err
		}
		kids[i] = k
	}
	if len(kids) != len(n.Clause.Body) {
		return nil, fmt.Errorf("derivation node has %d children for %d body atoms", len(kids), len(n.Clause.Body))
	}
	r, err := l.lift(l, n, kids)
	if err != nil {
		return nil, err
	}
	l.memo[n] = r
	return r, nil
}

// node returns the input node for clause c with the values vals (completed
// where they lack a variable) and the given children.
func (l *lifter) node(c *chc.Clause, vals chc.Env, children []*chc.DerivNode) (*chc.DerivNode, error) {
	// One node of the lifted derivation can stand for thousands of input
	// nodes (a chain of inlined clauses): the deadline is looked at for
	// each of them.
	if err := l.ctx.Err(); err != nil {
		return nil, err
	}
	if len(children) != len(c.Body) {
		return nil, fmt.Errorf("%s: %d children for %d body atoms", l.fill.sys.Describe(c), len(children), len(c.Body))
	}
	if err := l.fill.complete(c, vals, children); err != nil {
		return nil, err
	}
	return &chc.DerivNode{Clause: c, Values: vals, Children: children}, nil
}

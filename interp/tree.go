package interp

import (
	"context"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
)

// Tree is a tree of formulas to interpolate: node k has the Bool term
// Formulas[k] and the parent Parent[k]; the one root has parent -1. A
// derivation tree of non-linear clauses is one: a node per clause
// instance, its constraint as the formula, the instances of its body
// atoms as its children.
type Tree struct {
	Formulas []*chc.Term
	Parent   []int
}

// Tree returns tree interpolants of t, whose formulas together are
// unsatisfiable: one formula I_v per node, with I_root = false, Formulas[v]
// ∧ (the I_c of v's children) ⇒ I_v, and every variable of I_v occurring
// both in v's subtree and outside it. When the formulas are satisfiable
// together it fails with ErrSatisfiable (wrapped).
//
// It computes binary interpolants bottom-up. All along, the formulas of
// the nodes not done yet and the interpolants of the done nodes whose
// parent is not are unsatisfiable together; I_v interpolates v's formula
// and its children's interpolants against the rest of them.
func (p *Interpolator) Tree(ctx context.Context, t Tree) ([]*chc.Term, error) {
	start := time.Now()
	defer func() { p.stats.Time += time.Since(start) }()
	is, err := p.tree(ctx, t)
	if err != nil {
		return nil, err
	}
	return is, p.verify(ctx, func(s CheckSolver) error { return CheckTree(ctx, s, p.f, t, is) })
}

func (p *Interpolator) tree(ctx context.Context, t Tree) ([]*chc.Term, error) {
	sh, err := t.shape()
	if err != nil {
		return nil, err
	}
	is := make([]*chc.Term, len(t.Formulas))
	slot := append([]*chc.Term(nil), t.Formulas...) // what stands for each node in the rest
	for _, v := range sh.post {
		a := []*chc.Term{t.Formulas[v]}
		for _, c := range sh.children[v] {
			a = append(a, is[c])
		}
		_, rest := sh.split(slot, v)
		i, err := p.binary(ctx, p.f.And(a...), p.f.And(rest...))
		if err != nil {
			return nil, err
		}
		is[v] = i
		slot[v] = i
		for _, c := range sh.children[v] {
			slot[c] = p.f.True()
		}
	}
	is[sh.root] = p.f.False() // unsatisfiable by the interpolant's first property
	return is, nil
}

// shape is a Tree's structure: children, a post-order, and each node's
// position in it with the position of its subtree's first node, so that
// the subtree of v is post[first[v] … pos[v]].
type shape struct {
	root       int
	children   [][]int
	post       []int
	pos, first []int
}

// shape checks t's structure and returns it.
func (t Tree) shape() (*shape, error) {
	n := len(t.Formulas)
	if len(t.Parent) != n {
		return nil, fmt.Errorf("interp: a tree of %d formulas with %d parents", n, len(t.Parent))
	}
	sh := &shape{root: -1, children: make([][]int, n), pos: make([]int, n), first: make([]int, n)}
	for v, u := range t.Parent {
		switch {
		case u == -1 && sh.root == -1:
			sh.root = v
		case u == -1:
			return nil, fmt.Errorf("interp: a tree with two roots, %d and %d", sh.root, v)
		case u < 0 || u >= n:
			return nil, fmt.Errorf("interp: node %d has parent %d, not a node", v, u)
		default:
			sh.children[u] = append(sh.children[u], v)
		}
	}
	if sh.root == -1 {
		return nil, fmt.Errorf("interp: a tree without a root")
	}
	sh.walk(sh.root)
	if len(sh.post) != n {
		return nil, fmt.Errorf("interp: the parents make a cycle, not a tree")
	}
	return sh, nil
}

// walk appends v's subtree to post, children first.
func (sh *shape) walk(v int) {
	sh.first[v] = len(sh.post)
	for _, c := range sh.children[v] {
		sh.walk(c)
	}
	sh.pos[v] = len(sh.post)
	sh.post = append(sh.post, v)
}

// split returns the members of ts at the nodes of v's subtree and at the
// other nodes.
func (sh *shape) split(ts []*chc.Term, v int) (in, out []*chc.Term) {
	for u, t := range ts {
		if sh.first[v] <= sh.pos[u] && sh.pos[u] <= sh.pos[v] {
			in = append(in, t)
		} else {
			out = append(out, t)
		}
	}
	return in, out
}

package unroll

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// Reader is what Read needs of an unrolling's instances of type I, each
// guarded by a selector that a model makes true where the instance is on
// the derivation it describes.
type Reader[I comparable] struct {
	// Selected reports whether the model selects instance i.
	Selected func(i I) (bool, error)
	// Node is i's clause with the model's values of its variables
	// (Children left empty).
	Node func(i I) (*chc.DerivNode, error)
	// Choices are, for each body atom of i's clause in order, the
	// instances that may derive it; an error where an atom has none to
	// read (e.g. it was never unrolled).
	Choices func(i I) ([][]I, error)
}

// Read reads the derivation a model selects: the first selected instance
// among roots, and below each instance the first selected choice for
// each body atom. An instance read twice is one node (the derivation is
// a DAG where the unrolling shares instances). An error if some atom has
// no selected instance (the model does not describe a derivation of this
// unrolling).
func Read[I comparable](r Reader[I], roots []I) (*chc.Derivation, error) {
	root, err := r.first(roots)
	if err != nil {
		return nil, err
	}
	n, err := r.read(root, map[I]*chc.DerivNode{})
	if err != nil {
		return nil, err
	}
	return &chc.Derivation{Root: n}, nil
}

func (r Reader[I]) first(is []I) (I, error) {
	for _, i := range is {
		ok, err := r.Selected(i)
		if err != nil {
			return i, err
		}
		if ok {
			return i, nil
		}
	}
	var none I
	return none, fmt.Errorf("internal error: the model selects none of %d clause instances", len(is))
}

func (r Reader[I]) read(i I, made map[I]*chc.DerivNode) (*chc.DerivNode, error) {
	if n, ok := made[i]; ok {
		return n, nil
	}
	n, err := r.Node(i)
	if err != nil {
		return nil, err
	}
	made[i] = n
	choices, err := r.Choices(i)
	if err != nil {
		return nil, err
	}
	for _, cs := range choices {
		c, err := r.first(cs)
		if err != nil {
			return nil, err
		}
		sub, err := r.read(c, made)
		if err != nil {
			return nil, err
		}
		n.Children = append(n.Children, sub)
	}
	return n, nil
}

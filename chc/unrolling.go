package chc

import "fmt"

// Unrolling is what ReadDerivation needs of an unrolling engine's tree of
// clause instances (bmc, si, satbmc): instances of type I, each guarded
// by a selector that a model makes true where the instance is on the
// derivation it describes.
type Unrolling[I any] struct {
	// Selected reports whether the model selects instance i.
	Selected func(i I) (bool, error)
	// Node is i's clause with the model's values of its variables
	// (Children left empty).
	Node func(i I) (*DerivNode, error)
	// Choices are, for each body atom of i's clause in order, the
	// instances that may derive it; an error where an atom has none to
	// read (e.g. it was never unrolled).
	Choices func(i I) ([][]I, error)
}

// ReadDerivation reads the derivation a model selects from an unrolling:
// the first selected instance among roots (the queries' instances), and
// below each instance the first selected choice for each body atom. An
// error if some step has no selected instance (the model does not
// describe a derivation of this unrolling).
func ReadDerivation[I any](u Unrolling[I], roots []I) (*Derivation, error) {
	root, err := u.first(roots)
	if err != nil {
		return nil, err
	}
	n, err := u.read(root)
	if err != nil {
		return nil, err
	}
	return &Derivation{Root: n}, nil
}

func (u Unrolling[I]) first(is []I) (I, error) {
	for _, i := range is {
		ok, err := u.Selected(i)
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

func (u Unrolling[I]) read(i I) (*DerivNode, error) {
	n, err := u.Node(i)
	if err != nil {
		return nil, err
	}
	choices, err := u.Choices(i)
	if err != nil {
		return nil, err
	}
	for _, cs := range choices {
		c, err := u.first(cs)
		if err != nil {
			return nil, err
		}
		sub, err := u.read(c)
		if err != nil {
			return nil, err
		}
		n.Children = append(n.Children, sub)
	}
	return n, nil
}

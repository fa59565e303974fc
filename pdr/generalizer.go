package pdr

// Generalizer is one strategy of lemma generalisation (one of Spacer's
// seams): given a cube blocked at a level, it replaces it by a weaker cube
// (a stronger lemma) that is still blocked. Options.Generalizers lists the
// strategies applied, in order, to every blocked cube; the values are
// Drop, Widen, Combine and Farkas.
type Generalizer interface {
	// Name names the strategy in logs and statistics.
	Name() string
	apply(s *search, p *pred, i int, g *generalization) error
}

// Drop is inductive generalisation: it drops the literals of the cube one
// at a time (the most complex first) while the smaller cube stays blocked
// relative to its own negation, and tries once more the literals that
// could not be dropped, after a later success.
var Drop Generalizer = dropGen{}

// Widen enlarges the integer bounds of the cube as far as it stays
// blocked (t ≥ -5 becomes t ≥ -99).
var Widen Generalizer = widenGen{}

// Combine replaces two bounds of the cube by their sum, with unit
// coefficients, while it stays blocked (x ≤ 48 ∧ y ≥ 49 becomes x - y ≤
// -1).
var Combine Generalizer = combineGen{}

// Farkas replaces the bounds of the cube by one weighted sum of them — a
// half-space that the cube implies — while it stays blocked: the shape of
// the Farkas interpolants Spacer reads from its proofs. The weights are
// found by a small linear program over the counterexamples to the
// candidates tried (see farkas.go).
var Farkas Generalizer = farkasGen{}

// DefaultGeneralizers are the strategies applied when
// Options.Generalizers is nil.
var DefaultGeneralizers = []Generalizer{Drop, Widen, Combine}

// InterpolatingGeneralizers are the strategies of the interpolating
// variant (engine pdr-itp): inductive generalisation first, then the
// Farkas half-space of what is left, then, as before, widening and sums
// of pairs for the cubes Farkas leaves.
var InterpolatingGeneralizers = []Generalizer{Drop, Farkas, Widen, Combine}

type dropGen struct{}

func (dropGen) Name() string { return "drop" }

func (dropGen) apply(s *search, p *pred, i int, g *generalization) error {
	start := len(g.cube)
	failed, err := s.down(p, i, g, complexFirst(g.cube))
	if err == nil && len(failed) > 0 && len(failed) < start {
		_, err = s.down(p, i, g, failed)
	}
	return err
}

type widenGen struct{}

func (widenGen) Name() string { return "widen" }

func (widenGen) apply(s *search, p *pred, i int, g *generalization) error {
	return s.widen(p, i, g)
}

type combineGen struct{}

func (combineGen) Name() string { return "combine" }

func (combineGen) apply(s *search, p *pred, i int, g *generalization) error {
	return s.combine(p, i, g)
}

type farkasGen struct{}

func (farkasGen) Name() string { return "farkas" }

func (farkasGen) apply(s *search, p *pred, i int, g *generalization) error {
	return s.farkas(p, i, g)
}

// generalizers returns the strategies of the options.
func (o Options) generalizers() []Generalizer {
	if o.Generalizers == nil {
		return DefaultGeneralizers
	}
	return o.Generalizers
}

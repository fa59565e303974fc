package interp

import (
	"errors"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// DefaultMaxCubes is the most cubes one binary interpolant may collect when
// Options.MaxCubes is zero.
const DefaultMaxCubes = 1000

// ErrSatisfiable is returned (wrapped) when the formulas to interpolate are
// satisfiable together, so that no interpolant exists. Test with errors.Is.
var ErrSatisfiable = errors.New("interp: the formulas are satisfiable together")

// Options configure an Interpolator. The zero value works.
type Options struct {
	// SkipMinimize keeps each cube's literals as the solver's unsat core
	// names them, without dropping further literals one at a time. Faster,
	// with larger interpolants.
	SkipMinimize bool
	// FromB computes a binary interpolant of A and B as the negation of an
	// interpolant of B and A: the cubes then cover B, and the interpolant
	// tends to be weaker (closer to ¬B) rather than stronger (closer to A).
	FromB bool
	// MaxCubes is the most cubes one binary interpolant may collect (0:
	// DefaultMaxCubes); past it the call fails rather than run on.
	MaxCubes int
	// SplitEqualities splits each arithmetic equality a = b of a
	// projection into a ≤ b and b ≤ a before the cube is generalised, so
	// that the unsat core may keep one side: y ≥ 1 rather than y = 1.
	// The cubes, and so the interpolants, become weaker and more general
	// (what IMC wants of an over-approximation of the reachable states).
	SplitEqualities bool
	// Implicants replaces each disjunction (and Boolean if-then-else)
	// left in a projection by a disjunct true in the model it was made in,
	// recursively, so that the cube generalised is a conjunction of
	// literals. Without it a disjunction is one "literal" for the unsat
	// core, which keeps it whole and drops the bounds beside it that
	// would have cut it down to the part of A it came from; the
	// interpolant then covers more than A's part, legitimately but
	// uselessly for a fixpoint (IMC adds one such point at a time).
	Implicants bool
	// Check verifies every interpolant with Check before returning it (a
	// debug option: it costs about as many solver calls again, but a wrong
	// interpolant becomes an error rather than a wrong answer downstream).
	Check bool
}

// Stats count an Interpolator's work since it was made.
type Stats struct {
	Binary    int           // binary interpolants computed (sequences and trees count each step)
	Cubes     int           // cubes collected into them
	Projected int           // literals in the projections before generalisation
	Kept      int           // literals kept after generalisation
	Checks    int           // solver checks, checking included
	Checked   int           // interpolants verified under Options.Check
	Time      time.Duration // spent in the Interpolator's calls
}

// Interpolator computes interpolants over the terms of one chc.Factory with
// solvers made by one smt.NewSolver. It belongs to one goroutine; Close
// releases its solvers.
type Interpolator struct {
	f         *chc.Factory
	newSolver smt.NewSolver
	opts      Options
	a, b, chk smt.Solver // A's side, B's side, the checks: made at the first need
	stats     Stats
}

// New returns an Interpolator over the terms of f that makes its solvers
// with ns. Its solvers share one context where ns's solvers can (smt.Sharer).
func New(f *chc.Factory, ns smt.NewSolver, o Options) *Interpolator {
	return &Interpolator{f: f, newSolver: ns, opts: o}
}

// Factory returns the factory of the Interpolator's terms.
func (p *Interpolator) Factory() *chc.Factory { return p.f }

// Stats returns the counters so far.
func (p *Interpolator) Stats() Stats { return p.stats }

// Close releases the solvers; the Interpolator makes new ones if used again.
func (p *Interpolator) Close() {
	for _, s := range []*smt.Solver{&p.chk, &p.b, &p.a} {
		if *s != nil {
			(*s).Close()
			*s = nil
		}
	}
}

// solvers makes the two solvers of a binary interpolation at the first need.
func (p *Interpolator) solvers() error {
	if p.a != nil {
		return nil
	}
	if p.newSolver == nil {
		return errors.New("interp: no solver")
	}
	a, err := p.newSolver(p.f)
	if err != nil {
		return fmt.Errorf("interp: making a solver: %w", err)
	}
	b, err := smt.NewShared(a, p.newSolver, p.f)
	if err != nil {
		a.Close()
		return fmt.Errorf("interp: making a solver: %w", err)
	}
	p.a, p.b = a, b
	return nil
}

// checker returns the solver of the checks, made at the first need.
func (p *Interpolator) checker() (smt.Solver, error) {
	if p.chk != nil {
		return p.chk, nil
	}
	if err := p.solvers(); err != nil {
		return nil, err
	}
	s, err := smt.NewShared(p.a, p.newSolver, p.f)
	if err != nil {
		return nil, fmt.Errorf("interp: making a solver: %w", err)
	}
	p.chk = s
	return s, nil
}

// varSet returns the free variables of ts as a set.
func varSet(ts ...*chc.Term) map[*chc.Term]bool {
	set := make(map[*chc.Term]bool)
	for _, v := range chc.FreeVars(ts...) {
		set[v] = true
	}
	return set
}

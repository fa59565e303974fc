package pdr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Options configure the engine; the zero value (with NewSolver set) works.
type Options struct {
	NewSolver smt.NewSolver // required
	// MaxLevel stops the search with Unknown after this level; 0: no bound.
	MaxLevel int
	// NoInductiveGeneralization keeps blocking lemmas at their unsat core
	// (for experiments and tests).
	NoInductiveGeneralization bool
	// Generalizers are the strategies that generalise every blocked cube,
	// applied in order (see Generalizer); nil: DefaultGeneralizers.
	// InterpolatingGeneralizers adds Farkas, Spacer's half-space lemmas.
	Generalizers []Generalizer
	// CheckLemmas verifies every lemma the Farkas generaliser makes, with
	// a solver of its own and formulas built afresh from the frames: the
	// lemma's cube contains the obligation's, and no clause instance with
	// its body in the frame below the lemma's level (and outside the cube
	// on recursive positions) has its head in the cube. A failure is an
	// error (a debug option, for tests: it costs a check per rule).
	CheckLemmas bool
	// MaxSolvers bounds the number of solvers (each may own a Z3 context,
	// which is costly to create): beyond it, predicates share solvers, which
	// is sound because everything asserted for a predicate is guarded by
	// its own literals. 0: 16.
	MaxSolvers int
	// Invariants are formulas known to hold of every derivation of their
	// predicate (an inductive invariant of the system, such as the
	// summaries of package houdini); each conjunct becomes a lemma at level
	// inf from the start. They are trusted: an invariant that does not hold
	// can make the search miss counterexamples or build a model that fails
	// validation, never a wrong derivation. nil: none.
	Invariants chc.Model
	// Logger receives the levels reached with the lemma count (Info) and
	// traces of obligations, lemmas and facts (Debug); nil: none.
	Logger *slog.Logger
}

// Engine is the PDR engine.
type Engine struct{ opt Options }

// New returns a PDR engine.
func New(opt Options) *Engine { return &Engine{opt: opt.withDefaults()} }

// withDefaults fills in the zero fields that have defaults.
func (o Options) withDefaults() Options {
	if o.MaxSolvers <= 0 {
		o.MaxSolvers = 16
	}
	return o
}

// Name returns "pdr".
func (e *Engine) Name() string { return "pdr" }

// Solve decides s: Sat with a model, Unsat with a derivation, or Unknown
// with a reason (interrupted, level bound, solver unknown).
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	if e.opt.NewSolver == nil {
		return result.Result{}, fmt.Errorf("pdr: no solver")
	}
	stats := result.NewStats()
	sr := newSearch(ctx, s, e.opt, stats)
	defer sr.close()
	r, err := sr.run()
	sr.recordLemmaStats()
	r.Stats = stats
	var gu *giveUp
	switch {
	case errors.As(err, &gu):
		return result.Result{Status: chc.Unknown, Reason: gu.reason, Stats: stats}, nil
	case err != nil && ctx.Err() != nil:
		r := result.Stopped(ctx)
		r.Stats = stats
		return r, nil
	}
	return r, err
}

// giveUp is the error that stops the search with an Unknown answer: the
// context is done, a solver answered unknown, or a bound was reached.
type giveUp struct{ reason string }

func (g *giveUp) Error() string { return g.reason }

func unknownf(why result.Why, format string, args ...any) error {
	return &giveUp{reason: result.Unknown(why, format, args...).Reason}
}

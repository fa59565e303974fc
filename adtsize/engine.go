package adtsize

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Engine solves a system with datatypes through its abstraction: Inner
// solves the abstraction, and its model, mapped back, is the answer. It
// answers sat or gives up (an unsat abstraction is no derivation of the
// system).
type Engine struct {
	// Inner builds the engine that solves the abstraction (a system over
	// integers, Booleans and the system's other sorts).
	Inner func() result.Engine
	// NewSolver makes the solvers that map a model back through the
	// preprocessing of the abstraction (preprocess.Default).
	NewSolver smt.NewSolver
	// Logger receives progress; nil: none.
	Logger *slog.Logger
	// EngineName is the engine's name; "": "size".
	EngineName string
}

// Name returns the engine's name.
func (e *Engine) Name() string {
	if e.EngineName == "" {
		return "size"
	}
	return e.EngineName
}

// Solve abstracts s, preprocesses the abstraction, solves it with Inner
// and maps a model back.
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	if !s.Terms.HasDatatypes() {
		return result.Unknown(result.GaveUp, "no datatype to abstract"), nil
	}
	a, err := Abstract(s)
	if err != nil {
		return result.Unknown(result.GaveUp, "no size abstraction: %v", err), nil
	}
	log := e.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	log.Debug("size abstraction", "preds", len(a.System.Preds), "clauses", len(a.System.Clauses))
	pre, back, err := preprocess.Default().Apply(ctx, a.System)
	if err != nil {
		if ctx.Err() != nil {
			return result.Unknown(result.Interrupted, "preprocessing the size abstraction"), nil
		}
		return result.Result{Status: chc.Unknown}, fmt.Errorf("adtsize: preprocessing the abstraction: %w", err)
	}
	r, err := e.Inner().Solve(ctx, pre)
	if err != nil {
		return result.Result{Status: chc.Unknown}, err
	}
	switch r.Status {
	case chc.Sat:
		am, err := back.Model(ctx, r.Model, e.NewSolver)
		if err != nil {
			return result.Unknown(result.Failed, "mapping the model back through the abstraction's preprocessing: %v", err), nil
		}
		m, err := a.Model(am)
		if err != nil {
			return result.Unknown(result.Failed, "mapping the abstraction's model back: %v", err), nil
		}
		return result.Result{Status: chc.Sat, Model: m, Stats: r.Stats}, nil
	case chc.Unsat:
		log.Debug("the size abstraction is unsat")
		return result.Result{Status: chc.Unknown, Reason: string(result.GaveUp) + ": the size abstraction has a derivation", Stats: r.Stats}, nil
	}
	return r, nil
}

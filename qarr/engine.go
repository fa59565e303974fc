package qarr

import (
	"context"
	"log/slog"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Engine guesses quantified array invariants (Templates) and reduces
// them, with Houdini's own candidates for the scalars, to their largest
// inductive subset (houdini.Engine); the summary is its answer when it
// implies every query. A system without integer-indexed arrays is not
// its kind: it answers unknown at once.
type Engine struct {
	// NewSolver makes Houdini's solvers; they must decide quantified
	// formulas (Z3's default solver does, or answers unknown).
	NewSolver smt.NewSolver
	// Budget and Clock bound Houdini as in houdini.Engine; 0: none.
	Budget time.Duration
	Clock  func() time.Duration
	// Logger receives the outcome; nil: none.
	Logger *slog.Logger
	// Work bounds each of Houdini's quantified checks by the solver's
	// count of its work (houdini.Options.QuantifiedWork), so that the
	// candidates kept, and the answer, do not depend on the machine's
	// load or the turns of a portfolio; 0: Houdini's default.
	Work uint64
	// Options bound the templates.
	Options Options
	// NoInstantiate leaves out the phases with ground checks (see
	// Solve): the quantified candidates are checked with their
	// quantifiers only, by Z3's instantiation.
	NoInstantiate bool
}

// Name is "qarr".
func (e *Engine) Name() string { return "qarr" }

// Solve looks for a quantified model of s in phases, each only while
// the previous answered unknown and the budget lasts: the templates over
// one bound variable with ground checks (houdini.Options.Instantiate:
// quantifier-free, so Z3 decides each), then the same templates with
// the quantifiers (Z3's instantiation: the same checks, other
// counterexamples, and Houdini's equalities are learned from those, so
// either may keep an equality the other loses), then both again with
// the order templates too (Options.Orders).
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	// The roles of the arguments (index, bound) are read from the
	// constraints, where a file's clauses have a loop's step; a
	// translation's heads carry it as terms. The model is one of s.
	s = s.VarHeads()
	stats := result.NewStats()
	start := time.Duration(0)
	if e.Clock != nil {
		start = e.Clock()
	}
	type phase struct{ orders, ground bool }
	var phases []phase
	for _, orders := range []bool{false, true} {
		if orders && e.Options.Orders {
			break
		}
		if !e.NoInstantiate {
			phases = append(phases, phase{orders || e.Options.Orders, true})
		}
		phases = append(phases, phase{orders || e.Options.Orders, false})
	}
	var r result.Result
	for _, ph := range phases {
		opt := e.Options
		opt.Orders = ph.orders
		budget := e.Budget
		if budget > 0 && e.Clock != nil {
			left := budget - (e.Clock() - start)
			if left <= 0 {
				break
			}
			budget = left
		}
		var err error
		r, err = e.phase(ctx, s, opt, ph.ground, budget)
		if r.Stats != nil {
			stats.Merge(r.Stats)
		}
		if err != nil || ctx.Err() != nil || r.Status != chc.Unknown || len(Templates(s, opt)) == 0 {
			r.Stats = stats
			return r, err
		}
	}
	r.Stats = stats
	return r, nil
}

// phase runs Houdini over the templates opt gives, with ground checks
// or not, within budget on e.Clock.
func (e *Engine) phase(ctx context.Context, s *chc.System, opt Options, ground bool, budget time.Duration) (result.Result, error) {
	tmpl := Templates(s, opt)
	if len(tmpl) == 0 {
		return result.Unknown(result.GaveUp, "no predicate has an integer-indexed array argument"), nil
	}
	n := 0
	for _, in := range tmpl {
		n += len(chc.Conjuncts(in.Body))
	}
	if e.Logger != nil {
		e.Logger.Info("qarr templates", "predicates", len(tmpl), "templates", n, "orders", opt.Orders, "ground", ground)
		for p, in := range tmpl {
			e.Logger.Debug("qarr templates", "predicate", p.Name, "templates", in.Body)
		}
	}
	h := &houdini.Engine{NewSolver: e.NewSolver, Budget: budget, Clock: e.Clock, Label: "qarr", Logger: e.Logger,
		Houdini: houdini.Options{Candidates: tmpl, QuantifiedWork: e.Work, Instantiate: ground,
			// The templates come first; Houdini's own (the scalars'
			// bounds) keep their usual room after them.
			MaxCandidates: maxTemplates(opt) + houdiniOwn}}
	r, err := h.Solve(ctx, s)
	if r.Stats != nil {
		r.Stats.Add("qarr templates", int64(n))
	}
	return r, err
}

// houdiniOwn is the room for Houdini's own candidates beside the
// templates (houdini.Options.MaxCandidates' default).
const houdiniOwn = 300

// maxTemplates is opt's bound on a predicate's templates, with the
// default, plus the strict orders between bounds added after it.
func maxTemplates(opt Options) int {
	if opt.MaxTemplates <= 0 {
		return defaultMaxTemplates + 100
	}
	return opt.MaxTemplates + 100
}

package si

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Options configure both engines; the zero value with NewSolver set works.
type Options struct {
	NewSolver smt.NewSolver // required
	// RecursionBound is Corral's recursion bound: a node is inlined only
	// when fewer than RecursionBound of its ancestors share its predicate;
	// nodes beyond it stay open. 0: start at 1 and raise it whenever the
	// bound alone keeps the search from going on.
	RecursionBound int
	// MaxNodes stops the search with Unknown past this many nodes; 0:
	// 100000.
	MaxNodes int
	// NoHoudini leaves open nodes unconstrained (the summary "true")
	// instead of computing Houdini summaries first.
	NoHoudini bool
	// Prover, if set, makes the engine that builds a model once the
	// over-approximation is unsat: it is given the summary (invariants of
	// the system, possibly all true) and solves the same system; its
	// answer is returned as it is (the driver validates it).
	Prover func(summary chc.Model) result.Engine
}

// Mode selects the refinement strategy.
type Mode uint8

// The strategies.
const (
	OverRef    Mode = iota // Corral's OverRefSI: engine "si"
	UnderWiden             // Legion's UnderWidenSI: engine "uw"
)

// Engine is a stratified-inlining engine.
type Engine struct {
	opt  Options
	mode Mode
}

// New returns the engine for mode.
func New(mode Mode, opt Options) *Engine {
	if opt.MaxNodes <= 0 {
		opt.MaxNodes = 100000
	}
	return &Engine{opt: opt, mode: mode}
}

// Name returns "si" or "uw".
func (e *Engine) Name() string {
	if e.mode == UnderWiden {
		return "uw"
	}
	return "si"
}

// Solve decides s by stratified inlining.
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	if e.opt.NewSolver == nil {
		return result.Result{}, fmt.Errorf("%s: no solver", e.Name())
	}
	stats := result.NewStats()
	r, err := e.solve(ctx, s, stats)
	if err != nil && ctx.Err() != nil {
		r, err = result.Stopped(ctx), nil
	}
	r.Stats = stats
	return r, err
}

func (e *Engine) solve(ctx context.Context, s *chc.System, stats *result.Stats) (result.Result, error) {
	var summary chc.Model
	if !e.opt.NoHoudini {
		h, err := houdini.Infer(ctx, s, houdini.Options{NewSolver: e.opt.NewSolver, Stats: stats})
		if err != nil && ctx.Err() != nil {
			return result.Stopped(ctx), nil
		}
		if err != nil {
			return result.Result{}, fmt.Errorf("%s: %w", e.Name(), err)
		}
		if h.Complete {
			stats.Add("si houdini complete", 1)
			return result.Result{Status: chc.Sat, Model: h.Model}, nil
		}
		summary = h.Model
	}
	sol, err := e.opt.NewSolver(s.Terms)
	if err != nil {
		return result.Result{}, fmt.Errorf("%s: %w", e.Name(), err)
	}
	defer smt.Release(ctx, sol)
	u := newUnfolding(s, sol, summary, stats)
	if err := u.start(); err != nil {
		return result.Result{}, fmt.Errorf("%s: %w", e.Name(), err)
	}
	run := e.overRef
	if e.mode == UnderWiden {
		run = e.underWiden
	}
	r, safe, err := run(ctx, u)
	if err != nil {
		return result.Result{}, fmt.Errorf("%s: %w", e.Name(), err)
	}
	if !safe {
		return r, nil
	}
	// The over-approximation is unsat: safe, but a model is still needed.
	return e.prove(ctx, s, u, summary, stats)
}

// prove returns the prover's answer on s, given the summary; Unknown
// without a prover.
func (e *Engine) prove(ctx context.Context, s *chc.System, u *unfolding, summary chc.Model, stats *result.Stats) (result.Result, error) {
	stats.Add("si safe under summaries", 1)
	if e.opt.Prover == nil {
		return result.Unknown(result.GaveUp, "no derivation of false exists (the over-approximation with %d nodes inlined is unsat), but no prover is set to build a model", u.inlined), nil
	}
	if summary == nil {
		summary = chc.Model{}
	}
	r, err := e.opt.Prover(summary).Solve(ctx, s)
	if r.Stats != nil {
		stats.Merge(r.Stats.Prefixed("prover: "))
	}
	if err != nil {
		return result.Result{}, fmt.Errorf("prover: %w", err)
	}
	if r.Status == chc.Unknown {
		return result.Unknown(result.WhyOf(r.Reason), "no derivation of false exists (the over-approximation with %d nodes inlined is unsat), but the prover found no model: %s", u.inlined, r.Reason), nil
	}
	return r, nil
}

// underApprox starts a round of the search: it stops the search at the node
// cap, then asks the under-approximation (every open
// node blocked), whose model is a derivation of false. When the search
// goes on (done false), the under-approximation was unsat and lits maps
// its blocking literals to their nodes.
func (e *Engine) underApprox(ctx context.Context, u *unfolding, round int) (r result.Result, lits map[*chc.Term]*node, done bool, err error) {
	u.stats.Max("si rounds", int64(round+1))
	if r, stop := e.limits(u); stop {
		return r, nil, true, nil
	}
	res, lits, err := u.check(ctx, always)
	if err != nil {
		return result.Result{}, nil, true, err
	}
	switch res {
	case smt.Sat:
		cex, err := u.counterexample()
		return cex, nil, true, err
	case smt.Unknown:
		return solverUnknown(u, "the under-approximation"), nil, true, nil
	}
	return result.Result{}, lits, false, nil
}

// limits returns the Unknown answer when the node cap is reached.
func (e *Engine) limits(u *unfolding) (result.Result, bool) {
	if n := u.size(); n > e.opt.MaxNodes {
		return result.Unknown(result.Bound, "%d nodes made, past the cap of %d (MaxNodes)", n, e.opt.MaxNodes), true
	}
	return result.Result{}, false
}

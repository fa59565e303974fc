package ufo

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Options configure the engine; the zero value with NewSolver set works.
type Options struct {
	NewSolver smt.NewSolver // required
	// MaxDepth stops the engine with Unknown ("bound") when the ARG would
	// need more than this many layers; 0: no bound.
	MaxDepth int
	// Boolean makes the labels Boolean predicate abstractions (the
	// strongest Boolean combination of the predicates that the post
	// implies) instead of Cartesian ones (the conjunction of the
	// predicates and negated predicates it implies).
	Boolean bool
	// Hybrid keeps the refined labels after a refinement and unrolls on
	// from the first layer they leave unexpanded (the thesis' hybrid
	// instantiation, §4.2), rather than rebuild the ARG from the facts
	// with the predicates so far (its "AB" instantiation, §4.3, the
	// default: it solved more of the small benchmarks).
	Hybrid bool
	// MaxCubes bounds the cubes of one binary interpolant (see
	// interp.Options.MaxCubes; 0: its default).
	MaxCubes int
	// CheckInterpolants makes the engine verify every DAG interpolant it
	// computes (interp.Options.Check): a debug option.
	CheckInterpolants bool
	// Logger receives the rounds' progress at Info; nil: none.
	Logger *slog.Logger
}

// Engine is the ufo engine.
type Engine struct{ opt Options }

// New returns the ufo engine with options o.
func New(o Options) *Engine { return &Engine{opt: o} }

// Name returns "ufo".
func (e *Engine) Name() string { return "ufo" }

// errGaveUp marks a failure that becomes an Unknown "gave up" answer.
type errGaveUp struct{ why string }

func (e *errGaveUp) Error() string { return e.why }

func gaveUp(format string, args ...any) error {
	return &errGaveUp{why: fmt.Sprintf(format, args...)}
}

// errBound is returned when the ARG reaches Options.MaxDepth.
var errBound = errors.New("ufo: the ARG reached the depth bound")

// Solve decides s: Sat with the covering labels as the model, Unsat with a
// derivation, or Unknown with a reason.
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	stats := result.NewStats()
	start := time.Now()
	r, err := e.solve(ctx, s, stats)
	stats.AddDuration("ufo time", time.Since(start))
	var g *errGaveUp
	switch {
	case err != nil && ctx.Err() != nil:
		r, err = result.Stopped(ctx), nil
	case errors.As(err, &g):
		r, err = result.Unknown(result.GaveUp, "ufo: %s", g.why), nil
	case errors.Is(err, errBound):
		r, err = result.Unknown(result.Bound, "ufo: bound reached: the ARG needs more than %d layers", e.opt.MaxDepth), nil
	case err != nil:
		err = fmt.Errorf("ufo: %w", err)
	}
	r.Stats = stats
	return r, err
}

func (e *Engine) solve(ctx context.Context, s *chc.System, stats *result.Stats) (result.Result, error) {
	if e.opt.NewSolver == nil {
		return result.Result{}, errors.New("no solver")
	}
	if err := supported(s); err != nil {
		return result.Result{}, err
	}
	ru, err := newRun(s, e.opt, stats)
	if err != nil {
		return result.Result{}, err
	}
	defer ru.close(ctx)
	if d, err := ru.factQueries(ctx); err != nil {
		return result.Result{}, fmt.Errorf("queries without a body atom: %w", err)
	} else if d != nil {
		return result.Result{Status: chc.Unsat, Derivation: d}, nil
	}
	return ru.loop(ctx)
}

// supported returns a "gave up" error for what the engine does not handle:
// non-linear clauses, sorts other than Int, Real and Bool, and non-linear
// arithmetic.
func supported(s *chc.System) error {
	for _, p := range s.Preds {
		for _, so := range p.Params {
			if !scalar(so) {
				return gaveUp("predicate %s has an argument of sort %s; ufo handles Int, Real and Bool", p.Name, so)
			}
		}
	}
	for _, c := range s.Clauses {
		if !c.IsLinear() {
			return gaveUp("clause %s has %d body atoms; ufo handles linear systems only (WHALE's non-linear extension is not implemented)", s.Describe(c), len(c.Body))
		}
		for _, v := range c.Vars() {
			if !scalar(v.Sort()) {
				return gaveUp("clause %s has a variable of sort %s; ufo handles Int, Real and Bool", s.Describe(c), v.Sort())
			}
		}
		nonlin := false
		chc.Walk(c.Constraint, func(t *chc.Term) bool {
			if chc.IsNonLinear(t) {
				nonlin = true
			}
			return !nonlin
		})
		if nonlin {
			return gaveUp("clause %s has non-linear arithmetic", s.Describe(c))
		}
	}
	return nil
}

func scalar(so chc.Sort) bool {
	switch so.Kind() {
	case chc.KindInt, chc.KindReal, chc.KindBool:
		return true
	}
	return false
}

// run is one Solve call: the system sorted by clause kind, the canonical
// parameters and the predicates of each predicate, and the solvers.
type run struct {
	s      *chc.System
	f      *chc.Factory
	opt    Options
	stats  *result.Stats
	log    *slog.Logger
	prefix string // no variable of s starts with it

	params  map[*chc.Pred][]*chc.Term // the canonical arguments of each predicate
	preds   map[*chc.Pred][]*chc.Term // the abstraction's predicates, over params
	known   map[*chc.Pred]map[*chc.Term]bool
	facts   map[*chc.Pred][]*chc.Clause // by head predicate
	rules   map[*chc.Pred][]*chc.Clause // by body predicate
	queries map[*chc.Pred][]*chc.Clause // by body predicate

	sol  smt.Solver           // abstraction, covering and feasibility checks
	itp  *interp.Interpolator // the labels' DAG interpolants
	itpB *interp.Interpolator // more predicates: interpolants from B's side
}

func newRun(s *chc.System, opt Options, stats *result.Stats) (*run, error) {
	ru := &run{
		s: s, f: s.Terms, opt: opt, stats: stats, log: opt.Logger,
		prefix:  s.FreshPrefix("ufo!"),
		params:  map[*chc.Pred][]*chc.Term{},
		preds:   map[*chc.Pred][]*chc.Term{},
		known:   map[*chc.Pred]map[*chc.Term]bool{},
		facts:   map[*chc.Pred][]*chc.Clause{},
		rules:   map[*chc.Pred][]*chc.Clause{},
		queries: map[*chc.Pred][]*chc.Clause{},
	}
	for pi, p := range s.Preds {
		ps := make([]*chc.Term, p.Arity())
		for j, so := range p.Params {
			ps[j] = ru.f.Var(fmt.Sprintf("%sp%d!%d", ru.prefix, pi, j), so)
		}
		ru.params[p] = ps
		ru.known[p] = map[*chc.Term]bool{}
	}
	for _, c := range s.Clauses {
		switch {
		case c.IsQuery() && c.IsFact():
			// decided by factQueries
		case c.IsQuery():
			ru.queries[c.Body[0].Pred] = append(ru.queries[c.Body[0].Pred], c)
		case c.IsFact():
			ru.facts[c.Head.Pred] = append(ru.facts[c.Head.Pred], c)
		default:
			ru.rules[c.Body[0].Pred] = append(ru.rules[c.Body[0].Pred], c)
		}
	}
	sol, err := opt.NewSolver(s.Terms)
	if err != nil {
		return nil, fmt.Errorf("making a solver: %w", err)
	}
	ru.sol = sol
	// The labels' interpolants: cubes of A's projections, their
	// equalities split and disjunctions cut down so that the cores keep
	// bounds (x ≤ 2 rather than x = 2). The second interpolator's cubes
	// cover B instead (weaker interpolants, ¬(what reaches the error));
	// its atoms join the predicates only. On the small LIA benchmarks
	// either alone solved fewer files than both together.
	ru.itp = interp.New(s.Terms, ru.share, interp.Options{MaxCubes: opt.MaxCubes, Check: opt.CheckInterpolants, SplitEqualities: true, Implicants: true})
	ru.itpB = interp.New(s.Terms, ru.share, interp.Options{MaxCubes: opt.MaxCubes, Check: opt.CheckInterpolants, FromB: true})
	return ru, nil
}

// share makes a solver sharing the run's context.
func (ru *run) share(f *chc.Factory) (smt.Solver, error) {
	return smt.NewShared(ru.sol, ru.opt.NewSolver, f)
}

func (ru *run) close(ctx context.Context) {
	for _, p := range []*interp.Interpolator{ru.itp, ru.itpB} {
		st := p.Stats()
		ru.stats.Add("ufo binary interpolants", int64(st.Binary))
		ru.stats.Add("ufo interpolant cubes", int64(st.Cubes))
		ru.stats.AddDuration("ufo interpolation time", st.Time)
	}
	ru.itp.Close()
	ru.itpB.Close()
	smt.Release(ctx, ru.sol)
}

// loop runs the rounds: unroll with the current predicates; answer sat on a
// complete safe ARG; else label by DAG interpolants, answering unsat on a
// feasible path and sat when the refined ARG is complete; else add the
// interpolants' atoms to the predicates and unroll again, from the refined
// ARG's first layer that needs expanding (or, with Options.Eager, from the
// facts).
func (ru *run) loop(ctx context.Context) (result.Result, error) {
	var a *arg
	stuck := 0
	for round := 1; ; round++ {
		if err := ctx.Err(); err != nil {
			return result.Result{}, err
		}
		ru.stats.Add("ufo rounds", 1)
		if a == nil {
			var err error
			if a, err = ru.start(ctx); err != nil {
				return result.Result{}, fmt.Errorf("round %d: the first layer: %w", round, err)
			}
		}
		if err := ru.unroll(ctx, a); err != nil {
			return result.Result{}, fmt.Errorf("round %d: unrolling: %w", round, err)
		}
		ru.stats.Max("ufo arg layers", int64(len(a.layers)))
		if ru.log != nil {
			ru.log.Info("ufo round", "round", round, "layers", len(a.layers), "nodes", a.size(), "predicates", ru.predCount(), "abstract error", a.errLayer >= 0)
		}
		if a.errLayer < 0 {
			return ru.safe(ctx, a)
		}
		d, is, more, err := ru.label(ctx, a)
		switch {
		case err != nil:
			return result.Result{}, fmt.Errorf("round %d: labelling by DAG interpolants: %w", round, err)
		case d != nil:
			return result.Result{Status: chc.Unsat, Derivation: d}, nil
		}
		ru.stats.Add("ufo refinements", 1)
		nodes := a.nodes() // before refined drops the layers to unroll again
		complete, err := ru.refined(ctx, a, is)
		switch {
		case err != nil:
			return result.Result{}, fmt.Errorf("round %d: covering the refined ARG: %w", round, err)
		case complete:
			return ru.safe(ctx, a)
		}
		if ru.learn(nodes, is, false)+ru.learn(nodes, more, false) > 0 || ru.learn(nodes, is, true) > 0 {
			stuck = 0
		} else if stuck++; !ru.opt.Hybrid || stuck > 3 {
			return result.Result{}, gaveUp("the DAG interpolants of %d rounds up to %d add no predicate", stuck, round)
		}
		if !ru.opt.Hybrid {
			a = nil
		}
	}
}

func (ru *run) predCount() int {
	n := 0
	for _, ps := range ru.preds {
		n += len(ps)
	}
	return n
}

// check reports whether the conjunction of phis is satisfiable, in a scope
// of the run's solver; a solver unknown is an error.
func (ru *run) check(ctx context.Context, phis ...*chc.Term) (bool, error) {
	if err := ru.sol.Push(); err != nil {
		return false, err
	}
	defer ru.sol.Pop(1)
	if err := ru.sol.Assert(phis...); err != nil {
		return false, err
	}
	return ru.checkAsserted(ctx)
}

// checkAsserted checks the solver's assertions.
func (ru *run) checkAsserted(ctx context.Context, assume ...*chc.Term) (bool, error) {
	start := time.Now()
	r, err := ru.sol.Check(ctx, assume...)
	ru.stats.Add("smt queries", 1)
	ru.stats.AddDuration("smt time", time.Since(start))
	switch {
	case err != nil:
		return false, err
	case r == smt.Unknown:
		return false, gaveUp("the solver answered unknown: %s", ru.sol.Reason())
	}
	return r == smt.Sat, nil
}

// factQueries decides the queries without a body atom: one whose
// constraint is satisfiable is a derivation by itself.
func (ru *run) factQueries(ctx context.Context) (*chc.Derivation, error) {
	for _, c := range ru.s.Clauses {
		if !c.IsQuery() || !c.IsFact() {
			continue
		}
		if err := ru.sol.Push(); err != nil {
			return nil, err
		}
		d, err := ru.factQuery(ctx, c)
		if perr := ru.sol.Pop(1); err == nil {
			err = perr
		}
		if err != nil || d != nil {
			return d, err
		}
	}
	return nil, nil
}

func (ru *run) factQuery(ctx context.Context, c *chc.Clause) (*chc.Derivation, error) {
	if err := ru.sol.Assert(c.Constraint); err != nil {
		return nil, err
	}
	sat, err := ru.checkAsserted(ctx)
	if err != nil || !sat {
		return nil, err
	}
	env, err := smt.Values(ru.sol, c.Vars(), nil)
	if err != nil {
		return nil, err
	}
	return &chc.Derivation{Root: &chc.DerivNode{Clause: c, Values: env}}, nil
}

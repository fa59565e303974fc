package tsys

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Options configure both engines; the zero value with NewSolver set works.
type Options struct {
	NewSolver smt.NewSolver // required
	// MaxDepth stops the engine with Unknown past this many steps (k for
	// k-induction, the unrolling bound for IMC); 0: no bound.
	MaxDepth int
	// MaxCubes is the most model-based projections the existential
	// eliminations of one run may take (0: 20000); past it the engine
	// answers unknown.
	MaxCubes int
	// CheckInterpolants makes IMC verify every interpolant it computes
	// (interp.Options.Check): a debug option.
	CheckInterpolants bool
}

func (o Options) maxCubes() int {
	if o.MaxCubes > 0 {
		return o.MaxCubes
	}
	return 20000
}

// run is what both engines share around their algorithm: the view, the
// run's first solver, the queries without a body atom, and the mapping of
// a done context and of the view's limits to Unknown.
type run struct {
	s     *chc.System
	ts    *System
	opt   Options
	sol   smt.Solver
	stats *result.Stats
	elim  *smt.Eliminator
}

// solve sets up a run and calls algo; name prefixes errors.
func solve(ctx context.Context, name string, s *chc.System, opt Options, algo func(context.Context, *run) (result.Result, error)) (result.Result, error) {
	if opt.NewSolver == nil {
		return result.Result{}, fmt.Errorf("%s: no solver", name)
	}
	stats := result.NewStats()
	ts, err := FromCHC(s)
	if err != nil {
		var u *Unsupported
		if errors.As(err, &u) {
			r := result.Unknown(result.GaveUp, "%s: %s", name, u.Why)
			r.Stats = stats
			return r, nil
		}
		return result.Result{}, err
	}
	sol, err := opt.NewSolver(s.Terms)
	if err != nil {
		return result.Result{}, fmt.Errorf("%s: %w", name, err)
	}
	defer smt.Release(ctx, sol)
	ru := &run{s: s, ts: ts, opt: opt, sol: sol, stats: stats}
	ru.elim = smt.NewEliminator(s.Terms, ru.share)
	ru.elim.Limit, ru.elim.Budget = opt.maxCubes(), opt.maxCubes()
	defer func() {
		stats.Add(name+" projections", int64(ru.elim.Projections()))
		ru.elim.Close()
	}()
	r, err := ru.factQueries(ctx)
	if err == nil && r.Status == chc.Unknown {
		r, err = algo(ctx, ru)
	}
	if err != nil && ctx.Err() != nil {
		r, err = result.Stopped(ctx), nil
	}
	if err != nil {
		err = fmt.Errorf("%s: %w", name, err)
	}
	r.Stats = stats
	return r, err
}

// share makes a solver sharing the run's context.
func (ru *run) share(f *chc.Factory) (smt.Solver, error) {
	return smt.NewShared(ru.sol, ru.opt.NewSolver, f)
}

// factQueries decides the queries without a body atom, which the view
// leaves out: one whose constraint is satisfiable is a derivation of false
// by itself; the others hold in every model. It returns Unknown when none
// is satisfiable.
func (ru *run) factQueries(ctx context.Context) (result.Result, error) {
	for _, c := range ru.s.Clauses {
		if !c.IsQuery() || !c.IsFact() {
			continue
		}
		if err := ru.sol.Push(); err != nil {
			return result.Result{}, err
		}
		d, err := ru.factQuery(ctx, c)
		if perr := ru.sol.Pop(1); err == nil {
			err = perr
		}
		if err != nil || d != nil {
			return result.Result{Status: chc.Unsat, Derivation: d}, err
		}
	}
	return result.Result{Status: chc.Unknown}, nil
}

func (ru *run) factQuery(ctx context.Context, c *chc.Clause) (*chc.Derivation, error) {
	if err := ru.sol.Assert(c.Constraint); err != nil {
		return nil, err
	}
	r, err := timedCheck(ctx, ru.sol, ru.stats)
	switch {
	case err != nil:
		return nil, err
	case r == smt.Unknown:
		return nil, fmt.Errorf("solver unknown on a query without body: %s", ru.sol.Reason())
	case r == smt.Unsat:
		return nil, nil
	}
	env, err := smt.Values(ru.sol, c.Vars(), nil)
	if err != nil {
		return nil, err
	}
	return &chc.Derivation{Root: &chc.DerivNode{Clause: c, Values: env}}, nil
}

// exists eliminates every variable of phi but the template state
// variables; a failure (the projection budget, a solver error) is returned
// for the caller to turn into Unknown.
func (ru *run) exists(ctx context.Context, phi *chc.Term) (*chc.Term, error) {
	return ru.elim.Exists(ctx, phi, ru.ts.cur)
}

// safe checks inv and returns it as the model of a Sat result.
func (ru *run) safe(ctx context.Context, inv *chc.Term) (result.Result, error) {
	return ru.checkedSafe(ctx, inv, true)
}

// safeClosed is safe for an invariant whose closure under the
// transitions its engine has checked already: the rest is checked.
func (ru *run) safeClosed(ctx context.Context, inv *chc.Term) (result.Result, error) {
	return ru.checkedSafe(ctx, inv, false)
}

func (ru *run) checkedSafe(ctx context.Context, inv *chc.Term, trans bool) (result.Result, error) {
	chk, err := ru.share(ru.ts.f)
	if err != nil {
		return result.Result{}, err
	}
	defer chk.Close()
	if err := ru.ts.checkInvariant(ctx, chk, inv, trans); err != nil {
		return result.Result{}, err
	}
	return result.Result{Status: chc.Sat, Model: ru.ts.Model(inv)}, nil
}

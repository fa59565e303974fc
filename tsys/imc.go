package tsys

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// IMC is McMillan's interpolation-based model checking ("imc", CAV 2003).
//
// For a bound k = 1, 2, …, after checking that no bad state is reachable
// in k steps or fewer (the base case of the unrolling, whose model would
// be a counterexample), it over-approximates the reachable states: R
// starts as Init, and while A = R(s_0) ∧ T(s_0,s_1) and B = ∨_{1≤j≤k}
// T(s_1,s_2) ∧ … ∧ T(s_j-1,s_j) ∧ Bad(s_j) are inconsistent, their
// interpolant I (over s_1: A ⇒ I, I ∧ B unsatisfiable) is an
// over-approximation of R's successors from which no bad state is
// reachable in fewer than k steps. When I ⇒ R, R is closed under the
// transitions (R ∧ T ⇒ I' ⇒ R'), contains Init and excludes Bad: an
// inductive invariant, turned into the model. Otherwise R becomes R ∨ I;
// when A ∧ B is satisfiable the over-approximation reached a bad state
// that Init may not, and the bound grows.
type IMC struct{ opt Options }

// NewIMC returns the IMC engine.
func NewIMC(opt Options) *IMC { return &IMC{opt: opt} }

// Name returns "imc".
func (e *IMC) Name() string { return "imc" }

// Solve runs IMC on the transition-system view of s.
func (e *IMC) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	return solve(ctx, "imc", s, e.opt, imc)
}

func imc(ctx context.Context, ru *run) (result.Result, error) {
	ts, f := ru.ts, ru.ts.f
	if len(ts.Init) == 0 {
		return ru.safe(ctx, f.False())
	}
	init, err := ru.exists(ctx, ts.InitFormula())
	if err != nil {
		return gaveUp(ctx, err, "eliminating the local variables of the initial states")
	}
	bad, err := ru.exists(ctx, ts.BadFormula())
	if err != nil {
		return gaveUp(ctx, err, "eliminating the local variables of the bad states")
	}
	base, err := newUnroller(ts, ru.sol, ru.stats)
	if err != nil {
		return result.Result{}, err
	}
	ip := interp.New(f, ru.share, interp.Options{Check: ru.opt.CheckInterpolants, SplitEqualities: true, Implicants: true})
	defer func() {
		st := ip.Stats()
		ru.stats.Add("imc interpolant cubes", int64(st.Cubes))
		ru.stats.Add("imc interpolants checked", int64(st.Checked))
		ru.stats.AddDuration("imc interpolation time", st.Time)
		ip.Close()
	}()
	chk, err := ru.share(f)
	if err != nil {
		return result.Result{}, err
	}
	defer chk.Close()
	checked := -1 // depths of the base case checked so far
	for k := 1; ru.opt.MaxDepth == 0 || k <= ru.opt.MaxDepth; k++ {
		ru.stats.Max("imc bound", int64(k))
		for ; checked < k; checked++ {
			r, d, err := base.check(ctx, checked+1)
			switch {
			case err != nil:
				return result.Result{}, err
			case r == smt.Sat:
				return result.Result{Status: chc.Unsat, Derivation: d}, nil
			case r == smt.Unknown:
				return result.Unknown(result.GaveUp, "imc: solver unknown at depth %d: %s", checked+1, ru.sol.Reason()), nil
			}
		}
		inv, err := imcBound(ctx, ru, ip, chk, init, bad, k)
		if err != nil {
			return gaveUp(ctx, err, fmt.Sprintf("imc at bound %d", k))
		}
		if inv != nil {
			return ru.safe(ctx, inv)
		}
	}
	return result.Unknown(result.Bound, "imc: bound %d reached (MaxDepth)", ru.opt.MaxDepth), nil
}

// imcBound runs the interpolation loop at bound k: it returns the
// invariant at a fixpoint, nil when the over-approximation reaches a bad
// state within k steps.
func imcBound(ctx context.Context, ru *run, ip *interp.Interpolator, chk smt.Solver, init, bad *chc.Term, k int) (*chc.Term, error) {
	ts, f := ru.ts, ru.ts.f
	trans := ts.TransFormula()
	// B = Bad(s_1) ∨ (T(s_1,s_2) ∧ (Bad(s_2) ∨ … (T(s_k-1,s_k) ∧ Bad(s_k)))):
	// a bad state at step j needs the transitions up to j only, since a
	// state may have no successor.
	b := ts.At(bad, k)
	for i := k - 1; i >= 1; i-- {
		b = f.Or(ts.At(bad, i), f.And(ts.At(trans, i), b))
	}
	step0 := ts.At(trans, 0)
	r := init
	for iter := 0; ; iter++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ru.stats.Add("imc iterations", 1)
		i, err := ip.Binary(ctx, f.And(ts.At(r, 0), step0), b)
		if errors.Is(err, interp.ErrSatisfiable) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		ru.stats.Add("imc interpolants", 1)
		i = f.Simplify(ts.FromStep(i, 1))
		implied, err := unsatisfiable(ctx, chk, f.And(i, f.Not(r)))
		if err != nil {
			return nil, err
		}
		if implied {
			return r, nil
		}
		r = f.Simplify(f.Or(r, i))
	}
}

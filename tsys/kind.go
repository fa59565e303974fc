package tsys

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// KInduction is the k-induction engine ("kind").
//
// For k = 0, 1, 2, …: the base case asks whether a bad state is reachable
// in exactly k steps (a model is a counterexample, read back as a
// derivation); the step case asks whether k+1 consecutive good states
// joined by transitions can be followed by a bad one. When it cannot, the
// property P = ¬Bad is (k+1)-inductive: the base cases up to k showed
// every state reachable in at most k steps good. The model is then the
// 1-inductive strengthening of P built by kInvariant.
type KInduction struct{ opt Options }

// NewKInduction returns the k-induction engine.
func NewKInduction(opt Options) *KInduction { return &KInduction{opt: opt} }

// Name returns "kind".
func (e *KInduction) Name() string { return "kind" }

// Solve runs k-induction on the transition-system view of s.
func (e *KInduction) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	return solve(ctx, "kind", s, e.opt, kinduction)
}

func kinduction(ctx context.Context, ru *run) (result.Result, error) {
	ts, f := ru.ts, ru.ts.f
	if len(ts.Init) == 0 {
		return ru.safe(ctx, f.False())
	}
	bad, err := ru.exists(ctx, ts.BadFormula())
	if err != nil {
		return gaveUp(ctx, err, "eliminating the local variables of the bad states")
	}
	base, err := newUnroller(ts, ru.sol, ru.stats)
	if err != nil {
		return result.Result{}, err
	}
	step, err := ru.share(f)
	if err != nil {
		return result.Result{}, err
	}
	defer step.Close()
	for k := 0; ru.opt.MaxDepth == 0 || k <= ru.opt.MaxDepth; k++ {
		ru.stats.Max("kind k", int64(k))
		r, d, err := base.check(ctx, k)
		switch {
		case err != nil:
			return result.Result{}, err
		case r == smt.Sat:
			return result.Result{Status: chc.Unsat, Derivation: d}, nil
		case r == smt.Unknown:
			return result.Unknown(result.GaveUp, "kind: solver unknown in the base case at depth %d: %s", k, ru.sol.Reason()), nil
		}
		// Step case with k+1 transitions: ¬bad(s_0 … s_k), T(s_0, s_1) …
		// T(s_k, s_k+1), bad(s_k+1).
		if err := step.Assert(ts.At(f.Not(bad), k), ts.At(ts.TransFormula(), k)); err != nil {
			return result.Result{}, err
		}
		goal := f.Var(fmt.Sprintf("%sstep@%d", ts.prefix, k+1), chc.BoolSort)
		if err := step.Assert(f.Implies(goal, ts.At(bad, k+1))); err != nil {
			return result.Result{}, err
		}
		r, err = timedCheck(ctx, step, ru.stats, goal)
		switch {
		case err != nil:
			return result.Result{}, err
		case r == smt.Unknown:
			return result.Unknown(result.GaveUp, "kind: solver unknown in the step case at depth %d: %s", k+1, step.Reason()), nil
		case r == smt.Unsat:
			inv, err := ru.kInvariant(ctx, bad, k+1)
			if err != nil {
				return gaveUp(ctx, err, fmt.Sprintf("the property is %d-inductive, but making it 1-inductive", k+1))
			}
			return ru.safe(ctx, inv)
		}
	}
	return result.Unknown(result.Bound, "kind: %d steps reached (MaxDepth)", ru.opt.MaxDepth), nil
}

// kInvariant returns a 1-inductive invariant that excludes bad, given that
// ¬bad is k-inductive (k ≥ 1): every state reachable in fewer than k steps
// is good, and k consecutive good states joined by transitions are
// followed by a good one.
//
// The invariant is Q(s) = "every path of fewer than k steps from s stays
// good", that is ¬(B_0 ∨ … ∨ B_{k-1}) with B_0 = bad and B_j(s) =
// ∃s'. T(s,s') ∧ B_{j-1}(s') the states that reach a bad state in exactly j
// steps. The quantifiers are eliminated exactly (smt.Eliminator), one
// transition at a time.
//
// Proof that Q is an inductive invariant excluding bad:
//   - Q ⇒ ¬bad: the path of 0 steps.
//   - Init ⇒ Q: a path of j < k steps from an initial state reaches a
//     state reachable in j < k steps, which is good (the base cases).
//   - Q(s) ∧ T(s,s') ⇒ Q(s'): take a path s' = t_0, …, t_j with j < k. If
//     j < k-1, then s, t_0, …, t_j is a path of j+1 < k steps from s, so
//     t_j is good by Q(s). If j = k-1, then s, t_0, …, t_{k-2} are k
//     consecutive states joined by transitions, all good by Q(s) (paths
//     of 0 … k-1 steps from s), so their successor t_{k-1} is good by the
//     step case.
func (ru *run) kInvariant(ctx context.Context, bad *chc.Term, k int) (*chc.Term, error) {
	ts, f := ru.ts, ru.ts.f
	back := []*chc.Term{bad}
	prev := bad
	for j := 1; j < k; j++ {
		primed := ts.Primed(prev)
		var pre []*chc.Term
		for _, e := range ts.Trans {
			p, err := ru.exists(ctx, f.And(e.Phi, primed))
			if err != nil {
				return nil, err
			}
			pre = append(pre, p)
		}
		prev = f.Simplify(f.Or(pre...))
		back = append(back, prev)
	}
	return f.Simplify(f.Not(f.Or(back...))), nil
}

// gaveUp turns the failure of a step the engine cannot do without (an
// elimination past its budget, an interpolant) into Unknown; a done ctx is
// returned as the error, for solve to report as such.
func gaveUp(ctx context.Context, err error, what string) (result.Result, error) {
	if ctx.Err() != nil {
		return result.Result{}, err
	}
	return result.Unknown(result.GaveUp, "%s failed: %v", what, err), nil
}

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
// states reachable within k steps when those are all the reachable states
// (reachInvariant), and otherwise the 1-inductive strengthening of P built
// by kInvariant.
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
			if inv, err := ru.reachInvariant(ctx, base, k); err != nil {
				return result.Result{}, err
			} else if inv != nil {
				ru.stats.Add("kind reach invariants", 1)
				return ru.safeClosed(ctx, inv)
			}
			inv, err := ru.kInvariant(ctx, bad, k+1)
			if err != nil {
				return gaveUp(ctx, err, fmt.Sprintf("the property is %d-inductive, but making it 1-inductive", k+1))
			}
			return ru.safe(ctx, inv)
		}
	}
	return result.Unknown(result.Bound, "kind: %d steps reached (MaxDepth)", ru.opt.MaxDepth), nil
}

// simplePaths checks whether sol's unrolling has a simple path of states
// s_0 … s_n: while the check finds a path with two equal states s_i = s_j,
// it asserts s_i ≠ s_j and checks again. The disequalities are added
// lazily, as in Sheeran, Singh and Stålmarck's k-induction with
// simple-path constraints: most paths the solver finds are simple
// already, or repeat a state that one disequality excludes.
//
// kind's step case does not use them: reading every state of every step
// case's model cost a system with a counterexample of 16 steps twice its
// k-induction time, and no dev file needed them.
func (ru *run) simplePaths(ctx context.Context, sol smt.Solver, n int) (smt.Result, error) {
	ts := ru.ts
	distinct := map[[2]int]bool{}
	for {
		r, err := timedCheck(ctx, sol, ru.stats)
		if err != nil || r != smt.Sat {
			return r, err
		}
		keys := make([]string, n+1)
		for i := 0; i <= n; i++ {
			var b []byte
			for _, v := range ts.StateAt(i) {
				val, err := sol.Value(v)
				if err != nil {
					return smt.Unknown, err
				}
				b = val.AppendKey(b)
				b = append(b, ';')
			}
			keys[i] = string(b)
		}
		added := false
		for j := 1; j <= n; j++ {
			for i := 0; i < j; i++ {
				if keys[i] != keys[j] || distinct[[2]int{i, j}] {
					continue
				}
				distinct[[2]int{i, j}] = true
				added = true
				ru.stats.Add("kind simple-path constraints", 1)
				if err := sol.Assert(ts.differ(i, j)); err != nil {
					return smt.Unknown, err
				}
			}
		}
		if !added {
			return r, nil
		}
	}
}

// differ returns the formula saying that the states at steps i and j are
// not equal.
func (ts *System) differ(i, j int) *chc.Term {
	f := ts.f
	a, b := ts.StateAt(i), ts.StateAt(j)
	ne := make([]*chc.Term, len(a))
	for x := range a {
		ne[x] = f.Not(f.Eq(a[x], b[x]))
	}
	return f.Or(ne...)
}

// reachInvariant returns the states reachable in at most k steps, F_0 ∨ …
// ∨ F_k with F_0 = Init and F_j the image of F_j-1, when every simple
// path from an initial state has at most k steps, and nil otherwise. A
// system whose phase counter runs 0, 1, …, k and then stutters is one.
// Then the union is closed under the transitions (a shortest path to a
// state is simple, and one more step either repeats a state of it or
// makes a simple path, of at most k steps), so it is an inductive
// invariant, and it excludes bad by the base cases up to k.
//
// The bound on simple paths is one check of base, the unrolling of the
// base cases, with disequalities added lazily (simplePaths); on most
// systems it fails at once, and no image is computed. The images are exact
// eliminations, with a budget of their own; forward, a transition's free
// choice is just a next-state variable, where kInvariant's backward
// images must enumerate what it is compared with. A failed elimination
// is nil, not an error (nor is any failure of this optional step, but a
// done context).
//
// The closure is not checked again (safeClosed): it follows from the
// bound and the exactness of the eliminations, and on the oral-messages
// protocols of lra the check costs half of the run. The driver's
// validation checks the model against the clauses all the same.
func (ru *run) reachInvariant(ctx context.Context, base *unroller, k int) (*chc.Term, error) {
	ts, f := ru.ts, ru.ts.f
	if err := base.extend(k + 1); err != nil {
		return nil, err
	}
	r, err := ru.simplePaths(ctx, base.sol, k+1)
	if err != nil || r != smt.Unsat {
		return nil, ctx.Err()
	}
	elim := smt.NewEliminator(f, ru.share)
	elim.Limit, elim.Budget = reachProjections, reachProjections
	defer func() {
		ru.stats.Add("kind reach projections", int64(elim.Projections()))
		elim.Close()
	}()
	fj, err := elim.Exists(ctx, ts.InitFormula(), ts.cur)
	if err != nil {
		return nil, ctx.Err()
	}
	all := []*chc.Term{fj}
	for j := 1; j <= k; j++ {
		img, err := elim.Exists(ctx, f.And(fj, ts.TransFormula()), ts.next)
		if err != nil {
			return nil, ctx.Err()
		}
		fj = f.Simplify(ts.Unprimed(img))
		all = append(all, fj)
	}
	return f.Simplify(f.Or(all...)), nil
}

// reachProjections bounds the model-based projections of one
// reachInvariant: it is tried before kInvariant, which keeps the run's
// budget.
const reachProjections = 512

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

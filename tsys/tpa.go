package tsys

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// TPA is Blicha, Fedyukovich, Hyvärinen and Sharygina's transition power
// abstraction ("tpa", TACAS 2022), and, with split set, its split variant
// ("split-tpa", FMCAD 2022).
//
// TPA keeps a sequence of relations ATr≤n over-approximating the runs of
// at most 2^n steps, ATr≤0 = Id ∨ T exactly. At level n it asks whether a
// bad state is reachable from an initial one in two steps of ATr≤n (at
// most 2^(n+1) real ones). When it is not, the interpolant of the two
// steps against the initial and bad states strengthens ATr≤n+1. When it
// is, the query's midpoint, generalised by model-based projection, is a
// target for the same question one level down for each half: an
// unreachable half strengthens ATr≤n and the query is asked again; two
// reachable halves, down to level 0, are a real path of states. A deep
// counterexample is found with n ≈ log2 of its length.
//
// Split TPA keeps two sequences instead, ATr=n for exactly 2^n steps
// (ATr=0 = T) and ATr<n for fewer than 2^n (ATr<0 = Id), with
// "< 2^(n+1)" = "< 2^n" ∪ ("< 2^n" ∘ "= 2^n") and "= 2^(n+1)" =
// "= 2^n" ∘ "= 2^n".
//
// Safety is a relation closed under one more transition (see
// powers.fixpoint), whose image of the initial states (or whose
// complement of the preimage of the bad states) is the invariant. A
// counterexample is the concrete path the queries found, each step's
// clause instance read by one solver check (see System.pathDerivation).
type TPA struct {
	opt   Options
	split bool
}

// NewTPA returns the TPA engine.
func NewTPA(opt Options) *TPA { return &TPA{opt: opt} }

// NewSplitTPA returns the split-TPA engine.
func NewSplitTPA(opt Options) *TPA { return &TPA{opt: opt, split: true} }

// Name returns "tpa" or "split-tpa".
func (e *TPA) Name() string {
	if e.split {
		return "split-tpa"
	}
	return "tpa"
}

// Solve runs TPA on the transition-system view of s.
func (e *TPA) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	return solve(ctx, e.Name(), s, e.opt, func(ctx context.Context, ru *run) (result.Result, error) {
		if len(ru.ts.Init) == 0 {
			return ru.safe(ctx, ru.ts.f.False())
		}
		p, err := newPowers(ru, e.Name())
		if err != nil {
			return result.Result{}, err
		}
		defer p.close()
		if e.split {
			return (&splitTPA{powers: p}).solve(ctx)
		}
		return (&basicTPA{powers: p}).solve(ctx)
	})
}

// maxLevel is the highest level the TPA engines reach before they answer
// unknown: 2^62 steps.
const maxLevel = 62

// levelBound reports whether level n checks runs longer than opt's
// MaxDepth.
func levelBound(opt Options, n int) bool {
	return n >= maxLevel || (opt.MaxDepth > 0 && 1<<n > opt.MaxDepth)
}

// basicTPA is TPA with the relations ATr≤n.
type basicTPA struct {
	*powers
	leq  []*chc.Term  // ATr≤n; leq[0] = Id ∨ T
	sols []smt.Solver // per level n, two steps of ATr≤n
}

// two returns two steps of ATr≤n and the solver holding them.
func (t *basicTPA) two(n int) (*chc.Term, smt.Solver, error) {
	rel := t.level(n)
	two := t.f.And(t.span(rel, 0, 1), t.span(rel, 1, 2))
	sol, err := solverAt(&t.sols, n, func() (smt.Solver, error) { return t.solver(two) })
	return two, sol, err
}

// learn strengthens ATr≤n with itp.
func (t *basicTPA) learn(n int, itp *chc.Term) error {
	t.leq[n] = t.strengthen(t.level(n), itp)
	return assertIn(t.sols, n, t.span(itp, 0, 1), t.span(itp, 1, 2))
}

func (t *basicTPA) solve(ctx context.Context) (result.Result, error) {
	t.leq = []*chc.Term{t.f.Or(t.id, t.trans)}
	for n := 0; ; n++ {
		if levelBound(t.ru.opt, n) {
			return result.Unknown(result.Bound, "%s: level %d reached (MaxDepth %d)", t.name, n, t.ru.opt.MaxDepth), nil
		}
		t.ru.stats.Max(t.name+" level", int64(n))
		pa, err := t.reach(ctx, t.init, t.bad, n)
		if err != nil {
			return gaveUp(ctx, err, fmt.Sprintf("%s at level %d", t.name, n))
		}
		if pa != nil {
			return t.unsafe(ctx, pa)
		}
		inv, err := t.fixpoint(ctx, t.leq[1:])
		if err != nil {
			return gaveUp(ctx, err, fmt.Sprintf("%s's fixpoint check at level %d", t.name, n))
		}
		if inv != nil {
			return t.ru.safe(ctx, inv)
		}
	}
}

// level returns ATr≤n, true until learned.
func (t *basicTPA) level(n int) *chc.Term {
	for len(t.leq) <= n {
		t.leq = append(t.leq, t.f.True())
	}
	return t.leq[n]
}

// reach returns a path of at most 2^(n+1) steps from a state of from to
// one of to, or nil after strengthening ATr≤n+1 to show there is none.
func (t *basicTPA) reach(ctx context.Context, from, to *chc.Term, n int) (path, error) {
	for {
		two, sol, err := t.two(n)
		if err != nil {
			return nil, err
		}
		var mid func([]bool) *chc.Term
		if n > 0 {
			mid = func([]bool) *chc.Term { return two }
		} else {
			mid = func([]bool) *chc.Term { return nil }
		}
		q, err := t.query(ctx, sol, from, two, to, nil, mid)
		if err != nil {
			return nil, err
		}
		if !q.sat {
			return nil, t.learn(n+1, q.itp)
		}
		if n == 0 {
			return collapse(q.states[:]), nil
		}
		pa, err := t.halves(ctx, from, q.mid, to, n)
		if pa != nil || err != nil {
			return pa, err
		}
		t.ru.stats.Add(t.name+" refinements", 1)
	}
}

// halves asks for a path from from to mid and from its end to to, one
// level down; nil when either half is unreachable (which strengthened
// ATr≤n).
func (t *basicTPA) halves(ctx context.Context, from, mid, to *chc.Term, n int) (path, error) {
	first, err := t.reach(ctx, from, mid, n-1)
	if first == nil || err != nil {
		return nil, err
	}
	second, err := t.reach(ctx, t.point(first[len(first)-1]), to, n-1)
	if second == nil || err != nil {
		return nil, err
	}
	return join(first, second), nil
}

// collapse returns the path of the states of a query of level 0, where a
// step of Id ∨ T between two equal states is taken as no step.
func collapse(states []state) path {
	pa := path{states[0]}
	for _, s := range states[1:] {
		if !same(pa[len(pa)-1], s) {
			pa = append(pa, s)
		}
	}
	return pa
}

// splitTPA is split TPA with the relations ATr=n and ATr<n.
type splitTPA struct {
	*powers
	eq    []*chc.Term  // ATr=n; eq[0] = T
	lt    []*chc.Term  // ATr<n; lt[0] = Id
	esols []smt.Solver // per level n, two steps of ATr=n
	lsols []smt.Solver // per level n, ATr<n or ATr<n ∘ ATr=n, as short says
	short *chc.Term    // the selector of the less solvers: the short way
}

// twoExact returns two steps of ATr=n and the solver holding them.
func (t *splitTPA) twoExact(n int) (*chc.Term, smt.Solver, error) {
	rel := t.grow(&t.eq, n)
	two := t.f.And(t.span(rel, 0, 1), t.span(rel, 1, 2))
	sol, err := solverAt(&t.esols, n, func() (smt.Solver, error) { return t.solver(two) })
	return two, sol, err
}

// twoLess returns ATr<n between steps 0 and 2 (short), ATr<n ∘ ATr=n
// (long), and the solver holding short ∨ long, with t.short choosing.
func (t *splitTPA) twoLess(n int) (short, long *chc.Term, sol smt.Solver, err error) {
	f := t.f
	lt, eq := t.grow(&t.lt, n), t.grow(&t.eq, n)
	short = t.span(lt, 0, 2)
	long = f.And(t.span(lt, 0, 1), t.span(eq, 1, 2))
	sol, err = solverAt(&t.lsols, n, func() (smt.Solver, error) {
		return t.solver(f.Implies(t.short, short), f.Implies(f.Not(t.short), long))
	})
	return short, long, sol, err
}

// learnExact strengthens ATr=n with itp.
func (t *splitTPA) learnExact(n int, itp *chc.Term) error {
	f := t.f
	t.eq[n] = t.strengthen(t.grow(&t.eq, n), itp)
	if err := assertIn(t.esols, n, t.span(itp, 0, 1), t.span(itp, 1, 2)); err != nil {
		return err
	}
	return assertIn(t.lsols, n, f.Implies(f.Not(t.short), t.span(itp, 1, 2)))
}

// learnLess strengthens ATr<n with itp.
func (t *splitTPA) learnLess(n int, itp *chc.Term) error {
	f := t.f
	t.lt[n] = t.strengthen(t.grow(&t.lt, n), itp)
	return assertIn(t.lsols, n, f.Implies(t.short, t.span(itp, 0, 2)), f.Implies(f.Not(t.short), t.span(itp, 0, 1)))
}

func (t *splitTPA) solve(ctx context.Context) (result.Result, error) {
	t.eq, t.lt = []*chc.Term{t.trans}, []*chc.Term{t.id}
	t.short = t.f.Var(t.ts.prefix+"tpa!short", chc.BoolSort)
	for n := 0; ; n++ {
		if levelBound(t.ru.opt, n) {
			return result.Unknown(result.Bound, "%s: level %d reached (MaxDepth %d)", t.name, n, t.ru.opt.MaxDepth), nil
		}
		t.ru.stats.Max(t.name+" level", int64(n))
		pa, err := t.less(ctx, t.init, t.bad, n)
		if err != nil {
			return gaveUp(ctx, err, fmt.Sprintf("%s at level %d", t.name, n))
		}
		if pa != nil {
			return t.unsafe(ctx, pa)
		}
		inv, err := t.fixpoint(ctx, t.lt[1:])
		if err != nil {
			return gaveUp(ctx, err, fmt.Sprintf("%s's fixpoint check at level %d", t.name, n))
		}
		if inv != nil {
			return t.ru.safe(ctx, inv)
		}
		if pa, err = t.exact(ctx, t.init, t.bad, n); err != nil {
			return gaveUp(ctx, err, fmt.Sprintf("%s at level %d", t.name, n))
		}
		if pa != nil {
			return t.unsafe(ctx, pa)
		}
		if inv, err = t.exactFixpoint(ctx, n); err != nil {
			return gaveUp(ctx, err, fmt.Sprintf("%s's fixpoint check at level %d", t.name, n))
		}
		if inv != nil {
			return t.ru.safe(ctx, inv)
		}
	}
}

// maxExactFixpoint is the highest level whose exact fixpoint split TPA
// turns into an invariant: one of 2^i steps, made 1-inductive with 2^i - 1
// preimages (kInvariant).
const maxExactFixpoint = 4

// exactFixpoint looks, at levels 1 … n, for an exact relation closed under
// composition: ATr=i(x,y) ∧ ATr=i(y,z) ⇒ ATr=i(x,z), for every x or for
// those ATr<i reaches from an initial state. Then every run from an
// initial state is fewer than 2^i steps and a multiple of 2^i, and the
// states S = ∃x. Init(x) ∧ (ATr<i ∪ ATr<i ∘ ATr=i)(x,·) contain every
// reachable state: S is 2^i-inductive (a state of S is followed 2^i steps
// later by one of S) and holds within 2^i steps, and it excludes the bad
// states by the query of fewer than 2^(i+1) steps at level i. S is the
// invariant when it is 1-inductive, else kInvariant makes it so.
func (t *splitTPA) exactFixpoint(ctx context.Context, n int) (*chc.Term, error) {
	f := t.f
	for i := 1; i <= n && i <= maxExactFixpoint; i++ {
		eq, lt := t.eq[i], t.lt[i]
		closed := f.And(t.span(eq, 0, 1), t.span(eq, 1, 2), f.Not(t.span(eq, 0, 2)))
		ok, err := t.unsatEither(ctx, closed, f.And(t.span(t.init, 3, 3), t.span(lt, 3, 0)))
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		t.ru.stats.Add(t.name+" exact fixpoints", 1)
		runs := f.And(t.span(t.init, 0, 0), f.Or(t.span(lt, 0, 2), f.And(t.span(lt, 0, 1), t.span(eq, 1, 2))))
		s, err := t.ru.elim.Exists(ctx, runs, t.ts.StateAt(2))
		if err != nil {
			return nil, ctx.Err()
		}
		s = f.Simplify(t.ts.FromStep(s, 2))
		inductive, err := unsatisfiable(ctx, t.chk, f.And(s, t.trans, f.Not(t.ts.Primed(s))))
		if err != nil || inductive {
			return s, err
		}
		inv, err := t.ru.kInvariant(ctx, f.Not(s), 1<<i)
		if err != nil {
			return nil, ctx.Err()
		}
		return inv, nil
	}
	return nil, nil
}

// grow returns rels[n], true until learned.
func (t *splitTPA) grow(rels *[]*chc.Term, n int) *chc.Term {
	for len(*rels) <= n {
		*rels = append(*rels, t.f.True())
	}
	return (*rels)[n]
}

// exact returns a path of exactly 2^(n+1) steps from a state of from to
// one of to, or nil after strengthening ATr=n+1 to show there is none.
func (t *splitTPA) exact(ctx context.Context, from, to *chc.Term, n int) (path, error) {
	for {
		two, sol, err := t.twoExact(n)
		if err != nil {
			return nil, err
		}
		q, err := t.query(ctx, sol, from, two, to, nil, func([]bool) *chc.Term {
			if n == 0 {
				return nil
			}
			return two
		})
		if err != nil {
			return nil, err
		}
		if !q.sat {
			return nil, t.learnExact(n+1, q.itp)
		}
		if n == 0 {
			return path(q.states[:]), nil
		}
		first, err := t.exact(ctx, from, q.mid, n-1)
		if err != nil {
			return nil, err
		}
		if first != nil {
			second, err := t.exact(ctx, t.point(first[len(first)-1]), to, n-1)
			if err != nil {
				return nil, err
			}
			if second != nil {
				return join(first, second), nil
			}
		}
		t.ru.stats.Add(t.name+" refinements", 1)
	}
}

// less returns a path of fewer than 2^(n+1) steps from a state of from to
// one of to, or nil after strengthening ATr<n+1 to show there is none:
// fewer than 2^n steps (ATr<n between steps 0 and 2), or fewer than 2^n
// and then exactly 2^n (ATr<n, then ATr=n).
func (t *splitTPA) less(ctx context.Context, from, to *chc.Term, n int) (path, error) {
	for {
		short, long, sol, err := t.twoLess(n)
		if err != nil {
			return nil, err
		}
		q, err := t.query(ctx, sol, from, t.f.Or(short, long), to, []*chc.Term{t.short}, func(holds []bool) *chc.Term {
			if n == 0 || holds[0] {
				return nil
			}
			return long
		})
		if err != nil {
			return nil, err
		}
		if !q.sat {
			return nil, t.learnLess(n+1, q.itp)
		}
		pa, err := t.lessSat(ctx, from, to, n, q)
		if pa != nil || err != nil {
			return pa, err
		}
		t.ru.stats.Add(t.name+" refinements", 1)
	}
}

// lessSat follows a satisfiable query of less: the short way one level
// down, or the two halves of the long way.
func (t *splitTPA) lessSat(ctx context.Context, from, to *chc.Term, n int, q *twoStep) (path, error) {
	switch {
	case q.holds[0] && n == 0: // Id: from and to meet
		return path{q.states[0]}, nil
	case q.holds[0]:
		return t.less(ctx, from, to, n-1)
	case n == 0: // Id, then T
		return path{q.states[1], q.states[2]}, nil
	}
	first, err := t.less(ctx, from, q.mid, n-1)
	if first == nil || err != nil {
		return nil, err
	}
	second, err := t.exact(ctx, t.point(first[len(first)-1]), to, n-1)
	if second == nil || err != nil {
		return nil, err
	}
	return join(first, second), nil
}

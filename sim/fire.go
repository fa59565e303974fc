package sim

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// clause is a clause prepared for firing: its constraint's conjuncts and
// the definitions they give.
type clause struct {
	c    *chc.Clause
	vars []*chc.Term
	conj []*chc.Term
	defs []def
	sol  smt.Solver // made at the first firing evaluation cannot decide
}

// def is a conjunct that determines v as e once e's variables are known:
// (= v e), v itself (true) or (not v) (false).
type def struct {
	v, e *chc.Term
	deps []*chc.Term
}

func newClause(f *chc.Factory, c *chc.Clause) *clause {
	cl := &clause{c: c, vars: c.Vars(), conj: chc.Conjuncts(c.Constraint)}
	for _, t := range cl.conj {
		cl.defs = append(cl.defs, defsOf(f, t)...)
	}
	return cl
}

// defsOf returns the definitions conjunct t gives.
func defsOf(f *chc.Factory, t *chc.Term) []def {
	switch {
	case t.IsVar():
		return []def{{v: t, e: f.True()}}
	case t.Op() == chc.OpNot && t.Arg(0).IsVar():
		return []def{{v: t.Arg(0), e: f.False()}}
	case t.Op() != chc.OpEq || t.NumArgs() != 2:
		return nil
	}
	var out []def
	for i := 0; i < 2; i++ {
		v, e := t.Arg(i), t.Arg(1-i)
		if !v.IsVar() {
			continue
		}
		deps := chc.FreeVars(e)
		if !contains(deps, v) {
			out = append(out, def{v: v, e: e, deps: deps})
		}
	}
	return out
}

func contains(ts []*chc.Term, t *chc.Term) bool {
	for _, u := range ts {
		if u == t {
			return true
		}
	}
	return false
}

// how says how an instance's values were found.
type how uint8

const (
	evaluated how = iota // every value determined by the body and the definitions
	solved               // the solver chose some
)

// instance returns values for c's variables that make c's constraint true
// with its body atoms equal to body's facts, or nil when there are none
// (or the solver cannot tell).
func (r *search) instance(ctx context.Context, c *clause, body []*fact) (chc.Env, how, error) {
	env, ok := bind(c, body)
	if !ok {
		return nil, evaluated, nil
	}
	propagate(c, env)
	if len(env) == len(c.vars) {
		holds, err := holdsAll(c.conj, env)
		if err == nil && holds {
			holds, err = bodyHolds(c, body, env)
		}
		if err == nil {
			r.stats.Add("sim evaluations", 1)
			if holds {
				return env, evaluated, nil
			}
			return nil, evaluated, nil
		}
	}
	return r.solve(ctx, c, body, env)
}

// bind assigns the body atoms' variable arguments their facts' values; it
// fails when a variable would get two different values. Arguments that are
// not variables are left to the constraint check (see holdsAll's caller).
func bind(c *clause, body []*fact) (chc.Env, bool) {
	env := make(chc.Env, len(c.vars))
	for i, a := range c.c.Body {
		for j, t := range a.Args {
			if !t.IsVar() {
				continue
			}
			v := body[i].vals[j]
			if w, ok := env[t]; ok {
				if !w.Equal(v) {
					return nil, false
				}
				continue
			}
			env[t] = v
		}
	}
	return env, true
}

// bodyHolds reports whether the body atoms' arguments that are not
// variables evaluate to their facts' values under env.
func bodyHolds(c *clause, body []*fact, env chc.Env) (bool, error) {
	for i, a := range c.c.Body {
		for j, t := range a.Args {
			if t.IsVar() {
				continue
			}
			v, err := chc.Eval(t, env)
			if err != nil {
				return false, err
			}
			if !v.Equal(body[i].vals[j]) {
				return false, nil
			}
		}
	}
	return true, nil
}

// propagate applies c's definitions until none applies.
func propagate(c *clause, env chc.Env) {
	for progress := true; progress; {
		progress = false
		for _, d := range c.defs {
			if _, ok := env[d.v]; ok || !known(d.deps, env) {
				continue
			}
			v, err := chc.Eval(d.e, env)
			if err != nil {
				continue
			}
			env[d.v] = v
			progress = true
		}
	}
}

func known(vs []*chc.Term, env chc.Env) bool {
	for _, v := range vs {
		if _, ok := env[v]; !ok {
			return false
		}
	}
	return true
}

// holdsAll evaluates the conjuncts under env.
func holdsAll(conj []*chc.Term, env chc.Env) (bool, error) {
	for _, t := range conj {
		v, err := chc.Eval(t, env)
		if err != nil {
			return false, err
		}
		if !v.Bool() {
			return false, nil
		}
	}
	return true, nil
}

// checkTimeout bounds one firing by the solver: a firing that takes longer
// is skipped.
const checkTimeout = time.Second

// solve fires c on body with the solver. After the first round the
// variables evaluation left free get random hints, dropped when they make
// the instance unsatisfiable.
func (r *search) solve(ctx context.Context, c *clause, body []*fact, env chc.Env) (chc.Env, how, error) {
	sol, err := r.solver(c)
	if err != nil || sol == nil {
		r.complete = false
		return nil, solved, err
	}
	if err := sol.Push(); err != nil {
		return nil, solved, err
	}
	defer func() { _ = sol.Pop(1) }()
	f := r.f
	var eqs []*chc.Term
	for i, a := range c.c.Body {
		for j, t := range a.Args {
			eqs = append(eqs, f.Eq(t, f.Value(body[i].vals[j])))
		}
	}
	if err := sol.Assert(eqs...); err != nil {
		return nil, solved, err
	}
	if r.round > 0 {
		if out, err := r.hinted(ctx, c, sol, env); err != nil || out != nil {
			return out, solved, err
		}
	}
	return r.check(ctx, c, sol)
}

// hinted checks with random values for the variables env leaves free; nil
// when they do not fit.
func (r *search) hinted(ctx context.Context, c *clause, sol smt.Solver, env chc.Env) (chc.Env, error) {
	var hints []*chc.Term
	for _, v := range c.vars {
		if _, ok := env[v]; ok {
			continue
		}
		if h := r.hint(v); h != nil {
			hints = append(hints, h)
		}
	}
	if len(hints) == 0 {
		return nil, nil
	}
	if err := sol.Push(); err != nil {
		return nil, err
	}
	defer func() { _ = sol.Pop(1) }()
	if err := sol.Assert(hints...); err != nil {
		return nil, err
	}
	out, _, err := r.check(ctx, c, sol)
	return out, err
}

// hint returns v = a random value, or nil for sorts without hints.
func (r *search) hint(v *chc.Term) *chc.Term {
	f := r.f
	span := int64(4) << min(r.round, 20)
	so := v.Sort()
	switch so.Kind() {
	case chc.KindBool:
		return f.Eq(v, f.BoolConst(r.rng.IntN(2) == 0))
	case chc.KindInt, chc.KindReal:
		n := r.rng.Int64N(2*span+1) - span
		return f.Eq(v, f.Num(new(big.Rat).SetInt64(n), so))
	case chc.KindBitVec:
		n := new(big.Int)
		for w := so.Width(); w > 0; w -= 32 {
			n.Lsh(n, uint(min(w, 32)))
			n.Or(n, big.NewInt(int64(r.rng.Uint32()>>(32-min(w, 32)))))
		}
		return f.Eq(v, f.Num(new(big.Rat).SetInt(n), so))
	}
	return nil
}

// check checks sol and reads the instance's values.
func (r *search) check(ctx context.Context, c *clause, sol smt.Solver) (chc.Env, how, error) {
	cctx, cancel := context.WithTimeout(ctx, checkTimeout)
	defer cancel()
	start := time.Now()
	res, err := sol.Check(cctx)
	r.stats.Add("smt queries", 1)
	r.stats.AddDuration("smt time", time.Since(start))
	if err != nil {
		if ctx.Err() == nil && cctx.Err() != nil {
			r.complete = false
			return nil, solved, nil
		}
		return nil, solved, err
	}
	switch res {
	case smt.Unsat:
		return nil, solved, nil
	case smt.Unknown:
		r.complete = false
		return nil, solved, nil
	}
	env, err := smt.Values(sol, c.vars, nil)
	if err != nil {
		return nil, solved, fmt.Errorf("sim: reading an instance of clause %d: %w", r.s.ClauseIndex(c.c), err)
	}
	return env, solved, nil
}

// solver returns c's solver, asserting c's constraint in it at the first
// call; nil when the options have no solver.
func (r *search) solver(c *clause) (smt.Solver, error) {
	if c.sol != nil || r.opt.NewSolver == nil {
		return c.sol, nil
	}
	var sol smt.Solver
	var err error
	if r.first == nil {
		sol, err = r.opt.NewSolver(r.f)
		r.first = sol
	} else {
		sol, err = smt.NewShared(r.first, r.opt.NewSolver, r.f)
	}
	if err != nil {
		return nil, fmt.Errorf("sim: making a solver: %w", err)
	}
	c.sol = sol
	if err := sol.Assert(c.c.Constraint); err != nil {
		return nil, fmt.Errorf("sim: asserting clause %d: %w", r.s.ClauseIndex(c.c), err)
	}
	return sol, nil
}

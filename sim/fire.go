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
	eqs  []chc.Equation // the constraint's arithmetic equalities
	sol  smt.Solver     // made at the first firing evaluation cannot decide
	// used marks, during one firing, the conjuncts a definition applied:
	// they hold by construction.
	used []bool
	// exhausted: a clause without body atoms whose facts are all known.
	exhausted bool
}

// def is a conjunct that determines v as e once e's variables are known:
// (= v e), v itself (true) or (not v) (false).
type def struct {
	v, e *chc.Term
	deps []*chc.Term
	conj int // the conjunct's index
}

func newClause(f *chc.Factory, c *chc.Clause) *clause {
	cl := &clause{c: c, vars: c.Vars(), conj: chc.Conjuncts(c.Constraint)}
	cl.used = make([]bool, len(cl.conj))
	for k, t := range cl.conj {
		for _, d := range defsOf(f, t) {
			d.conj = k
			cl.defs = append(cl.defs, d)
		}
		if t.Op() == chc.OpEq && t.NumArgs() == 2 && (t.Arg(0).Sort().IsArith() || t.Arg(0).Sort().IsBitVec()) {
			cl.eqs = append(cl.eqs, chc.Equation{L: t.Arg(0), R: t.Arg(1)})
		}
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
func (r *search) instance(ctx context.Context, c *clause, body []*fact, fr fresh) (chc.Env, how, error) {
	env, eqs, ok := bind(c, body)
	if !ok {
		return nil, evaluated, nil
	}
	propagate(c, env, eqs)
	if len(env) == len(c.vars) {
		holds, err := holdsAll(c.conj, c.used, env)
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
	return r.solve(ctx, c, body, env, fr)
}

// bind assigns the body atoms' variable arguments their facts' values; it
// fails when a variable would get two different values. The arguments
// that are not variables become equations with their values.
func bind(c *clause, body []*fact) (chc.Env, []chc.Equation, bool) {
	env := make(chc.Env, len(c.vars))
	var eqs []chc.Equation
	for i, a := range c.c.Body {
		for j, t := range a.Args {
			v := body[i].vals[j]
			if !t.IsVar() {
				eqs = append(eqs, chc.Equation{L: t, Val: v, IsVal: true})
				continue
			}
			if w, ok := env[t]; ok {
				if !w.Equal(v) {
					return nil, nil, false
				}
				continue
			}
			env[t] = v
		}
	}
	return env, append(eqs, c.eqs...), true
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

// propagate applies c's definitions, and solves the equations linear in
// their one unknown variable, until nothing more is determined. Every
// value it assigns is forced: the only one the equation allows.
func propagate(c *clause, env chc.Env, eqs []chc.Equation) {
	clear(c.used)
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
			c.used[d.conj] = true
			progress = true
		}
		for _, e := range eqs {
			if e.Solve(env) {
				progress = true
			}
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

// holdsAll evaluates the conjuncts under env, but those that skip marks.
func holdsAll(conj []*chc.Term, skip []bool, env chc.Env) (bool, error) {
	for k, t := range conj {
		if skip[k] {
			continue
		}
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

// solve fires c on body with the solver. With fr.block the head may not
// be a known fact (the most recent maxBlocked of them, or all, when a
// clause without body atoms that has no other is exhausted); with fr.hint
// the variables evaluation left free get random hints, dropped when they
// make the instance unsatisfiable.
func (r *search) solve(ctx context.Context, c *clause, body []*fact, env chc.Env, fr fresh) (chc.Env, how, error) {
	if err := r.rest(ctx); err != nil {
		return nil, solved, err
	}
	sol, err := r.solver(c)
	if err != nil || sol == nil {
		r.incomplete = true
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
	all := true
	if fr.block && c.c.Head != nil {
		known := r.db[c.c.Head.Pred]
		all = len(known) <= maxBlocked
		for _, ft := range known[max(0, len(known)-maxBlocked):] {
			eqs = append(eqs, f.Not(f.EqAll(c.c.Head.Args, r.valueTerms(ft))))
		}
	}
	if err := sol.Assert(eqs...); err != nil {
		return nil, solved, err
	}
	if fr.hint {
		if out, err := r.hinted(ctx, c, sol, env); err != nil || out != nil {
			return out, solved, err
		}
	}
	out, res, err := r.check(ctx, c, sol)
	if res == smt.Unsat && fr.block && all && len(body) == 0 {
		c.exhausted = true
	}
	return out, solved, err
}

// maxBlocked bounds the known facts a firing for a new one excludes.
const maxBlocked = 64

// valueTerms returns ft's values as terms (made once).
func (r *search) valueTerms(ft *fact) []*chc.Term {
	if ft.terms == nil {
		ft.terms = make([]*chc.Term, len(ft.vals))
		for i, v := range ft.vals {
			ft.terms[i] = r.f.Value(v)
		}
	}
	return ft.terms
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
		return f.Eq(v, f.BV(n, so.Width()))
	}
	return nil
}

// check checks sol and reads the instance's values; a check that runs out
// of time is Unknown.
func (r *search) check(ctx context.Context, c *clause, sol smt.Solver) (chc.Env, smt.Result, error) {
	cctx, cancel := context.WithTimeout(ctx, checkTimeout)
	defer cancel()
	start := time.Now()
	res, err := sol.Check(cctx)
	r.stats.Add("smt queries", 1)
	r.stats.AddDuration("smt time", time.Since(start))
	if err != nil {
		if ctx.Err() == nil && cctx.Err() != nil {
			r.incomplete = true
			return nil, smt.Unknown, nil
		}
		return nil, smt.Unknown, err
	}
	switch res {
	case smt.Unsat:
		return nil, res, nil
	case smt.Unknown:
		r.incomplete = true
		return nil, res, nil
	}
	env, err := smt.Values(sol, c.vars, nil)
	if err != nil {
		return nil, res, fmt.Errorf("sim: reading an instance of clause %d: %w", r.s.ClauseIndex(c.c), err)
	}
	return env, res, nil
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

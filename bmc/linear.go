package bmc

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// linear unrolls a linear system step by step in one incremental solver.
//
// Step i has, for each predicate P, a Bool reach(P,i) and argument copies
// P_i; reach(P,i) means "P holds for P_i, derived in exactly i+1 clause
// applications". For each clause c that can fire at step i there is a Bool
// sel(c,i) implying c's constraint over fresh copies of its variables, its
// head equal to the head predicate's step-i copies, and its body atom held at
// step i-1. reach(P,i) implies some sel of a clause with head P. A query with
// body Q at step i is selected by qsel(q,i). Everything is asserted once; only
// the goal literal of the step being checked is assumed.
type linear struct {
	s     *chc.System
	f     *chc.Factory
	sol   smt.Solver
	opt   Options
	stats *result.Stats
	log   *slog.Logger
	pidx  map[*chc.Pred]int
	steps []*step
}

type step struct {
	args  [][]*chc.Term // per predicate
	reach []*chc.Term   // per predicate
	uses  []use         // clause uses (non-queries) fired at this step
	query []use         // query uses at this step
	goal  *chc.Term     // implies some query use
	alive *chc.Term     // implies some reach
	// live marks the predicates some clause can derive at this step,
	// by the clauses' shape alone: a fact at step 0, a rule whose body
	// predicate is live at the step before.
	live []bool
}

type use struct {
	c    *chc.Clause
	sel  *chc.Term
	ren  map[*chc.Term]*chc.Term
	vars []*chc.Term
}

func newLinear(s *chc.System, sol smt.Solver, opt Options, stats *result.Stats) *linear {
	l := &linear{s: s, f: s.Terms, sol: sol, opt: opt, stats: stats, pidx: map[*chc.Pred]int{}, log: opt.logger()}
	for i, p := range s.Preds {
		l.pidx[p] = i
	}
	return l
}

func (l *linear) run(ctx context.Context) (result.Result, error) {
	for i := 0; l.opt.MaxDepth == 0 || i < l.opt.MaxDepth; i++ {
		if err := l.encodeStep(ctx, i); err != nil {
			return result.Result{}, err
		}
		l.stats.Max("bmc depth", int64(i))
		l.log.Info("bmc depth", "depth", i, "unrolling", "linear", "live", countTrue(l.steps[i].live))
		r, err := l.check(ctx, l.steps[i].goal)
		if err != nil {
			return result.Result{}, err
		}
		switch r {
		case smt.Sat:
			d, err := l.derivation(i)
			if err != nil {
				return result.Result{}, err
			}
			return result.Result{Status: chc.Unsat, Derivation: d}, nil
		case smt.Unknown:
			return unknown(result.GaveUp, "solver unknown at depth %d: %s", i, l.sol.Reason()), nil
		}
		if countTrue(l.steps[i].live) == 0 {
			return l.safe(ctx, i) // nothing can be derived at step i
		}
		r, err = l.check(ctx, l.steps[i].alive)
		if err != nil {
			return result.Result{}, err
		}
		if r == smt.Unsat {
			return l.safe(ctx, i)
		}
	}
	return unknown(result.Bound, "%d steps reached (MaxDepth)", l.opt.MaxDepth), nil
}

func (l *linear) check(ctx context.Context, assume *chc.Term) (smt.Result, error) {
	start := time.Now()
	r, err := l.sol.Check(ctx, assume)
	l.stats.Add("smt queries", 1)
	l.stats.AddDuration("smt time", time.Since(start))
	l.log.Debug("bmc check", "result", r, "time", time.Since(start))
	return r, err
}

// encodeStep asserts the definitions of step i. It checks ctx at every
// clause: a step of a system of thousands of clauses takes long enough to
// overrun a deadline (and in auto it runs beside PDR's turn).
func (l *linear) encodeStep(ctx context.Context, i int) error {
	f := l.f
	st := &step{args: make([][]*chc.Term, len(l.s.Preds)), reach: make([]*chc.Term, len(l.s.Preds))}
	for k, p := range l.s.Preds {
		st.reach[k] = f.Var(fmt.Sprintf("r%d@%d", k, i), chc.BoolSort)
		st.args[k] = make([]*chc.Term, p.Arity())
		for j, so := range p.Params {
			st.args[k][j] = f.Var(fmt.Sprintf("p%d@%d.%d", k, i, j), so)
		}
	}
	l.steps = append(l.steps, st)
	defs := make([][]*chc.Term, len(l.s.Preds)) // sels per head predicate
	var queries []*chc.Term
	// Rules first, then queries, whose body is at this step: a use whose
	// body predicate is not live there can never be selected, and is not
	// encoded (bandec's integer translation: 70 predicates, 17 of them
	// live at step 10; its counterexample at step 10 took 10 s with every
	// use encoded and takes 5.7 s).
	st.live = make([]bool, len(l.s.Preds))
	for _, queryPass := range []bool{false, true} {
		for ci, c := range l.s.Clauses {
			if err := ctx.Err(); err != nil {
				return fmt.Errorf("bmc: encoding step %d: %w", i, err)
			}
			if c.IsQuery() != queryPass || !firesAt(c, i) || !l.liveBody(c, i) {
				continue
			}
			u := use{c: c, sel: f.Var(fmt.Sprintf("s%d@%d", ci, i), chc.BoolSort)}
			u.ren, u.vars = copyVars(f, c, fmt.Sprintf("c%d@%d", ci, i))
			body, err := l.bodyAt(c, u.ren, i)
			if err != nil {
				return err
			}
			conj := []*chc.Term{f.Subst(c.Constraint, u.ren), body}
			if c.IsQuery() {
				st.query = append(st.query, u)
				queries = append(queries, u.sel)
			} else {
				h := l.pidx[c.Head.Pred]
				conj = append(conj, f.EqAll(st.args[h], f.SubstAll(c.Head.Args, u.ren)))
				st.uses = append(st.uses, u)
				defs[h] = append(defs[h], u.sel)
				st.live[h] = true
			}
			if err := l.sol.Assert(f.Implies(u.sel, f.And(conj...))); err != nil {
				return err
			}
			l.stats.Add("bmc clause uses", 1)
		}
	}
	for k := range l.s.Preds {
		if err := l.sol.Assert(f.Implies(st.reach[k], f.Or(defs[k]...))); err != nil {
			return err
		}
	}
	st.goal = f.Var(fmt.Sprintf("goal@%d", i), chc.BoolSort)
	st.alive = f.Var(fmt.Sprintf("alive@%d", i), chc.BoolSort)
	if err := l.sol.Assert(f.Implies(st.goal, f.Or(queries...))); err != nil {
		return err
	}
	return l.sol.Assert(f.Implies(st.alive, f.Or(st.reach...)))
}

// countTrue counts the true entries of bs.
func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

// liveBody reports whether c's body atom can hold where c's use at step
// i needs it (see step.live): at step i-1 for a rule, at step i (being
// built, its rules marked first) for a query.
func (l *linear) liveBody(c *chc.Clause, i int) bool {
	if len(c.Body) == 0 {
		return true
	}
	j := i - 1
	if c.IsQuery() {
		j = i
	}
	return j >= 0 && l.steps[j].live[l.pidx[c.Body[0].Pred]]
}

// bodyAt returns the condition that c's body atom holds: at step i-1 for a
// rule, at step i for a query.
func (l *linear) bodyAt(c *chc.Clause, ren map[*chc.Term]*chc.Term, i int) (*chc.Term, error) {
	if len(c.Body) == 0 {
		return l.f.True(), nil
	}
	j := i - 1
	if c.IsQuery() {
		j = i
	}
	if j < 0 {
		return nil, fmt.Errorf("bmc: internal error: body at step %d", j)
	}
	a := c.Body[0]
	k := l.pidx[a.Pred]
	st := l.steps[j]
	return l.f.And(st.reach[k], l.f.EqAll(st.args[k], l.f.SubstAll(a.Args, ren))), nil
}

// derivation reads the counterexample of depth i out of the solver's model.
func (l *linear) derivation(i int) (*chc.Derivation, error) {
	q, err := l.selected(l.steps[i].query, nil)
	if err != nil {
		return nil, err
	}
	root, err := l.node(q)
	if err != nil {
		return nil, err
	}
	n, j := root, i
	if q.c.IsQuery() && !q.c.IsFact() {
		j++ // a query's body is at its own step
	}
	for len(n.Clause.Body) > 0 {
		j--
		p := n.Clause.Body[0].Pred
		u, err := l.selected(l.steps[j].uses, p)
		if err != nil {
			return nil, err
		}
		child, err := l.node(u)
		if err != nil {
			return nil, err
		}
		n.Children = []*chc.DerivNode{child}
		n = child
	}
	return &chc.Derivation{Root: root}, nil
}

// selected returns the first use whose selector is true (with head p, if p
// is not nil).
func (l *linear) selected(uses []use, p *chc.Pred) (use, error) {
	for _, u := range uses {
		if p != nil && u.c.Head.Pred != p {
			continue
		}
		ok, err := isTrue(l.sol, u.sel)
		if err != nil {
			return use{}, err
		}
		if ok {
			return u, nil
		}
	}
	return use{}, fmt.Errorf("bmc: internal error: no selected clause in the model")
}

func (l *linear) node(u use) (*chc.DerivNode, error) {
	env, err := smt.Values(l.sol, u.vars, u.ren)
	if err != nil {
		return nil, err
	}
	return &chc.DerivNode{Clause: u.c, Values: env}, nil
}

// firesAt reports whether c is used at step i: clauses without body atoms at
// step 0, rules from step 1 (their body at the step before), queries with a
// body atom at every step (their body at the same step).
func firesAt(c *chc.Clause, i int) bool {
	switch {
	case c.IsFact():
		return i == 0
	case c.IsQuery():
		return true
	}
	return i >= 1
}

package satbmc

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
)

// linear unrolls a linear system step by step in one incremental solver.
// reach(P,i) means "P holds for args(P,i), derived in exactly i+1 clause
// applications"; it is the disjunction of the selectors of the clauses with
// head P used at step i, and args(P,i) are the head terms of the first
// selected one. A selector implies its clause's constraint and its body
// atom at step i-1 (a query's at step i). Only the step's goal, the
// disjunction of its query selectors, is assumed.
type linear struct {
	s     *chc.System
	sol   *sat.Solver
	opt   Options
	stats *result.Stats
	pidx  map[*chc.Pred]int
	steps []*step
}

type step struct {
	args  [][]sat.Vec   // per predicate
	reach []sat.Lit     // per predicate
	defs  [][]*instance // per predicate: the uses defining it, by priority
	query []*instance
	goal  sat.Lit // some query use
	alive sat.Lit // some reach
	// live marks the predicates some clause can derive at this step by
	// the clauses' shape alone (as package bmc's unrolling does): a fact
	// at step 0, a rule whose body predicate is live at the step before.
	live []bool
}

func newLinear(s *chc.System, sol *sat.Solver, opt Options, stats *result.Stats) *linear {
	l := &linear{s: s, sol: sol, opt: opt, stats: stats, pidx: map[*chc.Pred]int{}}
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
		l.stats.Max("satbmc depth", int64(i))
		st := l.steps[i]
		r, err := l.sol.Solve(ctx, st.goal)
		if err != nil {
			return result.Result{}, err
		}
		if r == sat.Sat {
			d, err := l.derivation(i)
			if err != nil {
				return result.Result{}, err
			}
			return result.Result{Status: chc.Unsat, Derivation: d}, nil
		}
		r, err = l.sol.Solve(ctx, st.alive)
		if err != nil {
			return result.Result{}, err
		}
		if r == sat.Unsat {
			return l.safe(ctx, i)
		}
	}
	return result.Unknown(result.Bound, "%d steps reached (MaxDepth)", l.opt.MaxDepth), nil
}

// encodeStep builds step i's circuits.
func (l *linear) encodeStep(ctx context.Context, i int) error {
	sol := l.sol
	n := len(l.s.Preds)
	st := &step{args: make([][]sat.Vec, n), reach: make([]sat.Lit, n), defs: make([][]*instance, n), live: make([]bool, n)}
	heads := make([][][]sat.Vec, n) // per predicate, per use: head bits
	turn := &stint{gate: l.opt.Gate}
	defer turn.leave()
	// Rules and facts first: a query's body is at this step.
	for ci, c := range l.s.Clauses {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("satbmc: encoding step %d: %w", i, err)
		}
		if err := turn.yield(ctx); err != nil {
			return err
		}
		if c.IsQuery() || !firesAt(c, i) || !l.liveBody(c, i, st) {
			continue
		}
		in, head, err := l.use(c, i, st)
		if err != nil {
			return fmt.Errorf("satbmc: clause %d at step %d: %w", ci, i, err)
		}
		h := l.pidx[c.Head.Pred]
		st.live[h] = true
		st.defs[h] = append(st.defs[h], in)
		heads[h] = append(heads[h], head)
	}
	var rs []sat.Lit
	for k, p := range l.s.Preds {
		defs := st.defs[k]
		if len(defs) == 0 {
			st.reach[k] = sol.True().Not()
			st.args[k] = make([]sat.Vec, p.Arity())
			for j, so := range p.Params {
				st.args[k][j], _ = sol.NewFor(so) // never read: reach is false
			}
			continue
		}
		sels := make([]sat.Lit, len(defs))
		for d, in := range defs {
			sels[d] = in.sel
		}
		st.reach[k] = sol.Ors(sels...)
		rs = append(rs, st.reach[k])
		args := heads[k][len(defs)-1]
		for d := len(defs) - 2; d >= 0; d-- {
			next := make([]sat.Vec, len(args))
			for j := range args {
				next[j] = sol.Mux(defs[d].sel, heads[k][d][j], args[j])
			}
			args = next
		}
		st.args[k] = args
	}
	var qs []sat.Lit
	for ci, c := range l.s.Clauses {
		if !c.IsQuery() || !firesAt(c, i) || !l.liveBody(c, i, st) {
			continue
		}
		in, _, err := l.use(c, i, st)
		if err != nil {
			return fmt.Errorf("satbmc: clause %d at step %d: %w", ci, i, err)
		}
		st.query = append(st.query, in)
		qs = append(qs, in.sel)
	}
	st.goal, st.alive = sol.Ors(qs...), sol.Ors(rs...)
	l.steps = append(l.steps, st)
	return nil
}

// liveBody reports whether c's body atom can hold where its use at step
// i needs it: at step i-1 for a rule, at step i (st, being built, its
// rules marked first) for a query.
func (l *linear) liveBody(c *chc.Clause, i int, st *step) bool {
	if len(c.Body) == 0 {
		return true
	}
	k := l.pidx[c.Body[0].Pred]
	if c.IsQuery() {
		return st.live[k]
	}
	return i >= 1 && l.steps[i-1].live[k]
}

// use encodes one use of c at step i (whose query uses have their body in
// st, the step being built): it asserts that the selector implies the
// constraint and the body, and returns the instance and the head's bits.
func (l *linear) use(c *chc.Clause, i int, st *step) (*instance, []sat.Vec, error) {
	sol := l.sol
	var body []sat.Lit
	var atoms []sat.AtomBits
	if len(c.Body) == 1 {
		src := st
		if !c.IsQuery() {
			src = l.steps[i-1]
		}
		k := l.pidx[c.Body[0].Pred]
		atoms = append(atoms, sat.AtomBits{Terms: c.Body[0].Args, Bits: src.args[k]})
		body = append(body, src.reach[k])
	}
	env, eqs, err := bind(sol, c, atoms...)
	if err != nil {
		return nil, nil, err
	}
	con, err := blast(sol, c.Constraint, env)
	if err != nil {
		return nil, nil, err
	}
	in := &instance{c: c, sel: sol.NewLit(), env: env}
	body = append(append(body, eqs...), con[0])
	sol.AssertClause(in.sel.Not(), sol.Ands(body...))
	var head []sat.Vec
	if c.Head != nil {
		head, err = blastAll(sol, c.Head.Args, env)
		if err != nil {
			return nil, nil, err
		}
	}
	return in, head, nil
}

// derivation reads the counterexample of depth i out of the model: the
// first selected query, then, step by step back, the first selected use
// defining the body atom's predicate — the one whose head the
// multiplexer chose.
func (l *linear) derivation(i int) (*chc.Derivation, error) {
	in, err := l.selected(l.steps[i].query)
	if err != nil {
		return nil, err
	}
	root, err := in.node(l.sol)
	if err != nil {
		return nil, err
	}
	n, j := root, i
	if !in.c.IsFact() {
		j++ // a query's body is at its own step
	}
	for len(n.Clause.Body) > 0 {
		j--
		k := l.pidx[n.Clause.Body[0].Pred]
		in, err := l.selected(l.steps[j].defs[k])
		if err != nil {
			return nil, err
		}
		child, err := in.node(l.sol)
		if err != nil {
			return nil, err
		}
		n.Children = []*chc.DerivNode{child}
		n = child
	}
	return &chc.Derivation{Root: root}, nil
}

// selected returns the first instance whose selector is true.
func (l *linear) selected(ins []*instance) (*instance, error) {
	for _, in := range ins {
		if l.sol.LitValue(in.sel) {
			return in, nil
		}
	}
	return nil, fmt.Errorf("satbmc: internal error: no selected clause in the model")
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

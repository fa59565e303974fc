package tsys

import (
	"context"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// At returns phi, a formula of the view, at step i of an unrolling: the
// current state variables become their copies at step i, the next ones
// their copies at step i+1, and every other (local) variable its copy at
// step i. Copies are named after the template with "@i"; the view's prefix
// keeps them apart from the system's own variables.
func (ts *System) At(phi *chc.Term, i int) *chc.Term {
	m := make(map[*chc.Term]*chc.Term)
	for _, v := range chc.FreeVars(phi) {
		switch {
		case ts.isCur(v):
			m[v] = ts.copyOf(ts.curIdx[v], i)
		case ts.isNext(v):
			m[v] = ts.copyOf(ts.nxtIdx[v], i+1)
		default:
			m[v] = ts.f.Var(fmt.Sprintf("%s@%d", v.Name(), i), v.Sort())
		}
	}
	return ts.f.Subst(phi, m)
}

func (ts *System) isCur(v *chc.Term) bool  { _, ok := ts.curIdx[v]; return ok }
func (ts *System) isNext(v *chc.Term) bool { _, ok := ts.nxtIdx[v]; return ok }

// copyOf returns state variable j's copy at step i.
func (ts *System) copyOf(j, i int) *chc.Term {
	v := ts.cur[j]
	return ts.f.Var(fmt.Sprintf("%s@%d", v.Name(), i), v.Sort())
}

// StateAt returns the copies of the state variables at step i.
func (ts *System) StateAt(i int) []*chc.Term {
	out := make([]*chc.Term, len(ts.cur))
	for j := range ts.cur {
		out[j] = ts.copyOf(j, i)
	}
	return out
}

// FromStep returns phi, a formula over the copies of the state at step i,
// over the template state variables.
func (ts *System) FromStep(phi *chc.Term, i int) *chc.Term {
	return ts.rename(phi, ts.StateAt(i), ts.cur)
}

// unroller is the bounded model checker of the view: Init at step 0 and
// the transition relation between steps 0 … depth, asserted once in one
// incremental solver; the bad states at step k are assumed through a goal
// literal when depth k is checked.
type unroller struct {
	ts    *System
	sol   smt.Solver
	stats *result.Stats
	depth int // transitions asserted; -1 before Init
}

func newUnroller(ts *System, sol smt.Solver, stats *result.Stats) (*unroller, error) {
	u := &unroller{ts: ts, sol: sol, stats: stats, depth: -1}
	if err := sol.Assert(ts.At(ts.InitFormula(), 0)); err != nil {
		return nil, err
	}
	u.depth = 0
	return u, nil
}

// extend asserts transitions up to step k.
func (u *unroller) extend(k int) error {
	for u.depth < k {
		if err := u.sol.Assert(u.ts.At(u.ts.TransFormula(), u.depth)); err != nil {
			return err
		}
		u.depth++
	}
	return nil
}

// check checks whether a bad state is reachable in exactly k steps; when
// it is, it returns the derivation of that path.
func (u *unroller) check(ctx context.Context, k int) (smt.Result, *chc.Derivation, error) {
	if err := u.extend(k); err != nil {
		return smt.Unknown, nil, err
	}
	f := u.ts.f
	goal := f.Var(fmt.Sprintf("%sgoal@%d", u.ts.prefix, k), chc.BoolSort)
	if err := u.sol.Assert(f.Implies(goal, u.ts.At(u.ts.BadFormula(), k))); err != nil {
		return smt.Unknown, nil, err
	}
	r, err := timedCheck(ctx, u.sol, u.stats, goal)
	if err != nil || r != smt.Sat {
		return r, nil, err
	}
	d, err := u.ts.derivation(u.sol, k)
	return r, d, err
}

// timedCheck runs one solver check, counting it.
func timedCheck(ctx context.Context, sol smt.Checker, stats *result.Stats, assume ...*chc.Term) (smt.Result, error) {
	start := time.Now()
	r, err := sol.Check(ctx, assume...)
	stats.Add("smt queries", 1)
	stats.AddDuration("smt time", time.Since(start))
	return r, err
}

// derivation reads the path of k transitions ending in a bad state out of
// the model of the last check of sol: which edge fired at each step, with
// the values of its clause's variables, as a chain of clause instances from
// the query down to the fact.
func (ts *System) derivation(sol smt.Solver, k int) (*chc.Derivation, error) {
	q, err := ts.node(sol, ts.Bad, k)
	if err != nil {
		return nil, err
	}
	n := q
	for i := k - 1; i >= 0; i-- {
		c, err := ts.node(sol, ts.Trans, i)
		if err != nil {
			return nil, err
		}
		n.Children = []*chc.DerivNode{c}
		n = c
	}
	c, err := ts.node(sol, ts.Init, 0)
	if err != nil {
		return nil, err
	}
	n.Children = []*chc.DerivNode{c}
	return &chc.Derivation{Root: q}, nil
}

// node returns the instance of the first of es that holds at step i in the
// model.
func (ts *System) node(sol smt.Solver, es []Edge, i int) (*chc.DerivNode, error) {
	for _, e := range es {
		v, err := sol.Value(ts.At(e.Phi, i))
		if err != nil {
			return nil, err
		}
		if !v.Bool() {
			continue
		}
		ren := make(map[*chc.Term]*chc.Term, len(e.Sigma))
		for x, t := range e.Sigma {
			ren[x] = ts.At(t, i)
		}
		env, err := smt.Values(sol, e.Clause.Vars(), ren)
		if err != nil {
			return nil, err
		}
		return &chc.DerivNode{Clause: e.Clause, Values: env}, nil
	}
	return nil, fmt.Errorf("tsys: internal error: no clause holds at step %d of the counterexample", i)
}

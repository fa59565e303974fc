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

// state is one concrete state of the view: a value per state variable,
// index by index with System.Cur.
type state []chc.Value

// path is a concrete run of the view: consecutive states joined by one
// transition each.
type path []state

// powers is what both TPA engines share: the view, the run, the
// interpolator, and the two-step reachability query over abstractions of
// transition powers. A relation is a formula over the current and next
// state variables (and, for the exact relations of level 0, the local
// variables of the rules); it sits between steps i and j of a query as
// span(rel, i, j).
type powers struct {
	ru    *run
	ts    *System
	f     *chc.Factory
	ip    *interp.Interpolator
	chk   smt.Solver   // fixpoint checks and the derivation's steps
	level []smt.Solver // the levels' query solvers, to close
	name  string
	id    *chc.Term // the identity relation
	trans *chc.Term
	init  *chc.Term
	bad   *chc.Term
}

func newPowers(ru *run, name string) (*powers, error) {
	ts, f := ru.ts, ru.ts.f
	chk, err := ru.share(f)
	if err != nil {
		return nil, err
	}
	eqs := make([]*chc.Term, len(ts.cur))
	for i, v := range ts.cur {
		eqs[i] = f.Eq(v, ts.next[i])
	}
	return &powers{
		ru: ru, ts: ts, f: f, chk: chk, name: name,
		ip:    interp.New(f, ru.share, interp.Options{Check: ru.opt.CheckInterpolants, SplitEqualities: true, Implicants: true}),
		id:    f.And(eqs...),
		trans: ts.TransFormula(), init: ts.InitFormula(), bad: ts.BadFormula(),
	}, nil
}

func (p *powers) close() {
	st := p.ip.Stats()
	p.ru.stats.Add(p.name+" interpolant cubes", int64(st.Cubes))
	p.ru.stats.AddDuration(p.name+" interpolation time", st.Time)
	p.ip.Close()
	for _, s := range p.level {
		s.Close()
	}
	p.chk.Close()
}

// solver makes a query solver holding fs.
func (p *powers) solver(fs ...*chc.Term) (smt.Solver, error) {
	s, err := p.ru.share(p.f)
	if err != nil {
		return nil, err
	}
	p.level = append(p.level, s)
	return s, s.Assert(fs...)
}

// solverAt returns (*sols)[n], made by mk at the first need.
func solverAt(sols *[]smt.Solver, n int, mk func() (smt.Solver, error)) (smt.Solver, error) {
	for len(*sols) <= n {
		*sols = append(*sols, nil)
	}
	if (*sols)[n] != nil {
		return (*sols)[n], nil
	}
	s, err := mk()
	(*sols)[n] = s
	return s, err
}

// assertIn asserts fs in s when s exists.
func assertIn(sols []smt.Solver, n int, fs ...*chc.Term) error {
	if n < len(sols) && sols[n] != nil {
		return sols[n].Assert(fs...)
	}
	return nil
}

// span returns rel with its current state at step i and its next state at
// step j; its other (local) variables get their copies at step i.
func (p *powers) span(rel *chc.Term, i, j int) *chc.Term {
	ts := p.ts
	m := make(map[*chc.Term]*chc.Term)
	for _, v := range chc.FreeVars(rel) {
		switch {
		case ts.isCur(v):
			m[v] = ts.copyOf(ts.curIdx[v], i)
		case ts.isNext(v):
			m[v] = ts.copyOf(ts.nxtIdx[v], j)
		default:
			m[v] = p.f.Var(fmt.Sprintf("%s@%d", v.Name(), i), v.Sort())
		}
	}
	return p.f.Subst(rel, m)
}

// twoStep is the outcome of one two-step query.
type twoStep struct {
	sat    bool
	states [3]state  // in the model, at steps 0, 1, 2
	mid    *chc.Term // with sat and a midpoint asked for: the midpoint states, over Cur
	holds  []bool    // with sat: the truth in the model of each probe
	itp    *chc.Term // with unsat: the learned relation, over Cur and Next
}

// query checks whether some state of from (at step 0) reaches a state of
// to (at step 2) through two (abstract) steps: the formula two over steps
// 0, 1, 2, which sol holds asserted (one incremental solver per level).
// When it does, it reads the model's states and the truth of each probe,
// and, when mid returns a formula for them (a conjunction over the steps,
// true in the model), generalises the midpoint by model-based projection
// of it, with the ends, onto step 1. When it does not, it interpolates:
// the relation between steps 0 and 2 that two implies and that no pair of
// a state of from and one of to satisfies, over Cur and Next.
func (p *powers) query(ctx context.Context, sol smt.Solver, from, two, to *chc.Term, probes []*chc.Term, mid func(holds []bool) *chc.Term) (*twoStep, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f := p.f
	ends := f.And(p.span(from, 0, 0), p.span(to, 2, 2))
	if err := sol.Push(); err != nil {
		return nil, err
	}
	out, err := p.check(ctx, sol, ends, probes, mid)
	if perr := sol.Pop(1); err == nil {
		err = perr
	}
	if err != nil || out.sat {
		return out, err
	}
	i, err := p.ip.Binary(ctx, two, ends)
	if err != nil {
		if errors.Is(err, interp.ErrSatisfiable) {
			return nil, fmt.Errorf("%s: internal error: an unsatisfiable query has no interpolant: %w", p.name, err)
		}
		return nil, err
	}
	p.ru.stats.Add(p.name+" interpolants", 1)
	out.itp, err = p.relation(i)
	return out, err
}

func (p *powers) check(ctx context.Context, sol smt.Solver, ends *chc.Term, probes []*chc.Term, mid func(holds []bool) *chc.Term) (*twoStep, error) {
	if err := sol.Assert(ends); err != nil {
		return nil, err
	}
	r, err := timedCheck(ctx, sol, p.ru.stats)
	switch {
	case err != nil:
		return nil, err
	case r == smt.Unknown:
		return nil, fmt.Errorf("solver unknown on a reachability query: %s", sol.Reason())
	case r == smt.Unsat:
		return &twoStep{}, nil
	}
	out := &twoStep{sat: true}
	for i := range out.states {
		s, err := p.readState(sol, i)
		if err != nil {
			return nil, err
		}
		out.states[i] = s
	}
	for _, pr := range probes {
		v, err := sol.Value(pr)
		if err != nil {
			return nil, err
		}
		out.holds = append(out.holds, v.Bool())
	}
	if c := mid(out.holds); c != nil {
		conj := p.f.And(ends, c)
		keep := map[*chc.Term]bool{}
		for _, v := range p.ts.StateAt(1) {
			keep[v] = true
		}
		var elim []*chc.Term
		for _, v := range chc.FreeVars(conj) {
			if !keep[v] {
				elim = append(elim, v)
			}
		}
		m, err := sol.Project(elim, conj)
		if err != nil {
			return nil, fmt.Errorf("projecting the midpoint: %w", err)
		}
		if v := firstOutside(m, keep); v != nil {
			return nil, fmt.Errorf("projecting the midpoint kept %s", v)
		}
		out.mid = p.f.Simplify(p.ts.FromStep(m, 1))
	}
	return out, nil
}

// firstOutside returns a free variable of t not in keep, or nil.
func firstOutside(t *chc.Term, keep map[*chc.Term]bool) *chc.Term {
	for _, v := range chc.FreeVars(t) {
		if !keep[v] {
			return v
		}
	}
	return nil
}

// relation turns an interpolant over the states at steps 0 and 2 into a
// relation over Cur and Next.
func (p *powers) relation(i *chc.Term) (*chc.Term, error) {
	ts := p.ts
	m := make(map[*chc.Term]*chc.Term, 2*len(ts.cur))
	keep := make(map[*chc.Term]bool, 2*len(ts.cur))
	for j, v := range ts.StateAt(0) {
		m[v] = ts.cur[j]
		keep[v] = true
	}
	for j, v := range ts.StateAt(2) {
		m[v] = ts.next[j]
		keep[v] = true
	}
	if v := firstOutside(i, keep); v != nil {
		return nil, fmt.Errorf("%s: internal error: the interpolant has the variable %s", p.name, v)
	}
	return p.f.Simplify(p.f.Subst(i, m)), nil
}

// readState reads the state at step i in the model of sol's last check.
func (p *powers) readState(sol smt.Evaler, i int) (state, error) {
	vars := p.ts.StateAt(i)
	s := make(state, len(vars))
	for j, v := range vars {
		val, err := sol.Value(v)
		if err != nil {
			return nil, err
		}
		s[j] = val
	}
	return s, nil
}

// point is the formula of the one state s, over Cur.
func (p *powers) point(s state) *chc.Term {
	eqs := make([]*chc.Term, len(s))
	for j, v := range s {
		eqs[j] = p.f.Eq(p.ts.cur[j], p.f.Value(v))
	}
	return p.f.And(eqs...)
}

// same reports whether two states are equal.
func same(a, b state) bool {
	for j := range a {
		if string(a[j].AppendKey(nil)) != string(b[j].AppendKey(nil)) {
			return false
		}
	}
	return true
}

// join returns a followed by b, whose first state is a's last.
func join(a, b path) path {
	out := make(path, 0, len(a)+len(b)-1)
	return append(append(out, a...), b[1:]...)
}

// strengthen returns rel ∧ itp, simplified.
func (p *powers) strengthen(rel, itp *chc.Term) *chc.Term {
	return p.f.Simplify(p.f.And(rel, itp))
}

// fixpoint looks for a safe transition invariant among the relations rels
// (each over-approximating the runs of fewer than, or at most, 2^i steps
// for some i, so containing the identity, and excluding every pair of an
// initial and a bad state). A relation R closed under one more transition
// on the right — R(x,y) ∧ T(y,z) ⇒ R(x,z), for every x or for the initial
// ones — makes ∃x. Init(x) ∧ R(x,y) an inductive invariant; one closed on
// the left — T(x,y) ∧ R(y,z) ⇒ R(x,z), for every z or for the bad ones —
// makes ¬∃z. R(x,z) ∧ Bad(z) one. It returns that invariant, or nil when
// no relation is closed (or its elimination fails: another level may do).
func (p *powers) fixpoint(ctx context.Context, rels []*chc.Term) (*chc.Term, error) {
	for _, rel := range rels {
		if rel == nil {
			continue
		}
		inv, err := p.closedRel(ctx, rel)
		if inv != nil || err != nil {
			return inv, err
		}
	}
	return nil, nil
}

func (p *powers) closedRel(ctx context.Context, rel *chc.Term) (*chc.Term, error) {
	f, ts := p.f, p.ts
	notR := f.Not(p.span(rel, 0, 2))
	right := f.And(p.span(rel, 0, 1), ts.At(p.trans, 1), notR)
	ok, err := p.unsatEither(ctx, right, p.span(p.init, 0, 0))
	if err != nil {
		return nil, err
	}
	if ok {
		p.ru.stats.Add(p.name+" right fixpoints", 1)
		img, err := p.ru.elim.Exists(ctx, f.And(p.init, rel), ts.next)
		if err != nil {
			return nil, ctx.Err()
		}
		return f.Simplify(ts.Unprimed(img)), nil
	}
	left := f.And(ts.At(p.trans, 0), p.span(rel, 1, 2), notR)
	ok, err = p.unsatEither(ctx, left, p.span(p.bad, 2, 2))
	if err != nil || !ok {
		return nil, err
	}
	p.ru.stats.Add(p.name+" left fixpoints", 1)
	pre, err := p.ru.exists(ctx, f.And(rel, ts.Primed(p.bad)))
	if err != nil {
		return nil, ctx.Err()
	}
	return f.Simplify(f.Not(pre)), nil
}

// unsatEither reports whether phi, or else phi ∧ restrict, is
// unsatisfiable.
func (p *powers) unsatEither(ctx context.Context, phi, restrict *chc.Term) (bool, error) {
	ok, err := unsatisfiable(ctx, p.chk, phi)
	if err != nil || ok {
		return ok, err
	}
	return unsatisfiable(ctx, p.chk, p.f.And(phi, restrict))
}

// maxPath bounds the states of a counterexample the TPA engines turn into
// a derivation, one solver check per step.
const maxPath = 1 << 18

// unsafe turns a path from an initial to a bad state into the Unsat
// result: its derivation has one node per step, read from one check per
// step, or Unknown when the path is too long to write out.
func (p *powers) unsafe(ctx context.Context, pa path) (result.Result, error) {
	p.ru.stats.Max(p.name+" counterexample steps", int64(len(pa)-1))
	if len(pa) > maxPath {
		return result.Unknown(result.GaveUp, "%s: a counterexample of %d steps is too long to write as a derivation", p.name, len(pa)-1), nil
	}
	d, err := p.ts.pathDerivation(ctx, p.chk, pa, p.point)
	if err != nil {
		return result.Result{}, err
	}
	return result.Result{Status: chc.Unsat, Derivation: d}, nil
}

// pathDerivation reads the derivation of a concrete path: for each step,
// the clause instance that joins its two states, found by one check of
// sol; for the first state the fact, for the last the query. point gives
// a state's formula over Cur.
func (ts *System) pathDerivation(ctx context.Context, sol smt.Solver, pa path, point func(state) *chc.Term) (*chc.Derivation, error) {
	f := ts.f
	k := len(pa) - 1
	q, err := ts.stepNode(ctx, sol, ts.Bad, f.And(ts.At(point(pa[k]), 0)))
	if err != nil {
		return nil, err
	}
	n := q
	for i := k - 1; i >= 0; i-- {
		c, err := ts.stepNode(ctx, sol, ts.Trans, f.And(ts.At(point(pa[i]), 0), ts.At(point(pa[i+1]), 1)))
		if err != nil {
			return nil, fmt.Errorf("step %d of the counterexample: %w", i, err)
		}
		n.Children = []*chc.DerivNode{c}
		n = c
	}
	c, err := ts.stepNode(ctx, sol, ts.Init, ts.At(point(pa[0]), 0))
	if err != nil {
		return nil, err
	}
	n.Children = []*chc.DerivNode{c}
	return &chc.Derivation{Root: q}, nil
}

// stepNode finds the instance of one of es that holds at step 0 with the
// states fixed by at.
func (ts *System) stepNode(ctx context.Context, sol smt.Solver, es []Edge, at *chc.Term) (*chc.DerivNode, error) {
	if err := sol.Push(); err != nil {
		return nil, err
	}
	defer sol.Pop(1)
	if err := sol.Assert(at, ts.At(disj(ts.f, es), 0)); err != nil {
		return nil, err
	}
	r, err := sol.Check(ctx)
	switch {
	case err != nil:
		return nil, err
	case r == smt.Unknown:
		return nil, fmt.Errorf("solver unknown: %s", sol.Reason())
	case r == smt.Unsat:
		return nil, errors.New("tsys: internal error: no clause joins two states of the counterexample")
	}
	return ts.node(sol, es, 0)
}

package bmc

import (
	"context"
	"fmt"

	"horn/chc"
	"horn/result"
	"horn/smt"
)

// safe builds the model once step k proved that nothing is derivable in k+1
// or more steps: P's interpretation is the union of its exact reachable sets
// at steps 0..k-1, each computed as the image of the previous step's sets
// under the clauses, with existential quantifiers eliminated by enumerating
// model-based projections.
func (l *linear) safe(ctx context.Context, k int) (result.Result, error) {
	f := l.f
	params := make([][]*chc.Term, len(l.s.Preds))
	for i, p := range l.s.Preds {
		params[i] = make([]*chc.Term, p.Arity())
		for j, so := range p.Params {
			params[i][j] = f.Var(fmt.Sprintf("x%d", j), so)
		}
	}
	sol, err := smt.NewShared(l.sol, l.opt.NewSolver, f)
	if err != nil {
		return result.Result{}, err
	}
	defer sol.Close()
	ib := imager{f: f, sol: sol, budget: l.opt.MaxCubes, stats: l.stats}
	union := make([]*chc.Term, len(l.s.Preds))
	for i := range union {
		union[i] = f.False()
	}
	prev := union
	for step := 0; step < k; step++ {
		next := make([]*chc.Term, len(l.s.Preds))
		for i := range next {
			next[i] = f.False()
		}
		for _, c := range l.s.Clauses {
			if c.IsQuery() || !firesAt(c, step) {
				continue
			}
			h := l.pidx[c.Head.Pred]
			img, err := ib.image(ctx, c, prev, params, l.pidx)
			if err != nil {
				return unknown(result.GaveUp, "safe at depth %d, but building the model failed: %v", k, err), nil
			}
			next[h] = f.Or(next[h], img)
		}
		for i := range union {
			union[i] = f.Or(union[i], next[i])
		}
		prev = next
	}
	m := make(chc.Model, len(l.s.Preds))
	for i, p := range l.s.Preds {
		m[p] = chc.Interp{Params: params[i], Body: union[i]}
	}
	return result.Result{Status: chc.Sat, Model: m}, nil
}

// imager computes images of clauses by projection enumeration.
type imager struct {
	f      *chc.Factory
	sol    smt.Solver
	budget int
	stats  *result.Stats
}

// image returns, over params of c's head predicate, ∃vars. body ∧ constraint
// ∧ head = params, where the body atom is interpreted by prev.
func (ib *imager) image(ctx context.Context, c *chc.Clause, prev []*chc.Term, params [][]*chc.Term, pidx map[*chc.Pred]int) (*chc.Term, error) {
	f := ib.f
	ren, vars := renamer{f}.copyVars(c, "v")
	h := pidx[c.Head.Pred]
	conj := []*chc.Term{f.Subst(c.Constraint, ren), argsEqual(f, params[h], substAll(f, c.Head.Args, ren))}
	for _, a := range c.Body {
		b := pidx[a.Pred]
		sub := make(map[*chc.Term]*chc.Term, len(params[b]))
		for j, x := range params[b] {
			sub[x] = f.Subst(a.Args[j], ren)
		}
		conj = append(conj, f.Subst(prev[b], sub))
	}
	phi := f.And(conj...)
	if phi.IsFalse() {
		return phi, nil
	}
	elim := make([]*chc.Term, len(vars))
	for i, v := range vars {
		elim[i] = ren[v]
	}
	return ib.project(ctx, phi, elim, params[h])
}

// project enumerates model-based projections of phi eliminating elim until
// their disjunction covers phi.
func (ib *imager) project(ctx context.Context, phi *chc.Term, elim, keep []*chc.Term) (*chc.Term, error) {
	f := ib.f
	if err := ib.sol.Push(); err != nil {
		return nil, err
	}
	defer ib.sol.Pop(1)
	if err := ib.sol.Assert(phi); err != nil {
		return nil, err
	}
	keepSet := make(map[*chc.Term]bool, len(keep))
	for _, x := range keep {
		keepSet[x] = true
	}
	acc := f.False()
	for {
		r, err := ib.sol.Check(ctx)
		if err != nil {
			return nil, err
		}
		if r == smt.Unsat {
			return acc, nil
		}
		if r == smt.Unknown {
			return nil, fmt.Errorf("solver unknown during projection: %s", ib.sol.Reason())
		}
		if ib.budget--; ib.budget < 0 {
			return nil, fmt.Errorf("too many projection cubes")
		}
		cube, err := ib.sol.Project(elim, phi)
		if err != nil {
			return nil, err
		}
		ib.stats.Add("bmc projections", 1)
		for _, v := range chc.FreeVars(cube) {
			if !keepSet[v] {
				return nil, fmt.Errorf("projection left variable %s", v)
			}
		}
		acc = f.Or(acc, cube)
		if err := ib.sol.Assert(f.Not(cube)); err != nil {
			return nil, err
		}
	}
}

package smt

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// DefaultLimit is the most projections one enumeration of an Eliminator
// takes when its Limit is zero.
const DefaultLimit = 256

// Eliminator eliminates existential quantifiers exactly: cheaply where it
// can — by substituting variables defined by equalities, and by splitting
// the formula where the quantifier distributes (see split.go) — and
// otherwise by enumerating model-based projections with a solver, made at
// the first need. Exact for linear integer and real arithmetic; an
// enumeration past its limit is an error, never an approximation. One
// Eliminator belongs to one goroutine; Close releases its solver.
type Eliminator struct {
	f         *chc.Factory
	newSolver NewSolver
	sol       Solver
	// Limit is the most projections one enumeration may take (0:
	// DefaultLimit); Exists fails past it.
	Limit int
	// Budget, when positive, is the most projections all calls together may
	// take; Exists fails past it.
	Budget    int
	projected int
}

// NewEliminator returns an Eliminator over the terms of f that makes its
// solver with ns (nil: eliminations that need a solver fail).
func NewEliminator(f *chc.Factory, ns NewSolver) *Eliminator {
	return &Eliminator{f: f, newSolver: ns}
}

// Factory returns the factory of the Eliminator's terms.
func (q *Eliminator) Factory() *chc.Factory { return q.f }

// Projections returns the number of projections made so far.
func (q *Eliminator) Projections() int { return q.projected }

// Close releases the solver; the Eliminator makes a new one if used again.
func (q *Eliminator) Close() {
	if q.sol != nil {
		q.sol.Close()
		q.sol = nil
	}
}

// Exists returns a quantifier-free formula equivalent to ∃(the free
// variables of phi other than keep).phi.
func (q *Eliminator) Exists(ctx context.Context, phi *chc.Term, keep []*chc.Term) (*chc.Term, error) {
	kept := make(map[*chc.Term]bool, len(keep))
	for _, v := range keep {
		kept[v] = true
	}
	e := &elimination{q: q, ctx: ctx, kept: kept, memo: make(map[*chc.Term]*chc.Term)}
	return e.exists(phi)
}

// elimination is one call of Exists: memo holds the eliminations of the
// subformulas met so far, all with the same kept variables.
type elimination struct {
	q    *Eliminator
	ctx  context.Context
	kept map[*chc.Term]bool
	memo map[*chc.Term]*chc.Term
}

// exists eliminates the variables of phi outside kept: by equalities first,
// then separately for each group of conjuncts that share a quantified
// variable (see components).
func (e *elimination) exists(phi *chc.Term) (*chc.Term, error) {
	if t, ok := e.memo[phi]; ok {
		return t, nil
	}
	f := e.q.f
	in := phi
	phi = EliminateByFields(f, phi, e.kept)
	out, groups := components(chc.Conjuncts(phi), e.kept)
	for _, g := range groups {
		if err := e.ctx.Err(); err != nil {
			return nil, err
		}
		t, err := e.group(f.And(g...))
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	t := f.Fold(f.And(out...))
	e.memo[in] = t
	return t, nil
}

// group eliminates the variables of t outside kept, splitting t where the
// quantifier distributes (see splitExists) and projecting otherwise.
func (e *elimination) group(t *chc.Term) (*chc.Term, error) {
	parts, combine, ok := splitExists(e.q.f, t, e.kept)
	if !ok {
		return e.q.project(e.ctx, t, bound(t, e.kept))
	}
	elim := make([]*chc.Term, len(parts))
	for i, p := range parts {
		var err error
		if elim[i], err = e.exists(p); err != nil {
			return nil, err
		}
	}
	return combine(elim), nil
}

// project returns ∃vars.phi as the disjunction of the model-based
// projections of phi in models of phi ∧ ¬(projections so far): each
// projection implies ∃vars.phi and holds in its model, so the loop ends
// with an equivalent formula when it ends — which it does for linear
// arithmetic, whose projections have finitely many results.
func (q *Eliminator) project(ctx context.Context, phi *chc.Term, vars []*chc.Term) (*chc.Term, error) {
	sol, err := q.solver(len(vars))
	if err != nil {
		return nil, err
	}
	if err := sol.Push(); err != nil {
		return nil, err
	}
	defer sol.Pop(1)
	if err := sol.Assert(phi); err != nil {
		return nil, err
	}
	var disj []*chc.Term
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r, err := sol.Check(ctx)
		if err != nil {
			return nil, err
		}
		switch r {
		case Unsat:
			return q.f.Or(disj...), nil
		case Unknown:
			return nil, fmt.Errorf("solver answered unknown: %s", sol.Reason())
		}
		if err := q.spend(len(disj)); err != nil {
			return nil, err
		}
		p, err := sol.Project(vars, phi)
		if err != nil {
			return nil, err
		}
		if v := oneOf(p, vars); v != nil {
			return nil, fmt.Errorf("projection kept the quantified variable %s", v)
		}
		p = q.f.Fold(p)
		q.projected++
		disj = append(disj, p)
		if err := sol.Assert(q.f.Not(p)); err != nil {
			return nil, err
		}
	}
}

// spend checks that one more projection, after n in this enumeration, stays
// within Limit and Budget.
func (q *Eliminator) spend(n int) error {
	limit := q.Limit
	if limit <= 0 {
		limit = DefaultLimit
	}
	if n >= limit {
		return fmt.Errorf("more than %d projections", limit)
	}
	if q.Budget > 0 && q.projected >= q.Budget {
		return fmt.Errorf("more than %d projections in all", q.Budget)
	}
	return nil
}

// solver returns the solver, made at the first need.
func (q *Eliminator) solver(nvars int) (Solver, error) {
	if q.sol != nil {
		return q.sol, nil
	}
	if q.newSolver == nil {
		return nil, fmt.Errorf("eliminating %d quantified variables needs a solver", nvars)
	}
	sol, err := q.newSolver(q.f)
	if err != nil {
		return nil, err
	}
	q.sol = sol
	return sol, nil
}

// bound returns the variables of t not in kept.
func bound(t *chc.Term, kept map[*chc.Term]bool) []*chc.Term {
	var out []*chc.Term
	for _, v := range chc.FreeVars(t) {
		if !kept[v] {
			out = append(out, v)
		}
	}
	return out
}

// oneOf returns a variable of vars that occurs in t, or nil.
func oneOf(t *chc.Term, vars []*chc.Term) *chc.Term {
	set := make(map[*chc.Term]bool, len(vars))
	for _, v := range vars {
		set[v] = true
	}
	for _, v := range chc.FreeVars(t) {
		if set[v] {
			return v
		}
	}
	return nil
}

package preprocess

import (
	"context"
	"fmt"

	"horn/chc"
	"horn/smt"
)

// maxDisjuncts bounds the projections one existential elimination may
// enumerate before it gives up.
const maxDisjuncts = 256

// strongestDisjuncts bounds the projections of the strongest
// interpretation before the weakest one is tried.
const strongestDisjuncts = 64

// rebuildModel extends a model of an elimination pass's output to the
// predicates the pass resolved away, latest first: a predicate's
// interpretation is the strongest one its defining clauses allow — the
// disjunction over them of ∃(variables not in the head).(constraint ∧ body
// interpretations) — with the quantifiers eliminated. The defining clauses
// are those at the time of the elimination, so their body predicates are
// interpreted by then.
func rebuildModel(ctx context.Context, f *chc.Factory, m chc.Model, elims []elimination, ns smt.NewSolver) (chc.Model, error) {
	m = copyModel(m)
	q := &qe{ctx: ctx, f: f, newSolver: ns}
	defer q.close()
	for i := len(elims) - 1; i >= 0; i-- {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		el := elims[i]
		if el.top {
			m[el.pred] = chc.Interp{Params: freshParams(f, el.pred.Params, nil), Body: f.True()}
			continue
		}
		in, err := q.interpretation(el, m)
		if err != nil {
			return nil, fmt.Errorf("interpretation of %s: %w", el.pred.Name, err)
		}
		m[el.pred] = in
	}
	return m, nil
}

// interpretation returns an interpretation of el's predicate between the
// strongest one its defining clauses allow and the weakest one its using
// clauses allow: the strongest if it has few projections, else the weakest,
// else the strongest with the full bound. Either keeps every clause of the
// system before the elimination valid, whatever the choice for the others.
func (q *qe) interpretation(el elimination, m chc.Model) (chc.Interp, error) {
	q.limit = strongestDisjuncts
	in, err := q.strongest(el.pred, el.defs, m)
	if err == nil {
		return in, nil
	}
	q.limit = maxDisjuncts
	in, werr := q.weakest(el.pred, el.uses, m)
	if werr == nil {
		return in, nil
	}
	if in, err = q.strongest(el.pred, el.defs, m); err == nil {
		return in, nil
	}
	return chc.Interp{}, fmt.Errorf("strongest: %v; weakest: %w", err, werr)
}

// qe eliminates existential quantifiers: cheaply by equalities, and
// otherwise by enumerating model-based projections with a solver.
type qe struct {
	ctx       context.Context
	f         *chc.Factory
	newSolver smt.NewSolver
	sol       smt.Solver
	limit     int // most projections one elimination may take; 0: maxDisjuncts
	projected int // projections made so far, for tests and statistics
}

func (q *qe) close() {
	if q.sol != nil {
		q.sol.Close()
		q.sol = nil
	}
}

// strongest returns the disjunction over defs of their bodies' images.
func (q *qe) strongest(p *chc.Pred, defs []*chc.Clause, m chc.Model) (chc.Interp, error) {
	f := q.f
	avoid := make(map[string]bool)
	for _, c := range defs {
		for _, v := range c.Vars() {
			avoid[v.Name()] = true
		}
	}
	params := freshParams(f, p.Params, avoid)
	var disj []*chc.Term
	for _, c := range defs {
		body, err := image(f, c, params, m)
		if err != nil {
			return chc.Interp{}, err
		}
		t, err := q.exists(body, params)
		if err != nil {
			return chc.Interp{}, err
		}
		disj = append(disj, t)
	}
	return chc.Interp{Params: params, Body: f.Or(disj...)}, nil
}

// weakest returns the weakest interpretation of p that the clauses using it
// allow, given m for their other predicates: the conjunction over them of
// ¬∃(their variables).(arguments of p = params ∧ constraint ∧ other body
// interpretations ∧ ¬head interpretation). Each resolvent of a defining
// clause with a using clause holds in m, so the defining clauses hold with
// it too. A clause using p twice makes it fail.
func (q *qe) weakest(p *chc.Pred, uses []*chc.Clause, m chc.Model) (chc.Interp, error) {
	f := q.f
	avoid := make(map[string]bool)
	for _, c := range uses {
		for _, v := range c.Vars() {
			avoid[v.Name()] = true
		}
	}
	params := freshParams(f, p.Params, avoid)
	var conj []*chc.Term
	for _, c := range uses {
		bad, err := counterImage(f, c, p, params, m)
		if err != nil {
			return chc.Interp{}, err
		}
		t, err := q.exists(bad, params)
		if err != nil {
			return chc.Interp{}, err
		}
		conj = append(conj, f.Not(t))
	}
	return chc.Interp{Params: params, Body: f.And(conj...)}, nil
}

// counterImage returns the states of p, over params, from which c (which
// uses p once) derives a fact outside m: the arguments of p's atom equal
// params, the constraint, the other body atoms' interpretations and the
// negated head interpretation, over c's variables.
func counterImage(f *chc.Factory, c *chc.Clause, p *chc.Pred, params []*chc.Term, m chc.Model) (*chc.Term, error) {
	at := -1
	for i, a := range c.Body {
		if a.Pred != p {
			continue
		}
		if at >= 0 {
			return nil, fmt.Errorf("a clause uses %s twice", p.Name)
		}
		at = i
	}
	if at < 0 {
		return nil, fmt.Errorf("a using clause does not use %s", p.Name)
	}
	conj := []*chc.Term{c.Constraint}
	for i, t := range c.Body[at].Args {
		conj = append(conj, f.Eq(t, params[i]))
	}
	for i, a := range c.Body {
		if i == at {
			continue
		}
		t, ok := m.Instantiate(f, a)
		if !ok {
			return nil, fmt.Errorf("model has no interpretation for %s", a.Pred.Name)
		}
		conj = append(conj, t)
	}
	if c.Head != nil {
		t, ok := m.Instantiate(f, *c.Head)
		if !ok {
			return nil, fmt.Errorf("model has no interpretation for %s", c.Head.Pred.Name)
		}
		conj = append(conj, f.Not(t))
	}
	return f.And(conj...), nil
}

// image returns c's constraint and body interpretations with c's head
// arguments equal to params.
func image(f *chc.Factory, c *chc.Clause, params []*chc.Term, m chc.Model) (*chc.Term, error) {
	sigma := make(map[*chc.Term]*chc.Term)
	var pending []int
	for i, h := range c.Head.Args {
		if _, ok := sigma[h]; h.IsVar() && !ok {
			sigma[h] = params[i]
		} else {
			pending = append(pending, i)
		}
	}
	conj := []*chc.Term{f.Subst(c.Constraint, sigma)}
	for _, i := range pending {
		conj = append(conj, f.Eq(f.Subst(c.Head.Args[i], sigma), params[i]))
	}
	for _, a := range c.Body {
		t, ok := m.Instantiate(f, substAtom(f, a, sigma))
		if !ok {
			return nil, fmt.Errorf("model has no interpretation for %s", a.Pred.Name)
		}
		conj = append(conj, t)
	}
	return f.And(conj...), nil
}

// exists returns a quantifier-free equivalent of ∃(free variables of phi
// other than keep).phi.
func (q *qe) exists(phi *chc.Term, keep []*chc.Term) (*chc.Term, error) {
	kept := make(map[*chc.Term]bool, len(keep))
	for _, v := range keep {
		kept[v] = true
	}
	memo := make(map[*chc.Term]*chc.Term)
	return q.existsKept(phi, kept, memo)
}

// existsKept eliminates the variables of phi outside kept: by equalities
// first, then separately for each group of conjuncts that share a
// quantified variable (see components). memo holds the eliminations of
// subformulas made so far with the same kept.
func (q *qe) existsKept(phi *chc.Term, kept map[*chc.Term]bool, memo map[*chc.Term]*chc.Term) (*chc.Term, error) {
	if t, ok := memo[phi]; ok {
		return t, nil
	}
	in := phi
	phi, _ = eliminateByEqualities(q.f, phi, kept)
	out, groups := components(chc.Conjuncts(phi), kept)
	for _, g := range groups {
		if err := q.ctx.Err(); err != nil {
			return nil, err
		}
		t, err := q.existsGroup(q.f.And(g...), kept, memo)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	t := fold(q.f, q.f.And(out...))
	memo[in] = t
	return t, nil
}

// existsGroup eliminates the variables of t outside kept, splitting t where
// the quantifier distributes (see splitExists) and projecting otherwise.
func (q *qe) existsGroup(t *chc.Term, kept map[*chc.Term]bool, memo map[*chc.Term]*chc.Term) (*chc.Term, error) {
	parts, combine, ok := splitExists(q.f, t, kept)
	if !ok {
		return q.project(t, bound(t, kept))
	}
	elim := make([]*chc.Term, len(parts))
	for i, p := range parts {
		var err error
		if elim[i], err = q.existsKept(p, kept, memo); err != nil {
			return nil, err
		}
	}
	return combine(elim), nil
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

// eliminateByEqualities substitutes away the variables not in kept that
// phi defines by an equality; it returns the result and the substitution.
func eliminateByEqualities(f *chc.Factory, phi *chc.Term, kept map[*chc.Term]bool) (*chc.Term, map[*chc.Term]*chc.Term) {
	e := &eqProp{f: f, protected: kept, bodyVar: map[*chc.Term]bool{},
		sigma: map[*chc.Term]*chc.Term{}, uses: map[*chc.Term][]*chc.Term{}}
	phi = fold(f, phi)
	for round := 0; round < 8 && !phi.IsFalse(); round++ {
		if !e.round(phi) {
			break
		}
		phi = fold(f, f.Subst(phi, e.sigma))
	}
	return phi, e.sigma
}

// project returns ∃vars.phi as the disjunction of the model-based
// projections of phi in models of phi ∧ ¬(projections so far): each
// projection implies ∃vars.phi and holds in its model, so the loop ends
// with an equivalent formula when it ends — which it does for linear
// arithmetic, whose projections have finitely many results.
func (q *qe) project(phi *chc.Term, vars []*chc.Term) (*chc.Term, error) {
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
		if err := q.ctx.Err(); err != nil {
			return nil, err
		}
		r, err := sol.Check(q.ctx)
		if err != nil {
			return nil, err
		}
		switch r {
		case smt.Unsat:
			return q.f.Or(disj...), nil
		case smt.Unknown:
			return nil, fmt.Errorf("solver answered unknown: %s", sol.Reason())
		}
		limit := q.limit
		if limit <= 0 {
			limit = maxDisjuncts
		}
		if len(disj) == limit {
			return nil, fmt.Errorf("more than %d projections", limit)
		}
		p, err := sol.Project(vars, phi)
		if err != nil {
			return nil, err
		}
		if v := oneOf(p, vars); v != nil {
			return nil, fmt.Errorf("projection kept the quantified variable %s", v)
		}
		p = fold(q.f, p)
		q.projected++
		disj = append(disj, p)
		if err := sol.Assert(q.f.Not(p)); err != nil {
			return nil, err
		}
	}
}

// solver returns the solver, made at the first need.
func (q *qe) solver(nvars int) (smt.Solver, error) {
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

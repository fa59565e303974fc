package ufo

import (
	"context"

	"github.com/horn-chc/horn/chc"
)

// maxBooleanCubes is the most cubes a Boolean abstraction enumerates;
// past it the abstraction falls back to the Cartesian one.
const maxBooleanCubes = 256

// abstract returns the predicate abstraction of post over p's predicates
// (thesis §2.5): false when post is unsatisfiable; else the Cartesian
// abstraction, the conjunction of the predicates and negated predicates
// post implies, or with Options.Boolean the Boolean one, the disjunction of
// the full cubes over the predicates that post intersects.
func (ru *run) abstract(ctx context.Context, p *chc.Pred, post *chc.Term) (*chc.Term, error) {
	if err := ru.sol.Push(); err != nil {
		return nil, err
	}
	defer ru.sol.Pop(1)
	if err := ru.sol.Assert(post); err != nil {
		return nil, err
	}
	ru.stats.Add("ufo abstractions", 1)
	sat, err := ru.checkAsserted(ctx)
	switch {
	case err != nil:
		return nil, err
	case !sat:
		return ru.f.False(), nil
	case len(ru.preds[p]) == 0:
		return ru.f.True(), nil
	}
	cube, err := ru.cube(p)
	if err != nil {
		return nil, err
	}
	if ru.opt.Boolean {
		phi, ok, err := ru.boolean(ctx, p, cube)
		if err != nil || ok {
			return phi, err
		}
	}
	return ru.cartesian(ctx, cube)
}

// cube returns the literals of p's predicates true in the solver's model.
func (ru *run) cube(p *chc.Pred) ([]*chc.Term, error) {
	ps := ru.preds[p]
	lits := make([]*chc.Term, len(ps))
	for i, q := range ps {
		v, err := ru.sol.Value(q)
		if err != nil {
			return nil, err
		}
		lits[i] = q
		if !v.Bool() {
			lits[i] = ru.f.Not(q)
		}
	}
	return lits, nil
}

// cartesian returns the conjunction of the literals of cands (a cube true
// in a model of the asserted post) that the post implies. A model of the
// post without a literal rules out every candidate false in it.
func (ru *run) cartesian(ctx context.Context, cands []*chc.Term) (*chc.Term, error) {
	alive := make([]bool, len(cands))
	for i := range alive {
		alive[i] = true
	}
	var kept []*chc.Term
	for i, l := range cands {
		if !alive[i] {
			continue
		}
		implied, err := ru.implied(ctx, l, cands[i+1:], alive[i+1:])
		if err != nil {
			return nil, err
		}
		if implied {
			kept = append(kept, l)
		}
	}
	return ru.f.And(kept...), nil
}

// implied reports whether the asserted post implies l; when it does not,
// it clears alive for the others that are false in the counter-model.
func (ru *run) implied(ctx context.Context, l *chc.Term, others []*chc.Term, alive []bool) (bool, error) {
	if err := ru.sol.Push(); err != nil {
		return false, err
	}
	defer ru.sol.Pop(1)
	if err := ru.sol.Assert(ru.f.Not(l)); err != nil {
		return false, err
	}
	sat, err := ru.checkAsserted(ctx)
	if err != nil || !sat {
		return !sat, err
	}
	for k, o := range others {
		if !alive[k] {
			continue
		}
		v, err := ru.sol.Value(o)
		if err != nil {
			return false, err
		}
		if !v.Bool() {
			alive[k] = false
		}
	}
	return false, nil
}

// boolean enumerates the cubes over p's predicates that the asserted post
// intersects, first the given one; ok is false when there are more than
// maxBooleanCubes.
func (ru *run) boolean(ctx context.Context, p *chc.Pred, first []*chc.Term) (*chc.Term, bool, error) {
	if err := ru.sol.Push(); err != nil {
		return nil, false, err
	}
	defer ru.sol.Pop(1)
	cubes := []*chc.Term{ru.f.And(first...)}
	for len(cubes) <= maxBooleanCubes {
		if err := ru.sol.Assert(ru.f.Not(cubes[len(cubes)-1])); err != nil {
			return nil, false, err
		}
		sat, err := ru.checkAsserted(ctx)
		if err != nil {
			return nil, false, err
		}
		if !sat {
			return ru.f.Or(cubes...), true, nil
		}
		c, err := ru.cube(p)
		if err != nil {
			return nil, false, err
		}
		cubes = append(cubes, ru.f.And(c...))
	}
	return nil, false, nil
}

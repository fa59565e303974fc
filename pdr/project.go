package pdr

import (
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// maxProjectionSize bounds the size of a projection; a larger one (div/mod
// blow-ups) is replaced by the model's point.
const maxProjectionSize = 400

// project under-approximates ∃(vars of phi but keep). phi: it returns a
// formula over keep, true in the model of ps's last sat check, that implies
// the existential. It uses model-based projection, and falls back to the
// point of keep's model values — always sound — when projection fails,
// leaves another variable, is not true in the model, or is too large.
// Bit-vector variables: Z3 4.8.12's projection eliminates them by solving
// equalities or by their model values (the binding substitutes the values of
// any it leaves), so the result is sound but may be as weak as a point.
func (s *search) project(ps *psolver, phi *chc.Term, keep []*chc.Term) (*chc.Term, error) {
	env, err := modelEnv(ps, chc.FreeVars(phi))
	if err != nil {
		return nil, err
	}
	phi = s.implicantOf(phi, env)
	keepSet := make(map[*chc.Term]bool, len(keep))
	for _, k := range keep {
		keepSet[k] = true
	}
	if s.f.HasDatatypes() {
		// Variables that a kept datatype term takes apart are defined by
		// its fields: substituted, they need no projection (Z3's may
		// fall back to the kept term's value).
		phi = smt.EliminateByFields(s.f, phi, keepSet)
	}
	var elim []*chc.Term
	for _, v := range chc.FreeVars(phi) {
		if !keepSet[v] {
			elim = append(elim, v)
		}
	}
	if len(elim) == 0 {
		return phi, nil
	}
	s.stats.Add("pdr projections", 1)
	res, err := ps.sol.Project(elim, phi)
	if err == nil && s.goodProjection(ps, res, keepSet) {
		return s.implicantOf(res, env), nil
	}
	s.stats.Add("pdr projection fallbacks", 1)
	return s.point(ps, keep)
}

// goodProjection reports whether res mentions only kept variables, is small
// and is true in the model.
func (s *search) goodProjection(ps *psolver, res *chc.Term, keep map[*chc.Term]bool) bool {
	for _, v := range chc.FreeVars(res) {
		if !keep[v] {
			return false
		}
	}
	if chc.Size(res) > maxProjectionSize {
		return false
	}
	v, err := ps.sol.Value(res)
	return err == nil && v.Bool()
}

// point returns ∧ x = (model value of x) over vars.
func (s *search) point(ps *psolver, vars []*chc.Term) (*chc.Term, error) {
	conj := make([]*chc.Term, len(vars))
	for i, x := range vars {
		v, err := value(ps, x)
		if err != nil {
			return nil, err
		}
		conj[i] = s.f.Eq(x, s.f.Value(v))
	}
	return s.f.And(conj...), nil
}

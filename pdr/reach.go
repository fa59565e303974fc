package pdr

import "github.com/horn-chc/horn/chc"

// reachFact is an under-approximation of a predicate: every point of fml (a
// formula over the predicate's parameters) is derivable by rule with the
// body atoms derived from the children's facts.
type reachFact struct {
	fml      *chc.Term
	rule     *rule
	children []*reachFact // one per body position of rule
}

// addFact records a reachability fact of p and asserts it where p appears
// in rule bodies.
func (s *search) addFact(p *pred, rf *reachFact) error {
	p.facts = append(p.facts, rf)
	s.stats.Add("pdr reach facts", 1)
	for _, oc := range p.occurs {
		if ps := oc.r.head.ps; ps != nil {
			if err := s.assertFactLink(ps, oc.r, oc.pos, len(p.facts)); err != nil {
				return err
			}
		}
	}
	return nil
}

// assertFactLink asserts u_n → fact_n(copy of position j) ∨ u_n-1, so that
// assuming u_n restricts position j of r to the first n facts.
func (s *search) assertFactLink(ps *psolver, r *rule, j, n int) error {
	bp := r.body[j]
	inst := s.instantiate(bp, bp.facts[n-1].fml, r.obody[j])
	prev := s.f.False()
	if n > 1 {
		prev = s.uLit(r, j, n-1)
	}
	return ps.sol.Assert(s.f.Implies(s.uLit(r, j, n), s.f.Or(inst, prev)))
}

// softs returns the soft assumptions of a query of p at level > 0: prefer,
// for each rule, body positions inside reachability facts, and prefer not to
// use a rule with a body predicate that has none yet.
func (s *search) softs(p *pred) []*chc.Term {
	var out []*chc.Term
	for _, r := range p.rules {
		for j, bp := range r.body {
			if len(bp.facts) == 0 {
				out = append(out, s.f.Not(r.tag))
				break
			}
			out = append(out, s.uLit(r, j, len(bp.facts)))
		}
	}
	return out
}

// coveringFact returns the first fact of p that contains the point vals of
// p's parameters, or nil.
func coveringFact(p *pred, vals []chc.Value) *reachFact {
	env := make(chc.Env, len(vals))
	for k, x := range p.params {
		env[x] = vals[k]
	}
	for _, rf := range p.facts {
		if v, err := chc.Eval(rf.fml, env); err == nil && v.Bool() {
			return rf
		}
	}
	return nil
}

package pdr

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
)

// propagate pushes lemmas from each level l ≤ top to l+1 where they hold,
// lowest level first, starting (as Spacer does) at the lowest level where an
// obligation was expanded in this round: the frames below changed little. A
// level without lemmas for every predicate is a fixpoint: the frame above it
// is inductive. Levels below the start are checked too, since a subsuming
// lemma can empty them. It returns the fixpoint level, or -1.
func (s *search) propagate() (int, error) {
	s.stats.Add("pdr propagation rounds", 1)
	if err := s.promoteSeeds(); err != nil {
		return -1, err
	}
	for l := s.expanded; l <= s.top; l++ {
		for _, p := range s.preds {
			if err := s.pushLevel(p, l); err != nil {
				return -1, err
			}
		}
		if s.emptyLevel(l) {
			return l, nil
		}
	}
	for l := 0; l < s.expanded; l++ {
		if s.emptyLevel(l) {
			return l, nil
		}
	}
	return -1, nil
}

// pushLevel moves p's lemmas of level l to l+1 where they hold there. It
// checks them together, as Houdini does: one query asks whether any of
// their cubes is reachable at l+1; a model drops every cube it lies in,
// and the query is repeated on the rest until it is unsat, when all the
// rest hold. That costs at most one query per lemma that fails plus one,
// and usually far fewer (a model often lies in many cubes, and lemmas
// that all hold cost one query). Seeds are left to promoteSeeds.
func (s *search) pushLevel(p *pred, l int) error {
	var cands []*lemma
	for _, lm := range p.lemmas {
		if lm.level == l && !lm.seed {
			cands = append(cands, lm)
		}
	}
	return s.houdini(p, cands, "pdr lemmas pushed", func(cands []*lemma) (bool, int, []*lemma, error) {
		s.stats.Add("pdr push checks", 1)
		return s.holdAll(p, cands, l+1)
	})
}

// houdini raises the largest subset of cands that check accepts as a
// whole: check either accepts them all, with the level they reach, or
// returns the candidates its counterexample leaves, and is asked again
// about those — one query per round, as in Houdini.
func (s *search) houdini(p *pred, cands []*lemma, stat string, check func([]*lemma) (bool, int, []*lemma, error)) error {
	for len(cands) > 0 {
		ok, level, rest, err := check(cands)
		if err != nil {
			return err
		}
		if !ok {
			cands = rest
			continue
		}
		for _, lm := range cands {
			s.stats.Add(stat, 1)
			if err := s.raise(p, lm, level); err != nil {
				return err
			}
		}
		return nil
	}
	return nil
}

// promoteSeeds moves to level inf the largest set of each predicate's
// seeds that is inductive relative to the lemmas at inf, found as Houdini
// does: one query asks whether some rule of p, with the body predicates in
// their inductive lemmas and p's positions in the candidate seeds, derives
// a point in some candidate's cube; a model drops every cube it lies in,
// until the query is unsat. Pushing seeds one level at a time instead
// costs a query each (SLAyer systems have hundreds) and lets bounded facts
// climb the frames; never pushing them loses inductive equalities of the
// initial states (such as B = E), whose consequences the search
// then relearns without end. It waits for the second round (level 1): the
// seeds serve the queries of level 1 from level 0 anyway, and systems
// refuted that early (many nonlinear ones) would pay for nothing. It runs
// again only after more lemmas reached inf, which may make more seeds
// inductive.
func (s *search) promoteSeeds() error {
	if s.promoted == s.infLemmas || s.top == 0 {
		return nil
	}
	s.promoted = s.infLemmas
	for _, p := range s.preds {
		var cands []*lemma
		for _, lm := range p.lemmas {
			if lm.seed && lm.level != inf {
				cands = append(cands, lm)
			}
		}
		err := s.houdini(p, cands, "pdr seeds promoted", func(cands []*lemma) (bool, int, []*lemma, error) {
			ok, rest, err := s.inductive(p, cands)
			return ok, inf, rest, err
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// inductive reports whether the lemmas lms of p are inductive together,
// relative to the lemmas at inf of the body predicates (no level literal
// is assumed, so no lower lemma takes part); if not, it returns the
// lemmas whose cubes the model avoids, fewer than lms.
func (s *search) inductive(p *pred, lms []*lemma) (bool, []*lemma, error) {
	ps, err := s.solverOf(p)
	if err != nil {
		return false, nil, err
	}
	s.stats.Add("pdr seed checks", 1)
	s.fresh++
	guard := s.f.Var(fmt.Sprintf("pdr#h%d", s.fresh), chc.BoolSort)
	qs := make([][]*chc.Term, len(lms))
	alts := make([]*chc.Term, len(lms))
	fmls := make([]*chc.Term, len(lms))
	for k, lm := range lms {
		if qs[k], err = s.proxies(ps, lm.cube); err != nil {
			return false, nil, err
		}
		alts[k] = s.f.And(qs[k]...)
		fmls[k] = lm.fml
	}
	hyp := s.f.And(fmls...)
	conj := []*chc.Term{s.f.Or(alts...)}
	for _, r := range p.rules {
		for j, bp := range r.body {
			if bp == p {
				conj = append(conj, s.f.Implies(r.tag, s.instantiate(p, hyp, r.obody[j])))
			}
		}
	}
	if err := ps.sol.Assert(s.f.Implies(guard, s.f.And(conj...))); err != nil {
		return false, nil, err
	}
	sat, err := s.check(ps, []*chc.Term{p.any, guard})
	if err != nil {
		return false, nil, err
	}
	var rest []*lemma
	if sat {
		if rest, err = s.avoided(p, lms, qs); err != nil {
			return false, nil, err
		}
	}
	return !sat, rest, s.retire(ps, guard)
}

// holdAll reports whether the cubes of lms are all unreachable at level i
// (each lemma is itself in the frame one level lower, which makes the
// check relative to them), and the level the unsat core allows; if not,
// it returns the lemmas whose cubes the model avoids, fewer than lms.
func (s *search) holdAll(p *pred, lms []*lemma, i int) (bool, int, []*lemma, error) {
	ps, err := s.solverOf(p)
	if err != nil {
		return false, 0, nil, err
	}
	qs := make([][]*chc.Term, len(lms))
	for k, lm := range lms {
		if qs[k], err = s.proxies(ps, lm.cube); err != nil {
			return false, 0, nil, err
		}
	}
	assume := s.frame(p, i)
	var guard *chc.Term
	if len(lms) == 1 {
		assume = append(assume, qs[0]...)
	} else {
		s.fresh++
		guard = s.f.Var(fmt.Sprintf("pdr#h%d", s.fresh), chc.BoolSort)
		alts := make([]*chc.Term, len(lms))
		for k := range lms {
			alts[k] = s.f.And(qs[k]...)
		}
		if err := ps.sol.Assert(s.f.Implies(guard, s.f.Or(alts...))); err != nil {
			return false, 0, nil, err
		}
		assume = append(assume, guard)
	}
	sat, err := s.check(ps, assume)
	if err == nil && !sat {
		var core []*chc.Term
		if core, err = ps.sol.Core(); err == nil {
			return true, s.lemmaLevel(p, i, core), nil, s.retire(ps, guard)
		}
	}
	if err != nil {
		return false, 0, nil, err
	}
	rest, err := s.avoided(p, lms, qs)
	if err != nil {
		return false, 0, nil, err
	}
	return false, 0, rest, s.retire(ps, guard)
}

// avoided returns the lemmas of lms whose cube does not contain the model's
// point of p's parameters, after a sat check of holdAll. A cube counts as
// hit when it evaluates to true at the point, or (to make sure at least one
// is) when all its proxies qs are true in the model.
func (s *search) avoided(p *pred, lms []*lemma, qs [][]*chc.Term) ([]*lemma, error) {
	env := make(chc.Env, len(p.params))
	for _, x := range p.params {
		v, err := value(p.ps, x)
		if err != nil {
			return nil, err
		}
		env[x] = v
	}
	var rest []*lemma
	for k, lm := range lms {
		hit, err := s.proxiesTrue(p.ps, qs[k])
		if err != nil {
			return nil, err
		}
		if !hit {
			v, err := chc.Eval(s.f.And(lm.cube...), env)
			hit = err == nil && v.Bool()
		}
		if !hit {
			rest = append(rest, lm)
		}
	}
	if len(rest) == len(lms) {
		return nil, fmt.Errorf("pdr: internal error: the model of a push check of %s lies in no cube", p.name())
	}
	return rest, nil
}

// proxiesTrue reports whether every proxy of qs is true in the model.
func (s *search) proxiesTrue(ps *psolver, qs []*chc.Term) (bool, error) {
	for _, q := range qs {
		v, err := value(ps, q)
		if err != nil || !v.Bool() {
			return false, err
		}
	}
	return true, nil
}

// retire asserts the negation of a guard literal after its one check (no
// guard: nothing to do).
func (s *search) retire(ps *psolver, guard *chc.Term) error {
	if guard == nil {
		return nil
	}
	return ps.sol.Assert(s.f.Not(guard))
}

// emptyLevel reports whether no predicate has a lemma at exactly level l.
func (s *search) emptyLevel(l int) bool {
	for _, p := range s.preds {
		if p.lemmasAt(l) > 0 {
			return false
		}
	}
	return true
}

// safe builds the model from the fixpoint at level l: each predicate is the
// conjunction of its lemmas above l, which are all inductive.
func (s *search) safe(l int) result.Result {
	m := make(chc.Model, len(s.preds)-1)
	for _, p := range s.preds {
		if p.p == nil {
			continue
		}
		var conj []*chc.Term
		for _, lm := range p.lemmas {
			if lm.level > l {
				lm.level = inf
				conj = append(conj, lm.fml)
			}
		}
		m[p.p] = chc.Interp{Params: p.params, Body: s.f.And(conj...)}
	}
	s.stats.Add("pdr fixpoint level", int64(l))
	return result.Result{Status: chc.Sat, Model: m}
}

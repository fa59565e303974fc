package pdr

import (
	"horn/chc"
	"horn/result"
)

// propagate pushes lemmas from each level l ≤ top to l+1 where they hold,
// lowest level first, starting (as Spacer does) at the lowest level where an
// obligation was expanded in this round: the frames below changed little. A
// level without lemmas for every predicate is a fixpoint: the frame above it
// is inductive. Levels below the start are checked too, since a subsuming
// lemma can empty them. It returns the fixpoint level, or -1.
func (s *search) propagate() (int, error) {
	s.stats.Add("pdr propagation rounds", 1)
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

// pushLevel moves p's lemmas of level l to l+1 where they hold there.
func (s *search) pushLevel(p *pred, l int) error {
	for _, lm := range append([]*lemma(nil), p.lemmas...) {
		if lm.level != l || lm.seed {
			continue
		}
		s.stats.Add("pdr push attempts", 1)
		ok, level, err := s.holds(p, lm.cube, l+1)
		if err != nil {
			return err
		}
		if ok {
			s.stats.Add("pdr lemmas pushed", 1)
			if err := s.raise(p, lm, level); err != nil {
				return err
			}
		}
	}
	return nil
}

// holds reports whether cube is unreachable at level i (the lemma being
// pushed is itself in the frame one level lower, which makes the check
// relative to it), and the level the unsat core allows.
func (s *search) holds(p *pred, cube []*chc.Term, i int) (bool, int, error) {
	ps, err := s.solverOf(p)
	if err != nil {
		return false, 0, err
	}
	qs, err := s.proxies(ps, cube)
	if err != nil {
		return false, 0, err
	}
	sat, err := s.check(ps, append(s.frame(p, i), qs...))
	if err != nil || sat {
		return false, 0, err
	}
	core, err := ps.sol.Core()
	if err != nil {
		return false, 0, err
	}
	return true, s.lemmaLevel(i, core), nil
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

package pdr

import "github.com/horn-chc/horn/chc"

// lemma is a clause ¬(l_1 ∧ … ∧ l_n) over a predicate's parameters, valid
// at its level: the predicate's derivations of height ≤ level+1 avoid the
// cube.
type lemma struct {
	cube  []*chc.Term
	fml   *chc.Term // ¬∧cube
	level int
	// seed marks a lemma read off the fact clauses (seedInit). Seeds are
	// not pushed level by level: most hold for a bounded number of steps
	// only (a counter's initial value), and climbing with the frames they
	// would make later lemmas rest on them and stay at finite levels
	// (level 11 instead of 2 on one dev file). The seeds that are inductive
	// go to inf together instead (promoteSeeds).
	seed bool
}

// addLemma records that p's cube is unreachable at level, unless a live
// lemma already says so; it retires the lemmas the new one subsumes and
// asserts the new one where p appears in rule bodies.
func (s *search) addLemma(p *pred, cube []*chc.Term, level int) error {
	_, err := s.learn(p, cube, level)
	return err
}

// learn is addLemma that also returns the live lemma that says so: the
// new one, or the old one that already did.
func (s *search) learn(p *pred, cube []*chc.Term, level int) (*lemma, error) {
	for _, old := range p.lemmas {
		if old.level >= level && subset(old.cube, cube) {
			return old, nil
		}
	}
	lm := &lemma{cube: cube, fml: s.f.Not(s.f.And(cube...)), level: level, seed: s.seeding}
	s.noteLevel(level)
	p.lemmas = append(retireSubsumed(p.lemmas, lm), lm)
	s.stats.Add("pdr lemmas", 1)
	s.log.Debug("lemma", "pred", p.name(), "level", level, "cube", fmtCube(cube))
	return lm, s.assertEverywhere(p, lm)
}

// live reports whether lm is one of p's live lemmas.
func (p *pred) live(lm *lemma) bool {
	for _, l := range p.lemmas {
		if l == lm {
			return true
		}
	}
	return false
}

// retireSubsumed drops the lemmas that lm implies at their level.
func retireSubsumed(ls []*lemma, lm *lemma) []*lemma {
	out := make([]*lemma, 0, len(ls)+1)
	for _, old := range ls {
		if old.level <= lm.level && subset(lm.cube, old.cube) {
			continue
		}
		out = append(out, old)
	}
	return out
}

// assertEverywhere asserts lm, at its current level, in the solvers of the
// predicates whose rules have p in their body.
func (s *search) assertEverywhere(p *pred, lm *lemma) error {
	for _, oc := range p.occurs {
		if ps := oc.r.head.ps; ps != nil {
			if err := s.assertLemma(ps, oc.r, oc.pos, lm); err != nil {
				return err
			}
		}
	}
	return nil
}

// assertLemma asserts tag_r ∧ L_level → lm(copy of position j) in ps (at
// level inf, tag_r → lm).
func (s *search) assertLemma(ps *psolver, r *rule, j int, lm *lemma) error {
	// Replaying every lemma into a new solver can take seconds on a large
	// system: each assertion is a point where a deadline is honoured.
	if err := s.interrupted(); err != nil {
		return err
	}
	inst := s.instantiate(r.body[j], lm.fml, r.obody[j])
	if lm.level == inf {
		return ps.sol.Assert(s.f.Or(s.f.Not(r.tag), inst))
	}
	return ps.sol.Assert(s.f.Or(s.f.Not(r.tag), s.f.Not(s.levelLit(lm.level)), inst))
}

// raise moves lm to a higher level.
func (s *search) raise(p *pred, lm *lemma, level int) error {
	lm.level = level
	s.noteLevel(level)
	return s.assertEverywhere(p, lm)
}

// noteLevel keeps maxLevel up to date, and counts the lemmas that reach
// level inf.
func (s *search) noteLevel(level int) {
	if level == inf {
		s.infLemmas++
	}
	if level != inf && level > s.maxLevel {
		s.maxLevel = level
	}
}

// frameFormula returns the conjunction of p's lemmas active at level l.
func (s *search) frameFormula(p *pred, l int) *chc.Term {
	var conj []*chc.Term
	for _, lm := range p.lemmas {
		if lm.level >= l {
			conj = append(conj, lm.fml)
		}
	}
	return s.f.And(conj...)
}

// subset reports whether every literal of a is in b.
func subset(a, b []*chc.Term) bool {
	if len(a) > len(b) {
		return false
	}
	in := make(map[*chc.Term]bool, len(b))
	for _, t := range b {
		in[t] = true
	}
	for _, t := range a {
		if !in[t] {
			return false
		}
	}
	return true
}

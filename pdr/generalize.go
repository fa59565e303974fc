package pdr

import (
	"fmt"
	"sort"

	"horn/chc"
)

// block learns a lemma from an unsat query of n: the literals of n's cube
// in the unsat core, generalised inductively, are unreachable at the level
// the core allows (at least n's). It returns that level.
func (s *search) block(n *pob, post, core []*chc.Term) (int, error) {
	used := inCore(n.post, post, core)
	level := s.lemmaLevel(n.level, core)
	cube, level, err := s.generalize(n.pred, n.level, used, level)
	if err != nil {
		return 0, err
	}
	if err := s.addLemma(n.pred, cube, level); err != nil {
		return 0, err
	}
	alt, err := s.alternative(n, used, level)
	return max(level, alt), err
}

// alternative tries the literals of n's cube outside the core (used):
// if they are blocked by themselves, their generalisation is learnt too when
// it holds at a higher level than the first lemma (typically a relational
// literal from the property that is inductive, where the core picked a
// bound). It returns the level of the lemma learnt, or -1.
func (s *search) alternative(n *pob, used []*chc.Term, level int) (int, error) {
	if s.opt.NoInductiveGeneralization || level == inf || n.level == 0 {
		return -1, nil
	}
	var rest []*chc.Term
	for _, l := range n.post {
		if !contains(used, l) {
			rest = append(rest, l)
		}
	}
	if len(rest) == 0 {
		return -1, nil
	}
	ok, cube, alt, err := s.blocked(n.pred, n.level, rest)
	if err != nil || !ok {
		return -1, err
	}
	cube, alt, err = s.generalize(n.pred, n.level, cube, alt)
	if err != nil || alt <= level {
		return -1, err
	}
	s.stats.Add("pdr alternative lemmas", 1)
	return alt, s.addLemma(n.pred, cube, alt)
}

// inCore returns the literals of lits whose proxy (proxies[i] for lits[i])
// is in core.
func inCore(lits, proxies, core []*chc.Term) []*chc.Term {
	in := make(map[*chc.Term]bool, len(core))
	for _, t := range core {
		in[t] = true
	}
	var out []*chc.Term
	for i, l := range lits {
		if in[proxies[i]] {
			out = append(out, l)
		}
	}
	return out
}

// generalize drops literals from a cube blocked at level i (its lemma
// valid at level) while the smaller cube stays unreachable at i relative to
// its own negation on p's recursive body positions (inductive
// generalisation); each success shrinks the cube further to the unsat core
// and gives the lemma the level of that check. A literal that could not be
// dropped is tried once more after a later success, which may have made it
// droppable.
func (s *search) generalize(p *pred, i int, cube []*chc.Term, level int) ([]*chc.Term, int, error) {
	if s.opt.NoInductiveGeneralization {
		return cube, level, nil
	}
	if _, err := s.proxies(p.ps, cube); err != nil { // outside any scope
		return nil, 0, err
	}
	g := generalization{cube: cube, level: level, budget: maxExtraChecks}
	failed, err := s.down(p, i, &g, complexFirst(cube))
	if err == nil && len(failed) > 0 && len(failed) < len(cube) {
		_, err = s.down(p, i, &g, failed)
	}
	if err == nil {
		err = s.widen(p, i, &g)
	}
	if err == nil {
		err = s.combine(p, i, &g)
	}
	s.stats.Add("pdr widen and combine checks", int64(g.spent))
	return g.cube, g.level, err
}

// complexFirst orders literals for dropping: the most complex first, so
// that lemmas keep the simple ones (projections through long chains of
// clauses produce bounds with huge coefficients, which slow the solver).
func complexFirst(cube []*chc.Term) []*chc.Term {
	out := append([]*chc.Term(nil), cube...)
	sort.SliceStable(out, func(i, j int) bool { return complexity(out[i]) > complexity(out[j]) })
	return out
}

// complexity ranks a literal: 0 for a simple bound or a Bool literal, 1 for
// other bounds, 2 for anything else.
func complexity(l *chc.Term) int {
	if isBoolLiteral(l) {
		return 0
	}
	bd, ok := asBound(l)
	switch {
	case !ok:
		return 2
	case !bd.simple():
		return 1
	}
	return 0
}

// generalization is a blocked cube and the level of its lemma, with the
// solver checks left for widening and combining its literals.
type generalization struct {
	cube   []*chc.Term
	level  int
	budget int
	spent  int
}

// maxExtraChecks bounds the checks spent widening and combining the
// literals of one lemma.
const maxExtraChecks = 24

// spend takes one check from g's budget; false when none is left.
func (g *generalization) spend() bool {
	if g.budget <= 0 {
		return false
	}
	g.budget--
	g.spent++
	return true
}

// down tries to drop each literal of try from g's cube in turn; it returns
// the literals it could not drop.
func (s *search) down(p *pred, i int, g *generalization, try []*chc.Term) ([]*chc.Term, error) {
	var failed []*chc.Term
	for _, lit := range try {
		if !contains(g.cube, lit) {
			continue
		}
		s.stats.Add("pdr drop attempts", 1)
		ok, smaller, level, err := s.blocked(p, i, without(g.cube, lit))
		if err != nil {
			return nil, err
		}
		if !ok {
			failed = append(failed, lit)
			continue
		}
		s.stats.Add("pdr generalization drops", 1)
		g.cube, g.level = smaller, level
	}
	return failed, nil
}

// blocked reports whether cube is unreachable at level i relative to ¬cube
// on p's recursive body positions; if so it returns the part of cube in the
// core and the level of the lemma.
func (s *search) blocked(p *pred, i int, cube []*chc.Term) (bool, []*chc.Term, int, error) {
	r, err := s.blockedProbe(p, i, cube, nil)
	return r.ok, r.cube, r.level, err
}

// probeResult is the outcome of blockedProbe.
type probeResult struct {
	ok    bool
	cube  []*chc.Term // with ok: the part of the cube in the core
	level int         // with ok: the level of the lemma
	value chc.Value   // without ok: the probe's value in the model
}

// blockedProbe is blocked that also reads the value of probe (if not nil)
// in the model when the cube is not blocked.
func (s *search) blockedProbe(p *pred, i int, cube []*chc.Term, probe *chc.Term) (probeResult, error) {
	ps := p.ps
	qs, err := s.proxies(ps, cube)
	if err != nil {
		return probeResult{}, err
	}
	if i == 0 || !s.hasSelfPosition(p) {
		return s.probe(ps, i, p, cube, qs, probe, nil)
	}
	g, err := s.assumeNegation(p, cube)
	if err != nil {
		return probeResult{}, err
	}
	r, err := s.probe(ps, i, p, cube, qs, probe, g)
	if rerr := ps.sol.Assert(s.f.Not(g)); err == nil {
		err = rerr
	}
	return r, err
}

// probe runs the check of blockedProbe inside its scope.
func (s *search) probe(ps *psolver, i int, p *pred, cube, qs []*chc.Term, probe, guard *chc.Term) (probeResult, error) {
	assume := append(s.frame(p, i), qs...)
	if guard != nil {
		assume = append(assume, guard)
	}
	sat, err := s.check(ps, assume)
	if err != nil {
		return probeResult{}, err
	}
	if sat {
		var v chc.Value
		if probe != nil {
			v, err = value(ps, probe)
		}
		return probeResult{value: v}, err
	}
	core, err := ps.sol.Core()
	if err != nil {
		return probeResult{}, err
	}
	return probeResult{ok: true, cube: inCore(cube, qs, core), level: s.lemmaLevel(i, core)}, nil
}

// assumeNegation asserts, under a fresh guard literal that it returns,
// ¬cube on every body position of p's rules that is p itself. The caller
// assumes the guard for one check and then retires it by asserting its
// negation (activation literals, as in IC3), which leaves no scope to pop.
func (s *search) assumeNegation(p *pred, cube []*chc.Term) (*chc.Term, error) {
	s.fresh++
	g := s.f.Var(fmt.Sprintf("pdr#g%d", s.fresh), chc.BoolSort)
	neg := s.f.Not(s.f.And(cube...))
	for _, r := range p.rules {
		for j, bp := range r.body {
			if bp == p {
				inst := s.instantiate(p, neg, r.obody[j])
				if err := p.ps.sol.Assert(s.f.Or(s.f.Not(g), s.f.Not(r.tag), inst)); err != nil {
					return nil, err
				}
			}
		}
	}
	return g, nil
}

func (s *search) hasSelfPosition(p *pred) bool {
	for _, r := range p.rules {
		for _, bp := range r.body {
			if bp == p {
				return true
			}
		}
	}
	return false
}

func contains(ts []*chc.Term, t *chc.Term) bool {
	for _, u := range ts {
		if u == t {
			return true
		}
	}
	return false
}

func without(ts []*chc.Term, t *chc.Term) []*chc.Term {
	out := make([]*chc.Term, 0, len(ts))
	for _, u := range ts {
		if u != t {
			out = append(out, u)
		}
	}
	return out
}

package pdr

import (
	"fmt"
	"sort"

	"github.com/horn-chc/horn/chc"
)

// block learns a lemma from an unsat query of n: the literals of n's cube
// in the unsat core, generalised inductively, are unreachable at the level
// the core allows (at least n's). It returns that level.
func (s *search) block(n *pob, post, core []*chc.Term) (int, error) {
	used := inCore(n.post, post, core)
	level := s.lemmaLevel(n.pred, n.level, core)
	cube, level, err := s.generalize(n.pred, n.level, used, level)
	if err != nil {
		return 0, err
	}
	lm, err := s.learn(n.pred, cube, level)
	if err != nil {
		return 0, err
	}
	n.lemma = lm
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
	lm, err := s.learn(n.pred, cube, alt)
	n.lemma = lm
	return alt, err
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

// generalize applies the generalisers of the options (by default Drop,
// Widen and Combine) in turn to a cube blocked at level i (its lemma valid
// at level): each replaces the cube by a weaker one that stays unreachable
// at i relative to its own negation on p's recursive body positions; each
// success shrinks the cube further to the unsat core and gives the lemma
// the level of that check.
func (s *search) generalize(p *pred, i int, cube []*chc.Term, level int) ([]*chc.Term, int, error) {
	if s.opt.NoInductiveGeneralization {
		return cube, level, nil
	}
	if _, err := s.proxies(p.ps, cube); err != nil { // outside any scope
		return nil, 0, err
	}
	g := generalization{cube: cube, level: level, budget: maxExtraChecks}
	for _, st := range s.opt.generalizers() {
		if err := st.apply(s, p, i, &g); err != nil {
			return nil, 0, err
		}
	}
	s.stats.Add("pdr widen and combine checks", int64(g.spent))
	s.log.Debug("generalized", "pred", p.name(), "from", fmtCube(cube), "checks", g.spent)
	return g.cube, g.level, nil
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
	// version counts the changes of cube; undroppable remembers, per bound
	// literal that could not be dropped, the value of its sum in the model
	// that showed it and the version of the cube then: widening needs that
	// value, and while the cube is the same, asking again would only
	// repeat the check.
	version     int
	undroppable map[*chc.Term]undroppable
}

// undroppable is the model value of a bound's sum when dropping the bound
// from the cube of a given version left it unblocked.
type undroppable struct {
	value   chc.Value
	version int
}

// set replaces g's cube and level.
func (g *generalization) set(cube []*chc.Term, level int) {
	g.cube, g.level = cube, level
	g.version++
}

// noteUndroppable records that lit could not be dropped from the current
// cube, and the value of its sum in the model that showed it.
func (g *generalization) noteUndroppable(lit *chc.Term, v chc.Value) {
	if g.undroppable == nil {
		g.undroppable = map[*chc.Term]undroppable{}
	}
	g.undroppable[lit] = undroppable{value: v, version: g.version}
}

// dropFailed returns the recorded model value of lit's sum if lit could not
// be dropped from the current cube.
func (g *generalization) dropFailed(lit *chc.Term) (chc.Value, bool) {
	u, ok := g.undroppable[lit]
	if !ok || u.version != g.version {
		return chc.Value{}, false
	}
	return u.value, true
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
		var probes []*chc.Term
		bd, isBound := asBound(lit)
		if isBound {
			probes = []*chc.Term{s.sum(bd)}
		}
		r, err := s.blockedProbe(p, i, without(g.cube, lit), probes...)
		if err != nil {
			return nil, err
		}
		if !r.ok {
			failed = append(failed, lit)
			if isBound {
				g.noteUndroppable(lit, r.values[0])
			}
			continue
		}
		s.stats.Add("pdr generalization drops", 1)
		g.set(r.cube, r.level)
	}
	return failed, nil
}

// blocked reports whether cube is unreachable at level i relative to ¬cube
// on p's recursive body positions; if so it returns the part of cube in the
// core and the level of the lemma.
func (s *search) blocked(p *pred, i int, cube []*chc.Term) (bool, []*chc.Term, int, error) {
	r, err := s.blockedProbe(p, i, cube)
	return r.ok, r.cube, r.level, err
}

// probeResult is the outcome of blockedProbe.
type probeResult struct {
	ok     bool
	cube   []*chc.Term // with ok: the part of the cube in the core
	level  int         // with ok: the level of the lemma
	values []chc.Value // without ok: the probes' values in the model
}

// blockedProbe is blocked that also reads the values of probes in the
// model when the cube is not blocked.
func (s *search) blockedProbe(p *pred, i int, cube []*chc.Term, probes ...*chc.Term) (probeResult, error) {
	ps := p.ps
	qs, err := s.proxies(ps, cube)
	if err != nil {
		return probeResult{}, err
	}
	if i == 0 || !s.hasSelfPosition(p) {
		return s.probe(ps, i, p, cube, qs, probes, nil)
	}
	g, err := s.assumeNegation(p, cube)
	if err != nil {
		return probeResult{}, err
	}
	r, err := s.probe(ps, i, p, cube, qs, probes, g)
	if rerr := ps.sol.Assert(s.f.Not(g)); err == nil {
		err = rerr
	}
	return r, err
}

// probe runs the check of blockedProbe inside its scope.
func (s *search) probe(ps *psolver, i int, p *pred, cube, qs, probes []*chc.Term, guard *chc.Term) (probeResult, error) {
	assume := append(s.frame(p, i), qs...)
	if guard != nil {
		assume = append(assume, guard)
	}
	sat, err := s.check(ps, assume)
	if err != nil {
		return probeResult{}, err
	}
	if sat {
		vs := make([]chc.Value, len(probes))
		for k, t := range probes {
			if vs[k], err = value(ps, t); err != nil {
				return probeResult{}, err
			}
		}
		return probeResult{values: vs}, nil
	}
	core, err := ps.sol.Core()
	if err != nil {
		return probeResult{}, err
	}
	return probeResult{ok: true, cube: inCore(cube, qs, core), level: s.lemmaLevel(p, i, core)}, nil
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

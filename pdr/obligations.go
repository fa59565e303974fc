package pdr

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// solveObligations decides the root obligation at the top level: it returns
// the root's reachability fact if false is derivable, nil if the root is
// blocked. Blocked obligations below the top level are retried one level
// higher, as in Spacer, which finds deep counterexamples sooner.
func (s *search) solveObligations(root *pob) (*reachFact, error) {
	q := &pobQueue{}
	q.push(root)
	for q.Len() > 0 {
		n := q.peek()
		out, err := s.expand(n)
		if err != nil {
			return nil, err
		}
		switch {
		case out.child != nil:
			q.push(out.child)
		case out.fact != nil:
			q.pop()
			if n == root {
				return out.fact, nil
			}
		default:
			q.pop()
			if n == root {
				return nil, nil
			}
			if out.level < s.top {
				n.level = out.level + 1
				q.push(n)
			}
		}
	}
	return nil, nil
}

// outcome is the result of expanding an obligation: a reachability fact
// (reached), a child obligation, or neither (blocked: a lemma was learnt at
// level).
type outcome struct {
	fact  *reachFact
	child *pob
	level int
}

// expand queries n's predicate at n's level: is some point of n's cube the
// head of a rule instance whose body atoms lie in the frames one level
// lower? If so and the model's instance is not covered by reachability
// facts, a second search prefers facts for the body atoms.
func (s *search) expand(n *pob) (outcome, error) {
	s.stats.Add("pdr obligations", 1)
	s.expanded = min(s.expanded, n.level)
	s.stats.Max("pdr max obligation depth", int64(n.depth))
	s.log.Debug("obligation", "pred", n.pred.name(), "level", n.level, "depth", n.depth, "cube", fmtCube(n.post))
	if out, ok, err := s.pushOwnLemma(n); err != nil || ok {
		return out, err
	}
	ps, err := s.solverOf(n.pred)
	if err != nil {
		return outcome{}, err
	}
	post, err := s.proxies(ps, n.post)
	if err != nil {
		return outcome{}, err
	}
	hard := append(s.frame(n.pred, n.level), post...)
	sat, err := s.check(ps, hard)
	if err != nil {
		return outcome{}, err
	}
	if !sat {
		return s.blockFromCore(n, ps, post)
	}
	if out, ok, err := s.explainCovered(n); err != nil || ok {
		return out, err
	}
	if sat, _, err := s.checkSoft(ps, hard, s.softs(n.pred)); err != nil || !sat {
		if err == nil {
			err = fmt.Errorf("pdr: internal error: a satisfiable query of %s became unsatisfiable", n.pred.name())
		}
		return outcome{}, err
	}
	return s.explain(n)
}

// pushOwnLemma blocks n, retried one level higher after a lemma blocked it,
// by pushing that lemma to n's level if it holds there: one check, where
// blocking n anew would generalise it anew (a dozen checks or more), most
// often into the same lemma. ok is false when n has no live lemma or the
// lemma does not hold at n's level.
func (s *search) pushOwnLemma(n *pob) (outcome, bool, error) {
	lm := n.lemma
	if lm == nil || lm.seed || !n.pred.live(lm) {
		return outcome{}, false, nil
	}
	if lm.level >= n.level {
		s.stats.Add("pdr obligations blocked by their lemma", 1)
		return outcome{level: lm.level}, true, nil
	}
	ok, level, _, err := s.holdAll(n.pred, []*lemma{lm}, n.level)
	if err != nil || !ok {
		return outcome{}, false, err
	}
	s.stats.Add("pdr obligations blocked by their lemma", 1)
	s.stats.Add("pdr lemmas pushed", 1)
	return outcome{level: level}, true, s.raise(n.pred, lm, level)
}

// blockFromCore learns the lemma of an unsat query of n.
func (s *search) blockFromCore(n *pob, ps *psolver, post []*chc.Term) (outcome, error) {
	core, err := ps.sol.Core()
	if err != nil {
		return outcome{}, err
	}
	level, err := s.block(n, post, core)
	return outcome{level: level}, err
}

// explainCovered explains the model when that needs no search for a better
// one: at level 0, when its instance is covered by facts, or when the first
// uncovered body atom's predicate has no facts and no rule of n's predicate
// could be covered entirely. Otherwise (ok false) preferring facts may
// cover more: without that search, an obligation for an atom that existing
// facts already cover would be answered by the same fact again and again.
func (s *search) explainCovered(n *pob) (outcome, bool, error) {
	if n.level > 0 {
		r, err := s.chosenRule(n)
		if err != nil {
			return outcome{}, true, err
		}
		cover, err := s.coverage(r)
		if err != nil {
			return outcome{}, true, err
		}
		j := firstUncovered(cover)
		if j >= 0 && (len(r.body[j].facts) > 0 || s.coverable(n.pred)) {
			return outcome{}, false, nil
		}
	}
	out, err := s.explain(n)
	return out, true, err
}

// coverable reports whether some rule of p has facts for every body
// predicate (rules without body atoms included).
func (s *search) coverable(p *pred) bool {
	for _, r := range p.rules {
		ok := true
		for _, bp := range r.body {
			ok = ok && len(bp.facts) > 0
		}
		if ok {
			return true
		}
	}
	return false
}

// firstUncovered returns the first position without a fact, or -1.
func firstUncovered(cover []*reachFact) int {
	for j, rf := range cover {
		if rf == nil {
			return j
		}
	}
	return -1
}

// explain turns the model of a sat query of n into a reachability fact, if
// reachability facts cover every body atom of the rule instance, or else
// into an obligation for the first body atom they do not cover.
func (s *search) explain(n *pob) (outcome, error) {
	r, err := s.chosenRule(n)
	if err != nil {
		return outcome{}, err
	}
	cover, err := s.coverage(r)
	if err != nil {
		return outcome{}, err
	}
	for j, rf := range cover {
		if rf == nil {
			child, err := s.childPob(n, r, cover, j)
			return outcome{child: child}, err
		}
	}
	rf, err := s.reach(r, cover)
	return outcome{fact: rf}, err
}

// chosenRule returns the first rule of n's predicate whose tag is true in
// the model (at level 0, among the rules without body atoms).
func (s *search) chosenRule(n *pob) (*rule, error) {
	for _, r := range n.pred.rules {
		if n.level == 0 && len(r.body) > 0 {
			continue
		}
		v, err := value(n.pred.ps, r.tag)
		if err != nil {
			return nil, err
		}
		if v.Bool() {
			return r, nil
		}
	}
	return nil, fmt.Errorf("pdr: internal error: no rule of %s holds in the model", n.pred.name())
}

// coverage returns, per body position of r, a reachability fact of the body
// predicate containing the model's point, or nil.
func (s *search) coverage(r *rule) ([]*reachFact, error) {
	ps := r.head.ps
	out := make([]*reachFact, len(r.body))
	for j, bp := range r.body {
		if len(bp.facts) == 0 {
			continue
		}
		vals := make([]chc.Value, len(r.obody[j]))
		for k, o := range r.obody[j] {
			v, err := value(ps, o)
			if err != nil {
				return nil, err
			}
			vals[k] = v
		}
		out[j] = coveringFact(bp, vals)
	}
	return out, nil
}

// reach makes a reachability fact for r's head from the model: the
// projection of r's instance with its body atoms in the covering facts.
func (s *search) reach(r *rule, cover []*reachFact) (*reachFact, error) {
	conj := []*chc.Term{r.trans}
	for j, rf := range cover {
		conj = append(conj, s.instantiate(r.body[j], rf.fml, r.obody[j]))
	}
	fml, err := s.project(r.head.ps, s.f.And(conj...), r.head.params)
	if err != nil {
		return nil, err
	}
	p := r.head
	for _, old := range p.facts {
		if old.fml == fml {
			s.stats.Add("pdr reused reach facts", 1)
			return old, nil
		}
	}
	rf := &reachFact{fml: fml, rule: r, children: cover}
	s.log.Debug("reach fact", "pred", p.name(), "fact", fml)
	return rf, s.addFact(p, rf)
}

// childPob makes the obligation for body position j of r: the projection,
// onto position j, of n's cube, r's instance, the facts covering the other
// positions and the frames (one level below n) of the uncovered ones — all
// true in the model.
func (s *search) childPob(n *pob, r *rule, cover []*reachFact, j int) (*pob, error) {
	conj := []*chc.Term{s.f.And(n.post...), r.trans}
	for i, rf := range cover {
		switch {
		case rf != nil:
			conj = append(conj, s.instantiate(r.body[i], rf.fml, r.obody[i]))
		case i != j:
			conj = append(conj, s.instantiate(r.body[i], s.frameFormula(r.body[i], n.level-1), r.obody[i]))
		}
	}
	cube, err := s.project(r.head.ps, s.f.And(conj...), r.obody[j])
	if err != nil {
		return nil, err
	}
	bp := r.body[j]
	back := make(map[*chc.Term]*chc.Term, len(bp.params))
	for k, o := range r.obody[j] {
		back[o] = bp.params[k]
	}
	return s.newPob(bp, n.level-1, s.literals(s.f.Subst(cube, back)), n), nil
}

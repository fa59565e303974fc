package pdr

import (
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// psolver is the incremental solver of one predicate.
type psolver struct {
	sol     smt.Solver
	proxies map[*chc.Term]*chc.Term // literal → Bool variable implying it
}

// solverOf returns p's solver, setting it up on first use: p's rules, then
// the current lemmas and reachability facts of the predicates in their
// bodies. The first MaxSolvers predicates get solvers of their own, later
// ones share them in turn.
func (s *search) solverOf(p *pred) (*psolver, error) {
	if p.ps != nil {
		return p.ps, nil
	}
	ps, err := s.nextSolver()
	if err != nil {
		return nil, err
	}
	p.ps = ps
	s.assigned++
	if err := s.assertRules(p); err != nil {
		return nil, err
	}
	return p.ps, s.replayBodies(p)
}

// nextSolver returns a new solver while there are fewer than MaxSolvers
// predicate solvers, else an existing one, round-robin.
func (s *search) nextSolver() (*psolver, error) {
	if s.assigned >= s.opt.MaxSolvers {
		return s.predSolvers[s.assigned%s.opt.MaxSolvers], nil
	}
	ps, err := s.newSolver()
	if err == nil {
		s.predSolvers = append(s.predSolvers, ps)
	}
	return ps, err
}

// newSolver makes a solver and records it for close. All of a run's
// solvers share the first one's context where the binding allows it
// (smt.Sharer): a Z3 context costs about 10 ms to make and as much to
// delete, which was most of PDR's time on easy systems.
func (s *search) newSolver() (*psolver, error) {
	var sol smt.Solver
	var err error
	if len(s.solvers) == 0 {
		sol, err = s.opt.NewSolver(s.f)
	} else {
		sol, err = smt.NewShared(s.solvers[0].sol, s.opt.NewSolver, s.f)
	}
	if err != nil {
		return nil, err
	}
	ps := &psolver{sol: sol, proxies: map[*chc.Term]*chc.Term{}}
	s.solvers = append(s.solvers, ps)
	s.stats.Add("pdr solvers", 1)
	return ps, nil
}

// assertRules asserts tag_r → trans_r for p's rules and the selectors any
// and init.
func (s *search) assertRules(p *pred) error {
	var all, init []*chc.Term
	for _, r := range p.rules {
		if err := s.interrupted(); err != nil {
			return err
		}
		if err := p.ps.sol.Assert(s.f.Implies(r.tag, r.trans)); err != nil {
			return err
		}
		all = append(all, r.tag)
		if len(r.body) == 0 {
			init = append(init, r.tag)
		}
	}
	if err := p.ps.sol.Assert(s.f.Implies(p.any, s.f.Or(all...))); err != nil {
		return err
	}
	return p.ps.sol.Assert(s.f.Implies(p.init, s.f.Or(init...)))
}

// replayBodies asserts the lemmas and facts that body predicates of p's
// rules got before p's solver existed.
func (s *search) replayBodies(p *pred) error {
	for _, r := range p.rules {
		for j, bp := range r.body {
			for _, lm := range bp.lemmas {
				if err := s.assertLemma(p.ps, r, j, lm); err != nil {
					return err
				}
			}
			for n := range bp.facts {
				if err := s.assertFactLink(p.ps, r, j, n+1); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// proxy returns a Bool literal standing for lit in assumptions: lit itself
// if it is a Bool variable or its negation, else a variable implying lit.
func (s *search) proxy(ps *psolver, lit *chc.Term) (*chc.Term, error) {
	if isBoolLiteral(lit) {
		return lit, nil
	}
	if q, ok := ps.proxies[lit]; ok {
		return q, nil
	}
	s.fresh++
	q := s.f.Var(fmt.Sprintf("pdr#q%d", s.fresh), chc.BoolSort)
	if err := ps.sol.Assert(s.f.Implies(q, lit)); err != nil {
		return nil, err
	}
	ps.proxies[lit] = q
	return q, nil
}

// proxies returns the proxies of lits, in order.
func (s *search) proxies(ps *psolver, lits []*chc.Term) ([]*chc.Term, error) {
	out := make([]*chc.Term, len(lits))
	for i, l := range lits {
		q, err := s.proxy(ps, l)
		if err != nil {
			return nil, err
		}
		out[i] = q
	}
	return out, nil
}

func isBoolLiteral(t *chc.Term) bool {
	if t.Op() == chc.OpNot {
		t = t.Arg(0)
	}
	return t.IsVar() && t.Sort() == chc.BoolSort
}

// slowCheck is the duration above which a check counts as slow.
const slowCheck = 100 * time.Millisecond

// check runs one solver query under assumptions; an Unknown answer stops the
// search.
func (s *search) check(ps *psolver, assume []*chc.Term) (bool, error) {
	if err := s.interrupted(); err != nil {
		return false, err
	}
	start := time.Now()
	r, err := ps.sol.Check(s.ctx, assume...)
	d := time.Since(start)
	s.stats.Add("smt queries", 1)
	s.stats.AddDuration("smt time", d)
	if d > slowCheck {
		s.stats.Add("smt slow queries", 1)
		s.log.Debug("slow check", "time", d, "result", r, "assumptions", len(assume))
	}
	if err != nil {
		if s.ctx.Err() != nil {
			return false, s.interrupted()
		}
		return false, err
	}
	switch r {
	case smt.Sat:
		return true, nil
	case smt.Unsat:
		return false, nil
	}
	if err := s.interrupted(); err != nil {
		return false, err
	}
	return false, unknownf(result.GaveUp, "solver unknown: %s", ps.sol.Reason())
}

// frame returns the assumptions under which a query of p's solver at level i
// sees the body predicates through their frames at level i-1: the level
// literals L_i-1 … L_max (at level 0: only rules without body atoms).
func (s *search) frame(p *pred, i int) []*chc.Term {
	if i == 0 {
		return []*chc.Term{p.init}
	}
	out := []*chc.Term{p.any}
	for l := i - 1; l <= s.maxLevel; l++ {
		out = append(out, s.levelLit(l))
	}
	return out
}

// usesLevel returns the lowest level whose literal is in core (inf if
// none): a query at level i that is unsat with core is unsat already with
// the frame of that level, so its lemma holds one level higher.
func (s *search) usesLevel(core []*chc.Term) int {
	in := make(map[*chc.Term]bool, len(core))
	for _, t := range core {
		in[t] = true
	}
	for l := 0; l <= s.maxLevel; l++ {
		if in[s.levelLit(l)] {
			return l
		}
	}
	return inf
}

// lemmaLevel returns the level of a lemma of p from a query at level i
// with core: one above the level the core uses, at least i. At level 0
// only p's fact clauses take part: the lemma is inductive if p has no
// other clauses (every derivation of p is a fact) or the core does without
// them (the cube is empty by itself), else it holds at level 0.
func (s *search) lemmaLevel(p *pred, i int, core []*chc.Term) int {
	if i == 0 {
		if !s.hasBodyRule(p) || !contains(core, p.init) {
			return inf
		}
		return 0
	}
	u := s.usesLevel(core)
	if u == inf {
		return inf
	}
	return max(i, u+1)
}

// hasBodyRule reports whether some clause with head p has body atoms.
func (s *search) hasBodyRule(p *pred) bool {
	for _, r := range p.rules {
		if len(r.body) > 0 {
			return true
		}
	}
	return false
}

// checkSoft checks hard and as many soft assumptions as it can, dropping
// soft ones that appear in unsat cores one at a time (as Spacer does), the
// last one first: softs come in the order of rules and body positions, and
// covering earlier positions by reachability facts is worth more, since
// obligations are made for the first uncovered one. It returns whether hard
// ∧ (kept soft) is satisfiable, and the core after an unsat answer (within
// hard).
func (s *search) checkSoft(ps *psolver, hard, soft []*chc.Term) (bool, []*chc.Term, error) {
	soft = append([]*chc.Term(nil), soft...)
	for {
		sat, err := s.check(ps, append(append([]*chc.Term(nil), hard...), soft...))
		if err != nil || sat {
			return sat, nil, err
		}
		core, err := ps.sol.Core()
		if err != nil {
			return false, nil, err
		}
		i := lastIn(soft, core)
		if i < 0 {
			return false, core, nil
		}
		s.stats.Add("pdr soft assumptions dropped", 1)
		soft = append(soft[:i], soft[i+1:]...)
	}
}

// lastIn returns the index of the last element of xs that is in set, or -1.
func lastIn(xs, set []*chc.Term) int {
	in := make(map[*chc.Term]bool, len(set))
	for _, t := range set {
		in[t] = true
	}
	for i := len(xs) - 1; i >= 0; i-- {
		if in[xs[i]] {
			return i
		}
	}
	return -1
}

// value reads t's value in the model of the last sat check.
func value(ps *psolver, t *chc.Term) (chc.Value, error) {
	v, err := ps.sol.Value(t)
	if err != nil {
		return chc.Value{}, fmt.Errorf("pdr: reading %s: %w", t, err)
	}
	return v, nil
}

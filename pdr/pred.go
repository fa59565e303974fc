package pdr

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// pred is the state of one predicate, or of the query pseudo-predicate
// (p == nil, no parameters) whose rules are the query clauses.
type pred struct {
	idx    int
	p      *chc.Pred
	params []*chc.Term
	rules  []*rule      // the clauses with this head
	occurs []occurrence // the body positions where this predicate appears
	lemmas []*lemma     // live lemmas, in order of creation
	facts  []*reachFact // reachability facts, in order of creation
	ps     *psolver     // nil until the predicate gets its first query
	any    *chc.Term    // assumed: some rule with this head applies
	init   *chc.Term    // assumed: some rule without body atoms applies
}

// occurrence is body position pos of rule r.
type occurrence struct {
	r   *rule
	pos int
}

// name returns the predicate's name for messages.
func (p *pred) name() string {
	if p.p == nil {
		return "false"
	}
	return p.p.Name
}

func (s *search) addPred(cp *chc.Pred) *pred {
	p := &pred{idx: len(s.preds), p: cp}
	if cp != nil {
		for k, so := range cp.Params {
			p.params = append(p.params, s.f.Var(fmt.Sprintf("pdr#p%d.%d", p.idx, k), so))
		}
		s.byPred[cp] = p
	}
	p.any = s.f.Var(fmt.Sprintf("pdr#any%d", p.idx), chc.BoolSort)
	p.init = s.f.Var(fmt.Sprintf("pdr#init%d", p.idx), chc.BoolSort)
	s.preds = append(s.preds, p)
	return p
}

// instantiate returns phi, a formula over p's parameters, applied to args.
func (s *search) instantiate(p *pred, phi *chc.Term, args []*chc.Term) *chc.Term {
	m := make(map[*chc.Term]*chc.Term, len(args))
	for k, x := range p.params {
		m[x] = args[k]
	}
	return s.f.Subst(phi, m)
}

// lemmasAt returns the number of p's live lemmas at exactly level l.
func (p *pred) lemmasAt(l int) int {
	n := 0
	for _, lm := range p.lemmas {
		if lm.level == l {
			n++
		}
	}
	return n
}

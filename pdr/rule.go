package pdr

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// rule is a clause as encoded in its head predicate's solver: the clause's
// variables renamed apart (head variables become the head predicate's
// parameters where possible), and one copy of the body predicate's
// parameters per body position.
type rule struct {
	idx   int // clause index in the system
	c     *chc.Clause
	head  *pred
	body  []*pred
	tag   *chc.Term
	vars  []*chc.Term             // the clause's variables
	ren   map[*chc.Term]*chc.Term // clause variable → its copy
	obody [][]*chc.Term           // per body position: copy of the body predicate's parameters
	trans *chc.Term               // constraint ∧ head = params ∧ body copies = arguments
}

func (s *search) addRule(ci int, c *chc.Clause) {
	r := &rule{idx: ci, c: c, head: s.query, vars: c.Vars()}
	if c.Head != nil {
		r.head = s.byPred[c.Head.Pred]
	}
	r.tag = s.f.Var(fmt.Sprintf("pdr#t%d", ci), chc.BoolSort)
	var eqs []*chc.Term
	r.ren, eqs = s.renaming(r)
	conj := append([]*chc.Term{s.f.Subst(c.Constraint, r.ren)}, eqs...)
	for j, a := range c.Body {
		bp := s.byPred[a.Pred]
		r.body = append(r.body, bp)
		bp.occurs = append(bp.occurs, occurrence{r, j})
		o := make([]*chc.Term, len(a.Args))
		for k, arg := range a.Args {
			o[k] = s.f.Var(fmt.Sprintf("pdr#o%d.%d.%d", ci, j, k), arg.Sort())
			conj = append(conj, s.f.Eq(o[k], s.f.Subst(arg, r.ren)))
		}
		r.obody = append(r.obody, o)
	}
	r.trans = s.f.And(conj...)
	r.head.rules = append(r.head.rules, r)
	s.rules = append(s.rules, r)
}

// renaming renames r's clause apart: a head argument that is a variable
// (at its first occurrence) becomes the head predicate's parameter, the
// other variables fresh ones; eqs say param_k = argument_k for the head
// arguments not renamed to their parameter.
func (s *search) renaming(r *rule) (ren map[*chc.Term]*chc.Term, eqs []*chc.Term) {
	var head []*chc.Term
	if r.c.Head != nil {
		head = r.head.params
	}
	return chc.RenameApart(s.f, r.c, head, func(k int, v *chc.Term) *chc.Term {
		return s.f.Var(fmt.Sprintf("pdr#v%d.%d", r.idx, k), v.Sort())
	})
}

// uLit returns the literal that, assumed, restricts body position j of r to
// the first n reachability facts of its predicate.
func (s *search) uLit(r *rule, j, n int) *chc.Term {
	return s.f.Var(fmt.Sprintf("pdr#u%d.%d.%d", r.idx, j, n), chc.BoolSort)
}

// levelLit returns L_l: assumed, it activates the lemmas of level l.
func (s *search) levelLit(l int) *chc.Term {
	return s.f.Var(fmt.Sprintf("pdr#L%d", l), chc.BoolSort)
}

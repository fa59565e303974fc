package chc

import "fmt"

// VarHeads returns s with the head arguments of every clause made
// pairwise distinct variables, the form smtlib2's reader gives a file's
// clauses (see Clause): an argument that is a term, or a variable already
// passed, becomes a fresh variable h!k that the constraint equates with
// it. The predicates are s's, so a model of the result is a model of s
// (and the converse); s is not changed, and a clause already in the form
// is shared. Engines that read the roles of a predicate's arguments from
// the clauses' constraints (a loop's step i' = i + 1) use it on systems
// that translations build with terms in the heads.
func (s *System) VarHeads() *System {
	out := &System{Terms: s.Terms, Preds: s.Preds, Name: s.Name, Clauses: make([]*Clause, len(s.Clauses))}
	for i, c := range s.Clauses {
		out.Clauses[i] = c.varHeads(s.Terms)
	}
	return out
}

// varHeads is c with its head's arguments made distinct variables, or c
// itself when they are.
func (c *Clause) varHeads(f *Factory) *Clause {
	if c.Head == nil {
		return c
	}
	taken := map[string]bool{}
	for _, v := range c.Vars() {
		taken[v.Name()] = true
	}
	used := map[*Term]bool{}
	args := make([]*Term, len(c.Head.Args))
	var eqs []*Term
	next := 1
	for k, t := range c.Head.Args {
		if t.IsVar() && !used[t] {
			used[t], args[k] = true, t
			continue
		}
		name := fmt.Sprintf("h!%d", next)
		for ; taken[name]; name = fmt.Sprintf("h!%d", next) {
			next++
		}
		taken[name] = true
		v := f.Var(name, t.Sort())
		used[v], args[k] = true, v
		eqs = append(eqs, f.Eq(v, t))
	}
	if len(eqs) == 0 {
		return c
	}
	return &Clause{Body: c.Body, Constraint: f.And(append([]*Term{c.Constraint}, eqs...)...),
		Head: &Atom{Pred: c.Head.Pred, Args: args}, Pos: c.Pos, VarOrder: c.VarOrder}
}

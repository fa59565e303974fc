package va

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// position is one argument position of a predicate: Corral's variable.
type position struct {
	pred *chc.Pred
	i    int
}

// tracking is the set of tracked positions.
type tracking map[position]bool

// abstraction is the system with the untracked positions projected away,
// with the way back to the original.
type abstraction struct {
	sys    *chc.System
	preds  map[*chc.Pred]*chc.Pred     // original → abstract
	orig   map[*chc.Clause]*chc.Clause // abstract → original
	keep   map[*chc.Pred][]int         // original → its tracked positions, in order
	params map[*chc.Pred][]*chc.Term   // original → fresh parameters for the untracked positions (nil where tracked)
}

// abstract builds the abstraction of s under t.
func abstract(s *chc.System, t tracking) *abstraction {
	a := &abstraction{
		sys:   &chc.System{Terms: s.Terms, Name: s.Name},
		preds: map[*chc.Pred]*chc.Pred{}, orig: map[*chc.Clause]*chc.Clause{},
		keep: map[*chc.Pred][]int{}, params: map[*chc.Pred][]*chc.Term{},
	}
	for pi, p := range s.Preds {
		var keep []int
		var sorts []chc.Sort
		params := make([]*chc.Term, p.Arity())
		for i, so := range p.Params {
			if t[position{p, i}] {
				keep = append(keep, i)
				sorts = append(sorts, so)
			} else {
				params[i] = s.Terms.Var(fmt.Sprintf("va#p%d#%d", pi, i), so)
			}
		}
		ap := &chc.Pred{Name: p.Name, Params: sorts}
		a.preds[p], a.keep[p], a.params[p] = ap, keep, params
		a.sys.Preds = append(a.sys.Preds, ap)
	}
	for _, c := range s.Clauses {
		ac := &chc.Clause{Constraint: c.Constraint, Pos: c.Pos, VarOrder: c.VarOrder}
		for _, b := range c.Body {
			ac.Body = append(ac.Body, a.atom(b))
		}
		if c.Head != nil {
			h := a.atom(*c.Head)
			ac.Head = &h
		}
		a.sys.Clauses = append(a.sys.Clauses, ac)
		a.orig[ac] = c
	}
	return a
}

// atom is the abstraction of x.
func (a *abstraction) atom(x chc.Atom) chc.Atom {
	keep := a.keep[x.Pred]
	args := make([]*chc.Term, len(keep))
	for k, i := range keep {
		args[k] = x.Args[i]
	}
	return chc.Atom{Pred: a.preds[x.Pred], Args: args}
}

// model extends a model of the abstraction to the original predicates:
// each interpretation ignores the untracked arguments.
func (a *abstraction) model(m chc.Model) chc.Model {
	out := make(chc.Model, len(m))
	for p, ap := range a.preds {
		in, ok := m[ap]
		if !ok {
			continue
		}
		params := append([]*chc.Term(nil), a.params[p]...)
		for k, i := range a.keep[p] {
			params[i] = in.Params[k]
		}
		out[p] = chc.Interp{Params: params, Body: in.Body}
	}
	return out
}

// initial tracks the positions the queries mention: those of each
// query's body atoms whose argument shares a variable with the query's
// constraint.
func initial(s *chc.System) tracking {
	t := tracking{}
	for _, c := range s.Clauses {
		if !c.IsQuery() {
			continue
		}
		in := map[*chc.Term]bool{}
		for _, v := range chc.FreeVars(c.Constraint) {
			in[v] = true
		}
		for _, b := range c.Body {
			for i, x := range b.Args {
				for _, v := range chc.FreeVars(x) {
					if in[v] {
						t[position{b.Pred, i}] = true
					}
				}
			}
		}
	}
	return t
}

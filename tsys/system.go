package tsys

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// System is the transition-system view of a linear system of clauses.
//
// The state is, per predicate P, one slot variable per argument of P, and,
// when there are several predicates, a Bool at(P) saying that the state is
// an instance of P (exactly one is true in every state the system
// reaches). The slots of the other predicates are left unconstrained: any
// value will do, which is what lets Model read an interpretation of P off
// an invariant by fixing them to defaults.
//
// Formulas are over the template state variables (Cur), the primed copies
// (Next, for the transition relation) and each edge's own local variables
// (the clause's variables other than those bound to slots), which stand
// under an implicit existential quantifier.
type System struct {
	f      *chc.Factory
	src    *chc.System
	preds  []*chc.Pred
	pidx   map[*chc.Pred]int
	prefix string        // of every variable the view makes; no variable of src has it
	at     []*chc.Term   // per predicate; nil with one predicate
	slots  [][]*chc.Term // per predicate, per argument
	cur    []*chc.Term   // every state variable: the at's, then the slots
	next   []*chc.Term   // primed copies, index by index with cur
	curIdx map[*chc.Term]int
	nxtIdx map[*chc.Term]int
	// Init, Trans and Bad are the clauses as edges: facts, rules, queries
	// with a body atom.
	Init, Trans, Bad []Edge
}

// Edge is one clause as a formula of the transition system.
type Edge struct {
	Clause *chc.Clause
	// Phi is the clause as a formula: over Cur (and Next for a rule) and
	// Locals. A fact's head arguments are the current slots; a rule's body
	// arguments are the current slots and its head arguments the next
	// ones; a query's body arguments are the current slots.
	Phi *chc.Term
	// Sigma maps each of the clause's variables to the template variable
	// (state, next or local) that stands for it in Phi.
	Sigma  map[*chc.Term]*chc.Term
	Locals []*chc.Term
}

// Unsupported is the error of FromCHC for a system outside the view.
type Unsupported struct{ Why string }

func (e *Unsupported) Error() string { return e.Why }

// FromCHC builds the transition-system view of s, which must be linear,
// with predicates of Int, Real and Bool arguments and no query without a
// body atom (a fact query is decided on its own, see factQueries). It fails
// with *Unsupported otherwise.
func FromCHC(s *chc.System) (*System, error) {
	if !chc.Classify(s).Linear {
		return nil, &Unsupported{"the system is not linear"}
	}
	f := s.Terms
	ts := &System{f: f, src: s, preds: s.Preds, pidx: map[*chc.Pred]int{}, prefix: s.FreshPrefix("ts!"),
		curIdx: map[*chc.Term]int{}, nxtIdx: map[*chc.Term]int{}}
	for i, p := range s.Preds {
		ts.pidx[p] = i
		for _, so := range p.Params {
			if !scalar(so) {
				return nil, &Unsupported{fmt.Sprintf("predicate %s has an argument of sort %s", p.Name, so)}
			}
		}
	}
	if len(s.Preds) > 1 {
		for i := range s.Preds {
			ts.addState(ts.prefix+fmt.Sprintf("at%d", i), chc.BoolSort)
			ts.at = append(ts.at, ts.cur[len(ts.cur)-1])
		}
	}
	ts.slots = make([][]*chc.Term, len(s.Preds))
	for i, p := range s.Preds {
		for j, so := range p.Params {
			ts.addState(ts.prefix+fmt.Sprintf("x%d.%d", i, j), so)
			ts.slots[i] = append(ts.slots[i], ts.cur[len(ts.cur)-1])
		}
	}
	for ci, c := range s.Clauses {
		for _, v := range c.Vars() {
			if !scalar(v.Sort()) {
				return nil, &Unsupported{fmt.Sprintf("clause %s has a variable of sort %s", c.Pos, v.Sort())}
			}
		}
		switch {
		case c.IsQuery() && c.IsFact():
			continue // decided before the view is used
		case c.IsQuery():
			ts.Bad = append(ts.Bad, ts.edge(ci, c))
		case c.IsFact():
			ts.Init = append(ts.Init, ts.edge(ci, c))
		default:
			ts.Trans = append(ts.Trans, ts.edge(ci, c))
		}
	}
	return ts, nil
}

// scalar reports whether the view supports arguments of sort so.
func scalar(so chc.Sort) bool {
	switch so.Kind() {
	case chc.KindInt, chc.KindReal, chc.KindBool:
		return true
	}
	return false
}

func (ts *System) addState(name string, so chc.Sort) {
	v, n := ts.f.Var(name, so), ts.f.Var(name+"'", so)
	ts.curIdx[v], ts.nxtIdx[n] = len(ts.cur), len(ts.next)
	ts.cur, ts.next = append(ts.cur, v), append(ts.next, n)
}

// edge builds clause ci as an edge: its head arguments bound to the slots
// of the head predicate (current for a fact, next for a rule), its body
// arguments equal to the current slots of the body predicate, and the
// location fixed on both sides.
func (ts *System) edge(ci int, c *chc.Clause) Edge {
	f := ts.f
	var head []*chc.Term
	var conj []*chc.Term
	rule := !c.IsFact() && !c.IsQuery()
	if c.Head != nil {
		h := ts.pidx[c.Head.Pred]
		head = ts.slots[h]
		if rule {
			head = ts.primeAll(head)
		}
		conj = append(conj, ts.location(h, rule)...)
	}
	sigma, eqs := chc.RenameApart(f, c, head, func(k int, v *chc.Term) *chc.Term {
		return f.Var(fmt.Sprintf("%sc%d.%d", ts.prefix, ci, k), v.Sort())
	})
	conj = append(conj, f.Subst(c.Constraint, sigma))
	conj = append(conj, eqs...)
	if len(c.Body) == 1 {
		a := c.Body[0]
		b := ts.pidx[a.Pred]
		if ts.at != nil {
			conj = append(conj, ts.at[b])
		}
		for j, arg := range a.Args {
			conj = append(conj, f.Eq(ts.slots[b][j], f.Subst(arg, sigma)))
		}
	}
	e := Edge{Clause: c, Phi: f.And(conj...), Sigma: sigma}
	for _, v := range chc.FreeVars(e.Phi) {
		if !ts.isState(v) {
			e.Locals = append(e.Locals, v)
		}
	}
	return e
}

// location returns the literals fixing the location at predicate h, on the
// next state when next is set.
func (ts *System) location(h int, next bool) []*chc.Term {
	if ts.at == nil {
		return nil
	}
	var out []*chc.Term
	for i, a := range ts.at {
		if next {
			a = ts.prime(a)
		}
		if i == h {
			out = append(out, a)
		} else {
			out = append(out, ts.f.Not(a))
		}
	}
	return out
}

// isState reports whether v is a current or next state variable.
func (ts *System) isState(v *chc.Term) bool {
	_, c := ts.curIdx[v]
	_, n := ts.nxtIdx[v]
	return c || n
}

// Cur returns the template state variables.
func (ts *System) Cur() []*chc.Term { return ts.cur }

// prime returns the next-state copy of a current state variable.
func (ts *System) prime(v *chc.Term) *chc.Term { return ts.next[ts.curIdx[v]] }

func (ts *System) primeAll(vs []*chc.Term) []*chc.Term {
	out := make([]*chc.Term, len(vs))
	for i, v := range vs {
		out[i] = ts.prime(v)
	}
	return out
}

// Primed returns phi, a formula over the current state variables, over the
// next ones.
func (ts *System) Primed(phi *chc.Term) *chc.Term { return ts.rename(phi, ts.cur, ts.next) }

// Unprimed returns phi, a formula over the next state variables, over the
// current ones.
func (ts *System) Unprimed(phi *chc.Term) *chc.Term { return ts.rename(phi, ts.next, ts.cur) }

// rename returns phi with each variable of from replaced by the one at the
// same index in to.
func (ts *System) rename(phi *chc.Term, from, to []*chc.Term) *chc.Term {
	m := make(map[*chc.Term]*chc.Term, len(from))
	for i, v := range from {
		m[v] = to[i]
	}
	return ts.f.Subst(phi, m)
}

// InitFormula is the disjunction of the facts' formulas, over the state
// and their local variables.
func (ts *System) InitFormula() *chc.Term { return disj(ts.f, ts.Init) }

// TransFormula is the disjunction of the rules' formulas, over the state,
// the next state and their local variables.
func (ts *System) TransFormula() *chc.Term { return disj(ts.f, ts.Trans) }

// BadFormula is the disjunction of the queries' formulas, over the state
// and their local variables.
func (ts *System) BadFormula() *chc.Term { return disj(ts.f, ts.Bad) }

func disj(f *chc.Factory, es []Edge) *chc.Term {
	ts := make([]*chc.Term, len(es))
	for i, e := range es {
		ts[i] = e.Phi
	}
	return f.Or(ts...)
}

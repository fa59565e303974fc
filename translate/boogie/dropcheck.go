package boogie

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// checkDropped checks a replayed trace against the dropped axioms, for
// the trace to be an execution of the program: first with the trace's
// constants and functions as they are; if one fails, whether some
// functions that agree with the trace wherever the execution applied them
// (ev's reads) satisfy every axiom, dropped or not. It returns "" when
// one check succeeds, else why the verdict is unknown.
func (tr *Translation) checkDropped(t *Trace, ev *evaluator) string {
	if len(tr.Dropped) == 0 {
		return ""
	}
	if tr.decide == nil {
		return fmt.Sprintf("the trace must satisfy the %d dropped quantified axiom(s), and no decision procedure was given to check them", len(tr.Dropped))
	}
	why := tr.checkWhole(t)
	if why == "" {
		return ""
	}
	facts, qs, err := tr.enc.readsQuery(t, ev)
	if err != nil {
		return why + fmt.Sprintf("; the axioms cannot be checked on the trace's reads: %v", err)
	}
	switch st, err := tr.decide(tr.System.Terms, facts, qs); {
	case err != nil:
		return why + fmt.Sprintf("; checking the axioms on the trace's reads: %v", err)
	case st == chc.Sat:
		return ""
	case st == chc.Unsat:
		return why + "; no functions that agree with the trace where it applies them satisfy the axioms: the counterexample is spurious"
	}
	return why + "; whether functions that agree with the trace where it applies them satisfy the axioms could not be decided"
}

// checkWhole checks each dropped axiom on the trace's constants and whole
// function values.
func (tr *Translation) checkWhole(t *Trace) string {
	vals := tr.enc.frozenValues(t)
	for _, a := range tr.Dropped {
		pos := tr.Program.Pos(a.Off)
		for _, c := range conjuncts(a.Expr) {
			q, err := tr.enc.axiomQuantified(c)
			if err != nil {
				return fmt.Sprintf("the dropped axiom at %s cannot be checked on the trace: %v", pos, err)
			}
			body := tr.enc.f.Subst(q.Body, vals)
			if v := freeOutside(body, q.Vars); v != nil {
				return fmt.Sprintf("the dropped axiom at %s cannot be checked on the trace: it mentions %s, which the trace gives no value", pos, v.Name())
			}
			phi, wantSat := tr.enc.f.Not(body), false // forall: holds iff ¬body is unsatisfiable
			if q.Exists {
				phi, wantSat = body, true
			}
			st, err := tr.decide(tr.System.Terms, []*chc.Term{phi}, nil)
			switch {
			case err != nil:
				return fmt.Sprintf("checking the dropped axiom at %s on the trace: %v", pos, err)
			case st == chc.Unknown:
				return fmt.Sprintf("the dropped axiom at %s could not be checked on the trace", pos)
			case (st == chc.Sat) != wantSat:
				return fmt.Sprintf("the trace's functions violate the dropped axiom at %s", pos)
			}
		}
	}
	return ""
}

// conjuncts splits x at its top-level &&.
func conjuncts(x Expr) []Expr {
	if b, ok := x.(*Binary); ok && b.Op == "&&" {
		return append(conjuncts(b.X), conjuncts(b.Y)...)
	}
	return []Expr{x}
}

// frozenValues maps the clause variables of the constants and functions
// to their values at the trace's entry.
func (e *encoder) frozenValues(t *Trace) map[*chc.Term]*chc.Term {
	byName := map[string]chc.Value{}
	if len(t.Steps) > 0 {
		for _, nv := range t.Steps[0].Values {
			if nv.Role == "const" || nv.Role == "function" {
				byName[nv.Role+" "+nv.Name] = nv.Value
			}
		}
	}
	m := map[*chc.Term]*chc.Term{}
	for _, s := range e.fz.slots {
		role := "const"
		if s.kind == sFunc {
			role = "function"
		}
		if v, ok := byName[role+" "+s.name]; ok {
			m[e.f.Var(s.smt, s.sort)] = e.f.Value(v)
		}
	}
	return m
}

// readsQuery states that the constants have the trace's values, that the
// functions have the values the execution read (ev), and every axiom:
// those the clauses state as facts, the dropped ones as quantified
// formulas over the clause variables of the functions.
func (e *encoder) readsQuery(t *Trace, ev *evaluator) ([]*chc.Term, []Quantified, error) {
	var facts []*chc.Term
	vals := e.frozenValues(t)
	for _, s := range e.fz.slots {
		v := e.f.Var(s.smt, s.sort)
		if val, ok := vals[v]; ok && s.kind == sConst {
			facts = append(facts, e.f.Eq(v, val))
		}
	}
	for _, r := range ev.reads {
		x := e.funcTerm(r.fn)
		for _, a := range r.args {
			x = e.f.Select(x, e.f.Value(a))
		}
		facts = append(facts, e.f.Eq(x, e.f.Value(r.val)))
	}
	noVars := func(*Object, bool) *chc.Term { return nil }
	var qs []Quantified
	err := e.try(func() {
		for _, a := range e.axioms {
			facts = append(facts, e.expr(a.Expr, noVars))
		}
	})
	if err != nil {
		return nil, nil, err
	}
	for _, a := range e.dropped {
		for _, c := range conjuncts(a.Expr) {
			q, err := e.axiomQuantified(c)
			if err != nil {
				return nil, nil, fmt.Errorf("the axiom at %s: %w", e.prog.Pos(a.Off), err)
			}
			qs = append(qs, q)
		}
	}
	return facts, qs, nil
}

// axiomQuantified encodes x, a conjunct of an axiom, as a block of
// quantifiers of one kind over a quantifier-free body (no quantifier: no
// bound variables), with the constants and functions as their clause
// variables.
func (e *encoder) axiomQuantified(x Expr) (Quantified, error) {
	var q Quantified
	kind := ""
	bound := map[*Object]*chc.Term{}
	for {
		qx, ok := x.(*Quantifier)
		if !ok || kind != "" && qx.Kind != kind {
			break
		}
		kind = qx.Kind
		for _, o := range e.info.Bound[qx] {
			v := e.f.Var(fmt.Sprintf("%s!bound%d", o.Name, len(bound)), sortOf(o.Type))
			bound[o] = v
			q.Vars = append(q.Vars, v)
		}
		x = qx.Body
	}
	q.Exists = kind == "exists"
	if qx := firstQuantifier(x); qx != nil {
		return q, fmt.Errorf("it alternates quantifiers (%s at %s)", qx.Kind, e.prog.Pos(qx.Off))
	}
	err := e.try(func() {
		q.Body = e.expr(x, func(o *Object, _ bool) *chc.Term { return bound[o] })
	})
	return q, err
}

// freeOutside returns a free variable of t that is not among vars, or nil.
func freeOutside(t *chc.Term, vars []*chc.Term) *chc.Term {
	for _, v := range chc.FreeVars(t) {
		found := false
		for _, w := range vars {
			found = found || v == w
		}
		if !found {
			return v
		}
	}
	return nil
}

// try runs fn, which may fail as the encoder does, after Translate: the
// error is fn's alone.
func (e *encoder) try(fn func()) error {
	saved := e.errs
	e.errs = nil
	err := e.guard(fn)
	e.errs = saved
	return err
}

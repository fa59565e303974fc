package boogie

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// checkDropped checks a replayed trace against the dropped axioms: the
// trace's constants and functions must satisfy each of them, for the
// trace to be an execution of the program. It returns "" when they do,
// else why the verdict is unknown.
func (tr *Translation) checkDropped(t *Trace) string {
	if len(tr.Dropped) == 0 {
		return ""
	}
	if tr.decide == nil {
		return fmt.Sprintf("the trace must satisfy the %d dropped quantified axiom(s), and no decision procedure was given to check them", len(tr.Dropped))
	}
	vals := tr.enc.frozenValues(t)
	for _, a := range tr.Dropped {
		pos := tr.Program.Pos(a.Off)
		for _, c := range conjuncts(a.Expr) {
			phi, wantSat, err := tr.enc.axiomCheck(c, vals)
			if err != nil {
				return fmt.Sprintf("the dropped axiom at %s cannot be checked on the trace: %v", pos, err)
			}
			st, err := tr.decide(tr.System.Terms, phi)
			switch {
			case err != nil:
				return fmt.Sprintf("checking the dropped axiom at %s on the trace: %v", pos, err)
			case st == chc.Unknown:
				return fmt.Sprintf("the dropped axiom at %s could not be checked on the trace", pos)
			case (st == chc.Sat) != wantSat:
				return fmt.Sprintf("the trace's constants and functions violate the dropped axiom at %s: the counterexample may be spurious", pos)
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

// axiomCheck returns a quantifier-free formula over the bound variables
// of x (a conjunct of an axiom) with the trace's values for the constants
// and functions, and whether x holds iff the formula is satisfiable: for
// (forall x̄ :: φ) the formula is ¬φ (x holds iff it is unsatisfiable),
// for (exists x̄ :: φ) it is φ, for a quantifier-free x it is ¬x.
func (e *encoder) axiomCheck(x Expr, vals map[*chc.Term]*chc.Term) (phi *chc.Term, wantSat bool, err error) {
	kind := ""
	bound := map[*Object]*chc.Term{}
	for {
		q, ok := x.(*Quantifier)
		if !ok || kind != "" && q.Kind != kind {
			break
		}
		kind = q.Kind
		for _, o := range e.info.Bound[q] {
			bound[o] = e.f.Var(fmt.Sprintf("%s!bound%d", o.Name, len(bound)), sortOf(o.Type))
		}
		x = q.Body
	}
	if q := firstQuantifier(x); q != nil {
		return nil, false, fmt.Errorf("it alternates quantifiers (%s at %s)", q.Kind, e.prog.Pos(q.Off))
	}
	var body *chc.Term
	err = e.positions.guard(func() {
		body = e.expr(x, func(o *Object, _ bool) *chc.Term { return bound[o] })
	})
	if err != nil {
		return nil, false, err
	}
	body = e.f.Subst(body, vals)
	for _, v := range chc.FreeVars(body) {
		if !isBoundTerm(v, bound) {
			return nil, false, fmt.Errorf("it mentions %s, which the trace gives no value", v.Name())
		}
	}
	if kind == "exists" {
		return body, true, nil
	}
	return e.f.Not(body), false, nil
}

func isBoundTerm(v *chc.Term, bound map[*Object]*chc.Term) bool {
	for _, t := range bound {
		if t == v {
			return true
		}
	}
	return false
}

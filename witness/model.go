package witness

import (
	"context"
	"fmt"

	"horn/chc"
	"horn/smt"
)

// CheckModel validates m against s: m interprets every predicate of s with a
// formula over variables of the predicate's parameter sorts, and every clause
// becomes valid when its atoms are replaced by their interpretations — that is,
// body ∧ constraint ∧ ¬head is unsatisfiable, asked of a fresh solver per
// clause, so no state of one check leaks into the next. The error names the first failing clause and its position.
// A done ctx stops the check with an error that wraps ctx.Err().
func CheckModel(ctx context.Context, s *chc.System, m chc.Model, newSolver smt.NewSolver) error {
	if err := checkSignature(s, m); err != nil {
		return err
	}
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("model check stopped before %s: %w", s.Describe(c), err)
		}
		if err := checkClause(ctx, s, m, c, newSolver); err != nil {
			return err
		}
	}
	return nil
}

func checkSignature(s *chc.System, m chc.Model) error {
	for _, p := range s.Preds {
		in, ok := m[p]
		if !ok {
			return fmt.Errorf("model has no interpretation for %s", p.Name)
		}
		if len(in.Params) != p.Arity() {
			return fmt.Errorf("interpretation of %s has %d parameters, want %d", p.Name, len(in.Params), p.Arity())
		}
		params := make(map[*chc.Term]bool)
		for i, v := range in.Params {
			if !v.IsVar() || v.Sort() != p.Params[i] || params[v] {
				return fmt.Errorf("interpretation of %s: parameter %d (%s) is not a fresh variable of sort %s", p.Name, i+1, v, p.Params[i])
			}
			params[v] = true
		}
		if in.Body == nil || in.Body.Sort() != chc.BoolSort {
			return fmt.Errorf("interpretation of %s is not a Bool formula", p.Name)
		}
		for _, v := range chc.FreeVars(in.Body) {
			if !params[v] {
				return fmt.Errorf("interpretation of %s mentions %s, which is not a parameter", p.Name, v)
			}
		}
	}
	return nil
}

// ClauseFormula returns body ∧ constraint ∧ ¬head with the atoms of c replaced
// by their interpretations in m: c holds in m iff this is unsatisfiable.
func ClauseFormula(f *chc.Factory, m chc.Model, c *chc.Clause) (*chc.Term, error) {
	conj := []*chc.Term{c.Constraint}
	for _, a := range c.Body {
		t, ok := m.Instantiate(f, a)
		if !ok {
			return nil, fmt.Errorf("model has no interpretation for %s", a.Pred.Name)
		}
		conj = append(conj, t)
	}
	if c.Head != nil {
		t, ok := m.Instantiate(f, *c.Head)
		if !ok {
			return nil, fmt.Errorf("model has no interpretation for %s", c.Head.Pred.Name)
		}
		conj = append(conj, f.Not(t))
	}
	return f.And(conj...), nil
}

func checkClause(ctx context.Context, s *chc.System, m chc.Model, c *chc.Clause, newSolver smt.NewSolver) error {
	phi, err := ClauseFormula(s.Terms, m, c)
	if err != nil {
		return err
	}
	if phi.IsFalse() {
		return nil
	}
	sol, err := newSolver(s.Terms)
	if err != nil {
		return fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	defer sol.Close()
	if err := sol.Assert(phi); err != nil {
		return fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	r, err := sol.Check(ctx)
	if err != nil {
		return fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	if r == smt.Unknown && ctx.Err() != nil {
		return fmt.Errorf("model check stopped while validating %s: %w", s.Describe(c), ctx.Err())
	}
	switch r {
	case smt.Unsat:
		return nil
	case smt.Sat:
		return fmt.Errorf("model violates %s: %s", s.Describe(c), counterexample(sol, c))
	}
	return fmt.Errorf("could not validate %s: the solver answered unknown (%s)", s.Describe(c), sol.Reason())
}

// counterexample describes the values that break a clause, for the message.
func counterexample(sol smt.Evaler, c *chc.Clause) string {
	out := ""
	for i, v := range c.Vars() {
		if i == 8 {
			return out + ", ..."
		}
		val, err := sol.Value(v)
		if err != nil {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += v.String() + " = " + val.String()
	}
	return out
}

package witness

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// CheckModel validates m against s: m interprets every predicate of s with a
// formula over variables of the predicate's parameter sorts, and every clause
// becomes valid when its atoms are replaced by their interpretations — that is,
// body ∧ constraint ∧ ¬head is unsatisfiable. One solver checks all clauses,
// each in its own assertion scope (push, assert, check, pop), so no assertion
// of one check reaches the next; a clause the shared solver answers unknown
// for is asked again of a fresh solver. The error names the first failing
// clause and its position. A done ctx stops the check with an error that
// wraps ctx.Err().
func CheckModel(ctx context.Context, s *chc.System, m chc.Model, newSolver smt.NewSolver) error {
	if err := checkSignature(s, m); err != nil {
		return err
	}
	ch := &checker{ctx: ctx, sys: s, newSolver: newSolver}
	defer ch.close()
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("model check stopped before %s: %w", s.Describe(c), err)
		}
		if err := ch.clause(m, c); err != nil {
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

// checker validates clauses one by one with a solver made at the first
// need and shared by all of them.
type checker struct {
	ctx       context.Context
	sys       *chc.System
	newSolver smt.NewSolver
	sol       smt.Solver
}

func (ch *checker) close() {
	if ch.sol != nil {
		ch.sol.Close()
		ch.sol = nil
	}
}

// clause checks that c holds in m: in a scope of the shared solver, and when
// that answers unknown (not for a done ctx), again in a fresh solver, which
// has no incremental state to be weaker for.
func (ch *checker) clause(m chc.Model, c *chc.Clause) error {
	phi, err := m.Violation(ch.sys.Terms, c)
	if err != nil {
		return err
	}
	if phi.IsFalse() {
		return nil
	}
	if ch.sol == nil {
		if ch.sol, err = ch.newSolver(ch.sys.Terms); err != nil {
			return fmt.Errorf("validating %s: %w", ch.sys.Describe(c), err)
		}
	}
	err = ch.scoped(ch.sol, phi, c)
	if !errors.Is(err, errUnknown) || ch.ctx.Err() != nil {
		return err
	}
	sol, ferr := ch.newSolver(ch.sys.Terms)
	if ferr != nil {
		return fmt.Errorf("validating %s: %w", ch.sys.Describe(c), ferr)
	}
	defer sol.Close()
	return ch.scoped(sol, phi, c)
}

// errUnknown marks a check the solver answered unknown for.
var errUnknown = errors.New("the solver answered unknown")

// scoped asserts phi (c's formula) in a scope of sol and checks it: nil when
// unsatisfiable, an error naming c otherwise. A scope that cannot be closed
// is an error too: a formula left asserted could hide a later violation.
func (ch *checker) scoped(sol smt.Solver, phi *chc.Term, c *chc.Clause) (err error) {
	if err := sol.Push(); err != nil {
		return fmt.Errorf("validating %s: %w", ch.sys.Describe(c), err)
	}
	defer func() {
		if perr := sol.Pop(1); perr != nil && err == nil {
			err = fmt.Errorf("validating %s: closing the scope: %w", ch.sys.Describe(c), perr)
		}
	}()
	return ch.check(sol, phi, c)
}

// check asserts phi and checks it in sol's current scope.
func (ch *checker) check(sol smt.Solver, phi *chc.Term, c *chc.Clause) error {
	s := ch.sys
	if err := sol.Assert(phi); err != nil {
		return fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	r, err := sol.Check(ch.ctx)
	if err != nil {
		return fmt.Errorf("validating %s: %w", s.Describe(c), err)
	}
	if r == smt.Unknown && ch.ctx.Err() != nil {
		return fmt.Errorf("model check stopped while validating %s: %w", s.Describe(c), ch.ctx.Err())
	}
	switch r {
	case smt.Unsat:
		return nil
	case smt.Sat:
		return fmt.Errorf("model violates %s: %s", s.Describe(c), counterexample(sol, c))
	}
	return fmt.Errorf("could not validate %s: %w (%s)", s.Describe(c), errUnknown, sol.Reason())
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

package interp

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// ErrNotInterpolant is wrapped by the errors of the checks when a
// property fails (rather than the solver); test with errors.Is.
var ErrNotInterpolant = errors.New("not an interpolant")

// CheckSolver is what the checks need of a solver.
type CheckSolver interface {
	smt.Asserter
	smt.Scoper
	smt.Checker
}

// Check verifies that i is an interpolant of a and b: a ⇒ i, i ∧ b
// unsatisfiable, and every variable of i occurs in both a and b. It
// returns nil when all three hold, an error naming the first that fails
// otherwise, or the solver's failure. s is left as it was found.
func Check(ctx context.Context, s CheckSolver, f *chc.Factory, a, b, i *chc.Term) error {
	if err := vocabulary(i, varSet(a), varSet(b)); err != nil {
		return err
	}
	if err := implies(ctx, s, f, a, i); err != nil {
		return err
	}
	return unsat(ctx, s, "the interpolant and B", i, b)
}

// CheckSequence verifies that is is a sequence interpolant of as: is has
// len(as)+1 formulas, is[0] is true and is[n] false, is[k-1] ∧ as[k-1] ⇒
// is[k] for each k, and every variable of is[k] occurs both in as[:k] and
// in as[k:].
func CheckSequence(ctx context.Context, s CheckSolver, f *chc.Factory, as, is []*chc.Term) error {
	if len(is) != len(as)+1 {
		return fmt.Errorf("interp: %w: %d interpolants for %d formulas", ErrNotInterpolant, len(is), len(as))
	}
	if !is[0].IsTrue() || !is[len(as)].IsFalse() {
		return fmt.Errorf("interp: %w: the sequence does not run from true to false", ErrNotInterpolant)
	}
	for k := 1; k <= len(as); k++ {
		if err := vocabulary(is[k], varSet(as[:k]...), varSet(as[k:]...)); err != nil {
			return fmt.Errorf("interpolant %d: %w", k, err)
		}
		if err := implies(ctx, s, f, f.And(is[k-1], as[k-1]), is[k]); err != nil {
			return fmt.Errorf("interpolant %d: %w", k, err)
		}
	}
	return nil
}

// CheckTree verifies that is are tree interpolants of t: one per node, the
// root's false, each node's formula and its children's interpolants
// implying its own, and every variable of a node's interpolant occurring
// both in the node's subtree and outside it.
func CheckTree(ctx context.Context, s CheckSolver, f *chc.Factory, t Tree, is []*chc.Term) error {
	n := len(t.Formulas)
	if len(is) != n {
		return fmt.Errorf("interp: %w: %d interpolants for %d nodes", ErrNotInterpolant, len(is), n)
	}
	sh, err := t.shape()
	if err != nil {
		return err
	}
	if !is[sh.root].IsFalse() {
		return fmt.Errorf("interp: %w: the root's interpolant is not false", ErrNotInterpolant)
	}
	for v := 0; v < n; v++ {
		in, out := sh.split(t.Formulas, v)
		if err := vocabulary(is[v], varSet(in...), varSet(out...)); err != nil {
			return fmt.Errorf("node %d: %w", v, err)
		}
		body := []*chc.Term{t.Formulas[v]}
		for _, c := range sh.children[v] {
			body = append(body, is[c])
		}
		if err := implies(ctx, s, f, f.And(body...), is[v]); err != nil {
			return fmt.Errorf("node %d: %w", v, err)
		}
	}
	return nil
}

// vocabulary fails when i has a variable missing from a or from b.
func vocabulary(i *chc.Term, a, b map[*chc.Term]bool) error {
	for _, v := range chc.FreeVars(i) {
		if !a[v] || !b[v] {
			return fmt.Errorf("interp: %w: it mentions %s, which is not shared", ErrNotInterpolant, v)
		}
	}
	return nil
}

// implies fails unless a ⇒ i is valid.
func implies(ctx context.Context, s CheckSolver, f *chc.Factory, a, i *chc.Term) error {
	return unsat(ctx, s, "A and the interpolant's negation", a, f.Not(i))
}

// unsat fails unless the conjunction of ts is unsatisfiable; what names it.
func unsat(ctx context.Context, s CheckSolver, what string, ts ...*chc.Term) error {
	if err := s.Push(); err != nil {
		return fmt.Errorf("interp: check: %w", err)
	}
	defer s.Pop(1)
	if err := s.Assert(ts...); err != nil {
		return fmt.Errorf("interp: check: %w", err)
	}
	r, err := s.Check(ctx)
	switch {
	case err != nil:
		return fmt.Errorf("interp: check: %w", err)
	case r == smt.Sat:
		return fmt.Errorf("interp: %w: %s are satisfiable together", ErrNotInterpolant, what)
	case r == smt.Unknown:
		return fmt.Errorf("interp: check: the solver answered unknown: %s", s.Reason())
	}
	return nil
}

// verify runs check on the checking solver under Options.Check.
func (p *Interpolator) verify(ctx context.Context, check func(CheckSolver) error) error {
	if !p.opts.Check {
		return nil
	}
	s, err := p.checker()
	if err != nil {
		return err
	}
	if err := check(s); err != nil {
		return fmt.Errorf("interp: a computed interpolant fails its check: %w", err)
	}
	p.stats.Checked++
	return nil
}

package interp

import (
	"context"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// Binary returns an interpolant of a and b, Bool terms with a ∧ b
// unsatisfiable: a formula I with a ⇒ I, I ∧ b unsatisfiable, and no
// variable outside those of both a and b. When a ∧ b is satisfiable it
// fails with ErrSatisfiable (wrapped); when ctx is done, with ctx.Err().
//
// I is a disjunction of cubes over the shared variables, found as
// follows. While a ∧ ¬I has a model, the model-based projection of a onto
// the shared variables at that model is a cube that holds in the model
// and implies ∃(a's own variables).a, so it is inconsistent with b; the
// unsat core of its literals against b, minimised, is a weaker cube still
// inconsistent with b, and joins I. Each round excludes a projection for
// good, and linear arithmetic has finitely many, so the loop ends.
func (p *Interpolator) Binary(ctx context.Context, a, b *chc.Term) (*chc.Term, error) {
	start := time.Now()
	defer func() { p.stats.Time += time.Since(start) }()
	i, err := p.binary(ctx, a, b)
	if err != nil {
		return nil, err
	}
	return i, p.verify(ctx, func(s CheckSolver) error { return Check(ctx, s, p.f, a, b, i) })
}

// binary is Binary without the timing and the debug check, for the
// sequence and tree interpolants built on it.
func (p *Interpolator) binary(ctx context.Context, a, b *chc.Term) (*chc.Term, error) {
	if !p.opts.FromB {
		return p.cover(ctx, a, b)
	}
	i, err := p.cover(ctx, b, a)
	if err != nil {
		return nil, err
	}
	return p.f.Fold(p.f.Not(i)), nil
}

// cover returns an interpolant of a and b that is a disjunction of cubes
// covering a (see Binary).
func (p *Interpolator) cover(ctx context.Context, a, b *chc.Term) (i *chc.Term, err error) {
	if err := p.solvers(); err != nil {
		return nil, err
	}
	p.stats.Binary++
	shared := varSet(a)
	local := p.locals(a, b, shared)
	sa, sb := p.a, p.b
	if err := scope(sa, a); err != nil {
		return nil, err
	}
	defer unscope(sa, &i, &err)
	if err := scope(sb, b); err != nil {
		return nil, err
	}
	defer unscope(sb, &i, &err)
	var cubes []*chc.Term
	for {
		r, err := p.check(ctx, sa)
		if err != nil {
			return nil, err
		}
		if r == smt.Unsat {
			return p.f.Or(cubes...), nil
		}
		if err := p.spend(len(cubes)); err != nil {
			return nil, err
		}
		lits, err := p.project(ctx, sa, local, a, shared)
		if err != nil {
			return nil, err
		}
		cube, err := p.generalise(ctx, sb, lits)
		if err != nil {
			return nil, err
		}
		cubes = append(cubes, cube)
		p.stats.Cubes++
		if err := sa.Assert(p.f.Not(cube)); err != nil {
			return nil, fmt.Errorf("interp: %w", err)
		}
	}
}

// locals returns the variables of a that b lacks, and leaves in shared
// those that b has.
func (p *Interpolator) locals(a, b *chc.Term, shared map[*chc.Term]bool) []*chc.Term {
	inB := varSet(b)
	var local []*chc.Term
	for _, v := range chc.FreeVars(a) {
		if !inB[v] {
			local = append(local, v)
			delete(shared, v)
		}
	}
	return local
}

// scope opens a scope in s and asserts t in it.
func scope(s smt.Solver, t *chc.Term) error {
	if err := s.Push(); err != nil {
		return fmt.Errorf("interp: %w", err)
	}
	if err := s.Assert(t); err != nil {
		s.Pop(1)
		return fmt.Errorf("interp: %w", err)
	}
	return nil
}

// unscope closes the scope scope opened in s; when that fails, the
// solver is no longer fit for use, and the call fails.
func unscope(s smt.Scoper, i **chc.Term, err *error) {
	if e := s.Pop(1); e != nil && *err == nil {
		*i, *err = nil, fmt.Errorf("interp: %w", e)
	}
}

// check runs one check of s under the assumptions; Unknown is an error.
func (p *Interpolator) check(ctx context.Context, s smt.Checker, assumptions ...*chc.Term) (smt.Result, error) {
	if err := ctx.Err(); err != nil {
		return smt.Unknown, err
	}
	p.stats.Checks++
	r, err := s.Check(ctx, assumptions...)
	if err != nil {
		return r, fmt.Errorf("interp: %w", err)
	}
	if r == smt.Unknown {
		return r, fmt.Errorf("interp: the solver answered unknown: %s", s.Reason())
	}
	return r, nil
}

// spend fails when one more cube, after n, passes the limit.
func (p *Interpolator) spend(n int) error {
	limit := p.opts.MaxCubes
	if limit <= 0 {
		limit = DefaultMaxCubes
	}
	if n >= limit {
		return fmt.Errorf("interp: more than %d cubes in one interpolant", limit)
	}
	return nil
}

// intBatch is how many integer variables one call of Project eliminates.
// Z3 cannot interrupt a projection, and over the integers one of many
// variables can take seconds (divisibility by powers of ten); a few
// dozen at a time, with ctx checked between, keep a deadline within a
// fraction of a second at some cost in time. Real projections, with no
// such blow-up, go in one call: smaller batches made them slower (the
// measurements are in docs/strategy.md, "Decisions inside the engines").
const intBatch = 32

// project returns the model-based projection of a onto the shared
// variables at the model of s's last check, as its literals. It projects
// integer variables a few dozen at a time (see intBatch): each step's result holds in the model and
// implies ∃(those variables).(the last result), so the last implies
// ∃local.a.
func (p *Interpolator) project(ctx context.Context, s projectEvaler, local []*chc.Term, a *chc.Term, shared map[*chc.Term]bool) ([]*chc.Term, error) {
	t := a
	for len(local) > 0 {
		n := len(local)
		if hasInt(local) {
			n = min(n, intBatch)
		}
		var err error
		if t, err = s.Project(local[:n], t); err != nil {
			return nil, fmt.Errorf("interp: projecting: %w", err)
		}
		local = local[n:]
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	for _, v := range chc.FreeVars(t) {
		if !shared[v] {
			return nil, fmt.Errorf("interp: the projection kept the local variable %s", v)
		}
	}
	lits := chc.Conjuncts(p.f.Fold(t))
	if p.opts.Implicants {
		var err error
		if lits, err = p.implicant(s, lits); err != nil {
			return nil, err
		}
	}
	if p.opts.SplitEqualities {
		lits = p.splitEqualities(lits)
	}
	p.stats.Projected += len(lits)
	return lits, nil
}

// projectEvaler is what project needs of A's solver.
type projectEvaler interface {
	smt.Projector
	smt.Evaler
}

// implicant returns literals true in s's model that imply the
// conjunction of lits: each disjunction is replaced by the first of its
// disjuncts true in the model, each Boolean if-then-else by its branch
// there, recursively (see Options.Implicants).
func (p *Interpolator) implicant(s smt.Evaler, lits []*chc.Term) ([]*chc.Term, error) {
	var out []*chc.Term
	var add func(t *chc.Term) error
	add = func(t *chc.Term) error {
		switch {
		case t.Op() == chc.OpAnd:
			for _, a := range t.Args() {
				if err := add(a); err != nil {
					return err
				}
			}
			return nil
		case t.Op() == chc.OpOr:
			for _, a := range t.Args() {
				v, err := s.Value(a)
				if err != nil {
					return fmt.Errorf("interp: %w", err)
				}
				if v.Bool() {
					return add(a)
				}
			}
			return fmt.Errorf("interp: internal error: no disjunct of the projection holds in its model")
		case t.Op() == chc.OpIte && t.Sort() == chc.BoolSort:
			v, err := s.Value(t.Arg(0))
			if err != nil {
				return fmt.Errorf("interp: %w", err)
			}
			if v.Bool() {
				return add(p.f.And(t.Arg(0), t.Arg(1)))
			}
			return add(p.f.And(p.f.Not(t.Arg(0)), t.Arg(2)))
		}
		out = append(out, t)
		return nil
	}
	for _, l := range lits {
		if err := add(l); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// splitEqualities replaces each arithmetic equality a = b among lits by
// a ≤ b and b ≤ a (see Options.SplitEqualities).
func (p *Interpolator) splitEqualities(lits []*chc.Term) []*chc.Term {
	out := make([]*chc.Term, 0, len(lits))
	for _, l := range lits {
		if l.Op() == chc.OpEq && l.NumArgs() == 2 && l.Arg(0).Sort().IsArith() {
			a, b := l.Arg(0), l.Arg(1)
			out = append(out, p.f.Le(a, b), p.f.Le(b, a))
			continue
		}
		out = append(out, l)
	}
	return out
}

// generalise returns the conjunction of a subset of lits that is still
// inconsistent with the assertions of s: its unsat core, minimised unless
// the options say not to. When lits are consistent with them, the
// formulas interpolated are satisfiable together.
func (p *Interpolator) generalise(ctx context.Context, s smt.Solver, lits []*chc.Term) (*chc.Term, error) {
	core, err := p.core(ctx, s, lits)
	if err != nil {
		return nil, err
	}
	if core == nil {
		return nil, ErrSatisfiable
	}
	if !p.opts.SkipMinimize {
		if core, err = p.minimise(ctx, s, core); err != nil {
			return nil, err
		}
	}
	p.stats.Kept += len(core)
	return p.f.And(core...), nil
}

// core checks lits against s: nil when they are consistent with it, else
// the unsat core (possibly empty, never nil).
func (p *Interpolator) core(ctx context.Context, s smt.Solver, lits []*chc.Term) ([]*chc.Term, error) {
	r, err := p.check(ctx, s, lits...)
	if err != nil || r == smt.Sat {
		return nil, err
	}
	core, err := s.Core()
	if err != nil {
		return nil, fmt.Errorf("interp: %w", err)
	}
	if core == nil {
		core = []*chc.Term{}
	}
	return core, nil
}

// minimise drops the literals of core one at a time while the rest stays
// inconsistent with s, taking the smaller core each success gives. A
// literal found necessary stays necessary in every subset, so one pass
// suffices.
func (p *Interpolator) minimise(ctx context.Context, s smt.Solver, core []*chc.Term) ([]*chc.Term, error) {
	for _, l := range append([]*chc.Term(nil), core...) {
		rest, ok := without(core, l)
		if !ok {
			continue // dropped with an earlier literal
		}
		smaller, err := p.core(ctx, s, rest)
		if err != nil {
			return nil, err
		}
		if smaller != nil {
			core = keepOrder(rest, smaller)
		}
	}
	return core, nil
}

// without returns lits without l, and whether l was among them.
func without(lits []*chc.Term, l *chc.Term) ([]*chc.Term, bool) {
	out := make([]*chc.Term, 0, len(lits))
	for _, t := range lits {
		if t != l {
			out = append(out, t)
		}
	}
	return out, len(out) < len(lits)
}

// keepOrder returns the members of sub in the order of lits, so that
// minimisation proceeds left to right.
func keepOrder(lits, sub []*chc.Term) []*chc.Term {
	in := make(map[*chc.Term]bool, len(sub))
	for _, t := range sub {
		in[t] = true
	}
	out := make([]*chc.Term, 0, len(sub))
	for _, t := range lits {
		if in[t] {
			out = append(out, t)
		}
	}
	return out
}

// hasInt reports whether one of vs is an integer.
func hasInt(vs []*chc.Term) bool {
	for _, v := range vs {
		if v.Sort() == chc.IntSort {
			return true
		}
	}
	return false
}

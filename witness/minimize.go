package witness

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// MinimizeStats counts what Minimize did.
type MinimizeStats struct {
	Before, After int // conjuncts over all interpretations (a body that is no conjunction counts 1)
	Checks        int // solver checks made: the queries' cores, then the implications
	Unknown       int // checks that could not decide (the conjunct was kept)
	// Reused counts the interpretations minimized once for several
	// predicates (the same body with the same conjuncts needed first).
	Reused int
	// Large counts the interpretations left as they are for their size
	// (maxMinimizeSize), and the query clauses whose core was not sought
	// for theirs.
	Large int
}

// maxMinimizeSize is the size (distinct subterms, chc.Size) above which
// an interpretation is left as it is, and a query clause's core is not
// sought when its body atoms' interpretations together exceed it: every
// check of such an interpretation asserts all of it, and on a large
// model over bit-vectors a handful of checks took seconds where the
// solving took less (docs/strategy.md, "Decisions inside the engines"). The bound is a size, not a time, so that
// the printed model does not depend on the machine's load.
const maxMinimizeSize = 400

// memoKey is an interpretation's body with the conjuncts its queries
// need, as Minimize meets it: identical keys give identical results
// (a program's locations often share their invariant).
type memoKey struct {
	body *chc.Term
	need string
}

// MinimizeBudget bounds Minimize's work. Checks is the number of solver
// checks it may make: a count, so that the same model comes out the same
// on a loaded machine as on an idle one. Time is a wall-clock guard
// against checks that run long, which only a model whose checks are
// unusually hard reaches (and then what is printed depends on the load).
// Work bounds each check by the solver's count of its work (as
// Limits.Work does a validation's), so that without Time no check runs
// without end; a check that reaches it keeps its conjunct. 0: no bound.
type MinimizeBudget struct {
	Checks int
	Time   time.Duration
	Work   uint64
}

// solver returns a solver from newSolver bounded by b.Work.
func (b MinimizeBudget) solver(f *chc.Factory, newSolver smt.NewSolver) (smt.Solver, error) {
	return bounded(b.Work, func() (smt.Solver, error) { return newSolver(f) })
}

// spent reports whether st's checks have used up b.
func (b MinimizeBudget) spent(st *MinimizeStats) bool { return b.Checks > 0 && st.Checks >= b.Checks }

// Minimize returns m with each interpretation that is a conjunction
// made smaller and reordered for reading: a conjunct is dropped only
// when a solver proves it implied by the conjuncts kept (so the result is
// equivalent to m, interpretation by interpretation), and the conjuncts
// that the queries need (those in an unsat core of each query clause
// under m) come first, in their original order, then the others.
//
// A check that is not decided keeps its conjunct, and when the budget or
// ctx runs out the rest is kept as it is. Minimize is for printing: the
// result is equivalent to m by construction, but callers validate what
// they print, as for any model. An error is a solver failure.
func Minimize(ctx context.Context, s *chc.System, m chc.Model, newSolver smt.NewSolver, budget MinimizeBudget) (chc.Model, MinimizeStats, error) {
	var st MinimizeStats
	if budget.Time > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, budget.Time)
		defer cancel()
	}
	out := make(chc.Model, len(m))
	for p, in := range m {
		out[p] = in
	}
	if !minimizable(m) {
		for _, in := range m {
			n := len(conjuncts(in.Body))
			st.Before, st.After = st.Before+n, st.After+n
		}
		return out, st, nil
	}
	need, err := neededConjuncts(ctx, s, m, newSolver, budget, &st)
	if err != nil {
		return m, st, err
	}
	done := map[memoKey][]*chc.Term{}
	for _, p := range s.Preds {
		in, ok := m[p]
		if !ok {
			continue
		}
		cs := conjuncts(in.Body)
		st.Before += len(cs)
		if len(cs) > 1 && chc.Size(in.Body) > maxMinimizeSize {
			st.Large++
		} else if len(cs) > 1 {
			cs = orderConjuncts(cs, need[p])
			key := memoKey{in.Body, needMask(cs, need[p])}
			kept, ok := done[key]
			if ok {
				st.Reused++
			} else if kept, err = dropImplied(ctx, s.Terms, cs, need[p], newSolver, budget, &st); err != nil {
				return m, st, fmt.Errorf("minimizing the interpretation of %s: %w", p.Name, err)
			}
			done[key] = kept
			out[p] = chc.Interp{Params: in.Params, Body: s.Terms.And(kept...)}
			cs = kept
		}
		st.After += len(cs)
	}
	return out, st, nil
}

// minimizable reports whether some interpretation of m is a conjunction
// of at most maxMinimizeSize subterms: without one, Minimize has nothing
// to drop, and the order the queries' cores would give is not worth their
// checks.
func minimizable(m chc.Model) bool {
	for _, in := range m {
		if in.Body.Op() == chc.OpAnd && chc.Size(in.Body) <= maxMinimizeSize {
			return true
		}
	}
	return false
}

// needMask says which of cs (in order) are in need, one byte each.
func needMask(cs []*chc.Term, need map[*chc.Term]bool) string {
	b := make([]byte, len(cs))
	for i, c := range cs {
		b[i] = '0'
		if need[c] {
			b[i] = '1'
		}
	}
	return string(b)
}

// conjuncts returns the conjuncts of t (t itself when it is no
// conjunction).
func conjuncts(t *chc.Term) []*chc.Term {
	if t.Op() == chc.OpAnd {
		return t.Args()
	}
	return []*chc.Term{t}
}

// orderConjuncts puts the conjuncts in need first, keeping the relative
// order within each part.
func orderConjuncts(cs []*chc.Term, need map[*chc.Term]bool) []*chc.Term {
	out := make([]*chc.Term, 0, len(cs))
	for _, c := range cs {
		if need[c] {
			out = append(out, c)
		}
	}
	for _, c := range cs {
		if !need[c] {
			out = append(out, c)
		}
	}
	return out
}

// dropImplied removes, last first and those the queries do not need
// before those they do, each conjunct that the others kept imply.
func dropImplied(ctx context.Context, f *chc.Factory, cs []*chc.Term, need map[*chc.Term]bool, newSolver smt.NewSolver, budget MinimizeBudget, st *MinimizeStats) ([]*chc.Term, error) {
	if budget.spent(st) {
		return cs, nil
	}
	sol, err := budget.solver(f, newSolver)
	if err != nil {
		return cs, err
	}
	defer sol.Close()
	guards := make([]*chc.Term, len(cs))
	for i, c := range cs {
		guards[i] = f.Var("keep!"+strconv.Itoa(i), chc.BoolSort)
		if err := sol.Assert(f.Implies(guards[i], c)); err != nil {
			return cs, err
		}
	}
	kept := make([]bool, len(cs))
	for i := range kept {
		kept[i] = true
	}
	var order []int
	for _, pass := range []bool{false, true} {
		for i := len(cs) - 1; i >= 0; i-- {
			if need[cs[i]] == pass {
				order = append(order, i)
			}
		}
	}
	for _, i := range order {
		if ctx.Err() != nil || budget.spent(st) {
			break
		}
		implied, err := impliedByOthers(ctx, sol, f, cs, guards, kept, i, st)
		if err != nil {
			return cs, err
		}
		if implied {
			kept[i] = false
		}
	}
	var out []*chc.Term
	for i, c := range cs {
		if kept[i] {
			out = append(out, c)
		}
	}
	return out, nil
}

// impliedByOthers checks whether the kept conjuncts other than cs[i]
// imply cs[i]: the solver must answer unsat on their conjunction with
// not cs[i].
func impliedByOthers(ctx context.Context, sol smt.Solver, f *chc.Factory, cs, guards []*chc.Term, kept []bool, i int, st *MinimizeStats) (bool, error) {
	if err := sol.Push(); err != nil {
		return false, err
	}
	if err := sol.Assert(f.Not(cs[i])); err != nil {
		sol.Pop(1)
		return false, err
	}
	var assume []*chc.Term
	for j, g := range guards {
		if kept[j] && j != i {
			assume = append(assume, g)
		}
	}
	st.Checks++
	r, err := sol.Check(ctx, assume...)
	if perr := sol.Pop(1); perr != nil && err == nil {
		err = perr
	}
	if err != nil && ctx.Err() != nil {
		st.Unknown++
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if r == smt.Unknown {
		st.Unknown++
	}
	return r == smt.Unsat, nil
}

// neededConjuncts returns, per predicate, the conjuncts of its
// interpretation in an unsat core of some query clause: the query's
// constraint with each body atom replaced by its interpretation, a
// conjunct of an interpretation being assumed through one guard for all
// its instances. A query the solver cannot refute (which a valid model
// never gives) contributes nothing.
func neededConjuncts(ctx context.Context, s *chc.System, m chc.Model, newSolver smt.NewSolver, budget MinimizeBudget, st *MinimizeStats) (map[*chc.Pred]map[*chc.Term]bool, error) {
	need := map[*chc.Pred]map[*chc.Term]bool{}
	f := s.Terms
	for ci, c := range s.Clauses {
		if c.Head != nil || len(c.Body) == 0 || ctx.Err() != nil || budget.spent(st) {
			continue
		}
		if instancesSize(m, c) > maxMinimizeSize {
			st.Large++
			continue
		}
		if err := queryCore(ctx, f, m, c, ci, budget, newSolver, need, st); err != nil {
			return nil, err
		}
	}
	return need, nil
}

// instancesSize is the size of the interpretations of c's body atoms,
// each counted once.
func instancesSize(m chc.Model, c *chc.Clause) int {
	seen := map[*chc.Pred]bool{}
	n := 0
	for _, a := range c.Body {
		if in, ok := m[a.Pred]; ok && !seen[a.Pred] {
			seen[a.Pred] = true
			n += chc.Size(in.Body)
		}
	}
	return n
}

// queryCore adds the conjuncts in an unsat core of query clause c to
// need.
func queryCore(ctx context.Context, f *chc.Factory, m chc.Model, c *chc.Clause, ci int, budget MinimizeBudget, newSolver smt.NewSolver, need map[*chc.Pred]map[*chc.Term]bool, st *MinimizeStats) error {
	sol, err := budget.solver(f, newSolver)
	if err != nil {
		return err
	}
	defer sol.Close()
	if err := sol.Assert(c.Constraint); err != nil {
		return err
	}
	type owner struct {
		p *chc.Pred
		c *chc.Term
	}
	guardOf := map[owner]*chc.Term{}
	whose := map[*chc.Term]owner{}
	var guards []*chc.Term // in order of creation, for determinism
	for _, a := range c.Body {
		in, ok := m[a.Pred]
		if !ok || len(in.Params) != len(a.Args) {
			return nil
		}
		sub := make(map[*chc.Term]*chc.Term, len(a.Args))
		for k, v := range in.Params {
			sub[v] = a.Args[k]
		}
		for _, cj := range conjuncts(in.Body) {
			o := owner{a.Pred, cj}
			g, ok := guardOf[o]
			if !ok {
				g = f.Var("need!"+strconv.Itoa(ci)+"!"+strconv.Itoa(len(guardOf)), chc.BoolSort)
				guardOf[o], whose[g] = g, o
				guards = append(guards, g)
			}
			if err := sol.Assert(f.Implies(g, f.Subst(cj, sub))); err != nil {
				return err
			}
		}
	}
	st.Checks++
	r, err := sol.Check(ctx, guards...)
	if err != nil || r != smt.Unsat {
		return nil // no core: the order stays as it is
	}
	core, err := sol.Core()
	if err != nil {
		return nil
	}
	for _, g := range core {
		if o, ok := whose[g]; ok {
			if need[o.p] == nil {
				need[o.p] = map[*chc.Term]bool{}
			}
			need[o.p][o.c] = true
		}
	}
	return nil
}

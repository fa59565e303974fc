package si

import (
	"context"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/unroll"
)

// unfolding is the partially inlined derivation tree of the query clauses
// in one incremental solver (see the package comment): an unroll.Tree
// whose open nodes are the call sites not yet inlined, each asserted to
// satisfy its predicate's summary when used.
type unfolding struct {
	s       *chc.System
	f       *chc.Factory
	sol     smt.Solver
	summary chc.Model // nil: none
	stats   *result.Stats
	tree    *unroll.Tree[*chc.Term, *chc.Term]
	inlined int // nodes inlined
}

// node is one call site: an occurrence of a body atom in a clause
// instance; inlining it expands it in the tree.
type node = unroll.Node[*chc.Term, *chc.Term]

func newUnfolding(s *chc.System, sol smt.Solver, summary chc.Model, stats *result.Stats) *unfolding {
	return &unfolding{s: s, f: s.Terms, sol: sol, summary: summary, stats: stats}
}

// start asserts the query clauses, one selector each, and the goal literal
// implying one of them.
func (u *unfolding) start() error {
	t, err := unroll.NewTree(u.s, unroll.NewSMT(u.f, u.sol, "si#"), u.summarize)
	u.tree = t
	return err
}

// summarize asserts that a used node satisfies its predicate's summary.
func (u *unfolding) summarize(n *node) error {
	in, ok := u.summary.Instantiate(u.f, chc.Atom{Pred: n.Pred, Args: n.Args})
	if !ok || in.IsTrue() {
		return nil
	}
	return u.sol.Assert(u.f.Implies(n.Used, in))
}

// size is the number of nodes and clause instances made.
func (u *unfolding) size() int { return u.tree.Nodes() + u.tree.Choices() }

// inline defines each node of ns by the clauses with its predicate as head.
func (u *unfolding) inline(ctx context.Context, ns []*node) error {
	for _, n := range ns {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("inlining: %w", err)
		}
		if n.Expanded() {
			continue
		}
		if err := u.tree.Expand(n); err != nil {
			return err
		}
		u.inlined++
	}
	u.stats.Add("si inlined", int64(len(ns)))
	u.stats.Max("si nodes", int64(u.size()))
	return nil
}

// check asks for a derivation of false with the open nodes that blocked
// accepts assumed unused.
func (u *unfolding) check(ctx context.Context, blocked func(*node) bool) (smt.Result, map[*chc.Term]*node, error) {
	assume := []*chc.Term{u.tree.Goal()}
	lits := map[*chc.Term]*node{}
	for _, n := range u.tree.Open() {
		if blocked(n) {
			l := u.f.Not(n.Used)
			assume = append(assume, l)
			lits[l] = n
		}
	}
	start := time.Now()
	r, err := u.sol.Check(ctx, assume...)
	u.stats.Add("si queries", 1)
	u.stats.AddDuration("si smt time", time.Since(start))
	return r, lits, err
}

// path returns the open nodes on the derivation the model selects: from
// the first selected query clause down through the first selected clause
// of each inlined node.
func (u *unfolding) path() ([]*node, error) { return u.tree.Frontier() }

// counterexample reads the derivation the model selects; every node on
// it must be inlined (path returned nothing).
func (u *unfolding) counterexample() (result.Result, error) {
	d, err := u.tree.Derivation()
	if err != nil {
		return result.Result{}, err
	}
	return result.Result{Status: chc.Unsat, Derivation: d}, nil
}

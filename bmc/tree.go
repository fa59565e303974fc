package bmc

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// tree unfolds derivation trees of a non-linear system breadth-first in one
// incremental solver. Each node stands for one atom occurrence of a predicate
// with its own argument copies and a Bool "used". Expanding a node asserts,
// for each clause with its predicate as head, a selector implying the
// clause's constraint over fresh variables, the head equal to the node's
// arguments, and a new child node per body atom, used and equal to the
// atom's arguments; "used" implies one of the selectors. Unexpanded leaves
// are assumed unused, so a model is a complete derivation. The roots are the
// query clauses, used through the goal literal.
type tree struct {
	s      *chc.System
	f      *chc.Factory
	sol    smt.Solver
	opt    Options
	stats  *result.Stats
	log    *slog.Logger
	heads  map[*chc.Pred][]int // clause indices by head predicate
	nodes  []*node
	leaves []*node
	goal   *chc.Term
	roots  []*choice
}

type node struct {
	pred    *chc.Pred
	args    []*chc.Term
	used    *chc.Term
	choices []*choice
}

type choice struct {
	c        *chc.Clause
	sel      *chc.Term
	ren      map[*chc.Term]*chc.Term
	vars     []*chc.Term
	children []*node
}

func newTree(s *chc.System, sol smt.Solver, opt Options, stats *result.Stats) *tree {
	t := &tree{s: s, f: s.Terms, sol: sol, opt: opt, stats: stats, heads: map[*chc.Pred][]int{}, log: opt.logger()}
	for i, c := range s.Clauses {
		if c.Head != nil {
			t.heads[c.Head.Pred] = append(t.heads[c.Head.Pred], i)
		}
	}
	return t
}

func (t *tree) run(ctx context.Context) (result.Result, error) {
	var sels []*chc.Term
	for ci, c := range t.s.Clauses {
		if c.IsQuery() {
			ch, err := t.instantiate(ci, nil)
			if err != nil {
				return result.Result{}, err
			}
			t.roots = append(t.roots, ch)
			sels = append(sels, ch.sel)
		}
	}
	t.goal = t.f.Var("goal", chc.BoolSort)
	if err := t.sol.Assert(t.f.Implies(t.goal, t.f.Or(sels...))); err != nil {
		return result.Result{}, err
	}
	for depth := 0; t.opt.MaxDepth == 0 || depth < t.opt.MaxDepth; depth++ {
		t.stats.Max("bmc depth", int64(depth))
		t.log.Info("bmc depth", "depth", depth, "unrolling", "tree", "nodes", len(t.nodes)+len(t.leaves))
		r, err := t.check(ctx)
		if err != nil {
			return result.Result{}, err
		}
		switch r {
		case smt.Sat:
			return t.counterexample()
		case smt.Unknown:
			return unknown(result.GaveUp, "solver unknown at depth %d: %s", depth, t.sol.Reason()), nil
		}
		if len(t.leaves) == 0 {
			return unknown(result.GaveUp, "no derivation of false exists, but the tree unfolding builds no model"), nil
		}
		if err := t.expandLeaves(ctx); err != nil {
			if errors.Is(err, errNodeCap) {
				return unknown(result.Bound, "tree unfolding reached the cap of %d nodes (MaxNodes) while expanding depth %d", t.opt.MaxNodes, depth+1), nil
			}
			return result.Result{}, err
		}
	}
	return unknown(result.Bound, "%d levels reached (MaxDepth)", t.opt.MaxDepth), nil
}

// check asks for a complete derivation: the goal, with every leaf unused.
func (t *tree) check(ctx context.Context) (smt.Result, error) {
	assume := make([]*chc.Term, 0, len(t.leaves)+1)
	assume = append(assume, t.goal)
	for _, n := range t.leaves {
		assume = append(assume, t.f.Not(n.used))
	}
	start := time.Now()
	r, err := t.sol.Check(ctx, assume...)
	t.stats.Add("smt queries", 1)
	t.stats.AddDuration("smt time", time.Since(start))
	t.log.Debug("bmc check", "result", r, "time", time.Since(start), "leaves", len(t.leaves))
	return r, err
}

// errNodeCap stops an expansion that would make more than MaxNodes nodes.
var errNodeCap = errors.New("bmc: node cap reached")

// expandLeaves expands every leaf by one level. It checks ctx and the node
// cap as it makes nodes — one level can multiply the tree — and returns
// errNodeCap when the cap is reached, or an error wrapping ctx.Err().
func (t *tree) expandLeaves(ctx context.Context) error {
	leaves := t.leaves
	t.leaves = nil
	defer func() { t.stats.Max("bmc tree nodes", int64(len(t.nodes)+len(t.leaves))) }()
	for i, n := range leaves {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("bmc: expanding the tree: %w", err)
		}
		if len(t.nodes)+len(t.leaves)+len(leaves)-i > t.opt.MaxNodes {
			return errNodeCap
		}
		if err := t.expand(n); err != nil {
			return err
		}
	}
	return nil
}

// expand defines leaf n by the clauses with its predicate as head.
func (t *tree) expand(n *node) error {
	var sels []*chc.Term
	for _, ci := range t.heads[n.pred] {
		ch, err := t.instantiate(ci, n)
		if err != nil {
			return err
		}
		n.choices = append(n.choices, ch)
		sels = append(sels, ch.sel)
	}
	t.nodes = append(t.nodes, n)
	return t.sol.Assert(t.f.Implies(n.used, t.f.Or(sels...)))
}

// instantiate asserts one use of clause ci as a way to derive parent (nil for
// a query root) and makes leaves for its body atoms.
func (t *tree) instantiate(ci int, parent *node) (*choice, error) {
	f := t.f
	c := t.s.Clauses[ci]
	id := len(t.nodes) + len(t.leaves)
	ch := &choice{c: c, sel: f.Var(fmt.Sprintf("s%d#%d", ci, id), chc.BoolSort)}
	if parent != nil {
		ch.sel = f.Var(fmt.Sprintf("s%d#%d.%d", ci, id, len(parent.choices)), chc.BoolSort)
	}
	ch.ren, ch.vars = copyVars(f, c, fmt.Sprintf("c%d#%s", ci, ch.sel.Name()))
	conj := []*chc.Term{f.Subst(c.Constraint, ch.ren)}
	if parent != nil {
		conj = append(conj, f.EqAll(parent.args, f.SubstAll(c.Head.Args, ch.ren)))
	}
	for k, a := range c.Body {
		leaf := t.newLeaf(a.Pred, fmt.Sprintf("%s.%d", ch.sel.Name(), k))
		ch.children = append(ch.children, leaf)
		conj = append(conj, leaf.used, f.EqAll(leaf.args, f.SubstAll(a.Args, ch.ren)))
	}
	return ch, t.sol.Assert(f.Implies(ch.sel, f.And(conj...)))
}

func (t *tree) newLeaf(p *chc.Pred, name string) *node {
	n := &node{pred: p, used: t.f.Var("u"+name, chc.BoolSort), args: make([]*chc.Term, p.Arity())}
	for j, so := range p.Params {
		n.args[j] = t.f.Var(fmt.Sprintf("a%s.%d", name, j), so)
	}
	t.leaves = append(t.leaves, n)
	return n
}

// counterexample reads the derivation out of the model.
func (t *tree) counterexample() (result.Result, error) {
	d, err := chc.ReadDerivation(chc.Unrolling[*choice]{
		Selected: func(ch *choice) (bool, error) { return isTrue(t.sol, ch.sel) },
		Node: func(ch *choice) (*chc.DerivNode, error) {
			env, err := smt.Values(t.sol, ch.vars, ch.ren)
			return &chc.DerivNode{Clause: ch.c, Values: env}, err
		},
		Choices: func(ch *choice) ([][]*choice, error) {
			out := make([][]*choice, len(ch.children))
			for i, n := range ch.children {
				out[i] = n.choices
			}
			return out, nil
		},
	}, t.roots)
	if err != nil {
		return result.Result{}, fmt.Errorf("bmc: %w", err)
	}
	return result.Result{Status: chc.Unsat, Derivation: d}, nil
}

package satbmc

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
)

// tree unfolds derivation trees of a non-linear system breadth-first in one
// incremental solver, as package bmc does over SMT. A node is one atom
// occurrence: a "used" literal and the bits of its arguments (the body
// terms of the clause instance that made it). Expanding a node gives it
// one choice per clause with its predicate as head: a selector implying
// the clause's constraint, its head equal to the node's arguments, and a
// used child node per body atom; "used" implies some selector. Unexpanded
// leaves are assumed unused, so a model is a complete derivation. The roots
// are the query clauses, used through the goal.
type tree struct {
	s      *chc.System
	sol    *sat.Solver
	opt    Options
	stats  *result.Stats
	heads  map[*chc.Pred][]*chc.Clause
	nodes  int
	leaves []*node
	roots  []*choice
}

type node struct {
	pred    *chc.Pred
	args    []sat.Vec
	used    sat.Lit
	choices []*choice
}

type choice struct {
	instance
	children []*node
}

func newTree(s *chc.System, sol *sat.Solver, opt Options, stats *result.Stats) *tree {
	t := &tree{s: s, sol: sol, opt: opt, stats: stats, heads: map[*chc.Pred][]*chc.Clause{}}
	for _, c := range s.Clauses {
		if c.Head != nil {
			t.heads[c.Head.Pred] = append(t.heads[c.Head.Pred], c)
		}
	}
	return t
}

var errNodeCap = errors.New("satbmc: node cap reached")

func (t *tree) run(ctx context.Context) (result.Result, error) {
	var sels []sat.Lit
	for _, c := range t.s.Clauses {
		if c.IsQuery() {
			ch, err := t.instantiate(c, nil)
			if err != nil {
				return result.Result{}, err
			}
			t.roots = append(t.roots, ch)
			sels = append(sels, ch.sel)
		}
	}
	goal := t.sol.Ors(sels...)
	for depth := 0; t.opt.MaxDepth == 0 || depth < t.opt.MaxDepth; depth++ {
		t.stats.Max("satbmc depth", int64(depth))
		assume := []sat.Lit{goal}
		for _, n := range t.leaves {
			assume = append(assume, n.used.Not())
		}
		r, err := t.sol.Solve(ctx, assume...)
		if err != nil {
			return result.Result{}, err
		}
		if r == sat.Sat {
			return t.counterexample()
		}
		if len(t.leaves) == 0 {
			return result.Unknown(result.GaveUp, "no derivation of false exists, but the tree unfolding builds no model"), nil
		}
		if err := t.expandLeaves(ctx); err != nil {
			switch {
			case errors.Is(err, errNodeCap):
				return result.Unknown(result.Bound, "tree unfolding reached the cap of %d nodes (MaxNodes) while expanding depth %d", t.opt.MaxNodes, depth+1), nil
			}
			return result.Result{}, err
		}
	}
	return result.Unknown(result.Bound, "%d levels reached (MaxDepth)", t.opt.MaxDepth), nil
}

// expandLeaves expands every leaf by one level, checking ctx and the node
// cap as it goes.
func (t *tree) expandLeaves(ctx context.Context) error {
	leaves := t.leaves
	t.leaves = nil
	defer func() { t.stats.Max("satbmc tree nodes", int64(t.nodes+len(t.leaves))) }()
	turn := &stint{gate: t.opt.Gate}
	defer turn.leave()
	for i, n := range leaves {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("satbmc: expanding the tree: %w", err)
		}
		if err := turn.yield(ctx); err != nil {
			return err
		}
		if t.nodes+len(t.leaves)+len(leaves)-i > t.opt.MaxNodes {
			return errNodeCap
		}
		var sels []sat.Lit
		for _, c := range t.heads[n.pred] {
			ch, err := t.instantiate(c, n)
			if err != nil {
				return err
			}
			n.choices = append(n.choices, ch)
			sels = append(sels, ch.sel)
		}
		t.nodes++
		t.sol.AssertClause(n.used.Not(), t.sol.Ors(sels...))
	}
	return nil
}

// instantiate encodes one use of c deriving parent (nil for a query root)
// and makes leaves for its body atoms, whose arguments are the blasted
// body terms.
func (t *tree) instantiate(c *chc.Clause, parent *node) (*choice, error) {
	sol := t.sol
	var atoms []sat.AtomBits
	if parent != nil {
		atoms = append(atoms, sat.AtomBits{Terms: c.Head.Args, Bits: parent.args})
	}
	env, eqs, err := bind(sol, c, atoms...)
	if err != nil {
		return nil, err
	}
	con, err := blast(sol, c.Constraint, env)
	if err != nil {
		return nil, err
	}
	conj := append(eqs, con[0])
	ch := &choice{instance: instance{c: c, sel: sol.NewLit(), env: env}}
	for _, a := range c.Body {
		args, err := blastAll(sol, a.Args, env)
		if err != nil {
			return nil, err
		}
		leaf := &node{pred: a.Pred, args: args, used: sol.NewLit()}
		t.leaves = append(t.leaves, leaf)
		ch.children = append(ch.children, leaf)
		conj = append(conj, leaf.used)
	}
	sol.AssertClause(ch.sel.Not(), sol.Ands(conj...))
	return ch, nil
}

// counterexample reads the derivation out of the model.
func (t *tree) counterexample() (result.Result, error) {
	d, err := chc.ReadDerivation(chc.Unrolling[*choice]{
		Selected: func(ch *choice) (bool, error) { return t.sol.LitValue(ch.sel), nil },
		Node:     func(ch *choice) (*chc.DerivNode, error) { return ch.node(t.sol) },
		Choices: func(ch *choice) ([][]*choice, error) {
			out := make([][]*choice, len(ch.children))
			for i, n := range ch.children {
				out[i] = n.choices
			}
			return out, nil
		},
	}, t.roots)
	if err != nil {
		return result.Result{}, fmt.Errorf("satbmc: %w", err)
	}
	return result.Result{Status: chc.Unsat, Derivation: d}, nil
}

package satbmc

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
	"github.com/horn-chc/horn/unroll"
)

// tree unfolds derivation trees of a non-linear system breadth-first in
// one incremental solver (unroll.Tree over bits, as package bmc does over
// SMT; a node's arguments are the bits of the body terms of the clause
// instance that made it). Each round asks for a complete derivation, the
// goal with every leaf unused, and failing that expands every leaf.
type tree struct {
	s     *chc.System
	sol   *sat.Solver
	opt   Options
	stats *result.Stats
	u     *unroll.Tree[sat.Lit, sat.Vec]
}

func newTree(s *chc.System, sol *sat.Solver, opt Options, stats *result.Stats) *tree {
	return &tree{s: s, sol: sol, opt: opt, stats: stats}
}

var errNodeCap = errors.New("satbmc: node cap reached")

func (t *tree) run(ctx context.Context) (result.Result, error) {
	u, err := unroll.NewTree(t.s, unroll.NewSAT(t.sol), nil)
	if err != nil {
		return result.Result{}, err
	}
	t.u = u
	for depth := 0; t.opt.MaxDepth == 0 || depth < t.opt.MaxDepth; depth++ {
		t.stats.Max("satbmc depth", int64(depth))
		leaves := u.Open()
		assume := []sat.Lit{u.Goal()}
		for _, n := range leaves {
			assume = append(assume, n.Used.Not())
		}
		r, err := t.sol.Solve(ctx, assume...)
		if err != nil {
			return result.Result{}, err
		}
		if r == sat.Sat {
			d, err := u.Derivation()
			if err != nil {
				return result.Result{}, fmt.Errorf("satbmc: %w", err)
			}
			return result.Result{Status: chc.Unsat, Derivation: d}, nil
		}
		if len(leaves) == 0 {
			return result.Unknown(result.GaveUp, "no derivation of false exists, but the tree unfolding builds no model"), nil
		}
		if err := t.expand(ctx, leaves); err != nil {
			if errors.Is(err, errNodeCap) {
				return result.Unknown(result.Bound, "tree unfolding reached the cap of %d nodes (MaxNodes) while expanding depth %d", t.opt.MaxNodes, depth+1), nil
			}
			return result.Result{}, err
		}
	}
	return result.Unknown(result.Bound, "%d levels reached (MaxDepth)", t.opt.MaxDepth), nil
}

// expand expands every leaf by one level, checking ctx and the node cap
// (errNodeCap before an expansion that would pass it) and passing through
// the gate as it goes.
func (t *tree) expand(ctx context.Context, leaves []*unroll.Node[sat.Lit, sat.Vec]) error {
	defer func() { t.stats.Max("satbmc tree nodes", int64(t.u.Nodes())) }()
	turn := &stint{gate: t.opt.Gate}
	defer turn.leave()
	for _, n := range leaves {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("satbmc: expanding the tree: %w", err)
		}
		if err := turn.yield(ctx); err != nil {
			return err
		}
		if t.u.Nodes()+t.u.Growth(n) > t.opt.MaxNodes {
			return errNodeCap
		}
		if err := t.u.Expand(n); err != nil {
			return err
		}
	}
	return nil
}

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
	"github.com/horn-chc/horn/unroll"
)

// tree unfolds derivation trees of a non-linear system breadth-first in
// one incremental solver (unroll.Tree): each round asks for a complete
// derivation, the goal with every leaf (open node) unused, and failing
// that expands every leaf by one level.
type tree struct {
	f     *chc.Factory
	sol   smt.Solver
	opt   Options
	stats *result.Stats
	log   *slog.Logger
	u     *unroll.Tree[*chc.Term, *chc.Term]
}

func newTree(s *chc.System, sol smt.Solver, opt Options, stats *result.Stats) *tree {
	return &tree{f: s.Terms, sol: sol, opt: opt, stats: stats, log: opt.logger()}
}

func (t *tree) run(ctx context.Context, s *chc.System) (result.Result, error) {
	u, err := unroll.NewTree(s, unroll.NewSMT(s.Terms, t.sol, ""), nil)
	if err != nil {
		return result.Result{}, fmt.Errorf("bmc: %w", err)
	}
	t.u = u
	for depth := 0; t.opt.MaxDepth == 0 || depth < t.opt.MaxDepth; depth++ {
		t.stats.Max("bmc depth", int64(depth))
		t.log.Info("bmc depth", "depth", depth, "unrolling", "tree", "nodes", u.Nodes())
		leaves := u.Open()
		r, err := t.check(ctx, leaves)
		if err != nil {
			return result.Result{}, err
		}
		switch r {
		case smt.Sat:
			d, err := u.Derivation()
			if err != nil {
				return result.Result{}, fmt.Errorf("bmc: %w", err)
			}
			return result.Result{Status: chc.Unsat, Derivation: d}, nil
		case smt.Unknown:
			return unknown(result.GaveUp, "solver unknown at depth %d: %s", depth, t.sol.Reason()), nil
		}
		if len(leaves) == 0 {
			return unknown(result.GaveUp, "no derivation of false exists, but the tree unfolding builds no model"), nil
		}
		if err := t.expand(ctx, leaves); err != nil {
			if errors.Is(err, errNodeCap) {
				return unknown(result.Bound, "tree unfolding reached the cap of %d nodes (MaxNodes) while expanding depth %d", t.opt.MaxNodes, depth+1), nil
			}
			return result.Result{}, err
		}
	}
	return unknown(result.Bound, "%d levels reached (MaxDepth)", t.opt.MaxDepth), nil
}

// check asks for a complete derivation: the goal, with every leaf unused.
func (t *tree) check(ctx context.Context, leaves []*unroll.Node[*chc.Term, *chc.Term]) (smt.Result, error) {
	assume := make([]*chc.Term, 0, len(leaves)+1)
	assume = append(assume, t.u.Goal())
	for _, n := range leaves {
		assume = append(assume, t.f.Not(n.Used))
	}
	start := time.Now()
	r, err := t.sol.Check(ctx, assume...)
	t.stats.Add("smt queries", 1)
	t.stats.AddDuration("smt time", time.Since(start))
	t.log.Debug("bmc check", "result", r, "time", time.Since(start), "leaves", len(leaves))
	return r, err
}

// errNodeCap stops an expansion that would make more than MaxNodes nodes.
var errNodeCap = errors.New("bmc: node cap reached")

// expand expands every leaf by one level. It checks ctx and the node cap
// as it makes nodes — one level can multiply the tree — and returns
// errNodeCap before an expansion that would pass the cap, or an error
// wrapping ctx.Err().
func (t *tree) expand(ctx context.Context, leaves []*unroll.Node[*chc.Term, *chc.Term]) error {
	defer func() { t.stats.Max("bmc tree nodes", int64(t.u.Nodes())) }()
	for _, n := range leaves {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("bmc: expanding the tree: %w", err)
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

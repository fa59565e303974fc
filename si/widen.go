package si

import (
	"context"

	"github.com/horn-chc/horn/result"
)

// underWiden is Legion's UnderWidenSI. Each round asks the
// under-approximation, every open node blocked by an assumption: a model is
// a derivation of false; otherwise the unsat core over the assumptions
// names the blocked nodes that the refutation needed, and exactly those
// within the recursion bound are inlined (widening the under-approximation
// where it matters). A core without blocking literals shows that no
// derivation of false exists whatever the open nodes derive (within their
// summaries): it returns safe. A core whose blocked nodes are all beyond
// the bound raises a growing bound to the shallowest of them, and gives
// Unknown under a fixed one.
func (e *Engine) underWiden(ctx context.Context, u *unfolding) (result.Result, bool, error) {
	b := newBound(e.opt.RecursionBound)
	for round := 0; ; round++ {
		res, lits, done, err := e.underApprox(ctx, u, round)
		if done {
			return res, false, err
		}
		core, err := u.sol.Core()
		if err != nil {
			return result.Result{}, false, err
		}
		var blocked []*node
		for _, l := range core {
			if n, ok := lits[l]; ok {
				blocked = append(blocked, n)
			}
		}
		u.stats.Add("si core nodes", int64(len(blocked)))
		if len(blocked) == 0 {
			return result.Result{}, true, nil
		}
		next := b.within(blocked)
		if len(next) == 0 {
			if !b.grow {
				return result.Unknown(result.Bound, "no derivation of false with recursion bound %d, and the refutation needs nodes beyond it", b.n), false, nil
			}
			low := blocked[0].Depth
			for _, n := range blocked {
				low = min(low, n.Depth)
			}
			b.n = low + 1
			u.stats.Max("si recursion bound", int64(b.n))
			next = b.within(blocked)
		}
		if err := u.inline(ctx, next); err != nil {
			return result.Result{}, false, err
		}
	}
}

package si

import (
	"context"

	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// overRef is Corral's OverRefSI. Each round asks the under-approximation
// (every open node blocked: a model is a derivation of false), then the
// over-approximation (open nodes free under their summaries: unsat is
// safety); a model of the latter has open nodes on its derivation path,
// and those within the recursion bound are inlined. When all of them are
// beyond the bound, the over-approximation is asked again with the nodes
// beyond the bound blocked, so that derivations within the bound are found
// first; if it is unsat, the bound grows (or, when it is fixed, the answer
// is Unknown). It returns safe when the over-approximation is unsat.
func (e *Engine) overRef(ctx context.Context, u *unfolding) (result.Result, bool, error) {
	b := newBound(e.opt.RecursionBound)
	for round := 0; ; round++ {
		if res, _, done, err := e.underApprox(ctx, u, round); done {
			return res, false, err
		}
		r, _, err := u.check(ctx, never)
		if err != nil {
			return result.Result{}, false, err
		}
		switch r {
		case smt.Unsat:
			return result.Result{}, true, nil
		case smt.Unknown:
			return solverUnknown(u, "the over-approximation"), false, nil
		}
		path, err := u.path()
		if err != nil {
			return result.Result{}, false, err
		}
		next := b.within(path)
		if len(next) == 0 {
			// Every open node on the path is beyond the bound: look for a
			// path within it.
			r, _, err = u.check(ctx, b.beyond)
			if err != nil {
				return result.Result{}, false, err
			}
			switch r {
			case smt.Unsat:
				if !b.raise() {
					return result.Unknown(result.Bound, "no derivation of false with recursion bound %d, and the over-approximation needs nodes beyond it", b.n), false, nil
				}
				u.stats.Max("si recursion bound", int64(b.n))
				continue
			case smt.Unknown:
				return solverUnknown(u, "the bounded over-approximation"), false, nil
			}
			if path, err = u.path(); err != nil {
				return result.Result{}, false, err
			}
			if len(path) == 0 {
				cex, err := u.counterexample()
				return cex, false, err
			}
			next = path
		}
		if err := u.inline(ctx, next); err != nil {
			return result.Result{}, false, err
		}
	}
}

// bound is the recursion bound, fixed or growing.
type bound struct {
	n    int
	grow bool
}

func newBound(n int) *bound {
	if n <= 0 {
		return &bound{n: 1, grow: true}
	}
	return &bound{n: n}
}

// beyond reports whether n may not be inlined under the bound.
func (b *bound) beyond(n *node) bool { return n.Depth >= b.n }

// within returns the nodes of ns that may be inlined.
func (b *bound) within(ns []*node) []*node {
	var out []*node
	for _, n := range ns {
		if !b.beyond(n) {
			out = append(out, n)
		}
	}
	return out
}

// raise grows a growing bound by one; false when the bound is fixed.
func (b *bound) raise() bool {
	if b.grow {
		b.n++
	}
	return b.grow
}

func always(*node) bool { return true }
func never(*node) bool  { return false }

// solverUnknown is the Unknown answer for a check the solver could not
// decide.
func solverUnknown(u *unfolding, what string) result.Result {
	return result.Unknown(result.GaveUp, "the solver answered unknown on %s: %s", what, u.sol.Reason())
}

package qarr

import (
	"fmt"
	"math/big"
	"sort"

	"github.com/horn-chc/horn/chc"
)

// Options bound the templates.
type Options struct {
	// MaxTemplates bounds the templates of one predicate, the most
	// specific first; 0: 160.
	MaxTemplates int
	// Orders adds the templates over two bound variables: sortedness
	// and a sorting loop's partition. Z3 answers unknown more often
	// over those, and Houdini then drops a predicate's every candidate,
	// so the engine tries without them first.
	Orders bool
}

// Templates returns, per predicate with an integer-indexed array
// argument, the quantified candidate invariants guessed from its
// arguments' roles (see the package comment), and the strict orders
// between its bounds: a model whose
// interpretations are conjunctions of candidates, for
// houdini.Options.Candidates. Predicates without one are left out.
func Templates(s *chc.System, opt Options) chc.Model {
	if opt.MaxTemplates <= 0 {
		opt.MaxTemplates = 160
	}
	out := chc.Model{}
	for _, p := range s.Preds {
		xs := make([]*chc.Term, p.Arity())
		for j, so := range p.Params {
			xs[j] = s.Terms.Var(fmt.Sprintf("q%d", j), so)
		}
		ts := predTemplates(s, p, xs, opt.MaxTemplates, opt.Orders)
		if len(ts) > 0 {
			out[p] = chc.Interp{Params: xs, Body: s.Terms.And(ts...)}
		}
	}
	return out
}

// gen collects one predicate's templates.
type gen struct {
	f     *chc.Factory
	k, l  *chc.Term // the bound variables
	out   []*chc.Term
	seen  map[*chc.Term]bool
	limit int
}

// add adds ∀k. guard → prop (∀k l. … when l occurs).
func (g *gen) add(guard, prop *chc.Term) {
	if len(g.out) >= g.limit {
		return
	}
	q, err := g.f.Forall([]*chc.Term{g.k, g.l}, g.f.Implies(guard, prop))
	if err != nil || q.Op() != chc.OpForall || g.seen[q] {
		return
	}
	g.seen[q] = true
	g.out = append(g.out, q)
}

// predTemplates returns p's templates over its parameters xs.
func predTemplates(s *chc.System, p *chc.Pred, xs []*chc.Term, limit int, orders bool) []*chc.Term {
	f := s.Terms
	var arrs []*chc.Term
	for _, x := range xs {
		if x.Sort().Kind() == chc.KindArray && x.Sort().Index() == chc.IntSort {
			arrs = append(arrs, x)
		}
	}
	if len(arrs) == 0 {
		return nil
	}
	r := findRoles(s, p)
	bounds, values := pick(xs, r.bounds), pick(xs, r.values)
	g := &gen{f: f, k: f.BoundVar("k", chc.IntSort), l: f.BoundVar("l", chc.IntSort), seen: map[*chc.Term]bool{}, limit: limit}
	ends := append(append([]*chc.Term(nil), bounds...), constBounds(s, p)...)
	ranges := g.ranges(ends)
	g.guarded(s, p, xs, ends, g.mined(s, p, xs, ranges))
	consts := sortedConsts(f, r.consts)
	// Tiers, most specific first: equal cells of two arrays, constant
	// cells, cells against a value argument, then order properties.
	for _, rg := range ranges {
		for i, a := range arrs {
			for _, b := range arrs[i+1:] {
				if a.Sort() == b.Sort() {
					g.add(rg, f.Eq(f.Select(a, g.k), f.Select(b, g.k)))
				}
			}
		}
	}
	for _, rg := range ranges {
		for _, a := range arrs {
			g.cellConsts(rg, f.Select(a, g.k), consts)
		}
	}
	for _, rg := range ranges {
		for _, a := range arrs {
			if a.Sort().Elem() != chc.IntSort {
				continue
			}
			cell := f.Select(a, g.k)
			for _, v := range values {
				g.add(rg, f.Eq(cell, v))
				g.add(rg, f.Not(f.Eq(cell, v)))
				g.add(rg, f.Le(cell, v))
				g.add(rg, f.Le(v, cell))
			}
			// Against the cell at a bound (a pass of bubble sort: every
			// cell before i at most a[i]).
			for _, x := range bounds {
				g.add(rg, f.Le(cell, f.Select(a, x)))
				g.add(rg, f.Le(f.Select(a, x), cell))
			}
		}
	}
	if orders {
		g.orders(arrs, bounds)
	}
	// The strict orders between bounds, which Houdini's own candidates
	// (non-strict) lack: a loop that stops one before its bound.
	for _, x := range bounds {
		for _, y := range bounds {
			if x != y {
				g.out = append(g.out, f.Lt(x, y))
			}
		}
	}
	return g.out
}

// pick returns the integer parameters at the positions in set.
func pick(xs []*chc.Term, set map[int]bool) []*chc.Term {
	var out []*chc.Term
	for j, x := range xs {
		if set[j] && x.Sort() == chc.IntSort {
			out = append(out, x)
		}
	}
	return out
}

// sortedConsts returns the numerals of set and 0, by value.
func sortedConsts(f *chc.Factory, set map[string]*chc.Term) []*chc.Term {
	out := []*chc.Term{f.Int(0)}
	for _, c := range set {
		if c.Num().Sign() != 0 {
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Num().Cmp(out[j].Num()) < 0 })
	return out
}

// cellConsts adds "cell = c" for the constants c (Int cells), "cell" and
// "¬cell" (Bool cells), "cell = 0" (bit-vector cells).
func (g *gen) cellConsts(rg, cell *chc.Term, consts []*chc.Term) {
	f := g.f
	switch so := cell.Sort(); {
	case so == chc.IntSort:
		for _, c := range consts {
			g.add(rg, f.Eq(cell, c))
		}
	case so == chc.BoolSort:
		g.add(rg, cell)
		g.add(rg, f.Not(cell))
	case so.IsBitVec():
		g.add(rg, f.Eq(cell, f.BV(new(big.Int), so.Width())))
	}
}

// ranges returns the guards over k: 0 ≤ k < x and k < x, x ≤ k for
// each bound x, x ≤ k < y for two, and true (every cell).
func (g *gen) ranges(bounds []*chc.Term) []*chc.Term {
	f, k := g.f, g.k
	var out []*chc.Term
	zero := f.Int(0)
	for _, x := range bounds {
		out = append(out, f.And(f.Le(zero, k), f.Lt(k, x)))
	}
	for _, x := range bounds {
		for _, y := range bounds {
			if x != y {
				out = append(out, f.And(f.Le(x, k), f.Lt(k, y)))
			}
		}
	}
	for _, x := range bounds {
		out = append(out, f.Lt(k, x), f.Le(x, k))
	}
	return append(out, f.True())
}

// orders adds, for integer cells, sortedness over 0 ≤ k ≤ l < x and a
// sorting loop's partition 0 ≤ k < x ≤ l < y (every cell before x at
// most every cell from x on).
func (g *gen) orders(arrs, bounds []*chc.Term) {
	f, k, l := g.f, g.k, g.l
	zero := f.Int(0)
	for _, a := range arrs {
		if a.Sort().Elem() != chc.IntSort {
			continue
		}
		le := f.Le(f.Select(a, k), f.Select(a, l))
		for _, x := range bounds {
			g.add(f.And(f.Le(zero, k), f.Le(k, l), f.Lt(l, x)), le)
			for _, y := range bounds {
				if x != y {
					g.add(f.And(f.Le(zero, k), f.Lt(k, x), f.Le(x, l), f.Lt(l, y)), le)
				}
			}
		}
	}
}

package qarr

import (
	"fmt"
	"math/big"
	"sort"

	"github.com/horn-chc/horn/chc"
)

// Options bound the templates.
type Options struct {
	// MaxTemplates bounds the templates of one predicate, taken from
	// each kind of property in turn; 0: defaultMaxTemplates.
	MaxTemplates int
	// Orders adds the templates over two bound variables: sortedness
	// and a sorting loop's partition. Z3 answers unknown more often
	// over those, and Houdini then drops a predicate's every candidate,
	// so the engine tries without them first.
	Orders bool
}

// defaultMaxTemplates is Options.MaxTemplates' default.
const defaultMaxTemplates = 200

// Templates returns, per predicate with an integer-indexed array
// argument, the quantified candidate invariants guessed from its
// arguments' roles (see the package comment), and the strict orders
// between its bounds: a model whose
// interpretations are conjunctions of candidates, for
// houdini.Options.Candidates. Predicates without one are left out.
func Templates(s *chc.System, opt Options) chc.Model {
	if opt.MaxTemplates <= 0 {
		opt.MaxTemplates = defaultMaxTemplates
	}
	rs := map[*chc.Pred]roles{}
	for _, p := range s.Preds {
		rs[p] = findRoles(s, p)
	}
	spreadRoles(s, rs)
	out := chc.Model{}
	for _, p := range s.Preds {
		xs := make([]*chc.Term, p.Arity())
		for j, so := range p.Params {
			xs[j] = s.Terms.Var(fmt.Sprintf("q%d", j), so)
		}
		ts := predTemplates(s, p, xs, rs[p], opt.MaxTemplates, opt.Orders)
		if len(ts) > 0 {
			out[p] = chc.Interp{Params: xs, Body: s.Terms.And(ts...)}
		}
	}
	return out
}

// gen collects one predicate's templates, in tiers (kinds of
// property) that out interleaves.
type gen struct {
	f     *chc.Factory
	k, l  *chc.Term // the bound variables
	tiers [][]*chc.Term
	facts []*chc.Term // quantifier-free templates, all kept
	extra int         // templates beyond the caller's limit (mined, guarded)
	seen  map[*chc.Term]bool
}

// tier starts a new tier: the templates added from now on.
func (g *gen) tier() { g.tiers = append(g.tiers, nil) }

// add adds ∀k. guard → prop (∀k l. … when l occurs) to the current
// tier.
func (g *gen) add(guard, prop *chc.Term) {
	q, err := g.f.Forall([]*chc.Term{g.k, g.l}, g.f.Implies(guard, prop))
	if err != nil || q.Op() != chc.OpForall || g.seen[q] {
		return
	}
	if len(g.tiers) == 0 {
		g.tier()
	}
	g.seen[q] = true
	g.tiers[len(g.tiers)-1] = append(g.tiers[len(g.tiers)-1], q)
}

// out returns the facts and at most limit (plus extra) templates, taken
// from the tiers in turn
// (each tier's first, then each one's second, …), so that no kind of
// property crowds out the others on a predicate with many bounds.
func (g *gen) out(limit int) []*chc.Term {
	out := append([]*chc.Term(nil), g.facts...)
	limit += len(g.facts) + g.extra
	for i := 0; len(out) < limit; i++ {
		more := false
		for _, t := range g.tiers {
			if i < len(t) && len(out) < limit {
				out = append(out, t[i])
				more = true
			}
		}
		if !more {
			break
		}
	}
	return out
}

// predTemplates returns p's templates over its parameters xs, whose
// roles are r.
func predTemplates(s *chc.System, p *chc.Pred, xs []*chc.Term, r roles, limit int, orders bool) []*chc.Term {
	f := s.Terms
	var arrs, grids []*chc.Term
	for _, x := range xs {
		if so := x.Sort(); so.Kind() == chc.KindArray && so.Index() == chc.IntSort {
			if el := so.Elem(); el.Kind() == chc.KindArray && el.Index() == chc.IntSort {
				grids = append(grids, x)
			} else {
				arrs = append(arrs, x)
			}
		}
	}
	if len(arrs) == 0 && len(grids) == 0 {
		return nil
	}
	bounds, values := pick(xs, r.bounds), pick(xs, r.values)
	g := &gen{f: f, k: f.BoundVar("k", chc.IntSort), l: f.BoundVar("l", chc.IntSort), seen: map[*chc.Term]bool{}}
	ends := numeralEnds(f, r.ends, constBounds(s, p))
	ranges := g.ranges(bounds, ends)
	// The properties the clauses state about one cell come first, in
	// tiers of their own beyond the limit (mined, guarded).
	g.tier()
	props := g.mined(s, p, xs, ranges)
	g.tier()
	g.guarded(s, p, xs, append(append([]*chc.Term(nil), bounds...), ends...), props)
	consts := sortedConsts(f, r.consts)
	strides, offsets := findShapes(s, p)
	// Tiers, most specific first: equal cells of two arrays (also
	// shifted), constant cells, cells against a value argument or the
	// cell at a bound, bounds by constants, the cells along a stride,
	// then order properties; out interleaves them.
	g.tier()
	for _, rg := range ranges {
		for i, a := range arrs {
			for _, b := range arrs[i+1:] {
				if a.Sort() == b.Sort() {
					g.add(rg, f.Eq(f.Select(a, g.k), f.Select(b, g.k)))
				}
			}
		}
	}
	g.tier()
	for _, rg := range ranges {
		for _, a := range arrs {
			g.cellConsts(rg, f.Select(a, g.k), consts)
		}
	}
	g.tier()
	for _, rg := range ranges {
		for _, a := range arrs {
			for _, b := range arrs {
				if a == b || a.Sort() != b.Sort() {
					continue
				}
				for _, sh := range offsets {
					g.add(rg, f.Eq(f.Select(a, g.k), f.Select(b, sh.term(f, xs, g.k))))
				}
			}
		}
	}
	g.tier()
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
	g.tier()
	for _, rg := range ranges {
		for _, a := range arrs {
			if a.Sort().Elem() != chc.IntSort {
				continue
			}
			for _, c := range consts {
				g.add(rg, f.Le(c, f.Select(a, g.k)))
				g.add(rg, f.Le(f.Select(a, g.k), c))
			}
		}
	}
	g.tier()
	g.strides(arrs, xs, strides, consts, values)
	g.tier()
	g.grids(grids, bounds, consts, values)
	if orders {
		g.tier()
		g.orders(arrs, bounds)
	}
	out := g.out(limit)
	// The strict orders between bounds, which Houdini's own candidates
	// (non-strict) lack: a loop that stops one before its bound.
	for _, x := range bounds {
		for _, y := range bounds {
			if x != y {
				out = append(out, f.Lt(x, y))
			}
		}
	}
	return out
}

// strides adds the templates over the cells a[b + c·k] of each stride
// (see shape), k ranging up to the stride's counter x (0 ≤ k < x,
// 0 ≤ k ≤ x, and beyond it): equal to another array's cell at the same
// index, to a constant, to the first cell a[b] (a value carried along),
// at most or at least a value argument.
func (g *gen) strides(arrs, xs []*chc.Term, strides []shape, consts, values []*chc.Term) {
	f, k := g.f, g.k
	zero := f.Int(0)
	for _, sh := range strides {
		x := xs[sh.ctr]
		ix := sh.term(f, xs, k)
		first := sh.term(f, xs, zero)
		for _, rg := range []*chc.Term{f.And(f.Le(zero, k), f.Lt(k, x)), f.And(f.Le(zero, k), f.Le(k, x)), f.True(), f.Le(x, k)} {
			for i, a := range arrs {
				cell := f.Select(a, ix)
				for _, b := range arrs[i+1:] {
					if a.Sort() == b.Sort() {
						g.add(rg, f.Eq(cell, f.Select(b, ix)))
					}
				}
				g.cellConsts(rg, cell, consts)
				g.add(rg, f.Eq(cell, f.Select(a, first)))
				if a.Sort().Elem() != chc.IntSort {
					continue
				}
				for _, v := range values {
					g.add(rg, f.Le(cell, v))
					g.add(rg, f.Le(v, cell))
				}
			}
		}
	}
}

// grids adds the templates of two-dimensional arrays A (arrays of
// integer-indexed arrays): the rows filled so far, ∀k l. 0 ≤ k < x ∧
// 0 ≤ l < y → A[k][l] = e, and the row being filled, ∀l. 0 ≤ l < y →
// A[x][l] = e, for bounds x, y (x = y allowed) and e a constant or a
// value argument of the cells' sort.
func (g *gen) grids(grids, bounds, consts, values []*chc.Term) {
	f, k, l := g.f, g.k, g.l
	zero := f.Int(0)
	for _, a := range grids {
		el := a.Sort().Elem().Elem()
		var es []*chc.Term
		if el == chc.IntSort {
			es = append(append(es, consts...), values...)
		}
		for _, e := range es {
			for _, x := range bounds {
				for _, y := range bounds {
					g.add(f.And(f.Le(zero, k), f.Lt(k, x), f.Le(zero, l), f.Lt(l, y)), f.Eq(f.Select(f.Select(a, k), l), e))
					g.add(f.And(f.Le(zero, k), f.Lt(k, y)), f.Eq(f.Select(f.Select(a, x), k), e))
				}
			}
		}
	}
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

// ranges returns the guards over k: 0 ≤ k < x, 0 ≤ k ≤ x and k < x,
// x ≤ k for each bound x, x ≤ k < y for two, 0 ≤ k < c and x ≤ k < c for each
// positive constant end c (a loop to a fixed size), and true (every
// cell).
func (g *gen) ranges(bounds, ends []*chc.Term) []*chc.Term {
	f, k := g.f, g.k
	var out []*chc.Term
	zero := f.Int(0)
	// Every cell first: the arrays equal, a constant array.
	out = append(out, f.True())
	for _, x := range bounds {
		out = append(out, f.And(f.Le(zero, k), f.Lt(k, x)))
	}
	// Through the bound itself: a loop that has written cell i before
	// it counts i (a value carried from cell to cell).
	for _, x := range bounds {
		out = append(out, f.And(f.Le(zero, k), f.Le(k, x)))
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
	for _, c := range ends {
		if c.Num().Sign() <= 0 {
			continue
		}
		out = append(out, f.And(f.Le(zero, k), f.Lt(k, c)))
		for _, x := range bounds {
			out = append(out, f.And(f.Le(x, k), f.Lt(k, c)))
		}
	}
	return out
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
		// Adjacent cells in order, a[k] ≤ a[k+1] for each k below x
		// (the pairs a loop has compared): sortedness with one bound
		// variable, whose instances the ground checks decide.
		next := f.Le(f.Select(a, k), f.Select(a, f.Add(k, f.Int(1))))
		for _, x := range bounds {
			g.add(f.And(f.Le(zero, k), f.Lt(k, x)), next)
			for _, y := range bounds {
				if x != y {
					g.add(f.And(f.Le(x, k), f.Lt(k, y)), next)
				}
			}
		}
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

// numeralEnds merges the numerals compared with an index (roles' ends)
// and those a loop guard bounds an index by (constBounds), the positive
// ones in order, without repeats.
func numeralEnds(f *chc.Factory, ends map[string]*chc.Term, guards []*chc.Term) []*chc.Term {
	all := map[string]*chc.Term{}
	for k, v := range ends {
		all[k] = v
	}
	for _, v := range guards {
		all[v.String()] = v
	}
	var out []*chc.Term
	for _, c := range sortedConsts(f, all) {
		if c.Num().Sign() > 0 {
			out = append(out, c)
		}
	}
	return out
}

package qarr

import (
	"math/big"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// maxMined bounds the mined properties of one predicate, each offered
// over every range, against clauses that compare many cells: each one
// multiplies the templates by the ranges, and too few lose the guarded
// stores that come after a loop's comparisons (docs/strategy.md,
// "Decisions inside the engines").
const maxMined = 10

// mined adds, over each range, the cell properties the clauses
// themselves state about one cell (minedProps) that p's parameters can
// express: a loop that writes b[i] = a[i] - c[i] has the invariant
// ∀k. 0 ≤ k < i → b[k] = a[k] - c[k], and the assertion a[x] == b[x]
// of a later loop the property that an earlier one must establish. The
// properties come first (the most specific) and do not count against
// the predicate's limit. A numeral some array's cells are set to is
// offered for every array of p (a copy of those cells, whose source
// the slicing removed from p, holds it too). It returns the
// properties, over xs. The cells stored at an argument, a[pos] =
// marker, are offered as they are (a search's sentinel).
func (g *gen) mined(s *chc.System, p *chc.Pred, xs, ranges []*chc.Term) []*chc.Term {
	names := argNames(s, p, xs)
	var props []*chc.Term
	cells := map[*chc.Term]bool{}
	for _, t := range minedProps(s, g.k) {
		if u := overParams(g.f, t, names); u != nil {
			props = append(props, u)
		}
		if n := cellNumeral(t, g.k); n != nil && !cells[n] {
			cells[n] = true
			props = append(props, g.constCells(xs, n)...)
		}
	}
	if len(props) > maxMined {
		props = props[:maxMined]
	}
	for _, t := range storedCells(s) {
		if u := overParams(g.f, t, names); u != nil && !g.seen[u] {
			g.seen[u] = true
			g.facts = append(g.facts, u)
		}
	}
	g.extra += len(props) * len(ranges)
	for _, rg := range ranges {
		for _, t := range props {
			g.add(rg, t)
		}
	}
	return props
}

// minedProps returns the properties of one cell that the clauses state,
// with the cell's index made the bound variable k: for a store
// a[x] := v at an index variable x, a[k] = v[x:=k]; for a comparison of
// integers with a select at an index over x (a loop's assertion
// a[x] == b[x], a guard a[x] >= x + 2), the comparison with x made k.
// A store under a condition, ite(c, a[x] := v, a[x] := w), gives the
// properties c → a[k] = v and ¬c → a[k] = w (with x made k): a loop
// that writes each cell by a test of another's. Every select of a property is at an index over k; the comparisons of a
// cell with the limits of a machine integer (the translation's range
// assumptions) are left out.
func minedProps(s *chc.System, k *chc.Term) []*chc.Term {
	f := s.Terms
	seen := map[*chc.Term]bool{}
	var out []*chc.Term
	keep := func(t *chc.Term) {
		if t != nil && !seen[t] && allSelectsOver(t, k) && chc.Occurs(t, k) {
			seen[t] = true
			out = append(out, t)
		}
	}
	for _, c := range s.Clauses {
		idx, _, _ := clauseRoles(c.Constraint)
		chc.Walk(c.Constraint, func(t *chc.Term) bool {
			switch t.Op() {
			case chc.OpIte:
				for _, pr := range iteStores(f, t, idx, k) {
					keep(pr)
				}
			case chc.OpStore:
				if x := t.Arg(1); x.IsVar() && idx[x] && t.Arg(0).IsVar() {
					sub := map[*chc.Term]*chc.Term{x: k}
					keep(f.Eq(f.Select(t.Arg(0), k), f.Subst(t.Arg(2), sub)))
				}
			case chc.OpEq, chc.OpLe, chc.OpLt, chc.OpGe, chc.OpGt:
				if x := cellIndexVar(t, idx); x != nil && !hasIte(t) && !rangeAssumption(t) {
					keep(f.Subst(t, map[*chc.Term]*chc.Term{x: k}))
				}
			}
			return true
		})
	}
	return out
}

// cellIndexVar returns the index variable of the first select of the
// integer comparison t whose index is a variable of idx, or nil.
func cellIndexVar(t *chc.Term, idx map[*chc.Term]bool) *chc.Term {
	if t.NumArgs() != 2 || t.Arg(0).Sort() != chc.IntSort {
		return nil
	}
	var x *chc.Term
	chc.Walk(t, func(u *chc.Term) bool {
		if x == nil && u.Op() == chc.OpSelect && u.Arg(1).IsVar() && idx[u.Arg(1)] {
			x = u.Arg(1)
		}
		return x == nil
	})
	return x
}

// allSelectsOver reports whether every select of t is at an index that
// mentions k, and every array of t is a variable's cell.
func allSelectsOver(t, k *chc.Term) bool {
	ok := true
	chc.Walk(t, func(u *chc.Term) bool {
		if u.Op() == chc.OpSelect && (!chc.Occurs(u.Arg(1), k) || !u.Arg(0).IsVar()) {
			ok = false
		}
		if u.Op() == chc.OpStore {
			ok = false
		}
		return ok
	})
	return ok
}

// hasIte reports an if-then-else in t (a comparison over a C
// condition's value is not a cell's property).
func hasIte(t *chc.Term) bool {
	found := false
	chc.Walk(t, func(u *chc.Term) bool {
		found = found || u.Op() == chc.OpIte
		return !found
	})
	return found
}

// rangeAssumption reports a comparison of a cell with a numeral at
// least 2^31 - 1 in magnitude: a machine integer's range, which a C
// translation assumes of every value it reads.
func rangeAssumption(t *chc.Term) bool {
	limit := big.NewRat(1<<31-1, 1)
	for _, a := range t.Args() {
		if a.Op() == chc.OpNum && new(big.Rat).Abs(a.Num()).Cmp(limit) >= 0 {
			return true
		}
	}
	return false
}

// argNames maps the names of the variables that the clauses pass as p's
// arguments in a body (a program's variable, the same in each clause; a
// renamed copy's suffix !N dropped) to p's parameters xs.
func argNames(s *chc.System, p *chc.Pred, xs []*chc.Term) map[string]*chc.Term {
	out := map[string]*chc.Term{}
	for _, c := range s.Clauses {
		for _, a := range c.Body {
			if a.Pred != p {
				continue
			}
			for i, x := range a.Args {
				if !x.IsVar() {
					continue
				}
				if n := baseName(x.Name()); out[n] == nil {
					out[n] = xs[i]
				}
			}
		}
	}
	return out
}

// baseName is a variable's name without a renaming's suffix !N.
func baseName(n string) string {
	i := strings.LastIndexByte(n, '!')
	if i <= 0 || i == len(n)-1 {
		return n
	}
	for _, r := range n[i+1:] {
		if r < '0' || r > '9' {
			return n
		}
	}
	return n[:i]
}

// overParams returns t with its free variables replaced by the
// parameters of the same name and sort, or nil when one has none.
func overParams(f *chc.Factory, t *chc.Term, names map[string]*chc.Term) *chc.Term {
	sub := map[*chc.Term]*chc.Term{}
	for _, v := range chc.FreeVars(t) {
		x := names[baseName(v.Name())]
		if x == nil || x.Sort() != v.Sort() {
			return nil
		}
		sub[v] = x
	}
	return f.Subst(t, sub)
}

// iteStores returns the guarded cell properties of t = ite(c, store(a,
// x, v), store(a, x, w)), x an index variable of idx (see minedProps),
// or nil.
func iteStores(f *chc.Factory, t *chc.Term, idx map[*chc.Term]bool, k *chc.Term) []*chc.Term {
	c, th, el := t.Arg(0), t.Arg(1), t.Arg(2)
	if th.Op() != chc.OpStore || el.Op() != chc.OpStore || th.Arg(0) != el.Arg(0) || th.Arg(1) != el.Arg(1) {
		return nil
	}
	a, x := th.Arg(0), th.Arg(1)
	if !a.IsVar() || !x.IsVar() || !idx[x] {
		return nil
	}
	sub := map[*chc.Term]*chc.Term{x: k}
	ck := f.Subst(c, sub)
	return []*chc.Term{
		f.Implies(ck, f.Eq(f.Select(a, k), f.Subst(th.Arg(2), sub))),
		f.Implies(f.Not(ck), f.Eq(f.Select(a, k), f.Subst(el.Arg(2), sub))),
	}
}

// cellNumeral returns N when t is a[k] = N for an integer numeral N, or
// nil.
func cellNumeral(t, k *chc.Term) *chc.Term {
	if t.Op() != chc.OpEq || t.NumArgs() != 2 {
		return nil
	}
	for i := range 2 {
		c, n := t.Arg(i), t.Arg(1-i)
		if c.Op() == chc.OpSelect && c.Arg(1) == k && n.Op() == chc.OpNum && n.Sort() == chc.IntSort {
			return n
		}
	}
	return nil
}

// constCells returns x[k] = n for each array x of xs with integer
// cells.
func (g *gen) constCells(xs []*chc.Term, n *chc.Term) []*chc.Term {
	var out []*chc.Term
	for _, x := range xs {
		if so := x.Sort(); so.Kind() == chc.KindArray && so.Index() == chc.IntSort && so.Elem() == chc.IntSort {
			out = append(out, g.f.Eq(g.f.Select(x, g.k), n))
		}
	}
	return out
}

// storedCells returns a[x] = v for each store of v at a variable x into
// an array variable a (integer cells) in the clauses.
func storedCells(s *chc.System) []*chc.Term {
	f := s.Terms
	seen := map[*chc.Term]bool{}
	var out []*chc.Term
	for _, c := range s.Clauses {
		chc.Walk(c.Constraint, func(t *chc.Term) bool {
			if t.Op() == chc.OpStore && t.Arg(0).IsVar() && t.Arg(1).IsVar() && t.Arg(2).Sort() == chc.IntSort {
				if e := f.Eq(f.Select(t.Arg(0), t.Arg(1)), t.Arg(2)); !seen[e] {
					seen[e] = true
					out = append(out, e)
				}
			}
			return true
		})
	}
	return out
}

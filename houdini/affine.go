package houdini

import (
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// A hull is the affine hull of the points seen of some arguments of one
// sort of one predicate (Karr's domain of affine equalities, learned from
// counterexamples rather than computed by transfer functions): the
// equalities every point satisfies, kept as a basis in reduced row echelon
// form. Before the first point the hull is empty (false); each point
// outside it removes at least one equality, so a hull changes at most
// len(args)+1 times.
//
// The summary uses only the basis rows whose integer coefficients are
// small (maxCoef): a hull of a few points has equalities with large
// coefficients that only those points satisfy, which make the solver's
// integer reasoning slow and are dropped by the next point anyway. Since
// every row is in the basis, a counterexample to the rows used is still a
// point outside the hull.
type hull struct {
	args []int // the arguments it constrains, all of one arithmetic sort
	// eqs is the basis of the equalities Σ a_k·x_args[k] + c = 0 that
	// hold of every point, each row a_0 … a_{n-1}, c; row r has a 1 in
	// column piv[r] and every other row a 0 there, and piv ascends.
	eqs     [][]*big.Rat
	piv     []int
	reached bool
	// memo holds terms' result since the last change (add, giveUp):
	// every check asks for the summaries, and rebuilding the equalities
	// (integers, big numbers) each time took 40% of a run's CPU.
	memo   []*chc.Term
	memoed bool
}

// maxCoef bounds the integer coefficients of the equalities a hull offers
// as summary.
const maxCoef = 4

// newHull returns the empty hull over the arguments args.
func newHull(args []int) *hull { return &hull{args: args} }

// add joins the point p (values of all of the predicate's arguments; nil
// where not arithmetic) to the hull and reports whether the hull grew.
func (h *hull) add(p []*big.Rat) bool {
	h.memoed = false
	n := len(h.args)
	if !h.reached {
		h.reached = true
		h.eqs = make([][]*big.Rat, n)
		h.piv = make([]int, n)
		for k, i := range h.args {
			row := make([]*big.Rat, n+1)
			for j := range row {
				row[j] = new(big.Rat)
			}
			row[k].SetInt64(1)
			row[n].Neg(p[i])
			h.eqs[k], h.piv[k] = row, k
		}
		return true
	}
	// The new basis is e_k - (v_k/v_r)·e_r for the rows k ≠ r, where v is
	// each row's value at p and r the last row with v_r ≠ 0: rows before
	// r keep their pivots, rows after it are unchanged (v_k = 0), so the
	// form stays reduced and echelon.
	vals := make([]*big.Rat, len(h.eqs))
	r := -1
	for k, e := range h.eqs {
		v := new(big.Rat).Set(e[n])
		for j, i := range h.args {
			if e[j].Sign() != 0 {
				v.Add(v, new(big.Rat).Mul(e[j], p[i]))
			}
		}
		vals[k] = v
		if v.Sign() != 0 {
			r = k
		}
	}
	if r < 0 {
		return false
	}
	er, vr := h.eqs[r], vals[r]
	eqs, piv := h.eqs[:0], h.piv[:0]
	for k, e := range h.eqs {
		if k == r {
			continue
		}
		if vals[k].Sign() != 0 {
			q := new(big.Rat).Quo(vals[k], vr)
			for j := range e {
				if er[j].Sign() != 0 {
					e[j] = new(big.Rat).Sub(e[j], new(big.Rat).Mul(q, er[j]))
				}
			}
		}
		eqs, piv = append(eqs, e), append(piv, h.piv[k])
	}
	h.eqs, h.piv = eqs, piv
	return true
}

// giveUp makes the hull hold every point: no equality, reached.
func (h *hull) giveUp() { h.reached, h.eqs, h.piv, h.memoed = true, nil, nil, false }

// integers returns row scaled to integers without a common factor.
func integers(row []*big.Rat) []*big.Int {
	lcm := big.NewInt(1)
	for _, v := range row {
		d := v.Denom()
		g := new(big.Int).GCD(nil, nil, lcm, d)
		lcm.Mul(lcm, new(big.Int).Quo(d, g))
	}
	out := make([]*big.Int, len(row))
	g := new(big.Int)
	for j, v := range row {
		out[j] = new(big.Int).Quo(new(big.Int).Mul(v.Num(), lcm), v.Denom())
		g.GCD(nil, nil, g, new(big.Int).Abs(out[j]))
	}
	if g.Sign() != 0 && g.Cmp(big.NewInt(1)) != 0 {
		for _, v := range out {
			v.Quo(v, g)
		}
	}
	return out
}

// terms returns the hull's equalities over xs (all of the predicate's
// parameters, the same on every call) with coefficients within maxCoef,
// or false when the hull is empty. The result must not be modified.
func (h *hull) terms(f *chc.Factory, xs []*chc.Term) []*chc.Term {
	if !h.reached {
		return []*chc.Term{f.False()}
	}
	if h.memoed {
		return h.memo
	}
	n := len(h.args)
	rows := make([][]*big.Int, len(h.eqs))
	for k, e := range h.eqs {
		rows[k] = integers(e)
	}
	out := make([]*chc.Term, 0, len(h.eqs))
	so := xs[h.args[0]].Sort()
	for _, a := range offered(rows, n) {
		var sum []*chc.Term
		for k, i := range h.args {
			if a[k].Sign() != 0 {
				sum = append(sum, f.Scale(new(big.Rat).SetInt(a[k]), xs[i]))
			}
		}
		out = append(out, f.Eq(f.Add(sum...), f.Num(new(big.Rat).SetInt(new(big.Int).Neg(a[n])), so)))
	}
	h.memo, h.memoed = out, true
	return out
}

// maxCombined bounds the basis rows whose pairs offered combines: the
// combinations grow with the square of their number.
const maxCombined = 24

// offered returns the equalities a hull offers as summary, over n
// arguments and a constant (rows: its basis, as integers): the rows
// whose coefficients are within maxCoef, and the combinations a·r + b·s
// of two rows (0 < a ≤ maxCoef, 0 < |b| ≤ maxCoef, divided by their
// common factor) whose coefficients are, when one of the two is not
// offered itself. The reduced echelon basis hides small equalities of
// the same space: the points (3,2,2,3), (3,2,1,4) and (−1,1,1,−1) span
// x0 − 4·x1 = −5 and x2 + x3 − 5·x1 = −5, whose echelon rows both have a
// coefficient 5, while their difference, x2 + x3 = x0 + x1, is the
// invariant of a loop that moves one unit between two counters. Without
// it the summary has no equality, the next counterexample may be any
// point of the candidates, and the hull learns points no run reaches.
// Every equality offered holds of every point seen, so a counterexample
// to them is still a point outside the hull.
func offered(rows [][]*big.Int, n int) [][]*big.Int {
	var out [][]*big.Int
	seen := map[string]bool{}
	add := func(a []*big.Int) {
		if !small(a, n) {
			return
		}
		// One sign: the first nonzero coefficient positive.
		for k := 0; k < n; k++ {
			if a[k].Sign() < 0 {
				for _, v := range a {
					v.Neg(v)
				}
			}
			if a[k].Sign() != 0 {
				break
			}
		}
		key := fmt.Sprint(a)
		if !seen[key] {
			seen[key] = true
			out = append(out, a)
		}
	}
	var unoffered []int
	for k, r := range rows {
		if small(r, n) {
			add(clone(r))
		} else {
			unoffered = append(unoffered, k)
		}
	}
	if len(unoffered) == 0 || len(rows) > maxCombined {
		return out
	}
	for _, i := range unoffered {
		for j := range rows {
			if j == i || (j < i && !small(rows[j], n)) {
				continue // each pair of unoffered rows once
			}
			for a := int64(1); a <= maxCoef; a++ {
				for b := int64(-maxCoef); b <= maxCoef; b++ {
					if b == 0 {
						continue
					}
					add(primitive(combine(rows[i], a, rows[j], b)))
				}
			}
		}
	}
	return out
}

// small reports whether a's first n coefficients are within maxCoef and
// not all zero.
func small(a []*big.Int, n int) bool {
	lim := big.NewInt(maxCoef)
	nonzero := false
	for k := 0; k < n; k++ {
		if new(big.Int).Abs(a[k]).Cmp(lim) > 0 {
			return false
		}
		nonzero = nonzero || a[k].Sign() != 0
	}
	return nonzero
}

// combine returns a·r + b·s.
func combine(r []*big.Int, a int64, s []*big.Int, b int64) []*big.Int {
	out := make([]*big.Int, len(r))
	for k := range r {
		out[k] = new(big.Int).Mul(big.NewInt(a), r[k])
		out[k].Add(out[k], new(big.Int).Mul(big.NewInt(b), s[k]))
	}
	return out
}

// primitive divides a by the gcd of its entries.
func primitive(a []*big.Int) []*big.Int {
	g := new(big.Int)
	for _, v := range a {
		g.GCD(nil, nil, g, new(big.Int).Abs(v))
	}
	if g.Sign() != 0 && g.Cmp(big.NewInt(1)) != 0 {
		for _, v := range a {
			v.Quo(v, g)
		}
	}
	return a
}

// clone copies a.
func clone(a []*big.Int) []*big.Int {
	out := make([]*big.Int, len(a))
	for k, v := range a {
		out[k] = new(big.Int).Set(v)
	}
	return out
}

// domains returns the empty domains of p's arguments: a rational hull per
// arithmetic sort and, with bv, a modular hull per bit-vector width; with
// cong, the congruences of its Int arguments, with pairs those of two of
// them too.
func domains(p *chc.Pred, bv, cong, pairs bool) []equalities {
	bySort := map[chc.Sort][]int{}
	var sorts []chc.Sort
	for i, so := range p.Params {
		if !so.IsArith() && !(bv && so.IsBitVec()) {
			continue
		}
		if _, ok := bySort[so]; !ok {
			sorts = append(sorts, so)
		}
		bySort[so] = append(bySort[so], i)
	}
	out := make([]equalities, 0, len(sorts))
	for _, so := range sorts {
		if so.IsBitVec() {
			out = append(out, newModHull(bySort[so], so.Width()))
			continue
		}
		out = append(out, newHull(bySort[so]))
	}
	if c := newCongruences(bySort[chc.IntSort], pairs); cong && c != nil {
		out = append(out, c)
	}
	return out
}

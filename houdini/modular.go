package houdini

import (
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// equalities is an abstract domain of equalities between some arguments
// of one predicate, learned from the points of counterexamples: the
// rational affine hull (hull) or the modular one of bit-vectors
// (modHull).
type equalities interface {
	// add joins the point p (values of all of the predicate's arguments,
	// nil where the domain does not read them) and reports whether the
	// domain grew.
	add(p []*big.Rat) bool
	// giveUp makes the domain hold every point.
	giveUp()
	// terms returns the equalities over the predicate's parameters xs
	// offered as summary, false before the first point.
	terms(f *chc.Factory, xs []*chc.Term) []*chc.Term
	// size is the number of equalities held.
	size() int
	// top reports that the domain holds every point: reached, no
	// equality.
	top() bool
}

func (h *hull) size() int { return len(h.eqs) }
func (h *hull) top() bool { return h.reached && len(h.eqs) == 0 }

// A modHull holds the affine equalities modulo 2^w between the w-bit
// arguments of one predicate that every point seen satisfies: Σ a_k·x_k +
// c ≡ 0 (mod 2^w), the relations of machine arithmetic (Müller-Olm and
// Seidl's domain, "Analysis of modular arithmetic", ESOP 2005), such as
// a copy's sum equal to the other copy's plus a counter however often
// either wraps, which a rational hull of the same points loses at the
// first point past a wrap.
//
// Rows are kept reduced modulo 2^w. A point outside some rows removes
// one row, r, chosen with the fewest factors of 2 in its value v_r at
// the point, and subtracts from each other row k the multiple of row r
// that cancels its value v_k (v_k/2^t · u⁻¹ for v_r = 2^t·u, u odd,
// which divides exactly since no v_k has fewer factors of 2): every row
// left holds at every point so far. The rows are a subset of the
// equalities that hold (not their whole lattice, which needs Howell's
// normal form), and each point outside them removes one, so the domain
// changes at most len(args)+1 times. As for hull, only rows whose
// coefficients, read signed, are within maxCoef are offered, and a
// counterexample to those is a point outside the rows.
type modHull struct {
	args    []int // the arguments it constrains, all w-bit vectors
	w       int
	mod     *big.Int     // 2^w
	rows    [][]*big.Int // a_0 … a_{n-1}, c, each in [0, 2^w)
	reached bool
	memo    []*chc.Term
	memoed  bool
}

// newModHull returns the empty modular hull over the w-bit arguments
// args.
func newModHull(args []int, w int) *modHull {
	return &modHull{args: args, w: w, mod: new(big.Int).Lsh(big.NewInt(1), uint(w))}
}

func (h *modHull) size() int { return len(h.rows) }
func (h *modHull) top() bool { return h.reached && len(h.rows) == 0 }

func (h *modHull) giveUp() { h.reached, h.rows, h.memoed = true, nil, false }

// value returns row(p) modulo 2^w.
func (h *modHull) value(row []*big.Int, p []*big.Rat) *big.Int {
	n := len(h.args)
	v := new(big.Int).Set(row[n])
	for j, i := range h.args {
		if row[j].Sign() != 0 {
			v.Add(v, new(big.Int).Mul(row[j], p[i].Num()))
		}
	}
	return v.Mod(v, h.mod)
}

func (h *modHull) add(p []*big.Rat) bool {
	h.memoed = false
	n := len(h.args)
	if !h.reached {
		h.reached = true
		h.rows = make([][]*big.Int, n)
		for k, i := range h.args {
			row := make([]*big.Int, n+1)
			for j := range row {
				row[j] = new(big.Int)
			}
			row[k].SetInt64(1)
			row[n].Mod(new(big.Int).Neg(p[i].Num()), h.mod)
			h.rows[k] = row
		}
		return true
	}
	vals := make([]*big.Int, len(h.rows))
	r, tr := -1, 0
	for k, row := range h.rows {
		vals[k] = h.value(row, p)
		if vals[k].Sign() == 0 {
			continue
		}
		if t := int(vals[k].TrailingZeroBits()); r < 0 || t < tr {
			r, tr = k, t
		}
	}
	if r < 0 {
		return false
	}
	// u⁻¹ modulo 2^w, u the odd part of v_r.
	u := new(big.Int).Rsh(vals[r], uint(tr))
	inv := new(big.Int).ModInverse(u, h.mod)
	er := h.rows[r]
	rows := h.rows[:0]
	for k, row := range h.rows {
		if k == r {
			continue
		}
		if vals[k].Sign() != 0 {
			q := new(big.Int).Rsh(vals[k], uint(tr))
			q.Mul(q, inv)
			for j := range row {
				if er[j].Sign() != 0 {
					row[j].Sub(row[j], new(big.Int).Mul(q, er[j]))
					row[j].Mod(row[j], h.mod)
				}
			}
		}
		if !zeroRow(row[:n]) {
			rows = append(rows, row)
		}
	}
	h.rows = rows
	return true
}

// zeroRow reports whether every coefficient of row is 0.
func zeroRow(row []*big.Int) bool {
	for _, a := range row {
		if a.Sign() != 0 {
			return false
		}
	}
	return true
}

func (h *modHull) terms(f *chc.Factory, xs []*chc.Term) []*chc.Term {
	if !h.reached {
		return []*chc.Term{f.False()}
	}
	if h.memoed {
		return h.memo
	}
	n := len(h.args)
	half := new(big.Int).Rsh(h.mod, 1)
	lim := big.NewInt(maxCoef)
	out := make([]*chc.Term, 0, len(h.rows))
rows:
	for _, row := range h.rows {
		var sum []*chc.Term
		for k, i := range h.args {
			a := new(big.Int).Set(row[k])
			if a.Sign() == 0 {
				continue
			}
			if a.Cmp(half) >= 0 {
				a.Sub(a, h.mod) // read signed
			}
			if new(big.Int).Abs(a).Cmp(lim) > 0 {
				continue rows
			}
			switch {
			case a.Cmp(big.NewInt(1)) == 0:
				sum = append(sum, xs[i])
			case a.Cmp(big.NewInt(-1)) == 0:
				sum = append(sum, f.MustApp(chc.OpBVNeg, xs[i]))
			default:
				sum = append(sum, f.MustApp(chc.OpBVMul, f.BV(a, h.w), xs[i]))
			}
		}
		if len(sum) == 0 {
			continue
		}
		lhs := sum[0]
		if len(sum) > 1 {
			lhs = f.MustApp(chc.OpBVAdd, sum...)
		}
		out = append(out, f.Eq(lhs, f.BV(new(big.Int).Neg(row[n]), h.w)))
	}
	h.memo, h.memoed = out, true
	return out
}

// guarded holds the equalities of the points where g holds, and where its
// negation holds in a second guarded of the same atom.
type guarded struct {
	g   *chc.Term // over the predicate's parameters
	eqs []equalities
}

// term is the summary "g ⇒ the equalities", ¬g before the first point.
func (gd *guarded) term(f *chc.Factory, xs []*chc.Term) *chc.Term {
	var ts []*chc.Term
	for _, h := range gd.eqs {
		ts = append(ts, h.terms(f, xs)...)
	}
	return f.Implies(gd.g, f.And(ts...))
}

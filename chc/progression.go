package chc

import (
	"math/big"
	"slices"
	"strings"
)

// minRun is the fewest points of one line that progressions writes as a
// range: two points print shorter as they are.
const minRun = 3

// progressions returns t, a disjunction of points over Int variables (each
// disjunct a conjunction of (= x n)), with the points that differ in one
// variable only, whose values there are a, a+d, ..., b, written as the
// range (and <the others' equalities> (<= a x) (<= x b) (= (mod x d) r))
// (no mod when d is 1): the same set, so that a solver decides it by
// arithmetic instead of case by case. The model track's cvc5 took 40 s
// and more on the 65 and 200 points forward simulation gives for
// small/count_by_2 and yz_plus_minus_1, which are two lines each. The
// variable whose lines leave fewest disjuncts is chosen (the first on a
// tie); anything else, and a disjunction no line shortens, is returned as
// it is.
func progressions(f *Factory, t *Term) *Term {
	if t.op != OpOr || len(t.args) < minRun {
		return t
	}
	pts := make([]point, len(t.args))
	for i, d := range t.args {
		p, ok := pointOf(d)
		if !ok || (i > 0 && !sameVars(p, pts[0])) {
			return t
		}
		pts[i] = p
	}
	best, bestN := -1, len(t.args)
	var bestLines [][]int
	for k := range pts[0].vars {
		lines := linesAlong(pts, k)
		n := 0
		for _, l := range lines {
			if run(pts, k, l) != nil {
				n++
			} else {
				n += len(l)
			}
		}
		if n < bestN {
			best, bestN, bestLines = k, n, lines
		}
	}
	if best < 0 {
		return t
	}
	var out []*Term
	for _, l := range bestLines {
		r := run(pts, best, l)
		if r == nil {
			for _, i := range l {
				out = append(out, t.args[i])
			}
			continue
		}
		p := pts[l[0]]
		var conj []*Term
		for k, eq := range p.eqs {
			if k != best {
				conj = append(conj, eq)
			}
		}
		x := p.vars[best]
		conj = append(conj, f.MustApp(OpLe, f.Num(new(big.Rat).SetInt(r[0]), IntSort), x),
			f.MustApp(OpLe, x, f.Num(new(big.Rat).SetInt(r[1]), IntSort)))
		if r[2].Cmp(big.NewInt(1)) != 0 {
			rem := new(big.Int).Mod(r[0], r[2])
			conj = append(conj, f.MustApp(OpEq, f.MustApp(OpMod, x, f.Num(new(big.Rat).SetInt(r[2]), IntSort)),
				f.Num(new(big.Rat).SetInt(rem), IntSort)))
		}
		out = append(out, f.MustApp(OpAnd, conj...))
	}
	if len(out) == 1 {
		return out[0]
	}
	return f.MustApp(OpOr, out...)
}

// point is a disjunct (= x n) ... : its equalities, variables and values,
// in its order.
type point struct {
	eqs  []*Term
	vars []*Term
	vals []*big.Int
}

// pointOf reads d as a point over Int variables.
func pointOf(d *Term) (point, bool) {
	eqs := []*Term{d}
	if d.op == OpAnd {
		eqs = d.args
	}
	var p point
	for _, eq := range eqs {
		if eq.op != OpEq || len(eq.args) != 2 {
			return p, false
		}
		x, n := eq.args[0], eq.args[1]
		if x.op == OpNum {
			x, n = n, x
		}
		if x.op != OpVar || x.sort != IntSort || n.op != OpNum || !n.num.IsInt() || slices.Contains(p.vars, x) {
			return p, false
		}
		p.eqs, p.vars, p.vals = append(p.eqs, eq), append(p.vars, x), append(p.vals, n.num.Num())
	}
	return p, len(p.vars) > 0
}

// sameVars reports whether p and q fix the same variables in the same order.
func sameVars(p, q point) bool { return slices.Equal(p.vars, q.vars) }

// linesAlong groups the points by their values but for variable k, in the
// order the groups are first met.
func linesAlong(pts []point, k int) [][]int {
	index := map[string]int{}
	var lines [][]int
	for i, p := range pts {
		var key strings.Builder
		for j, v := range p.vals {
			if j != k {
				key.WriteString(v.String())
				key.WriteByte(',')
			}
		}
		g, ok := index[key.String()]
		if !ok {
			g = len(lines)
			index[key.String()] = g
			lines = append(lines, nil)
		}
		lines[g] = append(lines[g], i)
	}
	return lines
}

// run returns a, b and d when the values of variable k at the points l
// are exactly a, a+d, ..., b (d > 0), at least minRun of them, each once;
// else nil.
func run(pts []point, k int, l []int) []*big.Int {
	if len(l) < minRun {
		return nil
	}
	vs := make([]*big.Int, len(l))
	for i, j := range l {
		vs[i] = pts[j].vals[k]
	}
	slices.SortFunc(vs, (*big.Int).Cmp)
	d := new(big.Int).Sub(vs[1], vs[0])
	if d.Sign() <= 0 {
		return nil
	}
	for i := 2; i < len(vs); i++ {
		if new(big.Int).Sub(vs[i], vs[i-1]).Cmp(d) != 0 {
			return nil
		}
	}
	return []*big.Int{vs[0], vs[len(vs)-1], d}
}

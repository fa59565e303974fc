// Package bvgen generates small random systems of constrained Horn clauses
// over bit-vectors (widths 3, 4 and 8, a Bool argument now and then) for
// differential tests of the bit-level engines: facts, rules whose
// constraints and head arguments mix the QF_BV operators (arithmetic,
// division, shifts, extract, extensions, rotations, ite) and a query.
// The systems are deterministic in their seed.
package bvgen

import (
	"fmt"
	"math/rand/v2"

	"github.com/horn-chc/horn/chc"
)

// gen makes small random bit-vector systems: a few predicates over
// bit-vectors of widths 3, 4 and 8 (and a Bool now and then), facts, rules
// whose constraints mix the QF_BV operators, and queries.
type gen struct {
	r *rand.Rand
	f *chc.Factory
	s *chc.System
}

var genWidths = []int{3, 4, 8}

func (g *gen) sort() chc.Sort {
	if g.r.IntN(6) == 0 {
		return chc.BoolSort
	}
	return chc.BitVecSort(genWidths[g.r.IntN(len(genWidths))])
}

// bv returns a random bit-vector term of width w over vars.
func (g *gen) bv(w, depth int, vars []*chc.Term) *chc.Term {
	f, r := g.f, g.r
	var same []*chc.Term
	for _, v := range vars {
		if v.Sort() == chc.BitVecSort(w) {
			same = append(same, v)
		}
	}
	if depth == 0 || r.IntN(4) == 0 {
		if len(same) > 0 && r.IntN(3) != 0 {
			return same[r.IntN(len(same))]
		}
		return f.BVUint64(uint64(r.IntN(1<<w)), w)
	}
	a := g.bv(w, depth-1, vars)
	switch k := r.IntN(10); {
	case k < 6:
		ops := []chc.Op{chc.OpBVAdd, chc.OpBVSub, chc.OpBVMul, chc.OpBVUDiv, chc.OpBVURem, chc.OpBVSDiv,
			chc.OpBVSRem, chc.OpBVSMod, chc.OpBVAnd, chc.OpBVOr, chc.OpBVXor, chc.OpBVShl, chc.OpBVLShr, chc.OpBVAShr}
		return f.MustApp(ops[r.IntN(len(ops))], a, g.bv(w, depth-1, vars))
	case k < 7:
		return f.MustApp([]chc.Op{chc.OpBVNeg, chc.OpBVNot}[r.IntN(2)], a)
	case k < 8:
		return f.MustApp(chc.OpIte, g.cond(depth-1, vars), a, g.bv(w, depth-1, vars))
	case k < 9: // through another width
		v := g.bv(8, depth-1, vars)
		if w == 8 {
			t, _ := f.Indexed(chc.OpRotL, []int{r.IntN(9)}, v)
			return t
		}
		t, _ := f.Indexed(chc.OpExtract, []int{w - 1 + r.IntN(9-w), 0}, v)
		if t.Sort().Width() != w {
			t, _ = f.Indexed(chc.OpExtract, []int{w - 1, 0}, v)
		}
		return t
	}
	v := g.bv(3, depth-1, vars)
	if w == 3 {
		return v
	}
	op := []chc.Op{chc.OpZeroExt, chc.OpSignExt}[r.IntN(2)]
	t, _ := f.Indexed(op, []int{w - 3}, v)
	return t
}

// cond returns a random Bool term over vars.
func (g *gen) cond(depth int, vars []*chc.Term) *chc.Term {
	f, r := g.f, g.r
	var bools []*chc.Term
	for _, v := range vars {
		if v.Sort() == chc.BoolSort {
			bools = append(bools, v)
		}
	}
	if len(bools) > 0 && r.IntN(4) == 0 {
		return bools[r.IntN(len(bools))]
	}
	w := genWidths[r.IntN(len(genWidths))]
	a, b := g.bv(w, depth, vars), g.bv(w, depth, vars)
	ops := []chc.Op{chc.OpBVULt, chc.OpBVULe, chc.OpBVSLt, chc.OpBVSGe, chc.OpEq, chc.OpDistinct}
	t := f.MustApp(ops[r.IntN(len(ops))], a, b)
	if r.IntN(4) == 0 {
		return f.Not(t)
	}
	return t
}

// args returns fresh variables for p's parameters.
func (g *gen) args(p *chc.Pred, prefix string) []*chc.Term {
	out := make([]*chc.Term, p.Arity())
	for j, so := range p.Params {
		out[j] = g.f.Var(fmt.Sprintf("%s%d", prefix, j), so)
	}
	return out
}

// headArgs returns terms of p's parameter sorts over vars.
func (g *gen) headArgs(p *chc.Pred, vars []*chc.Term) []*chc.Term {
	out := make([]*chc.Term, p.Arity())
	for j, so := range p.Params {
		if so == chc.BoolSort {
			out[j] = g.cond(1, vars)
		} else {
			out[j] = g.bv(so.Width(), 2, vars)
		}
	}
	return out
}

// System returns a random system, determined by seed; nonLinear allows
// rules with two body atoms.
func System(seed uint64, nonLinear bool) *chc.System {
	s := chc.NewSystem(fmt.Sprintf("random-bv-%d", seed))
	g := &gen{r: rand.New(rand.NewPCG(seed, 7)), f: s.Terms, s: s}
	for i := range 1 + g.r.IntN(2) {
		p := &chc.Pred{Name: fmt.Sprintf("P%d", i)}
		for range 1 + g.r.IntN(2) {
			p.Params = append(p.Params, g.sort())
		}
		s.Preds = append(s.Preds, p)
	}
	pick := func() *chc.Pred { return s.Preds[g.r.IntN(len(s.Preds))] }
	for range 1 + g.r.IntN(2) { // facts
		h := pick()
		x := g.f.Var("k", chc.BitVecSort(4))
		s.Clauses = append(s.Clauses, &chc.Clause{Constraint: g.cond(1, []*chc.Term{x}),
			Head: &chc.Atom{Pred: h, Args: g.headArgs(h, []*chc.Term{x})}})
	}
	for range 1 + g.r.IntN(3) { // rules
		var body []chc.Atom
		var vars []*chc.Term
		n := 1
		if nonLinear && g.r.IntN(2) == 0 {
			n = 2
		}
		for k := range n {
			p := pick()
			a := g.args(p, fmt.Sprintf("x%d_", k))
			body = append(body, chc.Atom{Pred: p, Args: a})
			vars = append(vars, a...)
		}
		h := pick()
		con := g.f.True()
		if g.r.IntN(2) == 0 {
			con = g.cond(1, vars)
		}
		s.Clauses = append(s.Clauses, &chc.Clause{Body: body, Constraint: con,
			Head: &chc.Atom{Pred: h, Args: g.headArgs(h, vars)}})
	}
	q := pick()
	a := g.args(q, "q")
	s.Clauses = append(s.Clauses, &chc.Clause{Body: []chc.Atom{{Pred: q, Args: a}}, Constraint: g.cond(2, a)})
	return s
}

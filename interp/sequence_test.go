package interp_test

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
)

// chain returns n formulas over x_0 … x_n that are unsatisfiable together
// by construction: the first bounds x_1 by c, each middle one lets x_k
// grow from x_{k-1} by at most d (through a variable of its own, with one
// or two cases), and the last asks x_{n-1} to exceed c + (n−2)·d. Every
// formula carries noise over its variables; with param, a variable p
// shared by all steps is the bound d, fixed in the first formula.
func (g *gen) chain(n int, param bool) []*chc.Term {
	f := g.f
	xs := g.vars("x", n)
	c, d := int64(g.r.Intn(10)-5), int64(g.r.Intn(4))
	step := g.num(d)
	var first []*chc.Term
	if param {
		p := g.vars("p", 1)[0]
		step = p
		first = append(first, f.Le(p, g.num(d)))
	}
	as := []*chc.Term{f.And(append(first, append(g.upTo(xs[1], c, "l"), g.noise(xs[:2], 1)...)...)...)}
	for k := 2; k < n; k++ {
		l := g.vars("l", 1)[0]
		grow := f.Le(l, f.Add(xs[k-1], step))
		if g.r.Intn(2) == 0 { // a second case, growing less
			grow = f.Or(grow, f.Le(l, f.Add(xs[k-1], g.num(d-int64(g.r.Intn(3))))))
		}
		conj := append([]*chc.Term{f.Le(xs[k], l), grow}, g.noise([]*chc.Term{xs[k-1], xs[k], l}, g.r.Intn(2))...)
		as = append(as, f.And(conj...))
	}
	as = append(as, f.And(g.above(xs[n-1], c+int64(n-2)*d, "l")...))
	return as
}

// TestSequenceRandom: random chains over Int and Real, with and without a
// parameter shared by all steps, each sequence interpolant checked.
func TestSequenceRandom(t *testing.T) {
	ctx := context.Background()
	for _, srt := range []chc.Sort{chc.IntSort, chc.RealSort} {
		g := newGen(1, srt)
		p, s := newInterpolator(t, g.f, interp.Options{Check: true})
		for k := 0; k < 15; k++ {
			as := g.chain(2+g.r.Intn(5), k%3 == 0)
			is, err := p.Sequence(ctx, as)
			if err != nil {
				t.Fatalf("%s chain %d: %v\n%s", srt, k, err, as)
			}
			mustCheck(t, "CheckSequence", interp.CheckSequence(ctx, s, g.f, as, is))
		}
		t.Logf("%s: %+v", srt, p.Stats())
	}
}

// TestSequenceSatisfiable: a chain that holds together has no sequence
// interpolant.
func TestSequenceSatisfiable(t *testing.T) {
	f := chc.NewFactory()
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	as := []*chc.Term{f.Eq(x, f.Int(0)), f.Eq(y, f.Add(x, f.Int(1))), f.Le(y, f.Int(1))}
	p, _ := newInterpolator(t, f, interp.Options{})
	if _, err := p.Sequence(context.Background(), as); !sat(err) {
		t.Fatalf("error %v, want ErrSatisfiable", err)
	}
}

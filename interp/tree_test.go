package interp_test

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
)

// tree returns a random tree of n formulas, unsatisfiable together by
// construction: node v bounds its variable y_v by the sum of its
// children's plus d_v ≥ 0 (through a variable of its own), and the root
// asks the sum of its children's to exceed the sum of all the d_v. Each
// node carries noise over its variables; with param, a variable p shared
// by all nodes is every d_v, bounded at one random node.
func (g *gen) tree(n int, param bool) interp.Tree {
	f := g.f
	t := interp.Tree{Parent: make([]int, n), Formulas: make([]*chc.Term, n)}
	t.Parent[0] = -1
	children := make([][]int, n)
	for v := 1; v < n; v++ {
		t.Parent[v] = g.r.Intn(v)
		children[t.Parent[v]] = append(children[t.Parent[v]], v)
	}
	ys := g.vars("y", n)
	var p *chc.Term
	bound := int64(g.r.Intn(3))
	if param {
		p = g.vars("p", 1)[0]
	}
	var total int64
	conj := make([][]*chc.Term, n)
	for v := n - 1; v >= 0; v-- {
		sum := []*chc.Term{g.num(0)}
		for _, c := range children[v] {
			sum = append(sum, ys[c])
		}
		if v == 0 {
			conj[v] = append(conj[v], g.above(f.Add(sum...), total, "l")...)
			break
		}
		dv := int64(g.r.Intn(3))
		d := g.num(dv)
		if p != nil {
			d, dv = p, bound
		}
		total += dv + int64(g.r.Intn(2)) // a looser total is still a contradiction
		l := g.vars("l", 1)[0]
		conj[v] = append(conj[v], f.Le(ys[v], l), f.Le(l, f.Add(append(sum, d)...)))
		conj[v] = append(conj[v], g.noise([]*chc.Term{ys[v], l}, g.r.Intn(2))...)
	}
	if p != nil {
		at := g.r.Intn(n)
		conj[at] = append(conj[at], f.Le(p, g.num(bound)))
	}
	for v := range conj {
		t.Formulas[v] = f.And(conj[v]...)
	}
	return t
}

// TestTreeRandom: random trees over Int and Real, with and without a
// parameter shared by all nodes, each tree interpolant checked.
func TestTreeRandom(t *testing.T) {
	ctx := context.Background()
	for _, srt := range []chc.Sort{chc.IntSort, chc.RealSort} {
		g := newGen(2, srt)
		p, s := newInterpolator(t, g.f, interp.Options{Check: true})
		for k := 0; k < 15; k++ {
			tr := g.tree(2+g.r.Intn(7), k%3 == 0)
			is, err := p.Tree(ctx, tr)
			if err != nil {
				t.Fatalf("%s tree %d: %v\n%v %s", srt, k, err, tr.Parent, tr.Formulas)
			}
			mustCheck(t, "CheckTree", interp.CheckTree(ctx, s, g.f, tr, is))
		}
		t.Logf("%s: %+v", srt, p.Stats())
	}
}

// TestTreeChainIsSequence: a tree that is a chain gets interpolants that
// also form a sequence interpolant of its formulas, leaf first.
func TestTreeChainIsSequence(t *testing.T) {
	ctx := context.Background()
	g := newGen(7, chc.IntSort)
	as := g.chain(5, true)
	n := len(as)
	tr := interp.Tree{Formulas: make([]*chc.Term, n), Parent: make([]int, n)}
	for k := range as { // node k holds as[n-1-k]; its child is node k+1
		tr.Formulas[k], tr.Parent[k] = as[n-1-k], k-1
	}
	p, s := newInterpolator(t, g.f, interp.Options{})
	is, err := p.Tree(ctx, tr)
	mustCheck(t, "Tree", err)
	seq := []*chc.Term{g.f.True()}
	for k := n - 1; k >= 0; k-- {
		seq = append(seq, is[k])
	}
	mustCheck(t, "CheckSequence", interp.CheckSequence(ctx, s, g.f, as, seq))
}

// TestTreeShape: malformed trees are errors.
func TestTreeShape(t *testing.T) {
	f := chc.NewFactory()
	tt := f.True()
	p, _ := newInterpolator(t, f, interp.Options{})
	for _, parent := range [][]int{{0}, {-1, -1}, {1, 0}, {-1, 5}, {-1, 2, 1}} {
		tr := interp.Tree{Formulas: make([]*chc.Term, len(parent)), Parent: parent}
		for i := range tr.Formulas {
			tr.Formulas[i] = tt
		}
		if _, err := p.Tree(context.Background(), tr); err == nil {
			t.Errorf("parents %v: no error", parent)
		}
	}
}

package interp_test

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
)

// dag returns a random layered DAG whose every path is unsatisfiable by
// construction: the entry's edges bound x_1 by c; an edge from depth d to
// depth d' lets x_{d'} exceed x_d by at most 2(d'−d) (through a variable
// of its own), skipping a depth now and then; the exit's edges ask x_D to
// exceed c + 2(D−1). Each edge carries noise over its variables.
func (g *gen) dag(depth, width int) interp.DAG {
	f := g.f
	xs := g.vars("x", depth+1)
	c := int64(g.r.Intn(10) - 5)
	level := [][]int{{0}}
	n := 1
	for d := 1; d <= depth; d++ {
		var l []int
		for k := 0; k < 1+g.r.Intn(width); k++ {
			l = append(l, n)
			n++
		}
		level = append(level, l)
	}
	dg := interp.DAG{Nodes: n + 1, Entry: 0, Exit: n}
	edge := func(u, v int, label ...*chc.Term) {
		dg.Edges = append(dg.Edges, interp.Edge{From: u, To: v, Label: f.And(label...)})
	}
	for _, v := range level[1] {
		edge(0, v, append(g.upTo(xs[1], c, "l"), g.noise(xs[1:2], g.r.Intn(2))...)...)
	}
	for d := 2; d <= depth; d++ {
		for _, v := range level[d] {
			from := d - 1
			if d > 2 && g.r.Intn(4) == 0 {
				from = d - 2
			}
			for k, u := range level[from] {
				if k > 0 && g.r.Intn(2) == 0 {
					continue
				}
				l := g.vars("l", 1)[0]
				grow := g.num(int64(2 * (d - from)))
				label := []*chc.Term{f.Le(xs[d], l), f.Le(l, f.Add(xs[from], grow))}
				edge(u, v, append(label, g.noise([]*chc.Term{xs[from], xs[d], l}, g.r.Intn(2))...)...)
			}
		}
	}
	for _, u := range level[depth] {
		edge(u, n, g.above(xs[depth], c+2*int64(depth-1), "l")...)
	}
	return dg
}

// TestDAGRandom: random layered DAGs over Int and Real, each DAG
// interpolant checked.
func TestDAGRandom(t *testing.T) {
	ctx := context.Background()
	for _, srt := range []chc.Sort{chc.IntSort, chc.RealSort} {
		g := newGen(3, srt)
		p, s := newInterpolator(t, g.f, interp.Options{Check: true})
		for k := 0; k < 12; k++ {
			dg := g.dag(1+g.r.Intn(4), 3)
			is, err := p.DAG(ctx, dg)
			if err != nil {
				t.Fatalf("%s DAG %d: %v\n%v", srt, k, err, dg)
			}
			mustCheck(t, "CheckDAG", interp.CheckDAG(ctx, s, g.f, dg, is))
		}
		t.Logf("%s: %+v", srt, p.Stats())
	}
}

// TestDAGSatisfiable: a DAG with one feasible path among infeasible ones
// has no DAG interpolant.
func TestDAGSatisfiable(t *testing.T) {
	f := chc.NewFactory()
	x := f.Var("x", chc.IntSort)
	dg := interp.DAG{Nodes: 4, Entry: 0, Exit: 3, Edges: []interp.Edge{
		{From: 0, To: 1, Label: f.Eq(x, f.Int(0))},
		{From: 0, To: 2, Label: f.Eq(x, f.Int(1))},
		{From: 1, To: 3, Label: f.Eq(x, f.Int(1))},
		{From: 2, To: 3, Label: f.Eq(x, f.Int(1))},
	}}
	p, _ := newInterpolator(t, f, interp.Options{})
	if _, err := p.DAG(context.Background(), dg); !sat(err) {
		t.Fatalf("error %v, want ErrSatisfiable", err)
	}
	dg.Edges[1].Label = f.Eq(x, f.Int(2))
	is, err := p.DAG(context.Background(), dg)
	mustCheck(t, "DAG", err)
	t.Logf("%s", is)
}

// TestDAGShape: malformed DAGs are errors.
func TestDAGShape(t *testing.T) {
	f := chc.NewFactory()
	tt := f.True()
	p, _ := newInterpolator(t, f, interp.Options{})
	for _, dg := range []interp.DAG{
		{Nodes: 2, Entry: 0, Exit: 0},
		{Nodes: 2, Entry: 0, Exit: 2},
		{Nodes: 3, Entry: 0, Exit: 2, Edges: []interp.Edge{{From: 1, To: 0, Label: tt}}},
		{Nodes: 4, Entry: 0, Exit: 3, Edges: []interp.Edge{{From: 1, To: 2, Label: tt}, {From: 2, To: 1, Label: tt}}},
		{Nodes: 3, Entry: 0, Exit: 2, Edges: []interp.Edge{{From: 0, To: 5, Label: tt}}},
	} {
		if _, err := p.DAG(context.Background(), dg); err == nil {
			t.Errorf("%+v: no error", dg)
		}
	}
}

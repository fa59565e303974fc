package interp_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/z3"
)

// newInterpolator returns an Interpolator with Z3 solvers and a solver for
// the checks, both closed when the test ends.
func newInterpolator(t *testing.T, f *chc.Factory, o interp.Options) (*interp.Interpolator, smt.Solver) {
	t.Helper()
	p := interp.New(f, z3.NewSolver, o)
	t.Cleanup(p.Close)
	s, err := z3.NewSolver(f)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return p, s
}

// gen makes random linear formulas over one factory, of Int or Real sort.
type gen struct {
	f   *chc.Factory
	r   *rand.Rand
	s   chc.Sort
	ids int
}

func newGen(seed int64, s chc.Sort) *gen {
	return &gen{f: chc.NewFactory(), r: rand.New(rand.NewSource(seed)), s: s}
}

// vars returns n new variables named prefix0, prefix1, ….
func (g *gen) vars(prefix string, n int) []*chc.Term {
	out := make([]*chc.Term, n)
	for i := range out {
		out[i] = g.f.Var(fmt.Sprintf("%s%d", prefix, g.ids), g.s)
		g.ids++
	}
	return out
}

// num returns the numeral k of the generator's sort.
func (g *gen) num(k int64) *chc.Term {
	if g.s == chc.RealSort {
		return g.f.Real(k, 1)
	}
	return g.f.Int(k)
}

// linear returns a random linear term over some of vs with small
// coefficients, never a constant.
func (g *gen) linear(vs []*chc.Term) *chc.Term {
	var sum []*chc.Term
	for len(sum) == 0 {
		for _, v := range vs {
			if g.r.Intn(2) == 0 {
				continue
			}
			c := int64(g.r.Intn(7) - 3)
			if c != 0 {
				sum = append(sum, g.f.MustApp(chc.OpMul, g.num(c), v))
			}
		}
	}
	return g.f.Add(sum...)
}

// noise returns n random constraints over vs: t ≤ c with c fairly large,
// so that they seldom make a conjunction unsatisfiable on their own.
func (g *gen) noise(vs []*chc.Term, n int) []*chc.Term {
	out := make([]*chc.Term, n)
	for i := range out {
		out[i] = g.f.Le(g.linear(vs), g.num(int64(g.r.Intn(20)+5)))
	}
	return out
}

// upTo returns constraints over shared and the local variables, made
// here, that together imply t ≤ c through the locals: t ≤ l1, l1 ≤ l2 + d,
// l2 ≤ c − d.
func (g *gen) upTo(t *chc.Term, c int64, prefix string) []*chc.Term {
	l := g.vars(prefix, 2)
	d := int64(g.r.Intn(9) - 4)
	return []*chc.Term{g.f.Le(t, l[0]), g.f.Le(l[0], g.f.Add(l[1], g.num(d))), g.f.Le(l[1], g.num(c-d))}
}

// above returns constraints with new local variables implying t > c.
func (g *gen) above(t *chc.Term, c int64, prefix string) []*chc.Term {
	l := g.vars(prefix, 1)
	if g.s == chc.RealSort {
		return []*chc.Term{g.f.Le(l[0], t), g.f.Lt(g.num(c), l[0])}
	}
	return []*chc.Term{g.f.Le(l[0], t), g.f.Le(g.num(c+1), l[0])}
}

// pair returns formulas a and b over shared variables and locals of each,
// unsatisfiable together by construction: a is a disjunction of one to
// three conjunctions, the j-th implying t_j ≤ c_j for a linear t_j over
// the shared variables, and b implies every t_j > c_j. Each side carries
// random noise over its variables; over Int, some pairs disagree on parity
// instead (a: s = 2l, b: s = 2l' + 1), which needs divisibility in the
// interpolant.
func (g *gen) pair() (a, b *chc.Term) {
	f := g.f
	shared := g.vars("s", 2+g.r.Intn(3))
	la, lb := g.vars("a", 2), g.vars("b", 2)
	if g.s == chc.IntSort && g.r.Intn(4) == 0 {
		x, y := g.vars("a", 1)[0], g.vars("b", 1)[0]
		s := shared[g.r.Intn(len(shared))]
		two := g.num(2)
		a = f.And(append(g.noise(append(shared, la...), 2), f.Eq(s, f.MustApp(chc.OpMul, two, x)))...)
		b = f.And(append(g.noise(append(shared, lb...), 2), f.Eq(s, f.Add(f.MustApp(chc.OpMul, two, y), g.num(1))))...)
		return a, b
	}
	var disj, bs []*chc.Term
	for j := 0; j < 1+g.r.Intn(3); j++ {
		t, c := g.linear(shared), int64(g.r.Intn(11)-5)
		conj := append(g.upTo(t, c, "a"), g.noise(append(shared, la...), g.r.Intn(3))...)
		disj = append(disj, f.And(conj...))
		bs = append(bs, g.above(t, c, "b")...)
	}
	bs = append(bs, g.noise(append(shared, lb...), g.r.Intn(3))...)
	if g.r.Intn(3) == 0 { // a disjunction on B's side too
		bs = append(bs, f.Or(g.noise(append(shared, lb...), 2)...))
	}
	return f.Or(disj...), f.And(bs...)
}

// mustCheck fails the test unless err is nil.
func mustCheck(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// isSat reports whether a caller's formulas are satisfiable together.
func isSat(ctx context.Context, t *testing.T, s smt.Solver, ts ...*chc.Term) bool {
	t.Helper()
	mustCheck(t, "push", s.Push())
	defer s.Pop(1)
	mustCheck(t, "assert", s.Assert(ts...))
	r, err := s.Check(ctx)
	mustCheck(t, "check", err)
	if r == smt.Unknown {
		t.Fatalf("unknown: %s", s.Reason())
	}
	return r == smt.Sat
}

// sat reports whether err says the formulas were satisfiable.
func sat(err error) bool { return errors.Is(err, interp.ErrSatisfiable) }

package z3

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// TestSizeFunctionDecides: a list's size function (chc.Factory.DatatypeSize,
// defined with abs around the recursive call) is decided by the
// incremental solver at a constructor term with a free element and at a
// free list: size(x) ≥ 0 after one unfolding. With abs as an ite inline,
// Z3 read its condition (over the recursive call) as a case of the
// definition and the first check ran until its timeout (see absFunc).
func TestSizeFunctionDecides(t *testing.T) {
	f, list, _ := listFactory(t)
	nilC, cons := list.Ctor("nil"), list.Ctor("cons")
	b, x := f.Var("b", chc.IntSort), f.Var("x", list.Sort())
	must := func(u *chc.Term, err error) *chc.Term {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	nilT := must(f.Construct(nilC))
	one := must(f.Construct(cons, b, nilT))
	a := f.Var("a", list.Sort())
	cases := []struct {
		name string
		phi  *chc.Term
		want smt.Result
	}{
		{"size of (cons b nil) is 1", f.And(f.Eq(a, one), f.Not(f.Eq(must(f.DatatypeSize(a)), f.Int(1)))), smt.Unsat},
		{"size of a cons is at least 1", f.And(must(f.Test(cons, x)), f.Lt(must(f.DatatypeSize(x)), f.Int(1))), smt.Unsat},
		{"size 2 exists", f.Eq(must(f.DatatypeSize(x)), f.Int(2)), smt.Sat},
		{"no size is negative", f.Lt(must(f.DatatypeSize(x)), f.Int(0)), smt.Unsat},
		{"abs outside a size is Z3's", f.And(f.Eq(b, f.Int(-3)), f.Not(f.Eq(f.MustApp(chc.OpAbs, b), f.Int(3)))), smt.Unsat},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := NewSolverWith(f, SolverOptions{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if err := s.Push(); err != nil {
				t.Fatal(err)
			}
			if err := s.Assert(c.phi); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			got, err := s.Check(ctx)
			if err != nil || got != c.want {
				t.Fatalf("got %v, %v; want %v", got, err, c.want)
			}
		})
	}
}

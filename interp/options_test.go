package interp_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
)

// TestImplicantsAndSplitEqualities: A is the image of the even numbers
// 0..10 under a step x' = x + 2 guarded by x < 10, whose projection keeps
// the disjunction of the start values; B reaches 7 within four steps.
// Under every combination of the options the result is an interpolant;
// with Implicants its cubes are conjunctions of literals, never a
// disjunction kept whole.
func TestImplicantsAndSplitEqualities(t *testing.T) {
	f := chc.NewFactory()
	x := func(i int) *chc.Term { return f.Var(fmt.Sprintf("x@%d", i), chc.IntSort) }
	c := func(i int) *chc.Term { return f.Var(fmt.Sprintf("c@%d", i), chc.IntSort) }
	step := func(i int) *chc.Term {
		return f.And(f.Lt(c(i), f.Int(10)), f.Eq(x(i+1), f.Add(c(i), f.Int(2))), f.Eq(x(i), c(i)))
	}
	bad := func(i int) *chc.Term { return f.Eq(x(i), f.Int(7)) }
	var starts []*chc.Term
	for v := int64(0); v <= 10; v += 2 {
		starts = append(starts, f.Eq(x(0), f.Int(v)))
	}
	a := f.And(f.Or(starts...), step(0))
	b := bad(4)
	for i := 3; i >= 1; i-- {
		b = f.Or(bad(i), f.And(step(i), b))
	}
	for _, o := range []interp.Options{{}, {SplitEqualities: true}, {Implicants: true}, {SplitEqualities: true, Implicants: true}} {
		p, s := newInterpolator(t, f, o)
		i, err := p.Binary(context.Background(), a, b)
		if err != nil {
			t.Fatalf("%+v: %v", o, err)
		}
		if err := interp.Check(context.Background(), s, f, a, b, i); err != nil {
			t.Fatalf("%+v: %s: %v", o, i, err)
		}
		if !o.Implicants {
			continue
		}
		cubes := []*chc.Term{i}
		if i.Op() == chc.OpOr {
			cubes = i.Args()
		}
		for _, cube := range cubes {
			for _, l := range chc.Conjuncts(cube) {
				if l.Op() == chc.OpOr || l.Op() == chc.OpAnd {
					t.Errorf("%+v: cube %s has the non-literal %s", o, cube, l)
				}
			}
		}
	}
}

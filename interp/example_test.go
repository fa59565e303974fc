package interp_test

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
	"github.com/horn-chc/horn/z3"
)

// An interpolant of "x is twice a non-negative y" and "x is odd" says that
// x is even, over x alone.
func ExampleInterpolator_Binary() {
	f := chc.NewFactory()
	x, y, z := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort), f.Var("z", chc.IntSort)
	two := f.Int(2)
	a := f.And(f.Eq(x, f.MustApp(chc.OpMul, two, y)), f.Le(f.Int(0), y))
	b := f.Eq(x, f.Add(f.MustApp(chc.OpMul, two, z), f.Int(1)))

	ctx := context.Background()
	p := interp.New(f, z3.NewSolver, interp.Options{Check: true})
	defer p.Close()
	i, err := p.Binary(ctx, a, b)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(i)
	// Output: (= (mod x 2) 0)
}

// A sequence interpolant of a three-step counter that cannot reach 3 in two
// steps of at most one from 0.
func ExampleInterpolator_Sequence() {
	f := chc.NewFactory()
	x0, x1, x2 := f.Var("x0", chc.RealSort), f.Var("x1", chc.RealSort), f.Var("x2", chc.RealSort)
	one := f.Real(1, 1)
	as := []*chc.Term{
		f.Eq(x0, f.Real(0, 1)),
		f.Le(x1, f.Add(x0, one)),
		f.Le(x2, f.Add(x1, one)),
		f.Le(f.Real(3, 1), x2),
	}
	ctx := context.Background()
	p := interp.New(f, z3.NewSolver, interp.Options{Check: true})
	defer p.Close()
	is, err := p.Sequence(ctx, as)
	if err != nil {
		fmt.Println(err)
		return
	}
	for k, i := range is {
		fmt.Printf("I%d = %s\n", k, i)
	}
	// Output:
	// I0 = true
	// I1 = (= x0 0.0)
	// I2 = (<= x1 1.0)
	// I3 = (<= x2 2.0)
	// I4 = false
}

package z3_test

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/z3"
)

// Example checks x > 2 ∧ x < 5 under an assumption and reads the model,
// with every handle made in a scope released at its end.
func Example() {
	ctx, err := z3.NewContext(z3.Options{})
	if err != nil {
		panic(err)
	}
	defer ctx.Close()

	sc := ctx.Scope()
	defer sc.End()
	ints, _ := ctx.IntSort()
	x, _ := ctx.Const("x", ints)
	two, _ := ctx.Int("2")
	five, _ := ctx.Int("5")
	gt, _ := ctx.Gt(x, two)
	lt, _ := ctx.Lt(x, five)
	f, _ := ctx.And(gt, lt)

	s, _ := ctx.NewSolver()
	_ = s.Assert(f)
	st, err := s.Check(context.Background())
	fmt.Println(st, err)
	m, _ := s.Model()
	v, _ := m.Eval(x, true)
	n, _ := v.NumeralString()
	fmt.Println("x =", n)

	four, _ := ctx.Int("4")
	eq, _ := ctx.Eq(x, four)
	notEq, _ := ctx.Not(eq)
	three, _ := ctx.Int("3")
	gt3, _ := ctx.Gt(x, three)
	st, _ = s.Check(context.Background(), notEq, gt3)
	core, _ := s.UnsatCore()
	fmt.Println(st, len(core))
	// Output:
	// sat <nil>
	// x = 3
	// unsat 2
}

// ExampleContext_ModelProject eliminates x from y = x + 1 ∧ 0 ≤ x ∧ y ≤ 10
// under a model, and checks that the result holds in that model.
func ExampleContext_ModelProject() {
	ctx, _ := z3.NewContext(z3.Options{})
	defer ctx.Close()
	fs, err := ctx.ParseSMTLIB2(`(declare-const x Int) (declare-const y Int)
		(assert (and (= y (+ x 1)) (<= 0 x) (<= y 10)))`)
	if err != nil {
		panic(err)
	}
	body := fs[0]
	ints, _ := ctx.IntSort()
	x, _ := ctx.Const("x", ints)

	s, _ := ctx.NewSolver()
	_ = s.Assert(body)
	_, _ = s.Check(context.Background())
	m, _ := s.Model()
	p, _ := ctx.ModelProject(m, []z3.AST{x}, body)
	holds, _ := m.Eval(p, true)
	fmt.Println(p)
	fmt.Println(holds)
	// Output:
	// (and (<= y 10) (<= 1 y))
	// true
}

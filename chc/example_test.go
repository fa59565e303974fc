package chc_test

import (
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// Build the system of the package documentation: a counter that starts at 0
// and goes up by one, with the query that it never becomes negative.
func ExampleSystem() {
	s := chc.NewSystem("count")
	f := s.Terms
	inv := &chc.Pred{Name: "inv", Params: []chc.Sort{chc.IntSort}}
	s.Preds = append(s.Preds, inv)
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	s.Clauses = append(s.Clauses,
		&chc.Clause{Constraint: f.Eq(x, f.Int(0)), Head: &chc.Atom{Pred: inv, Args: []*chc.Term{x}}},
		&chc.Clause{Body: []chc.Atom{{Pred: inv, Args: []*chc.Term{x}}},
			Constraint: f.Eq(y, f.Add(x, f.Int(1))), Head: &chc.Atom{Pred: inv, Args: []*chc.Term{y}}},
		&chc.Clause{Body: []chc.Atom{{Pred: inv, Args: []*chc.Term{x}}}, Constraint: f.Lt(x, f.Int(0))})
	if err := s.Check(); err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range s.Clauses {
		fmt.Println(c)
	}
	in := chc.Classify(s)
	fmt.Println("linear:", in.Linear, "transition system:", in.TransitionSystem, "theories:", in.Theories)
	// Output:
	// (= x 0) → (inv x)
	// (inv x) ∧ (= y (+ x 1)) → (inv y)
	// (inv x) ∧ (< x 0) → false
	// linear: true transition system: true theories: [LIA]
}

// Eval computes with SMT-LIB's semantics: div rounds so that mod is never
// negative, and to_int is floor.
func ExampleEval() {
	f := chc.NewFactory()
	x := f.Var("x", chc.IntSort)
	env := chc.Env{x: chc.Int64Value(-7)}
	for _, t := range []*chc.Term{
		f.MustApp(chc.OpDiv, x, f.Int(2)),
		f.MustApp(chc.OpMod, x, f.Int(2)),
		f.MustApp(chc.OpToInt, f.MustApp(chc.OpRealDiv, f.MustApp(chc.OpToReal, x), f.Real(2, 1))),
		f.And(f.Lt(x, f.Int(0)), f.Eq(f.MustApp(chc.OpAbs, x), f.Int(7))),
	} {
		v, err := chc.Eval(t, env)
		fmt.Println(t, "=", v, err)
	}
	_, err := chc.Eval(f.MustApp(chc.OpDiv, x, f.Int(0)), env)
	fmt.Println(err)
	// Output:
	// (div x 2) = (- 4) <nil>
	// (mod x 2) = 1 <nil>
	// (to_int (/ (to_real x) 2.0)) = (- 4) <nil>
	// (and (< x 0) (= (abs x) 7)) = true <nil>
	// div by zero in (div x 0)
}

// Terms are hash-consed: building the same term twice gives the same pointer.
func ExampleFactory() {
	f := chc.NewFactory()
	x := f.Var("x", chc.IntSort)
	a := f.Add(x, f.Int(1))
	b := f.Add(x, f.Int(1))
	fmt.Println(a, a == b)
	fmt.Println(f.And(f.True(), f.Le(x, f.Int(3)), f.Le(x, f.Int(3))))
	fmt.Println(f.Eq(f.Int(2), f.Add(f.Int(1), f.Int(1))))
	// Output:
	// (+ x 1) true
	// (<= x 3)
	// true
}

// Subst replaces variables simultaneously and simplifies what it rebuilds.
func ExampleFactory_Subst() {
	f := chc.NewFactory()
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	t := f.And(f.Le(x, y), f.Eq(f.Add(x, f.Int(2)), y))
	fmt.Println(f.Subst(t, map[*chc.Term]*chc.Term{x: y, y: x}))
	fmt.Println(f.Subst(t, map[*chc.Term]*chc.Term{x: f.Int(1)}))
	// Output:
	// (and (<= y x) (= x (+ y 2)))
	// (and (<= 1 y) (= y 3))
}

// A model interprets each predicate by a formula over parameter variables;
// Instantiate applies it to an atom's arguments.
func ExampleModel_Instantiate() {
	f := chc.NewFactory()
	inv := &chc.Pred{Name: "inv", Params: []chc.Sort{chc.IntSort}}
	p := f.Var("p", chc.IntSort)
	m := chc.Model{inv: {Params: []*chc.Term{p}, Body: f.Le(f.Int(0), p)}}
	x := f.Var("x", chc.IntSort)
	t, _ := m.Instantiate(f, chc.Atom{Pred: inv, Args: []*chc.Term{f.Add(x, f.Int(1))}})
	fmt.Println(t)
	v, _ := chc.Eval(t, chc.Env{x: chc.Int64Value(-1)})
	fmt.Println(v)
	// Output:
	// (<= 0 (+ x 1))
	// true
}

// Values print as SMT-LIB terms; arrays as stores over a constant array.
func ExampleValue() {
	s := chc.ArraySort(chc.IntSort, chc.RealSort)
	a := chc.DefaultValue(s).Store(chc.Int64Value(3), chc.RealValue(big.NewRat(1, 2)))
	fmt.Println(a)
	fmt.Println(a.Select(chc.Int64Value(3)), a.Select(chc.Int64Value(4)))
	// Output:
	// (store ((as const (Array Int Real)) 0.0) 3 (/ 1.0 2.0))
	// (/ 1.0 2.0) 0.0
}

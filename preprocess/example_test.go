package preprocess_test

import (
	"context"
	"fmt"
	"os"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// A chain of predicates before a loop: inlining leaves the loop alone.
const chain = `(set-logic HORN)
(declare-fun init (Int Int) Bool)
(declare-fun loop (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (>= y 0)) (init x y))))
(assert (forall ((x Int) (y Int)) (=> (init x y) (loop x y))))
(assert (forall ((x Int) (y Int) (x1 Int)) (=> (and (loop x y) (= x1 (+ x 2))) (loop x1 y))))
(assert (forall ((x Int) (y Int)) (=> (and (loop x y) (= x 7)) false)))
`

func Example() {
	s, err := smtlib2.Parse("chain.smt2", []byte(chain))
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	r, err := preprocess.Default().Run(ctx, s)
	if err != nil {
		panic(err)
	}
	smtlib2.WriteSystem(os.Stdout, r.System)

	// Solve the preprocessed system, then validate the model, translated
	// back, against the input.
	res, err := pdr.New(pdr.Options{NewSolver: z3.NewSolver}).Solve(ctx, r.System)
	if err != nil || res.Status != chc.Sat {
		panic(fmt.Sprint(res.Status, err))
	}
	m, err := r.Back.Model(ctx, res.Model, z3.NewSolver)
	if err != nil {
		panic(err)
	}
	fmt.Println(witness.CheckModel(ctx, s, m, z3.NewSolver) == nil)
	fmt.Println("init:", m[s.Pred("init")].Body)
	// Output:
	// (set-logic HORN)
	// (declare-fun loop (Int) Bool)
	// (assert
	//   (forall ((x Int))
	//     (=>
	//       (= x 0)
	//       (loop x))))
	// (assert
	//   (forall ((x Int) (x1 Int))
	//     (=>
	//       (and
	//         (loop x)
	//         (= x1 (+ x 2)))
	//       (loop x1))))
	// (assert
	//   (forall ((x Int))
	//     (=>
	//       (and
	//         (loop x)
	//         (= x 7))
	//       false)))
	// (check-sat)
	// (exit)
	// true
	// init: (= 0 x!1)
}

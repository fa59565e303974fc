package horn_test

import (
	"context"
	"fmt"
	"log"

	"github.com/horn-chc/horn"
)

// A counter that starts at 0 and steps by 2 never reaches 7: the system is
// sat, and the model is an inductive invariant, checked again here.
func Example() {
	src := `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (= y (+ x 2))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 7)) false)))
(check-sat)`
	s, err := horn.Parse("counter.smt2", []byte(src))
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	r, err := horn.Solve(ctx, s, horn.Options{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Status)
	fmt.Println(horn.CheckModel(ctx, s, r.Model) == nil)
	// Output:
	// sat
	// true
}

// An unsafe system: the answer is unsat with a derivation of false.
func Example_unsat() {
	src := `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (= y (+ x 1))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 5)) false)))
(check-sat)`
	s, err := horn.Parse("reach5.smt2", []byte(src))
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	r, err := horn.Solve(ctx, s, horn.Options{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Status, r.Derivation.Depth())
	fmt.Println(horn.CheckDerivation(ctx, s, r.Derivation) == nil)
	// Output:
	// unsat 7
	// true
}

// With Jobs 2 the default engine's members run in parallel, each on a
// core of its own; the first answer that validates wins.
func Example_jobs() {
	src := `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (= y (+ x 1))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 5)) false)))
(check-sat)`
	s, err := horn.Parse("reach5.smt2", []byte(src))
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	r, err := horn.Solve(ctx, s, horn.Options{Jobs: 2})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Status)
	fmt.Println(horn.CheckDerivation(ctx, s, r.Derivation) == nil)
	// Output:
	// unsat
	// true
}

package unroll_test

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/unroll"
	"github.com/horn-chc/horn/z3"
)

// A counter from 0 by 2 reaches 4: the linear unrolling's goal is first
// satisfiable at step 2 (the fact at step 0, an increment at each of
// steps 1 and 2, the query at step 2), and the derivation read out has
// one node per clause use.
func ExampleLinear() {
	s, err := smtlib2.Parse("counter.smt2", []byte(`(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (= y (+ x 2))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 4)) false)))`))
	if err != nil {
		panic(err)
	}
	sol, err := z3.NewSolver(s.Terms)
	if err != nil {
		panic(err)
	}
	defer sol.Close()
	ctx := context.Background()
	l := unroll.NewLinear(s, unroll.NewSMT(s.Terms, sol, "u#"))
	for range 5 {
		i, _, err := l.Step(ctx)
		if err != nil {
			panic(err)
		}
		if r, err := sol.Check(ctx, l.Goal(i)); err != nil || r != chc.Sat {
			continue
		}
		d, err := l.Derivation(i)
		if err != nil {
			panic(err)
		}
		fmt.Printf("derivation of false at step %d, %d nodes\n", i, len(d.Nodes()))
		return
	}
	// Output: derivation of false at step 2, 4 nodes
}

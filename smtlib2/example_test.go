package smtlib2_test

import (
	"fmt"
	"os"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

func Example() {
	src := `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int)) (=> (and (inv x) (< x 10)) (inv (+ x 1)))))
(assert (forall ((x Int)) (=> (inv x) (<= x 10))))
`
	s, err := smtlib2.Parse("count.smt2", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range s.Clauses {
		fmt.Println(c.Pos, c)
	}
	if err := smtlib2.WriteSystem(os.Stdout, s); err != nil {
		fmt.Println(err)
	}
	// Output:
	// count.smt2:3:1 (= x 0) → (inv x)
	// count.smt2:4:1 (inv x) ∧ (and (< x 10) (= h!1 (+ x 1))) → (inv h!1)
	// count.smt2:5:1 (inv x) ∧ (not (<= x 10)) → false
	// (set-logic HORN)
	// (declare-fun inv (Int) Bool)
	// (assert
	//   (forall ((x Int))
	//     (=>
	//       (= x 0)
	//       (inv x))))
	// (assert
	//   (forall ((x Int) (h!1 Int))
	//     (=>
	//       (and
	//         (inv x)
	//         (< x 10)
	//         (= h!1 (+ x 1)))
	//       (inv h!1))))
	// (assert
	//   (forall ((x Int))
	//     (=>
	//       (and
	//         (inv x)
	//         (not (<= x 10)))
	//       false)))
	// (check-sat)
	// (exit)
}

func ExampleParse_error() {
	_, err := smtlib2.Parse("bad.smt2", []byte(`(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (inv x) (inv (* x y)))))
`))
	fmt.Println(err)
	// Output:
	// bad.smt2:3:52: non-linear arithmetic is not supported: (* x y)
}

func ExampleWriteModel() {
	s, _ := smtlib2.Parse("count.smt2", []byte("(declare-fun inv (Int) Bool)"))
	f := s.Terms
	x := f.Var("x", chc.IntSort)
	m := chc.Model{s.Preds[0]: {Params: []*chc.Term{x}, Body: f.And(f.Le(f.Int(0), x), f.Le(x, f.Int(10)))}}
	if err := smtlib2.WriteModel(os.Stdout, s, m); err != nil {
		fmt.Println(err)
	}
	// Output:
	// (define-fun inv ((x Int)) Bool
	//   (and (<= 0 x) (<= x 10)))
}

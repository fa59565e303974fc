; expect: unsat
(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (= y (+ x 3))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 12)) false)))
(check-sat)

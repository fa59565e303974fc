; expect: unsat
(set-logic HORN)
(declare-fun p (Int) Bool)
(assert (forall ((x Int)) (=> (= x 1) (p x))))
(assert (forall ((x Int)) (=> (and (> x 0) (< x 2)) false)))
(check-sat)

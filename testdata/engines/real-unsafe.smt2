; expect: unsat
(set-logic HORN)
(declare-fun inv (Real) Bool)
(assert (forall ((x Real)) (=> (= x 0.0) (inv x))))
(assert (forall ((x Real) (y Real)) (=> (and (inv x) (= y (+ x 0.5))) (inv y))))
(assert (forall ((x Real)) (=> (and (inv x) (>= x 2.0)) false)))
(check-sat)

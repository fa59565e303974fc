; expect: sat
; x grows by halves while below 10; it never exceeds 10.5
(set-logic HORN)
(declare-fun inv (Real) Bool)
(assert (forall ((x Real)) (=> (= x 0.0) (inv x))))
(assert (forall ((x Real) (y Real)) (=> (and (inv x) (< x 10.0) (= y (+ x 0.5))) (inv y))))
(assert (forall ((x Real)) (=> (and (inv x) (> x 10.5)) false)))
(check-sat)

; A counter that starts at 0 and steps by 2 never equals 7: safe (sat).
(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (< x 10) (= y (+ x 2))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 7)) false)))
(check-sat)

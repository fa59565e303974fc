; expect: unsat
; a flag toggles at every step while x counts; flag and x = 5 hold together
(set-logic HORN)
(declare-fun inv (Bool Int) Bool)
(assert (forall ((b Bool) (x Int)) (=> (and (not b) (= x 0)) (inv b x))))
(assert (forall ((b Bool) (x Int) (c Bool) (y Int))
  (=> (and (inv b x) (= c (not b)) (= y (+ x 1))) (inv c y))))
(assert (forall ((b Bool) (x Int)) (=> (and (inv b x) b (= x 5)) false)))
(check-sat)

; expect: sat
; the same toggling flag: the flag is set exactly at odd x, so never at x = 6
(set-logic HORN)
(declare-fun inv (Bool Int) Bool)
(assert (forall ((b Bool) (x Int)) (=> (and (not b) (= x 0)) (inv b x))))
(assert (forall ((b Bool) (x Int) (c Bool) (y Int))
  (=> (and (inv b x) (= c (not b)) (= y (+ x 1))) (inv c y))))
(assert (forall ((b Bool) (x Int)) (=> (and (inv b x) b (= x 6)) false)))
(check-sat)

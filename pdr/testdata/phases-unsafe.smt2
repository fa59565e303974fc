; expect: unsat
; The two-phase loop of phases-updown with a wrong claim: y stays below 50.
(set-logic HORN)
(declare-fun inv (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (inv x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (inv x y) (< x 100) (= x1 (+ x 1)) (= y1 (ite (< x 50) (+ y 1) (- y 1)))) (inv x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (>= y 50)) false)))
(check-sat)

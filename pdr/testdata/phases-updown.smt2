; expect: sat
; A loop with two phases: y climbs while x < 50, then falls; at x = 100, y = 0.
(set-logic HORN)
(declare-fun inv (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (inv x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (inv x y) (< x 100) (= x1 (+ x 1)) (= y1 (ite (< x 50) (+ y 1) (- y 1)))) (inv x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (>= x 100) (not (= y 0))) false)))
(check-sat)

; expect: sat
; One loop whose step changes at thresholds of its counter: x grows by 1
; below 10, by 2 up to 30, by 3 beyond; y counts the steps. x never equals
; y + 1000 below x = 3000 (x <= 3y at every step, and x >= y).
(set-logic HORN)
(declare-fun inv (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (inv x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (inv x y) (= y1 (+ y 1)) (= x1 (ite (< x 10) (+ x 1) (ite (< x 30) (+ x 2) (+ x 3))))) (inv x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (or (< x y) (> x (* 3 y)))) false)))
(check-sat)

; expect: sat
; Two loops in sequence over the same variables: the first counts x up to
; 30 adding 2 to y each time, the second counts y down to 0 adding 1 to x,
; so x = 30 + 60 = 90 at the end.
(set-logic HORN)
(declare-fun first (Int Int) Bool)
(declare-fun second (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (first x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (first x y) (< x 30) (= x1 (+ x 1)) (= y1 (+ y 2))) (first x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (first x y) (>= x 30)) (second x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (second x y) (> y 0) (= x1 (+ x 1)) (= y1 (- y 1))) (second x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (second x y) (<= y 0) (not (= x 90))) false)))
(check-sat)

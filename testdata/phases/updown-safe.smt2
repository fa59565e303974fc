; expect: sat
; y rises by one while x < 40 and falls by one afterwards, x counting every
; step; the loop stops when y goes negative, which happens at x = 81.
; Invariant: (x <= 40 and y = x) or (x >= 40 and y = 80 - x).
(set-logic HORN)
(declare-fun loop (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (loop x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (loop x y) (>= y 0)
           (or (and (< x 40) (= y1 (+ y 1))) (and (>= x 40) (= y1 (- y 1))))
           (= x1 (+ x 1)))
      (loop x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (loop x y) (< y 0) (not (= x 81))) false)))
(check-sat)

; expect: sat
; The two loops of sequence-safe as one loop with a phase flag p: while p
; is false x counts up to 30 adding 2 to y; then p turns true and y counts
; down to 0 adding 1 to x. x = 90 at the end.
(set-logic HORN)
(declare-fun loop (Bool Int Int) Bool)
(assert (forall ((p Bool) (x Int) (y Int)) (=> (and (not p) (= x 0) (= y 0)) (loop p x y))))
(assert (forall ((p Bool) (x Int) (y Int) (p1 Bool) (x1 Int) (y1 Int))
  (=> (and (loop p x y)
           (or (and (not p) (< x 30) (not p1) (= x1 (+ x 1)) (= y1 (+ y 2)))
               (and (not p) (>= x 30) p1 (= x1 x) (= y1 y))
               (and p (> y 0) p1 (= x1 (+ x 1)) (= y1 (- y 1)))))
      (loop p1 x1 y1))))
(assert (forall ((p Bool) (x Int) (y Int)) (=> (and (loop p x y) p (<= y 0) (not (= x 90))) false)))
(check-sat)

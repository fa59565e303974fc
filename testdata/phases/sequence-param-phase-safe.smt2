; expect: sat
; sequence-phase-safe with a symbolic bound n >= 0: while p is false x
; counts up to n adding 2 to y; then y counts down to 0 adding 1 to x, so
; x = 3n at the end. Invariant: (not p and x <= n and y = 2x) or
; (p and x + y = 3n and y >= 0).
(set-logic HORN)
(declare-fun loop (Bool Int Int Int) Bool)
(assert (forall ((p Bool) (x Int) (y Int) (n Int)) (=> (and (not p) (= x 0) (= y 0) (>= n 0)) (loop p x y n))))
(assert (forall ((p Bool) (x Int) (y Int) (n Int) (p1 Bool) (x1 Int) (y1 Int))
  (=> (and (loop p x y n)
           (or (and (not p) (< x n) (not p1) (= x1 (+ x 1)) (= y1 (+ y 2)))
               (and (not p) (>= x n) p1 (= x1 x) (= y1 y))
               (and p (> y 0) p1 (= x1 (+ x 1)) (= y1 (- y 1)))))
      (loop p1 x1 y1 n))))
(assert (forall ((p Bool) (x Int) (y Int) (n Int)) (=> (and (loop p x y n) p (<= y 0) (not (= x (* 3 n)))) false)))
(check-sat)

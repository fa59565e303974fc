; expect: sat
; updown-safe with a symbolic threshold n >= 0: y rises while x < n and
; falls afterwards; it goes negative at x = 2n + 1. No bound on the
; unrolling closes this one. Invariant: (x <= n and y = x) or
; (x >= n and y = 2n - x).
(set-logic HORN)
(declare-fun loop (Int Int Int) Bool)
(assert (forall ((x Int) (y Int) (n Int)) (=> (and (= x 0) (= y 0) (>= n 0)) (loop x y n))))
(assert (forall ((x Int) (y Int) (n Int) (x1 Int) (y1 Int))
  (=> (and (loop x y n) (>= y 0)
           (or (and (< x n) (= y1 (+ y 1))) (and (>= x n) (= y1 (- y 1))))
           (= x1 (+ x 1)))
      (loop x1 y1 n))))
(assert (forall ((x Int) (y Int) (n Int)) (=> (and (loop x y n) (< y 0) (not (= x (+ (* 2 n) 1)))) false)))
(check-sat)

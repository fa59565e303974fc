; expect: sat
; f(n) = f(n-1) + f(n-1) + 1 (a complete binary tree's size); f(n) >= n
(set-logic HORN)
(declare-fun f (Int Int) Bool)
(assert (forall ((n Int) (r Int)) (=> (and (<= n 0) (= r 0)) (f n r))))
(assert (forall ((n Int) (a Int) (b Int) (r Int))
  (=> (and (> n 0) (f (- n 1) a) (f (- n 1) b) (= r (+ a b 1))) (f n r))))
(assert (forall ((n Int) (r Int)) (=> (and (f n r) (< r n)) false)))
(check-sat)

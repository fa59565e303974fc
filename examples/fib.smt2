; A non-linear (recursive) system: fib(n, r) holds when r is the n-th
; Fibonacci number, computed by two recursive calls. The query asks whether
; fib(6) = 8 is derivable; it is, so the system is unsafe (unsat).
(set-logic HORN)
(declare-fun fib (Int Int) Bool)
(assert (forall ((n Int) (r Int)) (=> (and (<= n 1) (>= n 0) (= r n)) (fib n r))))
(assert (forall ((n Int) (a Int) (b Int) (r Int))
  (=> (and (> n 1) (fib (- n 1) a) (fib (- n 2) b) (= r (+ a b))) (fib n r))))
(assert (forall ((n Int) (r Int)) (=> (and (fib n r) (= n 6) (= r 8)) false)))
(check-sat)

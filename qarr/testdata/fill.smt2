; expect: sat
; for (i = 0; i < 8; i++) a[i] = x, x++;  (x >= 0 at first: a constant bound and elements bounded)
; then a[j] >= 0 for 0 <= j < 8.
; meaning: (define-fun inv ((i Int) (x Int) (a (Array Int Int))) Bool (and (>= x 0) (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (>= (select a k) 0)))))
(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int)) Bool)
(assert (forall ((x Int) (a (Array Int Int))) (=> (>= x 0) (inv 0 x a))))
(assert (forall ((i Int) (x Int) (a (Array Int Int)))
  (=> (and (inv i x a) (< i 8)) (inv (+ i 1) (+ x 1) (store a i x)))))
(assert (forall ((i Int) (x Int) (a (Array Int Int)) (j Int))
  (=> (and (inv i x a) (>= i 8) (<= 0 j) (< j 8) (< (select a j) 0)) false)))
(check-sat)

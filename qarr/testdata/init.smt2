; expect: sat
; for (i = 0; i < n; i++) a[i] = 0;  then every a[j], 0 <= j < n, is 0.
; meaning: (define-fun inv ((i Int) (n Int) (a (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (= (select a k) 0))))
(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int))) (inv 0 n a)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)))
  (=> (and (inv i n a) (< i n)) (inv (+ i 1) n (store a i 0)))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (j Int))
  (=> (and (inv i n a) (>= i n) (<= 0 j) (< j n) (not (= (select a j) 0))) false)))
(check-sat)

; expect: sat
; for (i = 0; i < n; i++) a[p + 4*(i+1)] = a[p + 4*i];  (a pointer walk, stride 4)
; then every a[p + 4*j], 0 <= j <= n, equals a[p].
; meaning: (define-fun inv ((p Int) (i Int) (n Int) (a (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (<= k i)) (= (select a (+ p (* 4 k))) (select a p)))))
(set-logic HORN)
(declare-fun inv (Int Int Int (Array Int Int)) Bool)
(assert (forall ((p Int) (n Int) (a (Array Int Int))) (=> (>= n 0) (inv p 0 n a))))
(assert (forall ((p Int) (i Int) (n Int) (a (Array Int Int)))
  (=> (and (inv p i n a) (< i n)) (inv p (+ i 1) n (store a (+ p (* 4 (+ i 1))) (select a (+ p (* 4 i))))))))
(assert (forall ((p Int) (i Int) (n Int) (a (Array Int Int)) (j Int))
  (=> (and (inv p i n a) (>= i n) (<= 0 j) (<= j n) (not (= (select a (+ p (* 4 j))) (select a p)))) false)))
(check-sat)

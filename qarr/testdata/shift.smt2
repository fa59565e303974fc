; expect: sat
; for (i = 0; i < n; i++) b[i + 1] = a[i];  (a copy shifted by one)
; then b[j + 1] = a[j] for 0 <= j < n.
; meaning: (define-fun inv ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (= (select a k) (select b (+ k 1))))))
(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int) (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int)) (b (Array Int Int))) (inv 0 n a b)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int)))
  (=> (and (inv i n a b) (< i n)) (inv (+ i 1) n a (store b (+ i 1) (select a i))))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int)) (j Int))
  (=> (and (inv i n a b) (>= i n) (<= 0 j) (< j n) (not (= (select b (+ j 1)) (select a j)))) false)))
(check-sat)

; expect: sat
; for (i = 0; i < n; i++) b[i] = a[i];  then b agrees with a below n.
; meaning: (define-fun inv ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (= (select b k) (select a k)))))
(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int) (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int)) (b (Array Int Int))) (inv 0 n a b)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int)))
  (=> (and (inv i n a b) (< i n)) (inv (+ i 1) n a (store b i (select a i))))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int)) (j Int))
  (=> (and (inv i n a b) (>= i n) (<= 0 j) (< j n) (not (= (select b j) (select a j)))) false)))
(check-sat)

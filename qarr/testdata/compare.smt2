; expect: sat
; i = 0; while (i < n && a[i] == b[i]) i++;  if i reached n, a and b agree below n.
; meaning: (define-fun inv ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (= (select a k) (select b k)))))
(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int) (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int)) (b (Array Int Int))) (inv 0 n a b)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int)))
  (=> (and (inv i n a b) (< i n) (= (select a i) (select b i))) (inv (+ i 1) n a b))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (b (Array Int Int)) (j Int))
  (=> (and (inv i n a b) (>= i n) (<= 0 j) (< j n) (not (= (select a j) (select b j)))) false)))
(check-sat)

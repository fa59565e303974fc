; expect: sat
; i = 0; while (i + 1 < n && a[i] <= a[i+1]) i++;  if i + 1 reached n, a is sorted below n.
; meaning: (define-fun inv ((i Int) (n Int) (a (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (<= (select a k) (select a (+ k 1))))))
(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int))) (inv 0 n a)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)))
  (=> (and (inv i n a) (< (+ i 1) n) (<= (select a i) (select a (+ i 1)))) (inv (+ i 1) n a))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (j Int))
  (=> (and (inv i n a) (>= (+ i 1) n) (<= 0 j) (< (+ j 1) n) (> (select a j) (select a (+ j 1)))) false)))
(check-sat)

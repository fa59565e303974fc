; expect: sat
; i = 0; while (i < n && a[i] != key) i++;  if i reached n, key is nowhere below n.
; meaning: (define-fun inv ((i Int) (n Int) (key Int) (a (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (not (= (select a k) key)))))
(set-logic HORN)
(declare-fun inv (Int Int Int (Array Int Int)) Bool)
(assert (forall ((n Int) (key Int) (a (Array Int Int))) (inv 0 n key a)))
(assert (forall ((i Int) (n Int) (key Int) (a (Array Int Int)))
  (=> (and (inv i n key a) (< i n) (not (= (select a i) key))) (inv (+ i 1) n key a))))
(assert (forall ((i Int) (n Int) (key Int) (a (Array Int Int)) (j Int))
  (=> (and (inv i n key a) (>= i n) (<= 0 j) (< j n) (= (select a j) key)) false)))
(check-sat)

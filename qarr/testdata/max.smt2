; expect: sat
; m = a[0]; for (i = 1; i < n; i++) if (a[i] > m) m = a[i];  then m bounds a below n.
; meaning: (define-fun inv ((i Int) (n Int) (m Int) (a (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (<= (select a k) m))))
(set-logic HORN)
(declare-fun inv (Int Int Int (Array Int Int)) Bool)
(assert (forall ((n Int) (m Int) (a (Array Int Int)))
  (=> (and (>= n 1) (= m (select a 0))) (inv 1 n m a))))
(assert (forall ((i Int) (n Int) (m Int) (a (Array Int Int)))
  (=> (and (inv i n m a) (< i n)) (inv (+ i 1) n (ite (> (select a i) m) (select a i) m) a))))
(assert (forall ((i Int) (n Int) (m Int) (a (Array Int Int)) (j Int))
  (=> (and (inv i n m a) (>= i n) (<= 0 j) (< j n) (> (select a j) m)) false)))
(check-sat)

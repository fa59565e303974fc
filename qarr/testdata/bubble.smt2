; expect: sat
; One pass of bubble sort, a partial sort:
; for (i = 0; i + 1 < n; i++) if (a[i] > a[i+1]) swap(a[i], a[i+1]);
; then a[n-1] is the largest of a[0..n-1].
; meaning: (define-fun inv ((i Int) (n Int) (a (Array Int Int))) Bool (and (< i n) (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (<= (select a k) (select a i))))))
(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int))) (=> (>= n 1) (inv 0 n a))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (x Int) (y Int))
  (=> (and (inv i n a) (< (+ i 1) n) (= x (select a i)) (= y (select a (+ i 1))))
      (inv (+ i 1) n (ite (> x y) (store (store a i y) (+ i 1) x) a)))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (j Int))
  (=> (and (inv i n a) (>= (+ i 1) n) (<= 0 j) (< j n) (> (select a j) (select a (- n 1)))) false)))
(check-sat)

; expect: sat
; for (i = 0; i < n; i++) for (j = 0; j < m; j++) A[i][j] = 0;  (two dimensions)
; then every A[x][y], 0 <= x < n, 0 <= y < m, is 0.
; meaning: (define-fun inv ((i Int) (j Int) (n Int) (m Int) (A (Array Int (Array Int Int)))) Bool (and (forall ((k Int) (l Int)) (=> (and (<= 0 k) (< k i) (<= 0 l) (< l m)) (= (select (select A k) l) 0))) (forall ((l Int)) (=> (and (<= 0 l) (< l j)) (= (select (select A i) l) 0)))))
(set-logic HORN)
(declare-fun inv (Int Int Int Int (Array Int (Array Int Int))) Bool)
(assert (forall ((n Int) (m Int) (A (Array Int (Array Int Int)))) (inv 0 0 n m A)))
(assert (forall ((i Int) (j Int) (n Int) (m Int) (A (Array Int (Array Int Int))))
  (=> (and (inv i j n m A) (< i n) (< j m)) (inv i (+ j 1) n m (store A i (store (select A i) j 0))))))
(assert (forall ((i Int) (j Int) (n Int) (m Int) (A (Array Int (Array Int Int))))
  (=> (and (inv i j n m A) (< i n) (>= j m)) (inv (+ i 1) 0 n m A))))
(assert (forall ((i Int) (j Int) (n Int) (m Int) (A (Array Int (Array Int Int))) (x Int) (y Int))
  (=> (and (inv i j n m A) (>= i n) (<= 0 x) (< x n) (<= 0 y) (< y m) (not (= (select (select A x) y) 0))) false)))
(check-sat)

; expect: sat
; Two loops in sequence over the same variables (pc 0, then pc 1): the
; first counts i and s up to n, the second counts s down with i; s ends at 0.
(set-logic HORN)
(declare-fun inv (Int Int Int Int) Bool)
(assert (forall ((pc Int) (i Int) (s Int) (n Int)) (=> (and (= pc 0) (= i 0) (= s 0) (>= n 0)) (inv pc i s n))))
(assert (forall ((pc Int) (i Int) (s Int) (n Int) (i1 Int) (s1 Int))
  (=> (and (inv pc i s n) (= pc 0) (< i n) (= i1 (+ i 1)) (= s1 (+ s 2))) (inv pc i1 s1 n))))
(assert (forall ((pc Int) (i Int) (s Int) (n Int))
  (=> (and (inv pc i s n) (= pc 0) (>= i n)) (inv 1 i s n))))
(assert (forall ((pc Int) (i Int) (s Int) (n Int) (i1 Int) (s1 Int))
  (=> (and (inv pc i s n) (= pc 1) (> i 0) (= i1 (- i 1)) (= s1 (- s 2))) (inv pc i1 s1 n))))
(assert (forall ((pc Int) (i Int) (s Int) (n Int)) (=> (and (inv pc i s n) (= pc 1) (<= i 0) (not (= s 0))) false)))
(check-sat)

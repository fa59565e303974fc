; expect: unsat
; a[i] := i in a loop; the query claims a[2] is never 2
(set-logic HORN)
(declare-fun inv ((Array Int Int) Int) Bool)
(assert (forall ((a (Array Int Int)) (i Int)) (=> (and (= i 0) (= a ((as const (Array Int Int)) 0))) (inv a i))))
(assert (forall ((a (Array Int Int)) (i Int) (b (Array Int Int)) (j Int))
  (=> (and (inv a i) (< i 5) (= b (store a i i)) (= j (+ i 1))) (inv b j))))
(assert (forall ((a (Array Int Int)) (i Int)) (=> (and (inv a i) (= (select a 2) 2)) false)))
(check-sat)

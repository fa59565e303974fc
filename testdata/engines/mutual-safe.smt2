; expect: sat
; even/odd by mutual recursion; odd numbers are never even
(set-logic HORN)
(declare-fun even (Int) Bool)
(declare-fun odd (Int) Bool)
(assert (forall ((n Int)) (=> (= n 0) (even n))))
(assert (forall ((n Int) (m Int)) (=> (and (even n) (= m (+ n 1))) (odd m))))
(assert (forall ((n Int) (m Int)) (=> (and (odd n) (= m (+ n 1))) (even m))))
(assert (forall ((n Int)) (=> (and (even n) (= n 7)) false)))
(check-sat)

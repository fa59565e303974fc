; expect: sat
; Three counters with steps 1, 2 and 3: u = x + z stays 3x, so the corner
; x >= 7 /\ z <= 13 /\ u <= 20 is unreachable; no single bound or pair sum
; with unit weights blocks it.
(set-logic HORN)
(declare-fun inv (Int Int Int) Bool)
(assert (forall ((x Int) (z Int) (u Int)) (=> (and (= x 0) (= z 0) (= u 0)) (inv x z u))))
(assert (forall ((x Int) (z Int) (u Int) (x1 Int) (z1 Int) (u1 Int))
  (=> (and (inv x z u) (= x1 (+ x 1)) (= z1 (+ z 2)) (= u1 (+ u 3))) (inv x1 z1 u1))))
(assert (forall ((x Int) (z Int) (u Int)) (=> (and (inv x z u) (>= x 7) (<= z 13) (<= u 20)) false)))
(check-sat)

; expect: sat
; The corner x >= 10 /\ z <= 15 is unreachable: z = 2x. Blocking it in one
; lemma needs the weighted half-space z - 2x >= -4 (or near it).
(set-logic HORN)
(declare-fun inv (Real Real) Bool)
(assert (forall ((x Real) (z Real)) (=> (and (= x 0.0) (= z 0.0)) (inv x z))))
(assert (forall ((x Real) (z Real) (x1 Real) (z1 Real))
  (=> (and (inv x z) (= x1 (+ x 1.0)) (= z1 (+ z 2.0))) (inv x1 z1))))
(assert (forall ((x Real) (z Real)) (=> (and (inv x z) (>= x 10.0) (<= z 15.0)) false)))
(check-sat)

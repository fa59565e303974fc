; expect: unsat
; two nested loops: outer i < 3, inner j < i; a counter c counts inner steps; c = 3 is reachable
(set-logic HORN)
(declare-fun outer (Int Int) Bool)
(declare-fun inner (Int Int Int) Bool)
(assert (forall ((i Int) (c Int)) (=> (and (= i 0) (= c 0)) (outer i c))))
(assert (forall ((i Int) (c Int)) (=> (and (outer i c) (< i 3)) (inner i 0 c))))
(assert (forall ((i Int) (j Int) (c Int) (j1 Int) (c1 Int))
  (=> (and (inner i j c) (< j i) (= j1 (+ j 1)) (= c1 (+ c 1))) (inner i j1 c1))))
(assert (forall ((i Int) (j Int) (c Int) (i1 Int)) (=> (and (inner i j c) (>= j i) (= i1 (+ i 1))) (outer i1 c))))
(assert (forall ((i Int) (c Int)) (=> (and (outer i c) (= c 3)) false)))
(check-sat)

; expect: sat
; i counts to 60; j rises while i < 20, holds while 20 <= i < 40 and falls
; afterwards, so it is back at 0 when i reaches 60.
; Invariant: (i <= 20 and j = i) or (20 <= i <= 40 and j = 20)
;            or (40 <= i <= 60 and j = 60 - i).
(set-logic HORN)
(declare-fun loop (Int Int) Bool)
(assert (forall ((i Int) (j Int)) (=> (and (= i 0) (= j 0)) (loop i j))))
(assert (forall ((i Int) (j Int) (i1 Int) (j1 Int))
  (=> (and (loop i j) (< i 60)
           (ite (< i 20) (= j1 (+ j 1)) (ite (< i 40) (= j1 j) (= j1 (- j 1))))
           (= i1 (+ i 1)))
      (loop i1 j1))))
(assert (forall ((i Int) (j Int)) (=> (and (loop i j) (>= i 60) (not (= j 0))) false)))
(check-sat)

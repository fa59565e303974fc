; expect: unsat
; Quoted names (|inv|, |x|) as CHC-COMP files write them, a let in a
; clause and a (set-info :status): the certificate's checkers must take
; |inv| and inv for the same symbol. Reaches x = 3 from 0 by steps of 1.
(set-logic HORN)
(set-info :status unsat)
(declare-fun |inv| ( Int Int ) Bool)
(assert (forall ((|x| Int) (y Int)) (=> (and (= |x| 0) (= y 0)) (|inv| |x| y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (let ((a!1 (= x1 (+ x 1))))
    (=> (and (inv x y) a!1 (= y1 (- y 1))) (inv x1 y1)))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x y) (= x 3)) false)))
(check-sat)

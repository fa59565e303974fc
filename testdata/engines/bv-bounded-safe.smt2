; expect: sat
; An 8-bit counter that stops at 100 never exceeds it (unsigned).
(set-logic HORN)
(declare-fun inv ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (= x (_ bv0 8)) (inv x))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (and (inv x) (bvult x (_ bv100 8)) (= y (bvadd x (_ bv1 8)))) (inv y))))
(assert (forall ((x (_ BitVec 8))) (=> (and (inv x) (bvugt x (_ bv100 8))) false)))
(check-sat)

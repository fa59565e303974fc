; expect: unsat
; An 8-bit counter that wraps around: 250, 253, 0 is below 5.
(set-logic HORN)
(declare-fun inv ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (= x #xFA) (inv x))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (and (inv x) (= y (bvadd x (_ bv3 8)))) (inv y))))
(assert (forall ((x (_ BitVec 8))) (=> (and (inv x) (bvult x #x05)) false)))
(check-sat)

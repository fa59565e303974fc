; expect: sat
; A 16-bit counter stepping by 2 from 0 stays even, through the wrap.
(set-logic HORN)
(declare-fun inv ((_ BitVec 16)) Bool)
(assert (forall ((x (_ BitVec 16))) (=> (= x #x0000) (inv x))))
(assert (forall ((x (_ BitVec 16)) (y (_ BitVec 16))) (=> (and (inv x) (= y (bvadd x #x0002))) (inv y))))
(assert (forall ((x (_ BitVec 16))) (=> (and (inv x) (= ((_ extract 0 0) x) #b1)) false)))
(check-sat)

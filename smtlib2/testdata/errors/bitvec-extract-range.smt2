; ERROR 4:49 ill-sorted \(\(_ extract 8 1\) x\): extract 8 1 out of range for width 8
(set-logic HORN)
(declare-fun B ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (B x) (B ((_ extract 8 1) x)))))

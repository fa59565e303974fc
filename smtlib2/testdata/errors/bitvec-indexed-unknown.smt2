; ERROR 4:50 indexed identifier \(_ int2bv 8\) is not supported
(set-logic HORN)
(declare-fun B ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (B x) (B ((_ int2bv 8) 3)))))

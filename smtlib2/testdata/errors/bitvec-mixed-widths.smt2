; ERROR 4:49 ill-sorted \(bvadd x #x0F0\): argument 2 of bvadd has sort \(_ BitVec 12\), but argument 1 has sort \(_ BitVec 8\)
(set-logic HORN)
(declare-fun B ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (B x) (B (bvadd x #x0F0)))))

; ERROR 5:1 push is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(push 1)
(assert (forall ((x Int)) (=> (P x) (Q x))))
(pop 1)

; ERROR 5:26 duplicate variable x
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int) (x Int)) (=> (P x) (Q x))))

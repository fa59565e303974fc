; ERROR 5:34 argument 1 of P has sort Bool, want Int
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P true) (Q x))))

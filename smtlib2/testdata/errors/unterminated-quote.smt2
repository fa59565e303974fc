; ERROR 5:32 quoted symbol is not terminated
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (|P x) (Q x))))

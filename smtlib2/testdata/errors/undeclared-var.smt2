; ERROR 5:45 unknown symbol y
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (and (P x) (> y 0)) (Q x))))

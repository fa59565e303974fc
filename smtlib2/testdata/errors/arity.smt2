; ERROR 5:31 predicate P takes 1 argument\(s\), got 2
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P x x) (Q x))))

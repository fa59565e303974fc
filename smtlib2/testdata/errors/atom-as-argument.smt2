; ERROR 6:34 predicate atom \(P x\) in an argument of B is not a Horn clause
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-fun B (Bool) Bool)
(assert (forall ((x Int)) (=> (B (P x)) (Q x))))

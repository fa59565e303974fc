; ERROR 5:41 predicate atom \(P x\) under not is not a Horn clause
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (and (not (P x)) (> x 0)) (Q x))))

; ERROR 5:44 predicate atom \(P x\) under ite is not a Horn clause
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (ite (> x 0) (P x) true) (Q x))))

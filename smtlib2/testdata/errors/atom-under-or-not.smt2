; ERROR 6:30 predicate atom \(P x\) under not is not a Horn clause
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int))
  (=> (and (> x 0) (not (and (P x) (Q x))))
      (Q x))))

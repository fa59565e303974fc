; ERROR 7:16 predicate atom \(P x\) under or in a clause body is not a Horn clause
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int))
  (=> (and (> x 0)
           (or (P x) (= x 5)))
      (Q x))))

; ERROR 5:49 disjunction of \(P x\) and \(Q x\) in a clause head is not a Horn clause
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (> x 0) (or (P x) (Q x)))))

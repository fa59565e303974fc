; ERROR 5:47 universal quantifier in a clause body \(a negated exists\) is not suppor
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (and (P x) (not (exists ((y Int)) (Q y)))) false)))

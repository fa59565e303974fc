; ERROR 5:37 existential quantifier in a clause head is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P x) (exists ((y Int)) (Q y)))))

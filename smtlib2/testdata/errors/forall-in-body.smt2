; ERROR 5:42 universal quantifier in a clause body is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (and (P x) (forall ((y Int)) (Q y))) (Q x))))

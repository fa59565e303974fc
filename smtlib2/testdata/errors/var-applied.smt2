; ERROR 5:32 x is a variable, not a function
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (x 1) (Q x))))

; ERROR 5:40 duplicate let binding a
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (let ((a 1) (a 2)) (=> (P a) (Q x)))))

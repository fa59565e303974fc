; ERROR 5:34 ill-sorted \(select x 0\): select on a term of sort Int, want an array
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P (select x 0)) (Q x))))

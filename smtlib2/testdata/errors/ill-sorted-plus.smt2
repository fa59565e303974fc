; ERROR 5:34 ill-sorted \(\+ x true\): argument 2 of \+ has sort Bool, want Int or Real
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P (+ x true)) (Q x))))

; ERROR 5:34 ill-sorted \(div x 1\.5\): argument 2 of div has sort Real, want Int
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P (div x 1.5)) (Q x))))

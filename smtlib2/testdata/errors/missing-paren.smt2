; ERROR 5:1 missing \): this \( is not closed at the end of the input
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P x) (Q x)))

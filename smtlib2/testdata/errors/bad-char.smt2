; ERROR 5:37 unexpected character '\{'
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P x) {Q x})))

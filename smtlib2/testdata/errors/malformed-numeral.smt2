; ERROR 5:34 malformed numeral 12ab
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P 12ab) (Q x))))

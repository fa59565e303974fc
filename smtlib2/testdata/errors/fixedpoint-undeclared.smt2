; ERROR 7:20 unknown symbol b
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-rel R (Int))
(declare-var a Int)
(rule (=> (R a) (R b)))

; ERROR 5:2 unknown command frobnicate
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(frobnicate 1 2)

; ERROR 5:1 declare-sort is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-sort U 0)

; ERROR 5:17 bit-vector sort \(_ BitVec 8\) is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-fun B ((_ BitVec 8)) Bool)

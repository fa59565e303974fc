; ERROR 4:40 bit-vector width 0 out of range
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun B ((_ BitVec 8) (_ BitVec 0)) Bool)

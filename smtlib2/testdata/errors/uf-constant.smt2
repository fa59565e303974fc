; ERROR 5:14 uninterpreted constant c of sort Int is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-fun c () Int)

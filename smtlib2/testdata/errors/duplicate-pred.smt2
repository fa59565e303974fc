; ERROR 5:14 predicate P is already declared
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-fun P (Int Int) Bool)

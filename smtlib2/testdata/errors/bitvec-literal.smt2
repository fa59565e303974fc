; ERROR 5:36 bit-vector literal #x0F is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (= x #x0F) (P x))))

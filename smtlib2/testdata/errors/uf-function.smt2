; ERROR 5:14 uninterpreted function f with result sort Int is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-fun f (Int) Int)
(assert (forall ((x Int)) (=> (= x (f 0)) (P x))))

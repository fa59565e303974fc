; ERROR 5:36 string literal "a" is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (= x "a") (P x))))

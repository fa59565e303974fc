; ERROR 5:39 quantifier \(exists \(\(y Int\)\) \(> y x\)\) under ite is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(assert (forall ((x Int)) (=> (P (ite (exists ((y Int)) (> y x)) 1 2)) (Q x))))

; ERROR 5:1 declare-datatypes is not supported
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-datatypes ((Pair 0)) (((mk (fst Int) (snd Int)))))

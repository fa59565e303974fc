; ERROR 5:24 body of two has sort Bool, want Int
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(define-fun two () Int true)

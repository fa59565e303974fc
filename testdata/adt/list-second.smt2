; expect: unsat
(set-logic HORN)
(declare-datatypes ((Lst 0)) (((nil) (cons (hd Int) (tl Lst)))))
(declare-fun len (Lst Int) Bool)
(assert (forall ((n Int)) (=> (= n 0) (len nil n))))
(assert (forall ((x Int) (l Lst) (n Int)) (=> (len l n) (len (cons x l) (+ n 1)))))
(assert (forall ((l Lst) (n Int)) (=> (and (len l n) (= (hd (tl l)) 5) (> n 2)) false)))
(check-sat)

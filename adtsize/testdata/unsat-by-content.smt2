; expect: unsat
; The list's contents make it unsafe; the sizes alone cannot tell (a
; one-element list whose head is 5 reaches the query): the abstraction
; has a derivation, and the engine gives up.
(set-logic HORN)
(declare-datatypes ((Lst 0)) (((nil) (cons (hd Int) (tl Lst)))))
(declare-fun p (Lst) Bool)
(assert (forall ((l Lst)) (=> (= l nil) (p l))))
(assert (forall ((l Lst) (x Int)) (=> (and (p l) (= x 5)) (p (cons x l)))))
(assert (forall ((l Lst)) (=> (and (p l) ((_ is cons) l) (= (hd l) 5)) false)))

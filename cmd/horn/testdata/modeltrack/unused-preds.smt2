; expect: sat
; Predicates no clause mentions (un used, z), one only in a dead body
; (dead), one preprocessing inlines (mid): the model must define each.
(set-logic HORN)
(set-info :status sat)
(declare-fun inv (Int) Bool)
(declare-fun |un used| (Int Bool) Bool)
(declare-fun mid (Int) Bool)
(declare-fun dead (Int) Bool)
(declare-fun z () Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (< x 10) (= y (+ x 1))) (inv y))))
(assert (forall ((x Int)) (=> (inv x) (mid x))))
(assert (forall ((x Int)) (=> (and (dead x) (> x 100)) (inv x))))
(assert (forall ((x Int)) (=> (and (mid x) (> x 10)) false)))
(check-sat)

; expect: sat
; Int and Real mixed (to_real, rational steps, negative numerals): the
; printed model must be read the same way by z3 and cvc5.
(set-logic HORN)
(declare-fun |step inv| (Int Real) Bool)
(assert (forall ((x Int) (r Real)) (=> (and (= x 0) (= r (- 1.0))) (|step inv| x r))))
(assert (forall ((x Int) (r Real) (x1 Int) (r1 Real))
  (=> (and (|step inv| x r) (< x 5) (= x1 (+ x 1)) (= r1 (+ r (/ 1 2)))) (|step inv| x1 r1))))
(assert (forall ((x Int) (r Real)) (=> (and (|step inv| x r) (> r (to_real x))) false)))
(check-sat)

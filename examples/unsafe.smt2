; Two counters: x counts up by 1, y by 2, from 0; can y reach 8 when x = 4? Yes: unsafe (unsat).
(set-logic HORN)
(declare-fun loop (Int Int) Bool)
(assert (forall ((x Int) (y Int)) (=> (and (= x 0) (= y 0)) (loop x y))))
(assert (forall ((x Int) (y Int) (x1 Int) (y1 Int))
  (=> (and (loop x y) (= x1 (+ x 1)) (= y1 (+ y 2))) (loop x1 y1))))
(assert (forall ((x Int) (y Int)) (=> (and (loop x y) (= x 4) (= y 8)) false)))
(check-sat)

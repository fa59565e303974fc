(set-logic HORN)
(declare-fun R (Int Int Int Int Int (Array Int Bool) (Array Int Int) (Array Int Int)) Bool)
(assert
  (forall ((v.1 Int) (x0 Int) (x1 Int) (nd Int) (f.1 Int) (heap.alloc.1 (Array Int Bool)) (heap.size.1 (Array Int Int)) (heap.val (Array Int Int)))
    (=>
      (and
        (= 0 v.1)
        (= 1 f.1)
        (= ((as const (Array Int Bool)) false) heap.alloc.1)
        (= ((as const (Array Int Int)) (- 1)) heap.size.1))
      (R v.1 x0 x1 nd f.1 heap.alloc.1 heap.size.1 heap.val))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (heap.alloc (Array Int Bool)) (heap.size (Array Int Int)) (heap.val (Array Int Int)) (v.1 Int) (f.1 Int) (heap.alloc.1 (Array Int Bool)) (heap.size.1 (Array Int Int)) (heap.val.1 (Array Int Int)) (val.new.1 Int))
    (=>
      (and
        (R 0 x0 x1 nd f heap.alloc heap.size heap.val)
        (<= (+ f 1) 4)
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= heap.alloc.1 (store heap.alloc f true))
        (= heap.size.1 (store heap.size f 1))
        (= (store heap.val f val.new.1) heap.val.1))
      (R v.1 x0 f nd f.1 heap.alloc.1 heap.size.1 heap.val.1))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (heap.alloc (Array Int Bool)) (heap.size (Array Int Int)) (heap.val (Array Int Int)) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R 1 x0 x1 nd f heap.alloc heap.size heap.val)
        (= 0 nd.1)
        (= v.1 2))
      (R v.1 x0 x1 nd.1 f heap.alloc heap.size heap.val))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (heap.alloc (Array Int Bool)) (heap.size (Array Int Int)) (heap.val (Array Int Int)) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R 2 x0 x1 nd f heap.alloc heap.size heap.val)
        (not (= 0 nd.1))
        (= 4 v.1))
      (R v.1 x0 x1 nd.1 f heap.alloc heap.size heap.val))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (heap.alloc (Array Int Bool)) (heap.size (Array Int Int)) (heap.val (Array Int Int)) (v.1 Int))
    (=>
      (and
        (R 4 x0 x1 nd f heap.alloc heap.size heap.val)
        (not (select heap.alloc x0))
        (= v.1 6))
      (R v.1 x0 x1 nd f heap.alloc heap.size heap.val))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (heap.alloc (Array Int Bool)) (heap.size (Array Int Int)) (heap.val (Array Int Int)))
    (=>
      (R 6 x0 x1 nd f heap.alloc heap.size heap.val)
      false)))
(check-sat)
(exit)

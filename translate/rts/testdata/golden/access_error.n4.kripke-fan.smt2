(set-logic HORN)
(declare-fun R_0 (Int Int Int Int Int) Bool)
(declare-fun R_1 (Int Int Int Int Int Int Bool Int) Bool)
(declare-fun R_2 (Int Int Int Int Int Int Int Bool Bool Int Int) Bool)
(declare-fun R_3 (Int Int Int Int Int Int Int Int Int Bool Bool Bool Bool Int Int Int Int) Bool)
(assert
  (forall ((v.1 Int) (x0 Int) (x1 Int) (nd Int) (f.1 Int))
    (=>
      (and
        (= 0 v.1)
        (= 1 f.1))
      (R_0 v.1 x0 x1 nd f.1))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (v.1 Int) (f.1 Int))
    (=>
      (and
        (R_0 0 x0 x1 nd f)
        (<= (+ f 1) 0)
        (= 1 v.1)
        (= f.1 (+ f 1)))
      (R_0 v.1 x0 f nd f.1))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (v.1 Int) (f.1 Int) (val.0.1 Int) (alloc.0.1 Bool) (size.0.1 Int) (val.new.1 Int) (val.0 Int))
    (let (($t1 (< 0 (+ f 1))))
    (let (($t2 (and (<= f 0) $t1)))
    (=>
      (and
        (R_0 0 x0 x1 nd f)
        (<= (+ f 1) 1)
        $t1
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= (ite $t2 val.new.1 val.0) val.0.1)
        (= $t2 alloc.0.1)
        (= (ite $t2 1 (- 1)) size.0.1))
      (R_1 v.1 x0 f nd f.1 val.0.1 alloc.0.1 size.0.1))))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (v.1 Int) (f.1 Int) (val.0.1 Int) (val.1.1 Int) (alloc.0.1 Bool) (alloc.1.1 Bool) (size.0.1 Int) (size.1.1 Int) (val.new.1 Int) (val.0 Int) (val.new.2 Int) (val.1 Int))
    (let (($t1 (< 1 (+ f 1)))
          ($t2 (and (<= f 0) (< 0 (+ f 1)))))
    (let (($t3 (and (<= f 1) $t1)))
    (=>
      (and
        (R_0 0 x0 x1 nd f)
        (<= (+ f 1) 2)
        $t1
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= (ite $t2 val.new.1 val.0) val.0.1)
        (= (ite $t3 val.new.2 val.1) val.1.1)
        (= $t2 alloc.0.1)
        (= $t3 alloc.1.1)
        (= (ite $t2 1 (- 1)) size.0.1)
        (= (ite $t3 1 (- 1)) size.1.1))
      (R_2 v.1 x0 f nd f.1 val.0.1 val.1.1 alloc.0.1 alloc.1.1 size.0.1 size.1.1))))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (v.1 Int) (f.1 Int) (val.0.1 Int) (val.1.1 Int) (val.2.1 Int) (val.3.1 Int) (alloc.0.1 Bool) (alloc.1.1 Bool) (alloc.2.1 Bool) (alloc.3.1 Bool) (size.0.1 Int) (size.1.1 Int) (size.2.1 Int) (size.3.1 Int) (val.new.1 Int) (val.0 Int) (val.new.2 Int) (val.1 Int) (val.new.3 Int) (val.2 Int) (val.new.4 Int) (val.3 Int))
    (let (($t1 (< 2 (+ f 1)))
          ($t2 (and (<= f 0) (< 0 (+ f 1))))
          ($t3 (and (<= f 1) (< 1 (+ f 1))))
          ($t4 (and (<= f 3) (< 3 (+ f 1)))))
    (let (($t5 (and (<= f 2) $t1)))
    (=>
      (and
        (R_0 0 x0 x1 nd f)
        (<= (+ f 1) 4)
        $t1
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= (ite $t2 val.new.1 val.0) val.0.1)
        (= (ite $t3 val.new.2 val.1) val.1.1)
        (= (ite $t5 val.new.3 val.2) val.2.1)
        (= (ite $t4 val.new.4 val.3) val.3.1)
        (= $t2 alloc.0.1)
        (= $t3 alloc.1.1)
        (= $t5 alloc.2.1)
        (= $t4 alloc.3.1)
        (= (ite $t2 1 (- 1)) size.0.1)
        (= (ite $t3 1 (- 1)) size.1.1)
        (= (ite $t5 1 (- 1)) size.2.1)
        (= (ite $t4 1 (- 1)) size.3.1))
      (R_3 v.1 x0 f nd f.1 val.0.1 val.1.1 val.2.1 val.3.1 alloc.0.1 alloc.1.1 alloc.2.1 alloc.3.1 size.0.1 size.1.1 size.2.1 size.3.1))))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (alloc.0 Bool) (size.0 Int) (v.1 Int) (f.1 Int) (val.0.1 Int) (alloc.0.1 Bool) (size.0.1 Int) (val.new.1 Int))
    (let (($t1 (and (<= f 0) (< 0 (+ f 1)))))
    (=>
      (and
        (R_1 0 x0 x1 nd f val.0 alloc.0 size.0)
        (<= (+ f 1) 1)
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= (ite $t1 val.new.1 val.0) val.0.1)
        (= alloc.0.1 (or $t1 alloc.0))
        (= size.0.1 (ite $t1 1 size.0)))
      (R_1 v.1 x0 f nd f.1 val.0.1 alloc.0.1 size.0.1)))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (alloc.0 Bool) (size.0 Int) (v.1 Int) (f.1 Int) (val.0.1 Int) (val.1.1 Int) (alloc.0.1 Bool) (alloc.1.1 Bool) (size.0.1 Int) (size.1.1 Int) (val.new.1 Int) (val.new.2 Int) (val.1 Int))
    (let (($t1 (< 1 (+ f 1)))
          ($t2 (and (<= f 0) (< 0 (+ f 1)))))
    (let (($t3 (and (<= f 1) $t1)))
    (=>
      (and
        (R_1 0 x0 x1 nd f val.0 alloc.0 size.0)
        (<= (+ f 1) 2)
        $t1
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= (ite $t2 val.new.1 val.0) val.0.1)
        (= (ite $t3 val.new.2 val.1) val.1.1)
        (= alloc.0.1 (or $t2 alloc.0))
        (= $t3 alloc.1.1)
        (= size.0.1 (ite $t2 1 size.0))
        (= (ite $t3 1 (- 1)) size.1.1))
      (R_2 v.1 x0 f nd f.1 val.0.1 val.1.1 alloc.0.1 alloc.1.1 size.0.1 size.1.1))))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (alloc.0 Bool) (size.0 Int) (v.1 Int) (f.1 Int) (val.0.1 Int) (val.1.1 Int) (val.2.1 Int) (val.3.1 Int) (alloc.0.1 Bool) (alloc.1.1 Bool) (alloc.2.1 Bool) (alloc.3.1 Bool) (size.0.1 Int) (size.1.1 Int) (size.2.1 Int) (size.3.1 Int) (val.new.1 Int) (val.new.2 Int) (val.1 Int) (val.new.3 Int) (val.2 Int) (val.new.4 Int) (val.3 Int))
    (let (($t1 (< 2 (+ f 1)))
          ($t2 (and (<= f 0) (< 0 (+ f 1))))
          ($t3 (and (<= f 1) (< 1 (+ f 1))))
          ($t4 (and (<= f 3) (< 3 (+ f 1)))))
    (let (($t5 (and (<= f 2) $t1)))
    (=>
      (and
        (R_1 0 x0 x1 nd f val.0 alloc.0 size.0)
        (<= (+ f 1) 4)
        $t1
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= (ite $t2 val.new.1 val.0) val.0.1)
        (= (ite $t3 val.new.2 val.1) val.1.1)
        (= (ite $t5 val.new.3 val.2) val.2.1)
        (= (ite $t4 val.new.4 val.3) val.3.1)
        (= alloc.0.1 (or $t2 alloc.0))
        (= $t3 alloc.1.1)
        (= $t5 alloc.2.1)
        (= $t4 alloc.3.1)
        (= size.0.1 (ite $t2 1 size.0))
        (= (ite $t3 1 (- 1)) size.1.1)
        (= (ite $t5 1 (- 1)) size.2.1)
        (= (ite $t4 1 (- 1)) size.3.1))
      (R_3 v.1 x0 f nd f.1 val.0.1 val.1.1 val.2.1 val.3.1 alloc.0.1 alloc.1.1 alloc.2.1 alloc.3.1 size.0.1 size.1.1 size.2.1 size.3.1))))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (alloc.0 Bool) (alloc.1 Bool) (size.0 Int) (size.1 Int) (v.1 Int) (f.1 Int) (val.0.1 Int) (val.1.1 Int) (alloc.0.1 Bool) (alloc.1.1 Bool) (size.0.1 Int) (size.1.1 Int) (val.new.1 Int) (val.new.2 Int))
    (let (($t1 (and (<= f 0) (< 0 (+ f 1))))
          ($t2 (and (<= f 1) (< 1 (+ f 1)))))
    (=>
      (and
        (R_2 0 x0 x1 nd f val.0 val.1 alloc.0 alloc.1 size.0 size.1)
        (<= (+ f 1) 2)
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= (ite $t1 val.new.1 val.0) val.0.1)
        (= (ite $t2 val.new.2 val.1) val.1.1)
        (= alloc.0.1 (or $t1 alloc.0))
        (= alloc.1.1 (or $t2 alloc.1))
        (= size.0.1 (ite $t1 1 size.0))
        (= size.1.1 (ite $t2 1 size.1)))
      (R_2 v.1 x0 f nd f.1 val.0.1 val.1.1 alloc.0.1 alloc.1.1 size.0.1 size.1.1)))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (alloc.0 Bool) (alloc.1 Bool) (size.0 Int) (size.1 Int) (v.1 Int) (f.1 Int) (val.0.1 Int) (val.1.1 Int) (val.2.1 Int) (val.3.1 Int) (alloc.0.1 Bool) (alloc.1.1 Bool) (alloc.2.1 Bool) (alloc.3.1 Bool) (size.0.1 Int) (size.1.1 Int) (size.2.1 Int) (size.3.1 Int) (val.new.1 Int) (val.new.2 Int) (val.new.3 Int) (val.2 Int) (val.new.4 Int) (val.3 Int))
    (let (($t1 (< 2 (+ f 1)))
          ($t2 (and (<= f 0) (< 0 (+ f 1))))
          ($t3 (and (<= f 1) (< 1 (+ f 1))))
          ($t4 (and (<= f 3) (< 3 (+ f 1)))))
    (let (($t5 (and (<= f 2) $t1)))
    (=>
      (and
        (R_2 0 x0 x1 nd f val.0 val.1 alloc.0 alloc.1 size.0 size.1)
        (<= (+ f 1) 4)
        $t1
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= (ite $t2 val.new.1 val.0) val.0.1)
        (= (ite $t3 val.new.2 val.1) val.1.1)
        (= (ite $t5 val.new.3 val.2) val.2.1)
        (= (ite $t4 val.new.4 val.3) val.3.1)
        (= alloc.0.1 (or $t2 alloc.0))
        (= alloc.1.1 (or $t3 alloc.1))
        (= $t5 alloc.2.1)
        (= $t4 alloc.3.1)
        (= size.0.1 (ite $t2 1 size.0))
        (= size.1.1 (ite $t3 1 size.1))
        (= (ite $t5 1 (- 1)) size.2.1)
        (= (ite $t4 1 (- 1)) size.3.1))
      (R_3 v.1 x0 f nd f.1 val.0.1 val.1.1 val.2.1 val.3.1 alloc.0.1 alloc.1.1 alloc.2.1 alloc.3.1 size.0.1 size.1.1 size.2.1 size.3.1))))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (val.2 Int) (val.3 Int) (alloc.0 Bool) (alloc.1 Bool) (alloc.2 Bool) (alloc.3 Bool) (size.0 Int) (size.1 Int) (size.2 Int) (size.3 Int) (v.1 Int) (f.1 Int) (val.0.1 Int) (val.1.1 Int) (val.2.1 Int) (val.3.1 Int) (alloc.0.1 Bool) (alloc.1.1 Bool) (alloc.2.1 Bool) (alloc.3.1 Bool) (size.0.1 Int) (size.1.1 Int) (size.2.1 Int) (size.3.1 Int) (val.new.1 Int) (val.new.2 Int) (val.new.3 Int) (val.new.4 Int))
    (let (($t1 (and (<= f 0) (< 0 (+ f 1))))
          ($t2 (and (<= f 1) (< 1 (+ f 1))))
          ($t3 (and (<= f 2) (< 2 (+ f 1))))
          ($t4 (and (<= f 3) (< 3 (+ f 1)))))
    (=>
      (and
        (R_3 0 x0 x1 nd f val.0 val.1 val.2 val.3 alloc.0 alloc.1 alloc.2 alloc.3 size.0 size.1 size.2 size.3)
        (<= (+ f 1) 4)
        (= 1 v.1)
        (= f.1 (+ f 1))
        (= (ite $t1 val.new.1 val.0) val.0.1)
        (= (ite $t2 val.new.2 val.1) val.1.1)
        (= (ite $t3 val.new.3 val.2) val.2.1)
        (= (ite $t4 val.new.4 val.3) val.3.1)
        (= alloc.0.1 (or $t1 alloc.0))
        (= alloc.1.1 (or $t2 alloc.1))
        (= alloc.2.1 (or $t3 alloc.2))
        (= alloc.3.1 (or $t4 alloc.3))
        (= size.0.1 (ite $t1 1 size.0))
        (= size.1.1 (ite $t2 1 size.1))
        (= size.2.1 (ite $t3 1 size.2))
        (= size.3.1 (ite $t4 1 size.3)))
      (R_3 v.1 x0 f nd f.1 val.0.1 val.1.1 val.2.1 val.3.1 alloc.0.1 alloc.1.1 alloc.2.1 alloc.3.1 size.0.1 size.1.1 size.2.1 size.3.1)))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R_0 1 x0 x1 nd f)
        (= 0 nd.1)
        (= v.1 2))
      (R_0 v.1 x0 x1 nd.1 f))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (alloc.0 Bool) (size.0 Int) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R_1 1 x0 x1 nd f val.0 alloc.0 size.0)
        (= 0 nd.1)
        (= v.1 2))
      (R_1 v.1 x0 x1 nd.1 f val.0 alloc.0 size.0))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (alloc.0 Bool) (alloc.1 Bool) (size.0 Int) (size.1 Int) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R_2 1 x0 x1 nd f val.0 val.1 alloc.0 alloc.1 size.0 size.1)
        (= 0 nd.1)
        (= v.1 2))
      (R_2 v.1 x0 x1 nd.1 f val.0 val.1 alloc.0 alloc.1 size.0 size.1))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (val.2 Int) (val.3 Int) (alloc.0 Bool) (alloc.1 Bool) (alloc.2 Bool) (alloc.3 Bool) (size.0 Int) (size.1 Int) (size.2 Int) (size.3 Int) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R_3 1 x0 x1 nd f val.0 val.1 val.2 val.3 alloc.0 alloc.1 alloc.2 alloc.3 size.0 size.1 size.2 size.3)
        (= 0 nd.1)
        (= v.1 2))
      (R_3 v.1 x0 x1 nd.1 f val.0 val.1 val.2 val.3 alloc.0 alloc.1 alloc.2 alloc.3 size.0 size.1 size.2 size.3))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R_0 2 x0 x1 nd f)
        (not (= 0 nd.1))
        (= v.1 4))
      (R_0 v.1 x0 x1 nd.1 f))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (alloc.0 Bool) (size.0 Int) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R_1 2 x0 x1 nd f val.0 alloc.0 size.0)
        (not (= 0 nd.1))
        (= v.1 4))
      (R_1 v.1 x0 x1 nd.1 f val.0 alloc.0 size.0))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (alloc.0 Bool) (alloc.1 Bool) (size.0 Int) (size.1 Int) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R_2 2 x0 x1 nd f val.0 val.1 alloc.0 alloc.1 size.0 size.1)
        (not (= 0 nd.1))
        (= v.1 4))
      (R_2 v.1 x0 x1 nd.1 f val.0 val.1 alloc.0 alloc.1 size.0 size.1))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (val.2 Int) (val.3 Int) (alloc.0 Bool) (alloc.1 Bool) (alloc.2 Bool) (alloc.3 Bool) (size.0 Int) (size.1 Int) (size.2 Int) (size.3 Int) (v.1 Int) (nd.1 Int))
    (=>
      (and
        (R_3 2 x0 x1 nd f val.0 val.1 val.2 val.3 alloc.0 alloc.1 alloc.2 alloc.3 size.0 size.1 size.2 size.3)
        (not (= 0 nd.1))
        (= v.1 4))
      (R_3 v.1 x0 x1 nd.1 f val.0 val.1 val.2 val.3 alloc.0 alloc.1 alloc.2 alloc.3 size.0 size.1 size.2 size.3))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (v.1 Int))
    (=>
      (and
        (R_0 4 x0 x1 nd f)
        (= v.1 6))
      (R_0 v.1 x0 x1 nd f))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (alloc.0 Bool) (size.0 Int) (v.1 Int))
    (=>
      (and
        (R_1 4 x0 x1 nd f val.0 alloc.0 size.0)
        (not (and (= 0 x0) alloc.0))
        (= v.1 6))
      (R_1 v.1 x0 x1 nd f val.0 alloc.0 size.0))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (alloc.0 Bool) (alloc.1 Bool) (size.0 Int) (size.1 Int) (v.1 Int))
    (=>
      (and
        (R_2 4 x0 x1 nd f val.0 val.1 alloc.0 alloc.1 size.0 size.1)
        (not (or (and (= 0 x0) alloc.0) (and (= x0 1) alloc.1)))
        (= v.1 6))
      (R_2 v.1 x0 x1 nd f val.0 val.1 alloc.0 alloc.1 size.0 size.1))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (val.2 Int) (val.3 Int) (alloc.0 Bool) (alloc.1 Bool) (alloc.2 Bool) (alloc.3 Bool) (size.0 Int) (size.1 Int) (size.2 Int) (size.3 Int) (v.1 Int))
    (=>
      (and
        (R_3 4 x0 x1 nd f val.0 val.1 val.2 val.3 alloc.0 alloc.1 alloc.2 alloc.3 size.0 size.1 size.2 size.3)
        (not (or (and (= 0 x0) alloc.0) (and (= x0 1) alloc.1) (and (= x0 2) alloc.2) (and (= x0 3) alloc.3)))
        (= v.1 6))
      (R_3 v.1 x0 x1 nd f val.0 val.1 val.2 val.3 alloc.0 alloc.1 alloc.2 alloc.3 size.0 size.1 size.2 size.3))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int))
    (=>
      (R_0 6 x0 x1 nd f)
      false)))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (alloc.0 Bool) (size.0 Int) (v.1 Int))
    (=>
      (and
        (R_1 6 x0 x1 nd f val.0 alloc.0 size.0)
        (= v.1 6))
      (R_0 v.1 x0 x1 nd f))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (alloc.0 Bool) (alloc.1 Bool) (size.0 Int) (size.1 Int) (v.1 Int))
    (=>
      (and
        (R_2 6 x0 x1 nd f val.0 val.1 alloc.0 alloc.1 size.0 size.1)
        (= v.1 6))
      (R_0 v.1 x0 x1 nd f))))
(assert
  (forall ((x0 Int) (x1 Int) (nd Int) (f Int) (val.0 Int) (val.1 Int) (val.2 Int) (val.3 Int) (alloc.0 Bool) (alloc.1 Bool) (alloc.2 Bool) (alloc.3 Bool) (size.0 Int) (size.1 Int) (size.2 Int) (size.3 Int) (v.1 Int))
    (=>
      (and
        (R_3 6 x0 x1 nd f val.0 val.1 val.2 val.3 alloc.0 alloc.1 alloc.2 alloc.3 size.0 size.1 size.2 size.3)
        (= v.1 6))
      (R_0 v.1 x0 x1 nd f))))
(check-sat)
(exit)

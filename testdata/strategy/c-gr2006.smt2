; expect: sat
; cpu: 20
; entry: linear houdini
; from: c/loop-lit/gr2006.yml (horn translate c --data-model=ILP32 loop-lit/gr2006.i; expected verdict true)
; why: equalities guarded by a nested branch atom: x < 50 implies y = x, else x + y = 100
(set-logic HORN)
(declare-fun main@entry () Bool)
(declare-fun main@sum (Int) Bool)
(declare-fun __VERIFIER_assert@entry (Int) Bool)
(declare-fun __VERIFIER_assert@sum (Int) Bool)
(declare-fun main@loop18 (Int Int Int) Bool)
(declare-fun main@call27 (Int Int Int) Bool)
; loop-lit/gr2006.i:18:5
(assert
  (forall ((x!1 Int) (y!1 Int) ($ret Int))
    (=>
      (and
        main@entry
        (<= (- 2147483648) x!1)
        (<= x!1 2147483647)
        (<= (- 2147483648) y!1)
        (<= y!1 2147483647))
      (main@loop18 $ret 0 0))))
; loop-lit/gr2006.i:14:5
(assert
  (forall (($ret Int) (x Int) (y Int))
    (=>
      (main@call27 $ret x y)
      (main@sum 0))))
; loop-lit/gr2006.i:18:5
(assert
  (forall (($ret Int) (x Int) (y Int))
    (let (($t1 (ite (< x 50) (+ y 1) (+ y (- 1)))))
    (=>
      (and
        (main@loop18 $ret x y)
        (or (< x 50) (not (< x 50)))
        (not (< $t1 0)))
      (main@loop18 $ret (+ x 1) $t1)))))
; loop-lit/gr2006.i:27:5
(assert
  (forall (($ret Int) (x Int) (y Int))
    (=>
      (and
        (main@loop18 $ret x y)
        (or (< x 50) (not (< x 50)))
        (< (ite (< x 50) (+ y 1) (+ y (- 1))) 0))
      (__VERIFIER_assert@entry (ite (= x 100) 1 0)))))
; loop-lit/gr2006.i:27:5
(assert
  (forall (($ret Int) (x Int) (y Int))
    (let (($t1 (or (< x 50) (not (< x 50))))
          ($t2 (ite (< x 50) (+ y 1) (+ y (- 1)))))
    (let (($t3 (< $t2 0)))
    (=>
      (and
        (main@loop18 $ret x y)
        (__VERIFIER_assert@sum (ite (= x 100) 1 0))
        $t1
        $t3)
      (main@call27 $ret x (ite (and $t1 $t3) $t2 y)))))))
; loop-lit/gr2006.i:9:15
(assert
  (forall ((cond$in Int))
    (=>
      (and
        (__VERIFIER_assert@entry cond$in)
        (= 0 cond$in))
      false)))
; loop-lit/gr2006.i:7:6
(assert
  (forall ((cond$in Int))
    (let (($t1 (not (= 0 cond$in))))
    (=>
      (and
        (or (= 0 cond$in) $t1)
        $t1)
      (__VERIFIER_assert@sum cond$in)))))
; loop-lit/gr2006.i:14:5
(assert
  main@entry)
(check-sat)
(exit)

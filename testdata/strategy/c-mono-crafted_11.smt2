; expect: sat
; cpu: 20
; entry: linear houdini
; from: c/loops-crafted-1/mono-crafted_11.yml (horn translate c --data-model=ILP32 loops-crafted-1/mono-crafted_11.c; expected verdict true)
; why: a congruence guarded by an atom nested in the loop body's branches: x >= 10^7 implies x even
(set-logic HORN)
(declare-fun main@entry () Bool)
(declare-fun main@sum (Int) Bool)
(declare-fun __VERIFIER_assert@entry (Int) Bool)
(declare-fun __VERIFIER_assert@sum (Int) Bool)
(declare-fun main@loop7 (Int Int) Bool)
(declare-fun main@call15 (Int Int) Bool)
; loops-crafted-1/mono-crafted_11.c:7:3
(assert
  (forall (($ret Int))
    (=>
      main@entry
      (main@loop7 $ret 0))))
; loops-crafted-1/mono-crafted_11.c:4:5
(assert
  (forall (($ret Int) (x Int))
    (=>
      (main@call15 $ret x)
      (main@sum 0))))
; loops-crafted-1/mono-crafted_11.c:7:3
(assert
  (forall (($ret Int) (x Int))
    (let (($t1 (and (< x 100000000) (< x 10000000))))
    (=>
      (and
        (main@loop7 $ret x)
        (or $t1 (and (< x 100000000) (not (< x 10000000)))))
      (main@loop7 $ret (ite $t1 (mod (+ x 1) 4294967296) (mod (+ x 2) 4294967296)))))))
; loops-crafted-1/mono-crafted_11.c:15:3
(assert
  (forall (($ret Int) (x Int))
    (=>
      (and
        (main@loop7 $ret x)
        (not (< x 100000000)))
      (__VERIFIER_assert@entry (ite (= 0 (mod x 2)) 1 0)))))
; loops-crafted-1/mono-crafted_11.c:15:3
(assert
  (forall (($ret Int) (x Int))
    (=>
      (and
        (main@loop7 $ret x)
        (__VERIFIER_assert@sum (ite (= 0 (mod x 2)) 1 0))
        (not (< x 100000000)))
      (main@call15 $ret x))))
; loops-crafted-1/mono-crafted_11.c:3:58
(assert
  (forall ((cond$in Int))
    (=>
      (and
        (__VERIFIER_assert@entry cond$in)
        (= 0 cond$in))
      false)))
; loops-crafted-1/mono-crafted_11.c:3:6
(assert
  (forall ((cond$in Int))
    (let (($t1 (not (= 0 cond$in))))
    (=>
      (and
        (or (= 0 cond$in) $t1)
        $t1)
      (__VERIFIER_assert@sum cond$in)))))
; loops-crafted-1/mono-crafted_11.c:4:5
(assert
  main@entry)
(check-sat)
(exit)

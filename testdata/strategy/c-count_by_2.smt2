; expect: sat
; cpu: 20
; entry: linear houdini
; from: c/loop-new/count_by_2.yml (horn translate c --data-model=ILP32 loop-new/count_by_2.i; expected verdict true)
; why: a congruence of its points: the counter stepped by 2 is even (with x <= 1000000)
(set-logic HORN)
(declare-fun main@entry () Bool)
(declare-fun main@sum (Int) Bool)
(declare-fun __VERIFIER_assert@entry (Int) Bool)
(declare-fun __VERIFIER_assert@sum (Int) Bool)
(declare-fun main@loop16 (Int Int) Bool)
(declare-fun main@call17_2 (Int Int) Bool)
; loop-new/count_by_2.i:16:5
(assert
  (forall ((i!1 Int) ($ret Int))
    (=>
      (and
        main@entry
        (<= (- 2147483648) i!1)
        (<= i!1 2147483647))
      (main@loop16 $ret 0))))
; loop-new/count_by_2.i:14:5
(assert
  (forall (($ret Int) (i Int))
    (=>
      (main@call17_2 $ret i)
      (main@sum 0))))
; loop-new/count_by_2.i:16:5
(assert
  (forall (($ret Int) (i Int))
    (=>
      (and
        (main@loop16 $ret i)
        (< i 1000000))
      (main@loop16 $ret (+ i 2)))))
; loop-new/count_by_2.i:17:5
(assert
  (forall (($ret Int) (i Int))
    (=>
      (and
        (main@loop16 $ret i)
        (not (< i 1000000)))
      (__VERIFIER_assert@entry (ite (= i 1000000) 1 0)))))
; loop-new/count_by_2.i:17:5
(assert
  (forall (($ret Int) (i Int))
    (=>
      (and
        (main@loop16 $ret i)
        (__VERIFIER_assert@sum (ite (= i 1000000) 1 0))
        (not (< i 1000000)))
      (main@call17_2 $ret i))))
; loop-new/count_by_2.i:9:11
(assert
  (forall ((cond$in Int))
    (=>
      (and
        (__VERIFIER_assert@entry cond$in)
        (= 0 cond$in))
      false)))
; loop-new/count_by_2.i:7:6
(assert
  (forall ((cond$in Int))
    (let (($t1 (not (= 0 cond$in))))
    (=>
      (and
        (or (= 0 cond$in) $t1)
        $t1)
      (__VERIFIER_assert@sum cond$in)))))
; loop-new/count_by_2.i:14:5
(assert
  main@entry)
(check-sat)
(exit)

; expect: sat
; cpu: 20
; entry: nonlinear-arrays qarr
; from: lia-arrays/chc-comp24-LIA-Arrays-152.smt2 (benchmarks reference: sat)
; why: PDR proves it within the first second of the run's CPU, which qarr waits for: with qarr from the start auto took 0.85-2.1 s of CPU, about 0.5 s of it qarr's (3743 templates); with the wait 0.2 s (2026-11-30)
(set-logic HORN)


(declare-fun |block_12_f_85_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_17_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |contract_initializer_after_init_26_C_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_23_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |error_target_15_0| ( ) Bool)
(declare-fun |summary_6_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_21_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |interface_0_C_87_0| ( Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array Int Int) (Array Int Int) Int ) Bool)
(declare-fun |summary_5_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_16_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_10_function_p__13_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) (Array Int Int) Int ) Bool)
(declare-fun |summary_4_function_p__13_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) (Array Int Int) Int ) Bool)
(declare-fun |block_18_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |implicit_constructor_entry_27_C_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_20_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_15_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |contract_initializer_entry_25_C_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_22_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |summary_constructor_2_C_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_14_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_7_function_p__13_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) (Array Int Int) Int ) Bool)
(declare-fun |block_8_p_12_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) (Array Int Int) Int ) Bool)
(declare-fun |summary_3_function_p__13_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) (Array Int Int) Int ) Bool)
(declare-fun |block_9_return_function_p__13_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) (Array Int Int) Int ) Bool)
(declare-fun |contract_initializer_24_C_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_19_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_11_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)
(declare-fun |block_13_return_function_f__86_87_0| ( Int Int (Array Int (Array Int (Array Int (Array Int Int)))) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) (Array (Array Int Int) (Array Int Int)) Int Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int Int Int Int Int Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int (Array Int Int) (Array Int Int) Int (Array Int Int) Int (Array Int Int) Int ) Bool)

(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        true
      )
      (block_7_function_p__13_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  A
  B
  K
  C
  D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        (block_7_function_p__13_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  A
  B
  K
  C
  D)
        (and (= K J) (= I 0) (= D B) (= C A))
      )
      (block_8_p_12_87_0 I L E F G H M N O P Q R S T U V W X Y Z A1 J A B K C D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int (Array Int (Array Int (Array Int Int))))) (H (Array (Array Int Int) (Array Int Int))) (I (Array (Array Int Int) (Array Int Int))) (J (Array (Array Int Int) (Array Int Int))) (K Int) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R (Array Int Int)) (S Int) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 (Array Int Int)) (B1 (Array Int Int)) (C1 Int) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) ) 
    (=>
      (and
        (block_8_p_12_87_0
  K
  S
  G
  H
  I
  J
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  Q
  A
  B
  R
  C
  D)
        (and (= O (store M N 0))
     (= E O)
     (= P (+ 1 N))
     (= F P)
     (= N D)
     (= L 0)
     (>= N 0)
     (>= L 0)
     (not (<= 115792089237316195423570985008687907853269984665640564039457584007913129639933
              N))
     (<= L
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (= M C))
      )
      (block_9_return_function_p__13_87_0
  K
  S
  G
  H
  I
  J
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  Q
  A
  B
  R
  E
  F)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        (block_9_return_function_p__13_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  A
  B
  K
  C
  D)
        true
      )
      (summary_3_function_p__13_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  A
  B
  K
  C
  D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        true
      )
      (block_10_function_p__13_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  A
  B
  K
  C
  D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int (Array Int (Array Int (Array Int Int))))) (H (Array (Array Int Int) (Array Int Int))) (I (Array (Array Int Int) (Array Int Int))) (J (Array (Array Int Int) (Array Int Int))) (K Int) (L Int) (M Int) (N (Array Int Int)) (O (Array Int Int)) (P (Array Int Int)) (Q (Array Int Int)) (R Int) (S Int) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z (Array Int Int)) (A1 (Array Int Int)) (B1 Int) (C1 Int) (D1 Int) (E1 Int) (F1 Int) (G1 Int) ) 
    (=>
      (and
        (block_10_function_p__13_87_0
  K
  R
  G
  H
  I
  J
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  N
  A
  B
  O
  C
  D)
        (summary_3_function_p__13_87_0
  L
  R
  G
  H
  I
  J
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  P
  C
  D
  Q
  E
  F)
        (let ((a!1 (= P (store O R (+ (select O R) M)))))
  (and (= O N)
       a!1
       (= (select A1 3) 106)
       (= (select A1 2) 136)
       (= (select A1 1) 232)
       (= (select A1 0) 154)
       (= E1 0)
       (= D1 2598930538)
       (= D B)
       (= K 0)
       (>= (+ (select O R) M) 0)
       (>= G1 0)
       (>= F1 0)
       (>= E1 0)
       (>= C1 0)
       (>= B1 4)
       (>= Y 0)
       (>= X 0)
       (>= W 0)
       (>= V 0)
       (>= U 0)
       (>= T 0)
       (>= M E1)
       (>= S 0)
       (<= (+ (select O R) M)
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= G1 1461501637330902918203684832716283019655932542975)
       (<= F1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= E1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= C1 1461501637330902918203684832716283019655932542975)
       (<= Y
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= X
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= W
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= V
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= U 1461501637330902918203684832716283019655932542975)
       (<= T
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= S
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (= C A)))
      )
      (summary_4_function_p__13_87_0
  L
  R
  G
  H
  I
  J
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  N
  A
  B
  Q
  E
  F)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        (summary_4_function_p__13_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  A
  B
  K
  C
  D)
        (interface_0_C_87_0 L E F G H J A B)
        (= I 0)
      )
      (interface_0_C_87_0 L E F G H K C D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (summary_6_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        (interface_0_C_87_0 T M N O P R E F)
        (= Q 0)
      )
      (interface_0_C_87_0 T M N O P S G H)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        (summary_constructor_2_C_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  K
  A
  B
  C
  D)
        (and (= Y 0)
     (>= A1 0)
     (>= Z 0)
     (>= Y 0)
     (>= W 0)
     (>= S 0)
     (>= R 0)
     (>= Q 0)
     (>= P 0)
     (>= O 0)
     (>= N 0)
     (>= M 0)
     (<= A1 1461501637330902918203684832716283019655932542975)
     (<= Z
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Y
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= W 1461501637330902918203684832716283019655932542975)
     (<= S
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= R
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Q
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= P
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= O 1461501637330902918203684832716283019655932542975)
     (<= N
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= M
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (= I 0))
      )
      (interface_0_C_87_0 L E F G H K C D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        true
      )
      (block_11_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_11_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        (and (= C A) (= G E) (= S R) (= Q 0) (= D B) (= L J) (= H F) (= K I))
      )
      (block_12_f_85_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R Int) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Bool) (X (Array Int Int)) (Y Int) (Z Int) (A1 Int) (B1 Bool) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Bool) (H1 (Array Int Int)) (I1 Int) (J1 Int) (K1 Int) (L1 (Array Int Int)) (M1 (Array Int Int)) (N1 Int) (O1 Int) (P1 Int) (Q1 Int) (R1 Int) (S1 Int) (T1 Int) (U1 Int) (V1 (Array Int Int)) (W1 (Array Int Int)) (X1 Int) (Y1 Int) (Z1 Int) (A2 Int) (B2 Int) (C2 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  Q
  N1
  M
  N
  O
  P
  O1
  P1
  Q1
  R1
  S1
  T1
  U1
  V1
  W1
  X1
  Y1
  Z1
  A2
  B2
  C2
  L1
  E
  F
  A
  B
  I
  J
  M1
  G
  H
  C
  D
  K
  L)
        (and (not (= (<= U V) W))
     (not (= (<= Z A1) B1))
     (= H1 G)
     (= S C)
     (= X K)
     (= C1 G)
     (= K1 42)
     (= E1 D1)
     (= F1 0)
     (= T D)
     (= R 1)
     (= V 0)
     (= A1 0)
     (= Y L)
     (= U T)
     (= Z Y)
     (= D1 H)
     (= I1 H)
     (= J1 0)
     (>= E1 0)
     (>= D 0)
     (>= L 0)
     (>= U 0)
     (>= Z 0)
     (<= E1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= U
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Z
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (or (not (<= 0 J1)) (>= J1 I1))
     (= G1 true)
     (= B1 true)
     (= W true)
     (not (= (<= E1 F1) G1)))
      )
      (block_14_function_f__86_87_0
  R
  N1
  M
  N
  O
  P
  O1
  P1
  Q1
  R1
  S1
  T1
  U1
  V1
  W1
  X1
  Y1
  Z1
  A2
  B2
  C2
  L1
  E
  F
  A
  B
  I
  J
  M1
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_14_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_15_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_16_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_17_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_18_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_19_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_20_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_21_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_22_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (block_13_return_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        true
      )
      (summary_5_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int (Array Int (Array Int (Array Int Int))))) (P (Array (Array Int Int) (Array Int Int))) (Q (Array (Array Int Int) (Array Int Int))) (R (Array (Array Int Int) (Array Int Int))) (S Int) (T Int) (U Int) (V (Array Int Int)) (W Int) (X Int) (Y Int) (Z Bool) (A1 (Array Int Int)) (B1 Int) (C1 Int) (D1 Int) (E1 Bool) (F1 (Array Int Int)) (G1 Int) (H1 Int) (I1 Int) (J1 Bool) (K1 (Array Int Int)) (L1 Int) (M1 (Array Int Int)) (N1 Int) (O1 (Array Int Int)) (P1 Int) (Q1 Int) (R1 Int) (S1 Int) (T1 Int) (U1 Int) (V1 (Array Int Int)) (W1 Int) (X1 Int) (Y1 Int) (Z1 (Array Int Int)) (A2 (Array Int Int)) (B2 Int) (C2 Int) (D2 Int) (E2 Int) (F2 Int) (G2 Int) (H2 Int) (I2 Int) (J2 (Array Int Int)) (K2 (Array Int Int)) (L2 Int) (M2 Int) (N2 Int) (O2 Int) (P2 Int) (Q2 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  S
  B2
  O
  P
  Q
  R
  C2
  D2
  E2
  F2
  G2
  H2
  I2
  J2
  K2
  L2
  M2
  N2
  O2
  P2
  Q2
  Z1
  E
  F
  A
  B
  K
  L
  A2
  G
  H
  C
  D
  M
  N)
        (and (not (= (<= X Y) Z))
     (not (= (<= H1 I1) J1))
     (= V1 C)
     (= K1 G)
     (= V C)
     (= I (store M1 Q1 U1))
     (= A1 M)
     (= F1 G)
     (= M1 G)
     (= O1 I)
     (= Y1 2)
     (= S1 (select M1 Q1))
     (= Y 0)
     (= T S)
     (= J N1)
     (= U 2)
     (= L1 H)
     (= C1 B1)
     (= W D)
     (= T1 42)
     (= X W)
     (= H1 G1)
     (= D1 0)
     (= B1 N)
     (= Q1 0)
     (= I1 0)
     (= G1 H)
     (= N1 H)
     (= P1 J)
     (= R1 (select G Q1))
     (= W1 D)
     (= X1 0)
     (= U1 T1)
     (>= S1 0)
     (>= N 0)
     (>= D 0)
     (>= C1 0)
     (>= X 0)
     (>= H1 0)
     (>= R1 0)
     (>= U1 0)
     (<= S1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= C1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= X
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= H1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= R1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= U1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (or (not (<= 0 X1)) (>= X1 W1))
     (= J1 true)
     (= Z true)
     (= E1 true)
     (not (= (<= C1 D1) E1)))
      )
      (block_15_function_f__86_87_0
  U
  B2
  O
  P
  Q
  R
  C2
  D2
  E2
  F2
  G2
  H2
  I2
  J2
  K2
  L2
  M2
  N2
  O2
  P2
  Q2
  Z1
  E
  F
  A
  B
  K
  L
  A2
  I
  J
  C
  D
  M
  N)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R Int) (S (Array Int (Array Int (Array Int (Array Int Int))))) (T (Array (Array Int Int) (Array Int Int))) (U (Array (Array Int Int) (Array Int Int))) (V (Array (Array Int Int) (Array Int Int))) (W Int) (X Int) (Y Int) (Z Int) (A1 (Array Int Int)) (B1 Int) (C1 Int) (D1 Int) (E1 Bool) (F1 (Array Int Int)) (G1 Int) (H1 Int) (I1 Int) (J1 Bool) (K1 (Array Int Int)) (L1 Int) (M1 Int) (N1 Int) (O1 Bool) (P1 (Array Int Int)) (Q1 Int) (R1 (Array Int Int)) (S1 Int) (T1 (Array Int Int)) (U1 Int) (V1 Int) (W1 Int) (X1 Int) (Y1 Int) (Z1 Int) (A2 (Array Int Int)) (B2 Int) (C2 (Array Int Int)) (D2 Int) (E2 (Array Int Int)) (F2 Int) (G2 Int) (H2 Int) (I2 Int) (J2 Int) (K2 Int) (L2 (Array Int Int)) (M2 Int) (N2 Int) (O2 Int) (P2 (Array Int Int)) (Q2 (Array Int Int)) (R2 Int) (S2 Int) (T2 Int) (U2 Int) (V2 Int) (W2 Int) (X2 Int) (Y2 Int) (Z2 (Array Int Int)) (A3 (Array Int Int)) (B3 Int) (C3 Int) (D3 Int) (E3 Int) (F3 Int) (G3 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  W
  R2
  S
  T
  U
  V
  S2
  T2
  U2
  V2
  W2
  X2
  Y2
  Z2
  A3
  B3
  C3
  D3
  E3
  F3
  G3
  P2
  G
  H
  A
  B
  M
  N
  Q2
  I
  J
  C
  D
  O
  P)
        (and (not (= (<= C1 D1) E1))
     (not (= (<= M1 N1) O1))
     (= L2 Q)
     (= A2 C)
     (= R1 I)
     (= A1 C)
     (= K1 I)
     (= E (store C2 G2 K2))
     (= P1 I)
     (= K (store R1 V1 Z1))
     (= F1 O)
     (= T1 K)
     (= C2 C)
     (= E2 E)
     (= O2 1)
     (= I2 (select C2 G2))
     (= X W)
     (= I1 0)
     (= D1 0)
     (= Z 3)
     (= F D2)
     (= H1 G1)
     (= C1 B1)
     (= B1 D)
     (= L S1)
     (= B2 D)
     (= S1 J)
     (= Q1 J)
     (= M1 L1)
     (= L1 J)
     (= G1 P)
     (= Y X)
     (= J2 2)
     (= N1 0)
     (= X1 (select R1 V1))
     (= V1 0)
     (= Z1 Y1)
     (= G2 0)
     (= Y1 42)
     (= W1 (select I V1))
     (= U1 L)
     (= D2 D)
     (= F2 F)
     (= H2 (select C G2))
     (= M2 R)
     (= N2 0)
     (= K2 J2)
     (>= I2 0)
     (>= D 0)
     (>= H1 0)
     (>= C1 0)
     (>= R 0)
     (>= P 0)
     (>= M1 0)
     (>= X1 0)
     (>= Z1 0)
     (>= W1 0)
     (>= H2 0)
     (>= K2 0)
     (<= I2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= H1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= C1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= M1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= X1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Z1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= W1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= H2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= K2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (or (not (<= 0 N2)) (>= N2 M2))
     (= E1 true)
     (= O1 true)
     (= J1 true)
     (not (= (<= H1 I1) J1)))
      )
      (block_16_function_f__86_87_0
  Z
  R2
  S
  T
  U
  V
  S2
  T2
  U2
  V2
  W2
  X2
  Y2
  Z2
  A3
  B3
  C3
  D3
  E3
  F3
  G3
  P2
  G
  H
  A
  B
  M
  N
  Q2
  K
  L
  E
  F
  Q
  R)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R Int) (S (Array Int Int)) (T Int) (U (Array Int Int)) (V Int) (W (Array Int (Array Int (Array Int (Array Int Int))))) (X (Array (Array Int Int) (Array Int Int))) (Y (Array (Array Int Int) (Array Int Int))) (Z (Array (Array Int Int) (Array Int Int))) (A1 Int) (B1 Int) (C1 Int) (D1 Int) (E1 Int) (F1 (Array Int Int)) (G1 Int) (H1 Int) (I1 Int) (J1 Bool) (K1 (Array Int Int)) (L1 Int) (M1 Int) (N1 Int) (O1 Bool) (P1 (Array Int Int)) (Q1 Int) (R1 Int) (S1 Int) (T1 Bool) (U1 (Array Int Int)) (V1 Int) (W1 (Array Int Int)) (X1 Int) (Y1 (Array Int Int)) (Z1 Int) (A2 Int) (B2 Int) (C2 Int) (D2 Int) (E2 Int) (F2 (Array Int Int)) (G2 Int) (H2 (Array Int Int)) (I2 Int) (J2 (Array Int Int)) (K2 Int) (L2 Int) (M2 Int) (N2 Int) (O2 Int) (P2 Int) (Q2 (Array Int Int)) (R2 Int) (S2 (Array Int Int)) (T2 Int) (U2 (Array Int Int)) (V2 Int) (W2 Int) (X2 Int) (Y2 Int) (Z2 Int) (A3 Int) (B3 (Array Int Int)) (C3 Int) (D3 Int) (E3 (Array Int Int)) (F3 (Array Int Int)) (G3 Int) (H3 Int) (I3 Int) (J3 Int) (K3 Int) (L3 Int) (M3 Int) (N3 Int) (O3 (Array Int Int)) (P3 (Array Int Int)) (Q3 Int) (R3 Int) (S3 Int) (T3 Int) (U3 Int) (V3 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  A1
  G3
  W
  X
  Y
  Z
  H3
  I3
  J3
  K3
  L3
  M3
  N3
  O3
  P3
  Q3
  R3
  S3
  T3
  U3
  V3
  E3
  I
  J
  A
  B
  O
  P
  F3
  K
  L
  C
  D
  Q
  R)
        (and (not (= (<= H1 I1) J1))
     (not (= (<= R1 S1) T1))
     (= U (store S2 W2 A3))
     (= W1 K)
     (= P1 K)
     (= M (store W1 A2 E2))
     (= E (store H2 L2 P2))
     (= Y1 M)
     (= F1 C)
     (= U1 K)
     (= K1 Q)
     (= B3 M)
     (= F2 C)
     (= J2 E)
     (= H2 C)
     (= U2 U)
     (= S2 S)
     (= Q2 S)
     (= D3 0)
     (= X2 (select S W2))
     (= M1 L1)
     (= H1 G1)
     (= X1 L)
     (= S1 0)
     (= B1 A1)
     (= V T2)
     (= N X1)
     (= F I2)
     (= D2 42)
     (= D1 C1)
     (= Z1 N)
     (= R1 Q1)
     (= Q1 L)
     (= I1 0)
     (= G1 D)
     (= E1 4)
     (= C1 B1)
     (= B2 (select K A2))
     (= A2 0)
     (= V1 L)
     (= N1 0)
     (= L1 R)
     (= Y2 (select S2 W2))
     (= C2 (select W1 A2))
     (= E2 D2)
     (= M2 (select C L2))
     (= K2 F)
     (= I2 D)
     (= G2 D)
     (= O2 2)
     (= A3 Z2)
     (= V2 V)
     (= T2 T)
     (= R2 T)
     (= P2 O2)
     (= N2 (select H2 L2))
     (= L2 0)
     (= W2 0)
     (= C3 N)
     (= Z2 1)
     (>= X2 0)
     (>= M1 0)
     (>= H1 0)
     (>= R 0)
     (>= T 0)
     (>= H 0)
     (>= D 0)
     (>= R1 0)
     (>= B2 0)
     (>= Y2 0)
     (>= C2 0)
     (>= E2 0)
     (>= M2 0)
     (>= A3 0)
     (>= P2 0)
     (>= N2 0)
     (<= X2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= M1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= H1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= R1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= B2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Y2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= C2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= E2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= M2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= A3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= P2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= N2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (or (not (<= 0 D3)) (>= D3 C3))
     (= O1 true)
     (= T1 true)
     (= J1 true)
     (not (= (<= M1 N1) O1)))
      )
      (block_17_function_f__86_87_0
  E1
  G3
  W
  X
  Y
  Z
  H3
  I3
  J3
  K3
  L3
  M3
  N3
  O3
  P3
  Q3
  R3
  S3
  T3
  U3
  V3
  E3
  I
  J
  A
  B
  O
  P
  F3
  M
  N
  G
  H
  U
  V)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R Int) (S (Array Int Int)) (T Int) (U (Array Int Int)) (V Int) (W (Array Int (Array Int (Array Int (Array Int Int))))) (X (Array (Array Int Int) (Array Int Int))) (Y (Array (Array Int Int) (Array Int Int))) (Z (Array (Array Int Int) (Array Int Int))) (A1 Int) (B1 Int) (C1 Int) (D1 Int) (E1 Int) (F1 Int) (G1 (Array Int Int)) (H1 Int) (I1 Int) (J1 Int) (K1 Bool) (L1 (Array Int Int)) (M1 Int) (N1 Int) (O1 Int) (P1 Bool) (Q1 (Array Int Int)) (R1 Int) (S1 Int) (T1 Int) (U1 Bool) (V1 (Array Int Int)) (W1 Int) (X1 (Array Int Int)) (Y1 Int) (Z1 (Array Int Int)) (A2 Int) (B2 Int) (C2 Int) (D2 Int) (E2 Int) (F2 Int) (G2 (Array Int Int)) (H2 Int) (I2 (Array Int Int)) (J2 Int) (K2 (Array Int Int)) (L2 Int) (M2 Int) (N2 Int) (O2 Int) (P2 Int) (Q2 Int) (R2 (Array Int Int)) (S2 Int) (T2 (Array Int Int)) (U2 Int) (V2 (Array Int Int)) (W2 Int) (X2 Int) (Y2 Int) (Z2 Int) (A3 Int) (B3 Int) (C3 (Array Int Int)) (D3 Int) (E3 Int) (F3 Int) (G3 Int) (H3 Bool) (I3 (Array Int Int)) (J3 (Array Int Int)) (K3 Int) (L3 Int) (M3 Int) (N3 Int) (O3 Int) (P3 Int) (Q3 Int) (R3 Int) (S3 (Array Int Int)) (T3 (Array Int Int)) (U3 Int) (V3 Int) (W3 Int) (X3 Int) (Y3 Int) (Z3 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  A1
  K3
  W
  X
  Y
  Z
  L3
  M3
  N3
  O3
  P3
  Q3
  R3
  S3
  T3
  U3
  V3
  W3
  X3
  Y3
  Z3
  I3
  I
  J
  A
  B
  O
  P
  J3
  K
  L
  C
  D
  Q
  R)
        (and (not (= (<= I1 J1) K1))
     (not (= (<= N1 O1) P1))
     (= H3 (= F3 G3))
     (= U (store T2 X2 B3))
     (= T2 S)
     (= G1 C)
     (= K2 E)
     (= Z1 M)
     (= G2 C)
     (= V1 K)
     (= M (store X1 B2 F2))
     (= E (store I2 M2 Q2))
     (= X1 K)
     (= L1 Q)
     (= I2 C)
     (= Q1 K)
     (= R2 S)
     (= V2 U)
     (= C3 M)
     (= B3 A3)
     (= B1 A1)
     (= V U2)
     (= B2 0)
     (= W1 L)
     (= F1 5)
     (= D1 C1)
     (= N Y1)
     (= F J2)
     (= H2 D)
     (= C2 (select K B2))
     (= S1 R1)
     (= J1 0)
     (= H1 D)
     (= D2 (select X1 B2))
     (= A2 N)
     (= Y1 L)
     (= O1 0)
     (= M1 R)
     (= I1 H1)
     (= E1 D1)
     (= U2 T)
     (= L2 F)
     (= J2 D)
     (= F2 E2)
     (= E2 42)
     (= C1 B1)
     (= T1 0)
     (= R1 L)
     (= N1 M1)
     (= Q2 P2)
     (= O2 (select I2 M2))
     (= M2 0)
     (= S2 T)
     (= E3 0)
     (= Z2 (select T2 X2))
     (= X2 0)
     (= P2 2)
     (= N2 (select C M2))
     (= W2 V)
     (= Y2 (select S X2))
     (= A3 1)
     (= F3 (select M E3))
     (= G3 42)
     (= D3 N)
     (>= B3 0)
     (>= T 0)
     (>= R 0)
     (>= H 0)
     (>= D 0)
     (>= C2 0)
     (>= S1 0)
     (>= D2 0)
     (>= I1 0)
     (>= F2 0)
     (>= N1 0)
     (>= Q2 0)
     (>= O2 0)
     (>= Z2 0)
     (>= N2 0)
     (>= Y2 0)
     (>= F3 0)
     (<= B3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= C2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= S1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= D2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= I1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= F2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= N1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Q2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= O2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Z2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= N2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Y2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= F3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (= P1 true)
     (= U1 true)
     (not H3)
     (= K1 true)
     (not (= (<= S1 T1) U1)))
      )
      (block_18_function_f__86_87_0
  F1
  K3
  W
  X
  Y
  Z
  L3
  M3
  N3
  O3
  P3
  Q3
  R3
  S3
  T3
  U3
  V3
  W3
  X3
  Y3
  Z3
  I3
  I
  J
  A
  B
  O
  P
  J3
  M
  N
  G
  H
  U
  V)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R Int) (S (Array Int Int)) (T Int) (U (Array Int Int)) (V Int) (W (Array Int (Array Int (Array Int (Array Int Int))))) (X (Array (Array Int Int) (Array Int Int))) (Y (Array (Array Int Int) (Array Int Int))) (Z (Array (Array Int Int) (Array Int Int))) (A1 Int) (B1 Int) (C1 Int) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 (Array Int Int)) (I1 Int) (J1 Int) (K1 Int) (L1 Bool) (M1 (Array Int Int)) (N1 Int) (O1 Int) (P1 Int) (Q1 Bool) (R1 (Array Int Int)) (S1 Int) (T1 Int) (U1 Int) (V1 Bool) (W1 (Array Int Int)) (X1 Int) (Y1 (Array Int Int)) (Z1 Int) (A2 (Array Int Int)) (B2 Int) (C2 Int) (D2 Int) (E2 Int) (F2 Int) (G2 Int) (H2 (Array Int Int)) (I2 Int) (J2 (Array Int Int)) (K2 Int) (L2 (Array Int Int)) (M2 Int) (N2 Int) (O2 Int) (P2 Int) (Q2 Int) (R2 Int) (S2 (Array Int Int)) (T2 Int) (U2 (Array Int Int)) (V2 Int) (W2 (Array Int Int)) (X2 Int) (Y2 Int) (Z2 Int) (A3 Int) (B3 Int) (C3 Int) (D3 (Array Int Int)) (E3 Int) (F3 Int) (G3 Int) (H3 Int) (I3 Bool) (J3 (Array Int Int)) (K3 Int) (L3 Int) (M3 (Array Int Int)) (N3 (Array Int Int)) (O3 Int) (P3 Int) (Q3 Int) (R3 Int) (S3 Int) (T3 Int) (U3 Int) (V3 Int) (W3 (Array Int Int)) (X3 (Array Int Int)) (Y3 Int) (Z3 Int) (A4 Int) (B4 Int) (C4 Int) (D4 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  A1
  O3
  W
  X
  Y
  Z
  P3
  Q3
  R3
  S3
  T3
  U3
  V3
  W3
  X3
  Y3
  Z3
  A4
  B4
  C4
  D4
  M3
  I
  J
  A
  B
  O
  P
  N3
  K
  L
  C
  D
  Q
  R)
        (and (not (= (<= O1 P1) Q1))
     (not (= (<= T1 U1) V1))
     (= I3 (= G3 H3))
     (= Y1 K)
     (= M1 Q)
     (= U (store U2 Y2 C3))
     (= M (store Y1 C2 G2))
     (= E (store J2 N2 R2))
     (= H2 C)
     (= R1 K)
     (= H1 C)
     (= A2 M)
     (= W1 K)
     (= J3 G)
     (= J2 C)
     (= L2 E)
     (= W2 U)
     (= U2 S)
     (= S2 S)
     (= D3 M)
     (= L3 0)
     (= F3 0)
     (= U1 0)
     (= P1 0)
     (= F1 E1)
     (= F2 42)
     (= J1 I1)
     (= D1 C1)
     (= B1 A1)
     (= V V2)
     (= N Z1)
     (= F K2)
     (= G2 F2)
     (= N1 R)
     (= E1 D1)
     (= C1 B1)
     (= E2 (select Y1 C2))
     (= C2 0)
     (= Z1 L)
     (= S1 L)
     (= O1 N1)
     (= K1 0)
     (= I1 D)
     (= Y2 0)
     (= P2 (select J2 N2))
     (= N2 0)
     (= I2 D)
     (= D2 (select K C2))
     (= B2 N)
     (= G1 6)
     (= X1 L)
     (= T1 S1)
     (= G3 (select M F3))
     (= K2 D)
     (= M2 F)
     (= Q2 2)
     (= O2 (select C N2))
     (= B3 1)
     (= Z2 (select S Y2))
     (= X2 V)
     (= V2 T)
     (= T2 T)
     (= R2 Q2)
     (= A3 (select U2 Y2))
     (= C3 B3)
     (= E3 N)
     (= K3 H)
     (= H3 42)
     (>= J1 0)
     (>= T 0)
     (>= R 0)
     (>= H 0)
     (>= D 0)
     (>= G2 0)
     (>= E2 0)
     (>= O1 0)
     (>= P2 0)
     (>= D2 0)
     (>= T1 0)
     (>= G3 0)
     (>= O2 0)
     (>= Z2 0)
     (>= R2 0)
     (>= A3 0)
     (>= C3 0)
     (<= J1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= G2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= E2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= O1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= P2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= D2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= T1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= G3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= O2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Z2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= R2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= A3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= C3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (or (not (<= 0 L3)) (>= L3 K3))
     (= Q1 true)
     (= V1 true)
     (= L1 true)
     (not (= (<= J1 K1) L1)))
      )
      (block_19_function_f__86_87_0
  G1
  O3
  W
  X
  Y
  Z
  P3
  Q3
  R3
  S3
  T3
  U3
  V3
  W3
  X3
  Y3
  Z3
  A4
  B4
  C4
  D4
  M3
  I
  J
  A
  B
  O
  P
  N3
  M
  N
  G
  H
  U
  V)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R Int) (S (Array Int Int)) (T Int) (U (Array Int Int)) (V Int) (W (Array Int (Array Int (Array Int (Array Int Int))))) (X (Array (Array Int Int) (Array Int Int))) (Y (Array (Array Int Int) (Array Int Int))) (Z (Array (Array Int Int) (Array Int Int))) (A1 Int) (B1 Int) (C1 Int) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 (Array Int Int)) (J1 Int) (K1 Int) (L1 Int) (M1 Bool) (N1 (Array Int Int)) (O1 Int) (P1 Int) (Q1 Int) (R1 Bool) (S1 (Array Int Int)) (T1 Int) (U1 Int) (V1 Int) (W1 Bool) (X1 (Array Int Int)) (Y1 Int) (Z1 (Array Int Int)) (A2 Int) (B2 (Array Int Int)) (C2 Int) (D2 Int) (E2 Int) (F2 Int) (G2 Int) (H2 Int) (I2 (Array Int Int)) (J2 Int) (K2 (Array Int Int)) (L2 Int) (M2 (Array Int Int)) (N2 Int) (O2 Int) (P2 Int) (Q2 Int) (R2 Int) (S2 Int) (T2 (Array Int Int)) (U2 Int) (V2 (Array Int Int)) (W2 Int) (X2 (Array Int Int)) (Y2 Int) (Z2 Int) (A3 Int) (B3 Int) (C3 Int) (D3 Int) (E3 (Array Int Int)) (F3 Int) (G3 Int) (H3 Int) (I3 Int) (J3 Bool) (K3 (Array Int Int)) (L3 Int) (M3 Int) (N3 Int) (O3 Int) (P3 Bool) (Q3 (Array Int Int)) (R3 (Array Int Int)) (S3 Int) (T3 Int) (U3 Int) (V3 Int) (W3 Int) (X3 Int) (Y3 Int) (Z3 Int) (A4 (Array Int Int)) (B4 (Array Int Int)) (C4 Int) (D4 Int) (E4 Int) (F4 Int) (G4 Int) (H4 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  A1
  S3
  W
  X
  Y
  Z
  T3
  U3
  V3
  W3
  X3
  Y3
  Z3
  A4
  B4
  C4
  D4
  E4
  F4
  G4
  H4
  Q3
  I
  J
  A
  B
  O
  P
  R3
  K
  L
  C
  D
  Q
  R)
        (and (not (= (<= U1 V1) W1))
     (not (= (<= K1 L1) M1))
     (= J3 (= H3 I3))
     (= P3 (= N3 O3))
     (= I1 C)
     (= S1 K)
     (= I2 C)
     (= X1 K)
     (= M2 E)
     (= B2 M)
     (= U (store V2 Z2 D3))
     (= M (store Z1 D2 H2))
     (= Z1 K)
     (= E (store K2 O2 S2))
     (= K2 C)
     (= N1 Q)
     (= X2 U)
     (= V2 S)
     (= T2 S)
     (= E3 M)
     (= K3 G)
     (= Y1 L)
     (= T1 L)
     (= J1 D)
     (= D1 C1)
     (= B1 A1)
     (= J2 D)
     (= E2 (select K D2))
     (= L1 0)
     (= H1 7)
     (= F1 E1)
     (= V W2)
     (= N A2)
     (= F L2)
     (= P2 (select C O2))
     (= A2 L)
     (= P1 O1)
     (= G1 F1)
     (= E1 D1)
     (= C1 B1)
     (= L2 D)
     (= G2 42)
     (= D2 0)
     (= C2 N)
     (= U1 T1)
     (= Q1 0)
     (= O1 R)
     (= C3 1)
     (= R2 2)
     (= N2 F)
     (= H2 G2)
     (= F2 (select Z1 D2))
     (= K1 J1)
     (= V1 0)
     (= O2 0)
     (= Q2 (select K2 O2))
     (= Y2 V)
     (= W2 T)
     (= U2 T)
     (= S2 R2)
     (= A3 (select S Z2))
     (= M3 0)
     (= H3 (select M G3))
     (= F3 N)
     (= D3 C3)
     (= B3 (select V2 Z2))
     (= Z2 0)
     (= G3 0)
     (= I3 42)
     (= N3 (select G M3))
     (= O3 2)
     (= L3 H)
     (>= D 0)
     (>= E2 0)
     (>= T 0)
     (>= R 0)
     (>= H 0)
     (>= P2 0)
     (>= P1 0)
     (>= U1 0)
     (>= H2 0)
     (>= F2 0)
     (>= K1 0)
     (>= Q2 0)
     (>= S2 0)
     (>= A3 0)
     (>= H3 0)
     (>= D3 0)
     (>= B3 0)
     (>= N3 0)
     (<= E2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= P2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= P1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= U1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= H2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= F2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= K1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Q2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= S2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= A3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= H3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= D3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= B3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= N3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (= R1 true)
     (= W1 true)
     (not P3)
     (= M1 true)
     (not (= (<= P1 Q1) R1)))
      )
      (block_20_function_f__86_87_0
  H1
  S3
  W
  X
  Y
  Z
  T3
  U3
  V3
  W3
  X3
  Y3
  Z3
  A4
  B4
  C4
  D4
  E4
  F4
  G4
  H4
  Q3
  I
  J
  A
  B
  O
  P
  R3
  M
  N
  G
  H
  U
  V)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R Int) (S (Array Int Int)) (T Int) (U (Array Int Int)) (V Int) (W (Array Int (Array Int (Array Int (Array Int Int))))) (X (Array (Array Int Int) (Array Int Int))) (Y (Array (Array Int Int) (Array Int Int))) (Z (Array (Array Int Int) (Array Int Int))) (A1 Int) (B1 Int) (C1 Int) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) (J1 (Array Int Int)) (K1 Int) (L1 Int) (M1 Int) (N1 Bool) (O1 (Array Int Int)) (P1 Int) (Q1 Int) (R1 Int) (S1 Bool) (T1 (Array Int Int)) (U1 Int) (V1 Int) (W1 Int) (X1 Bool) (Y1 (Array Int Int)) (Z1 Int) (A2 (Array Int Int)) (B2 Int) (C2 (Array Int Int)) (D2 Int) (E2 Int) (F2 Int) (G2 Int) (H2 Int) (I2 Int) (J2 (Array Int Int)) (K2 Int) (L2 (Array Int Int)) (M2 Int) (N2 (Array Int Int)) (O2 Int) (P2 Int) (Q2 Int) (R2 Int) (S2 Int) (T2 Int) (U2 (Array Int Int)) (V2 Int) (W2 (Array Int Int)) (X2 Int) (Y2 (Array Int Int)) (Z2 Int) (A3 Int) (B3 Int) (C3 Int) (D3 Int) (E3 Int) (F3 (Array Int Int)) (G3 Int) (H3 Int) (I3 Int) (J3 Int) (K3 Bool) (L3 (Array Int Int)) (M3 Int) (N3 Int) (O3 Int) (P3 Int) (Q3 Bool) (R3 (Array Int Int)) (S3 Int) (T3 Int) (U3 (Array Int Int)) (V3 (Array Int Int)) (W3 Int) (X3 Int) (Y3 Int) (Z3 Int) (A4 Int) (B4 Int) (C4 Int) (D4 Int) (E4 (Array Int Int)) (F4 (Array Int Int)) (G4 Int) (H4 Int) (I4 Int) (J4 Int) (K4 Int) (L4 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  A1
  W3
  W
  X
  Y
  Z
  X3
  Y3
  Z3
  A4
  B4
  C4
  D4
  E4
  F4
  G4
  H4
  I4
  J4
  K4
  L4
  U3
  I
  J
  A
  B
  O
  P
  V3
  K
  L
  C
  D
  Q
  R)
        (and (not (= (<= V1 W1) X1))
     (not (= (<= Q1 R1) S1))
     (= K3 (= I3 J3))
     (= Q3 (= O3 P3))
     (= F3 M)
     (= W2 S)
     (= L2 C)
     (= O1 Q)
     (= E (store L2 P2 T2))
     (= U (store W2 A3 E3))
     (= M (store A2 E2 I2))
     (= N2 E)
     (= J1 C)
     (= J2 C)
     (= T1 K)
     (= U2 S)
     (= C2 M)
     (= A2 K)
     (= Y1 K)
     (= R3 U)
     (= Y2 U)
     (= L3 G)
     (= T3 0)
     (= N3 0)
     (= H1 G1)
     (= F1 E1)
     (= F M2)
     (= I2 H2)
     (= R1 0)
     (= P1 R)
     (= L1 K1)
     (= D1 C1)
     (= B1 A1)
     (= V X2)
     (= N B2)
     (= T2 S2)
     (= O2 F)
     (= E2 0)
     (= V1 U1)
     (= M1 0)
     (= K1 D)
     (= I1 8)
     (= G1 F1)
     (= E1 D1)
     (= C1 B1)
     (= P2 0)
     (= M2 D)
     (= K2 D)
     (= H2 42)
     (= G2 (select A2 E2))
     (= W1 0)
     (= U1 L)
     (= Q1 P1)
     (= G3 N)
     (= X2 T)
     (= V2 T)
     (= R2 (select L2 P2))
     (= Q2 (select C P2))
     (= F2 (select K E2))
     (= D2 N)
     (= B2 L)
     (= Z1 L)
     (= O3 (select G N3))
     (= S2 2)
     (= C3 (select W2 A3))
     (= A3 0)
     (= E3 D3)
     (= J3 42)
     (= H3 0)
     (= D3 1)
     (= B3 (select S A3))
     (= Z2 V)
     (= I3 (select M H3))
     (= M3 H)
     (= S3 V)
     (= P3 2)
     (>= D 0)
     (>= H 0)
     (>= I2 0)
     (>= L1 0)
     (>= T 0)
     (>= R 0)
     (>= T2 0)
     (>= V1 0)
     (>= G2 0)
     (>= Q1 0)
     (>= R2 0)
     (>= Q2 0)
     (>= F2 0)
     (>= O3 0)
     (>= C3 0)
     (>= E3 0)
     (>= B3 0)
     (>= I3 0)
     (<= I2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= L1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= T2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= V1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= G2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Q1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= R2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= Q2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= F2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= O3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= C3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= E3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= B3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= I3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (or (not (<= 0 T3)) (>= T3 S3))
     (= N1 true)
     (= X1 true)
     (= S1 true)
     (not (= (<= L1 M1) N1)))
      )
      (block_21_function_f__86_87_0
  I1
  W3
  W
  X
  Y
  Z
  X3
  Y3
  Z3
  A4
  B4
  C4
  D4
  E4
  F4
  G4
  H4
  I4
  J4
  K4
  L4
  U3
  I
  J
  A
  B
  O
  P
  V3
  M
  N
  G
  H
  U
  V)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R Int) (S (Array Int Int)) (T Int) (U (Array Int Int)) (V Int) (W (Array Int (Array Int (Array Int (Array Int Int))))) (X (Array (Array Int Int) (Array Int Int))) (Y (Array (Array Int Int) (Array Int Int))) (Z (Array (Array Int Int) (Array Int Int))) (A1 Int) (B1 Int) (C1 Int) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) (J1 Int) (K1 (Array Int Int)) (L1 Int) (M1 Int) (N1 Int) (O1 Bool) (P1 (Array Int Int)) (Q1 Int) (R1 Int) (S1 Int) (T1 Bool) (U1 (Array Int Int)) (V1 Int) (W1 Int) (X1 Int) (Y1 Bool) (Z1 (Array Int Int)) (A2 Int) (B2 (Array Int Int)) (C2 Int) (D2 (Array Int Int)) (E2 Int) (F2 Int) (G2 Int) (H2 Int) (I2 Int) (J2 Int) (K2 (Array Int Int)) (L2 Int) (M2 (Array Int Int)) (N2 Int) (O2 (Array Int Int)) (P2 Int) (Q2 Int) (R2 Int) (S2 Int) (T2 Int) (U2 Int) (V2 (Array Int Int)) (W2 Int) (X2 (Array Int Int)) (Y2 Int) (Z2 (Array Int Int)) (A3 Int) (B3 Int) (C3 Int) (D3 Int) (E3 Int) (F3 Int) (G3 (Array Int Int)) (H3 Int) (I3 Int) (J3 Int) (K3 Int) (L3 Bool) (M3 (Array Int Int)) (N3 Int) (O3 Int) (P3 Int) (Q3 Int) (R3 Bool) (S3 (Array Int Int)) (T3 Int) (U3 Int) (V3 Int) (W3 Int) (X3 Bool) (Y3 (Array Int Int)) (Z3 (Array Int Int)) (A4 Int) (B4 Int) (C4 Int) (D4 Int) (E4 Int) (F4 Int) (G4 Int) (H4 Int) (I4 (Array Int Int)) (J4 (Array Int Int)) (K4 Int) (L4 Int) (M4 Int) (N4 Int) (O4 Int) (P4 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  A1
  A4
  W
  X
  Y
  Z
  B4
  C4
  D4
  E4
  F4
  G4
  H4
  I4
  J4
  K4
  L4
  M4
  N4
  O4
  P4
  Y3
  I
  J
  A
  B
  O
  P
  Z3
  K
  L
  C
  D
  Q
  R)
        (and (not (= (<= M1 N1) O1))
     (not (= (<= W1 X1) Y1))
     (= L3 (= J3 K3))
     (= R3 (= P3 Q3))
     (= X3 (= V3 W3))
     (= K1 C)
     (= K2 C)
     (= E (store M2 Q2 U2))
     (= U1 K)
     (= U (store X2 B3 F3))
     (= M (store B2 F2 J2))
     (= P1 Q)
     (= D2 M)
     (= B2 K)
     (= Z1 K)
     (= O2 E)
     (= M2 C)
     (= V2 S)
     (= X2 S)
     (= Z2 U)
     (= M3 G)
     (= G3 M)
     (= S3 U)
     (= G2 (select K F2))
     (= F N2)
     (= R1 Q1)
     (= L1 D)
     (= J1 9)
     (= R2 (select C Q2))
     (= V1 L)
     (= N1 0)
     (= H1 G1)
     (= F1 E1)
     (= D1 C1)
     (= B1 A1)
     (= V Y2)
     (= N C2)
     (= S2 (select M2 Q2))
     (= I2 42)
     (= X1 0)
     (= Q1 R)
     (= M1 L1)
     (= I1 H1)
     (= G1 F1)
     (= E1 D1)
     (= C1 B1)
     (= T2 2)
     (= Q2 0)
     (= L2 D)
     (= E2 N)
     (= C2 L)
     (= A2 L)
     (= W1 V1)
     (= K3 42)
     (= B3 0)
     (= U2 T2)
     (= P2 F)
     (= N2 D)
     (= S1 0)
     (= J2 I2)
     (= H2 (select B2 F2))
     (= F2 0)
     (= W2 T)
     (= Y2 T)
     (= E3 1)
     (= C3 (select S B3))
     (= A3 V)
     (= I3 0)
     (= U3 0)
     (= P3 (select G O3))
     (= N3 H)
     (= J3 (select M I3))
     (= H3 N)
     (= F3 E3)
     (= D3 (select X2 B3))
     (= O3 0)
     (= Q3 2)
     (= V3 (select U U3))
     (= W3 1)
     (= T3 V)
     (>= D 0)
     (>= G2 0)
     (>= H 0)
     (>= R1 0)
     (>= R2 0)
     (>= T 0)
     (>= R 0)
     (>= S2 0)
     (>= M1 0)
     (>= W1 0)
     (>= U2 0)
     (>= J2 0)
     (>= H2 0)
     (>= C3 0)
     (>= P3 0)
     (>= J3 0)
     (>= F3 0)
     (>= D3 0)
     (>= V3 0)
     (<= G2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= R1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= R2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= S2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= M1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= W1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= U2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= J2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= H2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= C3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= P3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= J3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= F3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= D3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= V3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (= O1 true)
     (not X3)
     (= Y1 true)
     (= T1 true)
     (not (= (<= R1 S1) T1)))
      )
      (block_22_function_f__86_87_0
  J1
  A4
  W
  X
  Y
  Z
  B4
  C4
  D4
  E4
  F4
  G4
  H4
  I4
  J4
  K4
  L4
  M4
  N4
  O4
  P4
  Y3
  I
  J
  A
  B
  O
  P
  Z3
  M
  N
  G
  H
  U
  V)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R Int) (S (Array Int Int)) (T Int) (U (Array Int Int)) (V Int) (W (Array Int (Array Int (Array Int (Array Int Int))))) (X (Array (Array Int Int) (Array Int Int))) (Y (Array (Array Int Int) (Array Int Int))) (Z (Array (Array Int Int) (Array Int Int))) (A1 Int) (B1 Int) (C1 Int) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) (J1 Int) (K1 (Array Int Int)) (L1 Int) (M1 Int) (N1 Int) (O1 Bool) (P1 (Array Int Int)) (Q1 Int) (R1 Int) (S1 Int) (T1 Bool) (U1 (Array Int Int)) (V1 Int) (W1 Int) (X1 Int) (Y1 Bool) (Z1 (Array Int Int)) (A2 Int) (B2 (Array Int Int)) (C2 Int) (D2 (Array Int Int)) (E2 Int) (F2 Int) (G2 Int) (H2 Int) (I2 Int) (J2 Int) (K2 (Array Int Int)) (L2 Int) (M2 (Array Int Int)) (N2 Int) (O2 (Array Int Int)) (P2 Int) (Q2 Int) (R2 Int) (S2 Int) (T2 Int) (U2 Int) (V2 (Array Int Int)) (W2 Int) (X2 (Array Int Int)) (Y2 Int) (Z2 (Array Int Int)) (A3 Int) (B3 Int) (C3 Int) (D3 Int) (E3 Int) (F3 Int) (G3 (Array Int Int)) (H3 Int) (I3 Int) (J3 Int) (K3 Int) (L3 Bool) (M3 (Array Int Int)) (N3 Int) (O3 Int) (P3 Int) (Q3 Int) (R3 Bool) (S3 (Array Int Int)) (T3 Int) (U3 Int) (V3 Int) (W3 Int) (X3 Bool) (Y3 (Array Int Int)) (Z3 (Array Int Int)) (A4 Int) (B4 Int) (C4 Int) (D4 Int) (E4 Int) (F4 Int) (G4 Int) (H4 Int) (I4 (Array Int Int)) (J4 (Array Int Int)) (K4 Int) (L4 Int) (M4 Int) (N4 Int) (O4 Int) (P4 Int) ) 
    (=>
      (and
        (block_12_f_85_87_0
  A1
  A4
  W
  X
  Y
  Z
  B4
  C4
  D4
  E4
  F4
  G4
  H4
  I4
  J4
  K4
  L4
  M4
  N4
  O4
  P4
  Y3
  I
  J
  A
  B
  O
  P
  Z3
  K
  L
  C
  D
  Q
  R)
        (and (not (= (<= M1 N1) O1))
     (not (= (<= W1 X1) Y1))
     (= L3 (= J3 K3))
     (= R3 (= P3 Q3))
     (= X3 (= V3 W3))
     (= K1 C)
     (= K2 C)
     (= E (store M2 Q2 U2))
     (= U1 K)
     (= U (store X2 B3 F3))
     (= M (store B2 F2 J2))
     (= P1 Q)
     (= D2 M)
     (= B2 K)
     (= Z1 K)
     (= O2 E)
     (= M2 C)
     (= V2 S)
     (= X2 S)
     (= Z2 U)
     (= M3 G)
     (= G3 M)
     (= S3 U)
     (= G2 (select K F2))
     (= F N2)
     (= R1 Q1)
     (= L1 D)
     (= J1 I1)
     (= R2 (select C Q2))
     (= V1 L)
     (= N1 0)
     (= H1 G1)
     (= F1 E1)
     (= D1 C1)
     (= B1 A1)
     (= V Y2)
     (= N C2)
     (= S2 (select M2 Q2))
     (= I2 42)
     (= X1 0)
     (= Q1 R)
     (= M1 L1)
     (= I1 H1)
     (= G1 F1)
     (= E1 D1)
     (= C1 B1)
     (= T2 2)
     (= Q2 0)
     (= L2 D)
     (= E2 N)
     (= C2 L)
     (= A2 L)
     (= W1 V1)
     (= K3 42)
     (= B3 0)
     (= U2 T2)
     (= P2 F)
     (= N2 D)
     (= S1 0)
     (= J2 I2)
     (= H2 (select B2 F2))
     (= F2 0)
     (= W2 T)
     (= Y2 T)
     (= E3 1)
     (= C3 (select S B3))
     (= A3 V)
     (= I3 0)
     (= U3 0)
     (= P3 (select G O3))
     (= N3 H)
     (= J3 (select M I3))
     (= H3 N)
     (= F3 E3)
     (= D3 (select X2 B3))
     (= O3 0)
     (= Q3 2)
     (= V3 (select U U3))
     (= W3 1)
     (= T3 V)
     (>= D 0)
     (>= G2 0)
     (>= H 0)
     (>= R1 0)
     (>= R2 0)
     (>= T 0)
     (>= R 0)
     (>= S2 0)
     (>= M1 0)
     (>= W1 0)
     (>= U2 0)
     (>= J2 0)
     (>= H2 0)
     (>= C3 0)
     (>= P3 0)
     (>= J3 0)
     (>= F3 0)
     (>= D3 0)
     (>= V3 0)
     (<= G2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= R1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= R2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= S2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= M1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= W1
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= U2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= J2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= H2
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= C3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= P3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= J3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= F3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= D3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (<= V3
         115792089237316195423570985008687907853269984665640564039457584007913129639935)
     (= O1 true)
     (= Y1 true)
     (= T1 true)
     (not (= (<= R1 S1) T1)))
      )
      (block_13_return_function_f__86_87_0
  J1
  A4
  W
  X
  Y
  Z
  B4
  C4
  D4
  E4
  F4
  G4
  H4
  I4
  J4
  K4
  L4
  M4
  N4
  O4
  P4
  Y3
  I
  J
  A
  B
  O
  P
  Z3
  M
  N
  G
  H
  U
  V)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        true
      )
      (block_23_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int Int)) (N Int) (O (Array Int Int)) (P Int) (Q (Array Int Int)) (R Int) (S (Array Int (Array Int (Array Int (Array Int Int))))) (T (Array (Array Int Int) (Array Int Int))) (U (Array (Array Int Int) (Array Int Int))) (V (Array (Array Int Int) (Array Int Int))) (W Int) (X Int) (Y Int) (Z (Array Int Int)) (A1 (Array Int Int)) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) (J1 Int) (K1 Int) (L1 (Array Int Int)) (M1 (Array Int Int)) (N1 Int) (O1 Int) (P1 Int) (Q1 Int) (R1 Int) (S1 Int) ) 
    (=>
      (and
        (block_23_function_f__86_87_0
  W
  D1
  S
  T
  U
  V
  E1
  F1
  G1
  H1
  I1
  J1
  K1
  L1
  M1
  N1
  O1
  P1
  Q1
  R1
  S1
  Z
  G
  H
  A
  B
  M
  N
  A1
  I
  J
  C
  D
  O
  P)
        (summary_5_function_f__86_87_0
  X
  D1
  S
  T
  U
  V
  E1
  F1
  G1
  H1
  I1
  J1
  K1
  L1
  M1
  N1
  O1
  P1
  Q1
  R1
  S1
  B1
  I
  J
  C
  D
  O
  P
  C1
  K
  L
  E
  F
  Q
  R)
        (let ((a!1 (= B1 (store A1 D1 (+ (select A1 D1) Y)))))
  (and (= I G)
       (= O M)
       (= A1 Z)
       a!1
       (= (select M1 3) 37)
       (= (select M1 2) 165)
       (= (select M1 1) 13)
       (= (select M1 0) 210)
       (= J H)
       (= D B)
       (= Q1 0)
       (= P1 3524109605)
       (= P N)
       (= W 0)
       (>= (+ (select A1 D1) Y) 0)
       (>= S1 0)
       (>= R1 0)
       (>= Q1 0)
       (>= O1 0)
       (>= N1 4)
       (>= K1 0)
       (>= J1 0)
       (>= I1 0)
       (>= H1 0)
       (>= G1 0)
       (>= F1 0)
       (>= Y Q1)
       (>= E1 0)
       (<= (+ (select A1 D1) Y)
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= S1 1461501637330902918203684832716283019655932542975)
       (<= R1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= Q1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= O1 1461501637330902918203684832716283019655932542975)
       (<= K1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= J1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= I1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= H1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= G1 1461501637330902918203684832716283019655932542975)
       (<= F1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (<= E1
           115792089237316195423570985008687907853269984665640564039457584007913129639935)
       (= C A)))
      )
      (summary_6_function_f__86_87_0
  X
  D1
  S
  T
  U
  V
  E1
  F1
  G1
  H1
  I1
  J1
  K1
  L1
  M1
  N1
  O1
  P1
  Q1
  R1
  S1
  Z
  G
  H
  A
  B
  M
  N
  C1
  K
  L
  E
  F
  Q
  R)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        (and (= K J) (= I 0) (= D B) (= C A))
      )
      (contract_initializer_entry_25_C_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  K
  A
  B
  C
  D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        (contract_initializer_entry_25_C_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  K
  A
  B
  C
  D)
        true
      )
      (contract_initializer_after_init_26_C_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  K
  A
  B
  C
  D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        (contract_initializer_after_init_26_C_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  K
  A
  B
  C
  D)
        true
      )
      (contract_initializer_24_C_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  K
  A
  B
  C
  D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int (Array Int (Array Int (Array Int Int))))) (F (Array (Array Int Int) (Array Int Int))) (G (Array (Array Int Int) (Array Int Int))) (H (Array (Array Int Int) (Array Int Int))) (I Int) (J (Array Int Int)) (K (Array Int Int)) (L Int) (M Int) (N Int) (O Int) (P Int) (Q Int) (R Int) (S Int) (T (Array Int Int)) (U (Array Int Int)) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) ) 
    (=>
      (and
        (and (= C A)
     (= K J)
     (= I 0)
     (= D 0)
     (= D B)
     (>= (select K L) Y)
     (= C ((as const (Array Int Int)) 0)))
      )
      (implicit_constructor_entry_27_C_87_0
  I
  L
  E
  F
  G
  H
  M
  N
  O
  P
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  J
  K
  A
  B
  C
  D)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int (Array Int (Array Int (Array Int Int))))) (H (Array (Array Int Int) (Array Int Int))) (I (Array (Array Int Int) (Array Int Int))) (J (Array (Array Int Int) (Array Int Int))) (K Int) (L Int) (M (Array Int Int)) (N (Array Int Int)) (O (Array Int Int)) (P Int) (Q Int) (R Int) (S Int) (T Int) (U Int) (V Int) (W Int) (X (Array Int Int)) (Y (Array Int Int)) (Z Int) (A1 Int) (B1 Int) (C1 Int) (D1 Int) (E1 Int) ) 
    (=>
      (and
        (implicit_constructor_entry_27_C_87_0
  K
  P
  G
  H
  I
  J
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  M
  N
  A
  B
  C
  D)
        (contract_initializer_24_C_87_0
  L
  P
  G
  H
  I
  J
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  N
  O
  C
  D
  E
  F)
        (not (<= L 0))
      )
      (summary_constructor_2_C_87_0
  L
  P
  G
  H
  I
  J
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  M
  O
  A
  B
  E
  F)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int (Array Int (Array Int (Array Int Int))))) (H (Array (Array Int Int) (Array Int Int))) (I (Array (Array Int Int) (Array Int Int))) (J (Array (Array Int Int) (Array Int Int))) (K Int) (L Int) (M (Array Int Int)) (N (Array Int Int)) (O (Array Int Int)) (P Int) (Q Int) (R Int) (S Int) (T Int) (U Int) (V Int) (W Int) (X (Array Int Int)) (Y (Array Int Int)) (Z Int) (A1 Int) (B1 Int) (C1 Int) (D1 Int) (E1 Int) ) 
    (=>
      (and
        (contract_initializer_24_C_87_0
  L
  P
  G
  H
  I
  J
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  N
  O
  C
  D
  E
  F)
        (implicit_constructor_entry_27_C_87_0
  K
  P
  G
  H
  I
  J
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  M
  N
  A
  B
  C
  D)
        (= L 0)
      )
      (summary_constructor_2_C_87_0
  L
  P
  G
  H
  I
  J
  Q
  R
  S
  T
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  M
  O
  A
  B
  E
  F)
    )
  )
)
(assert
  (forall ( (A (Array Int Int)) (B Int) (C (Array Int Int)) (D Int) (E (Array Int Int)) (F Int) (G (Array Int Int)) (H Int) (I (Array Int Int)) (J Int) (K (Array Int Int)) (L Int) (M (Array Int (Array Int (Array Int (Array Int Int))))) (N (Array (Array Int Int) (Array Int Int))) (O (Array (Array Int Int) (Array Int Int))) (P (Array (Array Int Int) (Array Int Int))) (Q Int) (R (Array Int Int)) (S (Array Int Int)) (T Int) (U Int) (V Int) (W Int) (X Int) (Y Int) (Z Int) (A1 Int) (B1 (Array Int Int)) (C1 (Array Int Int)) (D1 Int) (E1 Int) (F1 Int) (G1 Int) (H1 Int) (I1 Int) ) 
    (=>
      (and
        (summary_6_function_f__86_87_0
  Q
  T
  M
  N
  O
  P
  U
  V
  W
  X
  Y
  Z
  A1
  B1
  C1
  D1
  E1
  F1
  G1
  H1
  I1
  R
  E
  F
  A
  B
  I
  J
  S
  G
  H
  C
  D
  K
  L)
        (interface_0_C_87_0 T M N O P R E F)
        (= Q 5)
      )
      error_target_15_0
    )
  )
)
(assert
  (forall ( (CHC_COMP_UNUSED Bool) ) 
    (=>
      (and
        error_target_15_0
        true
      )
      false
    )
  )
)

(check-sat)
(exit)

(set-logic ALL)
; reve-021b-bv.smt2 with the model horn --passes bv2int,default printed in place of its declarations:
; z3 finds the negation of the conjunction of the four assertions unsat, so the model holds for the
; file as written (the reference verdict unsat is in doubt); with REC__f := false it answers sat.
(define-fun REC__f ((r2_3 (_ BitVec 32)) (r2_4 (_ BitVec 32))) Bool
  true)
(define-fun REC_f_f ((a1_1 (_ BitVec 32)) (r1_4 (_ BitVec 32)) (x2_1 (_ BitVec 32)) (r2_4 (_ BitVec 32))) Bool
  (let (($t1 (bvmul (_ bv17179869183 34) ((_ sign_extend 2) r2_4)))
        ($t2 (bvsmod (bvadd ((_ sign_extend 2) x2_1) (bvmul (_ bv17179869183 34) ((_ sign_extend 2) a1_1))) (_ bv4294967296 34))))
  (let (($t3 (not (bvsle $t2 (_ bv0 34)))))
  (and
    (or
      (not
        (bvsle (_ bv1 34) (bvadd ((_ sign_extend 2) r1_4) $t1 (bvmul (_ bv17179869183 34) $t2))))
      $t3)
    (or
      (not (bvsle (bvadd ((_ sign_extend 2) r1_4) $t1 $t2) (_ bv17179869183 34)))
      $t3)))))
(define-fun REC_f_ ((a1_1 (_ BitVec 32)) (r1_4 (_ BitVec 32))) Bool
  true)

(assert (not (and  
 (forall 
  (
   (a1_1 (_ BitVec 32)) 
   (r1_1 (_ BitVec 32)) 
   (x2_1 (_ BitVec 32)) 
   (r2_1 (_ BitVec 32))) 
  (=> 
   (and true 
    (and 
     (= a1_1 x2_1))) 
   (let 
    (
     (r1_2 (_ bv0 32))) 
    (and 
     (=> 
      (bvsgt a1_1 (_ bv100 32)) 
      (let 
       (
        (r1_3 
         (bvsub a1_1 (_ bv10 32)))) 
       (let 
        (
         (r2_2 (_ bv0 32))) 
        (and 
         (=> 
          (bvslt x2_1 (_ bv101 32)) 
          (forall 
           (
            (r2_3 (_ BitVec 32))) 
           (=> 
            (REC__f 
             (bvadd (_ bv11 32) x2_1) r2_3) 
            (forall 
             (
              (r2_4 (_ BitVec 32))) 
             (=> 
              (REC__f r2_3 r2_4) 
              (and 
               (= r1_3 r2_4))))))) 
         (=> 
          (not 
           (bvslt x2_1 (_ bv101 32))) 
          (let 
           (
            (r2_3 
             (bvsub x2_1 (_ bv10 32)))) 
           (and 
            (= r1_3 r2_3)))))))) 
     (=> 
      (not 
       (bvsgt a1_1 (_ bv100 32))) 
      (let 
       (
        (r2_2 (_ bv0 32))) 
       (and 
        (=> 
         (bvslt x2_1 (_ bv101 32)) 
         (forall 
          (
           (r2_3 (_ BitVec 32))
           (r1_3 (_ BitVec 32))) 
          (=> 
           (REC_f_f 
            (bvadd a1_1 (_ bv11 32)) r1_3 
            (bvadd (_ bv11 32) x2_1) r2_3) 
           (forall 
            (
             (r2_4 (_ BitVec 32))
             (r1_4 (_ BitVec 32))) 
            (=> 
             (REC_f_f r1_3 r1_4 r2_3 r2_4) 
             (and 
              (= r1_4 r2_4))))))) 
        (=> 
         (not 
          (bvslt x2_1 (_ bv101 32))) 
         (let 
          (
           (r2_3 
            (bvsub x2_1 (_ bv10 32)))) 
          (forall 
           (
            (r1_3 (_ BitVec 32))) 
           (=> 
            (REC_f_ 
             (bvadd a1_1 (_ bv11 32)) r1_3) 
            (forall 
             (
              (r1_4 (_ BitVec 32))) 
             (=> 
              (REC_f_ r1_3 r1_4) 
              (and 
               (= r1_4 r2_3)))))))))))))))  
 (forall 
  (
   (a1_1 (_ BitVec 32))) 
  (let 
   (
    (r1_2 (_ bv0 32))) 
   (and 
    (=> 
     (bvsgt a1_1 (_ bv100 32)) 
     (let 
      (
       (r1_3 
        (bvsub a1_1 (_ bv10 32)))) 
      (REC_f_ a1_1 r1_3))) 
    (=> 
     (not 
      (bvsgt a1_1 (_ bv100 32))) 
     (forall 
      (
       (r1_3 (_ BitVec 32))) 
      (=> 
       (REC_f_ 
        (bvadd a1_1 (_ bv11 32)) r1_3) 
       (forall 
        (
         (r1_4 (_ BitVec 32))) 
        (=> 
         (REC_f_ r1_3 r1_4) 
         (REC_f_ a1_1 r1_4)))))))))  
 (forall 
  (
   (a1_1 (_ BitVec 32)) 
   (x2_1 (_ BitVec 32))) 
  (let 
   (
    (r1_2 (_ bv0 32))) 
   (and 
    (=> 
     (bvsgt a1_1 (_ bv100 32)) 
     (let 
      (
       (r1_3 
        (bvsub a1_1 (_ bv10 32)))) 
      (let 
       (
        (r2_2 (_ bv0 32))) 
       (and 
        (=> 
         (bvslt x2_1 (_ bv101 32)) 
         (forall 
          (
           (r2_3 (_ BitVec 32))) 
          (=> 
           (REC__f 
            (bvadd (_ bv11 32) x2_1) r2_3) 
           (forall 
            (
             (r2_4 (_ BitVec 32))) 
            (=> 
             (REC__f r2_3 r2_4) 
             (REC_f_f a1_1 r1_3 x2_1 r2_4)))))) 
        (=> 
         (not 
          (bvslt x2_1 (_ bv101 32))) 
         (let 
          (
           (r2_3 
            (bvsub x2_1 (_ bv10 32)))) 
          (REC_f_f a1_1 r1_3 x2_1 r2_3))))))) 
    (=> 
     (not 
      (bvsgt a1_1 (_ bv100 32))) 
     (let 
      (
       (r2_2 (_ bv0 32))) 
      (and 
       (=> 
        (bvslt x2_1 (_ bv101 32)) 
        (forall 
         (
          (r2_3 (_ BitVec 32))
          (r1_3 (_ BitVec 32))) 
         (=> 
          (REC_f_f 
           (bvadd a1_1 (_ bv11 32)) r1_3 
           (bvadd (_ bv11 32) x2_1) r2_3) 
          (forall 
           (
            (r2_4 (_ BitVec 32))
            (r1_4 (_ BitVec 32))) 
           (=> 
            (REC_f_f r1_3 r1_4 r2_3 r2_4) 
            (REC_f_f a1_1 r1_4 x2_1 r2_4)))))) 
       (=> 
        (not 
         (bvslt x2_1 (_ bv101 32))) 
        (let 
         (
          (r2_3 
           (bvsub x2_1 (_ bv10 32)))) 
         (forall 
          (
           (r1_3 (_ BitVec 32))) 
          (=> 
           (REC_f_ 
            (bvadd a1_1 (_ bv11 32)) r1_3) 
           (forall 
            (
             (r1_4 (_ BitVec 32))) 
            (=> 
             (REC_f_ r1_3 r1_4) 
             (REC_f_f a1_1 r1_4 x2_1 r2_3)))))))))))))  
 (forall 
  (
   (x2_1 (_ BitVec 32))) 
  (let 
   (
    (r2_2 (_ bv0 32))) 
   (and 
    (=> 
     (bvslt x2_1 (_ bv101 32)) 
     (forall 
      (
       (r2_3 (_ BitVec 32))) 
      (=> 
       (REC__f 
        (bvadd (_ bv11 32) x2_1) r2_3) 
       (forall 
        (
         (r2_4 (_ BitVec 32))) 
        (=> 
         (REC__f r2_3 r2_4) 
         (REC__f x2_1 r2_4)))))) 
    (=> 
     (not 
      (bvslt x2_1 (_ bv101 32))) 
     (let 
      (
       (r2_3 
        (bvsub x2_1 (_ bv10 32)))) 
      (REC__f x2_1 r2_3)))))))))
(check-sat)

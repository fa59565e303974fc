(set-logic ALL)
(define-fun INV1 ((n1 (_ BitVec 32)) (i1 (_ BitVec 32)) (j1 (_ BitVec 32)) (n2 (_ BitVec 32)) (i2 (_ BitVec 32)) (j2 (_ BitVec 32))) Bool
  (and (= n1 n2) (= j1 i1) (= (bvadd i2 j2) n2)
       (=> (bvslt n1 #x00000000) (and (= i1 #x00000000) (= j2 #x00000000)))
       (=> (and (bvsge n1 #x00000000) (not (= n1 #x7fffffff)))
           (and (bvsge i1 #x00000000) (bvsle i1 (bvadd n1 #x00000001)) (bvsge i2 #xffffffff) (bvsle i2 n1)))))
(assert (not (forall 
  (
   (n1_1 (_ BitVec 32)) 
   (i1_1 (_ BitVec 32)) 
   (j1_1 (_ BitVec 32)) 
   (n2_1 (_ BitVec 32)) 
   (i2_1 (_ BitVec 32)) 
   (j2_1 (_ BitVec 32))) 
  (=> 
   (and true 
    (and 
     (= n1_1 n2_1))) 
   (let 
    (
     (i1_2 (_ bv0 32))) 
    (let 
     (
      (j1_2 (_ bv0 32))) 
     (let 
      (
       (i2_2 n2_1)) 
      (let 
       (
        (j2_2 (_ bv0 32))) 
       (and 
        (INV1 n1_1 i1_2 j1_2 n2_1 i2_2 j2_2)
        (forall 
         (
          (n1_2 (_ BitVec 32)) 
          (i1_3 (_ BitVec 32)) 
          (j1_3 (_ BitVec 32)) 
          (n2_2 (_ BitVec 32)) 
          (i2_3 (_ BitVec 32)) 
          (j2_3 (_ BitVec 32))) 
         (and 
          (=> 
           (and 
            (INV1 n1_2 i1_3 j1_3 n2_2 i2_3 j2_3) 
            (bvsge i2_3 (_ bv0 32)) 
            (bvsle i1_3 n1_2)) 
           (let 
            (
             (i2_4 
              (bvsub i2_3 (_ bv1 32)))) 
            (let 
             (
              (j2_4 
               (bvadd j2_3 (_ bv1 32)))) 
             (let 
              (
               (i1_4 
                (bvadd i1_3 (_ bv1 32)))) 
              (let 
               (
                (j1_4 
                 (bvadd j1_3 (_ bv1 32)))) 
               (INV1 n1_2 i1_4 j1_4 n2_2 i2_4 j2_4)))))) 
          (=> 
           (and 
            (INV1 n1_2 i1_3 j1_3 n2_2 i2_3 j2_3) 
            (bvsge i2_3 (_ bv0 32)) 
            (not 
             (bvsle i1_3 n1_2))) 
           (let 
            (
             (i2_4 
              (bvsub i2_3 (_ bv1 32)))) 
            (let 
             (
              (j2_4 
               (bvadd j2_3 (_ bv1 32)))) 
             (INV1 n1_2 i1_3 j1_3 n2_2 i2_4 j2_4)))) 
          (=> 
           (and 
            (INV1 n1_2 i1_3 j1_3 n2_2 i2_3 j2_3) 
            (not 
             (bvsge i2_3 (_ bv0 32))) 
            (bvsle i1_3 n1_2)) 
           (let 
            (
             (i1_4 
              (bvadd i1_3 (_ bv1 32)))) 
            (let 
             (
              (j1_4 
               (bvadd j1_3 (_ bv1 32)))) 
             (INV1 n1_2 i1_4 j1_4 n2_2 i2_3 j2_3)))) 
          (=> 
           (and 
            (INV1 n1_2 i1_3 j1_3 n2_2 i2_3 j2_3) 
            (not 
             (bvsge i2_3 (_ bv0 32))) 
            (not 
             (bvsle i1_3 n1_2))) 
           (and 
            (= j1_3 j2_3))))))))))))))
(check-sat)

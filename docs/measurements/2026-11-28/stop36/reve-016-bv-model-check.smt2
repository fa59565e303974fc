(set-logic ALL)
(define-fun INV1 ((n1_2 (_ BitVec 32)) (i1_3 (_ BitVec 32)) (j1_3 (_ BitVec 32)) (n2_2 (_ BitVec 32)) (i2_3 (_ BitVec 32)) (j2_3 (_ BitVec 32))) Bool
  (and
    (or (= n1_2 (_ bv2147483647 32)) (not (bvsle i1_3 (_ bv4294967295 32))))
    (or (= n1_2 (_ bv2147483647 32)) (not (bvsle j1_3 (_ bv4294967295 32))))
    (or
      (= n1_2 (_ bv2147483647 32))
      (not
        (bvsle (bvadd n1_2 (bvmul (_ bv4294967295 32) i2_3)) (_ bv4294967295 32))))
    (or (= n1_2 (_ bv2147483647 32)) (not (bvsle j2_3 (_ bv4294967295 32))))
    (or
      (= n1_2 (_ bv2147483647 32))
      (= (_ bv0 32) (bvadd n1_2 (bvmul (_ bv4294967295 32) i1_3) (bvmul (_ bv4294967295 32) i2_3))))
    (or
      (= n1_2 (_ bv2147483647 32))
      (= (_ bv0 32) (bvadd j1_3 (bvmul (_ bv4294967295 32) j2_3))))
    (or (bvsge i2_3 (_ bv0 32)) (bvsle i1_3 n1_2) (= j1_3 j2_3))
    (bvsle i2_3 n1_2)
    (bvsle i1_3 j1_3)
    (bvsle j1_3 i1_3)))
(assert (not (and  
 (forall 
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
            (= j1_3 j2_3)))))))))))))))
(check-sat)

(set-logic ALL)
(define-fun INV1 ((n1_2 (_ BitVec 32)) (i1_3 (_ BitVec 32)) (x1_3 (_ BitVec 32)) (n2_2 (_ BitVec 32)) (j2_3 (_ BitVec 32)) (x2_3 (_ BitVec 32)) (n1_1 (_ BitVec 32)) (n2_1 (_ BitVec 32))) Bool
  (let (($t1 (= (_ bv0 32) (bvadd (bvneg n1_2) n2_2)))
        ($t2 (= (_ bv0 32) (bvadd (bvneg n1_2) n1_1)))
        ($t3 (= (_ bv0 32) (bvadd (bvneg n1_2) n2_1))))
  (let (($t4 (and $t1 (= (_ bv1 32) (bvadd (bvneg i1_3) j2_3)) (= (_ bv0 32) (bvadd (bvneg i1_3) (bvneg x1_3) x2_3)) $t2 $t3))
        ($t5 (and $t1 (= (_ bv0 32) (bvadd (bvneg x1_3) x2_3)) $t2 $t3)))
  (and
    (= (_ bv0 32) (bvsub n1_2 n2_2))
    (= (_ bv0 32) (bvsub n1_2 n1_1))
    (= (_ bv0 32) (bvsub n2_2 n2_1))
    (= n1_2 n2_2)
    (= n1_1 n1_2)
    (= n2_1 n2_2)
    (= n1_1 n2_1)
    (or (bvsle j2_3 n2_2) (bvsle i1_3 n1_2) (= x1_3 x2_3))
    (bvsle n1_2 n2_2)
    (bvsle n2_2 n1_2)
    (bvsle n1_2 n1_1)
    (bvsle n1_1 n1_2)
    (bvsle n1_2 n2_1)
    (bvsle n2_1 n1_2)
    (bvsle n2_2 n1_1)
    (bvsle n1_1 n2_2)
    (bvsle n2_2 n2_1)
    (bvsle n2_1 n2_2)
    (bvsle n1_1 n2_1)
    (bvsle n2_1 n1_1)
    $t1
    $t2
    $t3
    (or (not (bvsle j2_3 n2_2)) $t4)
    (or (bvsle j2_3 n2_2) (and $t1 $t2 $t3))
    (or (not (bvsle i1_3 n1_2)) $t4)
    (or (bvsle i1_3 n1_2) $t5)
    (or (not (= x1_3 x2_3)) $t5)
    (or (= x1_3 x2_3) $t4)))))
(assert (not (and  
 (forall 
  (
   (n1_1 (_ BitVec 32)) 
   (i1_1 (_ BitVec 32)) 
   (x1_1 (_ BitVec 32)) 
   (n2_1 (_ BitVec 32)) 
   (j2_1 (_ BitVec 32)) 
   (x2_1 (_ BitVec 32))) 
  (=> 
   (and true 
    (and 
     (= n1_1 n2_1))) 
   (let 
    (
     (i1_2 (_ bv0 32))) 
    (let 
     (
      (x1_2 (_ bv0 32))) 
     (let 
      (
       (j2_2 (_ bv1 32))) 
      (let 
       (
        (x2_2 (_ bv0 32))) 
       (and 
        (INV1 n1_1 i1_2 x1_2 n2_1 j2_2 x2_2 n1_1 n2_1)
        (forall 
         (
          (n1_2 (_ BitVec 32)) 
          (i1_3 (_ BitVec 32)) 
          (x1_3 (_ BitVec 32)) 
          (n2_2 (_ BitVec 32)) 
          (j2_3 (_ BitVec 32)) 
          (x2_3 (_ BitVec 32))) 
         (and 
          (=> 
           (and 
            (INV1 n1_2 i1_3 x1_3 n2_2 j2_3 x2_3 n1_1 n2_1) 
            (bvsle j2_3 n2_2) 
            (bvsle i1_3 n1_2)) 
           (let 
            (
             (x2_4 
              (bvadd x2_3 j2_3))) 
            (let 
             (
              (j2_4 
               (bvadd j2_3 (_ bv1 32)))) 
             (let 
              (
               (x1_4 
                (bvadd x1_3 i1_3))) 
              (let 
               (
                (i1_4 
                 (bvadd i1_3 (_ bv1 32)))) 
               (INV1 n1_2 i1_4 x1_4 n2_2 j2_4 x2_4 n1_1 n2_1)))))) 
          (=> 
           (and 
            (INV1 n1_2 i1_3 x1_3 n2_2 j2_3 x2_3 n1_1 n2_1) 
            (bvsle j2_3 n2_2) 
            (not 
             (bvsle i1_3 n1_2))) 
           (let 
            (
             (x2_4 
              (bvadd x2_3 j2_3))) 
            (let 
             (
              (j2_4 
               (bvadd j2_3 (_ bv1 32)))) 
             (INV1 n1_2 i1_3 x1_3 n2_2 j2_4 x2_4 n1_1 n2_1)))) 
          (=> 
           (and 
            (INV1 n1_2 i1_3 x1_3 n2_2 j2_3 x2_3 n1_1 n2_1) 
            (not 
             (bvsle j2_3 n2_2)) 
            (bvsle i1_3 n1_2)) 
           (let 
            (
             (x1_4 
              (bvadd x1_3 i1_3))) 
            (let 
             (
              (i1_4 
               (bvadd i1_3 (_ bv1 32)))) 
             (INV1 n1_2 i1_4 x1_4 n2_2 j2_3 x2_3 n1_1 n2_1)))) 
          (=> 
           (and 
            (INV1 n1_2 i1_3 x1_3 n2_2 j2_3 x2_3 n1_1 n2_1) 
            (not 
             (bvsle j2_3 n2_2)) 
            (not 
             (bvsle i1_3 n1_2))) 
           (and 
            (= x1_3 x2_3)))))))))))))))
(check-sat)

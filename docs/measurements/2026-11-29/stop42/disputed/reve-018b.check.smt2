(set-logic ALL)
(define-fun INV4 ((n1_1 (_ BitVec 32)) (x1 (_ BitVec 32)) (x2 (_ BitVec 32)) (n2_1 (_ BitVec 32)) (x4 (_ BitVec 32)) (x5 (_ BitVec 32)) (x6 (_ BitVec 32)) (x7 (_ BitVec 32))) Bool
  (let (($t1 (= (_ bv4294967294 32) (bvadd (bvmul (_ bv4294967294 32) x1) x2)))
        ($t2 (= (_ bv0 32) (bvadd (bvneg n1_1) n2_1)))
        ($t3 (= (_ bv0 32) (bvadd (bvmul (_ bv4294967294 32) x4) x5)))
        ($t4 (= (_ bv0 32) (bvadd (bvneg n1_1) x6)))
        ($t5 (= (_ bv0 32) (bvadd (bvneg n1_1) x7)))
        ($t6 (= (_ bv0 32) (bvadd (bvneg n1_1) x4)))
        ($t7 (= (_ bv0 32) (bvadd (bvmul (_ bv4294967294 32) n1_1) x5)))
        ($t8 (= (_ bv0 32) (bvadd (bvmul (_ bv4294967294 32) n1_1) x2))))
  (and
    (= (_ bv0 32) (bvsub n1_1 n2_1))
    (not (bvsle n1_1 (_ bv0 32)))
    (not (bvsle n2_1 (_ bv0 32)))
    (not (bvsle x4 (_ bv0 32)))
    (= (_ bv0 32) (bvsub n1_1 x6))
    (= (_ bv0 32) (bvsub n2_1 x7))
    (= (_ bv0 32) (bvsub n1_1 x7))
    (= (_ bv0 32) (bvsub n2_1 x6))
    (= (_ bv0 32) (bvsub x6 x7))
    (= n1_1 n2_1)
    (not (bvslt n1_1 (_ bv1 32)))
    (not (bvslt n2_1 (_ bv1 32)))
    (= n1_1 x6)
    (= n2_1 x7)
    (= x6 x7)
    (not (bvslt x6 (_ bv1 32)))
    (not (bvslt x7 (_ bv1 32)))
    (or (bvslt x4 n2_1) (bvsle x1 n1_1) (= x2 x5))
    (bvsle (_ bv0 32) n1_1)
    (bvsle (_ bv0 32) n2_1)
    (bvsle (_ bv0 32) x4)
    (bvsle (_ bv0 32) x6)
    (bvsle (_ bv0 32) x7)
    (bvsle n1_1 n2_1)
    (bvsle n2_1 n1_1)
    (bvsle x4 n1_1)
    (bvsle n1_1 x6)
    (bvsle x6 n1_1)
    (bvsle n1_1 x7)
    (bvsle x7 n1_1)
    (bvsle x4 n2_1)
    (bvsle n2_1 x6)
    (bvsle x6 n2_1)
    (bvsle n2_1 x7)
    (bvsle x7 n2_1)
    (bvsle x4 x6)
    (bvsle x4 x7)
    (bvsle x6 x7)
    (bvsle x7 x6)
    $t1
    $t2
    $t3
    $t4
    $t5
    (or
      (not (bvslt x4 n2_1))
      (and
        $t1
        $t2
        (= (_ bv0 32) (bvadd (bvneg x1) x4))
        (= (_ bv0 32) (bvadd (bvmul (_ bv4294967294 32) x1) x5))
        $t4
        $t5))
    (or (bvslt x4 n2_1) (and $t1 $t2 $t6 $t7 $t4 $t5))
    (or (not (bvsle x1 n1_1)) (and $t1 $t2 $t3 $t4 $t5))
    (or
      (bvsle x1 n1_1)
      (and (= (_ bv1 32) (bvadd (bvneg n1_1) x1)) $t8 $t2 $t6 $t7 $t4 $t5))
    (or (not (= x2 x5)) (and $t8 $t2 $t6 $t7 $t4 $t5))
    (or (= x2 x5) (and $t1 $t2 $t4 $t5)))))
(define-fun INV3 ((n1_2 (_ BitVec 32)) (x1 (_ BitVec 32)) (x2 (_ BitVec 32)) (x3 (_ BitVec 32)) (x4 (_ BitVec 32)) (x5 (_ BitVec 32)) (n1_1 (_ BitVec 32)) (n2_1 (_ BitVec 32))) Bool
  false)
(define-fun INV2 ((x0 (_ BitVec 32)) (x1 (_ BitVec 32)) (x2 (_ BitVec 32)) (n2_2 (_ BitVec 32)) (x4 (_ BitVec 32)) (x5 (_ BitVec 32)) (n1_1 (_ BitVec 32)) (n2_1 (_ BitVec 32))) Bool
  false)
(define-fun INV1 ((n1_3 (_ BitVec 32)) (i1_3 (_ BitVec 32)) (j1_3 (_ BitVec 32)) (n2_3 (_ BitVec 32)) (i2_3 (_ BitVec 32)) (j2_3 (_ BitVec 32)) (n1_1 (_ BitVec 32)) (n2_1 (_ BitVec 32))) Bool
  (let (($t1 (= (_ bv0 32) (bvadd (bvneg n1_1) n2_1))))
  (let (($t2 (and (= (_ bv1 32) n1_3) (= (_ bv1 32) i1_3) (= (_ bv0 32) j1_3) (= (_ bv1 32) n2_3) (= (_ bv1 32) i2_3) (= (_ bv2 32) j2_3) $t1))
        ($t3 (and (= (_ bv1 32) n1_3) (= (_ bv2 32) i1_3) (= (_ bv2 32) j1_3) (= (_ bv1 32) n2_3) (= (_ bv1 32) i2_3) (= (_ bv2 32) j2_3) $t1)))
  (and
    (= (_ bv0 32) (bvsub n1_1 n2_1))
    (not (bvsle (_ bv1 32) n1_1))
    (not (bvsle (_ bv1 32) n2_1))
    (= (_ bv1 32) n1_3)
    (not (bvsle i1_3 (_ bv0 32)))
    (not (bvsle j1_3 (_ bv4294967295 32)))
    (= (_ bv1 32) n2_3)
    (= (_ bv1 32) i2_3)
    (= (_ bv2 32) j2_3)
    (= (_ bv4294967294 32) (bvsub (bvsub (bvadd (bvmul (_ bv2 32) n1_3) j1_3) (bvmul (_ bv2 32) i1_3)) j2_3))
    (= (_ bv0 32) (bvsub n1_3 n2_3))
    (not (bvsle n1_3 (_ bv0 32)))
    (not (bvsle n2_3 (_ bv0 32)))
    (not (bvsle i2_3 (_ bv0 32)))
    (not (bvsle j2_3 (_ bv1 32)))
    (= n1_1 n2_1)
    (bvslt n1_1 (_ bv1 32))
    (bvslt n2_1 (_ bv1 32))
    (not (bvslt i2_3 n2_3))
    (or (bvsle i1_3 n1_3) (= j1_3 j2_3))
    (bvsle (_ bv0 32) n1_3)
    (bvsle (_ bv0 32) i1_3)
    (bvsle (_ bv0 32) j1_3)
    (bvsle (_ bv0 32) n2_3)
    (bvsle (_ bv0 32) i2_3)
    (bvsle (_ bv0 32) j2_3)
    (bvsle n1_3 i1_3)
    (bvsle n1_3 n2_3)
    (bvsle n2_3 n1_3)
    (bvsle n1_3 i2_3)
    (bvsle i2_3 n1_3)
    (bvsle n1_3 j2_3)
    (bvsle n1_1 n1_3)
    (bvsle n2_1 n1_3)
    (bvsle j1_3 i1_3)
    (bvsle n2_3 i1_3)
    (bvsle i2_3 i1_3)
    (bvsle i1_3 j2_3)
    (bvsle n1_1 i1_3)
    (bvsle n2_1 i1_3)
    (bvsle j1_3 j2_3)
    (bvsle n1_1 j1_3)
    (bvsle n2_1 j1_3)
    (bvsle n2_3 i2_3)
    (bvsle i2_3 n2_3)
    (bvsle n2_3 j2_3)
    (bvsle n1_1 n2_3)
    (bvsle n2_1 n2_3)
    (bvsle i2_3 j2_3)
    (bvsle n1_1 i2_3)
    (bvsle n2_1 i2_3)
    (bvsle n1_1 j2_3)
    (bvsle n2_1 j2_3)
    (bvsle n1_1 n2_1)
    (bvsle n2_1 n1_1)
    (= (_ bv4294967294 32) (bvadd (bvmul (_ bv4294967294 32) i1_3) j1_3))
    $t1
    (or (not (bvsle i1_3 n1_3)) $t2)
    (or (bvsle i1_3 n1_3) $t3)
    (or (not (= j1_3 j2_3)) $t3)
    (or (= j1_3 j2_3) $t2)))))
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
     (i1_2 (_ bv1 32))) 
    (let 
     (
      (j1_2 (_ bv0 32))) 
     (and 
      (=> 
       (bvslt n1_1 (_ bv1 32)) 
       (let 
        (
         (n1_2 (_ bv1 32))) 
        (let 
         (
          (i2_2 (_ bv1 32))) 
         (let 
          (
           (j2_2 (_ bv2 32))) 
          (and 
           (=> 
            (bvslt n2_1 (_ bv1 32)) 
            (let 
             (
              (n2_2 (_ bv1 32))) 
             (and 
              (INV1 n1_2 i1_2 j1_2 n2_2 i2_2 j2_2 n1_1 n2_1)
              (forall 
               (
                (n1_3 (_ BitVec 32)) 
                (i1_3 (_ BitVec 32)) 
                (j1_3 (_ BitVec 32)) 
                (n2_3 (_ BitVec 32)) 
                (i2_3 (_ BitVec 32)) 
                (j2_3 (_ BitVec 32))) 
               (and 
                (=> 
                 (and 
                  (INV1 n1_3 i1_3 j1_3 n2_3 i2_3 j2_3 n1_1 n2_1) 
                  (bvslt i2_3 n2_3) 
                  (bvsle i1_3 n1_3)) 
                 (let 
                  (
                   (j2_4 
                    (bvadd j2_3 (_ bv2 32)))) 
                  (let 
                   (
                    (i2_4 
                     (bvadd i2_3 (_ bv1 32)))) 
                   (let 
                    (
                     (j1_4 
                      (bvadd j1_3 (_ bv2 32)))) 
                    (let 
                     (
                      (i1_4 
                       (bvadd i1_3 (_ bv1 32)))) 
                     (INV1 n1_3 i1_4 j1_4 n2_3 i2_4 j2_4 n1_1 n2_1)))))) 
                (=> 
                 (and 
                  (INV1 n1_3 i1_3 j1_3 n2_3 i2_3 j2_3 n1_1 n2_1) 
                  (bvslt i2_3 n2_3) 
                  (not 
                   (bvsle i1_3 n1_3))) 
                 (let 
                  (
                   (j2_4 
                    (bvadd j2_3 (_ bv2 32)))) 
                  (let 
                   (
                    (i2_4 
                     (bvadd i2_3 (_ bv1 32)))) 
                   (INV1 n1_3 i1_3 j1_3 n2_3 i2_4 j2_4 n1_1 n2_1)))) 
                (=> 
                 (and 
                  (INV1 n1_3 i1_3 j1_3 n2_3 i2_3 j2_3 n1_1 n2_1) 
                  (not 
                   (bvslt i2_3 n2_3)) 
                  (bvsle i1_3 n1_3)) 
                 (let 
                  (
                   (j1_4 
                    (bvadd j1_3 (_ bv2 32)))) 
                  (let 
                   (
                    (i1_4 
                     (bvadd i1_3 (_ bv1 32)))) 
                   (INV1 n1_3 i1_4 j1_4 n2_3 i2_3 j2_3 n1_1 n2_1)))) 
                (=> 
                 (and 
                  (INV1 n1_3 i1_3 j1_3 n2_3 i2_3 j2_3 n1_1 n2_1) 
                  (not 
                   (bvslt i2_3 n2_3)) 
                  (not 
                   (bvsle i1_3 n1_3))) 
                 (and 
                  (= j1_3 j2_3)))))))) 
           (=> 
            (not 
             (bvslt n2_1 (_ bv1 32))) 
            (and 
             (INV2 n1_2 i1_2 j1_2 n2_1 i2_2 j2_2 n1_1 n2_1)
             (forall 
              (
               (n1_3 (_ BitVec 32)) 
               (i1_3 (_ BitVec 32)) 
               (j1_3 (_ BitVec 32)) 
               (n2_2 (_ BitVec 32)) 
               (i2_3 (_ BitVec 32)) 
               (j2_3 (_ BitVec 32))) 
              (and 
               (=> 
                (and 
                 (INV2 n1_3 i1_3 j1_3 n2_2 i2_3 j2_3 n1_1 n2_1) 
                 (bvslt i2_3 n2_2) 
                 (bvsle i1_3 n1_3)) 
                (let 
                 (
                  (j2_4 
                   (bvadd j2_3 (_ bv2 32)))) 
                 (let 
                  (
                   (i2_4 
                    (bvadd i2_3 (_ bv1 32)))) 
                  (let 
                   (
                    (j1_4 
                     (bvadd j1_3 (_ bv2 32)))) 
                   (let 
                    (
                     (i1_4 
                      (bvadd i1_3 (_ bv1 32)))) 
                    (INV2 n1_3 i1_4 j1_4 n2_2 i2_4 j2_4 n1_1 n2_1)))))) 
               (=> 
                (and 
                 (INV2 n1_3 i1_3 j1_3 n2_2 i2_3 j2_3 n1_1 n2_1) 
                 (bvslt i2_3 n2_2) 
                 (not 
                  (bvsle i1_3 n1_3))) 
                (let 
                 (
                  (j2_4 
                   (bvadd j2_3 (_ bv2 32)))) 
                 (let 
                  (
                   (i2_4 
                    (bvadd i2_3 (_ bv1 32)))) 
                  (INV2 n1_3 i1_3 j1_3 n2_2 i2_4 j2_4 n1_1 n2_1)))) 
               (=> 
                (and 
                 (INV2 n1_3 i1_3 j1_3 n2_2 i2_3 j2_3 n1_1 n2_1) 
                 (not 
                  (bvslt i2_3 n2_2)) 
                 (bvsle i1_3 n1_3)) 
                (let 
                 (
                  (j1_4 
                   (bvadd j1_3 (_ bv2 32)))) 
                 (let 
                  (
                   (i1_4 
                    (bvadd i1_3 (_ bv1 32)))) 
                  (INV2 n1_3 i1_4 j1_4 n2_2 i2_3 j2_3 n1_1 n2_1)))) 
               (=> 
                (and 
                 (INV2 n1_3 i1_3 j1_3 n2_2 i2_3 j2_3 n1_1 n2_1) 
                 (not 
                  (bvslt i2_3 n2_2)) 
                 (not 
                  (bvsle i1_3 n1_3))) 
                (and 
                 (= j1_3 j2_3)))))))))))) 
      (=> 
       (not 
        (bvslt n1_1 (_ bv1 32))) 
       (let 
        (
         (i2_2 (_ bv1 32))) 
        (let 
         (
          (j2_2 (_ bv2 32))) 
         (and 
          (=> 
           (bvslt n2_1 (_ bv1 32)) 
           (let 
            (
             (n2_2 (_ bv1 32))) 
            (and 
             (INV3 n1_1 i1_2 j1_2 n2_2 i2_2 j2_2 n1_1 n2_1)
             (forall 
              (
               (n1_2 (_ BitVec 32)) 
               (i1_3 (_ BitVec 32)) 
               (j1_3 (_ BitVec 32)) 
               (n2_3 (_ BitVec 32)) 
               (i2_3 (_ BitVec 32)) 
               (j2_3 (_ BitVec 32))) 
              (and 
               (=> 
                (and 
                 (INV3 n1_2 i1_3 j1_3 n2_3 i2_3 j2_3 n1_1 n2_1) 
                 (bvslt i2_3 n2_3) 
                 (bvsle i1_3 n1_2)) 
                (let 
                 (
                  (j2_4 
                   (bvadd j2_3 (_ bv2 32)))) 
                 (let 
                  (
                   (i2_4 
                    (bvadd i2_3 (_ bv1 32)))) 
                  (let 
                   (
                    (j1_4 
                     (bvadd j1_3 (_ bv2 32)))) 
                   (let 
                    (
                     (i1_4 
                      (bvadd i1_3 (_ bv1 32)))) 
                    (INV3 n1_2 i1_4 j1_4 n2_3 i2_4 j2_4 n1_1 n2_1)))))) 
               (=> 
                (and 
                 (INV3 n1_2 i1_3 j1_3 n2_3 i2_3 j2_3 n1_1 n2_1) 
                 (bvslt i2_3 n2_3) 
                 (not 
                  (bvsle i1_3 n1_2))) 
                (let 
                 (
                  (j2_4 
                   (bvadd j2_3 (_ bv2 32)))) 
                 (let 
                  (
                   (i2_4 
                    (bvadd i2_3 (_ bv1 32)))) 
                  (INV3 n1_2 i1_3 j1_3 n2_3 i2_4 j2_4 n1_1 n2_1)))) 
               (=> 
                (and 
                 (INV3 n1_2 i1_3 j1_3 n2_3 i2_3 j2_3 n1_1 n2_1) 
                 (not 
                  (bvslt i2_3 n2_3)) 
                 (bvsle i1_3 n1_2)) 
                (let 
                 (
                  (j1_4 
                   (bvadd j1_3 (_ bv2 32)))) 
                 (let 
                  (
                   (i1_4 
                    (bvadd i1_3 (_ bv1 32)))) 
                  (INV3 n1_2 i1_4 j1_4 n2_3 i2_3 j2_3 n1_1 n2_1)))) 
               (=> 
                (and 
                 (INV3 n1_2 i1_3 j1_3 n2_3 i2_3 j2_3 n1_1 n2_1) 
                 (not 
                  (bvslt i2_3 n2_3)) 
                 (not 
                  (bvsle i1_3 n1_2))) 
                (and 
                 (= j1_3 j2_3)))))))) 
          (=> 
           (not 
            (bvslt n2_1 (_ bv1 32))) 
           (and 
            (INV4 n1_1 i1_2 j1_2 n2_1 i2_2 j2_2 n1_1 n2_1)
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
                (INV4 n1_2 i1_3 j1_3 n2_2 i2_3 j2_3 n1_1 n2_1) 
                (bvslt i2_3 n2_2) 
                (bvsle i1_3 n1_2)) 
               (let 
                (
                 (j2_4 
                  (bvadd j2_3 (_ bv2 32)))) 
                (let 
                 (
                  (i2_4 
                   (bvadd i2_3 (_ bv1 32)))) 
                 (let 
                  (
                   (j1_4 
                    (bvadd j1_3 (_ bv2 32)))) 
                  (let 
                   (
                    (i1_4 
                     (bvadd i1_3 (_ bv1 32)))) 
                   (INV4 n1_2 i1_4 j1_4 n2_2 i2_4 j2_4 n1_1 n2_1)))))) 
              (=> 
               (and 
                (INV4 n1_2 i1_3 j1_3 n2_2 i2_3 j2_3 n1_1 n2_1) 
                (bvslt i2_3 n2_2) 
                (not 
                 (bvsle i1_3 n1_2))) 
               (let 
                (
                 (j2_4 
                  (bvadd j2_3 (_ bv2 32)))) 
                (let 
                 (
                  (i2_4 
                   (bvadd i2_3 (_ bv1 32)))) 
                 (INV4 n1_2 i1_3 j1_3 n2_2 i2_4 j2_4 n1_1 n2_1)))) 
              (=> 
               (and 
                (INV4 n1_2 i1_3 j1_3 n2_2 i2_3 j2_3 n1_1 n2_1) 
                (not 
                 (bvslt i2_3 n2_2)) 
                (bvsle i1_3 n1_2)) 
               (let 
                (
                 (j1_4 
                  (bvadd j1_3 (_ bv2 32)))) 
                (let 
                 (
                  (i1_4 
                   (bvadd i1_3 (_ bv1 32)))) 
                 (INV4 n1_2 i1_4 j1_4 n2_2 i2_3 j2_3 n1_1 n2_1)))) 
              (=> 
               (and 
                (INV4 n1_2 i1_3 j1_3 n2_2 i2_3 j2_3 n1_1 n2_1) 
                (not 
                 (bvslt i2_3 n2_2)) 
                (not 
                 (bvsle i1_3 n1_2))) 
               (and 
                (= j1_3 j2_3)))))))))))))))))))
(check-sat)

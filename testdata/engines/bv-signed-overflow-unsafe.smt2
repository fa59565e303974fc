; expect: unsat
; A 4-bit signed counter incremented while non-negative overflows to -8.
(set-logic HORN)
(declare-fun inv ((_ BitVec 4) (_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 4)) (n (_ BitVec 8))) (=> (and (= x #x0) (= n #x00)) (inv x n))))
(assert (forall ((x (_ BitVec 4)) (n (_ BitVec 8)) (y (_ BitVec 4)) (m (_ BitVec 8)))
  (=> (and (inv x n) (bvsge x #x0) (= y (bvadd x #x1)) (= m (bvadd n ((_ zero_extend 4) #x1)))) (inv y m))))
(assert (forall ((x (_ BitVec 4)) (n (_ BitVec 8))) (=> (and (inv x n) (bvslt x #x0) (= (bvsdiv x #xF) #x8)) false)))
(check-sat)

; expect: unsat
(set-logic HORN)
(declare-datatypes ((Tree 0)) (((leaf) (node (left Tree) (val Int) (right Tree)))))
(declare-fun size (Tree Int) Bool)
(assert (forall ((n Int)) (=> (= n 0) (size leaf n))))
(assert (forall ((l Tree) (r Tree) (v Int) (a Int) (b Int)) (=> (and (size l a) (size r b)) (size (node l v r) (+ a b 1)))))
(assert (forall ((t Tree) (n Int)) (=> (and (size t n) (= n 3) ((_ is leaf) (left t)) (= (val (right t)) 7)) false)))
(check-sat)

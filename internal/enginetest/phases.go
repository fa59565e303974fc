package enginetest

import "strings"

// twoPhases: see TwoPhases; QUERY marks the query's condition.
const twoPhases = `(set-logic HORN)
(declare-fun inv ((_ BitVec 8) (_ BitVec 8) (_ BitVec 8) (_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((n (_ BitVec 8))) (inv n #x00 #x00 #x01 #x00)))
(assert (forall ((n (_ BitVec 8)) (i (_ BitVec 8)) (x1 (_ BitVec 8)) (j (_ BitVec 8)) (x2 (_ BitVec 8)))
  (=> (and (inv n i x1 j x2) (bvsle j n) (bvsle i n))
      (inv n (bvadd i #x01) (bvadd x1 i) (bvadd j #x01) (bvadd x2 j)))))
(assert (forall ((n (_ BitVec 8)) (i (_ BitVec 8)) (x1 (_ BitVec 8)) (j (_ BitVec 8)) (x2 (_ BitVec 8)))
  (=> (and (inv n i x1 j x2) (bvsle j n) (not (bvsle i n)))
      (inv n i x1 (bvadd j #x01) (bvadd x2 j)))))
(assert (forall ((n (_ BitVec 8)) (i (_ BitVec 8)) (x1 (_ BitVec 8)) (j (_ BitVec 8)) (x2 (_ BitVec 8)))
  (=> (and (inv n i x1 j x2) (not (bvsle j n)) (bvsle i n))
      (inv n (bvadd i #x01) (bvadd x1 i) j x2))))
(assert (forall ((n (_ BitVec 8)) (i (_ BitVec 8)) (x1 (_ BitVec 8)) (j (_ BitVec 8)) (x2 (_ BitVec 8)))
  (=> (and (inv n i x1 j x2) (not (bvsle j n)) (not (bvsle i n)) QUERY) false)))
`

// TwoPhases returns a regression-verification shape at 8 bits (that of
// a bv fixture in testdata/strategy), a product of two loops:
// i from 0 and j from 1 step together while both are at most n, x1
// summing i and x2 summing j, then each loop runs alone; the query fires
// at the end when query (over x1 and x2) holds. The sums wrap. With
// query "(not (= x1 x2))" the system is safe, and its invariant is one
// relation per phase, modulo 2^8: while j ≤ n, j = i + 1 and x2 = x1 + i;
// once i > n, i = j and x1 = x2. Neither holds of all reachable states.
// With "(= x1 x2)" it is unsafe.
func TwoPhases(query string) []byte {
	return []byte(strings.Replace(twoPhases, "QUERY", query, 1))
}

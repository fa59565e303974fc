package preprocess

import (
	"testing"

	"github.com/horn-chc/horn/chc"
)

// TestInexactSorts: a datatype holding an array or a bit-vector, at any
// depth and through a recursive datatype, projects as inexactly as the
// array; integer records and recursive integer lists do not.
func TestInexactSorts(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-datatypes ((Lst 0)) (((nil) (cons (hd Int) (tl Lst)))))
(declare-datatypes ((Pt 0)) (((pt (x Int) (y Int)))))
(declare-datatypes ((Arr 0)) (((arr (a (Array Int Int)) (n Int)))))
(declare-datatypes ((St 0)) (((st (p Pt) (data Arr)))))
(declare-datatypes ((Tr 0) (Fr 0)) (((leaf) (node (kids Fr))) ((fnil) (fcons (t Tr) (rest Fr) (bits (_ BitVec 8))))))
(declare-fun P (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (P x))))
(check-sat)`)
	f := s.Terms
	cases := []struct {
		sort chc.Sort
		want bool
	}{
		{chc.IntSort, false},
		{chc.DatatypeSort("Lst"), false},
		{chc.DatatypeSort("Pt"), false},
		{chc.DatatypeSort("Arr"), true},
		{chc.DatatypeSort("St"), true},
		{chc.DatatypeSort("Tr"), true},
		{chc.DatatypeSort("Fr"), true},
	}
	for _, c := range cases {
		if got := inexactSort(f, c.sort, map[chc.Sort]bool{}); got != c.want {
			t.Errorf("inexactSort(%s) = %v, want %v", c.sort, got, c.want)
		}
	}
}

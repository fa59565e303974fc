package smtlib2

import (
	"strings"
	"testing"
)

const bvWrap = `(set-logic HORN)
(declare-fun inv ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (= x #xFA) (inv x))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (and (inv x) (= y (bvadd x (_ bv3 8)))) (inv y))))
(assert (forall ((x (_ BitVec 8))) (=> (and (inv x) (bvult x #x05)) false)))
`

// TestBVWitnessRoundTrip reads a bit-vector model and derivation, checks
// the derivation's values, and prints both back unchanged.
func TestBVWitnessRoundTrip(t *testing.T) {
	s := parseString(t, bvWrap)
	m, err := ParseModel("m", []byte("sat\n(define-fun inv ((x (_ BitVec 8))) Bool (or (bvuge x #xFA) (= ((_ extract 1 0) x) #b00)))"), s)
	if err != nil {
		t.Fatal(err)
	}
	var mb strings.Builder
	if err := WriteModel(&mb, s, m); err != nil {
		t.Fatal(err)
	}
	m2, err := ParseModel("m2", []byte(mb.String()), s)
	if err != nil {
		t.Fatalf("%v\n%s", err, mb.String())
	}
	var mb2 strings.Builder
	if err := WriteModel(&mb2, s, m2); err != nil || mb2.String() != mb.String() {
		t.Errorf("model printing is not idempotent (%v):\n%s\n%s", err, mb.String(), mb2.String())
	}
	text := `(derivation
  (node 0 (clause 2) (head false) (vars (x (_ bv0 8))) (children 1))
  (node 1 (clause 1) (head (inv #x00)) (vars (x (_ bv253 8)) (y (_ bv256 8))) (children 2))
  (node 2 (clause 1) (vars (x (_ bv250 8)) (y #xFD)) (children 3))
  (node 3 (clause 0) (vars (x #b11111010)) (children)))`
	d, err := ParseDerivation("d", []byte(text), s)
	if err != nil {
		t.Fatal(err)
	}
	checkDerivation(t, d)
	var db strings.Builder
	if err := WriteDerivation(&db, s, d); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(db.String(), "(vars (x (_ bv253 8)) (y (_ bv0 8)))") {
		t.Errorf("derivation values not reduced and printed as (_ bvN n):\n%s", db.String())
	}
	d2, err := ParseDerivation("d2", []byte(db.String()), s)
	if err != nil {
		t.Fatal(err)
	}
	var db2 strings.Builder
	if err := WriteDerivation(&db2, s, d2); err != nil || db2.String() != db.String() {
		t.Errorf("derivation printing is not idempotent (%v)", err)
	}
}

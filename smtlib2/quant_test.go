package smtlib2

import (
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
)

const arraySystem = `(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int))) (inv 0 n a)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)))
  (=> (and (inv i n a) (< i n)) (inv (+ i 1) n (store a i 0)))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (j Int))
  (=> (and (inv i n a) (>= i n) (<= 0 j) (< j n) (not (= (select a j) 0))) false)))
`

// TestQuantifiedModelRoundTrip: a model with forall reads back to the
// same terms, its bound variables apart from the parameters even when
// they share a name (k below), and shared subterms under the quantifier
// are not let-bound outside it.
func TestQuantifiedModelRoundTrip(t *testing.T) {
	s := parseString(t, arraySystem)
	src := `(define-fun inv ((k Int) (n Int) (a (Array Int Int))) Bool
  (and (>= k 0)
       (forall ((k Int) (m Int)) (=> (and (<= 0 k) (< k m) (< m n)) (<= (select a (+ k m 1)) (select a (+ k m 1)))))
       (forall ((k Int)) (=> (and (<= 0 k) (< k n)) (= (select a k) 0)))))`
	m, err := ParseModel("m", []byte(src), s)
	if err != nil {
		t.Fatal(err)
	}
	in := m[s.Preds[0]]
	if !chc.ModelHasQuantifier(m) {
		t.Fatalf("no quantifier read: %s", in.Body)
	}
	if n := len(chc.FreeVars(in.Body)); n != 3 {
		t.Fatalf("%d free variables in %s, want the 3 parameters", n, in.Body)
	}
	var b strings.Builder
	if err := WriteModel(&b, s, m); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	if !strings.Contains(text, "(forall ((k!b Int)") {
		t.Fatalf("the bound k is not renamed apart from the parameter k:\n%s", text)
	}
	m2, err := ParseModel("printed", []byte(text), s)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	var b2 strings.Builder
	if err := WriteModel(&b2, s, m2); err != nil {
		t.Fatal(err)
	}
	if b2.String() != text {
		t.Fatalf("printing is not stable:\n%s\n---\n%s", text, b2.String())
	}
	if _, err := ParseModel("e", []byte(`(define-fun inv ((i Int) (n Int) (a (Array Int Int))) Bool (exists ((k Int)) (= k i)))`), s); err == nil {
		t.Fatal("exists in a model accepted")
	}
}

package witness_test

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

const initLoop = `(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int))) (inv 0 n a)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)))
  (=> (and (inv i n a) (< i n)) (inv (+ i 1) n (store a i 0)))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (j Int))
  (=> (and (inv i n a) (>= i n) (<= 0 j) (< j n) (not (= (select a j) 0))) false)))
`

// TestCheckQuantifiedModel: Z3 decides the checks of a quantified array
// invariant: the loop's invariant validates, a weaker one (no bound on
// the range, not inductive at the start) and one whose quantifier
// covers cells the loop has not written are rejected.
func TestCheckQuantifiedModel(t *testing.T) {
	s, err := smtlib2.Parse("init.smt2", []byte(initLoop))
	if err != nil {
		t.Fatal(err)
	}
	head := `(define-fun inv ((i Int) (n Int) (a (Array Int Int))) Bool `
	for _, c := range []struct {
		body  string
		valid bool
	}{
		{`(and (>= i 0) (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (= (select a k) 0))))`, true},
		{`(forall ((k Int)) (=> (and (<= 0 k) (< k i)) (= (select a k) 0)))`, true},
		{`(and (>= i 0) (forall ((k Int)) (=> (and (<= 0 k) (<= k i)) (= (select a k) 0))))`, false},
		{`(and (>= i 0) (forall ((k Int)) (=> (and (<= 1 k) (< k i)) (= (select a k) 0))))`, false},
	} {
		m, err := smtlib2.ParseModel("m", []byte(head+c.body+")"), s)
		if err != nil {
			t.Fatal(err)
		}
		err = witness.CheckModel(context.Background(), s, m, z3.NewSolver)
		if (err == nil) != c.valid {
			t.Errorf("%s: CheckModel = %v, want valid %v", c.body, err, c.valid)
		}
	}
}

// TestCheckQuantifiedModelSorts: quantified invariants over arrays of
// Bool, bit-vector and array elements validate too, and a wrong one is
// rejected.
func TestCheckQuantifiedModelSorts(t *testing.T) {
	for _, c := range []struct{ elem, val, cell string }{
		{"Bool", "true", "(select a k)"},
		{"(_ BitVec 8)", "#x07", "(= (select a k) #x07)"},
		{"(Array Int Int)", "((as const (Array Int Int)) 3)", "(= (select a k) ((as const (Array Int Int)) 3))"},
	} {
		sys := `(set-logic HORN)
(declare-fun inv (Int Int (Array Int ` + c.elem + `)) Bool)
(assert (forall ((n Int) (a (Array Int ` + c.elem + `))) (inv 0 n a)))
(assert (forall ((i Int) (n Int) (a (Array Int ` + c.elem + `)))
  (=> (and (inv i n a) (< i n)) (inv (+ i 1) n (store a i ` + c.val + `)))))
(assert (forall ((i Int) (n Int) (a (Array Int ` + c.elem + `)) (j Int))
  (=> (and (inv i n a) (>= i n) (<= 0 j) (< j n) (not (= (select a j) ` + c.val + `))) false)))
`
		s, err := smtlib2.Parse("sorts.smt2", []byte(sys))
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []struct {
			lo    string
			valid bool
		}{{"0", true}, {"(- 1)", false}} {
			def := `(define-fun inv ((i Int) (n Int) (a (Array Int ` + c.elem + `))) Bool
  (forall ((k Int)) (=> (and (<= ` + k.lo + ` k) (< k i)) ` + c.cell + `)))`
			m, err := smtlib2.ParseModel("m", []byte(def), s)
			if err != nil {
				t.Fatal(err)
			}
			err = witness.CheckModel(context.Background(), s, m, z3.NewSolver)
			if (err == nil) != k.valid {
				t.Errorf("%s from %s: CheckModel = %v, want valid %v", c.elem, k.lo, err, k.valid)
			}
		}
	}
}

// TestCheckModelUndecided: a check the solver cannot decide makes
// CheckModel fail with an error Undecided recognises (the driver then
// answers unknown, naming no bug); a violation is not undecided.
func TestCheckModelUndecided(t *testing.T) {
	s, err := smtlib2.Parse("init.smt2", []byte(initLoop))
	if err != nil {
		t.Fatal(err)
	}
	good := `(define-fun inv ((i Int) (n Int) (a (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (< k i)) (= (select a k) 0))))`
	m, err := smtlib2.ParseModel("m", []byte(good), s)
	if err != nil {
		t.Fatal(err)
	}
	made := 0
	err = witness.CheckModel(context.Background(), s, m, countingSolvers(&made, 1<<20))
	if err == nil || !witness.Undecided(err) {
		t.Fatalf("with a solver that answers unknown: %v, want undecided", err)
	}
	bad := `(define-fun inv ((i Int) (n Int) (a (Array Int Int))) Bool (forall ((k Int)) (=> (and (<= 0 k) (<= k i)) (= (select a k) 0))))`
	if m, err = smtlib2.ParseModel("m", []byte(bad), s); err != nil {
		t.Fatal(err)
	}
	err = witness.CheckModel(context.Background(), s, m, z3.NewSolver)
	if err == nil || witness.Undecided(err) {
		t.Fatalf("violated model: %v, want a violation", err)
	}
}

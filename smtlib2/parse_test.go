package smtlib2

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// clauses parses src and returns its clauses, one String per line.
func clauses(t *testing.T, src string) string {
	t.Helper()
	s, err := Parse("t.smt2", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := s.Check(); err != nil {
		t.Fatalf("check: %v", err)
	}
	var lines []string
	for _, c := range s.Clauses {
		lines = append(lines, c.String())
	}
	return strings.Join(lines, "\n")
}

const decls = "(set-logic HORN)\n(declare-fun P (Int) Bool)\n(declare-fun Q (Int) Bool)\n(declare-fun R (Int Int) Bool)\n"

func TestClauseForms(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"implication", "(assert (forall ((x Int)) (=> (and (P x) (> x 0)) (Q x))))",
			"(P x) ∧ (> x 0) → (Q x)"},
		{"fact without forall", "(assert (P 0))",
			"(= h!1 0) → (P h!1)"},
		{"forall head", "(assert (forall ((x Int)) (P x)))",
			"true → (P x)"},
		{"not body", "(assert (forall ((x Int)) (not (and (P x) (< x 0)))))",
			"(P x) ∧ (< x 0) → false"},
		{"implies false", "(assert (forall ((x Int)) (=> (P x) false)))",
			"(P x) → false"},
		{"not exists", "(assert (not (exists ((x Int)) (and (P x) (< x 0)))))",
			"(P x) ∧ (< x 0) → false"},
		{"constraint head", "(assert (forall ((x Int)) (=> (P x) (> x 0))))",
			"(P x) ∧ (not (> x 0)) → false"},
		{"pure clause", "(assert (forall ((x Int)) (=> (> x 0) (> x 1))))",
			"(and (> x 0) (not (> x 1))) → false"},
		{"nested forall", "(assert (forall ((x Int)) (=> (P x) (forall ((y Int)) (=> (= y (+ x 1)) (P y))))))",
			"(P x) ∧ (= y (+ x 1)) → (P y)"},
		{"right-assoc implies", "(assert (forall ((x Int) (y Int)) (=> (P x) (Q y) (R x y))))",
			"(P x) ∧ (Q y) → (R x y)"},
		{"or head", "(assert (forall ((x Int)) (or (not (P x)) (< x 0) (Q x))))",
			"(P x) ∧ (not (< x 0)) → (Q x)"},
		{"and head", "(assert (forall ((x Int)) (=> (P x) (and (Q x) (R x x)))))",
			"(P x) → (Q x)\n(P x) ∧ (= h!1 x) → (R x h!1)"},
		{"true and false", "(assert true)\n(assert false)",
			"true → false"},
		{"head normalisation", "(assert (forall ((x Int) (h!1 Int)) (=> (P h!1) (R (+ x 1) h!1))))",
			"(P h!1) ∧ (= h!2 (+ x 1)) → (R h!2 h!1)"},
		{"exists lifted", "(assert (forall ((x Int)) (=> (and (P x) (exists ((x Int)) (Q x))) (P x))))",
			"(P x) ∧ (Q x!1) → (P x)"},
		{"negated forall", "(assert (forall ((x Int)) (=> (not (forall ((y Int)) (not (Q y)))) (P x))))",
			"(Q y) → (P x)"},
		{"let with atoms", "(assert (forall ((x Int)) (let ((a (P x)) (b (> x 0))) (let ((a (and a b))) (=> a (Q x))))))",
			"(P x) ∧ (> x 0) → (Q x)"},
		{"define-fun with atoms", "(define-fun both ((v Int)) Bool (and (P v) (> v 2)))\n(assert (forall ((x Int)) (=> (both x) (Q x))))",
			"(P x) ∧ (> x 2) → (Q x)"},
		{"define-fun constant", "(define-fun two () Int 2)\n(assert (forall ((x Int)) (=> (and (P x) (= x two)) (Q x))))",
			"(P x) ∧ (= x 2) → (Q x)"},
		{"define-fun scope", "(define-fun k () Int 7)\n(define-fun f ((a Int)) Int (+ a k))\n(assert (forall ((x Int)) (let ((k 1)) (=> (P (f k)) (Q x)))))",
			"(P 8) → (Q x)"},
		{"bound name shadows predicate", "(assert (forall ((P Int)) (=> (Q P) (Q 0))))",
			"(Q P!1) ∧ (= h!1 0) → (Q h!1)"},
		{"or of atoms in body", "(assert (forall ((x Int)) (=> (and (> x 0) (or (P x) (= x 5))) (Q x))))",
			"(P x) ∧ (> x 0) → (Q x)\n(and (> x 0) (= x 5)) → (Q x)"},
		{"not of or of conjunctions", "(assert (forall ((x Int)) (not (or (and (P x) (Q x)) (and (Q x) (R x x))))))",
			"(P x) ∧ (Q x) → false\n(Q x) ∧ (R x x) → false"},
		{"zero-ary predicate", "(declare-fun err () Bool)\n(assert (forall ((x Int)) (=> (and (P x) (< x 0)) err)))\n(assert (=> err false))",
			"(P x) ∧ (< x 0) → err\nerr → false"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := clauses(t, decls+tc.src); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestTerms(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"numerals", "(assert (forall ((x Int)) (=> (and (P x) (= x (- 5)) (> x (+ 1 2))) (Q x))))",
			"(P x) ∧ (and (= x (- 5)) (> x 3)) → (Q x)"},
		{"linear products", "(assert (forall ((x Int)) (=> (and (P x) (= (* 2 x 3) (* x (- 1)))) (Q x))))",
			"(P x) ∧ (= (* 2 x 3) (* x (- 1))) → (Q x)"},
		{"div mod abs", "(assert (forall ((x Int)) (=> (and (P x) (= (div x 2) (mod x 3)) (> (abs x) 0)) (Q x))))",
			"(P x) ∧ (and (= (div x 2) (mod x 3)) (> (abs x) 0)) → (Q x)"},
		{"n-ary comparison", "(assert (forall ((x Int) (y Int)) (=> (and (P x) (<= 0 x y 10) (distinct x y 3)) (R x y))))",
			"(P x) ∧ (and (<= 0 x y 10) (distinct x y 3)) → (R x y)"},
		{"ite xor", "(assert (forall ((x Int) (b Bool)) (=> (and (P x) (xor b (> x 0)) (= x (ite b 1 2))) (Q x))))",
			"(P x) ∧ (and (xor b (> x 0)) (= x (ite b 1 2))) → (Q x)"},
		{"flattening", "(assert (forall ((x Int)) (=> (and (P x) (and (> x 0) (and (< x 9) true)) (not (not (> x 1)))) (Q x))))",
			"(P x) ∧ (and (> x 0) (< x 9) (> x 1)) → (Q x)"},
		{"arrays", "(declare-fun A ((Array Int Int)) Bool)\n(assert (forall ((a (Array Int Int)) (b (Array Int Int))) (=> (and (A a) (= b (store a 0 (select a 1)))) (A b))))\n(assert (forall ((a (Array Int Int))) (=> (= a ((as const (Array Int Int)) 0)) (A a))))",
			"(A a) ∧ (= b (store a 0 (select a 1))) → (A b)\n(= a ((as const (Array Int Int)) 0)) → (A a)"},
		{"bit-vectors", "(declare-fun B ((_ BitVec 8) (_ BitVec 4)) Bool)\n(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 4))) (=> (and (B x y) (bvult x #xF0) (= y ((_ extract 3 0) (bvadd x (_ bv257 8))))) (B (concat y #b0110) ((_ rotate_left 1) y)))))",
			"(B x y) ∧ (and (bvult x (_ bv240 8)) (= y ((_ extract 3 0) (bvadd x (_ bv1 8)))) (= h!1 (concat y (_ bv6 4))) (= h!2 ((_ rotate_left 1) y))) → (B h!1 h!2)"},
		{"bit-vector operators", "(declare-fun B ((_ BitVec 8)) Bool)\n(assert (forall ((x (_ BitVec 8))) (=> (B x) (B (bvsmod (bvnot (bvashr x #x01)) ((_ zero_extend 4) ((_ sign_extend 2) #b11)))))))",
			"(B x) ∧ (= h!1 (bvsmod (bvnot (bvashr x (_ bv1 8))) ((_ zero_extend 4) ((_ sign_extend 2) (_ bv3 2))))) → (B h!1)"},
		{"bool arguments", "(declare-fun B (Bool Int) Bool)\n(assert (forall ((b Bool) (x Int)) (=> (B b x) (B (not b) x))))",
			"(B b x) ∧ (= h!1 (not b)) → (B h!1 x)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := clauses(t, decls+tc.src); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestIntRealMixing(t *testing.T) {
	src := `(set-logic HORN)
(declare-fun S (Real Int) Bool)
(assert (forall ((r Real) (i Int))
  (=> (and (S r i) (> (+ r 1) 2.5) (= r i) (< (/ i 2) r) (= (to_int r) i) (is_int (* 0.5 r)))
      (S 1 i))))
`
	want := "(S r i) ∧ (and (> (+ r 1.0) (/ 5.0 2.0)) (= r (to_real i)) (< (/ (to_real i) 2.0) r) (= (to_int r) i) (is_int (* (/ 1.0 2.0) r)) (= h!1 1.0)) → (S h!1 i)"
	if got := clauses(t, src); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestFixedpointFormat(t *testing.T) {
	src := `(declare-rel inv (Int Int))
(declare-rel bad ())
(declare-var x Int)
(declare-var y Int)
(declare-var |x!1| Int)
(set-option :fixedpoint.engine spacer)
(rule (inv 0 0) init)
(rule (=> (and (inv x y) (exists ((x Int)) (= y (+ x |x!1|)))) (inv (+ x 1) y)))
(rule (=> (and (inv x y) (< y 0)) bad))
(query bad)
(query (and (inv x y) (> x y)) :print-certificate true)
(query inv)
`
	want := strings.Join([]string{
		"(and (= h!1 0) (= h!2 0)) → (inv h!1 h!2)",
		"(inv x y) ∧ (and (= y (+ x!2 x!1)) (= h!1 (+ x 1))) → (inv h!1 y)",
		"(inv x y) ∧ (< y 0) → bad",
		"bad → false",
		"(inv x y) ∧ (> x y) → false",
		"(inv q!1 q!2) → false",
	}, "\n")
	if got := clauses(t, src); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestLexicalForms(t *testing.T) {
	src := "; comment\r\n(set-info :source |multi\r\nline|)\r\n(set-info :note \"say \"\"hi\"\" (not a term\")\r\n" +
		"(set-logic HORN)\r\n(declare-fun |transition-0| (Int) Bool)\r\n(declare-fun |a b| (Int) Bool)\r\n" +
		"(assert (forall ((?A Int) (|x y| Int)) (let (($x12 (transition-0 ?A)) (a!1 (> ?A 0))) (=> (and $x12 a!1 (= |x y| ?A)) (|a b| |x y|)))))\r\n"
	s, err := Parse("t.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	c := s.Clauses[0]
	if got, want := c.String(), "(transition-0 ?A) ∧ (and (> ?A 0) (= |x y| ?A)) → (|a b| |x y|)"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if c.Pos.Line != 8 || c.Pos.Col != 1 || c.Pos.File != "t.smt2" {
		t.Errorf("clause position %v, want t.smt2:8:1", c.Pos)
	}
}

func TestErrorList(t *testing.T) {
	src := decls + `(assert (forall ((x Int)) (=> (P y) (Q x))))
(assert (forall ((x Int)) (=> (P (* x x)) (Q x))))
(declare-fun F (Int) Int)
(assert (forall ((x Int)) (=> (P x) (Q x))))
`
	_, err := Parse("e.smt2", []byte(src))
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error %v is not an ErrorList", err)
	}
	want := []string{
		"e.smt2:5:34: unknown symbol y",
		"e.smt2:6:34: non-linear arithmetic is not supported: (* x x)",
		"e.smt2:7:14: uninterpreted function F with result sort Int is not supported (only predicates, with result Bool)",
	}
	if got := strings.Split(err.Error(), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", err, strings.Join(want, "\n"))
	}
}

func TestErrorLimit(t *testing.T) {
	src := strings.Repeat("(assert z)\n", 30)
	_, err := Parse("e.smt2", []byte(src))
	var list ErrorList
	if !errors.As(err, &list) || len(list) != maxErrors {
		t.Fatalf("got %d errors, want %d: %v", len(list), maxErrors, err)
	}
}

func TestDeepNesting(t *testing.T) {
	deep := strings.Repeat("(not ", maxDepth+5) + "true" + strings.Repeat(")", maxDepth+5)
	_, err := Parse("d.smt2", []byte("(assert "+deep+")"))
	if err == nil || !strings.Contains(err.Error(), "nesting deeper than") {
		t.Fatalf("got %v, want a nesting error", err)
	}
	ok := strings.Repeat("(not ", 2000) + "false" + strings.Repeat(")", 2000)
	s, err := Parse("d.smt2", []byte("(assert "+ok+")"))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Clauses) != 1 || !s.Clauses[0].IsQuery() { // an even number of nots: (assert false)
		t.Errorf("got %d clauses, want one query", len(s.Clauses))
	}
}

func TestSharedLetDAG(t *testing.T) {
	// 40 nested lets doubling the term: a tree of 2^40 nodes as a DAG.
	var b strings.Builder
	b.WriteString(decls + "(assert (forall ((x Int)) (let ((a0 (+ x 1)))\n")
	for i := 1; i <= 40; i++ {
		b.WriteString("(let ((a" + itoa(i) + " (+ a" + itoa(i-1) + " a" + itoa(i-1) + ")))\n")
	}
	b.WriteString("(=> (and (P x) (> a40 0) (P a40)) (Q a40))" + strings.Repeat(")", 43) + "\n")
	s, err := Parse("dag.smt2", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := WriteSystem(&out, s); err != nil {
		t.Fatal(err)
	}
	if out.Len() > 10000 {
		t.Errorf("printed %d bytes; let-sharing should keep it small", out.Len())
	}
	checkIdempotent(t, "dag", out.String())
}

func itoa(i int) string { return strconv.Itoa(i) }

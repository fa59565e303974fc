package smtlib2

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/internal/benchdata"
)

// TestDatatypeBenchmarksRoundTrip reads every file of the ADT benchmark
// sets, prints it, and checks that printing is idempotent and keeps the
// declarations.
func TestDatatypeBenchmarksRoundTrip(t *testing.T) {
	for _, set := range []string{"ADT-LIA", "ADT-LIA-Arrays"} {
		dir := benchdata.Dir(t, "adt", set)
		files, _ := filepath.Glob(filepath.Join(dir, "*.smt2"))
		if len(files) == 0 {
			t.Fatalf("no files in %s", dir)
		}
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			s, err := Parse(f, src)
			if err != nil {
				t.Errorf("%s: %v", filepath.Base(f), err)
				continue
			}
			out := print(t, s)
			if !strings.Contains(out, "(declare-datatypes (") {
				t.Errorf("%s: printed without its datatype declarations", filepath.Base(f))
			}
			checkIdempotent(t, filepath.Base(f), out)
		}
	}
}

const listSrc = `(set-logic HORN)
(declare-datatypes ((Lst 0) (Tree 0)) (((nil) (cons (hd Int) (tl Lst)))
  ((leaf) (node (kids Lst) (val Int)))))
(declare-fun len (Lst Int) Bool)
(assert (forall ((n Int)) (=> (= n 0) (len nil n))))
(assert (forall ((x Int) (l Lst) (n Int)) (=> (len l n) (len (cons x l) (+ n 1)))))
(assert (forall ((l Lst) (n Int)) (=> (and (len l n) ((_ is cons) l) (is-nil (tl l)) (= (hd l) 3)) (>= n 0))))
(assert (forall ((l Lst) (n Int))
  (=> (and (len l n) (= n (match l ((nil 0) ((cons h t) (+ h 1)))))) (<= n 100))))
(check-sat)
`

func TestDatatypeParsePrint(t *testing.T) {
	s, err := Parse("list.smt2", []byte(listSrc))
	if err != nil {
		t.Fatal(err)
	}
	out := print(t, s)
	for _, want := range []string{
		"(declare-datatypes ((Lst 0) (Tree 0)) (((nil) (cons (hd Int) (tl Lst))) ((leaf) (node (kids Lst) (val Int)))))",
		" nil)", "(is-cons ", "(is-nil (tl ", "(ite (is-nil ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("printed text lacks %q:\n%s", want, out)
		}
	}
	checkIdempotent(t, "list.smt2", out)
}

func TestParametricDatatype(t *testing.T) {
	src := `(set-logic HORN)
(declare-datatypes ((Pair 2) (Opt 1)) ((par (A B) ((mk (fst A) (snd B)))) (par (T) ((none) (some (val T))))))
`
	if _, err := Parse("p.smt2", []byte(src)); err == nil || !strings.Contains(err.Error(), "mutually recursive parametric") {
		t.Errorf("mutually recursive parametric group: %v", err)
	}
	src = `(set-logic HORN)
(declare-datatypes ((List 1)) ((par (T) ((nil) (cons (head T) (tail (List T)))))))
(declare-datatype Pair (par (A B) ((mk (fst A) (snd B)))))
(declare-fun p ((List Int) (List Bool) (Pair Int (List Int))) Bool)
(assert (forall ((x (List Int))) (=> (= x (cons 1 (as nil (List Int)))) (p x (as nil (List Bool)) (mk 2 x)))))
(assert (forall ((x (List Int)) (y (List Bool)) (z (Pair Int (List Int))))
  (=> (and (p x y z) (= (head x) (fst z)) ((_ is cons) y)) false)))
(check-sat)
`
	s, err := Parse("par.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	out := print(t, s)
	for _, want := range []string{
		"(declare-datatypes ((List 1)) ((par (T) ((nil) (cons (head T) (tail (List T)))))))",
		"(as nil (List Bool))", "((as mk (Pair Int (List Int))) 2 x)", "((_ is cons) y)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("printed text lacks %q:\n%s", want, out)
		}
	}
	checkIdempotent(t, "par.smt2", out)
}

func TestDatatypeErrors(t *testing.T) {
	head := "(set-logic HORN)\n(declare-datatypes ((L 0)) (((nil) (cons (hd Int) (tl L)))))\n"
	cases := []struct{ src, want string }{
		{"(declare-datatypes ((I 0)) (((s (p I)))))", "no finite value"},
		{"(declare-datatypes ((M 0)) (((nil))))", "constructor nil is already declared"},
		{"(declare-fun cons (Int) Bool)", "already declared as a datatype constructor"},
		{"(declare-fun p (L) Bool)(assert (forall ((x L)) (=> (= (hd x) true) (p x))))", "ill-sorted"},
		{"(declare-fun p (L) Bool)(assert (forall ((x L)) (=> (= x (match x ((nil x)))) (p x))))", "not exhaustive"},
		{"(declare-fun p (L) Bool)(assert (forall ((x L)) (=> (= x (cons 1)) (p x))))", "ill-sorted"},
		{"(declare-datatypes ((K 0)) (((k (f Undeclared)))))", "unknown sort Undeclared"},
	}
	for _, c := range cases {
		_, err := Parse("e.smt2", []byte(head+c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.src, err, c.want)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "e.smt2:") {
			t.Errorf("error without position: %v", err)
		}
	}
}

// TestDatatypeModelAndDerivationRead: a model and a derivation over
// datatypes, as horn prints them, read back against their system.
func TestDatatypeModelAndDerivationRead(t *testing.T) {
	s, err := Parse("list.smt2", []byte(listSrc))
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseModel("m.smt2", []byte(`(define-fun len ((l Lst) (n Int)) Bool
  (and (>= n 0) (or (not ((_ is nil) l)) (= n 0)) (=> (is-cons l) (= (hd l) (hd l)))))`), s)
	if err != nil {
		t.Fatal(err)
	}
	if body := m[s.Pred("len")].Body.String(); !strings.Contains(body, "(is-nil ") || !strings.Contains(body, "(hd ") {
		t.Errorf("model body %s", body)
	}
}

// TestZ3ReadsPrintedDatatypes: z3 accepts what horn prints for every file
// of the ADT sets (read without check-sat: z3 must say nothing).
func TestZ3ReadsPrintedDatatypes(t *testing.T) {
	if testing.Short() {
		t.Skip("z3 cross-check skipped in -short mode")
	}
	if _, err := os.Stat(z3Path); err != nil {
		t.Skip("z3 not found at " + z3Path)
	}
	for _, set := range []string{"ADT-LIA", "ADT-LIA-Arrays"} {
		files, _ := filepath.Glob(filepath.Join(benchdata.Dir(t, "adt", set), "*.smt2"))
		for _, f := range files {
			z3Check(t, f, false)
		}
	}
}

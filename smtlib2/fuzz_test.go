package smtlib2

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var fuzzSeeds = []string{
	decls + "(assert (forall ((x Int)) (=> (and (P x) (> x 0)) (Q x))))\n(assert (forall ((x Int)) (=> (Q x) false)))",
	decls + "(assert (not (exists ((x Int) (y Int)) (and (R x y) (< x y)))))",
	decls + "(define-fun D ((v Int)) Bool (and (P v) (> v 2)))\n(assert (forall ((x Int)) (=> (D x) (R (+ x 1) x))))",
	decls + "(assert (forall ((x Int)) (let ((a (P x)) (b (* 2 x))) (=> (and a (exists ((x Int)) (Q x))) (R b b)))))",
	decls + "(assert (forall ((x Int)) (or (not (P x)) (< x 0) (and (Q x) (R x 1)))))",
	"(declare-rel inv (Int))\n(declare-var x Int)\n(rule (inv 0))\n(rule (=> (and (inv x) (< x 9)) (inv (+ x 1))))\n(query (and (inv x) (> x 9)))\n(query inv)",
	"(set-logic HORN)\n(declare-fun A ((Array Int Real) Bool) Bool)\n(assert (forall ((a (Array Int Real)) (b Bool)) (=> (and (A a b) (= (select a 0) (/ 1 3))) (A (store a 1 2) (not b)))))\n(assert (A ((as const (Array Int Real)) 0.5) true))",
	"(set-logic HORN)\n(declare-fun |p q| (Real Int) Bool)\n(assert (forall ((?x Real) (|y z| Int)) (=> (and (|p q| ?x |y z|) (>= (to_real |y z|) ?x) (is_int ?x)) (|p q| (- ?x 1.5) (to_int ?x)))))",
	"(set-logic HORN)\n(declare-fun B ((_ BitVec 8) (_ BitVec 4)) Bool)\n(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 4))) (=> (and (B x y) (bvslt x #x7F) (= y ((_ extract 5 2) (bvmul x (_ bv4294967296 8))))) (B (bvudiv x (concat y #b0110)) ((_ repeat 1) y)))))\n(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 4))) (not (and (B x y) (bvuge ((_ zero_extend 4) y) x)))))",
	"(set-logic HORN)\n(declare-fun C ((_ BitVec 32)) Bool)\n(assert (C (_ bv0 32)))\n(assert (forall ((A (_ BitVec 32))) (=> (and (C A) (bvsle A (_ bv10 32))) (C (bvadd A (bvneg (_ bv4294967295 32)))))))\n(assert (forall ((A (_ BitVec 32))) (not (or (and (C A) (bvsgt A (_ bv11 32))) (and (C A) (= ((_ sign_extend 32) A) (_ bv5 64)))))))",
	"(set-logic HORN)\n(declare-fun e () Bool)\n(assert (=> (xor (distinct 1 2 3) (ite true false (= 1 (mod 5 2)))) e))\n(assert (=> e false))",
	"(set-logic HORN)\n(declare-datatypes ((L 0) (T 0)) (((nil) (cons (hd Int) (tl L))) ((leaf) (node (kids L) (v Int)))))\n(declare-fun P (L T) Bool)\n(assert (forall ((x L) (t T)) (=> (and (= x (cons 1 nil)) (is-node t) ((_ is cons) (kids t))) (P x t))))\n(assert (forall ((x L) (t T)) (=> (and (P x t) (= (match x ((nil 0) ((cons h r) h))) 2)) false)))",
	"(set-logic HORN)\n(declare-datatypes ((Lst 1)) ((par (X) ((none) (some (val X) (next (Lst X)))))))\n(declare-fun Q ((Lst Int)) Bool)\n(assert (forall ((x (Lst Int))) (=> (= x (some 3 (as none (Lst Int)))) (Q x))))\n(assert (forall ((x (Lst Int))) (=> (and (Q x) ((_ is some) x) (= (val x) 3)) false)))",
}

// FuzzParse checks that Parse never panics, that its errors are well formed,
// and that printing what it accepts is a fixed point: parse → print → parse →
// print gives the same text twice.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	fixtures, _ := filepath.Glob(filepath.Join("testdata", "errors", "*.smt2"))
	if root, ok := findBenchmarks(); ok {
		small, _ := filepath.Glob(filepath.Join(root, "small", "*.smt2"))
		fixtures = append(fixtures, small...)
	}
	for _, p := range fixtures {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		s, err := Parse("fuzz.smt2", src)
		if err != nil {
			checkErrorList(t, err)
			return
		}
		var b1, b2 strings.Builder
		if err := WriteSystem(&b1, s); err != nil {
			t.Fatalf("WriteSystem: %v", err)
		}
		s2, err := Parse("printed.smt2", []byte(b1.String()))
		if err != nil {
			if strings.Contains(err.Error(), "nesting deeper") {
				t.Skip("printed text nests deeper than the reader allows")
			}
			t.Fatalf("printed text does not parse: %v\n%s", err, b1.String())
		}
		if err := WriteSystem(&b2, s2); err != nil {
			t.Fatalf("WriteSystem (second): %v", err)
		}
		if b1.String() != b2.String() {
			t.Fatalf("printing is not idempotent: %s", firstDiff(b1.String(), b2.String()))
		}
	})
}

func checkErrorList(t *testing.T, err error) {
	var list ErrorList
	if !errors.As(err, &list) || len(list) == 0 || len(list) > maxErrors {
		t.Fatalf("error %v is not an ErrorList of 1 to %d errors", err, maxErrors)
	}
	for _, e := range list {
		if e.Pos.Line < 1 || e.Pos.Col < 1 || e.Msg == "" {
			t.Fatalf("malformed error %q at %v", e.Msg, e.Pos)
		}
	}
}

// findBenchmarks is benchmarksDir without a testing.TB.
func findBenchmarks() (string, bool) {
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for dir := wd; filepath.Dir(dir) != dir; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			b := filepath.Join(dir, "..", "shared", "benchmarks")
			st, err := os.Stat(b)
			return b, err == nil && st.IsDir()
		}
	}
	return "", false
}

// FuzzParseWitness checks ParseModel and ParseDerivation against a fixed
// system: they never panic, and what they accept prints to a fixed point.
func FuzzParseWitness(f *testing.F) {
	s, err := Parse("w.smt2", []byte(witnessSystem))
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte("sat\n(model (define-fun inv ((x Int) (r Real) (b Bool) (a (Array Int Int))) Bool (and b (> r 0.5) (= (select a x) 2))) (define-fun done () Bool false))"))
	f.Add([]byte("(define-fun h ((v Int)) Bool (>= v 0))\n(define-fun inv ((x Int) (r Real) (b Bool) (a (Array Int Int))) Bool (h x))"))
	f.Add([]byte("(derivation (node 0 (clause 3) (head false) (vars) (children 1)) (node 1 (clause 2) (vars (x 1)) (children 2 2)) (node 2 (clause 0) (vars (x 0) (r 0.5) (b true) (a ((as const (Array Int Int)) 0)))))"))
	f.Fuzz(func(t *testing.T, src []byte) {
		if m, err := ParseModel("m", src, s); err != nil {
			checkErrorList(t, err)
		} else {
			fixedPoint(t, func(w *strings.Builder) error { return WriteModel(w, s, m) },
				func(text string) (func(w *strings.Builder) error, error) {
					m2, err := ParseModel("m2", []byte(text), s)
					return func(w *strings.Builder) error { return WriteModel(w, s, m2) }, err
				})
		}
		if d, err := ParseDerivation("d", src, s); err != nil {
			checkErrorList(t, err)
		} else {
			fixedPoint(t, func(w *strings.Builder) error { return WriteDerivation(w, s, d) },
				func(text string) (func(w *strings.Builder) error, error) {
					d2, err := ParseDerivation("d2", []byte(text), s)
					return func(w *strings.Builder) error { return WriteDerivation(w, s, d2) }, err
				})
		}
	})
}

// fixedPoint writes with write1, reads the text back and writes again.
func fixedPoint(t *testing.T, write1 func(*strings.Builder) error, read func(string) (func(*strings.Builder) error, error)) {
	var b1, b2 strings.Builder
	if err := write1(&b1); err != nil {
		return // e.g. a derivation whose head cannot be evaluated
	}
	write2, err := read(b1.String())
	if err != nil {
		t.Fatalf("printed text does not parse: %v\n%s", err, b1.String())
	}
	if err := write2(&b2); err != nil || b1.String() != b2.String() {
		t.Fatalf("printing is not a fixed point (%v):\n%s\n%s", err, b1.String(), b2.String())
	}
}

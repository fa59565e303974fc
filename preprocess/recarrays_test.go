package preprocess_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// recordArrays are hand-written systems over arrays of records: nested
// records, a record of arrays inside an array, an equality of whole
// arrays, constant arrays and ites, safe and unsafe.
var recordArrays = []struct {
	name string
	want chc.Status
	src  string
}{
	{"lengths", chc.Sat, `(set-logic HORN)
(declare-datatypes ((Vec 0)) (((vec (arr (Array Int Int)) (len Int)))))
(declare-fun Inv ((Array Int Vec) Int) Bool)
(assert (forall ((a (Array Int Vec)) (n Int)) (=> (and (= n 0) (= a ((as const (Array Int Vec)) (vec ((as const (Array Int Int)) 0) 1)))) (Inv a n))))
(assert (forall ((a (Array Int Vec)) (n Int) (b (Array Int Vec)) (v Vec))
  (=> (and (Inv a n) (= v (select a n)) (= b (store a n (vec (store (arr v) 0 7) (+ (len v) 1))))) (Inv b (+ n 1)))))
(assert (forall ((a (Array Int Vec)) (n Int)) (=> (and (Inv a n) (< (len (select a 0)) 1)) false)))
(check-sat)`},
	{"lengths-cex", chc.Unsat, `(set-logic HORN)
(declare-datatypes ((Vec 0)) (((vec (arr (Array Int Int)) (len Int)))))
(declare-fun Inv ((Array Int Vec) Int) Bool)
(assert (forall ((a (Array Int Vec)) (n Int)) (=> (and (= n 0) (= a ((as const (Array Int Vec)) (vec ((as const (Array Int Int)) 0) 1)))) (Inv a n))))
(assert (forall ((a (Array Int Vec)) (n Int) (b (Array Int Vec)) (v Vec))
  (=> (and (Inv a n) (= v (select a n)) (= b (store a n (vec (store (arr v) 0 7) (+ (len v) 1))))) (Inv b (+ n 1)))))
(assert (forall ((a (Array Int Vec)) (n Int)) (=> (and (Inv a n) (= (select (arr (select a 1)) 0) 7) (= n 2)) false)))
(check-sat)`},
	{"nested-and-copied", chc.Sat, `(set-logic HORN)
(declare-datatypes ((Pt 0)) (((pt (x Int) (y Int)))))
(declare-datatypes ((Seg 0)) (((seg (from Pt) (to Pt)))))
(declare-fun P ((Array Int Seg) (Array Int Seg) Bool) Bool)
(assert (forall ((a (Array Int Seg)) (b (Array Int Seg))) (=> (= a b) (P a b false))))
(assert (forall ((a (Array Int Seg)) (b (Array Int Seg)) (c Bool) (d (Array Int Seg)) (s Seg))
  (=> (and (P a b c) (= s (select a 3)) (= d (ite c (store a 3 (seg (to s) (from s))) (store a 3 (seg (to s) (from s))))))
      (P d b (not c)))))
(assert (forall ((a (Array Int Seg)) (b (Array Int Seg)) (c Bool))
  (=> (and (P a b c) (not c) (not (= (x (from (select a 3))) (x (from (select b 3)))))) false)))
(check-sat)`},
}

// TestSplitRecordArraysRoundTrip: on the hand-written systems and the
// fixtures of testdata/adt-solidity, SplitRecordArrays (after
// SplitRecords) leaves no array of records, and the output solved by PDR
// (and by BMC when unsafe; a fixture file by BMC alone) gives the
// expected answer with a witness that,
// translated back, validates against the input.
func TestSplitRecordArraysRoundTrip(t *testing.T) {
	type sys struct {
		name string
		want chc.Status
		s    *chc.System
	}
	var systems []sys
	for _, r := range recordArrays {
		systems = append(systems, sys{r.name, r.want, parseString(t, r.src)})
	}
	files, err := filepath.Glob("../testdata/adt-solidity/*.smt2")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := chc.Sat
		if strings.HasPrefix(string(src), "; expect: unsat") {
			want = chc.Unsat
		}
		systems = append(systems, sys{filepath.Base(f), want, parseFile(t, f)})
	}
	pass := preprocess.Pipeline{Passes: []preprocess.Pass{preprocess.SplitRecords{}, preprocess.SplitRecordArrays{}}}
	for _, x := range systems {
		t.Run(x.name, func(t *testing.T) {
			out, _, err := pass.Apply(context.Background(), x.s)
			if err != nil {
				t.Fatal(err)
			}
			noRecordArrays(t, out)
			engines := []string{"pdr"}
			if x.want == chc.Unsat {
				// Hand-written ones with pdr too; on a real file
				// pdr may not find the counterexample in time.
				engines = append(engines, "bmc")
				if strings.HasSuffix(x.name, ".smt2") {
					engines = engines[1:]
				}
			}
			for _, eng := range engines {
				if got := roundTrip(t, x.s, pass, eng, 60*time.Second); got != x.want {
					t.Errorf("%s: %s, want %s", eng, got, x.want)
				}
			}
		})
	}
}

// hasRecordArrays reports whether a predicate parameter of s is an array
// of records.
func hasRecordArrays(s *chc.System) bool {
	for _, p := range s.Preds {
		for _, so := range p.Params {
			if isRecordArray(s, so) {
				return true
			}
		}
	}
	return false
}

// isRecordArray reports whether so is an array of records that
// SplitRecordArrays splits (its index sort no datatype).
func isRecordArray(s *chc.System, so chc.Sort) bool {
	if so.Kind() != chc.KindArray || so.Index().Kind() == chc.KindDatatype {
		return false
	}
	dt := s.Terms.Datatype(so.Elem())
	return dt != nil && len(dt.Ctors) == 1
}

// noRecordArrays fails when a predicate parameter or a clause variable of
// s is an array of records.
func noRecordArrays(t *testing.T, s *chc.System) {
	t.Helper()
	for _, p := range s.Preds {
		for _, so := range p.Params {
			if isRecordArray(s, so) {
				t.Errorf("predicate %s keeps a parameter of sort %s", p.Name, so)
			}
		}
	}
	for _, c := range s.Clauses {
		for _, v := range c.Vars() {
			if isRecordArray(s, v.Sort()) {
				t.Errorf("clause at %v keeps the variable %s of sort %s", c.Pos, v, v.Sort())
			}
		}
	}
}

// TestSplitRecordArraysUnsplittable: an array of records inside a
// datatype with two constructors cannot be split there; the pass then
// changes nothing and says so with the identity.
func TestSplitRecordArraysUnsplittable(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-datatypes ((Pt 0)) (((pt (x Int) (y Int)))))
(declare-datatypes ((Opt 0)) (((none) (some (val (Array Int Pt))))))
(declare-fun P ((Array Int Pt) Opt) Bool)
(assert (forall ((a (Array Int Pt)) (o Opt)) (=> (= o (some a)) (P a o))))
(assert (forall ((a (Array Int Pt)) (o Opt)) (=> (and (P a o) (= o none)) false)))
(check-sat)`)
	out, back, err := preprocess.SplitRecordArrays{}.Apply(context.Background(), s)
	if err != nil || out != s || back != preprocess.Identity {
		t.Fatalf("got %p, %v, %v; want the input and the identity", out, back, err)
	}
}

// TestSplitRecordArraysWholeModel: a model of the split system that
// equates every component of one array of records with the same
// component of another (or with constant arrays, or with stores at one
// index) maps back to an equality of the arrays of records, with no
// quantifier; one component alone maps back quantified.
func TestSplitRecordArraysWholeModel(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-datatypes ((Pt 0)) (((pt (x Int) (y Int)))))
(declare-fun P ((Array Int Pt) (Array Int Pt)) Bool)
(assert (forall ((a (Array Int Pt)) (b (Array Int Pt))) (=> (= a b) (P a b))))
(assert (forall ((a (Array Int Pt)) (b (Array Int Pt))) (=> (and (P a b) (not (= (x (select a 0)) (x (select b 0))))) false)))
(check-sat)`)
	out, back, err := preprocess.SplitRecordArrays{}.Apply(context.Background(), s)
	if err != nil || len(out.Preds) != 1 || len(out.Preds[0].Params) != 4 {
		t.Fatalf("split: %v, %v", out.Preds, err)
	}
	f := s.Terms
	q := out.Preds[0]
	ps := make([]*chc.Term, 4)
	for i, so := range q.Params {
		ps[i] = f.Var(fmt.Sprintf("c%d", i), so)
	}
	zero, _ := f.ConstArray(q.Params[0], f.Int(0))
	cases := []struct {
		name   string
		body   *chc.Term
		forall bool
	}{
		{"copy", f.And(f.Eq(ps[0], ps[2]), f.Eq(ps[3], ps[1])), false},
		{"stores", f.And(f.Eq(ps[0], f.Store(ps[2], f.Int(1), f.Int(5))), f.Eq(ps[1], f.Store(ps[3], f.Int(1), f.Int(6)))), false},
		{"constant", f.And(f.Eq(ps[0], zero), f.Eq(ps[1], zero), f.Eq(ps[2], ps[0]), f.Eq(ps[3], ps[1])), false},
		{"one component", f.Eq(ps[0], ps[2]), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := back.Model(context.Background(), chc.Model{q: {Params: ps, Body: c.body}}, z3.NewSolver)
			if err != nil {
				t.Fatal(err)
			}
			in := m[s.Preds[0]]
			quantified := false
			chc.Walk(in.Body, func(u *chc.Term) bool {
				quantified = quantified || u.Op() == chc.OpForall
				return true
			})
			if quantified != c.forall {
				t.Errorf("model %s: quantified %v, want %v", in.Body, quantified, c.forall)
			}
			if c.name == "copy" { // a = b: a model of s
				if err := witness.CheckModel(context.Background(), s, m, z3.NewSolver); err != nil {
					t.Errorf("model: %v", err)
				}
			}
		})
	}
}

// TestSplitRecordArraysIndexedByRecords: an array indexed by records
// (the Solidity compiler's abi functions) stays whole, the pass changes
// nothing (split, Z3 4.8.12's projection aborted on reads of its
// components: testdata/adt-solidity/abi_encode_with_selector_array_slice).
func TestSplitRecordArraysIndexedByRecords(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-datatypes ((In 0)) (((in (sel Int) (data (Array Int Int))))))
(declare-datatypes ((Out 0)) (((out (ok Bool) (len Int)))))
(declare-fun P ((Array In Out)) Bool)
(assert (forall ((f (Array In Out))) (=> (= (len (select f (in 0 ((as const (Array Int Int)) 0)))) 1) (P f))))
(assert (forall ((f (Array In Out))) (=> (and (P f) (= (len (select f (in 0 ((as const (Array Int Int)) 0)))) 2)) false)))
(check-sat)`)
	out, back, err := preprocess.SplitRecordArrays{}.Apply(context.Background(), s)
	if err != nil || out != s || back != preprocess.Identity {
		t.Fatalf("got %p, %v, %v; want the input and the identity", out, back, err)
	}
}

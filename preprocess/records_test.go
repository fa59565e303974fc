package preprocess_test

import (
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/preprocess"
)

// records are hand-written systems over records (one-constructor
// datatypes): nested, empty, inside arrays and beside a datatype with two
// constructors, safe and unsafe.
var records = []struct {
	name string
	want chc.Status
	src  string
}{
	{"counter-in-state", chc.Sat, `(set-logic HORN)
(declare-datatypes ((Pt 0)) (((pt (x Int) (y Int)))))
(declare-datatypes ((Abi 0)) (((abi))))
(declare-datatypes ((St 0)) (((st (p Pt) (mem (Array Int Int)) (n Int)))))
(declare-fun Inv (Abi St) Bool)
(assert (forall ((a Abi) (s St)) (=> (and (= (x (p s)) 0) (= (y (p s)) 0) (= (n s) 0)) (Inv a s))))
(assert (forall ((a Abi) (s St) (t St))
  (=> (and (Inv a s) (= t (st (pt (+ (x (p s)) 1) (+ (y (p s)) 2)) (store (mem s) (n s) 1) (+ (n s) 1)))) (Inv a t))))
(assert (forall ((a Abi) (s St)) (=> (and (Inv a s) (not (= (y (p s)) (* 2 (x (p s)))))) false)))
(check-sat)`},
	{"counter-in-state-cex", chc.Unsat, `(set-logic HORN)
(declare-datatypes ((Pt 0)) (((pt (x Int) (y Int)))))
(declare-datatypes ((Abi 0)) (((abi))))
(declare-datatypes ((St 0)) (((st (p Pt) (mem (Array Int Int)) (n Int)))))
(declare-fun Inv (Abi St) Bool)
(assert (forall ((a Abi) (s St)) (=> (and (= (x (p s)) 0) (= (y (p s)) 0) (= (n s) 0)) (Inv a s))))
(assert (forall ((a Abi) (s St) (t St))
  (=> (and (Inv a s) (= t (st (pt (+ (x (p s)) 1) (+ (y (p s)) 2)) (store (mem s) (n s) 1) (+ (n s) 1)))) (Inv a t))))
(assert (forall ((a Abi) (s St)) (=> (and (Inv a s) ((_ is st) s) (= (select (mem s) 2) 1) (= (y (p s)) 6)) false)))
(check-sat)`},
	{"array-of-records", chc.Sat, `(set-logic HORN)
(declare-datatypes ((Pt 0)) (((pt (x Int) (y Int)))))
(declare-datatypes ((Lst 0)) (((nil) (cons (hd Pt) (tl Lst)))))
(declare-fun P ((Array Int Pt) Pt Lst) Bool)
(assert (forall ((a (Array Int Pt)) (q Pt) (l Lst)) (=> (and (= (x (select a 0)) 1) (= q (select a 0)) (= l nil)) (P a q l))))
(assert (forall ((a (Array Int Pt)) (q Pt) (l Lst) (r Pt))
  (=> (and (P a q l) (= r (pt (+ (x q) 1) (y q)))) (P (store a 1 r) r (cons q l)))))
(assert (forall ((a (Array Int Pt)) (q Pt) (l Lst)) (=> (and (P a q l) (< (x q) 1)) false)))
(check-sat)`},
}

// TestSplitRecordsRoundTrip: on the hand-written systems and the
// fixtures of testdata/adt-solidity, SplitRecords leaves no record
// parameter or variable, and the output solved by PDR (and by BMC when
// unsafe; a fixture file by BMC alone) gives the expected answer with a
// witness that, translated back,
// validates against the input (for a system without arrays of records:
// those need SplitRecordArrays too).
func TestSplitRecordsRoundTrip(t *testing.T) {
	type sys struct {
		name string
		want chc.Status
		s    *chc.System
	}
	var systems []sys
	for _, r := range records {
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
	for _, x := range systems {
		t.Run(x.name, func(t *testing.T) {
			out, _, err := preprocess.SplitRecords{}.Apply(context.Background(), x.s)
			if err != nil {
				t.Fatal(err)
			}
			noRecords(t, out)
			if hasRecordArrays(out) {
				// Records inside arrays stay whole here; solving
				// such a fixture is TestSplitRecordArraysRoundTrip's.
				return
			}
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
				if got := roundTrip(t, x.s, preprocess.SplitRecords{}, eng, 60*time.Second); got != x.want {
					t.Errorf("%s: %s, want %s", eng, got, x.want)
				}
			}
		})
	}
}

// noRecords fails when a predicate parameter or a clause variable of s is
// a datatype with one constructor.
func noRecords(t *testing.T, s *chc.System) {
	t.Helper()
	isRecord := func(so chc.Sort) bool {
		dt := s.Terms.Datatype(so)
		return dt != nil && len(dt.Ctors) == 1
	}
	for _, p := range s.Preds {
		for _, so := range p.Params {
			if isRecord(so) {
				t.Errorf("predicate %s keeps a record parameter of sort %s", p.Name, so)
			}
		}
	}
	for _, c := range s.Clauses {
		for _, v := range c.Vars() {
			if isRecord(v.Sort()) {
				t.Errorf("clause at %v keeps the record variable %s", c.Pos, v)
			}
		}
	}
}

// TestSplitRecordsIdentity: a system without records comes back as it
// was, with the identity back map.
func TestSplitRecordsIdentity(t *testing.T) {
	s := parseFile(t, "../testdata/adt/tree-size.smt2")
	out, back, err := preprocess.SplitRecords{}.Apply(context.Background(), s)
	if err != nil || out != s || back != preprocess.Identity {
		t.Fatalf("got %p, %v, %v; want the input and the identity", out, back, err)
	}
}

// TestSplitRecordsBenchmarks: on the ADT-LIA-Arrays files of the
// benchmark folder that PDR decides in a few seconds after the split, the
// answer is the reference's and the witness validates against the input.
func TestSplitRecordsBenchmarks(t *testing.T) {
	dir := benchdata.Dir(t, "adt", "ADT-LIA-Arrays")
	ref := adtReference(t, filepath.Join(dir, "..", "reference.csv"))
	for _, name := range []string{
		"solidity__bool_simple_5.sol_0_000.smt2",                     // sat
		"solidity__functions_external_3.sol_1_000.smt2",              // sat
		"solidity__push_2d_arg_1_unsafe.sol_6_000.smt2",              // sat
		"solidity__modifier_overriding_2.sol_0_000.smt2",             // unsat
		"solidity__struct_recursive_6.sol_2_000.smt2",                // unsat
		"solidity__constructor_hierarchy_mixed_chain.sol_1_000.smt2", // unsat
	} {
		t.Run(name, func(t *testing.T) {
			want, ok := ref["ADT-LIA-Arrays/"+name]
			if !ok {
				t.Skipf("no reference answer")
			}
			s := parseFile(t, filepath.Join(dir, name))
			got := roundTrip(t, s, preprocess.Pipeline{Passes: []preprocess.Pass{preprocess.SplitRecords{}, preprocess.Simplify{}, preprocess.Slice{}}}, "pdr", 60*time.Second)
			if got == chc.Unknown {
				t.Skipf("pdr: unknown")
			}
			if got.String() != want {
				t.Errorf("WRONG ANSWER %s, reference %s", got, want)
			}
		})
	}
}

// adtReference reads the adt folder's reference.csv: "set/file" → status.
func adtReference(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range rows[1:] {
		out[r[0]+"/"+r[1]] = r[2]
	}
	return out
}

// TestSplitRecordsWellFormed: on every file of the benchmark folder's adt
// sets, SplitRecords gives a well-formed system (printed and read back)
// with no record parameter or variable left.
func TestSplitRecordsWellFormed(t *testing.T) {
	dir := benchdata.Dir(t, "adt")
	files, err := filepath.Glob(filepath.Join(dir, "*", "*.smt2"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no files: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			s := parseFile(t, f)
			out, _, err := preprocess.SplitRecords{}.Apply(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			checkWellFormed(t, out)
			noRecords(t, out)
		})
	}
}

// TestOnRecordsSimplifyFirst: OnRecords leaves a system without records
// alone (the identity back map), and on testdata/nested_arrays_mappings_5
// (CHC-COMP 2025 ADT-LIA-Arrays; dozens of record variables per clause,
// most defined by an equation: split first, the pipeline's output kept
// 140 arguments and a first BMC step over it took 13 s of CPU, simplified
// first 108 and under a second) the default pipeline, which simplifies before
// splitting the records, gives a system with fewer arguments than the
// same pipeline without that first step; PDR solves it with the expected
// answer and a model that validates against the input.
func TestOnRecordsSimplifyFirst(t *testing.T) {
	plain := parseFile(t, "../testdata/adt/tree-size.smt2")
	out, back, err := preprocess.OnRecords{Pass: preprocess.Simplify{}}.Apply(context.Background(), plain)
	if err != nil || out != plain || back != preprocess.Identity {
		t.Fatalf("without records: got %p, %v, %v; want the input and the identity", out, back, err)
	}
	s := parseFile(t, "testdata/nested_arrays_mappings_5.smt2")
	def := preprocess.Default()
	if _, ok := def.Passes[0].(preprocess.OnRecords); !ok {
		t.Fatalf("Default starts with %s, want OnRecords", def.Passes[0].Name())
	}
	first, err := def.Run(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	late, err := preprocess.Pipeline{Passes: def.Passes[1:]}.Run(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	a, b := preprocess.SizeOf(first.System), preprocess.SizeOf(late.System)
	if a.Args >= b.Args {
		t.Errorf("simplified first: %d arguments, not fewer than %d without", a.Args, b.Args)
	}
	if got := roundTrip(t, s, def, "pdr", 120*time.Second); got != chc.Sat {
		t.Errorf("pdr after Default: %s, want sat", got)
	}
}

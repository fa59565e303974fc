package boogie_test

import (
	"bytes"
	"flag"
	"testing"
	"time"

	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/boogie"
)

var corpusAll = flag.Bool("boogie.all", false, "verify every in-subset corpus file (20 s each) instead of the fast subset")

// fastCorpus are corpus files horn decides in well under a second each,
// from every source, correct and buggy.
var fastCorpus = map[string]bool{
	"boogie-lock-Lock.bpl":                           true,
	"boogie-lock-LockIncorrect.bpl":                  true,
	"boogie-textbook-McCarthy-91.bpl":                true,
	"corral-fwdbck-15-simp15.bpl":                    true,
	"corral-fwdbck-18-simp18.bpl":                    true,
	"corral-fwdbck-5-simp5.bpl":                      true,
	"corral-regression-017-f.bpl":                    true,
	"corral-regression-018-f1.bpl":                   true,
	"corral-regression-018-f4.bpl":                   true,
	"corral-regression-cex-twoasserts.bpl":           true,
	"corral-regression-loop-seq.bpl":                 true,
	"symbooglix-concrete-map_stores.bpl":             true,
	"symbooglix-concrete-uninterpreted_function.bpl": true,
}

// corpusTranslation reads and encodes a corpus file with its entry.
func corpusTranslation(t *testing.T, e corpusEntry) *boogie.Translation {
	t.Helper()
	prog, info, err := boogie.Read(e.file, readSource(t, e.file))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := boogie.Translate(prog, info, boogie.Options{Entry: e.entry})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// TestCorpusTranslate: every in-subset file translates, quickly, and its
// clauses print as SMT-LIB2 that reads back.
func TestCorpusTranslate(t *testing.T) {
	n := 0
	for _, e := range readCorpus(t) {
		if e.subset != "in" {
			continue
		}
		start := time.Now()
		tr := corpusTranslation(t, e)
		if d := time.Since(start); d > time.Second {
			t.Errorf("%s: translating took %v", e.file, d)
		}
		var b bytes.Buffer
		if err := tr.WriteSMT(&b); err != nil {
			t.Fatalf("%s: %v", e.file, err)
		}
		if _, err := smtlib2.Parse(e.file+".smt2", b.Bytes()); err != nil {
			t.Fatalf("%s: the clauses do not read back: %v", e.file, err)
		}
		n++
	}
	t.Logf("%d in-subset corpus files translated", n)
}

// TestCorpusVerdicts: no verdict contradicts EXPECTED.tsv, on the fast
// subset (every in-subset file with -boogie.all).
func TestCorpusVerdicts(t *testing.T) {
	if testing.Short() && !*corpusAll {
		t.Skip("-short")
	}
	needZ3(t)
	decided := 0
	for _, e := range readCorpus(t) {
		if e.subset != "in" || !*corpusAll && !fastCorpus[e.file] {
			continue
		}
		v := verify(t, corpusTranslation(t, e), 20*time.Second)
		switch {
		case v.Answer == boogie.Unknown:
			t.Logf("%s: unknown (%s)", e.file, v.Reason)
		case v.Answer != e.expected:
			t.Errorf("%s: %s, EXPECTED.tsv says %s", e.file, v.Answer, e.expected)
		default:
			decided++
		}
	}
	t.Logf("%d decided", decided)
}

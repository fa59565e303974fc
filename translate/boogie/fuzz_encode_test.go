package boogie_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/boogie"
)

// FuzzEncode checks that the encoder never panics on a checked program,
// that its errors are positioned, and that its clauses print as SMT-LIB2
// that reads back.
func FuzzEncode(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	for _, p := range programs {
		f.Add([]byte(p.src))
	}
	f.Add([]byte(tamperSrc))
	files, _ := filepath.Glob("testdata/verify/*.bpl")
	for _, p := range files {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		prog, info, err := boogie.Read("fuzz.bpl", src)
		if err != nil {
			return
		}
		// Quantified axioms that define no function are refused, or
		// dropped with the option.
		drop := bytes.Contains(src, []byte("drop"))
		tr, err := boogie.Translate(prog, info, boogie.Options{DropQuantifiedAxioms: drop})
		if err != nil {
			positioned(t, err)
			return
		}
		var b bytes.Buffer
		if err := tr.WriteSMT(&b); err != nil {
			t.Fatal(err)
		}
		if _, err := smtlib2.Parse("fuzz.smt2", b.Bytes()); err != nil {
			t.Fatalf("the clauses do not read back: %v\n%s", err, b.String())
		}
	})
}

package rts_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/rts"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestGolden compares the clauses of access_error (n = 4) under each
// encoding with testdata/golden (rewritten by -update), and checks that
// smtlib2 reads them back and prints the same text.
func TestGolden(t *testing.T) {
	r, _ := parseFile(t, "../../examples/access_error.rts")
	for _, g := range []struct {
		name string
		opt  rts.Options
	}{
		{"basic", rts.Options{}},
		{"kripke-fan", rts.Options{Encoding: rts.Kripke}},
		{"kripke-chain", rts.Options{Encoding: rts.Kripke, Join: rts.Chain}},
		{"arrays", rts.Options{Encoding: rts.Arrays}},
	} {
		s, err := rts.Encode(r, g.opt)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := smtlib2.WriteSystem(&got, s); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", "golden", "access_error.n4."+g.name+".smt2")
		if *update {
			if err := os.WriteFile(path, got.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run with -update to create it)", err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%s differs from the encoding (run with -update after checking the change)", path)
		}
		s2, err := smtlib2.Parse(path, got.Bytes())
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		var again bytes.Buffer
		smtlib2.WriteSystem(&again, s2)
		if !bytes.Equal(got.Bytes(), again.Bytes()) {
			t.Errorf("%s: reading and printing again changes the text", path)
		}
	}
}

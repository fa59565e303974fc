package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/internal/chcgen"
	"github.com/horn-chc/horn/smtlib2"
)

// checkPrintSize runs horn print and horn preprocess on file and checks that
// each output is at most twice the input's size and reads back to itself
// (parsed and printed again, the same text).
func checkPrintSize(t *testing.T, file string) {
	t.Helper()
	in, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"print", "preprocess"} {
		out, errs, code := horn(t, "", cmd, file)
		if code != exitOK {
			t.Fatalf("horn %s %s: exit %d\n%s", cmd, file, code, errs)
		}
		t.Logf("horn %s: %d bytes in, %d bytes out", cmd, in.Size(), len(out))
		if int64(len(out)) > 2*in.Size() {
			t.Errorf("horn %s %s: %d bytes from %d: shared terms lost their lets", cmd, filepath.Base(file), len(out), in.Size())
		}
		s, err := smtlib2.Parse(cmd+" output", []byte(out))
		if err != nil {
			t.Fatalf("horn %s output does not parse: %v", cmd, err)
		}
		var again strings.Builder
		if err := smtlib2.WriteSystem(&again, s); err != nil {
			t.Fatal(err)
		}
		if again.String() != out {
			t.Errorf("horn %s output does not read back to the same system", cmd)
		}
	}
}

// TestPrintSizeVoteChain: horn print and horn preprocess keep the sharing of
// majority-vote chains (the shape of sally's oral-messages files) whose
// trees have more than 2^31 nodes.
func TestPrintSizeVoteChain(t *testing.T) {
	for _, n := range []int{20, 80} {
		file := filepath.Join(t.TempDir(), "vote"+strconv.Itoa(n)+".smt2")
		if err := os.WriteFile(file, []byte(chcgen.VoteChain(n)), 0o644); err != nil {
			t.Fatal(err)
		}
		checkPrintSize(t, file)
	}
}

// TestPrintSizeRegression: the file that printed as 682 MB.
func TestPrintSizeRegression(t *testing.T) {
	checkPrintSize(t, benchdata.Dir(t, "regressions", "print-blowup-om1_4_19.smt2"))
}

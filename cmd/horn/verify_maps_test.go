package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNestedMapsEndToEnd (issue 44): Boogie maps of maps and two-index
// maps that start arbitrary. horn verify answers buggy with a replayed
// trace, or correct; the clauses of horn translate boogie, which z3
// decides the same way, are unsat with a derivation that horn check
// accepts under pdr, bmc and si, or sat with a model it accepts; kind
// answers unknown, naming the array sort it does not handle. Before, the
// buggy ones were unknown: Z3's values of the initial map (lambdas nested
// in lambdas) could not be read.
func TestNestedMapsEndToEnd(t *testing.T) {
	needZ3(t)
	dir := t.TempDir()
	for _, tc := range []struct{ name, verdict, answer string }{
		{"nested-map-buggy", "buggy", "unsat"},
		{"multi-index-buggy", "buggy", "unsat"},
		{"nested-map-correct", "correct", "sat"},
	} {
		bpl := filepath.Join("..", "..", "translate", "boogie", "testdata", "verify", tc.name+".bpl")
		out, errs, code := horn(t, "", "verify", "--trace", bpl)
		if firstLine(out) != tc.verdict || code != exitOK {
			t.Errorf("verify %s: exit %d, %q %s", tc.name, code, out, errs)
		} else if tc.verdict == "buggy" && !strings.Contains(out, "fails") {
			t.Errorf("verify %s: the trace ends at no failing check:\n%s", tc.name, out)
		}
		smt := filepath.Join(dir, tc.name+".smt2")
		if _, errs, code := horn(t, "", "translate", "boogie", "-o", smt, bpl); code != exitOK {
			t.Fatalf("translate boogie %s: exit %d, %s", tc.name, code, errs)
		}
		if got := z3File(t, smt); got != tc.answer {
			t.Fatalf("z3 says %s on %s, want %s", got, tc.name, tc.answer)
		}
		engines := []string{"pdr", "bmc", "si"}
		witness := "--cex"
		if tc.answer == "sat" {
			engines, witness = []string{"pdr", "si"}, "--model"
		}
		for _, e := range engines {
			out, errs, _ := horn(t, "", "solve", "-e", e, witness, smt)
			first, rest, _ := strings.Cut(out, "\n")
			if first != tc.answer {
				t.Errorf("solve -e %s %s: %q %s", e, tc.name, first, errs)
				continue
			}
			w := filepath.Join(dir, tc.name+"."+e+".witness")
			if err := os.WriteFile(w, []byte(rest), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, errs, code := horn(t, "", "check", smt, w); code != exitOK {
				t.Errorf("check the witness of -e %s on %s: exit %d, %q %s", e, tc.name, code, out, errs)
			}
		}
		out, errs, _ = horn(t, "", "solve", "-e", "kind", smt)
		if firstLine(out) != "unknown" || !strings.Contains(errs, "(Array Int (Array Int Bool))") {
			t.Errorf("solve -e kind %s: %q %s; want unknown naming the array sort", tc.name, out, errs)
		}
	}
}

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
		if firstLine(out) != tc.verdict || code != verdictExit[tc.verdict] {
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

// TestQuantifiedAxiomsCLI (issue 44): a quantified axiom that defines no
// function is refused with advice naming --drop-quantified-axioms, which
// verify and translate boogie have; with it, a proof stands (correct), a
// counterexample that satisfies the dropped axioms is buggy, one that
// violates them is unknown with the axiom's position; SMACK's defining
// axioms and uses blocks need no option.
// verdictExit is verify's exit status for each verdict.
var verdictExit = map[string]int{"correct": exitOK, "buggy": exitBuggy, "unknown": exitUnknown}

func TestQuantifiedAxiomsCLI(t *testing.T) {
	needZ3(t)
	fixture := func(name string) string {
		return filepath.Join("..", "..", "translate", "boogie", "testdata", "verify", name+".bpl")
	}
	spurious := fixture("drop-spurious")
	_, errs, code := horn(t, "", "verify", spurious)
	if code != exitInput || !strings.Contains(errs, "drop-spurious.bpl:7:8: quantified axioms are supported only where they define a function") ||
		!strings.Contains(errs, "--drop-quantified-axioms") {
		t.Errorf("without the option: exit %d, %s", code, errs)
	}
	for _, tc := range []struct{ name, want, reason string }{
		{"drop-spurious", "unknown", "the counterexample is spurious"},
		{"drop-buggy", "buggy", ""},
		{"drop-buggy-reads", "buggy", ""},
		{"drop-correct", "correct", ""},
	} {
		out, errs, code := horn(t, "", "verify", "--drop-quantified-axioms", "--trace", fixture(tc.name))
		if firstLine(out) != tc.want || code != verdictExit[tc.want] || !strings.Contains(errs, "quantified axiom dropped") ||
			!strings.Contains(errs, tc.reason) {
			t.Errorf("verify --drop-quantified-axioms %s: exit %d, %q %s", tc.name, code, out, errs)
		}
	}
	for _, tc := range []struct{ name, want string }{
		{"smack-prelude-correct", "correct"}, {"smack-prelude-buggy", "buggy"},
		{"uses-function", "correct"}, {"uses-function-buggy", "buggy"},
	} {
		if out, errs, code := horn(t, "", "verify", fixture(tc.name)); firstLine(out) != tc.want || code != verdictExit[tc.want] {
			t.Errorf("verify %s: exit %d, %q %s", tc.name, code, out, errs)
		}
	}
	// translate boogie drops likewise; z3 finds the over-approximation
	// unsafe (the bug needs f(1) <= 1).
	smt := filepath.Join(t.TempDir(), "spurious.smt2")
	if _, errs, code := horn(t, "", "translate", "boogie", "--drop-quantified-axioms", "-o", smt, spurious); code != exitOK {
		t.Fatalf("translate boogie --drop-quantified-axioms: exit %d, %s", code, errs)
	}
	if got := z3File(t, smt); got != "unsat" {
		t.Errorf("z3 says %s on the over-approximation", got)
	}
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerifyAnnotate: --annotate writes the program with horn's
// contracts and loop invariants inserted, which verify accepts back as
// correct; after buggy nothing is written, and C programs are refused.
func TestVerifyAnnotate(t *testing.T) {
	needZ3(t)
	out := filepath.Join(t.TempDir(), "sum-annotated.bpl")
	stdout, errs, code := horn(t, "", "verify", "--annotate", out, "../../examples/sum.bpl")
	if code != exitOK || firstLine(stdout) != "correct" {
		t.Fatalf("verify --annotate: exit %d\n%s%s", code, stdout, errs)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	// add has no loop and no call: its summary is its body's relation
	// over all inputs, an ensures with no requires.
	if n := strings.Count(string(text), "{:inferred}"); n < 2 || !strings.Contains(string(text), "invariant {:inferred} ") ||
		!strings.Contains(string(text), "ensures {:inferred} total == old(total) + k;") {
		t.Errorf("%d annotations inserted, want the loop invariant and add's ensures:\n%s", n, text)
	}
	if stdout, errs, code := horn(t, "", "verify", out); code != exitOK || firstLine(stdout) != "correct" {
		t.Errorf("verify of the annotated program: exit %d\n%s%s\n%s", code, stdout, errs, text)
	}

	buggy := filepath.Join(t.TempDir(), "withdraw-annotated.bpl")
	if _, errs, code := horn(t, "", "verify", "--annotate", buggy, "../../examples/withdraw.bpl"); code != exitBuggy || !strings.Contains(errs, "not written") {
		t.Errorf("--annotate on a buggy program: exit %d, %s", code, errs)
	}
	if _, err := os.Stat(buggy); err == nil {
		t.Errorf("--annotate wrote %s for a buggy program", buggy)
	}
	if _, _, code := horn(t, "", "verify", "--annotate", out, "../../examples/c/sum-correct.c"); code != exitUsage {
		t.Errorf("--annotate on C: exit %d, want %d", code, exitUsage)
	}
}

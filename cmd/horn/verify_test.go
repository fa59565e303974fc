package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
)

func needZ3(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 is not on PATH")
	}
}

// TestVerifyCLI: answers and exit codes, --json, errors with positions,
// and translate boogie's clauses, which read back and which z3 accepts.
func TestVerifyCLI(t *testing.T) {
	needZ3(t)
	out, _, code := horn(t, "", "verify", "--json", "../../examples/withdraw.bpl")
	first, rest, _ := strings.Cut(out, "\n")
	var js struct {
		Answer string `json:"answer"`
		Trace  []struct {
			Kind string `json:"kind"`
			Pos  string `json:"pos"`
		} `json:"trace"`
	}
	if code != exitOK || first != "buggy" || json.Unmarshal([]byte(rest), &js) != nil || js.Answer != "buggy" {
		t.Fatalf("--json: exit %d, %q", code, out)
	}
	if last := js.Trace[len(js.Trace)-1]; last.Kind != "fail" || !strings.HasSuffix(last.Pos, "withdraw.bpl:14:3") {
		t.Errorf("the trace ends with %+v", last)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.bpl")
	os.WriteFile(bad, []byte("procedure main() {\n  assert (forall x: int :: x == x);\n}\n"), 0o644)
	if _, errs, code := horn(t, "", "verify", bad); code != exitInput || !strings.Contains(errs, "bad.bpl:2:11: quantifiers in assertions are not supported (forall)") ||
		strings.Contains(errs, "--drop-quantified-axioms") {
		t.Errorf("quantifier: exit %d, %s", code, errs)
	}
	if _, _, code := horn(t, "", "verify", "-e", "nope", "../../examples/sum.bpl"); code != exitUsage {
		t.Errorf("unknown engine: exit %d", code)
	}
	smt := filepath.Join(dir, "sum.smt2")
	if _, errs, code := horn(t, "", "translate", "boogie", "-o", smt, "../../examples/sum.bpl"); code != exitOK {
		t.Fatalf("translate boogie: exit %d, %s", code, errs)
	}
	if _, err := smtlib2.ParseFile(smt); err != nil {
		t.Fatal(err)
	}
	if got := z3File(t, smt); got != "sat" {
		t.Errorf("z3 says %s on the translation of sum.bpl", got)
	}
}

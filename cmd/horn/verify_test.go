package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
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
	// --json: one document, nothing before it, positions as objects.
	out, _, code := horn(t, "", "verify", "--json", "../../examples/withdraw.bpl")
	var js struct {
		Answer string `json:"answer"`
		Trace  []struct {
			Kind string  `json:"kind"`
			Pos  chc.Pos `json:"pos"`
		} `json:"trace"`
	}
	if code != exitBuggy || !strings.HasPrefix(out, "{") || json.Unmarshal([]byte(out), &js) != nil || js.Answer != "buggy" {
		t.Fatalf("--json: exit %d, %q", code, out)
	}
	if last := js.Trace[len(js.Trace)-1]; last.Kind != "fail" || !strings.HasSuffix(last.Pos.String(), "withdraw.bpl:14:3") {
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

// TestVerifyExitCodes: a CI job tells the verdicts apart by the exit
// status: 0 correct, 4 buggy, 5 unknown (1 and 2 stay input and usage
// errors).
func TestVerifyExitCodes(t *testing.T) {
	needZ3(t)
	for _, tc := range []struct {
		args   []string
		answer string
		code   int
	}{
		{[]string{"../../examples/sum.bpl"}, "correct", exitOK},
		{[]string{"../../examples/withdraw.bpl"}, "buggy", exitBuggy},
		// bmc cannot show sum's loop (over any n) correct: at the timeout
		// the answer is unknown.
		{[]string{"-e", "bmc", "--timeout", "1", "../../examples/sum.bpl"}, "unknown", exitUnknown},
	} {
		out, errs, code := horn(t, "", append([]string{"verify"}, tc.args...)...)
		if firstLine(out) != tc.answer || code != tc.code {
			t.Errorf("verify %v: %q, exit %d, want %s and %d\n%s", tc.args, firstLine(out), code, tc.answer, tc.code, errs)
		}
	}
	if _, _, code := horn(t, "", "verify", "no-such-file.bpl"); code != exitInput {
		t.Errorf("verify of a missing file: exit %d, want %d", code, exitInput)
	}
}

// TestVerifyErrorLimit: a library-mode program with four failing checks
// in three procedures has all four reported, each with a trace that
// replays to it; --error-limit 2 stops after two and says so.
func TestVerifyErrorLimit(t *testing.T) {
	needZ3(t)
	const file = "testdata/verify/errors.bpl"
	want := []string{
		file + ":14:3: precondition x >= 0 of inc fails",
		file + ":21:3: precondition x >= 0 of inc fails",
		file + ":22:3: assertion r > 5 fails",
		file + ":33:3: assertion a != 3 fails",
	}
	out, errs, code := horn(t, "", "verify", file)
	if got := strings.Split(strings.TrimSpace(out), "\n"); code != exitBuggy || !slices.Equal(got, append([]string{"buggy"}, want...)) {
		t.Errorf("verify %s: exit %d\n%s\nwant buggy and\n%s\nstderr: %s", file, code, out, strings.Join(want, "\n"), errs)
	}
	if strings.Contains(errs, "error-limit") {
		t.Errorf("all errors found, yet stderr says %q", errs)
	}

	out, errs, code = horn(t, "", "verify", "--trace", "--error-limit", "2", file)
	traces := strings.Count(out, "trace from entry ")
	if code != exitBuggy || traces != 2 || !strings.Contains(errs, "stopped at the error limit (--error-limit 2)") {
		t.Errorf("--error-limit 2: exit %d, %d traces, stderr %q\n%s", code, traces, errs, out)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, file) && strings.HasSuffix(line, " fails") && !slices.Contains(want, line) {
			t.Errorf("a trace ends with %q, not one of the failing checks", line)
		}
	}

	out, _, code = horn(t, "", "verify", "--json", file)
	var js struct {
		Answer   string `json:"answer"`
		Complete bool   `json:"complete"`
		Errors   []struct {
			Answer string `json:"answer"`
			Entry  string `json:"entry"`
			Trace  []struct {
				Kind string  `json:"kind"`
				Pos  chc.Pos `json:"pos"`
			} `json:"trace"`
		} `json:"errors"`
	}
	if err := json.Unmarshal([]byte(out), &js); err != nil || code != exitBuggy {
		t.Fatalf("--json: exit %d, %v\n%s", code, err, out)
	}
	if js.Answer != "buggy" || !js.Complete || len(js.Errors) != len(want) {
		t.Fatalf("--json: answer %s, complete %v, %d errors; want buggy, true, %d", js.Answer, js.Complete, len(js.Errors), len(want))
	}
	for i, e := range js.Errors {
		last := e.Trace[len(e.Trace)-1]
		if pos, _, _ := strings.Cut(want[i], ": "); last.Kind != "fail" || last.Pos.String() != pos {
			t.Errorf("--json error %d ends with %+v, want the failure at %s", i, last, pos)
		}
	}
	if _, _, code := horn(t, "", "verify", "--error-limit", "-1", file); code != exitUsage {
		t.Errorf("--error-limit -1: exit %d, want %d", code, exitUsage)
	}
}

// TestVerifySearchStopped: when the search for further errors ends
// without an answer (bmc cannot show the rest correct before the
// timeout), the errors found stand, exit 4, and stderr says why the
// search stopped.
func TestVerifySearchStopped(t *testing.T) {
	needZ3(t)
	const file = "testdata/verify/more.bpl"
	out, errs, code := horn(t, "", "verify", "-e", "bmc", "--timeout", "3", file)
	want := "buggy\n" + file + ":14:3: assertion n != 2 fails\n"
	if code != exitBuggy || out != want || !strings.Contains(errs, "after 1 error, the search for more stopped: timeout") {
		t.Errorf("verify -e bmc --timeout 3 %s: exit %d\n%s\nstderr: %s\nwant exit %d and\n%s", file, code, out, errs, exitBuggy, want)
	}
}

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/horn-chc/horn/smtlib2"
)

// z3File runs the z3 binary on path and returns its answer.
func z3File(t *testing.T, path string) string {
	t.Helper()
	out, err := exec.Command("z3", "-T:20", path).CombinedOutput()
	if err != nil && len(out) == 0 {
		t.Fatalf("z3: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// TestTranslateRTS: horn translate rts prints clauses that parse and that
// z3 decides as expected, for every encoding; --json round-trips through
// standard input.
func TestTranslateRTS(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 is not on PATH")
	}
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{}, "unsat"},
		{[]string{"--heap", "1"}, "sat"},
		{[]string{"--encoding", "kripke", "--heap", "8"}, "unsat"},
		{[]string{"--encoding", "kripke", "--join", "chain", "--worlds", "linear:3"}, "unsat"},
		{[]string{"--encoding", "kripke", "--worlds", "2,4"}, "unsat"},
		{[]string{"--encoding", "arrays", "--heap", "1"}, "sat"},
		{[]string{"--encoding", "arrays", "--heap", "1", "--unbounded"}, "unsat"},
	} {
		out := filepath.Join(dir, "out.smt2")
		args := append([]string{"translate", "rts", "../../examples/access_error.rts", "-o", out}, tc.args...)
		if _, errs, code := horn(t, "", args...); code != exitOK {
			t.Fatalf("%v: exit %d: %s", tc.args, code, errs)
		}
		if _, err := smtlib2.ParseFile(out); err != nil {
			t.Fatalf("%v: output does not parse: %v", tc.args, err)
		}
		if got := z3File(t, out); got != tc.want {
			t.Errorf("%v: z3 says %s, want %s", tc.args, got, tc.want)
		}
	}
	js, errs, code := horn(t, "", "translate", "rts", "--json", "../../examples/access_error.rts")
	if code != exitOK || !strings.Contains(js, `"rts": "access_error"`) {
		t.Fatalf("--json: exit %d %s", code, errs)
	}
	smt, errs, code := horn(t, js, "translate", "rts", "-")
	if code != exitOK {
		t.Fatalf("JSON from stdin: exit %d %s", code, errs)
	}
	if _, err := smtlib2.Parse("stdin.smt2", []byte(smt)); err != nil {
		t.Fatal(err)
	}
}

func TestTranslateRTSBatch(t *testing.T) {
	in, out := t.TempDir(), t.TempDir()
	src, err := os.ReadFile("../../examples/access_error.rts")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(in, "a.rts"), src, 0o644)
	os.WriteFile(filepath.Join(in, "b.rts"), src, 0o644)
	if _, errs, code := horn(t, "", "translate", "rts", "--batch", out, "--heap", "4,16", in); code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, name := range []string{"a", "b"} {
		for _, n := range []string{"n4", "n16"} {
			for _, enc := range []string{"basic", "kripke-fan", "kripke-chain", "arrays"} {
				p := filepath.Join(out, name+"."+n+"."+enc+".smt2")
				if _, err := smtlib2.ParseFile(p); err != nil {
					t.Errorf("%s: %v", p, err)
				}
			}
		}
	}
	if files, _ := filepath.Glob(filepath.Join(out, "*")); len(files) != 16 {
		t.Errorf("%d files, want 16", len(files))
	}
}

func TestTranslateRTSErrors(t *testing.T) {
	_, errs, code := horn(t, "(rts x\n  (vertex 0) (root 0) (error 0)\n  (edge 0 0 (assign y 1)))\n", "translate", "rts", "-")
	if code != exitInput || !regexp.MustCompile(`^horn: -:3:13: assign: unknown variable y\n$`).MatchString(errs) {
		t.Fatalf("bad input: exit %d %q", code, errs)
	}
	_, errs, code = horn(t, "", "translate", "rts", "--encoding", "frob", "../../examples/access_error.rts")
	if code != exitUsage {
		t.Fatalf("bad encoding: exit %d %q", code, errs)
	}
	_, errs, code = horn(t, "", "translate", "rts", "--unbounded", "../../examples/access_error.rts")
	if code != exitUsage {
		t.Fatalf("--unbounded with basic: exit %d %q", code, errs)
	}
	_, errs, code = horn(t, "", "translate", "rts", "--heap", "x", "../../examples/access_error.rts")
	if code != exitUsage {
		t.Fatalf("bad heap: exit %d %q", code, errs)
	}
	_, errs, code = horn(t, "", "translate", "rts", "--encoding", "kripke", "--worlds", "3,1", "../../examples/access_error.rts")
	if code != exitUsage {
		t.Fatalf("bad worlds: exit %d %q", code, errs)
	}
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/translate/c/svwitness"
)

// cBuggy is buggy in both data models; the trace's unsigned long is the
// largest of its data model (u + 1 wraps to 0).
const cBuggy = `extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned long u = __VERIFIER_nondet_ulong();
  if (x == 7 && u + 1 == 0) reach_error();
  return 0;
}
`

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestVerifyCBuggyReplayed: buggy is printed after the compiled program
// replays the trace, in both data models (or, without a compiler for the
// data model, after the interpreter's, with a note saying so).
func TestVerifyCBuggyReplayed(t *testing.T) {
	needZ3(t)
	prog := writeFile(t, t.TempDir(), "b.c", cBuggy)
	for _, dm := range []string{"ILP32", "LP64"} {
		out, errs, code := horn(t, "", "verify", "--data-model", dm, "--trace", prog)
		if code != exitBuggy || firstLine(out) != "buggy" {
			t.Errorf("%s: exit %d, %q %q", dm, code, out, errs)
			continue
		}
		if errs != "" && !strings.Contains(errs, "interpreter only") {
			t.Errorf("%s: stderr %q", dm, errs)
		}
	}
}

// TestVerifyCWrapsCorpus: tasks of the C benchmarks whose unsigned
// counters wrap modulo 2^32 only in the clauses (the loop tests keep them
// far below), with their expected verdicts: decided once the impossible
// wrap-arounds are dropped (the models lifted to the clauses as they
// were), and a bug still replayed; and counters stepped by 2 and 4,
// whose parity invariants Z3 now validates over the wrapped update.
func TestVerifyCWrapsCorpus(t *testing.T) {
	needZ3(t)
	dir := benchdata.Dir(t, "c")
	for _, tc := range []struct{ task, want string }{
		{"loop-acceleration/nested_1-1.yml", "correct"},
		{"loop-acceleration/simple_3-2.yml", "correct"},
		{"loop-acceleration/const_1-2.yml", "buggy"},
		{"loop-invariants/even.yml", "correct"},
		{"loop-invariants/mod4.yml", "correct"},
	} {
		out, errs, _ := horn(t, "", "verify", "--timeout", "120", filepath.Join(dir, tc.task))
		if got := firstLine(out); got != tc.want {
			t.Errorf("%s: %q, want %s (stderr %q)", tc.task, got, tc.want, errs)
		}
	}
}

// cDeep is buggy only after 10^5 iterations, for every input.
const cDeep = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned int i, s = 0;
  int x = __VERIFIER_nondet_int();
  for (i = 0; i < 100000; i++) s += 3;
  if (s == 300000u && x != 123456789) reach_error();
  return 0;
}
`

// TestVerifyCTestRuns: the test phase finds the bug behind 10^5
// iterations (buggy, replayed; the trace with the interpreter's steps or,
// past its bounds, the nondet values with a note, located by the compiled
// program); either way a violation witness that passes the checks is
// written; with --test-runs 0 the clauses alone do not decide in a few
// seconds.
func TestVerifyCTestRuns(t *testing.T) {
	needZ3(t)
	dir := t.TempDir()
	prog := writeFile(t, dir, "deep.c", cDeep)
	w := filepath.Join(dir, "w.yml")
	out, errs, code := horn(t, "", "verify", "--data-model", "ILP32", "--trace", "--witness", w, prog)
	if strings.Contains(errs, "no test runs") {
		t.Skipf("no compiler: %s", errs)
	}
	if code != exitBuggy || firstLine(out) != "buggy" {
		t.Fatalf("exit %d, %q %q", code, firstLine(out), errs)
	}
	if !strings.Contains(out, "<- reach_error") {
		t.Errorf("the trace does not end in reach_error: %q", out)
	}
	data, err := os.ReadFile(w)
	if err != nil {
		t.Fatalf("no witness (stderr %q): %v", errs, err)
	}
	es, err := svwitness.Check(data)
	if err == nil {
		err = checkViolation(es[0], out)
	}
	if err != nil {
		t.Errorf("the witness of the trace %q: %v", out, err)
	}
	out, errs, _ = horn(t, "", "verify", "--test-runs", "0", "--timeout", "3", "--data-model", "ILP32", prog)
	if firstLine(out) == "buggy" || strings.Contains(errs, "test run") {
		t.Errorf("--test-runs 0: %q %q", firstLine(out), errs)
	}
}

// TestVerifyCTestRunsCorrect: a correct program gets no buggy from the
// test phase.
func TestVerifyCTestRunsCorrect(t *testing.T) {
	needZ3(t)
	src := strings.Replace(cDeep, "s == 300000u", "s != 300000u", 1)
	prog := writeFile(t, t.TempDir(), "ok.c", src)
	out, errs, _ := horn(t, "", "verify", "--timeout", "20", "--data-model", "ILP32", prog)
	if got := firstLine(out); got == "buggy" {
		t.Errorf("a correct program is buggy: %q", errs)
	}
}

// TestVerifyCTestRunsWitness: a bug the test phase finds behind a short
// loop has the interpreter's steps, and its violation witness is well
// formed (svwitness.Check) and ends at the call of reach_error.
func TestVerifyCTestRunsWitness(t *testing.T) {
	needZ3(t)
	dir := t.TempDir()
	prog := writeFile(t, dir, "short.c", `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int i, s = 0;
  for (i = 0; i < 1000; i++) s += 1;
  if (x > 5 && s == 1000) reach_error();
  return 0;
}
`)
	w := filepath.Join(dir, "w.yml")
	out, errs, code := horn(t, "", "verify", "--timeout", "120", "--test-runs", "10", "--trace", "--witness", w, prog)
	if strings.Contains(errs, "no test runs") {
		t.Skipf("no compiler: %s", errs)
	}
	if code != exitBuggy || !strings.Contains(out, "<- reach_error") {
		t.Fatalf("exit %d, %q %q", code, out, errs)
	}
	data, err := os.ReadFile(w)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svwitness.Check(data); err != nil || !strings.Contains(string(data), "type: target") || !strings.Contains(string(data), "line: 7") {
		t.Errorf("witness: %v\n%s", err, data)
	}
}

// TestTranslateCNarrowsWraps: translate c prints the clauses verify
// solves, the loop's unsigned step x + 1 without its wrap-around (the
// test x < 100 keeps it in range); --keep-wraps prints it as lowered.
func TestTranslateCNarrowsWraps(t *testing.T) {
	needZ3(t)
	prog := writeFile(t, t.TempDir(), "w.c", `extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  unsigned int x = 0;
  while (x < 100) x = x + 1;
  if (x != 100) reach_error();
  return 0;
}
`)
	narrowed, errs, code := horn(t, "", "translate", "c", prog)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	kept, errs, code := horn(t, "", "translate", "c", "--keep-wraps", prog)
	if code != 0 {
		t.Fatalf("--keep-wraps: exit %d: %s", code, errs)
	}
	if strings.Contains(narrowed, "4294967296") || !strings.Contains(kept, "4294967296") {
		t.Errorf("want the wrap-around only with --keep-wraps:\n%s\n--keep-wraps:\n%s", narrowed, kept)
	}
	for _, text := range []string{narrowed, kept} {
		out, errs, _ := horn(t, text, "solve", "-")
		if firstLine(out) != "sat" {
			t.Errorf("solve: %q %q on\n%s", out, errs, text)
		}
	}
}

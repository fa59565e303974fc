package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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

// Package enginetest is the one conformance suite every engine runs: the
// fixtures under testdata/engines (each with a "; expect: sat|unsat" header),
// solved through engine.Run so that every answer is validated, and compared
// with the expectation. A wrong answer or a failed validation fails the test;
// unknown is reported as a skip, not a pass.
package enginetest

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
)

// Dir returns the fixture directory.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "engines")
}

var expectRE = regexp.MustCompile(`(?m)^; expect: (sat|unsat)\s*$`)

// Expected reads a fixture's expected answer.
func Expected(src []byte) chc.Status {
	m := expectRE.FindSubmatch(src)
	if m == nil {
		return chc.Unknown
	}
	if string(m[1]) == "sat" {
		return chc.Sat
	}
	return chc.Unsat
}

// Load reads a fixture: its system and its expected answer.
func Load(t testing.TB, file string) (*chc.System, chc.Status) {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s, err := smtlib2.Parse(file, src)
	if err != nil {
		t.Fatal(err)
	}
	return s, Expected(src)
}

// Run solves every fixture with a fresh engine from mk and returns the
// answers by file name. Each fixture is a subtest; timeout bounds each solve.
func Run(t *testing.T, mk func() engine.Engine, newSolver smt.NewSolver, timeout time.Duration) map[string]chc.Status {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(Dir(), "*.smt2"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures in %s: %v", Dir(), err)
	}
	got := make(map[string]chc.Status)
	for _, file := range files {
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			got[name] = Solve(t, file, mk(), newSolver, timeout)
		})
	}
	return got
}

// Solve solves one file with e, validating the witness, and checks the
// answer against the file's expectation.
func Solve(t *testing.T, file string, e engine.Engine, newSolver smt.NewSolver, timeout time.Duration) chc.Status {
	t.Helper()
	s, want := Load(t, file)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	r, err := engine.Run(ctx, e, s, engine.Options{NewSolver: newSolver})
	if err != nil {
		t.Fatalf("%s: %v", e.Name(), err)
	}
	switch {
	case r.Status == chc.Unknown:
		t.Skipf("%s: unknown: %s", e.Name(), r.Reason)
	case want != chc.Unknown && r.Status != want:
		t.Fatalf("%s: WRONG ANSWER %s, want %s", e.Name(), r.Status, want)
	}
	return r.Status
}

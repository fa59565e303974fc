package tsys_test

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// solveFile runs e on file through the driver without preprocessing, so
// that the answer is validated against the file's clauses.
func solveFile(t *testing.T, e result.Engine, file string, timeout time.Duration) engine.Result {
	t.Helper()
	s, err := smtlib2.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	r, err := engine.Run(ctx, e, s, engine.Options{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatalf("%s on %s: %v", e.Name(), file, err)
	}
	return r
}

// parse reads an inline system.
func parse(t *testing.T, src string) *chc.System {
	t.Helper()
	s, err := smtlib2.Parse("inline.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

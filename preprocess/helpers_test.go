package preprocess_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// benchDir returns the benchmark folder (its sets and reference.csv), or
// skips t when HORN_BENCHMARKS does not name it.
func benchDir(t testing.TB) string {
	t.Helper()
	return benchdata.Dir(t)
}

func parseFile(t testing.TB, path string) *chc.System {
	t.Helper()
	s, err := smtlib2.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func parseString(t testing.TB, src string) *chc.System {
	t.Helper()
	s, err := smtlib2.Parse("test.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// reference reads reference.csv: "set/file" → status.
func reference(t testing.TB) map[string]string {
	f, err := os.Open(filepath.Join(benchDir(t), "reference.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range rows[1:] {
		out[r[0]+"/"+r[1]] = r[2]
	}
	return out
}

// newEngine returns the engine by name.
func newEngine(name string) engine.Engine {
	switch name {
	case "bmc":
		return bmc.New(bmc.Options{NewSolver: z3.NewSolver, MaxDepth: 30})
	case "houdini":
		return &houdini.Engine{NewSolver: z3.NewSolver}
	}
	return pdr.New(pdr.Options{NewSolver: z3.NewSolver})
}

// solve runs an engine on s without validation.
func solve(t testing.TB, s *chc.System, eng string, timeout time.Duration) engine.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	r, err := newEngine(eng).Solve(ctx, s)
	if err != nil {
		t.Fatalf("%s: %v", eng, err)
	}
	return r
}

// checkWellFormed checks that out is a well-formed system that prints as
// CHC-COMP and reads back.
func checkWellFormed(t testing.TB, out *chc.System) {
	t.Helper()
	if err := out.Check(); err != nil {
		t.Fatalf("output is ill-formed: %v", err)
	}
	for _, c := range out.Clauses {
		if c.Head == nil {
			continue
		}
		seen := map[*chc.Term]bool{}
		for _, a := range c.Head.Args {
			if !a.IsVar() || seen[a] {
				t.Fatalf("head arguments are not distinct variables: %s", c)
			}
			seen[a] = true
		}
	}
	var b bytes.Buffer
	if err := smtlib2.WriteSystem(&b, out); err != nil {
		t.Fatalf("printing the output: %v", err)
	}
	if _, err := smtlib2.Parse("out.smt2", b.Bytes()); err != nil {
		t.Fatalf("reading the printed output: %v\n%s", err, b.String())
	}
}

// roundTrip applies pass to s, solves the output with eng, translates the
// witness back and validates it against s. It returns the answer (Unknown
// when the engine gave up).
func roundTrip(t testing.TB, s *chc.System, pass preprocess.Pass, eng string, timeout time.Duration) chc.Status {
	t.Helper()
	return roundTripTimed(t, s, pass, eng, timeout, true).status
}

// timing is the outcome of a round trip with the time of each stage.
type timing struct {
	status                  chc.Status
	pre, solve, back, check time.Duration
	reason                  string
}

func roundTripTimed(t testing.TB, s *chc.System, pass preprocess.Pass, eng string, timeout time.Duration, check bool) timing {
	t.Helper()
	var tm timing
	start := time.Now()
	out, back, err := pass.Apply(context.Background(), s)
	if err != nil {
		t.Fatalf("%s: %v", pass.Name(), err)
	}
	tm.pre = time.Since(start)
	checkWellFormed(t, out)
	start = time.Now()
	r := solve(t, out, eng, timeout)
	tm.solve, tm.status, tm.reason = time.Since(start), r.Status, r.Reason
	if !check {
		return tm
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	switch r.Status {
	case chc.Sat:
		start = time.Now()
		m, err := back.Model(ctx, r.Model, z3.NewSolver)
		if err != nil {
			t.Fatalf("%s: model back-translation: %v", pass.Name(), err)
		}
		tm.back = time.Since(start)
		start = time.Now()
		if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
			t.Fatalf("%s: back-translated model is invalid: %v", pass.Name(), err)
		}
		tm.check = time.Since(start)
	case chc.Unsat:
		start = time.Now()
		d, err := back.Derivation(ctx, r.Derivation, z3.NewSolver)
		if err != nil {
			t.Fatalf("%s: derivation back-translation: %v", pass.Name(), err)
		}
		tm.back = time.Since(start)
		start = time.Now()
		if err := witness.CheckDerivation(ctx, s, d); err != nil {
			t.Fatalf("%s: back-translated derivation is invalid: %v", pass.Name(), err)
		}
		tm.check = time.Since(start)
	}
	return tm
}

package engine_test

import (
	"context"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// TestParallelRealFiles: the default engine with two jobs, under the
// driver, answers real benchmark files as their references say, sat and
// unsat, on each class (as classified after preprocessing), each answer
// validated against the file as read.
func TestParallelRealFiles(t *testing.T) {
	for _, tc := range []struct {
		file string
		want chc.Status
	}{
		{"lia-lin/chc-comp24-LIA-Lin-138.smt2", chc.Sat},
		{"lia-lin/chc-comp24-LIA-Lin-126.smt2", chc.Unsat},
		{"lia-nonlin/chc-comp24-LIA-127.smt2", chc.Sat},
		{"lia-nonlin/chc-comp24-LIA-210.smt2", chc.Unsat},
		{"lia-arrays/chc-comp24-LIA-Arrays-155.smt2", chc.Sat},   // non-linear
		{"lia-arrays/chc-comp24-LIA-Arrays-122.smt2", chc.Unsat}, // non-linear
		{"bv/slayer-chaining-very_simple_unsafe-ints-bv.smt2", chc.Unsat},
	} {
		t.Run(filepath.Base(tc.file), func(t *testing.T) {
			path := benchdata.Dir(t, tc.file)
			s, err := smtlib2.ParseFile(path)
			if err != nil {
				t.Fatal(err)
			}
			r, err := engine.Solve(context.Background(), s, engine.Options{NewSolver: z3.NewSolver, Engine: engine.Default(engine.Config{NewSolver: z3.NewSolver, Jobs: 2})})
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != tc.want {
				t.Fatalf("%s (%s), want %s", r.Status, r.Reason, tc.want)
			}
			if r.Stats.Count("validations") < 1 {
				t.Error("the answer was not validated")
			}
		})
	}
}

// TestParallelConformance: with two jobs the default engine decides every
// conformance fixture (every class: linear, non-linear, bit-vector, sat
// and unsat) correctly, with validated witnesses.
func TestParallelConformance(t *testing.T) {
	got := enginetest.Run(t, func() engine.Engine {
		return engine.Default(engine.Config{NewSolver: z3.NewSolver, Jobs: 2})
	}, z3.NewSolver, 20*time.Second)
	for name, st := range got {
		if st == chc.Unknown {
			t.Errorf("%s: unknown, want an answer", name)
		}
	}
}

// TestParallelStopsLosers: when one member wins (PDR proving a
// non-linear system safe, which BMC beside it never decides) or the
// caller's deadline passes, Solve returns with every member's goroutine
// ended: the losers were cancelled and waited for.
func TestParallelStopsLosers(t *testing.T) {
	before := runtime.NumGoroutine()
	for _, tc := range []struct {
		name    string
		s       *chc.System
		timeout time.Duration
		want    chc.Status
	}{
		{"win", readFixture(t, "tree-nonlin-safe.smt2"), time.Minute, chc.Sat},
		{"deadline", hardSystem(t), 500 * time.Millisecond, chc.Unknown},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), tc.timeout)
		start := time.Now()
		r, err := engine.Solve(ctx, tc.s, engine.Options{NewSolver: z3.NewSolver, Engine: engine.Default(engine.Config{NewSolver: z3.NewSolver, Jobs: 3}), NoPreprocess: true})
		cancel()
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if r.Status != tc.want {
			t.Fatalf("%s: %s (%s), want %s", tc.name, r.Status, r.Reason, tc.want)
		}
		if tc.want == chc.Unknown && time.Since(start) > tc.timeout+2*time.Second {
			t.Errorf("%s: returned %v after the deadline", tc.name, time.Since(start)-tc.timeout)
		}
		deadline := time.Now().Add(2 * time.Second)
		for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
		if n := runtime.NumGoroutine(); n > before {
			t.Errorf("%s: %d goroutines after Solve, %d before", tc.name, n, before)
		}
	}
}

// hardSystem is a lia-lin file that neither Z3 nor Golem decides in
// 20 s (reference.csv); the test skips without the benchmarks.
func hardSystem(t *testing.T) *chc.System {
	t.Helper()
	path := benchdata.Dir(t, "lia-lin/chc-comp24-LIA-Lin-004.smt2")
	s, err := smtlib2.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

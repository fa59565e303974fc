package main

import (
	"context"
	"fmt"
	"time"

	cfront "github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/translate/c/replay"
)

// falsifyPolicy says when and how long horn verify runs a C program on
// generated values before it solves the clauses: for unreach-call only
// (a compiled run cannot observe a signed overflow), for a program in a
// file (the compiler reads it), within the runs' CPU time --test-runs
// gives and wallFactor times that in wall time (a loaded machine gives
// the runs less of it), never more than share of --timeout (for finding
// a run: compiling and the runs; confirming a found run, which decides
// the answer, has the rest of --timeout).
type falsifyPolicy struct {
	runs       int           // runs at most
	runTimeout time.Duration // one run's wall time
	wallFactor float64       // the phase's wall time, per CPU second of runs
	share      float64       // of --timeout, at most
}

// defaultFalsifyPolicy is the policy horn verify applies.
func defaultFalsifyPolicy() falsifyPolicy {
	return falsifyPolicy{runs: 256, runTimeout: 2 * time.Second, wallFactor: 4, share: 0.25}
}

// falsify runs the test phase: a confirmed buggy verdict, or nil (and
// then the clauses are solved) with a note on stderr when the phase was
// skipped or found something worth saying. tr is nil for a program
// outside horn's subset.
func (c *verifyCmd) falsify(ctx context.Context, e *env, tr *cfront.Translation) *cfront.Verdict {
	pol := defaultFalsifyPolicy()
	cpu := time.Duration(c.TestRuns)
	wall := time.Duration(float64(cpu) * pol.wallFactor)
	if c.Timeout > 0 {
		wall = min(wall, time.Duration(float64(c.Timeout)*pol.share))
		cpu = min(cpu, wall)
	}
	if cpu <= 0 || c.CheckOverflow {
		return nil
	}
	if c.File == "-" {
		fmt.Fprintln(e.stderr, "note: no test runs: the program comes from standard input, the compiler reads files")
		return nil
	}
	dm, _ := cfront.ParseDataModel(c.DataModel)
	p := replay.Program{Files: []string{c.File}, DataModel: cfront.TaskDataModel(dm)}
	// Finding (compiling, the runs) keeps to the phase's wall time, its
	// share of --timeout, so that the clauses get the rest; a found run's
	// confirmation decides the answer and has the rest of --timeout.
	b := replay.Budget{CPU: cpu, Wall: wall, Runs: pol.runs, RunTimeout: min(pol.runTimeout, wall)}
	v, st, note, err := cfront.Falsify(ctx, tr, p, replay.Options{}, b)
	if e.log != nil {
		e.log.Info("test runs", "compile", st.Compile, "runs", st.Search.Runs, "elapsed", st.Search.Elapsed, "cpu", st.Search.CPU,
			"deterministic", st.Search.Deterministic, "found", st.Found != nil)
	}
	if err != nil {
		if ctx.Err() == nil {
			fmt.Fprintln(e.stderr, "note: test runs failed:", err)
		}
		return nil
	}
	if v == nil && ctx.Err() != nil {
		return nil // --timeout ran out
	}
	if note != "" {
		fmt.Fprintln(e.stderr, "note:", note)
	}
	if v != nil && st.Found != nil && e.log != nil {
		e.log.Info("buggy: found by a test run and replayed on the compiled program", "run", st.Search.Runs,
			"strategy", st.Found.Strategy.String(), "seed", st.Found.Seed)
	}
	if v != nil && v.Trace != nil && len(v.Trace.Steps) == 0 {
		// The verdict stands; locating its calls is for the violation
		// witness.
		if err := v.Trace.Locate(ctx, cfront.Compiled{Program: p}); err != nil && e.log != nil {
			e.log.Info("the trace's calls are not located", "reason", err)
		}
	}
	return v
}

package benchmarks

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestWallKillsDoNotStopBatch runs a batch of jobs that outlive the
// wall-clock limit in every way a solver can: ignoring SIGTERM, leaving a
// child in another session that holds the output pipes, sleeping, and
// exiting on their own right around the moment of the kill (where Wait
// can report the context's error instead of an exit status). Each is a
// result; none stops the batch.
func TestWallKillsDoNotStopBatch(t *testing.T) {
	solvers := []Solver{
		{Name: "noterm", Cmd: "sh -c 'trap \"\" TERM; sleep 30' {file}"},
		{Name: "escaper", Cmd: "sh -c 'setsid sleep 3 & sleep 30' {file}"},
		{Name: "escaper0", Cmd: "sh -c 'setsid sleep 3 & echo sat' {file}"},
		helper(t, "sleeper", "sleep"),
	}
	for i := range 8 { // exits near the 0.3 s limit
		solvers = append(solvers, Solver{Name: fmt.Sprintf("racer%d", i), Cmd: fmt.Sprintf("sh -c 'sleep 0.%d; exit 0' {file}", 26+i)})
	}
	files := benchFiles(t, 3)
	cfg := Config{Solvers: solvers, Files: files, Jobs: 2, Out: t.TempDir(), Limits: Limits{Wall: 300 * time.Millisecond}}
	rs, sum, err := RunAll(context.Background(), cfg)
	if err != nil {
		t.Fatalf("batch stopped: %v (%+v)", err, sum)
	}
	if want := len(solvers) * len(files); len(rs) != want || sum.Ran != want {
		t.Fatalf("%d results, %d run, want %d", len(rs), sum.Ran, want)
	}
	for _, r := range rs {
		switch r.Solver {
		case "noterm", "escaper", "sleeper":
			if r.Answer != Timeout || r.Detail != "wall-clock limit" {
				t.Errorf("%s on %s: %s (%s), want a wall-clock timeout", r.Solver, r.File, r.Answer, r.Detail)
			}
		}
	}
}

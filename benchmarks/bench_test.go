package benchmarks

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// benchFiles makes n benchmark files in two sets whose content is the
// answer the echo helper prints.
func benchFiles(t *testing.T, n int) []string {
	m := map[string]string{}
	for i := range n {
		ans := [...]string{"sat\n", "unsat\n", "unknown\n"}[i%3]
		m[fmt.Sprintf("set%d/f%02d.smt2", i%2, i)] = ans
	}
	files := writeFiles(t, m)
	sort.Strings(files)
	return files
}

// launches counts the lines of a launch log.
func launches(t *testing.T, log string) int {
	b, err := os.ReadFile(log)
	if os.IsNotExist(err) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(b), "\n")
}

// answers is the set of (solver, file, answer) of rs, as sorted lines.
func answers(rs []Result) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r.Solver+" "+r.File+" "+r.Answer)
	}
	sort.Strings(out)
	return out
}

func TestResumeSkipsFinishedJobs(t *testing.T) {
	log := filepath.Join(t.TempDir(), "launches")
	files := benchFiles(t, 5)
	cfg := Config{
		Solvers: []Solver{helper(t, "a", "echo", "BENCH_LOG="+log), helper(t, "b", "echo", "BENCH_LOG="+log)},
		Files:   files, Jobs: 2, Out: t.TempDir(), Limits: Limits{Wall: 10 * time.Second},
	}
	first, sum, err := RunAll(context.Background(), cfg)
	if err != nil || sum.Ran != 10 || launches(t, log) != 10 || len(first) != 10 {
		t.Fatalf("first run: %+v, %d launches, %d results, %v", sum, launches(t, log), len(first), err)
	}
	again, sum, err := RunAll(context.Background(), cfg)
	if err != nil || sum.Ran != 0 || sum.Skipped != 10 || launches(t, log) != 10 {
		t.Fatalf("second run: %+v, %d launches, %v", sum, launches(t, log), err)
	}
	if !reflect.DeepEqual(answers(first), answers(again)) {
		t.Errorf("results changed on resume:\n%v\n%v", answers(first), answers(again))
	}
	// A run killed after three jobs, in the middle of writing the fourth.
	for _, name := range []string{JSONLFile, CSVFile} {
		p := filepath.Join(cfg.Out, name)
		b, _ := os.ReadFile(p)
		lines := strings.SplitAfter(string(b), "\n")
		keep := 3
		if name == CSVFile {
			keep = 4 // the header
		}
		os.WriteFile(p, []byte(strings.Join(lines[:keep], "")+lines[keep][:10]), 0o644)
	}
	resumed, sum, err := RunAll(context.Background(), cfg)
	if err != nil || sum.Ran != 7 || sum.Skipped != 3 || launches(t, log) != 17 {
		t.Fatalf("resumed run: %+v, %d launches, %v", sum, launches(t, log), err)
	}
	if !reflect.DeepEqual(answers(first), answers(resumed)) {
		t.Errorf("resumed results differ:\n%v\n%v", answers(first), answers(resumed))
	}
	for _, name := range []string{JSONLFile, CSVFile} {
		rs, err := ReadResults(filepath.Join(cfg.Out, name))
		if err != nil || !reflect.DeepEqual(answers(rs), answers(first)) {
			t.Errorf("%s after resuming: %v, %v", name, answers(rs), err)
		}
	}
}

func TestShardsMergedEqualUnsharded(t *testing.T) {
	files := benchFiles(t, 7)
	solvers := []Solver{helper(t, "a", "echo"), {Name: "b", Cmd: "cat {file}"}}
	run := func(sh Shard) []Result {
		cfg := Config{Solvers: solvers, Files: files, Shard: sh, Jobs: 2, Out: t.TempDir()}
		rs, _, err := RunAll(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		return rs
	}
	whole := run(Shard{})
	var parts [][]Result
	for i := 1; i <= 3; i++ {
		parts = append(parts, run(Shard{I: i, N: 3}))
	}
	merged, dups := Merge(parts...)
	if dups != 0 || !reflect.DeepEqual(answers(merged), answers(whole)) {
		t.Errorf("merged shards (%d duplicates):\n%v\nunsharded:\n%v", dups, answers(merged), answers(whole))
	}
	if _, dups := Merge(whole, parts[0]); dups != len(parts[0]) {
		t.Errorf("merging a shard into the whole: %d duplicates, want %d", dups, len(parts[0]))
	}
	// The merged results written and read back are the same.
	dir := t.TempDir()
	if err := WriteResults(dir, merged); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{CSVFile, JSONLFile} {
		back, err := ReadResults(filepath.Join(dir, name))
		if err != nil || !reflect.DeepEqual(back, merged) {
			t.Errorf("%s round trip: %v\n%+v\n%+v", name, err, back, merged)
		}
	}
}

func TestCancelKeepsFinishedResults(t *testing.T) {
	files := writeFiles(t, map[string]string{"s/a.smt2": "sat\n", "s/b.smt2": "slow", "s/c.smt2": "sat\n"})
	sort.Strings(files)
	// cat answers at once; the sleeper never does.
	cfg := Config{Solvers: []Solver{{Name: "cat", Cmd: "cat {file}"}, helper(t, "sleeper", "sleep")},
		Files: files, Out: t.TempDir()}
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	start := time.Now()
	rs, _, err := RunAll(ctx, cfg)
	if err == nil {
		t.Fatal("no error from a cancelled run")
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("cancelling took %v", d)
	}
	back, _ := ReadResults(filepath.Join(cfg.Out, JSONLFile))
	if len(rs) != 1 || len(back) != 1 || back[0].Solver != "cat" {
		t.Errorf("finished results kept: %v on file %v, want cat's first", answers(rs), answers(back))
	}
}

// TestProgressEvents: a run reports each job's start and end, and on
// every tick the jobs running with their start time, while they run (a
// job here runs until the test lets it end, and the clock is the test's).
func TestProgressEvents(t *testing.T) {
	tmp := t.TempDir()
	hang := filepath.Join(tmp, "hang")
	os.WriteFile(hang, nil, 0o644)
	files := writeFiles(t, map[string]string{"s/a.smt2": "", "s/b.smt2": ""})
	sort.Strings(files)
	// On b the solver waits while the file hang exists.
	solver := Solver{Name: "w", Cmd: `sh -c 'case "$0" in *b.smt2) while [ -e ` + hang + ` ]; do sleep 0.02; done;; esac; echo sat' {file}`}
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var calls atomic.Int64
	ticks := make(chan time.Time)
	events := make(chan Event, 100)
	cfg := Config{Solvers: []Solver{solver}, Files: files, Out: filepath.Join(tmp, "out"),
		OnEvent: func(e Event) { events <- e },
		now:     func() time.Time { return base.Add(time.Duration(calls.Add(1)) * time.Second) },
		ticks:   ticks,
	}
	done := make(chan error)
	go func() {
		_, _, err := RunAll(context.Background(), cfg)
		done <- err
	}()
	var got []Event
	next := func() Event {
		select {
		case e := <-events:
			got = append(got, e)
			return e
		case <-time.After(time.Minute):
			t.Fatalf("no event; so far %+v", got)
		}
		return Event{}
	}
	for e := next(); e.Kind != JobStarted || e.Job.File != files[1]; e = next() {
	}
	ticks <- base
	e := next()
	if e.Kind != Tick || len(e.Running) != 1 || e.Running[0].Job.File != files[1] || e.Running[0].Elapsed(e.Time) <= 0 ||
		e.Done != 1 || e.Total != 2 || e.Solved != 1 {
		t.Errorf("tick while b runs: %+v", e)
	}
	os.Remove(hang)
	for e = next(); e.Kind != JobFinished || e.Job.File != files[1]; e = next() {
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if e.Done != 2 || len(e.Running) != 0 || e.Result.Answer != Sat {
		t.Errorf("last event: %+v", e)
	}
	var kinds []EventKind
	for _, e := range got {
		kinds = append(kinds, e.Kind)
	}
	if want := []EventKind{JobStarted, JobFinished, JobStarted, Tick, JobFinished}; !reflect.DeepEqual(kinds, want) {
		t.Errorf("events %v, want %v", kinds, want)
	}
}

// TestProgressTicker: without a test's ticks, ticks come from a ticker every
// ProgressEvery, while a job runs.
func TestProgressTicker(t *testing.T) {
	files := writeFiles(t, map[string]string{"s/a.smt2": ""})
	var mu sync.Mutex
	var ticks []Event
	cfg := Config{Solvers: []Solver{{Name: "slow", Cmd: "sleep 0.5; echo sat; : {file}"}}, Files: files, Out: t.TempDir(),
		ProgressEvery: 20 * time.Millisecond,
		OnEvent: func(e Event) {
			if e.Kind == Tick && len(e.Running) == 1 {
				mu.Lock()
				ticks = append(ticks, e)
				mu.Unlock()
			}
		},
	}
	if _, _, err := RunAll(context.Background(), cfg); err != nil {
		t.Fatal(err)
	}
	if len(ticks) == 0 || ticks[len(ticks)-1].Running[0].Elapsed(ticks[len(ticks)-1].Time) <= 0 {
		t.Errorf("ticks while the job ran: %+v", ticks)
	}
}

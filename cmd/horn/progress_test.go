package main

import (
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/benchmarks"
)

// progressEvents: a run of 4 jobs, 10 s in, one solved, two running.
func progressEvents() (tick, wrong benchmarks.Event) {
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	job := func(solver, file string) benchmarks.Job {
		return benchmarks.Job{Solver: benchmarks.Solver{Name: solver}, File: file}
	}
	tick = benchmarks.Event{Kind: benchmarks.Tick, Time: start.Add(10 * time.Second), Start: start, Done: 1, Total: 4, Solved: 1,
		Running: []benchmarks.Running{
			{Job: job("z3", "/b/lia/a.smt2"), Started: start.Add(6800 * time.Millisecond)},
			{Job: job("horn", "/b/lia/b.smt2"), Started: start.Add(9600 * time.Millisecond)},
		}}
	wrong = tick
	wrong.Kind, wrong.Done, wrong.Running = benchmarks.JobFinished, 2, tick.Running[1:]
	wrong.Result = benchmarks.Result{Solver: "z3", File: "/b/lia/a.smt2", Answer: "sat", Expected: "unsat", Wrong: true, CPU: 3.2, Wall: 3.3}
	return tick, wrong
}

func TestProgressViewTerminal(t *testing.T) {
	tick, wrong := progressEvents()
	var b strings.Builder
	v := newProgressView(&b, true)
	v.width = 200
	v.event(tick)
	want := "\r\033[K[#####...............] 1/4 solved 1 wrong 0 10s ETA 30s | z3 lia/a.smt2 3.2s, horn lia/b.smt2 0.4s"
	if b.String() != want {
		t.Errorf("tick on a terminal:\n%q\nwant\n%q", b.String(), want)
	}
	b.Reset()
	v.event(wrong)
	v.finish()
	want = "\r\033[KWRONG ANSWER: z3 says sat on /b/lia/a.smt2, the reference says unsat\n" +
		"\r\033[K[##########..........] 2/4 solved 1 wrong 0 10s ETA 10s | horn lia/b.smt2 0.4s\n"
	if b.String() != want {
		t.Errorf("wrong answer on a terminal:\n%q\nwant\n%q", b.String(), want)
	}
	// A narrow terminal: the running jobs that do not fit are counted.
	for width, want := range map[int]string{
		90: "[#####...............] 1/4 solved 1 wrong 0 10s ETA 30s | z3 lia/a.smt2 3.2s +1 more",
		70: "[#####...............] 1/4 solved 1 wrong 0 10s ETA 30s | 2 running",
		40: "[#####...............] 1/4 solved 1 wro…",
	} {
		if got := statusLine(tick, width); got != want {
			t.Errorf("width %d:\n%q\nwant\n%q", width, got, want)
		}
	}
}

func TestProgressViewLog(t *testing.T) {
	tick, wrong := progressEvents()
	var b strings.Builder
	v := newProgressView(&b, false)
	v.event(tick)
	v.event(wrong)
	long := tick
	long.Time = long.Time.Add(time.Minute)
	v.event(long)
	v.event(long) // not again so soon
	v.finish()
	want := "WRONG ANSWER: z3 says sat on /b/lia/a.smt2, the reference says unsat\n" +
		"[2/4] z3 /b/lia/a.smt2: sat cpu 3.20s wall 3.30s \n" +
		"[1/4] running: z3 lia/a.smt2 1m03s, horn lia/b.smt2 1m00s\n"
	if b.String() != want {
		t.Errorf("log:\n%q\nwant\n%q", b.String(), want)
	}
}

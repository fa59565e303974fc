package benchmarks

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestResumeRefusesChangedCommand(t *testing.T) {
	files := benchFiles(t, 2)
	out := t.TempDir()
	run := func(cmd string) (Summary, error) {
		cfg := Config{Solvers: []Solver{{Name: "a", Cmd: cmd}}, Files: files, Out: out, Limits: Limits{Wall: 10 * time.Second}}
		info := Describe(context.Background(), cfg, "test")
		cfg.Run = &info
		_, sum, err := RunAll(context.Background(), cfg)
		return sum, err
	}
	if sum, err := run("cat {file}"); err != nil || sum.Ran != 2 {
		t.Fatalf("first run: %+v, %v", sum, err)
	}
	sum, err := run("sh -c 'echo unknown' {file}")
	var changed *ChangedCommandError
	if !errors.As(err, &changed) || sum.Ran != 0 {
		t.Fatalf("changed command: %+v, %v; want a refusal", sum, err)
	}
	for _, want := range []string{"solver a", `"sh -c 'echo unknown' {file}"`, `"cat {file}"`, out, "--out", "name"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the refusal %q does not say %q", err, want)
		}
	}
	if sum, err := run("cat {file}"); err != nil || sum.Skipped != 2 {
		t.Fatalf("resuming with the same command: %+v, %v", sum, err)
	}
	runs, err := ReadRuns(out)
	if err != nil || len(runs) != 2 || runs[0].Solvers[0].Command != "cat {file}" {
		t.Errorf("run.json: %+v, %v; want the two runs that started", runs, err)
	}
}

func TestDescribe(t *testing.T) {
	dir := t.TempDir()
	fake := filepath.Join(dir, "fake-solver")
	os.WriteFile(fake, []byte("#!/bin/sh\n[ \"$1\" = --version ] && echo 'fake-solver 1.2' && exit 0\nexit 1\n"), 0o755)
	cfg := Config{
		Solvers: []Solver{
			{Name: "horn", Cmd: "/x/horn solve {file}", Given: "horn solve {file}"},
			{Name: "fake", Cmd: fake + " {file}"},
			{Name: "sh", Cmd: "false {file}"},
		},
		Limits: Limits{CPU: 20 * time.Second, MemMB: 8000, Wall: 50 * time.Second}, Jobs: 2, Shard: Shard{I: 1, N: 2},
	}
	info := Describe(context.Background(), cfg, "v1")
	got := []string{info.Solvers[0].Command, info.Solvers[0].Version, info.Solvers[1].Version, info.Solvers[2].Version}
	if want := []string{"horn solve {file}", "horn v1", "fake-solver 1.2", Unknown}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("commands and versions %q, want %q", got, want)
	}
	h := info.Host
	if h.CPU == "" || h.Cores < 1 || h.MemKB < 1 || h.Kernel == "" || h.OS == "" {
		t.Errorf("host %+v", h)
	}
	if info.Limits != (LimitInfo{CPU: 20, MemMB: 8000, MemLimit: "RLIMIT_DATA", Wall: 50, Jobs: 2}) || info.Shard != "1/2" {
		t.Errorf("limits %+v, shard %q", info.Limits, info.Shard)
	}
	var b strings.Builder
	if err := WriteReport(&b, handResults(), info); err != nil {
		t.Fatal(err)
	}
	rep := b.String()
	for _, want := range []string{"## Run\n", "by horn v1, shard 1/2", h.CPU, "limits: CPU 20 s, memory 8000 MiB (RLIMIT_DATA), wall-clock 50 s, 2 jobs",
		"solver fake: `" + fake + " {file}` (fake-solver 1.2)"} {
		if !strings.Contains(rep, want) {
			t.Errorf("the report does not say %q:\n%s", want, rep)
		}
	}
	if strings.Index(rep, "## Run") > strings.Index(rep, "| set |") {
		t.Error("the Run section is not at the top")
	}
}

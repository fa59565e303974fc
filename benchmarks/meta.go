package benchmarks

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// RunFile is the name of the file in an output folder that describes the
// runs whose results it holds.
const RunFile = "run.json"

// A RunInfo describes one run of horn bench: which solvers (commands and
// versions), under which limits, on which machine.
type RunInfo struct {
	Start   time.Time    `json:"start"`
	Horn    string       `json:"horn_version"`
	Solvers []SolverInfo `json:"solvers"`
	Limits  LimitInfo    `json:"limits"`
	Shard   string       `json:"shard,omitempty"`
	Host    HostInfo     `json:"host"`
	// Source is the folder a merge took this run from; "" in the folder
	// the run wrote.
	Source string `json:"source,omitempty"`
}

// SolverInfo is a solver of a run.
type SolverInfo struct {
	Name    string `json:"name"`
	Command string `json:"command"` // as given, before horn is replaced by the binary's path
	Version string `json:"version"` // the first line of its version output, or "unknown"
}

// LimitInfo is the limits of a run; 0 means none.
type LimitInfo struct {
	CPU      float64 `json:"cpu_s"`
	MemMB    int64   `json:"mem_mb"`
	MemLimit string  `json:"mem_rlimit"` // RLIMIT_DATA or RLIMIT_AS
	Wall     float64 `json:"wall_s"`
	Jobs     int     `json:"jobs"` // jobs in parallel
}

// HostInfo is the machine of a run; fields that could not be read are
// empty.
type HostInfo struct {
	Name   string `json:"hostname"`
	CPU    string `json:"cpu_model"`
	Cores  int    `json:"cores"`
	MemKB  int64  `json:"mem_kb"`
	OS     string `json:"os"`
	Kernel string `json:"kernel"`
}

// versionTimeout bounds a solver's version command.
const versionTimeout = 5 * time.Second

// Describe returns the description of a run of cfg starting now by horn
// of version hornVersion. It asks each solver for its version: a solver
// that runs this horn has "horn "+hornVersion; another is asked with PROGRAM --version
// (at most 5 s; "unknown" when that fails).
func Describe(ctx context.Context, cfg Config, hornVersion string) RunInfo {
	lim := cfg.Limits
	info := RunInfo{
		Start: time.Now().UTC().Truncate(time.Second), Horn: hornVersion,
		Limits: LimitInfo{CPU: lim.CPU.Seconds(), MemMB: lim.MemMB, Wall: lim.Wall.Seconds(), Jobs: max(cfg.Jobs, 1)},
		Host:   Host(),
	}
	if lim.MemMB > 0 {
		info.Limits.MemLimit = "RLIMIT_DATA"
		if lim.AddressSpace {
			info.Limits.MemLimit = "RLIMIT_AS"
		}
	}
	if cfg.Shard.N > 1 {
		info.Shard = fmt.Sprintf("%d/%d", cfg.Shard.I, cfg.Shard.N)
	}
	for _, s := range cfg.Solvers {
		v := "horn " + hornVersion
		if !s.RunsHorn() {
			v = version(ctx, s.Program())
		}
		info.Solvers = append(info.Solvers, SolverInfo{Name: s.Name, Command: s.Template(), Version: v})
	}
	return info
}

// version runs program --version and returns the first line it prints, or
// "unknown".
func version(ctx context.Context, program string) string {
	if program == "" {
		return Unknown
	}
	ctx, cancel := context.WithTimeout(ctx, versionTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, program, "--version")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	if err := cmd.Run(); err != nil {
		return Unknown
	}
	if l := firstLine(out.String()); l != "" {
		return l
	}
	return Unknown
}

// Host describes this machine from /proc/cpuinfo, /proc/meminfo,
// /etc/os-release and uname (elsewhere than on Linux: sysctl and uname).
func Host() HostInfo {
	var h HostInfo
	h.Name, _ = os.Hostname()
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			k, v, _ := strings.Cut(l, ":")
			switch strings.TrimSpace(k) {
			case "processor":
				h.Cores++
			case "model name":
				if h.CPU == "" {
					h.CPU = strings.TrimSpace(v)
				}
			}
		}
	}
	if b, err := os.ReadFile("/proc/meminfo"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "MemTotal:"); ok {
				h.MemKB, _ = strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			}
		}
	}
	if b, err := os.ReadFile("/etc/os-release"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "PRETTY_NAME="); ok {
				h.OS = strings.Trim(v, `"'`)
			}
		}
	}
	platformHost(&h)
	if h.Cores == 0 {
		h.Cores = runtime.NumCPU()
	}
	if h.OS == "" {
		h.OS = runtime.GOOS
	}
	return h
}

// runFile is the content of run.json.
type runFile struct {
	Runs []RunInfo `json:"runs"`
}

// ReadRuns reads the runs described in dir's run.json; none when there is
// no such file.
func ReadRuns(dir string) ([]RunInfo, error) {
	b, err := os.ReadFile(filepath.Join(dir, RunFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading run description: %w", err)
	}
	var f runFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("reading %s: %w", filepath.Join(dir, RunFile), err)
	}
	return f.Runs, nil
}

// WriteRuns writes runs as dir's run.json.
func WriteRuns(dir string, runs []RunInfo) error {
	b, err := json.MarshalIndent(runFile{Runs: runs}, "", "  ")
	if err != nil {
		return fmt.Errorf("writing run description: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, RunFile), append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("writing run description: %w", err)
	}
	return nil
}

// A ChangedCommandError refuses to resume into a folder whose results
// were taken with another command under the same solver name.
type ChangedCommandError struct {
	Dir, Solver, Old, New string
}

func (e *ChangedCommandError) Error() string {
	return fmt.Sprintf("solver %s: its command is now %q, but the results in %s were taken with %q: "+
		"give another --out for the new command, or another solver name", e.Solver, e.New, e.Dir, e.Old)
}

// CheckCommands returns a *ChangedCommandError when a solver of solvers
// has a name that one of runs (the runs in folder dir) gave another
// command.
func CheckCommands(dir string, runs []RunInfo, solvers []Solver) error {
	for _, s := range solvers {
		for _, r := range runs {
			for _, old := range r.Solvers {
				if old.Name == s.Name && old.Command != s.Template() {
					return &ChangedCommandError{Dir: dir, Solver: s.Name, Old: old.Command, New: s.Template()}
				}
			}
		}
	}
	return nil
}

// writeRuns writes the Run section of the report.
func writeRuns(w io.Writer, runs []RunInfo) {
	if len(runs) == 0 {
		return
	}
	b := bufio.NewWriter(w)
	defer b.Flush()
	if len(runs) == 1 {
		b.WriteString("## Run\n\n")
	} else {
		fmt.Fprintf(b, "## Runs (%d)\n\n", len(runs))
	}
	for i, r := range runs {
		if len(runs) > 1 {
			fmt.Fprintf(b, "%d. ", i+1)
		} else {
			b.WriteString("- ")
		}
		fmt.Fprintf(b, "started %s by horn %s", r.Start.Format("2006-01-02 15:04:05 MST"), r.Horn)
		if r.Shard != "" {
			fmt.Fprintf(b, ", shard %s", r.Shard)
		}
		if r.Source != "" {
			fmt.Fprintf(b, ", from %s", r.Source)
		}
		ind := "\n  - "
		if len(runs) == 1 {
			ind = "\n- "
		}
		h := r.Host
		fmt.Fprintf(b, "%shost: %s, %s, %d cores, %.1f GiB memory, %s, %s", ind, h.Name, h.CPU, h.Cores,
			float64(h.MemKB)/(1<<20), h.OS, h.Kernel)
		fmt.Fprintf(b, "%slimits: %s, %d jobs in parallel", ind, r.Limits, r.Limits.Jobs)
		for _, s := range r.Solvers {
			fmt.Fprintf(b, "%ssolver %s: `%s` (%s)", ind, s.Name, s.Command, s.Version)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// String describes the limits in words.
func (l LimitInfo) String() string {
	f := func(name string, x float64, unit, how string) string {
		if x == 0 {
			return name + " none"
		}
		return fmt.Sprintf("%s %g %s%s", name, x, unit, how)
	}
	mem := ""
	if l.MemLimit != "" {
		mem = " (" + l.MemLimit + ")"
	}
	return f("CPU", l.CPU, "s", "") + ", " + f("memory", float64(l.MemMB), "MiB", mem) + ", " + f("wall-clock", l.Wall, "s", "")
}

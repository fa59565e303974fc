package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/horn-chc/horn/benchmarks"
)

type benchCmd struct {
	Run    benchRunCmd    `cmd:"" default:"withargs" help:"Run solvers over benchmark files (the default: horn bench FILES...)."`
	Merge  benchMergeCmd  `cmd:"" help:"Join result files (e.g. of shards) into one results folder with its report."`
	Report benchReportCmd `cmd:"" help:"Write the reports and plots of result files again (into their folder unless --out)."`
}

type benchRunCmd struct {
	Jobs      int      `short:"j" default:"1" help:"Parallel jobs (default: ${default})."`
	CPULimit  float64  `name:"cpu-limit" default:"20" placeholder:"S" help:"CPU seconds per job, all its processes together (polled from /proc; RLIMIT_CPU as a backstop; default: ${default}). 0: none."`
	MemLimit  int64    `name:"mem-limit" default:"8000" placeholder:"MB" help:"Memory per job in MiB (RLIMIT_DATA: heap and private writable mappings; default: ${default}). 0: none."`
	MemAS     bool     `name:"mem-as" help:"Limit the address space (RLIMIT_AS, ulimit -v) instead; Go solvers need 1000 MiB or more to start."`
	WallLimit float64  `name:"wall-limit" placeholder:"S" help:"Wall-clock seconds per job; then its process group is killed. Default: 2 x CPU limit + 10."`
	Solver    []string `name:"solver" sep:"none" placeholder:"NAME=CMD" help:"A solver: NAME=CMD with {file} for the benchmark path, run by /bin/sh (it may start with VAR=value assignments, for its environment); a command starting with horn runs this binary; horn alone means 'horn solve {file}'. Repeatable. Default: horn."`
	Reference []string `name:"reference" sep:"none" placeholder:"CSV" help:"Reference answers (columns set,file,status); disagreements are reported as wrong. Repeatable (e.g. the top reference.csv and a set folder's own)."`
	Out       string   `name:"out" default:"bench-out" placeholder:"DIR" help:"Folder for results.csv, results.jsonl, run.json, report.md, report.html, files.csv and plots (default: ${default}). Finished jobs found there are skipped (resume)."`
	Shard     string   `name:"shard" placeholder:"i/n" help:"Run only part i of n of the job list (files split by index modulo n)."`
	Baseline  string   `name:"baseline" placeholder:"SOLVER" help:"Solver the HTML report compares the others with (CPU-time ratios). Default: horn if it ran, else the first solver by name."`
	Files     []string `arg:"" sep:"none" help:"Benchmark .smt2 files, SV-COMP task .yml files, folders (of either), glob patterns or list files (one path per line). A task's expected verdict comes from its .yml (unreach-call), the solver's first stdout line is its verdict (correct or buggy), and the reports add SV-COMP's score; run them with e.g. --solver 'horn=horn verify {file}'."`
}

func (c *benchRunCmd) config(e *env) (benchmarks.Config, error) {
	cfg := benchmarks.Config{Jobs: c.Jobs, Out: c.Out}
	var err error
	if cfg.Files, err = benchmarks.Inputs(c.Files); err != nil {
		return cfg, inputError{err}
	}
	if cfg.Solvers, err = c.solvers(); err != nil {
		return cfg, inputError{err}
	}
	if c.Shard != "" {
		if cfg.Shard, err = benchmarks.ParseShard(c.Shard); err != nil {
			return cfg, inputError{err}
		}
	}
	if len(c.Reference) > 0 {
		if cfg.Reference, err = benchmarks.ReadReference(c.Reference...); err != nil {
			return cfg, inputError{err}
		}
	}
	if c.Baseline != "" && !slices.ContainsFunc(cfg.Solvers, func(s benchmarks.Solver) bool { return s.Name == c.Baseline }) {
		return cfg, inputError{fmt.Errorf("--baseline %s: not one of the solvers", c.Baseline)}
	}
	wall := c.WallLimit
	if wall == 0 && c.CPULimit > 0 {
		wall = 2*c.CPULimit + 10
	}
	cfg.Limits = benchmarks.Limits{CPU: seconds(c.CPULimit), MemMB: c.MemLimit, Wall: seconds(wall), AddressSpace: c.MemAS}
	return cfg, nil
}

func (c *benchRunCmd) solvers() ([]benchmarks.Solver, error) {
	specs := c.Solver
	if len(specs) == 0 {
		specs = []string{"horn"}
	}
	self, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("finding the horn binary: %w", err)
	}
	var out []benchmarks.Solver
	names := map[string]bool{}
	for _, spec := range specs {
		s, err := benchmarks.ParseSolver(spec, self)
		if err != nil {
			return nil, err
		}
		if names[s.Name] {
			return nil, fmt.Errorf("solver name %s given twice", s.Name)
		}
		names[s.Name] = true
		if err := s.CheckProgram(); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

func (c *benchRunCmd) Run(e *env) error {
	cfg, err := c.config(e)
	if err != nil {
		return err
	}
	info := benchmarks.Describe(e.ctx, cfg, buildVersion())
	cfg.Run = &info
	view := newProgressView(e.stderr, isTerminal(e.stderr))
	cfg.OnEvent = view.event
	all, sum, runErr := benchmarks.RunAll(e.ctx, cfg)
	view.finish()
	var changed *benchmarks.ChangedCommandError
	if errors.As(runErr, &changed) {
		return inputError{runErr}
	}
	fmt.Fprintf(e.stderr, "horn bench: %d jobs, %d already done, %d run now, %d wrong\n", sum.Jobs, sum.Skipped, sum.Ran, sum.Wrong)
	if all != nil {
		runs, err := benchmarks.ReadRuns(c.Out)
		if err == nil {
			err = writeReports(e, c.Out, all, benchmarks.ReportOptions{Runs: runs, Baseline: c.Baseline})
		}
		if err != nil {
			return errors.Join(runErr, err)
		}
	}
	return runErr
}

// writeReports writes the reports and plots into dir and the summary
// report to stdout, and says on stderr where they are.
func writeReports(e *env, dir string, rs []benchmarks.Result, opt benchmarks.ReportOptions) error {
	if err := opt.Check(rs); err != nil {
		return inputError{err}
	}
	files, err := benchmarks.WriteReports(dir, rs, opt)
	if err != nil {
		return err
	}
	if err := benchmarks.WriteReport(e.stdout, rs, opt.Runs...); err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "horn bench: wrote %s, %s, %s and %d plots (SVG and PNG) in %s\n", benchmarks.ReportFile,
		benchmarks.HTMLFile, benchmarks.FilesCSV, (len(files)-3)/2, dir)
	return nil
}

type benchMergeCmd struct {
	Out      string   `name:"out" required:"" placeholder:"DIR" help:"Folder for the merged results, report and plots."`
	Baseline string   `name:"baseline" placeholder:"SOLVER" help:"Solver the HTML report compares the others with. Default: horn, else the first by name."`
	Files    []string `arg:"" sep:"none" help:"Result files (.csv or .jsonl) or results folders; for a (solver, file) pair found twice the first wins."`
}

func (c *benchMergeCmd) Run(e *env) error {
	rs, runs, err := readResultArgs(c.Files)
	if err != nil {
		return err
	}
	merged, dups := benchmarks.Merge(rs...)
	if dups > 0 {
		fmt.Fprintf(e.stderr, "horn bench merge: %d duplicate results dropped (the first kept)\n", dups)
	}
	if err := benchmarks.WriteResults(c.Out, merged); err != nil {
		return err
	}
	if len(runs) > 0 {
		if err := benchmarks.WriteRuns(c.Out, runs); err != nil {
			return err
		}
	}
	return writeReports(e, c.Out, merged, benchmarks.ReportOptions{Runs: runs, Baseline: c.Baseline})
}

type benchReportCmd struct {
	Out      string   `name:"out" placeholder:"DIR" help:"Folder for report.md, report.html, files.csv and the plots. Default: the folder of the results (all must come from one folder)."`
	Baseline string   `name:"baseline" placeholder:"SOLVER" help:"Solver the HTML report compares the others with. Default: horn, else the first by name."`
	Files    []string `arg:"" sep:"none" help:"Result files (.csv or .jsonl) or results folders."`
}

func (c *benchReportCmd) Run(e *env) error {
	rs, runs, err := readResultArgs(c.Files)
	if err != nil {
		return err
	}
	out := c.Out
	if out == "" {
		if out, err = resultsFolder(c.Files); err != nil {
			return inputError{err}
		}
	}
	merged, _ := benchmarks.Merge(rs...)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return fmt.Errorf("report folder: %w", err)
	}
	return writeReports(e, out, merged, benchmarks.ReportOptions{Runs: runs, Baseline: c.Baseline})
}

// resultsFolder is the one folder that the result arguments come from (a
// folder, or the folder of a file), where bench report writes when not
// told where: next to the data, never silently into the current folder.
func resultsFolder(args []string) (string, error) {
	dir := ""
	for _, a := range args {
		d := filepath.Dir(a)
		if st, err := os.Stat(a); err == nil && st.IsDir() {
			d = a
		}
		d = filepath.Clean(d)
		if dir != "" && d != dir {
			return "", fmt.Errorf("results from several folders (%s, %s): give --out for the report", dir, d)
		}
		dir = d
	}
	return dir, nil
}

// readResultArgs reads result files; a folder stands for its results.jsonl.
// It also returns the runs described in the run.json files of their
// folders (each folder once), marked with the folder they came from.
func readResultArgs(args []string) ([][]benchmarks.Result, []benchmarks.RunInfo, error) {
	var out [][]benchmarks.Result
	var runs []benchmarks.RunInfo
	dirs := map[string]bool{}
	for _, a := range args {
		dir := filepath.Dir(a)
		if st, err := os.Stat(a); err == nil && st.IsDir() {
			dir, a = a, filepath.Join(a, benchmarks.JSONLFile)
		}
		rs, err := benchmarks.ReadResults(a)
		if err != nil {
			return nil, nil, inputError{err}
		}
		out = append(out, rs)
		if dirs[filepath.Clean(dir)] {
			continue
		}
		dirs[filepath.Clean(dir)] = true
		rr, err := benchmarks.ReadRuns(dir)
		if err != nil {
			return nil, nil, inputError{err}
		}
		for _, r := range rr {
			if r.Source == "" {
				r.Source = dir
			}
			runs = append(runs, r)
		}
	}
	return out, runs, nil
}

// isTerminal reports whether w is a terminal.
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

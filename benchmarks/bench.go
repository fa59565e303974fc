package benchmarks

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"
)

// Config describes a batch run. The zero value of each optional field
// works: one job at a time, no limits, no reference, no progress output.
type Config struct {
	Solvers   []Solver
	Files     []string
	Limits    Limits
	Jobs      int        // parallel jobs; 0 means 1
	Shard     Shard      // the part of the job list to run; zero: all
	Reference *Reference // expected answers, or nil
	Out       string     // folder for results, reports and plots
	Progress  io.Writer  // progress bar or log lines, or nil
	Terminal  bool       // Progress is a terminal: draw a bar
	// Run describes this run; RunAll adds it to the output folder's
	// run.json. Nil: run.json is left as it is.
	Run *RunInfo
}

// Summary counts what a run did.
type Summary struct {
	Jobs    int // jobs in this shard
	Skipped int // found finished in the results files
	Ran     int // finished in this run
	Wrong   int // wrong answers among the jobs run now
}

// RunAll runs the jobs of cfg that the results files in cfg.Out do not hold
// yet, appending each result as it finishes. When ctx is cancelled it stops
// the running jobs (their results are not recorded) and returns ctx's
// error with the finished results kept. It returns all results of the
// output folder, old and new.
//
// It refuses (with a *ChangedCommandError) to resume into a folder whose
// run.json says that a solver of cfg had another command.
func RunAll(ctx context.Context, cfg Config) ([]Result, Summary, error) {
	jobs := cfg.Shard.Select(Jobs(cfg.Solvers, cfg.Files))
	runs, err := ReadRuns(cfg.Out)
	if err != nil {
		return nil, Summary{}, err
	}
	if err := CheckCommands(cfg.Out, runs, cfg.Solvers); err != nil {
		return nil, Summary{}, err
	}
	store, old, err := OpenStore(cfg.Out)
	if err != nil {
		return nil, Summary{}, err
	}
	defer store.Close()
	if cfg.Run != nil {
		if err := WriteRuns(cfg.Out, append(runs, *cfg.Run)); err != nil {
			return nil, Summary{}, err
		}
	}
	done := map[Key]bool{}
	for _, r := range old {
		done[r.Key()] = true
	}
	warnLimits(cfg.Progress, old, cfg.Limits)
	var todo []Job
	for _, j := range jobs {
		if !done[j.Key()] {
			todo = append(todo, j)
		}
	}
	sum := Summary{Jobs: len(jobs), Skipped: len(jobs) - len(todo)}
	prog := newProgress(cfg.Progress, cfg.Terminal, len(todo), time.Now())
	results, err := runJobs(ctx, cfg, todo, func(r Result) error {
		sum.Ran++
		if r.Wrong {
			sum.Wrong++
		}
		prog.done(r)
		return store.Add(r)
	})
	prog.finish()
	all, _ := Merge(old, results)
	return all, sum, err
}

// runJobs runs todo on cfg.Jobs workers; finish is called for each result,
// one at a time.
func runJobs(ctx context.Context, cfg Config, todo []Job, finish func(Result) error) ([]Result, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	feed := make(chan Job)
	var mu sync.Mutex
	var results []Result
	var wg sync.WaitGroup
	for range max(cfg.Jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range feed {
				r, err := Run(ctx, j, cfg.Limits)
				if err != nil {
					cancel(err)
					return
				}
				cfg.Reference.Judge(&r)
				mu.Lock()
				results = append(results, r)
				if err := finish(r); err != nil {
					cancel(err)
				}
				mu.Unlock()
			}
		}()
	}
feeding:
	for _, j := range todo {
		select {
		case feed <- j:
		case <-ctx.Done():
			break feeding
		}
	}
	close(feed)
	wg.Wait()
	if err := context.Cause(ctx); err != nil && err != context.Canceled {
		return results, err
	}
	if ctx.Err() != nil {
		return results, fmt.Errorf("run stopped: %w", context.Cause(ctx))
	}
	return results, nil
}

// warnLimits warns when resumed results were taken under another CPU limit:
// their times and PAR-2 scores are not comparable with the new ones.
func warnLimits(w io.Writer, old []Result, lim Limits) {
	for _, r := range old {
		if w != nil && r.CPULimit != lim.CPU.Seconds() {
			fmt.Fprintf(w, "warning: resuming results taken with a CPU limit of %gs (now %gs), e.g. %s on %s\n",
				r.CPULimit, lim.CPU.Seconds(), r.Solver, r.File)
			return
		}
	}
}

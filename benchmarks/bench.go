package benchmarks

import (
	"cmp"
	"context"
	"fmt"
	"sync"
	"time"
)

// Config describes a batch run. The zero value of each optional field
// works: one job at a time, no limits, no reference, no progress events.
type Config struct {
	Solvers   []Solver
	Files     []string
	Limits    Limits
	Jobs      int        // parallel jobs; 0 means 1
	Shard     Shard      // the part of the job list to run; zero: all
	Reference *Reference // expected answers, or nil
	Out       string     // folder for results, reports and plots
	// OnEvent, if not nil, is told how the run goes: jobs starting and
	// finishing, warnings, and every ProgressEvery a Tick with the jobs
	// running. It is called from one goroutine at a time, and the run
	// waits for it: it should return quickly.
	OnEvent       func(Event)
	ProgressEvery time.Duration // 0: DefaultProgressEvery
	// Run describes this run; RunAll adds it to the output folder's
	// run.json. Nil: run.json is left as it is.
	Run *RunInfo

	// For tests: the clock of events and the source of ticks, instead of
	// time.Now and a ticker.
	now   func() time.Time
	ticks <-chan time.Time
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
	var todo []Job
	for _, j := range jobs {
		if !done[j.Key()] {
			todo = append(todo, j)
		}
	}
	sum := Summary{Jobs: len(jobs), Skipped: len(jobs) - len(todo)}
	tr := newTracker(cfg.OnEvent, cfg.now, len(todo))
	if msg := limitsWarning(old, cfg.Limits); msg != "" {
		tr.warn(msg)
	}
	if cfg.OnEvent != nil {
		ticks := cfg.ticks
		if ticks == nil {
			t := time.NewTicker(cmp.Or(cfg.ProgressEvery, DefaultProgressEvery))
			defer t.Stop()
			ticks = t.C
		}
		tickCtx, stopTicks := context.WithCancel(ctx)
		ticking := make(chan struct{})
		go func() {
			defer close(ticking)
			tr.ticking(tickCtx, ticks)
		}()
		defer func() {
			stopTicks()
			<-ticking // no Tick after RunAll returns
		}()
	}
	results, err := runJobs(ctx, cfg, todo, tr, func(r Result) error {
		sum.Ran++
		if r.Wrong {
			sum.Wrong++
		}
		return store.Add(r)
	})
	all, _ := Merge(old, results)
	return all, sum, err
}

// runJobs runs todo on cfg.Jobs workers, telling tr of each start and
// end; finish is called for each result, one at a time.
func runJobs(ctx context.Context, cfg Config, todo []Job, tr *tracker, finish func(Result) error) ([]Result, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	feed := make(chan Job)
	var mu sync.Mutex
	var results []Result
	var wg sync.WaitGroup
	sums := &hashes{m: map[string]string{}}
	judge := &taskJudge{ref: cfg.Reference, expected: map[string]string{}} // used under mu
	for range max(cfg.Jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range feed {
				tr.started(j)
				r, err := runLogged(ctx, j, cfg.Limits, cfg.Out, sums.get(j.File))
				if err != nil {
					tr.stopped(j)
					cancel(err)
					return
				}
				mu.Lock()
				judge.judge(&r)
				results = append(results, r)
				if err := finish(r); err != nil {
					cancel(err)
				}
				tr.finished(j, r)
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

// limitsWarning warns when resumed results were taken under another CPU
// limit: their times and PAR-2 scores are not comparable with the new
// ones. It is "" when they were not.
func limitsWarning(old []Result, lim Limits) string {
	for _, r := range old {
		if r.CPULimit != lim.CPU.Seconds() {
			return fmt.Sprintf("resuming results taken with a CPU limit of %gs (now %gs), e.g. %s on %s",
				r.CPULimit, lim.CPU.Seconds(), r.Solver, r.File)
		}
	}
	return ""
}

// hashes remembers the SHA-256 of the inputs, each read once for all
// solvers.
type hashes struct {
	mu sync.Mutex
	m  map[string]string
}

func (h *hashes) get(file string) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if s, ok := h.m[file]; ok {
		return s
	}
	s := fileSHA256(file)
	h.m[file] = s
	return s
}

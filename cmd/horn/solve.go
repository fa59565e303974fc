package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime/debug"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/memwatch"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/stable"
	"github.com/horn-chc/horn/z3"
)

type solveCmd struct {
	File          string       `arg:"" optional:"" help:"SMT-LIB2 HORN or Z3 fixedpoint file ('-' for standard input)."`
	PrintStrategy bool         `name:"print-strategy" help:"Print auto's strategy table (per class of system: each member's engine, input, weight, start, budget, memory share, solver profile, preemption, Houdini unguarded and else-engine) and exit."`
	Engine        string       `short:"e" default:"auto" placeholder:"NAME" help:"Engine: one of those listed above (README: what each does). Default: ${default}."`
	Timeout       durationFlag `short:"t" placeholder:"DURATION" help:"Wall-clock limit, in seconds (5, 2.5) or as a duration (20s, 300ms); then the answer is unknown. 0: none."`
	Model         bool         `short:"m" help:"After sat, print the model (define-fun per predicate)."`
	Cex           bool         `short:"c" help:"After unsat, print the counterexample derivation."`
	JSON          bool         `name:"json" help:"Print one JSON document instead: answer, reason, model (sat) or derivation (unsat), positions as {file, line, column}."`
	Stats         statsFlag    `short:"s" help:"Print statistics to stderr: --stats as aligned text, --stats=json as one JSON object (counters, seconds, the preprocessing pass tables)."`
	NoValidate    bool         `name:"no-validate" help:"Trust the engine's witness instead of validating it."`
	NoPreprocess  bool         `name:"no-preprocess" help:"Solve the system as read, without preprocessing it first."`
	Passes        string       `name:"passes" default:"default" help:"Preprocessing passes, comma-separated: ${passes}."`
	MaxDepth      int          `name:"max-depth" placeholder:"N" help:"Give up (unknown) after this BMC depth or PDR level; for si and uw, the recursion bound. 0: no bound."`
	CheckInterp   bool         `name:"check-interpolants" help:"Verify every interpolant an engine computes (imc): a debug flag; a failed check is an error."`
	NoHoudini     bool         `name:"no-houdini" help:"si and uw: summarise open call sites by true instead of Houdini's summaries."`
	Jobs          int          `short:"j" name:"jobs" default:"1" help:"auto: let up to this many of its engines solve at once, each on a core of its own (first validated answer wins; more engines than jobs take turns). 1: all on one core, taking turns. Other engines ignore it. CPU time grows with the cores used."`
	profileFlags
	Memory uint64 `name:"memory" default:"4096" help:"Memory budget in MiB (resident set): reaching it stops solving with unknown, before the system kills horn. 0: none."`
}

func (c *solveCmd) Run(e *env) error {
	if c.PrintStrategy {
		return writeStrategy(e.stdout)
	}
	if c.File == "" {
		return usageError{errors.New("solve: a file to solve is required ('-' for standard input)")}
	}
	if g, ok := e.stdout.(*guardedOut); ok {
		g.owesAnswer(c.JSON)
	}
	tuneGC(c.Memory << 20) // before reading: a large input is many terms
	// The deadline counts from the start: reading a large input is part
	// of the time the user gave.
	ctx := e.ctx
	if c.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, time.Duration(c.Timeout), errTimeout)
		defer cancel()
	}
	stopProfile, err := c.profileFlags.start()
	if err != nil {
		return usageError{err}
	}
	defer stopProfile()
	sc, err := readScript(ctx, e, c.File)
	if err != nil {
		if ctx.Err() != nil { // the deadline or a signal while reading
			why := stopReason(ctx, time.Duration(c.Timeout), "reading")
			if c.JSON {
				return writeJSON(e.stdout, solveJSON{Answer: chc.Unknown.String(), Reason: why})
			}
			fmt.Fprintln(e.stdout, chc.Unknown)
			fmt.Fprintln(e.stderr, "reason:", why)
			return nil
		}
		return err
	}
	if err := checkScript(e, sc); err != nil {
		return err
	}
	s := sc.System
	opts := solveOpts{
		engine: c.Engine, timeout: time.Duration(c.Timeout), stats: c.Stats, noValidate: c.NoValidate,
		noPreprocess: c.NoPreprocess, passes: c.Passes, maxDepth: c.MaxDepth, memory: c.Memory,
		passTables: &passTables{}, checkInterp: c.CheckInterp, noHoudini: c.NoHoudini, jobs: c.Jobs,
		stableWitness: c.Model || c.Cex || c.JSON || sc.GetModel,
	}
	opts.answerOnly = !opts.stableWitness
	r, runErr := solveWith(ctx, e, s, opts)
	if errors.As(runErr, new(usageError)) {
		return runErr
	}
	// The answer comes first, even after an internal error (then: unknown).
	if err := c.writeAnswer(e.stdout, s, r, sc.GetModel); err != nil {
		return err
	}
	if r.Status == chc.Unknown && r.Reason != "" {
		fmt.Fprintln(e.stderr, "reason:", r.Reason)
	}
	if err := opts.writeStats(e.stderr, r); err != nil && runErr == nil {
		runErr = err
	}
	return runErr
}

// stopGrace is how long solve waits, once its context is done, for the
// engine to return before answering unknown without it: Z3 looks at an
// interrupt only now and then (a check over thousands of assumptions took
// half a second), and the user's deadline holds regardless. The process
// exits right after the answer, with the engine's threads.
const stopGrace = 250 * time.Millisecond

// runWithin runs fn, and returns Unknown if ctx is done and fn has not
// returned grace later. A panic in fn is re-raised in the caller.
func runWithin(ctx context.Context, grace time.Duration, fn func() (engine.Result, error)) (engine.Result, error) {
	type out struct {
		r     engine.Result
		err   error
		panic any
	}
	ch := make(chan out, 1)
	go func() {
		var o out
		defer func() {
			o.panic = recover()
			ch <- o
		}()
		o.r, o.err = fn()
	}()
	done, late := ctx.Done(), (<-chan time.Time)(nil)
	for {
		select {
		case o := <-ch:
			if o.panic != nil {
				panic(o.panic)
			}
			return o.r, o.err
		case <-done:
			done, late = nil, time.After(grace)
		case <-late:
			return engine.Result{Status: chc.Unknown, Reason: "the engine had not stopped " + grace.String() + " after it"}, nil
		}
	}
}

// errTimeout is the cancellation cause of the --timeout deadline.
var errTimeout = errors.New("timeout")

// stopReason names why ctx is done: the signal, the --timeout or the
// --memory budget, and for a timeout the phase it stopped (see
// engine.Result.Phase) when known.
func stopReason(ctx context.Context, timeout time.Duration, phase string) string {
	switch cause := context.Cause(ctx); {
	case errors.Is(cause, errTimeout):
		if phase != "" {
			return fmt.Sprintf("timeout (--timeout %v) while %s", timeout, phase)
		}
		return fmt.Sprintf("timeout (--timeout %v)", timeout)
	case errors.Is(cause, memwatch.ErrBudget):
		return cause.Error() + " (--memory)"
	}
	return "interrupted"
}

// solveOpts are the flags of solve that say how to solve a system; verify
// shares them.
type solveOpts struct {
	engine       string
	timeout      time.Duration
	stats        statsFlag
	passTables   *passTables // --stats=json's pass tables; nil: not collected
	noValidate   bool
	noPreprocess bool
	passes       string
	maxDepth     int
	memory       uint64 // MiB
	checkInterp  bool
	noHoudini    bool
	jobs         int // auto's members solving at once; 0 or 1: one core
	// stableWitness: the witness is printed, so after a race it is
	// re-derived by a fixed engine (package stable).
	stableWitness bool
	// answerOnly: only the answer is printed (engine.Options.AnswerOnly).
	answerOnly bool
}

// solveWith solves s with the driver as o says, under ctx (whose
// deadline, if any, is o.timeout) and the memory budget. Once ctx is done
// the answer is unknown with the reason; an engine error caused by the
// cancellation is no error. A bad engine or pass name is a usageError.
func solveWith(ctx context.Context, e *env, s *chc.System, o solveOpts) (engine.Result, error) {
	pool := z3.NewPool() // one Z3 context per phase of the run, not one per solver
	defer pool.Close()
	opt, err := o.options(e, pool)
	if err != nil {
		return engine.Result{}, usageError{err}
	}
	ctx, stopMem := memwatch.Watch(ctx, o.memory<<20, nil)
	defer stopMem()
	r, runErr := runWithin(ctx, stopGrace, func() (engine.Result, error) {
		if o.stableWitness {
			return stable.Solve(ctx, s, opt)
		}
		return engine.Solve(ctx, s, opt)
	})
	if ctx.Err() != nil && r.Status == chc.Unknown {
		// However the engine put it, the reason is the deadline or the
		// signal; an engine error caused by the cancellation is no error.
		r.Reason = stopReason(ctx, o.timeout, r.Phase)
		runErr = nil
	}
	return r, runErr
}

// tuneGC trades memory for CPU in the garbage collector, from the start
// of solve and verify: horn's runs are short and build many terms, and
// with Go's default GOGC=100 collection took a sixth of the CPU on the
// SLAyer set (and six collections while reading one file of 381 KB). At
// 400 the CPU of horn solve fell by 10–25% for 40% more peak memory (the
// measurements are in docs/strategy.md); a soft limit at half the
// memory budget makes the collector work harder again before the budget
// is near. GOGC and GOMEMLIMIT in the environment take precedence.
func tuneGC(budget uint64) {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" && budget > 0 {
		debug.SetMemoryLimit(int64(min(budget/2, math.MaxInt64)))
	}
}

// options are the driver's options for the flags, with solvers from
// pool (engine.Prepare, as the library's horn.Solve).
func (o solveOpts) options(e *env, pool *z3.Pool) (engine.Options, error) {
	if o.jobs < 0 {
		return engine.Options{}, fmt.Errorf("--jobs %d: want at least 1", o.jobs)
	}
	passes := o.passes
	if o.noPreprocess {
		passes = ""
	}
	opt, err := engine.Prepare(engine.Settings{Config: engine.Config{NewSolver: pool.NewSolver, Profiles: pool.Profile,
		MaxDepth: o.maxDepth, Memory: o.memory << 20, Jobs: o.jobs, Logger: e.log, CheckInterpolants: o.checkInterp, NoHoudini: o.noHoudini},
		Engine: o.engine, Passes: passes, NoPreprocess: o.noPreprocess, NoValidate: o.noValidate})
	if err != nil {
		return engine.Options{}, err
	}
	opt.AnswerOnly = o.answerOnly
	opt.FreshSolver = z3.NewSolver // a quantified model is validated in contexts of its own
	if !o.noPreprocess && passes == "" {
		opt.NoPreprocess = true // --passes "": no pass
	}
	switch {
	case o.stats == statsText:
		opt.PassStats = func(name string, st []preprocess.Stat) {
			fmt.Fprintf(e.stderr, "preprocessing (%s pipeline):\n", name)
			preprocess.WriteStats(e.stderr, st)
		}
	case o.stats == statsJSON && o.passTables != nil:
		opt.PassStats = func(name string, st []preprocess.Stat) {
			o.passTables.list = append(o.passTables.list, newPassTable(name, st))
		}
	}
	return opt, nil
}

// checkScript refuses inputs that are not a question to answer: an empty
// input (an unsafe program piped from a translator that failed must not
// come out safe), and a script without (check-sat), which is how a file
// truncated between two commands looks. A system without a query is
// answered (sat, trivially) with a warning.
func checkScript(e *env, sc *smtlib2.Script) error {
	s := sc.System
	switch {
	case sc.Commands == 0:
		return inputError{fmt.Errorf("%s: empty input: no commands, nothing to solve", sc.End)}
	case len(s.Clauses) == 0 && len(s.Preds) == 0:
		return inputError{fmt.Errorf("%s: no predicates and no clauses: nothing to solve", sc.End)}
	case !sc.CheckSat:
		return inputError{fmt.Errorf("%s: no (check-sat) command: the input may be truncated (add (check-sat) to solve it)", sc.End)}
	case len(s.Queries()) == 0:
		fmt.Fprintf(e.stderr, "horn: warning: %s has no query (no clause with head false): it is trivially sat\n", s.Name)
	}
	return nil
}

// writeAnswer prints the answer line and the witness the flags ask for,
// or with --json the one JSON document.
func (c *solveCmd) writeAnswer(out io.Writer, s *chc.System, r engine.Result, getModel bool) error {
	if c.JSON {
		return writeSolveJSON(out, s, r)
	}
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, r.Status)
	if err := c.writeWitness(w, s, r, getModel); err != nil {
		return err
	}
	return w.Flush()
}

func (c *solveCmd) writeWitness(w *bufio.Writer, s *chc.System, r engine.Result, getModel bool) error {
	switch {
	case (c.Model || getModel) && r.Status == chc.Sat:
		return smtlib2.WriteModel(w, s, r.Model)
	case c.Cex && r.Status == chc.Unsat:
		return smtlib2.WriteDerivation(w, s, r.Derivation)
	}
	return nil
}

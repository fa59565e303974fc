package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/boogie"
	"github.com/horn-chc/horn/z3"
)

type verifyCmd struct {
	File          string       `arg:"" help:"Program: Boogie (.bpl; '-' for standard input), C (.c, .i) or an SV-COMP task file (.yml)."`
	Entry         string       `name:"entry" placeholder:"PROC" help:"Entry procedure. Default: the one marked {:entrypoint}, else ULTIMATE.start if declared, else library mode (every implemented procedure is an entry)."`
	Engine        string       `short:"e" default:"auto" placeholder:"NAME" help:"Engine: one of those listed above, as for solve. Default: ${default}."`
	Timeout       durationFlag `short:"t" placeholder:"DURATION" help:"Wall-clock limit, in seconds (5, 2.5) or as a duration (20s, 300ms); then the answer is unknown. 0: none."`
	Trace         bool         `name:"trace" help:"After buggy, print the trace: each step with file:line:col and the values it sets."`
	Invariants    bool         `name:"invariants" help:"After correct, print the annotations that prove it: requires/ensures per procedure, an invariant per loop head."`
	JSON          bool         `name:"json" help:"Print one JSON document instead: answer, reason, trace, annotations; positions as {file, line, column}."`
	Annotate      string       `name:"annotate" placeholder:"OUT.bpl" help:"Boogie programs: after correct, write the program to OUT.bpl with the inferred contracts and loop invariants inserted, marked {:inferred}."`
	Stats         statsFlag    `short:"s" help:"Print statistics to stderr: --stats as aligned text, --stats=json as one JSON object."`
	Memory        uint64       `name:"memory" default:"4096" help:"Memory budget in MiB, as for solve. 0: none."`
	Jobs          int          `short:"j" name:"jobs" default:"1" help:"auto's engines solving at once, as for solve. 1: one core."`
	ErrorLimit    int          `name:"error-limit" placeholder:"N" default:"5" help:"Report up to N errors (failing checks), each with its replayed trace, as Boogie's /errorLimit. 0: all."`
	Drop          bool         `name:"drop-quantified-axioms" help:"Drop the quantified axioms that define no function instead of refusing them. correct stays sound; buggy is printed only if Z3 finds the trace's constants and functions satisfy the dropped axioms, else unknown."`
	DataModel     string       `name:"data-model" placeholder:"MODEL" help:"C programs: the data model, ILP32 or LP64. Default: a task file's, else LP64."`
	CheckOverflow bool         `name:"check-overflow" help:"C programs: check SV-COMP's no-overflow property (every signed overflow is an error) instead of unreach-call; for a task file, pick its no-overflow property."`
	TestRuns      durationFlag `name:"test-runs" default:"2s" placeholder:"DURATION" help:"C programs, unreach-call: first run the compiled program on generated nondet values, for up to this CPU time of the runs (a C compiler is needed); a run that reaches reach_error, replayed, is the answer buggy. 0: none."`
	Witness       string       `name:"witness" placeholder:"FILE" help:"C programs: write an SV-COMP witness (YAML, format 2.0) to FILE: loop invariants for correct, the replayed trace's waypoints for buggy, none for unknown."`
}

func (c *verifyCmd) Run(e *env) error {
	if g, ok := e.stdout.(*guardedOut); ok {
		g.owesAnswer(c.JSON)
	}
	tuneGC(c.Memory << 20)
	fe, err := frontEndOf(c.File)
	if err != nil {
		return err
	}
	return fe.run(c, e)
}

// runBoogie verifies a Boogie program.
func (c *verifyCmd) runBoogie(e *env) error {
	if c.Witness != "" {
		return usageError{errors.New("--witness: SV-COMP witnesses are written for C programs")}
	}
	ctx := e.ctx
	if c.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, time.Duration(c.Timeout), errTimeout)
		defer cancel()
	}
	if c.Annotate != "" && c.File == "-" {
		return usageError{errors.New("--annotate needs the program in a file, not on standard input")}
	}
	tr, err := verifyBoogie(ctx, e, c)
	if err != nil {
		return err
	}
	opts := solveOpts{
		engine: c.Engine, timeout: time.Duration(c.Timeout), stats: c.Stats, passes: "default", memory: c.Memory,
		passTables: &passTables{}, jobs: c.Jobs, stableWitness: c.Trace || c.Invariants || c.JSON || c.Annotate != "",
	}
	if c.ErrorLimit < 0 {
		return usageError{fmt.Errorf("--error-limit %d: want 0 (no limit) or more", c.ErrorLimit)}
	}
	vs, r, runErr := findErrors(ctx, e, tr, opts, c.ErrorLimit)
	if errors.As(runErr, new(usageError)) {
		return runErr
	}
	if err := c.write(e.stdout, vs); err != nil {
		return err
	}
	if err := c.annotate(e, tr, vs.first()); err != nil {
		return err
	}
	switch v := vs.first(); v.Answer {
	case boogie.Unknown:
		if v.Reason != "" {
			fmt.Fprintln(e.stderr, "reason:", v.Reason)
		}
		e.exit = exitUnknown
	case boogie.Buggy:
		vs.writeNotes(e.stderr, c.ErrorLimit)
		e.exit = exitBuggy
	}
	if err := opts.writeStats(e.stderr, r); err != nil && runErr == nil {
		runErr = err
	}
	return runErr
}

// write prints the JSON document (--json), or the answer line, then what
// the flags ask for: each error's trace, the proof, or a line per error.
func (c *verifyCmd) write(out io.Writer, vs *verdicts) error {
	if c.JSON {
		return vs.writeJSON(out)
	}
	w := bufio.NewWriter(out)
	v := vs.first()
	fmt.Fprintln(w, v.Answer)
	var err error
	switch {
	case c.Trace && v.Answer == boogie.Buggy:
		for _, b := range vs.errors {
			if _, err = b.Trace.WriteTo(w); err != nil {
				break
			}
		}
	case c.Invariants && v.Answer == boogie.Correct:
		_, err = v.Annotations.WriteTo(w)
	case v.Answer == boogie.Buggy:
		for _, b := range vs.errors {
			fmt.Fprintln(w, failLine(b.Trace))
		}
	}
	if err != nil {
		return err
	}
	return w.Flush()
}

// annotate writes --annotate's program: the source with v's annotations
// inserted, after correct; otherwise it says on stderr that it did not.
func (c *verifyCmd) annotate(e *env, tr *boogie.Translation, v *boogie.Verdict) error {
	if c.Annotate == "" {
		return nil
	}
	if v.Answer != boogie.Correct {
		fmt.Fprintf(e.stderr, "horn: %s not written: the program is not shown correct\n", c.Annotate)
		return nil
	}
	src, err := os.ReadFile(c.File)
	if err != nil {
		return inputError{err}
	}
	out, left, err := boogie.Insert(tr.Program, src, v.Annotations)
	if err != nil {
		return fmt.Errorf("--annotate: %w", err)
	}
	if left > 0 {
		fmt.Fprintf(e.stderr, "horn: %s: %d %s left out: not Boogie over the program's types\n", c.Annotate, left, plural(left, "annotation"))
	}
	return os.WriteFile(c.Annotate, out, 0o644)
}

// decider decides the check of a trace against dropped axioms with Z3.
func decider(ctx context.Context) func(*chc.Factory, []*chc.Term, []boogie.Quantified) (chc.Status, error) {
	return func(f *chc.Factory, facts []*chc.Term, qs []boogie.Quantified) (chc.Status, error) {
		zq := make([]z3.Quantified, len(qs))
		for i, q := range qs {
			zq[i] = z3.Quantified{Exists: q.Exists, Vars: q.Vars, Body: q.Body}
		}
		// Z3 may search for ever for a model of quantified axioms whose
		// models are infinite tables: bound each check.
		c, cancel := context.WithTimeout(ctx, decideTimeout)
		defer cancel()
		return z3.Decide(c, f, facts, zq)
	}
}

// decideTimeout bounds one check of a trace against dropped axioms; past
// it the verdict is unknown.
const decideTimeout = 10 * time.Second

// translateBoogie reads, checks and encodes a Boogie program, printing
// the encoder's warnings to stderr.
func translateBoogie(e *env, path string, opt boogie.Options) (*boogie.Translation, error) {
	src, err := readInput(e, path)
	if err != nil {
		return nil, err
	}
	prog, info, err := boogie.Read(path, src)
	if err != nil {
		return nil, inputError{err}
	}
	tr, err := boogie.Translate(prog, info, opt)
	if err != nil {
		return nil, inputError{err}
	}
	for _, w := range tr.Warnings {
		fmt.Fprintf(e.stderr, "horn: warning: %s\n", w)
	}
	return tr, nil
}

type translateBoogieCmd struct {
	File   string `arg:"" help:"Boogie program (.bpl; '-' for standard input)."`
	Entry  string `name:"entry" placeholder:"PROC" help:"Entry procedure (default: {:entrypoint}, else ULTIMATE.start, else library mode)."`
	Output string `short:"o" placeholder:"FILE" help:"Write the result to this file instead of standard output."`
	Drop   bool   `name:"drop-quantified-axioms" help:"Drop the quantified axioms that define no function instead of refusing them (the clauses then over-approximate the program: sat still means correct, unsat may be spurious)."`
}

func (c *translateBoogieCmd) Run(e *env) error {
	tr, err := translateBoogie(e, c.File, boogie.Options{Entry: c.Entry, DropQuantifiedAxioms: c.Drop})
	if err != nil {
		return err
	}
	return writeOutput(e.stdout, c.Output, tr.WriteSMT)
}

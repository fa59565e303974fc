package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/horn-chc/horn/translate/boogie"
)

type verifyCmd struct {
	File          string       `arg:"" help:"Boogie program (.bpl; '-' for standard input)."`
	Entry         string       `name:"entry" placeholder:"PROC" help:"Entry procedure. Default: the one marked {:entrypoint}, else ULTIMATE.start if declared, else library mode (every implemented procedure is an entry)."`
	Engine        string       `short:"e" default:"auto" help:"Engine, as for solve: auto, pdr, pdr-itp, bmc, portfolio, satbmc, bitic3, kind, imc, si, uw, va-pdr or va-auto."`
	Timeout       durationFlag `short:"t" help:"Wall-clock limit, in seconds (5, 2.5) or as a duration (20s, 300ms); then the answer is unknown. 0: none."`
	Trace         bool         `name:"trace" help:"After buggy, print the trace: each step with file:line:col and the values it sets."`
	Invariants    bool         `name:"invariants" help:"After correct, print the annotations that prove it: requires/ensures per procedure, an invariant per loop head."`
	JSON          bool         `name:"json" help:"After the answer line, print the answer, the reason, the trace and the annotations as one JSON object."`
	Stats         statsFlag    `short:"s" help:"Print statistics to stderr: --stats as aligned text, --stats=json as one JSON object."`
	Memory        uint64       `name:"memory" default:"4096" help:"Memory budget in MiB, as for solve. 0: none."`
	Jobs          int          `short:"j" name:"jobs" default:"1" help:"auto's engines solving at once, as for solve. 1: one core."`
	DataModel     string       `name:"data-model" default:"LP64" enum:"ILP32,LP64,ilp32,lp64" help:"C programs: the data model, ILP32 or LP64."`
	CheckOverflow bool         `name:"check-overflow" help:"C programs: check SV-COMP's no-overflow property (every signed overflow is an error) instead of unreach-call."`
}

func (c *verifyCmd) Run(e *env) error {
	if g, ok := e.stdout.(*guardedOut); ok {
		g.owesAnswer()
	}
	tuneGC(c.Memory << 20)
	if isCInput(c.File) {
		return c.runC(e)
	}
	ctx := e.ctx
	if c.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, time.Duration(c.Timeout), errTimeout)
		defer cancel()
	}
	tr, err := translateBoogie(e, c.File, c.Entry)
	if err != nil {
		return err
	}
	opts := solveOpts{
		engine: c.Engine, timeout: time.Duration(c.Timeout), stats: c.Stats, passes: "default", memory: c.Memory,
		passTables: &passTables{}, jobs: c.Jobs,
	}
	r, runErr := solveWith(ctx, e, tr.System, opts)
	if errors.As(runErr, new(usageError)) {
		return runErr
	}
	v := tr.Verdict(r.Status, r.Model, r.Derivation, r.Reason)
	if err := c.write(e.stdout, v); err != nil {
		return err
	}
	if v.Answer == boogie.Unknown && v.Reason != "" {
		fmt.Fprintln(e.stderr, "reason:", v.Reason)
	}
	if err := opts.writeStats(e.stderr, r); err != nil && runErr == nil {
		runErr = err
	}
	return runErr
}

// write prints the answer line, then what the flags ask for.
func (c *verifyCmd) write(out io.Writer, v *boogie.Verdict) error {
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, v.Answer)
	var err error
	switch {
	case c.JSON:
		err = v.WriteJSON(w)
	case c.Trace && v.Answer == boogie.Buggy:
		_, err = v.Trace.WriteTo(w)
	case c.Invariants && v.Answer == boogie.Correct:
		_, err = v.Annotations.WriteTo(w)
	}
	if err != nil {
		return err
	}
	return w.Flush()
}

// translateBoogie reads, checks and encodes a Boogie program, printing
// the encoder's warnings to stderr.
func translateBoogie(e *env, path, entry string) (*boogie.Translation, error) {
	src, err := readInput(e, path)
	if err != nil {
		return nil, err
	}
	prog, info, err := boogie.Read(path, src)
	if err != nil {
		return nil, inputError{err}
	}
	tr, err := boogie.Translate(prog, info, boogie.Options{Entry: entry})
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
}

func (c *translateBoogieCmd) Run(e *env) error {
	tr, err := translateBoogie(e, c.File, c.Entry)
	if err != nil {
		return err
	}
	return writeOutput(e.stdout, c.Output, tr.WriteSMT)
}

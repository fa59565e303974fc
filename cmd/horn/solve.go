package main

import (
	"bufio"
	"context"
	"fmt"
	"time"

	"horn/chc"
	"horn/engine"
	"horn/preprocess"
	"horn/smtlib2"
	"horn/z3"
)

type solveCmd struct {
	File         string        `arg:"" help:"SMT-LIB2 HORN or Z3 fixedpoint file ('-' for standard input)."`
	Engine       string        `short:"e" default:"auto" help:"Engine: auto (pdr and bmc taking turns on one core, 3:1), pdr (PDR/Spacer-style, proves and refutes), bmc (bounded model checking, finds counterexamples), portfolio (pdr and bmc in parallel)."`
	Timeout      time.Duration `short:"t" help:"Wall-clock limit (e.g. 20s); then the answer is unknown. 0: none."`
	Model        bool          `short:"m" help:"After sat, print the model (define-fun per predicate)."`
	Cex          bool          `short:"c" help:"After unsat, print the counterexample derivation."`
	Stats        bool          `short:"s" help:"Print statistics to stderr."`
	NoValidate   bool          `name:"no-validate" help:"Trust the engine's witness instead of validating it."`
	NoPreprocess bool          `name:"no-preprocess" help:"Solve the system as read, without preprocessing it first."`
	Passes       string        `name:"passes" default:"default" help:"Preprocessing passes, comma-separated: simplify, slice, slice-preds, inline, unfold, default, none."`
	MaxDepth     int           `name:"max-depth" help:"Give up (unknown) after this BMC depth or PDR level. 0: no bound."`
}

func (c *solveCmd) Run(e *env) error {
	s, err := readSystem(e, c.File)
	if err != nil {
		return err
	}
	eng, err := newEngine(c.Engine, engineConfig{newSolver: z3.NewSolver, maxDepth: c.MaxDepth})
	if err != nil {
		return usageError{err}
	}
	if !c.NoPreprocess {
		pipe, err := preprocess.Named(c.Passes)
		if err != nil {
			return usageError{err}
		}
		if len(pipe.Passes) > 0 {
			pe := &engine.Preprocessed{Inner: eng, Pipeline: pipe, NewSolver: z3.NewSolver}
			if c.Stats {
				pe.PassStats = func(name string, st []preprocess.Stat) {
					fmt.Fprintf(e.stderr, "preprocessing (%s pipeline):\n", name)
					preprocess.WriteStats(e.stderr, st)
				}
			}
			eng = pe
		}
	}
	ctx := e.ctx
	if c.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.Timeout)
		defer cancel()
	}
	r, runErr := engine.Run(ctx, eng, s, engine.Options{NoValidate: c.NoValidate, NewSolver: z3.NewSolver})
	if runErr != nil && ctx.Err() != nil {
		r, runErr = engine.Result{Status: chc.Unknown, Reason: "timeout: " + ctx.Err().Error()}, nil
	}
	// The answer comes first, even after an internal error (then: unknown).
	w := bufio.NewWriter(e.stdout)
	fmt.Fprintln(w, r.Status)
	if err := c.writeWitness(w, s, r); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if r.Status == chc.Unknown && r.Reason != "" {
		fmt.Fprintln(e.stderr, "reason:", r.Reason)
	}
	if c.Stats && r.Stats != nil {
		r.Stats.WriteTo(e.stderr)
	}
	return runErr
}

func (c *solveCmd) writeWitness(w *bufio.Writer, s *chc.System, r engine.Result) error {
	switch {
	case c.Model && r.Status == chc.Sat:
		return smtlib2.WriteModel(w, s, r.Model)
	case c.Cex && r.Status == chc.Unsat:
		return smtlib2.WriteDerivation(w, s, r.Derivation)
	}
	return nil
}

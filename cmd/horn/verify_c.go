package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	cfront "github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/translate/c/replay"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// runC verifies a C program: translate, solve, map the answer back. A
// construct outside the subset is the answer unknown, with the refusal
// (file:line:col and the construct) as the reason.
func (c *verifyCmd) runC(e *env) error {
	if c.Annotate != "" {
		return usageError{errors.New("--annotate writes Boogie programs; for C, --invariants prints the invariants")}
	}
	ctx := e.ctx
	if c.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, time.Duration(c.Timeout), errTimeout)
		defer cancel()
	}
	tr, err := translateC(e, c.File, c.DataModel, c.CheckOverflow)
	var refusal *cfront.Refusal
	refused := errors.As(err, &refusal)
	if err != nil && !refused {
		return err
	}
	if refused {
		tr = nil
	}
	if v := c.falsify(ctx, e, tr); v != nil {
		if err := c.writeC(e, v); err != nil {
			return err
		}
		return c.writeWitness(e, v)
	}
	if refused {
		return c.writeC(e, &cfront.Verdict{Answer: cfront.Unknown, Reason: refusal.Error()})
	}
	opts := solveOpts{
		engine: c.Engine, timeout: time.Duration(c.Timeout), stats: c.Stats, passes: "default", memory: c.Memory,
		passTables: &passTables{}, jobs: c.Jobs, stableWitness: c.Trace || c.Invariants || c.JSON || c.Witness != "",
	}
	wr := narrowWraps(ctx, tr)
	r, runErr := solveWith(ctx, e, tr.System, opts)
	if errors.As(runErr, new(usageError)) {
		return runErr
	}
	if wr != nil && r.Status == chc.Sat {
		r = wr.lift(ctx, r)
	}
	v := tr.Verdict(r.Status, r.Model, r.Derivation, r.Reason)
	if v.Answer == cfront.Buggy {
		// The trace stands only after the compiler's program replays it.
		dm, _ := cfront.ParseDataModel(c.DataModel)
		rep := cfront.Compiled{Program: replay.Program{Files: []string{c.File}, DataModel: cfront.TaskDataModel(dm)}}
		var note string
		v, note = cfront.Confirm(ctx, v, rep)
		if note != "" {
			fmt.Fprintln(e.stderr, "note:", note)
		}
	}
	if err := c.writeC(e, v); err != nil {
		return err
	}
	if err := c.writeWitness(e, v); err != nil {
		return err
	}
	if err := opts.writeStats(e.stderr, r); err != nil && runErr == nil {
		runErr = err
	}
	return runErr
}

// writeC prints the JSON document (--json), or the answer line, then
// what the flags ask for; and the reason of an unknown on stderr.
func (c *verifyCmd) writeC(e *env, v *cfront.Verdict) error {
	w := bufio.NewWriter(e.stdout)
	if !c.JSON {
		fmt.Fprintln(w, v.Answer)
	}
	var err error
	switch {
	case c.JSON:
		err = v.WriteJSON(w)
	case c.Trace && v.Answer == cfront.Buggy:
		_, err = v.Trace.WriteTo(w)
	case c.Invariants && v.Answer == cfront.Correct:
		_, err = v.Invariants.WriteTo(w)
	}
	if err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if v.Answer == cfront.Unknown && v.Reason != "" {
		fmt.Fprintln(e.stderr, "reason:", v.Reason)
	}
	switch v.Answer {
	case cfront.Buggy:
		e.exit = exitBuggy
	case cfront.Unknown:
		e.exit = exitUnknown
	}
	return nil
}

// translateC reads and encodes a C program in a data model.
func translateC(e *env, path, dataModel string, overflow bool) (*cfront.Translation, error) {
	dm, err := cfront.ParseDataModel(dataModel)
	if err != nil {
		return nil, usageError{err}
	}
	src, err := readInput(e, path)
	if err != nil {
		return nil, err
	}
	tr, err := cfront.Translate(path, src, cfront.Options{DataModel: dm, CheckOverflow: overflow})
	var refusal *cfront.Refusal
	if err != nil && !errors.As(err, &refusal) {
		return nil, inputError{err}
	}
	return tr, err
}

type translateCCmd struct {
	File      string `arg:"" help:"C program (.c, or preprocessed .i; '-' for standard input)."`
	DataModel string `name:"data-model" default:"LP64" enum:"ILP32,LP64,ilp32,lp64" help:"Data model: ILP32 (32-bit long and pointers) or LP64."`
	Output    string `short:"o" placeholder:"FILE" help:"Write the result to this file instead of standard output."`
	Lowered   bool   `name:"lowered" help:"Print the program lowered to the Boogie subset (which the clauses encode) instead of the clauses."`
	Overflow  bool   `name:"check-overflow" help:"Encode SV-COMP's no-overflow property: every signed overflow is an error (reach_error is then an abort)."`
	KeepWraps bool   `name:"keep-wraps" help:"Keep every wrap-around (mod term) of unsigned arithmetic. Default: as verify, drop those an interval invariant rules out, once Z3 has found it inductive (the clauses verify solves)."`
}

func (t *translateCCmd) Run(e *env) error {
	tr, err := translateC(e, t.File, t.DataModel, t.Overflow)
	var refusal *cfront.Refusal
	if errors.As(err, &refusal) {
		return inputError{err}
	}
	if err != nil {
		return err
	}
	if t.Lowered {
		return writeOutput(e.stdout, t.Output, func(w io.Writer) error {
			_, err := io.WriteString(w, tr.Lowered)
			return err
		})
	}
	if !t.KeepWraps {
		narrowWraps(e.ctx, tr)
	}
	return writeOutput(e.stdout, t.Output, tr.WriteSMT)
}

// wraps is a translation whose impossible wrap-arounds were dropped
// (cfront.Translation.NarrowWraps), with the system as it was.
type wraps struct{ *cfront.Wraps }

// narrowWraps drops the wrap-arounds of tr's clauses that the interval
// invariant rules out, once Z3 has found that invariant inductive on the
// clauses as they were; nil when nothing changed.
func narrowWraps(ctx context.Context, tr *cfront.Translation) *wraps {
	w := tr.NarrowWraps()
	if w == nil {
		return nil
	}
	rules := &chc.System{Terms: w.Original.Terms, Preds: w.Original.Preds, Name: w.Original.Name}
	for _, c := range w.Original.Clauses {
		if !c.IsQuery() {
			rules.Clauses = append(rules.Clauses, c)
		}
	}
	if err := witness.CheckModel(ctx, rules, w.Invariant, z3.NewSolver); err != nil {
		// Not inductive: put the clauses back as they were.
		for i, c := range tr.System.Clauses {
			o := w.Original.Clauses[i]
			c.Constraint, c.Head, c.Body = o.Constraint, o.Head, o.Body
		}
		return nil
	}
	return &wraps{w}
}

// lift turns a model of the narrowed clauses into one of the clauses as
// they were (conjoined with the interval invariant), validated by Z3 on
// those; when that fails the answer is unknown.
func (w *wraps) lift(ctx context.Context, r engine.Result) engine.Result {
	f := w.Original.Terms
	m := chc.Model{}
	for _, p := range w.Original.Preds {
		inv := w.Invariant[p]
		in, ok := r.Model[p]
		if !ok {
			m[p] = inv
			continue
		}
		sub := make(map[*chc.Term]*chc.Term, len(inv.Params))
		for i, x := range inv.Params {
			sub[x] = in.Params[i]
		}
		m[p] = chc.Interp{Params: in.Params, Body: f.And(in.Body, f.Subst(inv.Body, sub))}
	}
	if err := witness.CheckModel(ctx, w.Original, m, z3.NewSolver); err != nil {
		return engine.Result{Status: chc.Unknown, Reason: fmt.Sprintf("horn bug: the model of the clauses without impossible wrap-arounds does not lift: %v", err)}
	}
	r.Model = m
	return r
}

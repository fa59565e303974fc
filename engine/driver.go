package engine

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/witness"
)

// Options configure Solve. The zero value with NewSolver set is what
// `horn solve` does by default: the default engine (see New) after the
// default preprocessing pipeline, with the light one as fallback, every
// answer mapped back and validated against the system as given.
type Options struct {
	// NewSolver makes the solvers of the default engine, of the back maps
	// and of model validation. Required unless NoValidate is set and
	// Engine and the pipelines need none.
	NewSolver smt.NewSolver
	// Engine solves the preprocessed system; nil: the default engine
	// (Default) on NewSolver. Prepare makes it from Settings.
	Engine Engine
	// Pipeline preprocesses the system; zero value: preprocess.Default().
	Pipeline preprocess.Pipeline
	// Fallback preprocesses the system again when a model of the first
	// pipeline's output cannot be mapped back (a quantifier the back map
	// could not eliminate); its back maps need no quantifier elimination.
	// Zero value: preprocess.Light().
	Fallback preprocess.Pipeline
	// NoPreprocess solves the system as given.
	NoPreprocess bool
	// NoValidate trusts the engine's witness (competition runs).
	NoValidate bool
	// Validation bounds the work of each solver check that validates a
	// model, and of the printed model's minimization (zero value:
	// witness's defaults). A check that reaches the bound decides
	// nothing: the model is then printed less simplified, or the answer
	// is unknown (see Solve).
	Validation witness.Limits
	// AnswerOnly says that the caller uses the answer and not the
	// witness (horn solve without -m, -c or --json): a model is still
	// mapped back, simplified and validated against the system as given,
	// but not minimized for printing first (its solver checks were a
	// fifth to a third of the CPU of a quick sat run).
	AnswerOnly bool
	// Logger receives the driver's progress (Info: the preprocessing
	// pipeline's effect, the engine, the answer; Debug: each pass, the
	// back-translation and validation) and the report of a witness that
	// failed validation (Error); nil: none. The engines log to the
	// Config.Logger they were made with: the default engine (Engine nil)
	// gets this one.
	Logger *slog.Logger
	// PassStats, if set, receives the per-pass statistics of each
	// pipeline run ("default", then "fallback" if it runs).
	PassStats func(pipeline string, stats []preprocess.Stat)
	// FreshSolver, if set, makes the solvers that validate a model with
	// a quantifier, each in a Z3 context of its own: Z3 4.8.12's
	// instantiation over such a model in a context reused from a pool
	// (z3.Pool) depends on what the context was used for before, so that
	// a quantified array invariant validated in one run and not in
	// another depending on which member's contexts the pool handed on
	// (docs/strategy.md, decisions: validation). The same for a model
	// that applies a datatype's size function, which Z3 unfolds
	// (chc.ModelUnfolds). nil, or with CheckBudgeted: NewSolver.
	FreshSolver smt.NewSolver
	// CheckBudgeted says that NewSolver's solvers count their checks
	// against a budget (smt.CheckBudget) which bounds the run: the
	// printed model's minimization then has no wall-clock guard, so that
	// the run ends at the same point whatever the load (package stable).
	CheckBudgeted bool
}

// Solve is the one driver: preprocess s, solve the result, map each
// answer back and validate it against s, and preprocess again with the
// fallback pipeline when a model cannot be mapped back. An answer is
// reported only once it has been validated (unless NoValidate), and only
// before ctx is done: a witness that fails validation makes the answer
// Unknown with the failure as reason, and a done ctx makes it Unknown
// with Result.Phase naming the step that was stopped. A model is
// printed as readable as a validation confirms: minimized (unless
// AnswerOnly), else simplified, else as mapped back; one whose
// validation reaches the work bound (Validation) gives way to the next
// with a warning, and when none validates the answer is unknown with
// the reason. An engine whose
// members race (Portfolio) checks each member's answer in the race, so
// that one member's answer that fails leaves the others running; nothing
// is validated twice.
func Solve(ctx context.Context, s *chc.System, opt Options) (Result, error) {
	d := &driver{orig: s, opt: opt, log: logOrDiscard(opt.Logger), stats: result.NewStats()}
	eng := opt.Engine
	if eng == nil {
		if opt.NewSolver == nil {
			return Result{Status: chc.Unknown}, errors.New("engine: Solve: no engine and no solver to make the default one")
		}
		eng = Default(Config{NewSolver: opt.NewSolver, Logger: opt.Logger})
	}
	if opt.NewSolver == nil && !opt.NoValidate {
		return Result{Status: chc.Unknown}, errors.New("engine: Solve: validation needs Options.NewSolver")
	}
	start := time.Now()
	r, err := d.solve(ctx, eng)
	d.stats.SetDuration("solve time", time.Since(start))
	d.log.Info("answer", "status", r.Status, "time", time.Since(start).Round(time.Millisecond))
	r.Stats = d.stats
	return r, err
}

// Run solves s with e without preprocessing: Solve with Engine e and
// NoPreprocess.
func Run(ctx context.Context, e Engine, s *chc.System, opt Options) (Result, error) {
	opt.Engine, opt.NoPreprocess = e, true
	return Solve(ctx, s, opt)
}

// driver holds one Solve call.
type driver struct {
	orig  *chc.System
	opt   Options
	log   *slog.Logger
	stats *Stats
}

// stage is one preprocessing attempt.
type stage struct {
	name     string // "default" or "fallback"; "" without preprocessing
	pipe     preprocess.Pipeline
	fallback bool // a fallback stage follows
}

// stages lists the preprocessing attempts.
func (d *driver) stages() []stage {
	if d.opt.NoPreprocess {
		return []stage{{}}
	}
	pipe, light := d.opt.Pipeline, d.opt.Fallback
	if len(pipe.Passes) == 0 {
		pipe = preprocess.Default()
	}
	if len(light.Passes) == 0 {
		light = preprocess.Light()
	}
	return []stage{{name: "default", pipe: pipe, fallback: true}, {name: "fallback", pipe: light}}
}

// solve runs the stages until one answers or needs no fallback.
func (d *driver) solve(ctx context.Context, eng Engine) (Result, error) {
	var r Result
	var err error
	for _, st := range d.stages() {
		var retry bool
		r, retry, err = d.attempt(ctx, eng, st)
		if err != nil || !retry || !st.fallback {
			return r, err
		}
		d.stats.Add("preprocess model fallbacks", 1)
	}
	return r, err
}

// attempt preprocesses with st's pipeline and solves. retry reports that
// no answer was accepted and some model failed to map back, so the
// fallback stage may succeed.
func (d *driver) attempt(ctx context.Context, eng Engine, st stage) (r Result, retry bool, err error) {
	prefix := ""
	if st.name == "fallback" {
		prefix = "fallback "
	}
	pre, err := d.preprocess(ctx, st, prefix)
	if err != nil {
		if ctx.Err() != nil {
			return stopped(ctx, "preprocessing"), false, nil
		}
		return Result{Status: chc.Unknown}, false, fmt.Errorf("preprocessing: %w", err)
	}
	mapFailed := false
	accept := func(ctx context.Context, r Result) (Result, bool) {
		out, failed := d.accept(ctx, pre.Back, r, st.fallback, prefix)
		mapFailed = mapFailed || failed
		return out, out.Status != chc.Unknown
	}
	if st.name != "" && len(pre.System.Queries()) == 0 {
		// Preprocessing removed every query (each was unreachable): the
		// preprocessed system holds with every predicate true, and no
		// engine (nor its Z3 context) is needed. An answer that does not
		// map back or validate leaves the engine to try.
		d.log.Info("preprocessing left no query; answering sat with every predicate true")
		d.stats.Add(prefix+"answered by preprocessing", 1)
		if out, ok := accept(ctx, Result{Status: chc.Sat, Model: chc.TrueModel(pre.System)}); ok {
			return out, false, nil
		}
	}
	d.log.Info("solving", "engine", eng.Name(), "clauses", len(pre.System.Clauses), "predicates", len(pre.System.Preds))
	if rc, ok := eng.(racer); ok {
		var src *source
		if st.name != "" {
			src = &source{system: d.orig, accept: func(ctx context.Context, r Result) (Result, bool) {
				out, _ := d.accept(ctx, preprocess.Identity, r, false, prefix)
				return out, out.Status != chc.Unknown
			}}
		}
		r, err = rc.race(ctx, pre.System, src, accept)
	} else {
		r, err = result.SolveSafely(ctx, eng, pre.System)
		if err == nil && r.Status != chc.Unknown {
			stats := r.Stats
			r, _ = accept(ctx, r)
			r.Stats = stats
		}
	}
	if r.Stats != nil {
		d.stats.Merge(r.Stats.Prefixed(prefix))
	}
	if err != nil {
		if ctx.Err() != nil {
			return stopped(ctx, "solving"), false, nil
		}
		return Result{Status: chc.Unknown, Reason: err.Error()}, false, fmt.Errorf("engine %s: %w", eng.Name(), err)
	}
	if ctx.Err() != nil && (r.Status != chc.Unknown || r.Phase == "") {
		return stopped(ctx, "solving"), false, nil
	}
	return r, r.Status == chc.Unknown && mapFailed, nil
}

// preprocess runs st's pipeline (none without a name) and records its
// statistics.
func (d *driver) preprocess(ctx context.Context, st stage, prefix string) (*preprocess.Result, error) {
	if st.name == "" {
		return &preprocess.Result{System: d.orig, Back: preprocess.Identity}, nil
	}
	start := time.Now()
	pre, err := st.pipe.Run(ctx, d.orig)
	if err != nil {
		return pre, err
	}
	if d.opt.PassStats != nil {
		d.opt.PassStats(st.name, pre.Stats)
	}
	d.stats.SetDuration(prefix+"preprocess time", time.Since(start))
	before, after := preprocess.SizeOf(d.orig), preprocess.SizeOf(pre.System)
	for _, ps := range pre.Stats {
		d.log.Debug("preprocessing pass", "pipeline", st.name, "pass", ps.Pass, "clauses", ps.After.Clauses,
			"predicates", ps.After.Preds, "arguments", ps.After.Args, "time", ps.Time)
	}
	d.log.Info("preprocessed", "pipeline", st.name, "clauses", fmt.Sprintf("%d→%d", before.Clauses, after.Clauses),
		"predicates", fmt.Sprintf("%d→%d", before.Preds, after.Preds), "arguments", fmt.Sprintf("%d→%d", before.Args, after.Args),
		"time", time.Since(start).Round(time.Microsecond))
	d.stats.Add(prefix+"preprocess clauses before", int64(before.Clauses))
	d.stats.Add(prefix+"preprocess clauses after", int64(after.Clauses))
	d.stats.Add(prefix+"preprocess predicates before", int64(before.Preds))
	d.stats.Add(prefix+"preprocess predicates after", int64(after.Preds))
	d.stats.Add(prefix+"preprocess arguments before", int64(before.Args))
	d.stats.Add(prefix+"preprocess arguments after", int64(after.Args))
	return pre, nil
}

// accept maps a definite answer back through back and validates it
// against the system as given; an answer that fails either becomes
// Unknown with the reason. mapFailed reports a model that did not map
// back.
func (d *driver) accept(ctx context.Context, back preprocess.BackMap, r Result, fallback bool, prefix string) (out Result, mapFailed bool) {
	start := time.Now()
	mapped, err := d.mapBack(ctx, back, r, fallback)
	d.stats.AddDuration(prefix+"back-translation time", time.Since(start))
	d.log.Debug("mapped the answer back", "answer", r.Status, "err", err, "time", time.Since(start))
	if ctx.Err() != nil {
		return stopped(ctx, "mapping the "+r.Status.String()+" answer back"), false
	}
	if err != nil {
		if r.Status == chc.Sat {
			// The preprocessed system is safe, so the given one is too,
			// but horn prints only answers it can witness.
			return Result{Status: chc.Unknown, Reason: "model back-translation failed: " + err.Error()}, true
		}
		return Result{Status: chc.Unknown, Reason: "bug: derivation back-translation: " + err.Error()}, false
	}
	if d.opt.NoValidate {
		return d.named(mapped), false
	}
	shown, verr := d.firstValid(ctx, mapped, d.readable(ctx, mapped))
	if verr != nil && ctx.Err() == nil && r.Status == chc.Unsat && back != preprocess.Identity {
		// The derivation was lifted checking only the nodes that the
		// passes left open (see preprocess.CheckEveryNode): lift it
		// again checking and repairing every node.
		d.stats.Add(prefix+"checked derivation liftings", 1)
		d.log.Info("derivation failed validation; lifting it again, checking every node", "err", verr)
		start := time.Now()
		again, err := d.mapBack(preprocess.CheckEveryNode(ctx), back, r, fallback)
		d.stats.AddDuration(prefix+"back-translation time", time.Since(start))
		if err == nil {
			shown, verr = again, d.validate(ctx, again)
		}
	}
	if ctx.Err() != nil {
		return stopped(ctx, "validating the "+r.Status.String()+" answer"), false
	}
	if verr != nil && witness.Undecided(verr) {
		// No bug: Z3 could not decide a check (a quantified model's, or
		// one that reached the work bound).
		d.log.Warn("the solver could not validate the witness; reporting unknown", "answer", r.Status, "err", verr)
		return Result{Status: chc.Unknown, Reason: fmt.Sprintf("the %s answer could not be validated: %v", r.Status, verr)}, false
	}
	if verr != nil {
		d.log.Error("witness failed validation; reporting unknown", "answer", r.Status, "err", verr)
		return Result{Status: chc.Unknown, Reason: fmt.Sprintf("bug: %s answer failed validation: %v", r.Status, verr)}, false
	}
	return shown, false
}

// firstValid validates r, and for a model its forms (readable) in
// order, and returns r with the first that validates
// (witness.FirstValid). Passing over a form is reported: a warning and a
// count for one the solver could not decide within the bound, an error
// for one that failed while a later one validates.
func (d *driver) firstValid(ctx context.Context, r Result, forms []witness.Form) (Result, error) {
	if len(forms) == 0 {
		return r, d.validate(ctx, r)
	}
	f, passed, err := witness.FirstValid(ctx, forms, func(f witness.Form) error {
		c := r
		c.Model = f.Model
		return d.validate(ctx, c)
	})
	r.Model = f.Model
	for _, p := range passed {
		switch {
		case err != nil:
		case witness.Undecided(p.Err):
			d.stats.Add("models printed "+f.Name+" instead of "+p.Form.Name, 1)
			d.log.Warn("the "+p.Form.Name+" model could not be validated within the work bound; printing it "+f.Name, "err", p.Err)
		default:
			d.log.Error("bug: the "+p.Form.Name+" model failed validation; printing it "+f.Name, "err", p.Err)
		}
	}
	return r, err
}

// minimizeChecks and minimizeGuard bound the work of dropping implied
// conjuncts from a model before it is printed (witness.MinimizeBudget): a
// count of solver checks, so that the printed model does not depend on
// the machine's load, and a wall-clock guard that only unusually hard
// checks reach.
const (
	minimizeChecks = 200
	minimizeGuard  = 2 * time.Second
)

// named returns r with its model's parameters named as the clauses name
// them (see chc.ParamNames).
func (d *driver) named(r Result) Result {
	if r.Status == chc.Sat && r.Model != nil {
		r.Model = r.Model.Renamed(d.orig.Terms, chc.ParamNames(d.orig))
	}
	return r
}

// readable returns the forms of r's model to validate, the most
// readable first (witness.Forms: minimized and ranged unless
// AnswerOnly, simplified, as it is); none for a derivation. The model
// is simplified even when only the answer is printed: Z3 validates some
// models only once they are simplified (a datatype file's size-pdr
// model: 20 s and more as mapped back, 0.7 s simplified).
func (d *driver) readable(ctx context.Context, r Result) []witness.Form {
	if r.Status != chc.Sat || r.Model == nil {
		return nil
	}
	start := time.Now()
	defer func() { d.stats.AddDuration("model simplification time", time.Since(start)) }()
	budget := witness.MinimizeBudget{Checks: minimizeChecks, Time: minimizeGuard, Work: d.opt.Validation.WorkBound()}
	if d.opt.CheckBudgeted {
		budget.Time = time.Hour
	}
	forms, st := witness.Forms(ctx, d.orig, r.Model, d.opt.NewSolver, !d.opt.AnswerOnly, budget)
	if st.Checks > 0 {
		d.stats.Add("conjuncts dropped", int64(st.Before-st.After))
		d.stats.Add("minimize checks", int64(st.Checks))
	}
	return forms
}

// validate checks r against the system as given, counting the check.
func (d *driver) validate(ctx context.Context, r Result) error {
	start := time.Now()
	d.stats.Add("validations", 1)
	ns := d.opt.NewSolver
	if d.opt.FreshSolver != nil && !d.opt.CheckBudgeted && r.Status == chc.Sat && chc.ModelUnfolds(r.Model) {
		ns = d.opt.FreshSolver
	}
	err := d.opt.Validation.CheckAnswer(ctx, d.orig, r, ns)
	d.stats.AddDuration("validation time", time.Since(start))
	if err == nil && r.Status == chc.Sat && chc.ModelHasQuantifier(r.Model) {
		// A quantified array invariant (qarr's): counted for the
		// measurements of issue 48.
		d.stats.Add("quantified models", 1)
	}
	d.log.Debug("validated", "answer", r.Status, "err", err, "time", time.Since(start))
	return err
}

// mapBack maps r's model or derivation through back. When a fallback remains and ctx
// has a deadline, mapping a model gets half the time left, so that a
// quantifier elimination that blows up leaves the fallback time to run.
func (d *driver) mapBack(ctx context.Context, back preprocess.BackMap, r Result, fallback bool) (Result, error) {
	if deadline, ok := ctx.Deadline(); ok && fallback && r.Status == chc.Sat {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Until(deadline)/2)
		defer cancel()
	}
	var err error
	switch r.Status {
	case chc.Unsat:
		r.Derivation, err = back.Derivation(ctx, r.Derivation, d.opt.NewSolver)
	case chc.Sat:
		r.Model, err = back.Model(ctx, r.Model, d.opt.NewSolver)
	}
	return r, err
}

// stopped is the Unknown answer for a ctx that was done during phase.
func stopped(ctx context.Context, phase string) Result {
	r := result.Stopped(ctx)
	r.Phase = phase
	return r
}

// racer is an engine whose members race: each definite answer of a
// member must pass accept (which maps it back and validates it) to win.
// src, when not nil, is the system before preprocessing, for the members
// that solve it instead (SlicedMember.Source), with its own accept.
type racer interface {
	race(ctx context.Context, s *chc.System, src *source, accept func(context.Context, Result) (Result, bool)) (Result, error)
}

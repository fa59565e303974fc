package engine

import (
	"context"
	"log/slog"
	"slices"
	"sync/atomic"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/bvint"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/smt"
)

// Class is the shape of a system that auto chooses its members by.
type Class string

// The classes auto tells apart, in the order it tests them: a system with
// an algebraic datatype anywhere (also as an array's element) is ADT; else
// one with a bit-vector anywhere is BV; otherwise one whose clauses all
// have at most one body atom is Linear, and the rest NonLinear.
const (
	ClassADT       Class = "adt"
	ClassBV        Class = "bv"
	ClassLinear    Class = "linear"
	ClassNonLinear Class = "nonlinear"
)

// Classof is the class of s.
func Classof(s *chc.System) Class {
	in := chc.Classify(s)
	switch {
	case slices.Contains(in.Theories, chc.TheoryADT):
		return ClassADT
	case slices.Contains(in.Theories, chc.TheoryBV):
		return ClassBV
	case in.Linear:
		return ClassLinear
	default:
		return ClassNonLinear
	}
}

// Auto is horn's default engine: on each Solve it looks at the system it
// is given (after preprocessing, under the driver), takes its Class, and
// runs that class's entries of the strategy table (Strategy) taking
// turns on one core (package sched).
//
// With Config.Jobs N > 1 (`horn solve --jobs N`) the same members run in
// parallel, up to N of them in the solver at once: a class with at most
// N members runs them all side by side; a class with more shares the N
// turns among them by their weights. No member is dropped, so --jobs N
// decides every system --jobs 1 decides (given the time), only sooner in
// wall-clock time. Every answer is validated before it wins (in the
// driver's race, see Portfolio), and the winner cancels the others,
// whose goroutines the race waits for. The members' delays and budgets
// count the process's CPU time, which N cores spend up to N times as
// fast.
type Auto struct {
	c Config
}

// Name is "auto"; the members chosen for a system are logged.
func (a *Auto) Name() string { return "auto" }

// Members is the sliced portfolio auto runs on systems of class k: the
// class's strategy entries, built.
func (a *Auto) Members(k Class) []SlicedMember {
	entries := Strategy(k)
	out := make([]SlicedMember, len(entries))
	for i, e := range entries {
		out[i] = a.member(e)
	}
	return out
}

// member builds entry e's member: its place in the schedule, and the
// engine (with its else-engine) from what the scheduler hands it.
func (a *Auto) member(e Entry) SlicedMember {
	m := SlicedMember{Weight: e.Weight, Preempt: e.Preempt, Delay: e.After, Memory: e.Memory, Source: e.Input == Given}
	if e.Burst > 0 {
		m.Delay = 0 // the member rests until After itself, after its burst
	}
	c := a.c
	if c.Profiles != nil && e.Profile != "" {
		if ns := c.Profiles(e.Profile); ns != nil {
			c.NewSolver = ns
		}
	}
	build := func(name string, mm Member) Engine {
		sp := engines[name]
		if sp.turns == byGate && mm.Gate != nil {
			return &gated{Engine: sp.build(c, e, mm), g: mm.Gate}
		}
		mm.Gate = nil
		return sp.build(c, e, mm)
	}
	m.Make = func(mm Member) Engine {
		first := build(e.Engine, mm)
		if e.Else == "" {
			return first
		}
		return &orElse{first: first, second: func() Engine { return build(e.Else, mm) }}
	}
	m.Solver = c.NewSolver
	return m
}

// pick builds the portfolio for s.
func (a *Auto) pick(s *chc.System) (*Portfolio, error) {
	k := Classof(s)
	p, err := newSliced(sched.Options{Turns: a.c.Jobs, Memory: a.c.Memory}, a.c.NewSolver, a.Members(k)...)
	if err != nil {
		return nil, err
	}
	p.Logger = a.c.logger("auto")
	logOrDiscard(p.Logger).Info("chosen", "class", string(k), "members", slicedName(p), "jobs", max(a.c.Jobs, 1))
	return p, nil
}

// Solve runs the members chosen for s; their answers are validated
// against s (see Portfolio.Solve).
func (a *Auto) Solve(ctx context.Context, s *chc.System) (Result, error) {
	p, err := a.pick(s)
	if err != nil {
		return Result{Status: chc.Unknown}, err
	}
	return p.Solve(ctx, s)
}

// race lets the driver accept the members' answers in the race, and
// offer its source system to the members that solve it (Input Given).
func (a *Auto) race(ctx context.Context, s *chc.System, src *source, accept func(context.Context, Result) (Result, bool)) (Result, error) {
	p, err := a.pick(s)
	if err != nil {
		return Result{Status: chc.Unknown}, err
	}
	return p.race(ctx, s, src, accept)
}

// orElse runs first, and second when first gives up (an Entry's Else).
type orElse struct {
	first  Engine
	second func() Engine
	used   atomic.Pointer[Engine] // second, once it runs
}

// Name is first's name, or second's once it has run.
func (o *orElse) Name() string {
	if e := o.used.Load(); e != nil {
		return (*e).Name()
	}
	return o.first.Name()
}

// Solve runs first, and second on s when first answers unknown for the
// reason "gave up".
func (o *orElse) Solve(ctx context.Context, s *chc.System) (Result, error) {
	r, err := SolveSafely(ctx, o.first, s)
	if err != nil || r.Status != chc.Unknown || ctx.Err() != nil || result.WhyOf(r.Reason) != result.GaveUp {
		return r, err
	}
	e := o.second()
	o.used.Store(&e)
	return e.Solve(ctx, s)
}

// viaInt is PDR over the integer translation (bvint.ViaInt), built from
// m, with PDR's generalisers gens (nil: PDR's default; its name says
// "pdr-itp" for pdr.InterpolatingGeneralizers).
func (c Config) viaInt(given bool, wrap preprocess.Wrap, m Member, gens []pdr.Generalizer) Engine {
	inner := "pdr"
	if gens != nil {
		inner = "pdr-itp"
	}
	v := c.bvint(given, wrap, m, inner)
	v.Inner = pdr.New(pdr.Options{NewSolver: m.NewSolver, MaxLevel: c.MaxDepth, Logger: v.Logger, Generalizers: gens})
	return v
}

// bvint is the translation's engine without its inner engine, built from
// m, named after inner.
func (c Config) bvint(given bool, wrap preprocess.Wrap, m Member, inner string) *bvint.ViaInt {
	v := &bvint.ViaInt{NewSolver: m.NewSolver, Given: given, Wrap: wrap, Clock: m.Clock, Demote: m.Demote}
	if wrap == preprocess.WrapAssumed {
		v.Transfer = wrapTransferBudget
	}
	v.Logger = c.logger(bvint.Name(given, wrap, inner))
	return v
}

// The integer translation's budgets, as the strategy's members run it
// (its own clock): the time Houdini over the bits may take each time a
// model of the translation without overflow fails on them.
const wrapTransferBudget = 2 * time.Second

// intBMC is BMC over the exact integer translation, the wrap quotients
// kept as variables (bvint.ViaInt.Quotients).
func (c Config) intBMC(given bool, m Member) Engine {
	v := c.bvint(given, preprocess.WrapExplicit, m, "bmc")
	v.Quotients = true
	v.Inner = bmc.New(bmc.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, Logger: v.Logger})
	return v
}

// viaIntSeeded is the translation that assumes no overflow, partitioned
// on its frozen arguments (preprocess.Partition), with Houdini's summary
// of it, Houdini within budget of process CPU time per round (0: none):
// then PDR from the summary, or, without withPDR, Houdini alone, which
// answers only with a summary that is a model.
func (c Config) viaIntSeeded(given bool, m Member, budget time.Duration, withPDR bool) Engine {
	h := &houdini.Engine{NewSolver: m.NewSolver, Budget: budget, Clock: sched.ProcessCPU}
	inner := "houdini"
	if withPDR {
		inner = "hpdr"
	}
	v := c.bvint(given, preprocess.WrapAssumed, m, inner)
	if withPDR {
		h.Prover = c.seededPDR(m.NewSolver, v.Logger)
	}
	v.Passes = []preprocess.Pass{preprocess.Partition{}, preprocess.Simplify{}}
	h.Logger = v.Logger
	v.Inner = h
	return v
}

// seededPDR makes PDR seeded with a summary's conjuncts as lemmas at
// level inf: Houdini's follow-on prover.
func (c Config) seededPDR(ns smt.NewSolver, log *slog.Logger) func(chc.Model) Engine {
	return func(summary chc.Model) Engine {
		return pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Logger: log, Invariants: summary})
	}
}

// bitsHoudini is Houdini over the bits, its summaries with the
// equalities modulo the width (of all points, and of those where each
// loop condition holds or fails: houdini.Options.BitVecEqualities,
// Guards), answering when its summary is a model; budget, if not 0, is
// the member's own time it may take.
func (c Config) bitsHoudini(m Member, budget time.Duration) Engine {
	return &houdini.Engine{NewSolver: m.NewSolver, Label: "bits-houdini", Logger: c.logger("bits-houdini"), Budget: budget, Clock: m.Clock,
		Houdini: houdini.Options{BitVecEqualities: true, Guards: true}}
}

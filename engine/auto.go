package engine

import (
	"context"
	"slices"
	"sync/atomic"
	"time"

	"github.com/horn-chc/horn/bmc"
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
// a bit-vector anywhere is BV; otherwise one whose clauses all have at
// most one body atom is Linear, and the rest NonLinear.
const (
	ClassBV        Class = "bv"
	ClassLinear    Class = "linear"
	ClassNonLinear Class = "nonlinear"
)

// Classof is the class of s.
func Classof(s *chc.System) Class {
	in := chc.Classify(s)
	switch {
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
	build := func(name string, ns smt.NewSolver, g *sched.Gate) Engine {
		sp := engines[name]
		if sp.turns == byGate {
			return &gated{Engine: sp.build(c, e, Member{NewSolver: ns, Gate: g, Plain: c.NewSolver}), g: g}
		}
		return sp.build(c, e, Member{NewSolver: ns})
	}
	m.Make = func(ns smt.NewSolver, g *sched.Gate) Engine {
		first := build(e.Engine, ns, g)
		if e.Else == "" {
			return first
		}
		return &orElse{first: first, second: func() Engine { return build(e.Else, ns, g) }}
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

// viaInt is PDR over the integer translation (ViaInt), its solvers from
// ns, with PDR's generalisers gens (nil: PDR's default; its name says
// "pdr-itp" for pdr.InterpolatingGeneralizers).
func (c Config) viaInt(given bool, wrap preprocess.Wrap, ns smt.NewSolver, gens []pdr.Generalizer) Engine {
	inner := "pdr"
	if gens != nil {
		inner = "pdr-itp"
	}
	v := &ViaInt{NewSolver: ns, Given: given, Wrap: wrap}
	if wrap == preprocess.WrapAssumed {
		v.Transfer = wrapTransferBudget
	}
	v.Logger = c.logger(viaIntName(given, wrap, inner))
	v.Inner = pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Logger: v.Logger, Generalizers: gens})
	return v
}

// intBMC is BMC over the exact integer translation (ViaInt), the wrap
// quotients kept as variables (ViaInt.Quotients).
func (c Config) intBMC(given bool, ns smt.NewSolver) Engine {
	v := &ViaInt{NewSolver: ns, Given: given, Wrap: preprocess.WrapExplicit, Quotients: true}
	v.Logger = c.logger(viaIntName(given, preprocess.WrapExplicit, "bmc"))
	v.Inner = bmc.New(bmc.Options{NewSolver: ns, MaxDepth: c.MaxDepth, Logger: v.Logger})
	return v
}

// viaIntSeeded is the translation that assumes no overflow, partitioned
// on its frozen arguments (preprocess.Partition), with Houdini's summary
// of it (SeededPDR), Houdini within budget of process CPU time (0:
// none): then PDR from the summary, or, without withPDR, Houdini alone,
// which answers only with a summary that is a model.
func (c Config) viaIntSeeded(given bool, ns smt.NewSolver, budget time.Duration, withPDR bool) Engine {
	v := &ViaInt{NewSolver: ns, Given: given, Wrap: preprocess.WrapAssumed, Transfer: wrapTransferBudget,
		Passes: []preprocess.Pass{preprocess.Partition{}, preprocess.Simplify{}}}
	h := &SeededPDR{NewSolver: ns, Budget: budget}
	if withPDR {
		h.PDR = &pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth}
	}
	v.Logger = c.logger(viaIntName(given, preprocess.WrapAssumed, h.Name()))
	h.Logger = v.Logger
	if h.PDR != nil {
		h.PDR.Logger = v.Logger
	}
	v.Inner = h
	return v
}

// bitsHoudini is Houdini over the bits, its summaries with the
// equalities modulo the width (of all points, and of those where each
// loop condition holds or fails: houdini.Options.BitVecEqualities,
// Guards), answering when its summary is a model; budget, if not 0, is
// the member's own time (ownBudget) it may take.
func (c Config) bitsHoudini(ns smt.NewSolver, budget time.Duration) Engine {
	return &SeededPDR{NewSolver: ns, Label: "bits-houdini", Logger: c.logger("bits-houdini"), Budget: budget, Own: true,
		Houdini: houdini.Options{BitVecEqualities: true, Guards: true}}
}

package engine

import (
	"context"
	"slices"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sched"
)

// Class is the shape of a system that auto chooses its members by.
type Class string

// The classes auto tells apart, in the order it tests them: a system with
// a datatype anywhere (an array's element too) is ADT; else one with a
// bit-vector anywhere is BV; else one whose clauses all have at most one
// body atom is Linear, and the rest NonLinear.
const (
	ClassADT       Class = "adt"
	ClassBV        Class = "bv"
	ClassLinear    Class = "linear"
	ClassNonLinear Class = "nonlinear"
)

// Classof is the class of s.
func Classof(s *chc.System) Class {
	switch in := chc.Classify(s); {
	case slices.Contains(in.Theories, chc.TheoryADT):
		return ClassADT
	case slices.Contains(in.Theories, chc.TheoryBV):
		return ClassBV
	case in.Linear:
		return ClassLinear
	}
	return ClassNonLinear
}

// Entry is one member of a class's strategy: which engine runs, on which
// system, with what share of the processor and of the memory. Every
// Engine (and Else) is a name New knows, so every member also runs alone
// with `horn solve -e NAME`.
type Entry struct {
	Engine string // the engine, by its name in New's table
	// Given makes the member solve the system as the driver was given
	// it, not the driver's preprocessed one: for a member that
	// preprocesses in its own way (the integer translations).
	Given bool
	// Weight is the member's share of the turns beside the others'.
	Weight float64
	// After keeps the member off the processor until the run has used
	// this much CPU time (while another member is unfinished); with
	// Burst, the member first works Burst of its own turns, then rests
	// until After.
	After time.Duration
	Burst time.Duration
	// Budget bounds the member's work, as its engine counts it (Houdini:
	// the run's CPU time from the start, or per round over a
	// translation; bits-houdini and sim: the member's own turns); 0: none.
	Budget time.Duration
	// Memory is the fraction of the run's memory budget at which the
	// member is cancelled, its answer unknown for the reason memory; 0:
	// the run's own budget.
	Memory float64
	// Profile names the solver profile the member's solvers come from
	// (Config.Profiles); "": the default solver.
	Profile string
	// Preempt interrupts the member's long checks at its share of the
	// turns and retries them at its next turn.
	Preempt bool
	// Else is the engine the member runs instead when Engine gives up
	// (answers unknown for the reason "gave up": it does not apply to the
	// system, or cannot decide it); "": none.
	Else string
}

// spacerArith is the solver profile of the non-linear members: Z3's
// simplex-based arithmetic solver, as Z3's Spacer uses.
const spacerArith = "spacer-arith"

var strategy = map[Class][]Entry{
	ClassADT: {
		{Engine: "pdr", Weight: 3},
		{Engine: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
	},
	ClassBV: {
		{Engine: "pdr", Weight: 1, Preempt: true},
		{Engine: "int-pdr", Weight: 3, Preempt: true},
		{Engine: "nowrap-int-pdr", Given: true, Weight: 4, Preempt: true},
		{Engine: "nowrap-int-houdini", Given: true, Weight: 1, After: time.Second, Budget: 3 * time.Second},
		{Engine: "int-bmc", Else: "satbmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "bits-houdini", Weight: 3, After: 500 * time.Millisecond, Budget: 4 * time.Second},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
	},
	ClassLinear: {
		{Engine: "pdr", Weight: 3},
		{Engine: "kind", Else: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "houdini", Weight: 3, After: time.Second, Budget: 2 * time.Second},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
	},
	ClassNonLinear: {
		{Engine: "pdr", Weight: 3, Profile: spacerArith},
		{Engine: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5, Profile: spacerArith},
		{Engine: "houdini", Weight: 3, After: time.Second, Budget: 14 * time.Second, Profile: spacerArith},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5, Profile: spacerArith},
		{Engine: "va0-pdr", Weight: 3, After: time.Second, Profile: spacerArith},
	},
}

// Classes lists the classes of the strategy table, in the order auto
// tests them (Classof).
func Classes() []Class { return []Class{ClassADT, ClassBV, ClassLinear, ClassNonLinear} }

// Strategy returns a copy of the strategy table's entries for class k
// (nil for a class the table does not have).
func Strategy(k Class) []Entry { return slices.Clone(strategy[k]) }

// Auto is horn's default engine: on each Solve it takes the Class of the
// system it is given (after preprocessing, under the driver) and runs
// that class's entries of the strategy table (Strategy), taking turns on
// one core (package sched) or, with Config.Jobs N > 1 (`horn solve
// --jobs N`), up to N at once: a class with at most N members runs them
// side by side, one with more shares the N turns by weight. No member is
// dropped, so --jobs N decides what --jobs 1 decides, only sooner in
// wall-clock time (the members' delays and budgets count the process's
// CPU time, which N cores spend up to N times as fast). Every answer is
// validated before it wins (in the driver's race, see Portfolio); the
// winner cancels the others, whose goroutines the race waits for.
type Auto struct {
	c Config
}

// Name is "auto"; the members chosen for a system are logged.
func (a *Auto) Name() string { return "auto" }

// Members is the sliced portfolio auto runs on systems of class k: the
// class's strategy entries, built.
func (a *Auto) Members(k Class) []SlicedMember {
	var out []SlicedMember
	for _, e := range strategy[k] {
		out = append(out, a.member(e))
	}
	return out
}

// member builds entry e's member: its place in the schedule, and the
// engine (with its else-engine) from its seat.
func (a *Auto) member(e Entry) SlicedMember {
	m := SlicedMember{Member: sched.Member{Weight: e.Weight, Preempt: e.Preempt, Delay: e.After, Memory: e.Memory}, Source: e.Given}
	if e.Burst > 0 {
		m.Delay = 0 // the member rests until After itself, after its burst
	}
	c := a.c
	if c.Profiles != nil && e.Profile != "" {
		if ns := c.Profiles(e.Profile); ns != nil {
			c.NewSolver = ns
		}
	}
	build := func(name string, seat sched.Seat) Engine {
		sp := engines[name]
		if sp.gated && seat.Gate != nil {
			return sched.Gated(sp.build(c, e, seat), seat.Gate)
		}
		seat.Gate = nil
		return sp.build(c, e, seat)
	}
	m.Make = func(seat sched.Seat) Engine {
		first := build(e.Engine, seat)
		if e.Else == "" {
			return first
		}
		return result.Else(first, func() Engine { return build(e.Else, seat) })
	}
	m.Solver = c.NewSolver
	return m
}

// pick builds the portfolio for s.
func (a *Auto) pick(s *chc.System) (*Portfolio, error) {
	k := Classof(s)
	p, err := NewSliced(sched.Options{Turns: a.c.Jobs, Memory: a.c.Memory}, a.c.NewSolver, a.Members(k)...)
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
// offer its source system to the members that solve it (Entry.Given).
func (a *Auto) race(ctx context.Context, s *chc.System, src *source, accept func(context.Context, Result) (Result, bool)) (Result, error) {
	p, err := a.pick(s)
	if err != nil {
		return Result{Status: chc.Unknown}, err
	}
	return p.race(ctx, s, src, accept)
}

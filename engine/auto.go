package engine

import (
	"context"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/strategy"
)

// Auto is horn's default engine: on each Solve it takes the strategy.Class of the
// system it is given (after preprocessing, under the driver) and runs
// that class's entries of the strategy table (strategy.For), taking turns on
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
func (a *Auto) Members(k strategy.Class) []SlicedMember {
	var out []SlicedMember
	for _, e := range strategy.For(k) {
		out = append(out, a.member(e))
	}
	return out
}

// member builds entry e's member: its place in the schedule, and the
// engine (with its else-engine) from its seat.
func (a *Auto) member(e strategy.Entry) SlicedMember {
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
	k := strategy.Classof(s)
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
// offer its source system to the members that solve it (strategy.Entry.Given).
func (a *Auto) race(ctx context.Context, s *chc.System, src *source, accept func(context.Context, Result) (Result, bool)) (Result, error) {
	p, err := a.pick(s)
	if err != nil {
		return Result{Status: chc.Unknown}, err
	}
	return p.race(ctx, s, src, accept)
}

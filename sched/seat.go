package sched

import (
	"context"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Seat is what a member's engine is built from, the one value the
// scheduler hands it: the solver constructor it must use (whose long
// calls take turns), its own clock, and, for an engine that takes its
// turns itself (searches with the sat package, or mostly evaluates in
// Go), the gate of its turns and the constructor of solvers its turns
// already cover. An engine that runs alone gets Alone's seat.
type Seat struct {
	NewSolver smt.NewSolver
	Gate      *Gate         // nil alone
	Plain     smt.NewSolver // with Gate: solvers inside the member's turns
	// Clock is the member's own time: its turns in a portfolio, the
	// process's CPU time alone.
	Clock func() time.Duration
	// Demote halves the member's weight from now on; nil alone.
	Demote func()
}

// Seat returns member i's seat, its solvers made by ns.
func (s *Scheduler) Seat(i int, ns smt.NewSolver) Seat {
	return Seat{NewSolver: s.Wrap(i, ns), Gate: s.Gate(i), Plain: ns,
		Clock: func() time.Duration { return s.Used(i) }, Demote: func() { s.Demote(i) }}
}

// Alone is the seat of an engine that runs alone: its solvers made by
// ns, no gate, the process's CPU time as its clock.
func Alone(ns smt.NewSolver) Seat { return Seat{NewSolver: ns, Clock: ProcessCPU} }

// Gated returns e taking its turns through g, for an engine that holds
// the turn for all its work: it takes its first turn (after its delay)
// before e starts and gives its last one back when e ends.
func Gated(e result.Engine, g *Gate) result.Engine { return &gated{Engine: e, g: g} }

type gated struct {
	result.Engine
	g *Gate
}

func (g *gated) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	if err := g.g.Begin(ctx); err != nil {
		if ctx.Err() != nil {
			return result.Stopped(ctx), nil
		}
		return result.Unknown(result.Interrupted, "%v", err), nil
	}
	defer g.g.End()
	return g.Engine.Solve(ctx, s)
}

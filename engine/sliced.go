package engine

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/smt"
)

// gated is a member built by SlicedMember.Bits or Held: it takes its
// first turn (after its delay) before it starts and gives its last one
// back when it ends.
type gated struct {
	Engine
	g *sched.Gate
}

func (g *gated) Solve(ctx context.Context, s *chc.System) (Result, error) {
	if err := g.g.Begin(ctx); err != nil {
		if ctx.Err() != nil {
			return result.Stopped(ctx), nil
		}
		return result.Unknown(result.Interrupted, "%v", err), nil
	}
	defer g.g.End()
	return g.Engine.Solve(ctx, s)
}

// SlicedMember is one engine of a sliced portfolio with its place in the
// schedule (see sched.Member).
type SlicedMember struct {
	Weight  float64       // its share of the turns beside the others'
	Preempt bool          // its long checks are interrupted at its share and retried
	Delay   time.Duration // no turn before the run has used this much CPU
	Memory  float64       // the fraction of the memory budget it may use; 0: all
	// New builds the engine from the solver constructor it must use.
	New func(smt.NewSolver) Engine
	// Bits, set instead of New, builds a member that searches with the
	// sat package (satbmc, bitic3) from the gate its searches must pass
	// through, where it takes turns (see sched.Scheduler.Gate).
	Bits func(sat.Gate) Engine
	// Held, set instead of New and Bits, builds a member that holds the
	// turn for all its work, as Bits does, and makes its solvers with the
	// portfolio's constructor unwrapped: its checks are part of its turn
	// (sim, which mostly evaluates in Go and sometimes asks a solver).
	Held func(*sched.Gate, smt.NewSolver) Engine
	// Make, set instead of the three above, builds the engine from what
	// the scheduler hands every member (Member).
	Make func(Member) Engine
	// Solver, if set, makes the member's solvers in place of the
	// portfolio's constructor (its entry's solver profile).
	Solver smt.NewSolver
	// Source makes the member solve the system as the driver was given
	// it, before the driver's preprocessing, when the driver offers it
	// (Solve does; a direct call of the portfolio's Solve does not), its
	// answers validated against that system with nothing to map back: for
	// a member that preprocesses in its own way (ViaInt).
	Source bool
}

// NewSliced builds a Portfolio whose members take turns on one processor
// with the given weights (see package sched). newSolver makes the
// members' solvers (wrapped) and validates their witnesses (unwrapped)
// when the portfolio's Solve is called directly; the driver (Solve)
// validates them itself, against the system as given.
func NewSliced(newSolver smt.NewSolver, members ...SlicedMember) (*Portfolio, error) {
	return newSliced(sched.Options{}, newSolver, members...)
}

// newSliced is NewSliced with the scheduler's options.
func newSliced(opt sched.Options, newSolver smt.NewSolver, members ...SlicedMember) (*Portfolio, error) {
	if len(members) == 0 {
		return nil, fmt.Errorf("sliced portfolio: no engines")
	}
	places := make([]sched.Member, len(members))
	for i, m := range members {
		if n := btoi(m.New != nil) + btoi(m.Bits != nil) + btoi(m.Held != nil) + btoi(m.Make != nil); n != 1 {
			return nil, fmt.Errorf("sliced portfolio: member %d needs exactly one of New, Bits, Held and Make", i)
		}
		places[i] = sched.Member{Weight: m.Weight, Preempt: m.Preempt, Delay: m.Delay, Memory: m.Memory}
	}
	sl, err := sched.New(opt, places...)
	if err != nil {
		return nil, fmt.Errorf("sliced portfolio: %w", err)
	}
	p := &Portfolio{NewSolver: newSolver, slices: sl, fromSource: make([]bool, len(members))}
	for i, m := range members {
		p.fromSource[i] = m.Source
		ns := newSolver
		if m.Solver != nil {
			ns = m.Solver
		}
		g := sl.Gate(i)
		switch {
		case m.New != nil:
			p.Members = append(p.Members, m.New(sl.Wrap(i, ns)))
		case m.Make != nil:
			p.Members = append(p.Members, m.Make(Member{NewSolver: sl.Wrap(i, ns), Gate: g, Plain: ns,
				Clock: func() time.Duration { return sl.Used(i) }, Demote: func() { sl.Demote(i) }}))
		case m.Bits != nil:
			p.Members = append(p.Members, &gated{Engine: m.Bits(g), g: g})
		default:
			p.Members = append(p.Members, &gated{Engine: m.Held(g, ns), g: g})
		}
	}
	return p, nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// slicedName renders the members with their weights, e.g. "pdr:3,bmc:1".
func slicedName(p *Portfolio) string {
	parts := make([]string, len(p.Members))
	for i, m := range p.Members {
		parts[i] = fmt.Sprintf("%s:%g", m.Name(), p.slices.Weight(i))
	}
	return strings.Join(parts, ",")
}

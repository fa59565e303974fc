// Package sched shares the processor among the members of a portfolio:
// turns by weight, delays counted in the process's CPU time, preemption
// of long checks at a member's share, memory shares, and more than one
// turn at once for parallel runs. A member sees only its Seat: a solver
// constructor whose long calls wait for the member's turn
// (Scheduler.Wrap), its own clock, and a gate for an engine that takes
// its turns itself (Scheduler.Gate, a sat.Gate; Gated runs such an
// engine inside its turns). The race that runs the members, and the
// strategy that says who they are, live in package engine.
//
// Turns pass at check boundaries: nothing suspends a running check. A
// preempted member's check is interrupted through its context (for Z3,
// Z3_interrupt) and run again at the member's next turn with a longer
// slice. The mechanism's constants (the quantum a member may run ahead
// of its share, the patience of a waiting turn, the slices) are
// unexported defaults; what a strategy tunes (weights, delays, memory
// shares) comes in Member.
//
//	s, _ := sched.New(sched.Options{Memory: budget}, sched.Member{Weight: 3},
//		sched.Member{Weight: 1, Delay: 500 * time.Millisecond, Memory: 0.5})
//	s.Begin(ctx, logger, names)
//	mctx, err := s.Start(ctx, 1) // after the delay; cancelled at the memory share
//	newSolver := s.Wrap(1, z3.NewSolver)
package sched

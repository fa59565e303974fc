package engine

import (
	"cmp"
	"context"
	"fmt"
	"log/slog"
	"runtime/pprof"
	"strings"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/witness"
)

// Portfolio runs several engines in parallel on the same system. The first
// definite answer whose witness validates wins and the other engines are
// cancelled; an answer that fails validation is logged as a bug and
// ignored, so one faulty engine cannot make the portfolio answer wrongly.
// Each member runs in its own goroutine and makes its own solvers, so Z3
// contexts never cross goroutines.
type Portfolio struct {
	Members []Engine
	// NewSolver validates the members' witnesses when Solve is called
	// directly; nil: answers are trusted. Under the driver (Solve) it is
	// not used: the driver validates each answer itself, once.
	NewSolver smt.NewSolver
	// slices, when set by NewSliced, makes the members take turns.
	slices *sched.Scheduler
	// fromSource marks the members (by index) that solve the driver's
	// source system when it offers one (SlicedMember.Source).
	fromSource []bool
	// Logger receives the members' starts and ends (Info) and, for a
	// sliced portfolio, their turns (Debug); nil: none.
	Logger *slog.Logger
}

// logOrDiscard is l, or a logger that discards when l is nil.
func logOrDiscard(l *slog.Logger) *slog.Logger {
	return cmp.Or(l, slog.New(slog.DiscardHandler))
}

// Name is "portfolio(a,b,...)", or "sliced(a:w,b:w,...)" with the members'
// weights when they take turns.
func (p *Portfolio) Name() string {
	if p.slices != nil {
		return "sliced(" + slicedName(p) + ")"
	}
	return "portfolio(" + strings.Join(p.names(), ",") + ")"
}

// names lists the members' names.
func (p *Portfolio) names() []string {
	names := make([]string, len(p.Members))
	for i, m := range p.Members {
		names[i] = m.Name()
	}
	return names
}

type memberResult struct {
	i   int
	r   Result
	err error
}

// Solve runs the members until one gives a validated answer, all give up,
// or ctx is done. Answers are validated against s with NewSolver, or
// trusted when it is nil. (Solve, the driver, instead maps each answer
// back and validates it against the system as given, in the race.)
func (p *Portfolio) Solve(ctx context.Context, s *chc.System) (Result, error) {
	return p.race(ctx, s, nil, func(ctx context.Context, r Result) (Result, bool) {
		if p.NewSolver == nil {
			return r, true
		}
		if err := witness.CheckAnswer(ctx, s, r, p.NewSolver); err != nil {
			return Result{Status: chc.Unknown, Reason: fmt.Sprintf("bug: %s answer failed validation: %v", r.Status, err)}, false
		}
		return r, true
	})
}

// source is the system as the driver was given it, before its
// preprocessing, with the function that accepts an answer about it (maps
// nothing back, validates): a member marked SlicedMember.Source solves it
// instead of the preprocessed system.
type source struct {
	system *chc.System
	accept func(context.Context, Result) (Result, bool)
}

// race runs the members until one gives an answer that accept takes, all
// give up, or ctx is done. accept runs in the goroutine of race, one
// answer at a time; an answer it refuses counts as that member's unknown,
// with accept's reason. With src, the members marked fromSource solve
// src.system and their answers go to src.accept.
func (p *Portfolio) race(ctx context.Context, s *chc.System, src *source, accept func(context.Context, Result) (Result, bool)) (Result, error) {
	if len(p.Members) == 0 {
		return Result{}, fmt.Errorf("portfolio: no engines")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	log := logOrDiscard(p.Logger)
	fromSource := func(i int) bool { return src != nil && i < len(p.fromSource) && p.fromSource[i] }
	out := p.launch(ctx, log, func(i int) *chc.System {
		if fromSource(i) {
			return src.system
		}
		return s
	})
	stats := result.NewStats()
	var reasons []string
	var firstErr error
	var win *Result
	errs := 0
	for range p.Members {
		mr := <-out
		name := p.Members[mr.i].Name()
		if mr.r.Stats != nil {
			stats.Merge(mr.r.Stats.Prefixed(name + " "))
		}
		if win != nil {
			// Draining the cancelled members. Each is done, so that none
			// is kept waiting for a turn behind one that has finished.
			if p.slices != nil {
				p.slices.Done(mr.i)
			}
			continue
		}
		definite := mr.err == nil && mr.r.Status != chc.Unknown
		if p.slices != nil && !definite {
			// A member that gave up frees its turns at once; a member
			// with an answer keeps them until the answer is validated
			// (the others are cancelled then, or go on if it fails).
			p.slices.Done(mr.i)
		}
		switch {
		case mr.err != nil:
			log.Info("member failed", "member", name, "err", mr.err)
			if ctx.Err() == nil && firstErr == nil {
				firstErr = fmt.Errorf("%s: %w", name, mr.err)
			}
			errs++
			reasons = append(reasons, name+": error: "+mr.err.Error())
		case mr.r.Status == chc.Unknown:
			log.Info("member gave up", "member", name, "reason", mr.r.Reason)
			reasons = append(reasons, name+": "+mr.r.Reason)
		default:
			log.Info("member answered", "member", name, "answer", mr.r.Status)
			acc := accept
			if fromSource(mr.i) {
				acc = src.accept
			}
			r, ok := p.accept(ctx, mr.i, acc, mr.r)
			if !ok {
				if r.Phase != "" { // ctx was done while accepting
					win = &r
					if p.slices != nil {
						p.slices.Done(mr.i)
					}
					continue
				}
				reasons = append(reasons, name+": "+r.Reason)
				if p.slices != nil {
					p.slices.Done(mr.i)
				}
				continue
			}
			r.Reason = ""
			win = &r
			log.Info("member wins", "member", name, "answer", r.Status)
			stats.Add("winner "+name, 1)
			cancel()
			if p.slices != nil {
				// The winner is done too: the turns are the cancelled
				// members' now, who need them to see the cancellation
				// and stop (a member busy elsewhere behind the others
				// would otherwise keep the turn from them, so that each
				// of their solver calls waits its patience out).
				p.slices.Done(mr.i)
			}
		}
	}
	if p.slices != nil {
		for i, m := range p.Members {
			stats.AddDuration(m.Name()+" slice time", p.slices.Used(i))
		}
		stats.Add("preempted checks", p.slices.Retries())
		stats.Add("demotions", p.slices.Demotions())
	}
	if win != nil {
		win.Stats = stats
		return *win, nil
	}
	if errs < len(p.Members) {
		firstErr = nil // an error is the portfolio's only when every member failed
	}
	return Result{Status: chc.Unknown, Reason: strings.Join(reasons, "; "), Stats: stats}, firstErr
}

// launch starts each member on its goroutine, on the system input
// gives it, and returns the channel of their answers.
func (p *Portfolio) launch(ctx context.Context, log *slog.Logger, input func(int) *chc.System) <-chan memberResult {
	out := make(chan memberResult, len(p.Members))
	if p.slices != nil {
		p.slices.Begin(ctx, log, p.names())
	}
	for i, m := range p.Members {
		log.Debug("member starts", "member", m.Name())
		go func() {
			// Labelled for go tool pprof -tags. A delayed member starts after
			// its delay: a run decided within it pays for none of its work.
			pprof.SetGoroutineLabels(pprof.WithLabels(ctx, pprof.Labels("member", m.Name())))
			mctx := ctx
			if p.slices != nil {
				var err error
				if mctx, err = p.slices.Start(ctx, i); err != nil {
					out <- memberResult{i, result.Stopped(ctx), nil}
					return
				}
			}
			r, err := result.SolveSafely(mctx, m, input(i))
			out <- memberResult{i, r, err}
		}()
	}
	return out
}

// accept runs accept on member i's answer r holding i's turn (see
// sched.Scheduler.Hold), so that the members still running wait while it is
// validated instead of running beside it.
func (p *Portfolio) accept(ctx context.Context, i int, accept func(context.Context, Result) (Result, bool), r Result) (Result, bool) {
	if p.slices != nil {
		if release, err := p.slices.Hold(ctx, i); err == nil {
			defer release()
		}
	}
	return accept(ctx, r)
}

// SlicedMember is one engine of a sliced portfolio with its place in the
// schedule.
type SlicedMember struct {
	sched.Member
	// Make builds the engine from its seat (sched.Seat): the solver
	// constructor it must use, its clock and, for an engine that takes
	// its turns itself, its gate (see sched.Gated).
	Make func(sched.Seat) Engine
	// Solver, if set, makes the member's solvers in place of the
	// portfolio's constructor (its entry's solver profile).
	Solver smt.NewSolver
	// Source makes the member solve the system as the driver was given
	// it, before the driver's preprocessing, when the driver offers it
	// (Solve does; a direct call of the portfolio's Solve does not), its
	// answers validated against that system with nothing to map back: for
	// a member that preprocesses in its own way (bvint.ViaInt).
	Source bool
}

// NewSliced builds a Portfolio whose members take turns, by their
// weights, on opt.Turns processors (package sched). newSolver makes the
// members' solvers (wrapped) and validates their witnesses (unwrapped)
// when the portfolio's Solve is called directly; the driver (Solve)
// validates them itself, against the system as given.
func NewSliced(opt sched.Options, newSolver smt.NewSolver, members ...SlicedMember) (*Portfolio, error) {
	if len(members) == 0 {
		return nil, fmt.Errorf("sliced portfolio: no engines")
	}
	places := make([]sched.Member, len(members))
	for i, m := range members {
		if m.Make == nil {
			return nil, fmt.Errorf("sliced portfolio: member %d has no Make", i)
		}
		places[i] = m.Member
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
		p.Members = append(p.Members, m.Make(sl.Seat(i, ns)))
	}
	return p, nil
}

// slicedName renders the members with their weights, e.g. "pdr:3,bmc:1".
func slicedName(p *Portfolio) string {
	parts := make([]string, len(p.Members))
	for i, m := range p.Members {
		parts[i] = fmt.Sprintf("%s:%g", m.Name(), p.slices.Weight(i))
	}
	return strings.Join(parts, ",")
}

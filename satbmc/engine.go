package satbmc

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
)

// Options configure the engine; the zero value works.
type Options struct {
	MaxDepth int // stop with Unknown after this many steps or levels; 0: no bound
	MaxNodes int // non-linear: stop with Unknown past this many tree nodes; 0: 100000
	// MaxPoints bounds the reachable states the linear unrolling
	// enumerates to build a model once it proves safety; 0: 4096.
	MaxPoints int
	// Gate, if set, is what the SAT searches take turns through (see
	// sat.Gate): a sliced portfolio's share of the processor.
	Gate sat.Gate
}

// Engine is the SAT-based BMC engine.
type Engine struct{ opt Options }

// New returns a SAT-based BMC engine.
func New(opt Options) *Engine {
	if opt.MaxNodes == 0 {
		opt.MaxNodes = 100000
	}
	if opt.MaxPoints == 0 {
		opt.MaxPoints = 4096
	}
	return &Engine{opt: opt}
}

// Name returns "satbmc".
func (e *Engine) Name() string { return "satbmc" }

// Solve checks that s is a bit-vector system, then runs the linear
// unrolling on linear systems and the tree unfolding on the others.
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	stats := result.NewStats()
	if err := bitVectorSystem(s); err != nil {
		r := result.Unknown(result.GaveUp, "not a bit-vector system: %v", err)
		r.Stats = stats
		return r, nil
	}
	sol := sat.New()
	sol.SetGate(e.opt.Gate)
	var r result.Result
	var err error
	if chc.Classify(s).Linear {
		r, err = newLinear(s, sol, e.opt, stats).run(ctx)
	} else {
		r, err = newTree(s, sol, e.opt, stats).run(ctx)
	}
	stats.Add("sat queries", int64(sol.Solves()))
	switch {
	case err != nil && ctx.Err() != nil:
		r, err = result.Stopped(ctx), nil
	case errors.Is(err, sat.ErrUnsupported):
		// A term the SAT solver cannot blast: Unknown, not a failure.
		r, err = result.Unknown(result.GaveUp, "cannot blast: %v", err), nil
	}
	r.Stats = stats
	return r, err
}

// bitVectorSystem returns an error naming the first predicate parameter or
// clause variable that is neither a Bool nor a bit-vector.
func bitVectorSystem(s *chc.System) error {
	ok := func(so chc.Sort) bool { return so == chc.BoolSort || so.IsBitVec() }
	for _, p := range s.Preds {
		for j, so := range p.Params {
			if !ok(so) {
				return fmt.Errorf("argument %d of %s has sort %s", j+1, p.Name, so)
			}
		}
	}
	for _, c := range s.Clauses {
		for _, v := range c.Vars() {
			if !ok(v.Sort()) {
				return fmt.Errorf("variable %s of %s has sort %s", v.Name(), s.Describe(c), v.Sort())
			}
		}
	}
	return nil
}

// stint passes the encoding between SAT searches through the gate
// (Options.Gate) every stintMax, as the searches pass: unrolling a large
// system builds circuits for seconds, and as one turn that time is taken
// from the portfolio members beside it (once 7.5 s of satbmc in a run of
// 18 s, against its weight of 1 in 9).
type stint struct {
	gate  sat.Gate
	start time.Time
	in    bool
}

// stintMax is the longest stretch of encoding between two passes through
// the gate.
const stintMax = 100 * time.Millisecond

// enter takes the gate, blocking until the stretch may run.
func (s *stint) enter(ctx context.Context) error {
	if s.gate == nil || s.in {
		return nil
	}
	if err := s.gate.Enter(ctx); err != nil {
		return fmt.Errorf("satbmc: waiting for a turn to encode: %w", err)
	}
	s.start, s.in = time.Now(), true
	return nil
}

// leave gives the gate back with the time the stretch took.
func (s *stint) leave() {
	if s.gate != nil && s.in {
		s.gate.Leave(time.Since(s.start))
		s.in = false
	}
}

// yield gives the gate back and takes it again once the stretch has run
// stintMax, so that the others get their turns.
func (s *stint) yield(ctx context.Context) error {
	if s.gate == nil || (s.in && time.Since(s.start) < stintMax) {
		return nil
	}
	s.leave()
	return s.enter(ctx)
}

package bitic3

import (
	"context"
	"errors"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
)

// Options configure the engine; the zero value works.
type Options struct {
	MaxLevel int // stop with Unknown past this many frames; 0: no bound
	// Gate, if set, is what the SAT searches take turns through (see
	// sat.Gate): a sliced portfolio's share of the processor.
	Gate sat.Gate
}

// Engine is the bit-level IC3 engine.
type Engine struct{ opt Options }

// New returns a bit-level IC3 engine.
func New(opt Options) *Engine { return &Engine{opt: opt} }

// Name returns "bitic3".
func (e *Engine) Name() string { return "bitic3" }

// Solve runs IC3 on a linear system over Bool and bit-vector arguments;
// other systems get Unknown.
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	stats := result.NewStats()
	if !chc.Classify(s).Linear {
		r := result.Unknown(result.GaveUp, "bitic3 handles linear systems only")
		r.Stats = stats
		return r, nil
	}
	sol := sat.New()
	sol.SetGate(e.opt.Gate)
	ts, err := encode(s, sol)
	var r result.Result
	if err == nil {
		r, err = newIC3(s, ts, e.opt, stats).run(ctx)
	}
	stats.Add("sat queries", int64(sol.Solves()))
	switch {
	case err != nil && ctx.Err() != nil:
		r, err = result.Stopped(ctx), nil
	case errors.Is(err, errBlast), errors.Is(err, errNotBV):
		r, err = result.Unknown(result.GaveUp, "not a bit-vector system: %v", err), nil
	}
	r.Stats = stats
	return r, err
}

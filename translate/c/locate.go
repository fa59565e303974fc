package c

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/c/replay"
)

// MaxLocated is the most nondet values a violation witness states, each
// as a waypoint: Trace.Locate takes a trace whose values past the first
// MaxLocated are all 0 (a tail the witness leaves unstated, Stated), or
// makes one (shrinkTail).
const MaxLocated = 10000

// Locate finds, for a trace without steps (a test run past the
// interpreter's bounds), where the compiled program asks for each value
// and which call of reach_error it enters, by a locating replay
// (replay.Locate), and puts that into t: Target, and each nondet's Pos,
// Return and In. A trace with more than MaxLocated values before its tail
// of zeros (Stated) is first replaced by one with a shorter such prefix
// that the compiled program, replayed, also drives to reach_error
// (shrinkTail), when there is one. When it cannot locate the calls (no
// such trace, a call the scan of the source does not see, a replay that
// does not reach reach_error), t is left as it was but for Note, which
// then says why, and the error says it too. A trace with steps is left as
// it is.
func (t *Trace) Locate(ctx context.Context, r Compiled) error {
	if len(t.Steps) > 0 || t.Target != nil {
		return nil
	}
	err := t.locate(ctx, r)
	if err != nil {
		t.Note += "; " + err.Error()
	}
	return err
}

func (t *Trace) locate(ctx context.Context, r Compiled) error {
	if t.Stated() > MaxLocated {
		if err := t.shrinkTail(ctx, r); err != nil {
			return err
		}
	}
	l, err := replay.Locate(ctx, r.Program, t.replayTrace(), r.Options)
	switch {
	case err != nil:
		return fmt.Errorf("its calls are not located: %w", err)
	case l.Kind != replay.Reached || l.Unused != 0:
		return errors.New("its calls are not located: the locating replay ended " + l.String())
	}
	pos := func(file string, line, col int) chc.Pos { return chc.Pos{File: file, Line: line, Col: col} }
	for i, s := range l.Values {
		n := &t.Nondets[i]
		n.Pos, n.Return, n.In = pos(s.File, s.Line, s.Col), pos(s.File, s.EndLine, s.EndCol), s.In
	}
	t.Target = &Call{In: l.Error.In, Pos: pos(l.Error.File, l.Error.Line, l.Error.Col)}
	return nil
}

// Stated is how many of the trace's values a violation witness states:
// those up to the last one that is not 0. The calls past them return 0,
// which the witness leaves unstated (the format leaves a call that no
// waypoint names free, so the run with those calls returning 0, the one
// horn replayed, is among the runs the witness stands for).
func (t *Trace) Stated() int {
	k := len(t.Nondets)
	for k > 0 && t.Nondets[k-1].Value.Sign() == 0 {
		k--
	}
	return k
}

// replayTrace is the trace's values as a replay takes them.
func (t *Trace) replayTrace() replay.Trace {
	vals := replay.Trace{Nondet: make([]replay.Nondet, len(t.Nondets))}
	for i, n := range t.Nondets {
		vals.Nondet[i] = replay.Nondet{Func: n.Func, Value: n.Value}
	}
	return vals
}

// shrinkTail replaces the trace's values past the first k by zeros, for
// the least k of 0, 1, 4, 16, …, MaxLocated whose run the compiled
// program, replayed, drives to reach_error (a run that asks for fewer
// values keeps those it asks for): the new trace is confirmed as the old
// one was, by a replay, and its witness states k values at most. It is an
// error when no k does (the trace is then left as it was).
func (t *Trace) shrinkTail(ctx context.Context, r Compiled) error {
	for k := 0; ; k = min(max(4*k, 1), MaxLocated) {
		cand := t.withZeros(k)
		o, err := r.Replay(ctx, cand.replayTrace())
		if err != nil {
			return fmt.Errorf("its %d nondet values are not located (more than %d): %w", len(t.Nondets), MaxLocated, err)
		}
		if o.Kind == replay.Reached && o.Calls >= 0 && o.Calls <= len(cand.Nondets) {
			t.Nondets = cand.Nondets[:o.Calls]
			t.Note += fmt.Sprintf("; its values past the first %d made 0, which a replay of the compiled program confirmed", k)
			return nil
		}
		if k == MaxLocated || ctx.Err() != nil {
			return fmt.Errorf("its %d nondet values are not located (more than %d): with all but the first %d made 0, no replay reached %s",
				len(t.Nondets), MaxLocated, k, "reach_error")
		}
	}
}

// withZeros is a copy of the trace whose values past the first k are 0.
func (t *Trace) withZeros(k int) *Trace {
	c := *t
	c.Nondets = append([]Nondet(nil), t.Nondets...)
	for i := k; i < len(c.Nondets); i++ {
		c.Nondets[i].Value = new(big.Int)
	}
	return &c
}

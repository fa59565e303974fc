package c

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/c/replay"
)

// MaxLocated is the most nondet values Trace.Locate locates: each is a
// waypoint of the violation witness.
const MaxLocated = 10000

// Locate finds, for a trace without steps (a test run past the
// interpreter's bounds), where the compiled program asks for each value
// and which call of reach_error it enters, by a locating replay
// (replay.Locate), and puts that into t: Target, and each nondet's Pos,
// Return and In. When it cannot (more than MaxLocated values, a call the
// scan of the source does not see, a replay that does not reach
// reach_error), t is left as it was but for Note, which then says why,
// and the error says it too. A trace with steps is left as it is.
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
	if len(t.Nondets) > MaxLocated {
		return fmt.Errorf("its %d nondet values are not located (more than %d)", len(t.Nondets), MaxLocated)
	}
	vals := replay.Trace{Nondet: make([]replay.Nondet, len(t.Nondets))}
	for i, n := range t.Nondets {
		vals.Nondet[i] = replay.Nondet{Func: n.Func, Value: n.Value}
	}
	l, err := replay.Locate(ctx, r.Program, vals, r.Options)
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

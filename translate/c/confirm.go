package c

import (
	"context"
	"errors"
	"fmt"

	"github.com/horn-chc/horn/translate/c/replay"
	"github.com/horn-chc/horn/translate/c/task"
)

// Replayer runs a trace's nondet values through the compiled program.
type Replayer interface {
	Replay(ctx context.Context, t replay.Trace) (replay.Outcome, error)
}

// Compiled is the Replayer of package replay: the program's files, compiled
// by the system's C compiler for the data model.
type Compiled struct {
	Program replay.Program
	Options replay.Options
}

// Replay compiles and runs the program on the trace.
func (c Compiled) Replay(ctx context.Context, t replay.Trace) (replay.Outcome, error) {
	return replay.Replay(ctx, c.Program, t, c.Options)
}

// TaskDataModel is the data model as package task (and replay) name it.
func TaskDataModel(dm DataModel) task.DataModel {
	if dm == ILP32 {
		return task.ILP32
	}
	return task.LP64
}

// Confirm is the policy for a buggy verdict: it stands only when the
// compiled program, fed the trace's nondet values in order, enters
// reach_error having asked for exactly those values (replay.Reached with
// nothing unused). The front end treats __assert_fail as an end of the
// execution, not as the error, so a run that fails an assertion outside
// reach_error (replay.AssertFailed) does not confirm either. Any other
// outcome makes the verdict unknown, with "trace did not replay: …" as the
// reason: a horn bug to report.
//
// Two cases keep the confirmation by horn's interpreter, which Verdict
// already did, and say so in note (for the user's error stream): no C
// compiler builds for the data model (replay.NoCompiler), and the
// no-overflow property, whose error (a signed overflow) a plain compiled
// run cannot observe. Verdicts other than buggy are returned unchanged with
// an empty note.
func Confirm(ctx context.Context, v *Verdict, r Replayer) (out *Verdict, note string) {
	if v == nil || v.Answer != Buggy || v.Trace == nil {
		return v, ""
	}
	if v.Trace.Property == "no-overflow" {
		return v, "the compiled replay cannot observe a signed overflow; the trace is confirmed by horn's interpreter only"
	}
	t := replay.Trace{Nondet: make([]replay.Nondet, len(v.Trace.Nondets))}
	for i, n := range v.Trace.Nondets {
		t.Nondet[i] = replay.Nondet{Func: n.Func, Value: n.Value}
	}
	o, err := r.Replay(ctx, t)
	if err != nil {
		if errors.Is(err, replay.ErrNoCompiler) {
			return v, fmt.Sprintf("no replay on a compiler (%v); the trace is confirmed by horn's interpreter only", err)
		}
		return notReplayed(v, err.Error()), ""
	}
	switch {
	case o.Kind == replay.NoCompiler:
		return v, fmt.Sprintf("no replay on a compiler (%s); the trace is confirmed by horn's interpreter only", o.Detail)
	case o.Kind == replay.Reached && o.Unused == 0:
		return v, ""
	case o.Kind == replay.Reached:
		return notReplayed(v, fmt.Sprintf("reach_error was entered with %d of the trace's nondet values unused", o.Unused)), ""
	}
	return notReplayed(v, o.String()), ""
}

func notReplayed(v *Verdict, why string) *Verdict {
	return &Verdict{Answer: Unknown, Reason: "trace did not replay: " + why + " (a horn bug: please report it)", Trace: v.Trace}
}

package result

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// Engine decides a system of clauses.
type Engine interface {
	// Name is the engine's name on the command line.
	Name() string
	// Solve returns Sat with a model, Unsat with a derivation, or Unknown with a
	// reason. An error is a failure (a bug, a solver error), not "don't know".
	// A done ctx makes Solve return Unknown promptly.
	Solve(ctx context.Context, s *chc.System) (Result, error)
}

// Result is an engine's answer with its witness.
type Result struct {
	Status     chc.Status
	Model      chc.Model       // with Sat
	Derivation *chc.Derivation // with Unsat
	Reason     string          // with Unknown: "why: detail" (see Why)
	// Phase, with an Unknown that a done context caused, names the step
	// of the run that was stopped: "reading", "preprocessing", "solving",
	// "mapping the sat answer back", "validating the sat answer", ...
	Phase string
	Stats *Stats
}

// Why classifies an unknown answer; a Reason starts with it.
type Why string

// The reasons for unknown.
const (
	Timeout     Why = "timeout"     // a deadline passed (--timeout)
	Interrupted Why = "interrupted" // cancelled: a signal, or a portfolio member that lost
	Memory      Why = "memory"      // a memory budget or limit was reached
	Bound       Why = "bound"       // a depth, level, node or size bound was reached
	GaveUp      Why = "gave up"     // the engine cannot decide this system (e.g. a construct it does not handle)
	Failed      Why = "error"       // a solver or internal failure
)

// Unknown returns an Unknown result whose reason is why, a colon and the
// detail.
func Unknown(why Why, format string, args ...any) Result {
	return Result{Status: chc.Unknown, Reason: string(why) + ": " + fmt.Sprintf(format, args...)}
}

// WhyOf returns the class of an unknown reason ("" when the reason does
// not start with one).
func WhyOf(reason string) Why {
	for _, w := range []Why{Timeout, Interrupted, Memory, Bound, GaveUp, Failed} {
		if strings.HasPrefix(reason, string(w)) {
			return w
		}
	}
	return ""
}

// Stopped returns the Unknown result for a done ctx: Timeout when its
// deadline passed, Memory when its cause says a memory budget was reached
// (an error whose text starts "memory", as memwatch's), else Interrupted
// with the cause.
func Stopped(ctx context.Context) Result {
	cause := context.Cause(ctx)
	switch {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return Unknown(Timeout, "%v", ctx.Err())
	case cause != nil && strings.HasPrefix(cause.Error(), "memory"):
		return Unknown(Memory, "%v", cause)
	}
	return Unknown(Interrupted, "%v", cause)
}

package c

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/horn-chc/horn/translate/c/replay"
)

// FalsifyStats says what a falsifying search did.
type FalsifyStats struct {
	Compile time.Duration // building the generating program
	Search  replay.SearchStats
	Found   *replay.Run // the run that reached reach_error (its values dropped), if any
}

// Falsify looks for a bug by running the program compiled with values it
// makes up (replay.Generator and its Search, within budget). A run that
// reaches reach_error becomes a buggy verdict only through the policy
// every buggy verdict follows (Confirm: the compiled program, replayed on
// the run's nondet values, enters reach_error having used exactly them).
// The trace's steps are those of horn's interpreter of the lowered
// program on the same values (TraceOf). Where the interpreter passes its
// bounds (a million steps, a second), or tr is nil (the program is outside
// the subset), the trace holds the nondet values alone, with Trace.Note
// saying why (the note is returned too), and only when the generating
// build traps undefined behaviour (replay.Generator.TrapsUB). A run the
// interpreter follows to another end is not a bug (see runVerdict).
//
// b.Wall bounds compiling and the search together (and ctx bounds
// them); a found run's interpretation and confirmation have ctx's time,
// since they decide the answer.
//
// It returns nil when nothing was found (or the found run does not
// stand), with a note for the user's error stream when something is worth
// saying (no compiler, the program does not compile, a run that did not
// replay). The property is unreach-call: tr must not check overflows.
func Falsify(ctx context.Context, tr *Translation, p replay.Program, opts replay.Options, b replay.Budget) (*Verdict, FalsifyStats, string, error) {
	return falsify(ctx, tr, p, opts, b, defaultInterpBudget)
}

// defaultInterpBudget bounds the interpreter's run on a found run's values.
const defaultInterpBudget = time.Second

func falsify(ctx context.Context, tr *Translation, p replay.Program, opts replay.Options, b replay.Budget, interpBudget time.Duration) (*Verdict, FalsifyStats, string, error) {
	var st FalsifyStats
	if tr != nil && tr.opt.CheckOverflow {
		return nil, st, "", errors.New("falsify: the no-overflow property cannot be observed by a compiled run")
	}
	fctx := ctx // finding: compiling and the search
	if b.Wall > 0 {
		var cancel context.CancelFunc
		fctx, cancel = context.WithTimeout(ctx, b.Wall)
		defer cancel()
	}
	start := time.Now()
	g, out, err := replay.NewGenerator(fctx, p, opts)
	st.Compile = time.Since(start)
	if err != nil || g == nil {
		if err == nil && out.Kind != replay.Timeout {
			return nil, st, "no test runs: " + out.String(), nil
		}
		return nil, st, "", err
	}
	defer g.Close()
	run, sst, ok, err := g.Search(fctx, b)
	st.Search = sst
	if err != nil || !ok {
		return nil, st, "", err
	}
	found := run
	found.Values = nil
	st.Found = &found
	v, why := tr.runVerdict(ctx, run.Values, interpBudget, g.TrapsUB)
	if v == nil {
		return nil, st, why, nil
	}
	rep := Compiled{Program: p, Options: opts}
	c, _ := Confirm(ctx, v, rep)
	if c.Answer != Buggy {
		return nil, st, fmt.Sprintf("a test run reached reach_error, but its values do not replay (%s); ignored", c.Reason), nil
	}
	return c, st, why, nil
}

// runVerdict is the buggy verdict (before Confirm) of a run's values: with
// the steps of horn's interpreter when it follows them to reach_error;
// with the values alone and a note saying why when the interpreter passes
// its bounds (a million steps, interpBudget) or tr is nil (the program is
// outside the subset) and the compiled program traps undefined behaviour
// (so the compiled replay can be the only confirmation). Otherwise nil
// with the reason: where the interpreter's execution ends elsewhere, the
// compiled run took a path horn's semantics does not (a signed overflow
// the compiler wrapped, another order of evaluation, uninitialised memory).
func (tr *Translation) runVerdict(ctx context.Context, values []replay.Nondet, interpBudget time.Duration, trapsUB bool) (*Verdict, string) {
	if tr == nil {
		if !trapsUB {
			return nil, "a test run reached reach_error, but the program is outside horn's subset and the compiler does not trap undefined behaviour; ignored"
		}
		note := "horn does not translate the program; the trace is confirmed by the compiled program only"
		return &Verdict{Answer: Buggy, Trace: valuesTrace("main", values, note)}, note
	}
	ictx, cancel := context.WithTimeout(ctx, interpBudget)
	defer cancel()
	t, err := tr.TraceOf(ictx, values)
	switch {
	case err == nil:
		return &Verdict{Answer: Buggy, Trace: t}, ""
	case !trapsUB:
		return nil, "a test run reached reach_error, but horn's interpreter does not follow it and the compiler does not trap undefined behaviour; ignored"
	case ictx.Err() != nil && ctx.Err() == nil:
		why := fmt.Sprintf("horn's interpreter of the lowered program did not follow the run within %v", interpBudget)
		return &Verdict{Answer: Buggy, Trace: valuesTrace(tr.entry, values, why)}, why
	case errors.Is(err, ErrTraceTooLong):
		why := "horn's interpreter of the lowered program does not map the run to steps: " + err.Error()
		return &Verdict{Answer: Buggy, Trace: valuesTrace(tr.entry, values, why)}, why
	}
	return nil, fmt.Sprintf("a test run reached reach_error, but horn's interpreter of the lowered program ends elsewhere on its values (%v); ignored", err)
}

// valuesTrace is a trace of nondet values without steps.
func valuesTrace(entry string, values []replay.Nondet, note string) *Trace {
	t := &Trace{Entry: entry, Property: "unreach-call", Note: note, Nondets: make([]Nondet, len(values))}
	for i, v := range values {
		t.Nondets[i] = Nondet{Func: v.Func, Type: replay.CType(v.Func), Value: v.Value}
	}
	return t
}

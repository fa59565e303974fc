package replay

import (
	"fmt"
	"strconv"
	"strings"
)

// classify reads the harness's report into o: at most one note line, then
// at most one tab-separated line saying how the run ended. It says whether
// the harness reported an ending, and returns the note as text to append
// to the detail; n is the trace's length.
func classify(o *Outcome, text string, n int) (reported bool, note string, err error) {
	text = strings.TrimSpace(text)
	if rest, ok := strings.CutPrefix(text, repNoError); ok {
		note = " (the program has no global " + errorFunc + ")"
		text = strings.TrimSpace(rest)
	}
	if text == "" {
		return false, note, nil
	}
	bad := fmt.Errorf("harness report %q unreadable", text)
	f := strings.SplitN(text, "\t", 6)
	if len(f) < 2 {
		return false, note, bad
	}
	calls, err := strconv.Atoi(f[1])
	if err != nil {
		return false, note, bad
	}
	o.Calls, o.Unused = calls, n-calls
	switch {
	case f[0] == repReached && len(f) == 2:
		o.Kind = Reached
		o.Detail = fmt.Sprintf("entered %s after %d of %d nondet values", errorFunc, calls, n)
	case f[0] == repDiverged && len(f) == 4:
		o.Kind = Diverged
		o.Detail = fmt.Sprintf("diverged at call %d: the program called %s, the trace has %s", calls+1, f[2], f[3])
	case f[0] == repExhausted && len(f) == 3:
		o.Kind = Exhausted
		o.Detail = fmt.Sprintf("call %d of %s: the trace's %d values are used up", calls+1, f[2], n)
	case f[0] == repAssume && len(f) == 2:
		o.Kind = NotReached
		o.Detail = fmt.Sprintf("__VERIFIER_assume failed after %d of %d nondet values", calls, n)
	case f[0] == repAssert && len(f) == 6:
		line, err := strconv.Atoi(f[3])
		if err != nil {
			return false, note, bad
		}
		o.Kind = AssertFailed
		o.Assert = &Assertion{File: f[2], Line: line, Func: f[4], Expr: f[5]}
		o.Detail = fmt.Sprintf("%s:%d: %s: assertion `%s' failed (not inside %s)", f[2], line, f[4], f[5], errorFunc)
	default:
		return false, note, bad
	}
	return true, note, nil
}

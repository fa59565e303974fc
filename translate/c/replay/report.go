package replay

import (
	"fmt"
	"strconv"
	"strings"
)

// classify reads the harness's report (one tab-separated line, or nothing
// when the program ended by itself) into o; n is the trace's length.
func classify(o *Outcome, text string, n int) error {
	if text == "" {
		o.Calls, o.Unused = -1, -1 // unknown: the harness did not say
		return nil
	}
	f := strings.SplitN(text, "\t", 6)
	if len(f) < 2 {
		return fmt.Errorf("harness report %q unreadable", text)
	}
	calls, err := strconv.Atoi(f[1])
	if err != nil {
		return fmt.Errorf("harness report %q unreadable", text)
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
			return fmt.Errorf("harness report %q unreadable", text)
		}
		o.Kind = AssertFailed
		o.Assert = &Assertion{File: f[2], Line: line, Func: f[4], Expr: f[5]}
		o.Detail = fmt.Sprintf("%s:%d: %s: assertion `%s' failed (not inside %s)", f[2], line, f[4], f[5], errorFunc)
	default:
		return fmt.Errorf("harness report %q unreadable", text)
	}
	return nil
}

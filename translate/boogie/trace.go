package boogie

import (
	"fmt"
	"io"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// StepKind says what a trace step does.
type StepKind int

// The kinds of trace steps.
const (
	StepEnter  StepKind = iota // a procedure starts: inputs and initial locals
	StepAssign                 // an assignment: the new values
	StepHavoc                  // havoc: the chosen values
	StepAssume                 // an assumption holds
	StepAssert                 // an assertion holds
	StepCall                   // a call: the arguments, or a contract's results
	StepBranch                 // if, loop head, goto, break: the successor taken
	StepReturn                 // a return statement
	StepExit                   // a procedure returns: its outputs
	StepFail                   // a check fails: the end of the trace
)

var stepNames = [...]string{"enter", "assign", "havoc", "assume", "assert", "call", "branch", "return", "exit", "fail"}

func (k StepKind) String() string {
	if int(k) < len(stepNames) {
		return stepNames[k]
	}
	return "?"
}

// NamedValue is a variable's value. Role says what the name denotes in an
// entry step: const, function, global, in, out or local (a local may
// shadow a global of the same name).
type NamedValue struct {
	Name  string
	Role  string
	Value chc.Value
}

var slotRoles = [...]string{sConst: "const", sFunc: "function", sGlobal: "global", sOld: "old", sIn: "in", sOut: "out", sLocal: "local"}

// Step is one step of a trace: a statement executed, a branch taken, a
// call or return, or the failing check.
type Step struct {
	Kind  StepKind
	Off   int     // the statement (the call for a failing requires)
	Pos   chc.Pos // Off as file:line:col
	Proc  string  // the procedure executing
	Depth int     // call depth (0 in the entry)
	// Choice is the successor a branch takes (its index: then 0, else 1;
	// loop body 0, exit 1; the goto's labels in order).
	Choice int
	// Values: an entry's inputs, globals, constants and initial locals; an
	// assignment's or havoc's new values; a call's arguments (to an
	// implemented procedure) or its results (outputs, then modified
	// globals, of a procedure without implementation); a return's outputs.
	Values []NamedValue
	Text   string // the statement, for people
	// CheckOff is the failing assertion, requires, ensures or invariant;
	// Check says which kind.
	CheckOff int
	Check    string
}

// Trace is an execution from an entry to a failing check.
type Trace struct {
	Entry string
	Steps []Step
}

// WriteTo prints the trace, a step per line: position, indentation by
// call depth, the statement, and the values it sets.
func (t *Trace) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "trace from entry %s (%d steps):\n", t.Entry, len(t.Steps))
	for _, s := range t.Steps {
		fmt.Fprintf(&b, "%s: %s%s", s.Pos, strings.Repeat("  ", s.Depth), s.Text)
		writeValues(&b, s)
		b.WriteByte('\n')
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// writeValues prints a step's values; a callee's entry shows its
// parameters and locals only (globals and constants are the caller's).
func writeValues(b *strings.Builder, s Step) {
	sep := "  ["
	for _, v := range s.Values {
		if s.Kind == StepEnter && s.Depth > 0 && v.Role != "in" && v.Role != "out" && v.Role != "local" {
			continue
		}
		b.WriteString(sep + v.Name + " = " + FormatValue(v.Value))
		sep = ", "
	}
	if sep == ", " {
		b.WriteString("]")
	}
}

// FormatValue writes a value in Boogie terms: integers, booleans, and maps
// as [i1 := v1, …, else d].
func FormatValue(v chc.Value) string {
	if v.Sort().Kind() != chc.KindArray {
		s := v.String()
		if strings.HasPrefix(s, "(- ") {
			return "-" + strings.TrimSuffix(strings.TrimPrefix(s, "(- "), ")")
		}
		return s
	}
	var parts []string
	for _, e := range v.ArrayEntries() {
		parts = append(parts, FormatValue(e.Index)+" := "+FormatValue(e.Elem))
	}
	parts = append(parts, "else "+FormatValue(v.ArrayDefault()))
	return "[" + strings.Join(parts, ", ") + "]"
}

package c

import (
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/boogie"
)

// Trace is an execution of the C program that reaches reach_error: its
// steps in order and, apart, the nondet values it consumes.
//
// A replay (the compiled program with __VERIFIER_nondet_* returning given
// values) consumes Nondets in order: the i-th call of any
// __VERIFIER_nondet_T function returns Nondets[i].Value, which is a value
// of Nondets[i].Type (Func names the function the trace expects to be
// called, so a replay can report a divergence). The trace is confirmed when
// the program, so fed, calls reach_error.
type Trace struct {
	Entry string
	// Property is the property violated: "unreach-call" (the last step
	// calls reach_error) or "no-overflow" (the last step overflows).
	Property string
	Steps    []Step
	Nondets  []Nondet
}

// Step is one executed C statement (or part of one): the function, the
// position, the statement's text, the values it assigns and the nondet
// values its calls returned. Error marks the call of reach_error that ends
// the trace; Enter marks a function's start (Assigned: its parameters).
type Step struct {
	Func     string
	Pos      chc.Pos
	Stmt     string
	Depth    int
	Enter    bool
	Error    bool
	Assigned []Assigned
	Nondets  []Nondet
}

// Assigned is a variable's new value: an integer, or for an array its
// entries (Text, as [i := v, …, else d]) with Value nil.
type Assigned struct {
	Name  string
	Value *big.Int
	Text  string
}

// assigned makes the Assigned of a value of the lowered program.
func assigned(name string, v chc.Value) Assigned {
	if v.Sort().Kind() == chc.KindArray {
		return Assigned{Name: name, Text: boogie.FormatValue(v)}
	}
	return Assigned{Name: name, Value: v.BigInt(), Text: v.BigInt().String()}
}

// Nondet is a value returned by a __VERIFIER_nondet_T call.
type Nondet struct {
	Func  string  // __VERIFIER_nondet_int, …
	Type  string  // the C type: int, unsigned char, _Bool, …
	Pos   chc.Pos // the call
	Value *big.Int
}

// cTrace maps a trace of the lowered program to the C program: the steps
// of one C statement become one step.
func (tr *Translation) cTrace(bt *boogie.Trace) *Trace {
	out := &Trace{Entry: tr.entry, Property: "unreach-call"}
	if tr.opt.CheckOverflow {
		out.Property = "no-overflow"
	}
	var last *srcInfo
	lastDepth := -1
	for _, s := range bt.Steps {
		src := tr.src(s.Pos)
		if src == nil || src.hidden {
			continue
		}
		same := last != nil && src.stmt != nil && src.stmt == last.stmt && s.Depth == lastDepth
		if !same || s.Kind == boogie.StepEnter || s.Kind == boogie.StepFail {
			pos := src.stmtPos
			if src.stmt == nil || s.Kind == boogie.StepFail {
				pos = src.pos
			}
			out.Steps = append(out.Steps, Step{Func: src.fn, Pos: pos, Stmt: src.text, Depth: s.Depth})
		}
		last, lastDepth = src, s.Depth
		st := &out.Steps[len(out.Steps)-1]
		tr.addValues(out, st, s)
	}
	return out
}

// addValues adds a lowered step's values to the C step.
func (tr *Translation) addValues(out *Trace, st *Step, s boogie.Step) {
	switch s.Kind {
	case boogie.StepEnter:
		st.Enter, st.Stmt = true, "enter "+s.Proc
		if f := tr.procName(s.Proc); f != "" {
			st.Func, st.Stmt = f, "enter "+f
		}
		for _, v := range s.Values {
			if v.Role == "in" {
				st.Assigned = append(st.Assigned, assigned(tr.cName(v.Name), v.Value))
			}
		}
	case boogie.StepAssign:
		for _, v := range s.Values {
			if !strings.HasPrefix(v.Name, "$") {
				st.Assigned = append(st.Assigned, assigned(tr.cName(v.Name), v.Value))
			}
		}
	case boogie.StepHavoc:
		for _, v := range s.Values {
			if info, ok := tr.nondets[v.Name]; ok {
				nd := Nondet{Func: info.fn, Type: info.t.name, Pos: info.pos, Value: v.Value.BigInt()}
				st.Nondets = append(st.Nondets, nd)
				out.Nondets = append(out.Nondets, nd)
			}
		}
	case boogie.StepExit:
		st.Stmt = "return from " + st.Func
	case boogie.StepFail:
		st.Error = true
	}
}

// procName is the C function of a lowered procedure.
func (tr *Translation) procName(b string) string {
	if c, ok := tr.names[b]; ok {
		return c
	}
	return ""
}

// WriteTo prints the trace, a step per line: position, indentation by
// call depth, the statement, the values it assigns and the nondet values
// returned.
func (t *Trace) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "trace from %s (%d steps, %d nondet values):\n", t.Entry, len(t.Steps), len(t.Nondets))
	for _, s := range t.Steps {
		fmt.Fprintf(&b, "%s: %s%s", s.Pos, strings.Repeat("  ", s.Depth), s.Stmt)
		var parts []string
		for _, a := range s.Assigned {
			parts = append(parts, a.Name+" = "+a.Text)
		}
		for _, n := range s.Nondets {
			parts = append(parts, fmt.Sprintf("%s() = %s", n.Func, n.Value))
		}
		if len(parts) > 0 {
			b.WriteString("  [" + strings.Join(parts, ", ") + "]")
		}
		if s.Error && t.Property == "no-overflow" {
			b.WriteString("  <- signed overflow")
		} else if s.Error {
			b.WriteString("  <- reach_error")
		}
		b.WriteByte('\n')
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

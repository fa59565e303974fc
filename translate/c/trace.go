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
	// Note says why a trace has no steps: it was found by running the
	// compiled program, and horn's interpreter did not map it to steps
	// (too long, or the program is not translated). Its nondet values,
	// which the compiled program replays to reach_error, are the trace.
	Note string
	// Target, for a trace without steps, is the call of reach_error the
	// compiled run entered; when it is set, each of Nondets has its
	// call's position (Pos, Return) and function (In) too, as a locating
	// replay of the compiled program saw them (Trace.Locate). Nil when
	// they are not known (Note says why, once Locate has run).
	Target *Call
}

// Call is a call in the C source: the function it is in ("" when not
// known) and the position of the called name.
type Call struct {
	In  string
	Pos chc.Pos
}

// Step is one executed C statement (or part of one): the function, the
// position, the statement's text, the values it assigns and the nondet
// values its calls returned. Error marks the call of reach_error that ends
// the trace; Enter marks a function's start (Assigned: its parameters).
type Step struct {
	Func  string
	Pos   chc.Pos
	Stmt  string
	Depth int
	Enter bool
	Error bool
	// Branch is the outcome of the C condition the step tests (an if's,
	// or a loop's test): +1 true, -1 false, 0 when the step tests none.
	Branch   int8
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
	// Var is the variable the statement of the call stores the value in
	// (v = f(); or T v = f(); with v of f's type) and At the next
	// statement the trace executes in the same function and block, where
	// v still holds the value; both empty when there is no such pair.
	Var string
	At  chc.Pos
	// Return is the call's closing parenthesis, where SV-COMP witnesses
	// locate a function's return value.
	Return chc.Pos
	// In is the function the call is in, for a trace without steps
	// (whose steps would say it); "" when not known.
	In string
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
		if s.Kind == boogie.StepBranch && src.branch != 0 && st.Branch == 0 {
			st.Branch = src.branch
			if s.Choice != 0 {
				st.Branch = -src.branch
			}
		}
	}
	tr.placeNondets(out)
	return out
}

// placeNondets gives each nondet value stored in a variable the next
// statement of the trace at the same call depth (before the function
// returns) inside the block of the storing statement: there the variable
// still holds the value.
func (tr *Translation) placeNondets(out *Trace) {
	k := 0
	for i, st := range out.Steps {
		for j := range st.Nondets {
			nd := &out.Steps[i].Nondets[j]
			info := tr.nondetInfo(nd)
			nd.Return = info.rp
			if info.target != "" {
				if at, ok := nextStmt(out.Steps, i, info.blockEnd); ok {
					nd.Var, nd.At = info.target, at
				}
			}
			out.Nondets[k] = *nd
			k++
		}
	}
}

// nondetInfo finds the lowering's record of a trace's nondet value.
func (tr *Translation) nondetInfo(nd *Nondet) nondetInfo {
	for _, info := range tr.nondets {
		if info.pos == nd.Pos && info.fn == nd.Func {
			return info
		}
	}
	return nondetInfo{}
}

// nextStmt is the position of the step after steps[i] at its depth, if
// it comes before the function returns and lies before end (in the same
// file as steps[i]) and after steps[i].
func nextStmt(steps []Step, i int, end chc.Pos) (chc.Pos, bool) {
	d := steps[i].Depth
	for _, s := range steps[i+1:] {
		switch {
		case s.Depth > d:
			continue
		case s.Depth < d || s.Enter || s.Stmt == "return from "+s.Func:
			return chc.Pos{}, false
		}
		if end.Line == 0 || !posBefore(steps[i].Pos, s.Pos) || !posBefore(s.Pos, end) {
			return chc.Pos{}, false
		}
		return s.Pos, true
	}
	return chc.Pos{}, false
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
			if info, ok := tr.nondets[nondetKey(s.Proc, v.Name)]; ok {
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

// writeValues prints a trace without steps: the note, then its nondet
// values in order, a line each.
func (t *Trace) writeValues(b *strings.Builder) {
	if t.Note != "" {
		fmt.Fprintf(b, "(no steps: %s; the nondet values in the order the program asks for them, which the compiled program replays to reach_error)\n", t.Note)
	}
	for i, n := range t.Nondets {
		at := ""
		if n.Pos.Line > 0 {
			at = n.Pos.String() + ": "
		}
		fmt.Fprintf(b, "%d: %s%s() = %s\n", i+1, at, n.Func, n.Value)
	}
	if t.Target != nil {
		fmt.Fprintf(b, "%s: reach_error()  <- reach_error\n", t.Target.Pos)
	}
}

// WriteTo prints the trace, a step per line: position, indentation by
// call depth, the statement, the values it assigns and the nondet values
// returned.
func (t *Trace) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "trace from %s (%d steps, %d nondet values):\n", t.Entry, len(t.Steps), len(t.Nondets))
	if len(t.Steps) == 0 {
		t.writeValues(&b)
	}
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

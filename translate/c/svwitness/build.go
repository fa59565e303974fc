package svwitness

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/horn-chc/horn/chc"
	cfront "github.com/horn-chc/horn/translate/c"
)

// Correctness builds the invariant_set entry of a correct verdict's
// invariants: a loop_invariant per loop head that C can state something
// at; when there is none (a program without loops), the trivial
// invariant 1 at the entry function's first statement, since the format
// wants one or more.
func Correctness(iv *cfront.Invariants, t Task) (*Entry, error) {
	if iv == nil {
		return nil, errors.New("witness: no invariants (the verdict is not correct)")
	}
	content := []Content{}
	for _, f := range iv.Funcs {
		for _, p := range f.Points {
			if p.C == "" {
				continue
			}
			content = append(content, Content{Invariant: &Invariant{Type: "loop_invariant",
				Location: location(p.Pos, p.Func), Value: p.C, Format: "c_expression"}})
		}
	}
	if len(content) == 0 {
		var err error
		if content, err = trivial(iv, t.Entry); err != nil {
			return nil, err
		}
	}
	return entry("invariant_set", content, t)
}

// Violation builds the violation_sequence entry of a buggy verdict's
// (replayed) trace: from its steps, or for a trace without steps from
// the located calls (Trace.Target).
func Violation(tr *cfront.Trace, t Task) (*Entry, error) {
	if tr != nil && len(tr.Steps) == 0 && tr.Target != nil {
		return located(tr, t)
	}
	if tr == nil || len(tr.Steps) == 0 || !tr.Steps[len(tr.Steps)-1].Error {
		return nil, errors.New("witness: no trace ending in the error (the verdict is not buggy)")
	}
	var content []Content
	add := func(w Waypoint) { content = appendWaypoint(content, w) }
	for _, s := range tr.Steps {
		if s.Error {
			add(Waypoint{Type: "target", Location: location(s.Pos, s.Func)})
			break
		}
		for _, n := range s.Nondets {
			add(nondetWaypoint(n, s.Func))
		}
		if s.Branch != 0 {
			v := "true"
			if s.Branch < 0 {
				v = "false"
			}
			add(Waypoint{Type: "branching", Location: location(s.Pos, s.Func), Constraint: &Constraint{Value: v}})
		}
	}
	return entry("violation_sequence", content, t)
}

// located builds the violation_sequence of a trace without steps whose
// calls the compiled program located (Trace.Target): a function_return
// waypoint per nondet value at its call, then the target at the call of
// reach_error the run entered. A tail of values 0 is left unstated
// (Trace.Stated): no waypoint leaves those calls free, and the run in
// which they return 0 is the one horn replayed.
func located(tr *cfront.Trace, t Task) (*Entry, error) {
	var content []Content
	for i, n := range tr.Nondets[:tr.Stated()] {
		if n.Return.Line == 0 {
			return nil, fmt.Errorf("witness: nondet value %d (%s) has no location", i+1, n.Func)
		}
		n.Var = ""
		content = appendWaypoint(content, nondetWaypoint(n, n.In))
	}
	content = appendWaypoint(content, Waypoint{Type: "target", Location: location(tr.Target.Pos, tr.Target.In)})
	return entry("violation_sequence", content, t)
}

// appendWaypoint appends a segment of one waypoint, to follow.
func appendWaypoint(content []Content, w Waypoint) []Content {
	w.Action = "follow"
	return append(content, Content{Segment: []WaypointItem{{Waypoint: w}}})
}

// nondetWaypoint states a nondet value: as an assumption about the
// variable holding it, or as the call's return value (located, as the
// format asks, at the call's closing parenthesis).
func nondetWaypoint(n cfront.Nondet, fn string) Waypoint {
	if n.Var != "" {
		return Waypoint{Type: "assumption", Location: location(n.At, fn),
			Constraint: &Constraint{Value: fmt.Sprintf("%s == %s", n.Var, cLiteral(n)), Format: "c_expression"}}
	}
	return Waypoint{Type: "function_return", Location: location(n.Return, fn),
		Constraint: &Constraint{Value: fmt.Sprintf("\\result == %s", cLiteral(n)), Format: "acsl_expression"}}
}

// cLiteral writes a nondet value as a C constant of a type that holds it
// (unsigned values with a u suffix; the least long long as an
// expression, since its magnitude is no constant).
func cLiteral(n cfront.Nondet) string {
	v := n.Value
	switch {
	case v.Sign() < 0 && v.BitLen() > 63:
		return fmt.Sprintf("(%s - 1)", new(big.Int).Add(v, big.NewInt(1)))
	case v.Sign() >= 0 && strings.HasPrefix(n.Type, "unsigned"):
		return v.String() + "u"
	}
	return v.String()
}

// location is a position as a witness location.
func location(p chc.Pos, fn string) Location {
	return Location{FileName: p.File, Line: p.Line, Column: p.Col, Function: fn}
}

// entry completes an entry with its metadata.
func entry(typ string, content []Content, t Task) (*Entry, error) {
	md, err := t.metadata(typ, content)
	if err != nil {
		return nil, err
	}
	return &Entry{Type: typ, Metadata: md, Content: content}, nil
}

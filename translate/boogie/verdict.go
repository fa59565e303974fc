package boogie

import (
	"encoding/json"
	"io"

	"github.com/horn-chc/horn/chc"
)

// The answers about a program.
const (
	Correct = "correct"
	Buggy   = "buggy"
	Unknown = "unknown"
)

// Verdict is the answer about a program in its own terms.
type Verdict struct {
	Answer      string // Correct, Buggy or Unknown
	Reason      string // why Unknown
	Trace       *Trace
	Annotations *Annotations
}

// Verdict maps a (validated) answer about the clauses back to the program:
// sat is correct, with annotations from the model; unsat is buggy, with
// the trace of the derivation — only if the interpreter replays it to the
// failing check and, when axioms were dropped (Options.DropQuantifiedAxioms),
// Options.Decide finds that the trace's constants and functions satisfy
// them, or that some functions that agree with the trace wherever the
// execution applied them do; otherwise, and for unknown, the verdict is unknown with the
// reason. Dropping axioms only adds interpretations, so correct stays
// sound.
func (tr *Translation) Verdict(st chc.Status, m chc.Model, d *chc.Derivation, reason string) *Verdict {
	switch st {
	case chc.Sat:
		return &Verdict{Answer: Correct, Annotations: tr.Annotate(m)}
	case chc.Unsat:
		t, err := tr.Trace(d)
		if err != nil {
			return &Verdict{Answer: Unknown, Reason: "the derivation does not map to a trace: " + err.Error()}
		}
		ev, err := tr.replay(t)
		if err != nil {
			return &Verdict{Answer: Unknown, Reason: "the trace does not replay in the interpreter: " + err.Error(), Trace: t}
		}
		if why := tr.checkDropped(t, ev); why != "" {
			return &Verdict{Answer: Unknown, Reason: why, Trace: t}
		}
		return &Verdict{Answer: Buggy, Trace: t}
	}
	return &Verdict{Answer: Unknown, Reason: reason}
}

// jsonValue is a value in JSON: its name, role and Boogie text.
type jsonValue struct {
	Name  string `json:"name"`
	Role  string `json:"role,omitempty"`
	Value string `json:"value"`
}

type jsonStep struct {
	Kind   string      `json:"kind"`
	Pos    chc.Pos     `json:"pos"`
	Proc   string      `json:"proc"`
	Depth  int         `json:"depth"`
	Text   string      `json:"text"`
	Choice *int        `json:"choice,omitempty"`
	Values []jsonValue `json:"values,omitempty"`
	Check  string      `json:"check,omitempty"`
}

type jsonVerdict struct {
	Answer      string       `json:"answer"`
	Reason      string       `json:"reason,omitempty"`
	Entry       string       `json:"entry,omitempty"`
	Trace       []jsonStep   `json:"trace,omitempty"`
	Annotations *Annotations `json:"annotations,omitempty"`
}

// WriteJSON writes the verdict, its trace and its annotations as one JSON
// object: snake_case keys, positions as {"file", "line", "column"}, and
// strings as they are (no HTML escapes).
func (v *Verdict) WriteJSON(w io.Writer) error {
	out := jsonVerdict{Answer: v.Answer, Reason: v.Reason, Annotations: v.Annotations}
	if v.Trace != nil {
		out.Entry = v.Trace.Entry
		for _, s := range v.Trace.Steps {
			js := jsonStep{Kind: s.Kind.String(), Pos: s.Pos, Proc: s.Proc, Depth: s.Depth, Text: s.Text, Check: s.Check}
			if s.Kind == StepBranch {
				c := s.Choice
				js.Choice = &c
			}
			for _, nv := range s.Values {
				js.Values = append(js.Values, jsonValue{Name: nv.Name, Role: nv.Role, Value: FormatValue(nv.Value)})
			}
			out.Trace = append(out.Trace, js)
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

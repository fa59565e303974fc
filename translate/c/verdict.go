package c

import (
	"encoding/json"
	"io"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/boogie"
)

// The answers about a program: the Boogie subset's, since a C program is
// verified as its lowering.
const (
	Correct = boogie.Correct
	Buggy   = boogie.Buggy
	Unknown = boogie.Unknown
)

// Verdict is the answer about a C program in its own terms.
type Verdict struct {
	Answer     string // Correct, Buggy or Unknown
	Reason     string // why Unknown
	Trace      *Trace
	Invariants *Invariants
}

// Verdict maps a (validated) answer about the clauses back to the C
// program: sat is correct, with invariants from the model; unsat is buggy
// with the derivation's trace only if the interpreter of the lowered
// program replays it, from the trace's nondet values alone, to the call of
// reach_error; anything else is unknown with the reason.
func (tr *Translation) Verdict(st chc.Status, m chc.Model, d *chc.Derivation, reason string) *Verdict {
	bv := tr.bt.Verdict(st, m, d, reason)
	v := &Verdict{Answer: bv.Answer, Reason: bv.Reason}
	if bv.Trace != nil {
		v.Trace = tr.cTrace(bv.Trace)
	}
	if bv.Annotations != nil {
		v.Invariants = tr.invariants(bv.Annotations)
	}
	return v
}

type jsonNondet struct {
	Func  string  `json:"function"`
	Type  string  `json:"type"`
	Pos   chc.Pos `json:"pos"`
	Value string  `json:"value"`
}

type jsonAssigned struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type jsonStep struct {
	Func     string         `json:"function"`
	Pos      chc.Pos        `json:"pos"`
	Stmt     string         `json:"statement"`
	Depth    int            `json:"depth"`
	Error    bool           `json:"error,omitempty"`
	Assigned []jsonAssigned `json:"assigned,omitempty"`
	Nondets  []jsonNondet   `json:"nondet,omitempty"`
}

type jsonVerdict struct {
	Answer     string       `json:"answer"`
	Reason     string       `json:"reason,omitempty"`
	Property   string       `json:"property,omitempty"`
	Note       string       `json:"note,omitempty"`
	Trace      []jsonStep   `json:"trace,omitempty"`
	Nondets    []jsonNondet `json:"nondet_values,omitempty"`
	Invariants *Invariants  `json:"invariants,omitempty"`
}

func nondetJSON(n Nondet) jsonNondet {
	return jsonNondet{Func: n.Func, Type: n.Type, Pos: n.Pos, Value: n.Value.String()}
}

// WriteJSON writes the verdict, its trace and its invariants as one JSON
// object: snake_case keys, positions as {"file", "line", "column"}, and
// strings as they are (no HTML escapes).
func (v *Verdict) WriteJSON(w io.Writer) error {
	out := jsonVerdict{Answer: v.Answer, Reason: v.Reason, Invariants: v.Invariants}
	if v.Trace != nil {
		out.Property, out.Note = v.Trace.Property, v.Trace.Note
		for _, s := range v.Trace.Steps {
			js := jsonStep{Func: s.Func, Pos: s.Pos, Stmt: s.Stmt, Depth: s.Depth, Error: s.Error}
			for _, a := range s.Assigned {
				js.Assigned = append(js.Assigned, jsonAssigned{Name: a.Name, Value: a.Text})
			}
			for _, n := range s.Nondets {
				js.Nondets = append(js.Nondets, nondetJSON(n))
			}
			out.Trace = append(out.Trace, js)
		}
		for _, n := range v.Trace.Nondets {
			out.Nondets = append(out.Nondets, nondetJSON(n))
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/smtlib2"
)

// solveJSON is what solve --json prints: the answer, the reason of an
// unknown, and the witness (the model after sat, the derivation after
// unsat) as smtlib2 shapes them.
type solveJSON struct {
	Answer     string             `json:"answer"`
	Reason     string             `json:"reason,omitempty"`
	Model      []smtlib2.DefJSON  `json:"model,omitempty"`
	Derivation []smtlib2.NodeJSON `json:"derivation,omitempty"`
}

// writeSolveJSON prints r about s as one JSON document.
func writeSolveJSON(w io.Writer, s *chc.System, r engine.Result) error {
	out := solveJSON{Answer: r.Status.String(), Reason: r.Reason}
	var err error
	switch {
	case r.Status == chc.Sat && r.Model != nil:
		out.Model, err = smtlib2.ModelJSON(s, r.Model)
	case r.Status == chc.Unsat && r.Derivation != nil:
		out.Derivation, err = smtlib2.DerivationJSON(s, r.Derivation)
	}
	if err != nil {
		return fmt.Errorf("--json: %w", err)
	}
	return writeJSON(w, out)
}

// writeJSON prints v as horn's JSON documents are printed: indented, and
// strings as they are (no HTML escapes such as \u003c).
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// marshalJSON is json.Marshal without HTML escapes, on one line.
func marshalJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

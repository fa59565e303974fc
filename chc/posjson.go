package chc

import (
	"bytes"
	"encoding/json"
)

// posJSON is a Pos in JSON: {"file": ..., "line": ..., "column": ...}.
type posJSON struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

// MarshalJSON writes p as {"file", "line", "column"}, the keys horn's
// --json output uses for every position (0 for what is unknown).
// File names are not HTML-escaped: an encoder's SetEscapeHTML(false)
// does not reach into what a Marshaler returns.
func (p Pos) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(posJSON{File: p.File, Line: p.Line, Column: p.Col}); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// UnmarshalJSON reads what MarshalJSON writes.
func (p *Pos) UnmarshalJSON(b []byte) error {
	var j posJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*p = Pos{File: j.File, Line: j.Line, Col: j.Column}
	return nil
}

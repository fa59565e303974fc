package chc

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestPosJSON: a position is an object with file, line and column, not
// HTML-escaped under an encoder that does not escape, and reads back as
// itself.
func TestPosJSON(t *testing.T) {
	p := Pos{File: "a<b>.bpl", Line: 3, Col: 7}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(struct {
		P Pos `json:"pos"`
	}{p}); err != nil {
		t.Fatal(err)
	}
	if got, want := b.String(), `{"pos":{"file":"a<b>.bpl","line":3,"column":7}}`+"\n"; got != want {
		t.Errorf("Encode = %s, want %s", got, want)
	}
	var q struct {
		P Pos `json:"pos"`
	}
	if err := json.Unmarshal(b.Bytes(), &q); err != nil || q.P != p {
		t.Errorf("Unmarshal = %v, %v; want %v", q.P, err, p)
	}
}

package engine

import "testing"

// TestDescriptions: every engine of the table has a one-line description
// (help texts list them), and a name New does not know has none.
func TestDescriptions(t *testing.T) {
	for _, n := range Names() {
		if d := Describe(n); d == "" || len(d) > 54 {
			t.Errorf("engine %s: description %q (want one line of at most 54 characters)", n, d)
		}
	}
	if d := Describe("no-such-engine"); d != "" {
		t.Errorf("an unknown engine described as %q", d)
	}
}

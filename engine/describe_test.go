package engine

import "testing"

// TestDescriptions: every engine of the table has a one-line description
// (help texts list them), and every description names an engine.
func TestDescriptions(t *testing.T) {
	for _, n := range Names() {
		if d := Describe(n); d == "" || len(d) > 54 {
			t.Errorf("engine %s: description %q (want one line of at most 54 characters)", n, d)
		}
	}
	for n := range descriptions {
		if _, ok := engines[n]; !ok {
			t.Errorf("description of %s, which is not in the engine table", n)
		}
	}
}

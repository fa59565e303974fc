package main

import (
	"github.com/horn-chc/horn/strategy"
	"strings"
	"testing"
)

// TestPrintStrategy: horn solve --print-strategy prints the strategy
// table, every class with its entries, without a file; solve without a
// file and without the flag is a usage error.
func TestPrintStrategy(t *testing.T) {
	out, _, code := horn(t, "", "solve", "--print-strategy")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	for _, k := range strategy.Classes() {
		if !strings.Contains(out, string(k)+":\n") {
			t.Errorf("no class %s in:\n%s", k, out)
		}
		for _, e := range strategy.For(k) {
			if !strings.Contains(out, "  "+e.Engine+" ") {
				t.Errorf("%s: no entry %s in:\n%s", k, e.Engine, out)
			}
		}
	}
	if _, _, code := horn(t, "", "solve"); code != exitUsage {
		t.Errorf("solve without a file: exit %d, want %d", code, exitUsage)
	}
}

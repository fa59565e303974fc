package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckForeignModels: check accepts models as Z3 prints them (a bare
// list after sat, let-bound subterms, x!0 names) and as Eldarica does
// (define-fun lines after sat); see testdata/models/README.md.
func TestCheckForeignModels(t *testing.T) {
	needZ3(t)
	models, _ := filepath.Glob("testdata/models/*.txt")
	if len(models) < 4 {
		t.Fatalf("found %d model fixtures", len(models))
	}
	for _, m := range models {
		name, _, _ := strings.Cut(filepath.Base(m), ".")
		sys := filepath.Join("testdata/models", name+".smt2")
		if name == "counter" {
			sys = "../../examples/counter.smt2"
		}
		out, errs, code := horn(t, "", "check", sys, m)
		if code != exitOK || out != "valid model\n" {
			t.Errorf("check %s %s: exit %d, %q %q", sys, m, code, out, errs)
		}
	}
}

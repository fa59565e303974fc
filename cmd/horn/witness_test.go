package main

import (
	"os"
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

// TestSolveModelREADME runs the solve --model commands README shows and
// compares their output with README's.
func TestSolveModelREADME(t *testing.T) {
	needZ3(t)
	src, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, ex := range readmeExamples(string(src)) {
		if !strings.HasPrefix(ex.cmd, "./horn solve") || !strings.Contains(ex.cmd, "--model") || strings.Contains(ex.cmd, "|") {
			continue
		}
		args := strings.Fields(strings.ReplaceAll(ex.cmd, "examples/", "../../examples/"))[1:]
		out, errs, code := horn(t, "", args...)
		if code != exitOK {
			t.Fatalf("%s: exit %d: %s", ex.cmd, code, errs)
		}
		if out != ex.out {
			t.Errorf("%s: README shows\n%s\nhorn prints\n%s", ex.cmd, ex.out, out)
		}
		n++
	}
	if n == 0 {
		t.Fatal("README shows no solve --model command")
	}
}

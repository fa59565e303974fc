package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/translate/c/task"
)

// TestVerifyTask: a task file's input, data model and properties drive
// verify; an explicit --data-model wins; an unsupported property is
// unknown with its name; with several, the supported one is named.
func TestVerifyTask(t *testing.T) {
	needZ3(t)
	dir := filepath.Join("testdata", "task")
	cases := []struct {
		args   []string
		answer string
		errs   []string
	}{
		{[]string{"wrap-ILP32.yml"}, "correct", nil},
		{[]string{"wrap-LP64.yml"}, "buggy", nil},
		{[]string{"--data-model", "LP64", "wrap-ILP32.yml"}, "buggy", nil},
		{[]string{"--data-model", "ILP32", "wrap-LP64.yml"}, "correct", nil},
		{[]string{"overflow.yml"}, "correct", []string{"note: verifying unreach-call", "valid-memsafety"}},
		{[]string{"--check-overflow", "overflow.yml"}, "buggy", []string{"note: verifying no-overflow"}},
		{[]string{"memsafety.yml"}, "unknown", []string{"reason:", "valid-memsafety"}},
		{[]string{"--check-overflow", "wrap-LP64.yml"}, "unknown", []string{"reason:", "no no-overflow property", "unreach-call"}},
	}
	for _, tc := range cases {
		args := append([]string{"verify"}, tc.args...)
		args[len(args)-1] = filepath.Join(dir, args[len(args)-1])
		out, errs, code := horn(t, "", args...)
		want := map[string]int{"correct": exitOK, "buggy": exitBuggy, "unknown": exitUnknown}[tc.answer]
		if firstLine(out) != tc.answer || code != want {
			t.Errorf("%v: %q exit %d, want %s; stderr %q", tc.args, firstLine(out), code, tc.answer, errs)
		}
		for _, w := range tc.errs {
			if !strings.Contains(errs, w) {
				t.Errorf("%v: stderr %q lacks %q", tc.args, errs, w)
			}
		}
	}
	if _, errs, code := horn(t, "", "verify", filepath.Join(dir, "missing.yml")); code != exitInput || !strings.Contains(errs, "missing.yml") {
		t.Errorf("missing task: exit %d, %q", code, errs)
	}
}

// TestVerifyRealTasks (opt-in): a handful of SV-COMP tasks that horn
// solves quickly get their expected verdicts (the buggy ones after the
// compiled replay).
func TestVerifyRealTasks(t *testing.T) {
	needZ3(t)
	dir := benchdata.Dir(t, "c")
	for _, name := range []string{"const_1-1", "const_1-2", "diamond_1-1", "diamond_1-2", "multivar_1-2"} {
		path := filepath.Join(dir, "loop-acceleration", name+".yml")
		tk, err := task.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		p, ok := tk.Property(task.UnreachCall)
		if !ok {
			t.Fatalf("%s: no unreach-call property", name)
		}
		want := map[task.Verdict]string{task.True: "correct", task.False: "buggy"}[p.Expected]
		out, errs, _ := horn(t, "", "verify", "-t", "60", path)
		if got := firstLine(out); got != want {
			t.Errorf("%s: %s, want %s; stderr %q", name, got, want, errs)
		}
	}
}

// TestVerifyNonLinearTasks (opt-in): SV-COMP's nla-digbench tasks, all
// refused before non-linear terms were lowered, translate, and those horn
// answers quickly get their expected verdicts (never the other one).
func TestVerifyNonLinearTasks(t *testing.T) {
	needZ3(t)
	dir := benchdata.Dir(t, "c", "nla-digbench")
	paths, err := filepath.Glob(filepath.Join(dir, "*.yml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no tasks in %s: %v", dir, err)
	}
	answered := 0
	for _, path := range paths {
		tk, err := task.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := tk.Property(task.UnreachCall)
		want := map[task.Verdict]string{task.True: "correct", task.False: "buggy"}[p.Expected]
		out, errs, _ := horn(t, "", "verify", "-t", "10", path)
		switch got := firstLine(out); {
		case got == want:
			answered++
		case got == "unknown" && !strings.Contains(errs, "unsupported"):
		default:
			t.Errorf("%s: %s, want %s; stderr %q", filepath.Base(path), got, want, errs)
		}
	}
	t.Logf("%d of %d answered", answered, len(paths))
	if answered == 0 {
		t.Error("no nla-digbench task answered")
	}
}

// TestVerifyHoudiniCongruences (opt-in): SV-COMP loops whose invariants
// are congruences (a counter stepped by 2 is even), guarded by a test of
// the loop body's branches (x ≥ 10^7 ⇒ x even) or equalities guarded so
// (x ≤ 50 ⇒ y = x): Houdini alone proves them, none before its
// congruences and nested guards (no engine of auto's did in 20 s CPU).
// geo3, lcm2 and EvenOdd01-1 need the congruence of a sum or difference
// of two arguments, which Houdini follows on systems of few arguments
// only (houdini.maxPairForms).
func TestVerifyHoudiniCongruences(t *testing.T) {
	needZ3(t)
	dir := benchdata.Dir(t, "c")
	for _, name := range []string{"loop-new/count_by_2", "loops-crafted-1/mono-crafted_11", "loops-crafted-1/Mono1_1-2",
		"loops-crafted-1/mono-crafted_6", "loops-crafted-1/mono-crafted_7", "loop-lit/gr2006",
		"nla-digbench/geo3", "nla-digbench/lcm2", "recursive/EvenOdd01-1"} {
		path := filepath.Join(dir, name+".yml")
		tk, err := task.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		if p, _ := tk.Property(task.UnreachCall); p.Expected != task.True {
			t.Fatalf("%s: expected %v, want a true task", name, p.Expected)
		}
		out, errs, _ := horn(t, "", "verify", "-e", "houdini", "-t", "60", path)
		if got := firstLine(out); got != "correct" {
			t.Errorf("%s: %s, want correct; stderr %q", name, got, errs)
		}
	}
}

// TestVerifyLinearNLA (opt-in): nla-digbench tasks whose clauses are
// linear with products of variables (strategy class linear-nla): ps3,
// which only the spacer-arith PDR decided, and bresenham, which only the
// default one did (docs/strategy.md, linear-nla), are both correct.
func TestVerifyLinearNLA(t *testing.T) {
	needZ3(t)
	dir := benchdata.Dir(t, "c", "nla-digbench")
	for _, name := range []string{"ps3", "bresenham"} {
		out, errs, _ := horn(t, "", "verify", "-v", "-t", "120", filepath.Join(dir, name+".yml"))
		if got := firstLine(out); got != "correct" {
			t.Errorf("%s: %s, want correct; stderr %q", name, got, errs)
		}
		if !strings.Contains(errs, "class=linear-nla") {
			t.Errorf("%s: not solved in class linear-nla; stderr %q", name, errs)
		}
	}
}

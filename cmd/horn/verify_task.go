package main

import (
	"fmt"
	"strings"

	cfront "github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/translate/c/task"
)

// runTask verifies an SV-COMP task file: its one input file is the C
// program, its data model the default (--data-model wins), and its
// properties pick what is checked: unreach-call, or no-overflow when that
// is the only one horn supports or --check-overflow asks for it. A task
// horn cannot check (another language, several input files, no supported
// property) is the answer unknown with the reason.
func (c *verifyCmd) runTask(e *env) error {
	t, err := task.Read(c.File)
	if err != nil {
		return inputError{err}
	}
	unknown := func(format string, args ...any) error {
		return c.writeC(e, &cfront.Verdict{Answer: cfront.Unknown, Reason: c.File + ": " + fmt.Sprintf(format, args...)})
	}
	if t.Language != "" && !strings.EqualFold(t.Language, "C") {
		return unknown("the task's language is %s; horn verifies C tasks", t.Language)
	}
	if len(t.InputFiles) != 1 {
		return unknown("the task has %d input files; horn verifies a task of one", len(t.InputFiles))
	}
	want := []task.Kind{task.UnreachCall, task.NoOverflow}
	if c.CheckOverflow {
		want = []task.Kind{task.NoOverflow}
	}
	var p task.Property
	found := false
	for _, k := range want {
		if p, found = t.Property(k); found {
			break
		}
	}
	var names []string
	for _, q := range t.Properties {
		names = append(names, q.String())
	}
	if !found {
		if c.CheckOverflow {
			return unknown("--check-overflow, but the task has no no-overflow property (it has: %s)", strings.Join(names, ", "))
		}
		return unknown("horn checks unreach-call and no-overflow; the task's properties are %s", strings.Join(names, ", "))
	}
	if len(t.Properties) > 1 {
		fmt.Fprintf(e.stderr, "note: verifying %s (the task's properties: %s)\n", p.Kind, strings.Join(names, ", "))
	}
	run := *c
	run.File = t.InputFiles[0]
	run.CheckOverflow = p.Kind == task.NoOverflow
	if run.DataModel == "" && t.DataModel != task.DataModelUnset {
		run.DataModel = t.DataModel.String()
	}
	return run.runC(e)
}

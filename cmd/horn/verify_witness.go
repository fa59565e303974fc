package main

import (
	"fmt"
	"io"

	cfront "github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/translate/c/svwitness"
)

// writeWitness writes the SV-COMP witness of a C verdict to c.Witness
// (after the verdict stands: a buggy one is replayed first); an unknown
// verdict writes none and says so on stderr.
func (c *verifyCmd) writeWitness(e *env, v *cfront.Verdict) error {
	if c.Witness == "" {
		return nil
	}
	dm, _ := cfront.ParseDataModel(c.DataModel)
	prop := "unreach-call"
	if c.CheckOverflow {
		prop = "no-overflow"
	}
	t := svwitness.Task{InputFiles: []string{c.File}, Specification: svwitness.Specification(prop, ""),
		DataModel: cfront.TaskDataModel(dm).String(), Producer: svwitness.Producer{Name: "horn", Version: buildVersion()}}
	var w *svwitness.Entry
	var err error
	switch {
	case v.Answer == cfront.Correct:
		w, err = svwitness.Correctness(v.Invariants, t)
	case v.Answer == cfront.Buggy && len(v.Trace.Steps) == 0 && v.Trace.Target == nil:
		// A test run's trace that the interpreter did not map to steps,
		// and whose calls the compiled program did not locate: a
		// violation witness locates each value and the error.
		if e.log != nil {
			e.log.Info("no violation witness: the trace's calls are not located", "note", v.Trace.Note)
		}
		fmt.Fprintf(e.stderr, "note: no witness written: the trace has no steps and its calls are not located (%s); --trace prints its nondet values\n", v.Trace.Note)
		return nil
	case v.Answer == cfront.Buggy:
		w, err = svwitness.Violation(v.Trace, t)
	default:
		fmt.Fprintln(e.stderr, "note: no witness for an unknown answer")
		return nil
	}
	if err != nil {
		return err
	}
	return writeOutput(e.stdout, c.Witness, func(out io.Writer) error { return w.Write(out) })
}

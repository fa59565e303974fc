package main

import (
	"fmt"
	"io"
	"text/tabwriter"
	"time"

	"github.com/horn-chc/horn/engine"
)

// writeStrategy prints auto's strategy table (engine.Strategy), one line
// per member under each class: --print-strategy.
func writeStrategy(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	dash := func(d time.Duration) string {
		if d == 0 {
			return "-"
		}
		return d.String()
	}
	or := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	for _, k := range engine.Classes() {
		fmt.Fprintf(tw, "%s:\n", k)
		fmt.Fprintln(tw, "  engine\tinput\tweight\tafter\tburst\tbudget\tmemory\tprofile\tpreempt\telse")
		for _, e := range engine.Strategy(k) {
			input, mem := "preprocessed", "-"
			if e.Given {
				input = "given"
			}
			if e.Memory > 0 {
				mem = fmt.Sprintf("%g", e.Memory)
			}
			fmt.Fprintf(tw, "  %s\t%s\t%g\t%s\t%s\t%s\t%s\t%s\t%v\t%s\n", e.Engine, input, e.Weight,
				dash(e.After), dash(e.Burst), dash(e.Budget), mem, or(e.Profile), e.Preempt, or(e.Else))
		}
	}
	return tw.Flush()
}

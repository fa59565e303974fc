package main

import (
	"fmt"
	"github.com/horn-chc/horn/strategy"
	"io"
	"text/tabwriter"
	"time"
)

// writeStrategy prints auto's strategy table (strategy.For), one line
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
	for _, k := range strategy.Classes() {
		fmt.Fprintf(tw, "%s:\n", k)
		fmt.Fprintln(tw, "  engine\tinput\tweight\tafter\tburst\tbudget\tmemory\tprofile\tpreempt\tunguarded\telse")
		for _, e := range strategy.For(k) {
			input, mem := "preprocessed", "-"
			if e.Given {
				input = "given"
			}
			if e.Memory > 0 {
				mem = fmt.Sprintf("%g", e.Memory)
			}
			fmt.Fprintf(tw, "  %s\t%s\t%g\t%s\t%s\t%s\t%s\t%s\t%v\t%v\t%s\n", e.Engine, input, e.Weight,
				dash(e.After), dash(e.Burst), dash(e.Budget), mem, or(e.Profile), e.Preempt, e.Unguarded, or(e.Else))
		}
	}
	return tw.Flush()
}

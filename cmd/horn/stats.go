package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/horn-chc/horn/chc"
)

type statsCmd struct {
	Files []string `arg:"" help:"Files to summarise ('-' for standard input)."`
	JSON  bool     `name:"json" help:"One JSON object per file, one per line."`
}

// fileStats is one row of horn stats.
type fileStats struct {
	File             string   `json:"file"`
	Error            string   `json:"error,omitempty"`
	Preds            int      `json:"predicates"`
	Clauses          int      `json:"clauses"`
	Facts            int      `json:"facts"`
	Queries          int      `json:"queries"`
	MaxArity         int      `json:"max_arity"`
	MaxBody          int      `json:"max_body_atoms"`
	Linear           bool     `json:"linear"`
	TransitionSystem bool     `json:"transition_system"`
	Theories         []string `json:"theories"`
	Vars             int      `json:"variables"`
	TermSize         int      `json:"constraint_size"`
	ParseSeconds     float64  `json:"parse_seconds"`
}

func (c *statsCmd) Run(e *env) error {
	var rows []fileStats
	failed := 0
	for _, f := range c.Files {
		start := time.Now()
		s, err := readSystem(e, f)
		row := fileStats{File: f, ParseSeconds: time.Since(start).Seconds()}
		if err != nil {
			row.Error = err.Error()
			failed++
			fmt.Fprintln(e.stderr, err)
		} else {
			in := chc.Classify(s)
			row.Preds, row.Clauses, row.Facts, row.Queries = in.Preds, in.Clauses, in.Facts, in.Queries
			row.MaxArity, row.MaxBody, row.Linear, row.TransitionSystem = in.MaxArity, in.MaxBody, in.Linear, in.TransitionSystem
			row.Theories, row.Vars, row.TermSize = in.Theories, in.Vars, in.TermSize
		}
		rows = append(rows, row)
	}
	if c.JSON {
		enc := json.NewEncoder(e.stdout)
		for _, r := range rows {
			if err := enc.Encode(r); err != nil {
				return err
			}
		}
	} else {
		writeStatsTable(e, rows)
	}
	if failed > 0 {
		return inputError{fmt.Errorf("%d of %d files could not be read", failed, len(c.Files))}
	}
	return nil
}

func writeStatsTable(e *env, rows []fileStats) {
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "preds\tclauses\tfacts\tqueries\tmax arity\tmax body\tlinear\tTS\tsize\tparse s\ttheories\t  file")
	var tot fileStats
	ok := 0
	for _, r := range rows {
		if r.Error != "" {
			fmt.Fprintf(tw, "-\t-\t-\t-\t-\t-\t-\t-\t-\t-\terror\t  %s\n", r.File)
			continue
		}
		ok++
		fmt.Fprintf(tw, "%d\t%d\t%d\t%d\t%d\t%d\t%s\t%s\t%d\t%.3f\t%s\t  %s\n", r.Preds, r.Clauses, r.Facts, r.Queries,
			r.MaxArity, r.MaxBody, yesNo(r.Linear), yesNo(r.TransitionSystem), r.TermSize, r.ParseSeconds, strings.Join(r.Theories, ","), r.File)
		tot.Preds += r.Preds
		tot.Clauses += r.Clauses
		tot.MaxArity = max(tot.MaxArity, r.MaxArity)
		tot.MaxBody = max(tot.MaxBody, r.MaxBody)
		tot.TermSize += r.TermSize
		tot.ParseSeconds += r.ParseSeconds
		if r.Linear {
			tot.Facts++ // reused as the count of linear files
		}
	}
	if len(rows) > 1 {
		fmt.Fprintf(tw, "%d\t%d\t\t\t%d\t%d\t%d\t\t%d\t%.3f\t\t  total (%d files, %d read; linear column: count)\n", tot.Preds, tot.Clauses,
			tot.MaxArity, tot.MaxBody, tot.Facts, tot.TermSize, tot.ParseSeconds, len(rows), ok)
	}
	tw.Flush()
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

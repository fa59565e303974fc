package engine

import (
	"fmt"
	"io"
	"slices"
	"text/tabwriter"
	"time"
)

// Input says which system a strategy member solves.
type Input int

const (
	// Preprocessed is the system after the driver's preprocessing.
	Preprocessed Input = iota
	// Given is the system as the driver was given it: for a member that
	// preprocesses in its own way (the integer translations).
	Given
)

func (in Input) String() string {
	if in == Given {
		return "given"
	}
	return "preprocessed"
}

// Entry is one member of a class's strategy: which engine runs, on which
// system, with what share of the processor and of the memory. Every
// Engine (and Else) is a name New knows, so every member also runs alone
// with `horn solve -e NAME`.
type Entry struct {
	Engine string // the engine, by its name in New's table
	Input  Input  // the system it solves
	// Weight is the member's share of the turns beside the others'.
	Weight float64
	// After keeps the member off the processor until the run has used
	// this much CPU time (while another member is unfinished); with
	// Burst, the member first works Burst of its own turns, then rests
	// until After.
	After time.Duration
	Burst time.Duration
	// Budget bounds the member's work, as its engine counts it (Houdini:
	// the run's CPU time from the start, or per round over a
	// translation; bits-houdini and sim: the member's own turns); 0: none.
	Budget time.Duration
	// Memory is the fraction of the run's memory budget at which the
	// member is cancelled, its answer unknown for the reason memory; 0:
	// the run's own budget.
	Memory float64
	// Profile names the solver profile the member's solvers come from
	// (Config.Profiles); "": the default solver.
	Profile string
	// Preempt interrupts the member's long checks at its share of the
	// turns and retries them at its next turn.
	Preempt bool
	// Else is the engine the member runs instead when Engine gives up
	// (answers unknown for the reason "gave up": it does not apply to the
	// system, or cannot decide it); "": none.
	Else string
}

// SpacerArith is the solver profile of the non-linear members: Z3's
// simplex-based arithmetic solver, as Z3's Spacer uses.
const SpacerArith = "spacer-arith"

// classStrategy is one class's entries.
type classStrategy struct {
	class   Class
	entries []Entry
}

// strategy is auto's strategy table: per class of system, the members
// that take turns on one core (or run on --jobs cores). Every number in
// it is a tuning decision; docs/strategy.md gives the reason for each
// and the commands that reproduce the measurements, and the files that
// justified them are fixtures in testdata/strategy.
var strategy = []classStrategy{
	{ClassBV, []Entry{
		{Engine: "pdr", Weight: 1, Preempt: true},
		{Engine: "int-pdr", Weight: 3, Preempt: true},
		{Engine: "nowrap-int-pdr", Input: Given, Weight: 4, Preempt: true},
		{Engine: "nowrap-int-houdini", Input: Given, Weight: 1, After: time.Second, Budget: 3 * time.Second},
		{Engine: "int-bmc", Else: "satbmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "bits-houdini", Weight: 3, After: 500 * time.Millisecond, Budget: 4 * time.Second},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
	}},
	{ClassLinear, []Entry{
		{Engine: "pdr", Weight: 3},
		{Engine: "kind", Else: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "houdini", Weight: 3, After: time.Second, Budget: 2 * time.Second},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
		{Engine: "qarr", Weight: 2, After: 500 * time.Millisecond, Budget: 16 * time.Second},
	}},
	{ClassNonLinear, []Entry{
		{Engine: "pdr", Weight: 3, Profile: SpacerArith},
		{Engine: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5, Profile: SpacerArith},
		{Engine: "houdini", Weight: 3, After: time.Second, Budget: 14 * time.Second, Profile: SpacerArith},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5, Profile: SpacerArith},
		{Engine: "va0-pdr", Weight: 3, After: time.Second, Profile: SpacerArith},
		{Engine: "qarr", Weight: 2, After: 500 * time.Millisecond, Budget: 16 * time.Second},
	}},
}

// Classes lists the classes of the strategy table, in the order auto
// tests them.
func Classes() []Class {
	out := make([]Class, len(strategy))
	for i, cs := range strategy {
		out[i] = cs.class
	}
	return out
}

// Strategy returns a copy of the strategy table's entries for class k
// (nil for a class the table does not have).
func Strategy(k Class) []Entry {
	for _, cs := range strategy {
		if cs.class == k {
			return slices.Clone(cs.entries)
		}
	}
	return nil
}

// WriteStrategy prints the strategy table, one line per member under
// each class.
func WriteStrategy(w io.Writer) error {
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
	for _, cs := range strategy {
		fmt.Fprintf(tw, "%s:\n", cs.class)
		fmt.Fprintln(tw, "  engine\tinput\tweight\tafter\tburst\tbudget\tmemory\tprofile\tpreempt\telse")
		for _, e := range cs.entries {
			mem := "-"
			if e.Memory > 0 {
				mem = fmt.Sprintf("%g", e.Memory)
			}
			fmt.Fprintf(tw, "  %s\t%s\t%g\t%s\t%s\t%s\t%s\t%s\t%v\t%s\n", e.Engine, e.Input, e.Weight,
				dash(e.After), dash(e.Burst), dash(e.Budget), mem, or(e.Profile), e.Preempt, or(e.Else))
		}
	}
	return tw.Flush()
}

package main

import (
	"fmt"
	"strings"

	"github.com/horn-chc/horn/engine"
)

// engineList is the help's list of engines: a line per engine of the
// table, the default first, with its description from the table.
func engineList() string {
	names := engine.Names()
	width := 0
	for _, n := range names {
		width = max(width, len(n))
	}
	var b strings.Builder
	b.WriteString("Engines (--engine NAME):\n\n")
	line := func(n string) { fmt.Fprintf(&b, "  %-*s  %s\n", width, n, engine.Describe(n)) }
	line(engine.DefaultEngine)
	for _, n := range names {
		if n != engine.DefaultEngine {
			line(n)
		}
	}
	return b.String()
}

// Help is solve's detail in its --help: the engines.
func (c *solveCmd) Help() string { return engineList() }

// Help is verify's detail in its --help: the engines, which are solve's.
func (c *verifyCmd) Help() string {
	return "The program's Horn clauses are solved as solve does, with any of its engines.\n\n" + engineList()
}

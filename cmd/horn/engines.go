package main

import (
	"fmt"
	"sort"
	"strings"

	"horn/bmc"
	"horn/engine"
	"horn/pdr"
	"horn/smt"
)

// engineConfig is what the engine table needs to build an engine.
type engineConfig struct {
	newSolver smt.NewSolver
	maxDepth  int
}

// engines is the one explicit table of engines, by command-line name.
var engines = map[string]func(engineConfig) engine.Engine{
	"bmc": func(c engineConfig) engine.Engine {
		return bmc.New(bmc.Options{NewSolver: c.newSolver, MaxDepth: c.maxDepth})
	},
	"pdr": func(c engineConfig) engine.Engine {
		return pdr.New(pdr.Options{NewSolver: c.newSolver, MaxLevel: c.maxDepth})
	},
	// portfolio runs PDR and BMC side by side: BMC finds deep
	// counterexamples cheaply, PDR proves safety; the first validated
	// answer wins.
	"portfolio": func(c engineConfig) engine.Engine {
		return &engine.Portfolio{NewSolver: c.newSolver, Members: []engine.Engine{
			pdr.New(pdr.Options{NewSolver: c.newSolver, MaxLevel: c.maxDepth}),
			bmc.New(bmc.Options{NewSolver: c.newSolver, MaxDepth: c.maxDepth}),
		}}
	},
}

func engineNames() string {
	var names []string
	for n := range engines {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func newEngine(name string, c engineConfig) (engine.Engine, error) {
	mk, ok := engines[name]
	if !ok {
		return nil, fmt.Errorf("unknown engine %q (have: %s)", name, engineNames())
	}
	return mk(c), nil
}

package main

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"horn/bmc"
	"horn/engine"
	"horn/pdr"
	"horn/smt"
)

// engineConfig is what the engine table needs to build an engine.
type engineConfig struct {
	newSolver smt.NewSolver
	maxDepth  int
	memory    uint64 // the --memory budget in bytes; 0: none
}

// bmcMemory is BMC's memory limit inside a portfolio: half the budget, so
// that BMC's ever-growing encoding gives up and leaves the rest to PDR
// before the budget stops both.
func (c engineConfig) bmcMemory() uint64 { return c.memory / 2 }

// engines is the one explicit table of engines, by command-line name.
var engines = map[string]func(engineConfig) engine.Engine{
	"bmc": func(c engineConfig) engine.Engine {
		return bmc.New(bmc.Options{NewSolver: c.newSolver, MaxDepth: c.maxDepth})
	},
	"pdr": func(c engineConfig) engine.Engine {
		return pdr.New(pdr.Options{NewSolver: c.newSolver, MaxLevel: c.maxDepth})
	},
	// auto lets PDR and BMC take turns on one core (engine.Slices): after
	// the first half second, which is PDR's alone, PDR gets three quarters
	// of the solver time and BMC a quarter, a BMC check that runs past its
	// share being interrupted and retried later with a doubled slice.
	// Shallow counterexamples that PDR's generalisation is slow to reach
	// come from BMC at a bounded cost in CPU time.
	"auto": func(c engineConfig) engine.Engine {
		p, err := engine.NewSliced(c.newSolver,
			engine.SlicedMember{Weight: 3, New: func(ns smt.NewSolver) engine.Engine {
				return pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.maxDepth})
			}},
			engine.SlicedMember{Weight: 1, Preempt: true, Delay: 500 * time.Millisecond, New: func(ns smt.NewSolver) engine.Engine {
				return bmc.New(bmc.Options{NewSolver: ns, MaxDepth: c.maxDepth, MemoryLimit: c.bmcMemory()})
			}})
		if err != nil {
			panic(err) // the weights above are constants
		}
		// The answer is validated once, by engine.Run against the system
		// as read: validating it inside the portfolio as well would double
		// the cost of every model check (half the run time on easy
		// systems). A member's invalid answer still never reaches the
		// user; it only becomes unknown instead of letting the other
		// member go on.
		p.NewSolver = nil
		return p
	},
	// portfolio runs PDR and BMC side by side: BMC finds deep
	// counterexamples cheaply, PDR proves safety; the first validated
	// answer wins.
	"portfolio": func(c engineConfig) engine.Engine {
		return &engine.Portfolio{NewSolver: c.newSolver, Members: []engine.Engine{
			pdr.New(pdr.Options{NewSolver: c.newSolver, MaxLevel: c.maxDepth}),
			bmc.New(bmc.Options{NewSolver: c.newSolver, MaxDepth: c.maxDepth, MemoryLimit: c.bmcMemory()}),
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

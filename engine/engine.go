// Package engine is the driver: Solve preprocesses a system, solves it
// with an engine, maps the witness back, validates it against the system
// as given and only then reports the answer, falling back to a lighter
// pipeline when a model cannot be mapped back; Prepare makes the driver's
// options the same way for every caller; New builds the engines by name
// from one explicit table; the strategy table (Strategy, printed by
// WriteStrategy) says which engines the default engine, auto, runs per
// class of system, with what share; Portfolio races them, side by side or
// taking turns (package sched). The engine contract itself (Engine,
// Result, Stats, the reasons for unknown) lives in the leaf package
// result, which the engines import instead of this one.
package engine

import "github.com/horn-chc/horn/result"

// Engine, Result and Stats are the engine contract, defined in the leaf
// package result so that engines need not import the driver.
type (
	Engine = result.Engine
	Result = result.Result
	Stats  = result.Stats
)

// NewStats returns empty statistics.
func NewStats() *Stats { return result.NewStats() }

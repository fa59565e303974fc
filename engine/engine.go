// Package engine is the driver: Solve preprocesses a system, solves it
// with an engine, maps the witness back, validates it against the system
// as given and only then reports the answer, falling back to a lighter
// pipeline when a model cannot be mapped back; Prepare makes the driver's
// options from Settings the same way for every caller; New builds the
// engines by name from one explicit table; the strategy table (Strategy)
// says which engines the default engine, auto, runs per class of system,
// with what share; Portfolio races them, side by side or taking turns
// (package sched, which also builds each member's seat). The engine
// contract itself (Engine, Result, Stats, the reasons for unknown) lives
// in the leaf package result, which the engines import instead of this
// one.
package engine

import (
	"fmt"
	"log/slog"

	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Engine, Result and Stats are the engine contract, defined in the leaf
// package result so that engines need not import the driver.
type (
	Engine = result.Engine
	Result = result.Result
	Stats  = result.Stats
)

// Config configures the engines New makes. The zero value with NewSolver
// set is the default.
type Config struct {
	NewSolver smt.NewSolver // required
	// Profiles, if set, makes the solvers of the strategy members whose
	// entry names a profile (Entry.Profile; z3's Pool.Profile); a profile
	// it does not know (nil) gets NewSolver.
	Profiles func(profile string) smt.NewSolver
	MaxDepth int    // BMC depth and PDR level bound; 0: none
	Memory   uint64 // memory budget in bytes, shared by auto's members; 0: none
	// Jobs is how many members of auto's portfolio may solve at once,
	// each on a goroutine (a core) of its own; 0 or 1: they take turns on
	// one core (see Auto). Other engines ignore it.
	Jobs int
	// Logger receives the engines' progress (Info: PDR's levels and
	// lemma counts, BMC's depths, the members' turns and answers; Debug:
	// detail), each record with the engine's name; nil: none.
	Logger *slog.Logger
	// CheckInterpolants makes the engines that interpolate (imc, ufo)
	// verify every interpolant, and NoHoudini makes si and uw summarise
	// open call sites by true instead of Houdini's summaries: debug
	// options.
	CheckInterpolants bool
	NoHoudini         bool
}

// logger is c.Logger for the engine called name, or nil.
func (c Config) logger(name string) *slog.Logger {
	if c.Logger == nil {
		return nil
	}
	return c.Logger.With("engine", name)
}

// DefaultEngine is the name of the engine horn uses unless told otherwise.
const DefaultEngine = "auto"

// Settings are what a caller of the driver chooses: the engine by name
// and its configuration, and the preprocessing and validation. Prepare
// turns them into the driver's Options, the same way for every caller
// (the library's horn.Solve, `horn solve` and `horn verify`), so that
// all of them run the same strategy with the same solver profiles.
type Settings struct {
	Config
	// Engine names the engine (New); "": DefaultEngine.
	Engine string
	// Passes names the preprocessing passes, comma-separated
	// (preprocess.Named); "": the default pipeline.
	Passes       string
	NoPreprocess bool
	NoValidate   bool
}

// Prepare returns the driver's options for st. An unknown engine or
// pass name, or a negative Jobs, is an error.
func Prepare(st Settings) (Options, error) {
	if st.Jobs < 0 {
		return Options{}, fmt.Errorf("jobs %d: want at least 1", st.Jobs)
	}
	name := st.Engine
	if name == "" {
		name = DefaultEngine
	}
	eng, err := New(name, st.Config)
	if err != nil {
		return Options{}, err
	}
	opt := Options{Engine: eng, NewSolver: st.NewSolver, NoValidate: st.NoValidate, NoPreprocess: st.NoPreprocess, Logger: st.Logger}
	if st.Passes != "" && !st.NoPreprocess {
		if opt.Pipeline, err = preprocess.Named(st.Passes); err != nil {
			return Options{}, err
		}
		opt.NoPreprocess = len(opt.Pipeline.Passes) == 0
	}
	return opt, nil
}

package engine

import (
	"fmt"
	"log/slog"

	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smt"
)

// Settings are what a caller of the driver chooses: the engine by name,
// its bounds and budget, the preprocessing, and the solvers. Prepare
// turns them into the driver's Options, the same way for every caller
// (the library's horn.Solve, `horn solve` and `horn verify`), so that
// all of them run the same strategy with the same solver profiles.
type Settings struct {
	// NewSolver makes the default solvers; required.
	NewSolver smt.NewSolver
	// Profiles makes the solvers of the strategy entries that name a
	// profile (z3's Pool.Profile); nil: NewSolver for all.
	Profiles func(profile string) smt.NewSolver
	// Engine names the engine (New); "": DefaultEngine.
	Engine   string
	MaxDepth int    // BMC depth and PDR level bound; 0: none
	Memory   uint64 // memory budget in bytes, shared by the members; 0: none
	Jobs     int    // members solving at once; 0 or 1: one core
	// Passes names the preprocessing passes, comma-separated
	// (preprocess.Named); "": the default pipeline.
	Passes       string
	NoPreprocess bool
	NoValidate   bool
	// CheckInterpolants and NoHoudini are Config's debug options.
	CheckInterpolants bool
	NoHoudini         bool
	Logger            *slog.Logger
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
	eng, err := New(name, Config{NewSolver: st.NewSolver, Profiles: st.Profiles, MaxDepth: st.MaxDepth, Memory: st.Memory,
		Logger: st.Logger, CheckInterpolants: st.CheckInterpolants, NoHoudini: st.NoHoudini, Jobs: st.Jobs})
	if err != nil {
		return Options{}, err
	}
	opt := Options{Engine: eng, NewSolver: st.NewSolver, NoValidate: st.NoValidate, NoPreprocess: st.NoPreprocess,
		Memory: st.Memory, Jobs: st.Jobs, Logger: st.Logger}
	if st.Passes != "" && !st.NoPreprocess {
		if opt.Pipeline, err = preprocess.Named(st.Passes); err != nil {
			return Options{}, err
		}
		opt.NoPreprocess = len(opt.Pipeline.Passes) == 0
	}
	return opt, nil
}

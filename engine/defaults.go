package engine

import (
	"fmt"
	"log/slog"
	"sort"

	"github.com/horn-chc/horn/bitic3"
	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/satbmc"
	"github.com/horn-chc/horn/si"
	"github.com/horn-chc/horn/sim"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/tsys"
	"github.com/horn-chc/horn/ufo"
	"github.com/horn-chc/horn/va"
)

// Config configures the engines New makes. The zero value with NewSolver
// set is the default.
type Config struct {
	NewSolver smt.NewSolver // required
	// NonLinearSolver, if set, makes the solvers of auto's portfolio for
	// non-linear systems (ClassNonLinear) in NewSolver's place: horn's
	// command line gives them Z3's simplex-based arithmetic solver, as
	// Z3's Spacer uses (see cmd/horn's solve.go).
	NonLinearSolver smt.NewSolver
	MaxDepth        int    // BMC depth and PDR level bound; 0: none
	Memory          uint64 // memory budget in bytes; 0: none
	// Logger receives the engines' progress (Info: PDR's levels and
	// lemma counts, BMC's depths, the members' turns and answers; Debug:
	// detail), each record with the engine's name; nil: none.
	Logger *slog.Logger
	// CheckInterpolants makes the engines that interpolate (imc, ufo) verify
	// every interpolant: a debug option.
	CheckInterpolants bool
	// Jobs is how many members of auto's portfolio may solve at once,
	// each on a goroutine (a core) of its own; 0 or 1: they take turns on
	// one core (see Auto). Other engines ignore it.
	Jobs int
	// NoHoudini makes si and uw summarise open call sites by true
	// instead of Houdini's summaries (to measure what the summaries do).
	NoHoudini bool
}

// logger is c.Logger for the engine called name, or nil.
func (c Config) logger(name string) *slog.Logger {
	if c.Logger == nil {
		return nil
	}
	return c.Logger.With("engine", name)
}

// bmcMemory is BMC's memory limit beside PDR: half the budget, so that
// BMC's ever-growing encoding gives up and leaves the rest to PDR before
// the budget stops both.
func (c Config) bmcMemory() uint64 { return c.Memory / 2 }

// siOptions are the options of the stratified-inlining engines: MaxDepth
// is their recursion bound, and their prover is PDR seeded with the
// summaries as invariants.
func (c Config) siOptions() si.Options {
	return si.Options{
		NewSolver:      c.NewSolver,
		RecursionBound: c.MaxDepth,
		MemoryLimit:    c.bmcMemory(),
		NoHoudini:      c.NoHoudini,
		Prover: func(summary chc.Model) result.Engine {
			return pdr.New(pdr.Options{NewSolver: c.NewSolver, MaxLevel: c.MaxDepth, Invariants: summary})
		},
	}
}

// DefaultEngine is the name of the engine horn uses unless told otherwise.
const DefaultEngine = "auto"

// engines is the one explicit table of engines, by name.
var engines = map[string]func(Config) Engine{
	"bmc": func(c Config) Engine {
		return bmc.New(bmc.Options{NewSolver: c.NewSolver, MaxDepth: c.MaxDepth, Logger: c.logger("bmc")})
	},
	"pdr": func(c Config) Engine {
		return pdr.New(pdr.Options{NewSolver: c.NewSolver, MaxLevel: c.MaxDepth, Logger: c.logger("pdr")})
	},
	// pdr-itp is PDR with interpolating generalisation: Spacer's Farkas
	// half-space lemmas (pdr.InterpolatingGeneralizers).
	"pdr-itp": func(c Config) Engine {
		return pdr.New(pdr.Options{NewSolver: c.NewSolver, MaxLevel: c.MaxDepth, Logger: c.logger("pdr"), Generalizers: pdr.InterpolatingGeneralizers})
	},
	// satbmc is BMC by bit-blasting to SAT (gini), for systems over
	// Bool and bit-vectors only; other systems get unknown.
	"satbmc": func(c Config) Engine {
		return satbmc.New(satbmc.Options{MaxDepth: c.MaxDepth, MemoryLimit: c.bmcMemory()})
	},
	// bitic3 is IC3 over the bits of a linear system over Bool and
	// bit-vectors; other systems get unknown.
	"bitic3": func(c Config) Engine {
		return bitic3.New(bitic3.Options{MaxLevel: c.MaxDepth})
	},
	// sim runs the clauses forward on concrete values: deep
	// counterexamples of deterministic loops in milliseconds.
	"sim": func(c Config) Engine {
		return sim.New(sim.Options{NewSolver: c.NewSolver, MemoryLimit: c.bmcMemory(), Logger: c.logger("sim")})
	},
	// int-pdr and nowrap-int-pdr are PDR over a bit-vector system's
	// integer translation, exact (wrap-around as quotients) or assuming
	// no overflow (its models checked against the bits), as auto's
	// bit-vector members run them.
	"int-pdr": func(c Config) Engine {
		return c.viaInt(false, preprocess.WrapExplicit, c.NewSolver)
	},
	// int-bmc is BMC over the exact integer translation: counterexamples
	// whose integer checks are easy where the bits' are not (products,
	// long sums compared).
	"int-bmc": func(c Config) Engine { return c.intBMC(c.NewSolver) },
	"nowrap-int-pdr": func(c Config) Engine {
		return c.viaInt(false, preprocess.WrapAssumed, c.NewSolver)
	},
	"nowrap-int-pdr-itp": func(c Config) Engine {
		return c.viaIntWith(false, preprocess.WrapAssumed, c.NewSolver, pdr.InterpolatingGeneralizers)
	},
	"nowrap-int-hpdr": func(c Config) Engine {
		return c.viaIntSeeded(false, preprocess.WrapAssumed, c.NewSolver, HoudiniBudget, true)
	},
	// bits-houdini is Houdini over a bit-vector system's bits, its
	// summaries with the equalities modulo the width, of all points and
	// per phase of a loop; it answers only sat, when its summary is a
	// model.
	"bits-houdini": func(c Config) Engine { return c.bitsHoudini(c.NewSolver, 0) },
	"kind": func(c Config) Engine {
		return tsys.NewKInduction(tsys.Options{NewSolver: c.NewSolver, MaxDepth: c.MaxDepth})
	},
	"imc": func(c Config) Engine {
		return tsys.NewIMC(tsys.Options{NewSolver: c.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants})
	},
	// tpa and split-tpa are transition power abstraction (plain and
	// split): deep counterexamples by doubling, and safety from a
	// relation over-approximating 2^n steps closed under one more.
	"tpa": func(c Config) Engine {
		return tsys.NewTPA(tsys.Options{NewSolver: c.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants})
	},
	"split-tpa": func(c Config) Engine {
		return tsys.NewSplitTPA(tsys.Options{NewSolver: c.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants})
	},
	// pdkind is property-directed k-induction: k-induction over a frame
	// of lemmas strengthened by IC3-style reachability checks.
	"pdkind": func(c Config) Engine {
		return tsys.NewPDKind(tsys.Options{NewSolver: c.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants})
	},
	// ufo is Albarghouthi's UFO over linear systems: predicate
	// abstraction refined by DAG interpolants of the unrolling.
	"ufo": func(c Config) Engine {
		return ufo.New(ufo.Options{NewSolver: c.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants, Logger: c.logger("ufo")})
	},
	// si is Corral's stratified inlining and uw Legion's
	// under-approximation widening, both over Houdini summaries; when
	// they show safety, PDR seeded with the summaries builds the model.
	"si":   func(c Config) Engine { return si.New(si.OverRef, c.siOptions()) },
	"uw":   func(c Config) Engine { return si.New(si.UnderWiden, c.siOptions()) },
	"auto": func(c Config) Engine { return Default(c) },
	// va-pdr and va-auto are Corral's variable abstraction with
	// hierarchical refinement around pdr and auto: each round solves the
	// system with only the tracked argument positions, and refines with
	// the positions that rule out the abstraction's counterexample.
	"va-pdr": func(c Config) Engine {
		return va.New("va-pdr", va.Options{NewSolver: c.NewSolver, Logger: c.logger("va"), Inner: func() Engine {
			return pdr.New(pdr.Options{NewSolver: c.NewSolver, MaxLevel: c.MaxDepth, Logger: c.logger("pdr")})
		}})
	},
	"va-auto": func(c Config) Engine {
		return va.New("va-auto", va.Options{NewSolver: c.NewSolver, Logger: c.logger("va"), Inner: func() Engine { return Default(c) }})
	},
	// portfolio runs PDR and BMC side by side: BMC finds deep
	// counterexamples cheaply, PDR proves safety; the first validated
	// answer wins.
	"portfolio": func(c Config) Engine {
		return &Portfolio{NewSolver: c.NewSolver, Logger: c.logger("portfolio"), Members: []Engine{
			pdr.New(pdr.Options{NewSolver: c.NewSolver, MaxLevel: c.MaxDepth, Logger: c.logger("pdr")}),
			bmc.New(bmc.Options{NewSolver: c.NewSolver, MaxDepth: c.MaxDepth, MemoryLimit: c.bmcMemory(), Logger: c.logger("bmc")}),
		}}
	},
}

// Names lists the engines New knows, sorted.
func Names() []string {
	names := make([]string, 0, len(engines))
	for n := range engines {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// New makes the engine called name: "auto" (the default: engines chosen
// by the class of the system taking turns on one core, see Auto), "pdr",
// "pdr-itp" (PDR with Farkas half-space lemmas), "bmc", "kind" (k-induction), "imc"
// (interpolation-based model checking), "ufo" (predicate abstraction
// refined by DAG interpolants, linear systems), "portfolio" (PDR and BMC in
// parallel), "si" (stratified inlining), "uw" (under-approximation
// widening), "satbmc" or "bitic3" (bit-level, for bit-vector systems),
// "va-pdr" or "va-auto" (variable abstraction with hierarchical
// refinement around pdr or auto).
func New(name string, c Config) (Engine, error) {
	mk, ok := engines[name]
	if !ok {
		return nil, fmt.Errorf("unknown engine %q (known: %v)", name, Names())
	}
	return mk(c), nil
}

// Default is horn's default engine, "auto" (see Auto): it chooses its
// members by the class of the system it is given, and they take turns on
// one core (Slices). Each member's answer is validated in the race: by
// the driver against the system as given after mapping it back, or, when
// the engine's Solve is called directly, against the system it was given.
func Default(c Config) Engine { return &Auto{c: c} }

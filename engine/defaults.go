package engine

import (
	"context"
	"fmt"
	"log/slog"
	"sort"
	"time"

	"github.com/horn-chc/horn/bitic3"
	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/qarr"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/satbmc"
	"github.com/horn-chc/horn/sched"
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
	// Profiles, if set, makes the solvers of the strategy members whose
	// entry names a profile (Entry.Profile: SpacerArith); a profile it
	// does not know (nil) gets NewSolver.
	Profiles func(profile string) smt.NewSolver
	MaxDepth int    // BMC depth and PDR level bound; 0: none
	Memory   uint64 // memory budget in bytes; 0: none
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

// siOptions are the options of the stratified-inlining engines: MaxDepth
// is their recursion bound, and their prover is PDR seeded with the
// summaries as invariants.
func (c Config) siOptions(ns smt.NewSolver) si.Options {
	return si.Options{
		NewSolver:      ns,
		RecursionBound: c.MaxDepth,
		NoHoudini:      c.NoHoudini,
		Prover: func(summary chc.Model) result.Engine {
			return pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Invariants: summary})
		},
	}
}

// qarrSharedCheck bounds each quantified check of qarr as a strategy
// member (wall clock, waits for turns included): with 1 s, as alone,
// most of its checks on llreve's memcpy_b ran out waiting and qarr
// spent its budget retrying them one candidate at a time.
const qarrSharedCheck = 5 * time.Second

// DefaultEngine is the name of the engine horn uses unless told otherwise.
const DefaultEngine = "auto"

// Member is what an engine is built from, the one value the scheduler
// hands a strategy member: the solver constructor it must use (whose
// long calls take turns), its own clock, and, for an engine that takes
// its turns itself (searches with the sat package, or mostly evaluates in
// Go), the gate of its turns and the constructor of solvers its turns
// already cover. Alone (New), an engine has no gate and its clock is the
// process's CPU time.
type Member struct {
	NewSolver smt.NewSolver
	Gate      *sched.Gate   // nil alone
	Plain     smt.NewSolver // with Gate: solvers inside the member's turns
	// Clock is the member's own time: its turns in a portfolio, the
	// process's CPU time alone.
	Clock func() time.Duration
	// Demote halves the member's weight in its portfolio from now on;
	// nil alone.
	Demote func()
}

// turns is how an engine takes its turns in a strategy.
type turns int

const (
	bySolver turns = iota // each long solver call takes a turn
	byGate                // it holds the turn for all its work, passing it on at its gate
)

// spec is one engine of the table: how it takes turns, and how it is
// built from the configuration, its strategy entry (the zero Entry when
// it runs alone) and what the scheduler hands it.
type spec struct {
	turns turns
	build func(c Config, e Entry, m Member) Engine
}

// solverSpec is the spec of an engine that takes turns by its solvers.
func solverSpec(build func(c Config, e Entry, m Member) Engine) spec {
	return spec{bySolver, build}
}

// engines is the one explicit table of engines, by name.
var engines = map[string]spec{
	"bmc": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return bmc.New(bmc.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, Logger: c.logger("bmc")})
	}),
	"pdr": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return pdr.New(pdr.Options{NewSolver: m.NewSolver, MaxLevel: c.MaxDepth, Logger: c.logger("pdr")})
	}),
	// pdr-itp is PDR with interpolating generalisation: Spacer's Farkas
	// half-space lemmas (pdr.InterpolatingGeneralizers).
	"pdr-itp": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return pdr.New(pdr.Options{NewSolver: m.NewSolver, MaxLevel: c.MaxDepth, Logger: c.logger("pdr"), Generalizers: pdr.InterpolatingGeneralizers})
	}),
	// satbmc is BMC by bit-blasting to SAT (gini), for systems over
	// Bool and bit-vectors only; other systems get unknown.
	"satbmc": {byGate, func(c Config, _ Entry, m Member) Engine {
		o := satbmc.Options{MaxDepth: c.MaxDepth}
		if m.Gate != nil {
			o.Gate = m.Gate
		}
		return satbmc.New(o)
	}},
	// bitic3 is IC3 over the bits of a linear system over Bool and
	// bit-vectors; other systems get unknown.
	"bitic3": {byGate, func(c Config, _ Entry, _ Member) Engine {
		return bitic3.New(bitic3.Options{MaxLevel: c.MaxDepth})
	}},
	// sim runs the clauses forward on concrete values: deep
	// counterexamples of deterministic loops in milliseconds. In a
	// strategy it works a burst, rests until After and goes on within
	// its budget of its own turns.
	"sim": {byGate, func(c Config, e Entry, m Member) Engine {
		o := sim.Options{NewSolver: m.NewSolver, Logger: c.logger("sim")}
		if g := m.Gate; g != nil {
			o.NewSolver, o.Gate, o.Budget, o.Burst = m.Plain, g, e.Budget, e.Burst
			o.Rest = func(ctx context.Context) error { return g.Rest(ctx, e.After) }
		}
		return sim.New(o)
	}},
	// int-pdr and nowrap-int-pdr are PDR over a bit-vector system's
	// integer translation, exact (wrap-around as quotients) or assuming
	// no overflow (its models checked against the bits).
	"int-pdr": solverSpec(func(c Config, e Entry, m Member) Engine {
		return c.viaInt(e.Input == Given, preprocess.WrapExplicit, m, nil)
	}),
	"nowrap-int-pdr": solverSpec(func(c Config, e Entry, m Member) Engine {
		return c.viaInt(e.Input == Given, preprocess.WrapAssumed, m, nil)
	}),
	"nowrap-int-pdr-itp": solverSpec(func(c Config, e Entry, m Member) Engine {
		return c.viaInt(e.Input == Given, preprocess.WrapAssumed, m, pdr.InterpolatingGeneralizers)
	}),
	// int-bmc is BMC over the exact integer translation: counterexamples
	// whose integer checks are easy where the bits' are not (products,
	// long sums compared).
	"int-bmc": solverSpec(func(c Config, e Entry, m Member) Engine { return c.intBMC(e.Input == Given, m) }),
	// nowrap-int-hpdr is PDR seeded with Houdini's summary over the
	// partitioned translation that assumes no overflow, and
	// nowrap-int-houdini Houdini alone there, answering only with a
	// summary that is a model; Budget bounds each round's Houdini (the
	// run's CPU time).
	"nowrap-int-hpdr": solverSpec(func(c Config, e Entry, m Member) Engine {
		return c.viaIntSeeded(e.Input == Given, m, e.Budget, true)
	}),
	"nowrap-int-houdini": solverSpec(func(c Config, e Entry, m Member) Engine {
		return c.viaIntSeeded(e.Input == Given, m, e.Budget, false)
	}),
	// houdini is Houdini alone, answering only with a summary that is a
	// model, and hpdr PDR seeded with its summary; Budget bounds
	// Houdini (the run's CPU time from the start).
	"houdini": solverSpec(func(c Config, e Entry, m Member) Engine {
		return &houdini.Engine{NewSolver: m.NewSolver, Budget: e.Budget, Clock: sched.ProcessCPU, Logger: c.logger("houdini")}
	}),
	"hpdr": solverSpec(func(c Config, e Entry, m Member) Engine {
		return &houdini.Engine{NewSolver: m.NewSolver, Budget: e.Budget, Clock: sched.ProcessCPU, Logger: c.logger("hpdr"),
			Prover: c.seededPDR(m.NewSolver, c.logger("hpdr"))}
	}),
	// qarr guesses quantified array invariants (∀k. lo ≤ k < hi →
	// a[k] op e) and keeps their inductive subset with Houdini's; it
	// answers only sat. Budget bounds it (the run's CPU time from its
	// start: CPU, not turns, which under load pass in wall time with
	// little done).
	// Its checks' wall-clock bound covers the waits for its turns in a
	// strategy (a weight: not alone), so there it is longer.
	"qarr": solverSpec(func(c Config, e Entry, m Member) Engine {
		check := time.Duration(0)
		if e.Weight > 0 {
			check = qarrSharedCheck
		}
		return &qarr.Engine{NewSolver: m.NewSolver, Budget: e.Budget, Clock: sched.ProcessCPU, Check: check, Logger: c.logger("qarr")}
	}),
	// bits-houdini is Houdini over a bit-vector system's bits, its
	// summaries with the equalities modulo the width, of all points and
	// per phase of a loop; it answers only sat, when its summary is a
	// model. Budget counts its own turns.
	"bits-houdini": solverSpec(func(c Config, e Entry, m Member) Engine { return c.bitsHoudini(m, e.Budget) }),
	"kind": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return tsys.NewKInduction(tsys.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth})
	}),
	"imc": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return tsys.NewIMC(tsys.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants})
	}),
	// tpa and split-tpa are transition power abstraction (plain and
	// split): deep counterexamples by doubling, and safety from a
	// relation over-approximating 2^n steps closed under one more.
	"tpa": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return tsys.NewTPA(tsys.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants})
	}),
	"split-tpa": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return tsys.NewSplitTPA(tsys.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants})
	}),
	// pdkind is property-directed k-induction: k-induction over a frame
	// of lemmas strengthened by IC3-style reachability checks.
	"pdkind": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return tsys.NewPDKind(tsys.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants})
	}),
	// ufo is Albarghouthi's UFO over linear systems: predicate
	// abstraction refined by DAG interpolants of the unrolling.
	"ufo": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return ufo.New(ufo.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants, Logger: c.logger("ufo")})
	}),
	// si is Corral's stratified inlining and uw Legion's
	// under-approximation widening, both over Houdini summaries; when
	// they show safety, PDR seeded with the summaries builds the model.
	"si":   solverSpec(func(c Config, _ Entry, m Member) Engine { return si.New(si.OverRef, c.siOptions(m.NewSolver)) }),
	"uw":   solverSpec(func(c Config, _ Entry, m Member) Engine { return si.New(si.UnderWiden, c.siOptions(m.NewSolver)) }),
	"auto": solverSpec(func(c Config, _ Entry, _ Member) Engine { return Default(c) }),
	// va-pdr and va-auto are Corral's variable abstraction with
	// hierarchical refinement around pdr and auto: each round solves the
	// system with only the tracked argument positions, and refines with
	// the positions that rule out the abstraction's counterexample.
	// va0-pdr starts from no tracked position instead of the queries'.
	"va-pdr":  solverSpec(func(c Config, _ Entry, m Member) Engine { return c.vaPDR("va-pdr", m.NewSolver, false) }),
	"va0-pdr": solverSpec(func(c Config, _ Entry, m Member) Engine { return c.vaPDR("va0-pdr", m.NewSolver, true) }),
	"va-auto": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return va.New("va-auto", va.Options{NewSolver: m.NewSolver, Logger: c.logger("va"), Inner: func() Engine { return Default(c) }})
	}),
	// portfolio runs PDR and BMC side by side: BMC finds deep
	// counterexamples cheaply, PDR proves safety; the first validated
	// answer wins.
	"portfolio": solverSpec(func(c Config, _ Entry, m Member) Engine {
		return &Portfolio{NewSolver: m.NewSolver, Logger: c.logger("portfolio"), Members: []Engine{
			pdr.New(pdr.Options{NewSolver: m.NewSolver, MaxLevel: c.MaxDepth, Logger: c.logger("pdr")}),
			bmc.New(bmc.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, Logger: c.logger("bmc")}),
		}}
	}),
}

// vaPDR is variable abstraction around PDR (package va) called name,
// starting from no tracked position with none (TrackNone): on systems
// whose queries compare whole atoms, the queries' positions (va's default
// start) are nearly all of them, and from there va-pdr is PDR on the
// system itself.
func (c Config) vaPDR(name string, ns smt.NewSolver, none bool) Engine {
	return va.New(name, va.Options{NewSolver: ns, TrackNone: none, Logger: c.logger("va"), Inner: func() Engine {
		return pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Logger: c.logger("pdr")})
	}})
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
// "va-pdr", "va0-pdr" or "va-auto" (variable abstraction with
// hierarchical refinement around pdr or auto), "houdini" and "hpdr"
// (Houdini alone, or PDR seeded with its summary), and the integer
// translations of bit-vector systems ("int-pdr", "int-bmc",
// "nowrap-int-pdr", "nowrap-int-houdini", ...).
func New(name string, c Config) (Engine, error) {
	sp, ok := engines[name]
	if !ok {
		return nil, fmt.Errorf("unknown engine %q (known: %v)", name, Names())
	}
	return sp.build(c, Entry{Engine: name}, Member{NewSolver: c.NewSolver, Clock: sched.ProcessCPU}), nil
}

// Default is horn's default engine, "auto" (see Auto): it chooses its
// members by the class of the system it is given (Strategy), and they
// take turns on one core (package sched). Each member's answer is validated in the race: by
// the driver against the system as given after mapping it back, or, when
// the engine's Solve is called directly, against the system it was given.
func Default(c Config) Engine { return &Auto{c: c} }

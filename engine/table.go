package engine

import (
	"context"
	"fmt"
	"log/slog"
	"sort"
	"time"

	"github.com/horn-chc/horn/adtsize"
	"github.com/horn-chc/horn/bitic3"
	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/bvint"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/qarr"
	"github.com/horn-chc/horn/satbmc"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/si"
	"github.com/horn-chc/horn/sim"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/strategy"
	"github.com/horn-chc/horn/tsys"
	"github.com/horn-chc/horn/ufo"
	"github.com/horn-chc/horn/va"
)

// spec is one engine of the table: its one-line description (help texts
// list them), whether it holds the turn for all its work and passes it
// on at its gate (searches with the sat package, or mostly evaluates in
// Go) instead of taking a turn per long solver call, and how it is built
// from the configuration, its strategy entry (the zero strategy.Entry when it runs
// alone) and its seat in the schedule.
type spec struct {
	doc   string
	gated bool
	build func(c Config, e strategy.Entry, m sched.Seat) Engine
}

// engines is the one explicit table of engines, by name. An engine that
// wraps another (a translation, an abstraction, a seeded prover) is a row
// whose builder names the inner one.
var engines = map[string]spec{
	"auto":    {doc: "default: engines by the system's class, taking turns", build: func(c Config, _ strategy.Entry, _ sched.Seat) Engine { return Default(c) }},
	"pdr":     {doc: "property-directed reachability (Spacer-style)", build: pdrSpec(nil)},
	"pdr-itp": {doc: "pdr whose lemmas may be Farkas half-spaces", build: pdrSpec(pdr.InterpolatingGeneralizers)},
	"bmc": {doc: "bounded model checking: finds counterexamples", build: func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return c.bmc(m.NewSolver, c.logger("bmc"))
	}},
	"portfolio": {doc: "pdr and bmc in parallel (two threads)", build: func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return &Portfolio{NewSolver: m.NewSolver, Logger: c.logger("portfolio"),
			Members: []Engine{c.pdr(m.NewSolver, c.logger("pdr"), nil), c.bmc(m.NewSolver, c.logger("bmc"))}}
	}},
	"kind":      {doc: "k-induction (linear systems)", build: tsysSpec(tsys.NewKInduction)},
	"imc":       {doc: "interpolation-based model checking (linear)", build: tsysSpec(tsys.NewIMC)},
	"tpa":       {doc: "transition power abstraction: deep cex (linear)", build: tsysSpec(tsys.NewTPA)},
	"split-tpa": {doc: "split transition power abstraction (linear)", build: tsysSpec(tsys.NewSplitTPA)},
	"pdkind":    {doc: "property-directed k-induction (linear)", build: tsysSpec(tsys.NewPDKind)},
	"ufo": {doc: "predicate abstraction, DAG interpolants (linear)", build: func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return ufo.New(ufo.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants, Logger: c.logger("ufo")})
	}},
	"si": {doc: "stratified inlining (Corral)", build: func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return si.New(si.OverRef, c.siOptions(m.NewSolver))
	}},
	"uw": {doc: "under-approximation widening (Legion)", build: func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return si.New(si.UnderWiden, c.siOptions(m.NewSolver))
	}},
	"size-pdr": {doc: "pdr over datatypes as tags and sizes (sat only)", build: func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return &adtsize.Engine{EngineName: "size-pdr", NewSolver: m.NewSolver, Logger: c.logger("size"),
			Inner: func() Engine { return c.pdr(m.NewSolver, c.logger("pdr"), nil) }}
	}},
	"va-pdr":  {doc: "variable abstraction (Corral) around pdr", build: vaSpec("va-pdr", false)},
	"va0-pdr": {doc: "va-pdr starting from no tracked argument", build: vaSpec("va0-pdr", true)},
	"va-auto": {doc: "variable abstraction (Corral) around auto", build: func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return va.New("va-auto", va.Options{NewSolver: m.NewSolver, Logger: c.logger("va"), Inner: func() Engine { return Default(c) }})
	}},
	"sim": {doc: "runs the clauses on values: deep counterexamples", gated: true, build: func(c Config, e strategy.Entry, m sched.Seat) Engine {
		o := sim.Options{NewSolver: m.NewSolver, Logger: c.logger("sim")}
		if g := m.Gate; g != nil { // a burst, a rest until After, then its budget of turns
			o.NewSolver, o.Gate, o.Budget, o.Burst = m.Plain, g, e.Budget, e.Burst
			o.Rest = func(ctx context.Context) error { return g.Rest(ctx, e.After) }
		}
		return sim.New(o)
	}},
	"satbmc": {doc: "bmc bit-blasted to SAT (Bool, bit-vectors)", gated: true, build: func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		o := satbmc.Options{MaxDepth: c.MaxDepth}
		if m.Gate != nil {
			o.Gate = m.Gate
		}
		return satbmc.New(o)
	}},
	"bitic3": {doc: "IC3 over bits (linear; Bool, bit-vectors)", gated: true, build: func(c Config, _ strategy.Entry, _ sched.Seat) Engine {
		return bitic3.New(bitic3.Options{MaxLevel: c.MaxDepth})
	}},
	"houdini": {doc: "Houdini: candidate invariants pruned (proves only)", build: func(c Config, e strategy.Entry, m sched.Seat) Engine {
		return c.houdini(m.NewSolver, e, c.logger("houdini"), false)
	}},
	"hpdr": {doc: "pdr seeded with Houdini's summary", build: func(c Config, e strategy.Entry, m sched.Seat) Engine {
		return c.houdini(m.NewSolver, e, c.logger("hpdr"), true)
	}},
	"qarr": {doc: "quantified array invariants, guessed (proves only)", build: func(c Config, e strategy.Entry, m sched.Seat) Engine {
		return &qarr.Engine{NewSolver: m.NewSolver, Budget: e.Budget, Clock: m.Clock, Logger: c.logger("qarr")}
	}},
	"bits-houdini": {doc: "Houdini over bit-vectors' bits (proves only)", build: func(c Config, e strategy.Entry, m sched.Seat) Engine {
		return &houdini.Engine{NewSolver: m.NewSolver, Label: "bits-houdini", Logger: c.logger("bits-houdini"), Budget: e.Budget, Clock: m.Clock,
			Houdini: houdini.Options{BitVecEqualities: true, Guards: true}}
	}},
	"int-pdr":            {doc: "pdr over bit-vectors as integers, exactly", build: intSpec(preprocess.WrapExplicit, "pdr")},
	"int-bmc":            {doc: "bmc over bit-vectors as integers, exactly", build: intSpec(preprocess.WrapExplicit, "bmc")},
	"nowrap-int-pdr":     {doc: "pdr over bit-vectors as integers, assuming no overflow", build: intSpec(preprocess.WrapAssumed, "pdr")},
	"nowrap-int-pdr-itp": {doc: "nowrap-int-pdr with Farkas half-space lemmas", build: intSpec(preprocess.WrapAssumed, "pdr-itp")},
	"nowrap-int-hpdr":    {doc: "nowrap-int-pdr split on inputs, seeded by Houdini", build: intSpec(preprocess.WrapAssumed, "hpdr")},
	"nowrap-int-houdini": {doc: "Houdini over nowrap-int's translation (proves only)", build: intSpec(preprocess.WrapAssumed, "houdini")},
}

// wrapTransferBudget is the time Houdini over the bits may take, of the
// member's own, each time a model of the translation without overflow
// fails on them (bvint.ViaInt.Transfer).
const wrapTransferBudget = 2 * time.Second

func (c Config) pdr(ns smt.NewSolver, log *slog.Logger, gens []pdr.Generalizer) Engine {
	return pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Logger: log, Generalizers: gens})
}

func (c Config) bmc(ns smt.NewSolver, log *slog.Logger) Engine {
	return bmc.New(bmc.Options{NewSolver: ns, MaxDepth: c.MaxDepth, Logger: log})
}

func pdrSpec(gens []pdr.Generalizer) func(Config, strategy.Entry, sched.Seat) Engine {
	return func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return c.pdr(m.NewSolver, c.logger("pdr"), gens)
	}
}

func tsysSpec[E Engine](mk func(tsys.Options) E) func(Config, strategy.Entry, sched.Seat) Engine {
	return func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return mk(tsys.Options{NewSolver: m.NewSolver, MaxDepth: c.MaxDepth, CheckInterpolants: c.CheckInterpolants})
	}
}

// vaSpec is variable abstraction around PDR (package va), from none tracked.
func vaSpec(name string, none bool) func(Config, strategy.Entry, sched.Seat) Engine {
	return func(c Config, _ strategy.Entry, m sched.Seat) Engine {
		return va.New(name, va.Options{NewSolver: m.NewSolver, TrackNone: none, Logger: c.logger("va"),
			Inner: func() Engine { return c.pdr(m.NewSolver, c.logger("pdr"), nil) }})
	}
}

// houdini is Houdini alone, answering only with a summary that is a
// model, or, withPDR, PDR seeded with its summary; e.Budget bounds
// Houdini (the run's CPU time; per round inside a translation). Its
// summaries have the congruences and, unless e.Unguarded, the guarded
// equalities (docs/strategy.md, linear and nonlinear: houdini).
func (c Config) houdini(ns smt.NewSolver, e strategy.Entry, log *slog.Logger, withPDR bool) *houdini.Engine {
	h := &houdini.Engine{NewSolver: ns, Budget: e.Budget, Clock: sched.ProcessCPU, Logger: log,
		Houdini: houdini.Options{Congruences: true, Guards: !e.Unguarded}}
	if withPDR {
		h.Prover = c.seeded(ns, log)
	}
	return h
}

// seeded makes PDR seeded with a summary's conjuncts as lemmas at level
// inf: Houdini's, si's and uw's follow-on prover.
func (c Config) seeded(ns smt.NewSolver, log *slog.Logger) func(chc.Model) Engine {
	return func(summary chc.Model) Engine {
		return pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Logger: log, Invariants: summary})
	}
}

// intSpec is a bit-vector system's integer translation (package bvint),
// exact or assuming no overflow, around the engine called inner: pdr,
// pdr-itp, bmc (the translation's wrap quotients kept as variables,
// bvint.ViaInt.Quotients), or houdini and hpdr, which solve each round's
// translation partitioned on its frozen arguments (preprocess.Partition).
// The translation that assumes no overflow runs the transfer to Houdini
// over the bits.
func intSpec(wrap preprocess.Wrap, inner string) func(Config, strategy.Entry, sched.Seat) Engine {
	return func(c Config, e strategy.Entry, m sched.Seat) Engine {
		v := &bvint.ViaInt{NewSolver: m.NewSolver, Given: e.Given, Wrap: wrap, Clock: m.Clock, Demote: m.Demote}
		if wrap == preprocess.WrapAssumed {
			v.Transfer = wrapTransferBudget
		}
		v.Logger = c.logger(bvint.Name(v.Given, wrap, inner))
		switch inner {
		case "bmc":
			v.Quotients, v.Inner = true, c.bmc(m.NewSolver, v.Logger)
		case "houdini", "hpdr":
			v.Passes = []preprocess.Pass{preprocess.Partition{}, preprocess.Simplify{}}
			h := c.houdini(m.NewSolver, e, v.Logger, inner == "hpdr")
			// Without the congruences and guards of the integer
			// engine: the bv class's members as measured.
			h.Houdini = houdini.Options{}
			v.Inner = h
		case "pdr-itp":
			v.Inner = c.pdr(m.NewSolver, v.Logger, pdr.InterpolatingGeneralizers)
		default:
			v.Inner = c.pdr(m.NewSolver, v.Logger, nil)
		}
		return v
	}
}

// siOptions are the options of the stratified-inlining engines: MaxDepth
// is their recursion bound, and their prover is PDR seeded with the
// summaries.
func (c Config) siOptions(ns smt.NewSolver) si.Options {
	return si.Options{NewSolver: ns, RecursionBound: c.MaxDepth, NoHoudini: c.NoHoudini, Prover: c.seeded(ns, nil)}
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

// Describe returns the one-line description of the engine called name,
// or "" for a name New does not know.
func Describe(name string) string { return engines[name].doc }

// New makes the engine called name, one of Names (Describe says what
// each is), alone: on its solvers from c, the process's CPU time as its
// clock.
func New(name string, c Config) (Engine, error) {
	sp, ok := engines[name]
	if !ok {
		return nil, fmt.Errorf("unknown engine %q (known: %v)", name, Names())
	}
	return sp.build(c, strategy.Entry{Engine: name}, sched.Alone(c.NewSolver)), nil
}

// Default is horn's default engine, "auto" (see Auto).
func Default(c Config) Engine { return &Auto{c: c} }

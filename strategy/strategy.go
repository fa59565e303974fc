package strategy

import (
	"slices"
	"time"

	"github.com/horn-chc/horn/chc"
)

// Class is the shape of a system that auto chooses its members by.
type Class string

// The classes auto tells apart, in the order it tests them: a system with
// a datatype anywhere (an array's element too) is ADT; else one with a
// bit-vector anywhere is BV; else one whose clauses all have at most one
// body atom is Linear, or LinearNLA when its arithmetic has products of
// variables, and the rest NonLinear; Linear and NonLinear systems with an
// array anywhere are LinearArrays or NonLinearArrays instead.
const (
	ClassADT             Class = "adt"
	ClassBV              Class = "bv"
	ClassLinear          Class = "linear"
	ClassLinearNLA       Class = "linear-nla"
	ClassNonLinear       Class = "nonlinear"
	ClassLinearArrays    Class = "linear-arrays"
	ClassNonLinearArrays Class = "nonlinear-arrays"
)

// Classof is the class of s.
func Classof(s *chc.System) Class {
	switch in := chc.Classify(s); {
	case slices.Contains(in.Theories, chc.TheoryADT):
		return ClassADT
	case slices.Contains(in.Theories, chc.TheoryBV):
		return ClassBV
	case in.Linear && slices.Contains(in.Theories, chc.TheoryArrays):
		return ClassLinearArrays
	case in.Linear && slices.Contains(in.Theories, chc.TheoryNonLinear):
		return ClassLinearNLA
	case in.Linear:
		return ClassLinear
	case slices.Contains(in.Theories, chc.TheoryArrays):
		return ClassNonLinearArrays
	}
	return ClassNonLinear
}

// Entry is one member of a class's strategy: which engine runs, on which
// system, with what share of the processor and of the memory. Every
// Engine (and Else) is a name engine.New knows, so every member also runs alone
// with `horn solve -e NAME`.
type Entry struct {
	Engine string // the engine, by its name in engine.New's table
	// Given makes the member solve the system as the driver was given
	// it, not the driver's preprocessed one: for a member that
	// preprocesses in its own way (the integer translations).
	Given bool
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
	// (engine.Config.Profiles); "": the default solver.
	Profile string
	// Preempt interrupts the member's long checks at its share of the
	// turns and retries them at its next turn.
	Preempt bool
	// Unguarded leaves out Houdini's guarded equalities (houdini.Options.Guards,
	// "g ⇒ e" per phase of a loop), which the houdini engine has
	// otherwise: for a class where they made its checks dearer and
	// proved nothing more.
	Unguarded bool
	// Else is the engine the member runs instead when Engine gives up
	// (answers unknown for the reason "gave up": it does not apply to the
	// system, or cannot decide it); "": none.
	Else string
}

// spacerArith is the solver profile of the non-linear members: Z3's
// simplex-based arithmetic solver, as Z3's Spacer uses.
const spacerArith = "spacer-arith"

var table = map[Class][]Entry{
	ClassADT: {
		{Engine: "pdr", Weight: 3},
		{Engine: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
		{Engine: "size-pdr", Weight: 2},
	},
	ClassBV: {
		{Engine: "pdr", Weight: 1, Preempt: true},
		{Engine: "int-pdr", Weight: 3, Preempt: true},
		{Engine: "nowrap-int-pdr", Given: true, Weight: 4, After: 100 * time.Millisecond, Preempt: true},
		{Engine: "nowrap-int-houdini", Given: true, Weight: 1, After: time.Second, Budget: 3 * time.Second},
		{Engine: "int-bmc", Else: "satbmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "bits-houdini", Weight: 3, After: 500 * time.Millisecond, Budget: 4 * time.Second},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
	},
	ClassLinear: {
		{Engine: "pdr", Weight: 3},
		{Engine: "kind", Else: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "houdini", Weight: 3, After: time.Second, Budget: 2 * time.Second},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
	},
	// The array classes: the integer classes' members, and qarr (with
	// Houdini's candidates among its own) with the largest share and a
	// budget its ground checks finish in, after the first second of
	// the run's CPU, which PDR has without it (docs/strategy.md).
	ClassLinearArrays: {
		{Engine: "qarr", Weight: 5, After: time.Second, Budget: 16 * time.Second},
		{Engine: "pdr", Weight: 3},
		{Engine: "kind", Else: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "houdini", Weight: 3, After: time.Second, Budget: 2 * time.Second},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
	},
	ClassNonLinearArrays: {
		{Engine: "qarr", Weight: 5, After: time.Second, Budget: 16 * time.Second, Profile: spacerArith},
		{Engine: "pdr", Weight: 3, Profile: spacerArith},
		{Engine: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5, Profile: spacerArith},
		{Engine: "houdini", Weight: 3, After: time.Second, Budget: 14 * time.Second, Profile: spacerArith},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5, Profile: spacerArith},
		{Engine: "va0-pdr", Weight: 3, After: time.Second, Profile: spacerArith},
	},
	// The linear members, and PDR with the non-linear members' profile
	// too: on products of variables each decides some the other does
	// not, and each is preempted, so that a long check of one (products
	// of variables) does not hold the other up; Houdini's budget keeps its
	// linear share of the CPU beside the second PDR (docs/strategy.md).
	ClassLinearNLA: {
		{Engine: "pdr", Weight: 3, Preempt: true},
		{Engine: "pdr", Weight: 3, Profile: spacerArith, Preempt: true},
		{Engine: "kind", Else: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5},
		{Engine: "houdini", Weight: 3, After: time.Second, Budget: 3 * time.Second},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5},
	},
	ClassNonLinear: {
		{Engine: "pdr", Weight: 3, Profile: spacerArith},
		{Engine: "bmc", Weight: 1, After: 500 * time.Millisecond, Preempt: true, Memory: 0.5, Profile: spacerArith},
		{Engine: "houdini", Weight: 3, After: time.Second, Budget: 14 * time.Second, Profile: spacerArith, Unguarded: true},
		{Engine: "sim", Weight: 1, Burst: 10 * time.Millisecond, After: 500 * time.Millisecond, Budget: time.Second, Memory: 0.5, Profile: spacerArith},
		{Engine: "va0-pdr", Weight: 3, After: time.Second, Profile: spacerArith},
	},
}

// Classes lists the classes of the strategy table, in the order auto
// tests them (Classof).
func Classes() []Class {
	return []Class{ClassADT, ClassBV, ClassLinearArrays, ClassLinearNLA, ClassLinear, ClassNonLinearArrays, ClassNonLinear}
}

// For returns a copy of the table's entries for class k (nil for a
// class the table does not have).
func For(k Class) []Entry { return slices.Clone(table[k]) }

package engine

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/sat"
	"github.com/horn-chc/horn/satbmc"
	"github.com/horn-chc/horn/sim"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/tsys"
	"github.com/horn-chc/horn/va"
)

// Class is the shape of a system that auto chooses its members by.
type Class string

// The classes auto tells apart, in the order it tests them: a system with
// a bit-vector anywhere is BV; otherwise one whose clauses all have at
// most one body atom is Linear, and the rest NonLinear.
const (
	ClassBV        Class = "bv"
	ClassLinear    Class = "linear"
	ClassNonLinear Class = "nonlinear"
)

// Classof is the class of s.
func Classof(s *chc.System) Class {
	in := chc.Classify(s)
	switch {
	case slices.Contains(in.Theories, chc.TheoryBV):
		return ClassBV
	case in.Linear:
		return ClassLinear
	default:
		return ClassNonLinear
	}
}

// Auto is horn's default engine: on each Solve it looks at the system it
// is given (after preprocessing, under the driver), takes its Class, and
// runs that class's members taking turns on one core (a sliced
// Portfolio). Each class's member table is one function below, the place
// where measurements turn into shares.
//
// With Config.Jobs N > 1 (`horn solve --jobs N`) the same members run in
// parallel, each on its own goroutine with its own Z3 contexts, up to N
// of them in the solver at once (Slices.SetTurns): a class with at most N
// members runs them all side by side, unhindered; a class with more
// shares the N turns among them by their weights, as on one core. No
// member is dropped, so --jobs N decides every system --jobs 1 decides
// (given the time), only sooner in wall-clock time. As with one core,
// every answer is validated against the system before it wins (in the
// driver's race, see Portfolio), and the winner cancels the others,
// whose goroutines the race waits for, so their solvers are closed and
// their contexts freed before Solve returns. The members' delays and
// Houdini's budget count the process's CPU time, which N cores spend up
// to N times as fast. Jobs 0 or 1 is the one-core portfolio, unchanged.
type Auto struct {
	c Config
}

// Name is "auto"; the members chosen for a system are logged.
func (a *Auto) Name() string { return "auto" }

// Members is the sliced portfolio auto runs on systems of class k (for
// bit-vector systems, those the exact integer translation applies to:
// see bv).
func (a *Auto) Members(k Class) []SlicedMember {
	switch k {
	case ClassBV:
		return a.bv(true)
	case ClassLinear:
		return a.linear()
	default:
		return a.nonLinear()
	}
}

// pick builds the portfolio for s.
func (a *Auto) pick(ctx context.Context, s *chc.System) (*Portfolio, error) {
	k := Classof(s)
	ns := a.c.NewSolver
	if k == ClassNonLinear && a.c.NonLinearSolver != nil {
		ns = a.c.NonLinearSolver
	}
	members := a.Members(k)
	if k == ClassBV {
		members = a.bv(exactApplies(ctx, s))
	}
	p, err := NewSliced(ns, members...)
	if err != nil {
		return nil, err
	}
	p.Logger = a.c.logger("auto")
	if a.c.Jobs > 1 {
		p.slices.SetTurns(a.c.Jobs)
	}
	logOrDiscard(p.Logger).Info("chosen", "class", string(k), "members", slicedName(p), "jobs", max(a.c.Jobs, 1))
	return p, nil
}

// Solve runs the members chosen for s; their answers are validated
// against s (see Portfolio.Solve).
func (a *Auto) Solve(ctx context.Context, s *chc.System) (Result, error) {
	p, err := a.pick(ctx, s)
	if err != nil {
		return Result{Status: chc.Unknown}, err
	}
	return p.Solve(ctx, s)
}

// race lets the driver accept the members' answers in the race, and
// offer its source system to the members that solve it (Source).
func (a *Auto) race(ctx context.Context, s *chc.System, src *source, accept func(context.Context, Result) (Result, bool)) (Result, error) {
	p, err := a.pick(ctx, s)
	if err != nil {
		return Result{Status: chc.Unknown}, err
	}
	return p.race(ctx, s, src, accept)
}

// exactApplies reports whether the exact integer translation applies to
// s (preprocess.BV2Int with WrapExplicit leaves no bit-vector), which
// chooses auto's BMC member for bit-vector systems (see bv). The
// translation of the largest system of bv/ (bandec, 379 clauses after
// preprocessing) takes 40 ms.
func exactApplies(ctx context.Context, s *chc.System) bool {
	out, _, err := preprocess.BV2Int{Wrap: preprocess.WrapExplicit}.Apply(ctx, s)
	return err == nil && !hasBits(out)
}

// pdrBMC is the pair every class starts from: PDR proves safety; BMC,
// after the first half second (PDR's alone), finds shallow
// counterexamples that PDR's generalisation is slow to reach, at a
// quarter of the time, its long checks preempted at that share.
func (a *Auto) pdrBMC() []SlicedMember {
	return []SlicedMember{a.pdr(), helper(a.bmc)}
}

// pdr is PDR at weight 3.
func (a *Auto) pdr() SlicedMember {
	c := a.c
	return SlicedMember{Weight: 3, New: func(ns smt.NewSolver) Engine {
		return pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Logger: c.logger("pdr")})
	}}
}

// bmc is BMC on the solvers of ns.
func (a *Auto) bmc(ns smt.NewSolver) Engine {
	c := a.c
	return bmc.New(bmc.Options{NewSolver: ns, MaxDepth: c.MaxDepth, MemoryLimit: c.bmcMemory(), Logger: c.logger("bmc")})
}

// helper is PDR's helper beside it: weight 1, after the first half second
// (PDR's alone), its long checks preempted at its share.
func helper(mk func(smt.NewSolver) Engine) SlicedMember {
	return SlicedMember{Weight: 1, Preempt: true, Delay: 500 * time.Millisecond, New: mk}
}

// linear is the portfolio for linear systems over Int, Real, Bool and
// arrays:
//   - PDR at weight 3;
//   - at weight 1 after the same delay and preempted the same way as
//     pdrBMC's BMC, k-induction in BMC's place where the system has a
//     transition-system view (kindOrBMC). kind's base case is a BMC on
//     that view, which reaches counterexamples bmc's unrolling does not
//     within the limit: on the 35 lia-lin files whose reference answer
//     is unsat, at 10 s CPU, bmc solves 30 and kind 31 (the same 30 and
//     220, 16 steps, in 6.2 s), median CPU ratio 1.00; and its step case
//     proves k-inductive properties. Running both helpers would split the
//     helper's share between two unrollings of the same depths (on lra's
//     transmitter.2 both reached depth 16, 4 s each);
//   - Houdini, with the non-linear portfolio's weight and delay but a
//     budget of LinearHoudiniBudget. Its affine equalities, learned from
//     counterexample values, are the whole model of systems whose
//     invariant is one (lia-lin's Lin-005: c + d = a + b, and
//     lia-arrays' Lin-Arrays-089, which PDR does not prove in 20 s CPU;
//     auto with Houdini does in 1.1 s, 0.2 s of it Houdini's). Elsewhere
//     it gives up, within 0.1 s on most systems; the budget keeps its
//     cost on wide ones near 0.4 s (Lin-220: 10 predicates of up to 65
//     arguments, 3.1 s of turns under the non-linear budget, 0.75 s
//     under a budget of 3 s, which still lost it and two lra files
//     solved at 16-17 s).
//
// PDR keeps its default generalisers here: with the Farkas half-spaces
// (pdr-itp) in its place auto gained lia-lin's Lin-026 and Lin-085 but
// lost LIA-060 (lia-nonlin, linear after preprocessing; plain PDR 12 s,
// pdr-itp no answer in 36 s) and lra's s3_srvr_12
// (docs/measurements/2026-11-27/stop28).
func (a *Auto) linear() []SlicedMember {
	return []SlicedMember{a.pdr(), helper(func(ns smt.NewSolver) Engine {
		return &kindOrBMC{kind: tsys.NewKInduction(tsys.Options{NewSolver: ns, MaxDepth: a.c.MaxDepth}), bmc: a.bmc(ns)}
	}), a.houdini(LinearHoudiniBudget), a.sim()}
}

// sim is the forward simulation (package sim) in every class's
// portfolio, at weight 1: a burst of SimBurst of its own work at the
// start, then a rest until the run has used SimDelay of CPU time, then on
// until SimBudget of its own work. It finds the deep counterexamples of
// deterministic loops that the unrollings reach slowly or not at all:
// lia-lin's Lin-068, Lin-085 and Lin-086 (depths 1005, 102 and 1253) in
// under 0.1 s each of its own time, and Lin-072, Lin-073, Lin-077 and
// Lin-080 (depths 15002, 17653, 2252 and 5001, which no solver had
// decided here) within its budget, none of which auto decided in 20 s CPU
// before (docs/measurements/2026-11-27/stop30). Some
// shallower ones take it a millisecond (Lin-088, Lin-090), which the
// burst answers at once where BMC's or k-induction's turns came only
// after half a second. Most systems it explores without end (a counter
// that grows), so its budget bounds what it costs the others.
func (a *Auto) sim() SlicedMember {
	c := a.c
	return SlicedMember{Weight: 1, Held: func(g *SlicedGate, ns smt.NewSolver) Engine {
		return sim.New(sim.Options{NewSolver: ns, Gate: g, Budget: SimBudget, MemoryLimit: c.bmcMemory(), Logger: c.logger("sim"),
			Burst: SimBurst, Rest: func(ctx context.Context) error { return g.Rest(ctx, SimDelay) }})
	}}
}

// The simulation member's work in auto, its own turns only: a burst at
// the start, a rest until the run has used SimDelay of CPU time, and the
// budget in all.
const (
	SimBurst  = 10 * time.Millisecond
	SimDelay  = 500 * time.Millisecond
	SimBudget = time.Second
)

// LinearHoudiniBudget is Houdini's budget in auto's linear portfolio:
// process CPU time from the start of the run, of which Houdini, after
// HoudiniDelay and beside PDR and k-induction, gets some 0.4 s.
const LinearHoudiniBudget = 2 * time.Second

// kindOrBMC runs k-induction on a system with a transition-system view
// (tsys.FromCHC) and BMC on the others (arrays).
type kindOrBMC struct {
	kind, bmc Engine
	usedBMC   atomic.Bool // Solve fell back to bmc
}

// Name is "kind", or "bmc" once Solve has fallen back to it.
func (k *kindOrBMC) Name() string {
	if k.usedBMC.Load() {
		return k.bmc.Name()
	}
	return k.kind.Name()
}

// Solve runs kind, or bmc when tsys cannot view s.
func (k *kindOrBMC) Solve(ctx context.Context, s *chc.System) (Result, error) {
	if _, err := tsys.FromCHC(s); err != nil {
		var u *tsys.Unsupported
		if errors.As(err, &u) {
			k.usedBMC.Store(true)
			return k.bmc.Solve(ctx, s)
		}
		return Result{Status: chc.Unknown}, err
	}
	return k.kind.Solve(ctx, s)
}

// nonLinear is the portfolio for non-linear systems without bit-vectors:
// PDR and BMC as pdrBMC, and Houdini (HoudiniWeight, after HoudiniDelay,
// within HoudiniBudget), which answers when its summary is a model and
// otherwise stops, leaving its turns to the others. On lia-nonlin at 20 s
// CPU the summary alone is the model of four files PDR does not solve
// (docs/measurements/2026-11-27/auto-nonlin.md). Houdini only answers, it
// does not seed PDR: PDR seeded with the summary in place of plain PDR
// solved no file more and lost LIA-218 (the same measurement).
//
// va-pdr (vaPDR, VAWeight, after VADelay) proves the systems whose
// invariant needs a few of many arguments: on lia-nonlin's "lturn"
// family (LIA-184 to -213) every predicate carries eight or more
// arguments passed along unchanged under large octagonal initial
// constraints, and PDR over all of them stalls at level 3 to 5 (some
// 20 ms a query); the abstraction that tracks 6 to 9 positions is
// proved in a few seconds. From the start, on 24 lia-nonlin files at
// 20 s CPU, it gained LIA-192 and LIA-198 (19.8 s and 11.0 s; 192 alone
// takes 8 to 10 s in most runs) and lost none, at up to twice the CPU
// on the files PDR decides (LIA-214 2.7 → 5.4 s)
// (docs/measurements/2026-11-28/issue17-va). After a second of CPU, in
// one run beside the member from the start: 192 in 7.6 s (7.8), 198 in
// 13.2 s (12.1), and LIA-149 1.0 s (2.7), LIA-218 2.3 s (3.4)
// (docs/measurements/2026-11-28/stop31).
func (a *Auto) nonLinear() []SlicedMember {
	return append(a.pdrBMC(), a.houdini(HoudiniBudget), a.sim(), a.vaPDR())
}

// vaPDR is variable abstraction around PDR (package va), on the
// portfolio's solvers, starting from no tracked position (TrackNone):
// the lturn queries compare whole atoms, so the queries' positions
// (va's default start) are nearly all of them, and from there va-pdr
// is PDR on the system itself.
func (a *Auto) vaPDR() SlicedMember {
	c := a.c
	return SlicedMember{Weight: VAWeight, Delay: VADelay, New: func(ns smt.NewSolver) Engine {
		return va.New("va-pdr", va.Options{NewSolver: ns, TrackNone: true, Logger: c.logger("va"), Inner: func() Engine {
			return pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Logger: c.logger("pdr")})
		}})
	}}
}

// va-pdr's place in auto's non-linear portfolio: its weight, and the
// process CPU time before its first turn, so that the systems PDR decides
// within it do not pay for a second abstraction.
const (
	VAWeight = 3
	VADelay  = time.Second
)

// houdini is the Houdini member of the linear and non-linear portfolios:
// weight HoudiniWeight after HoudiniDelay, answering only with a summary
// that is a model, within budget.
func (a *Auto) houdini(budget time.Duration) SlicedMember {
	c := a.c
	return SlicedMember{Weight: HoudiniWeight, Delay: HoudiniDelay, New: func(ns smt.NewSolver) Engine {
		return &SeededPDR{NewSolver: ns, Budget: budget, Logger: c.logger("houdini")}
	}}
}

// viaInt is PDR over the integer translation (ViaInt), its solvers from
// ns.
func (c Config) viaInt(given bool, wrap preprocess.Wrap, ns smt.NewSolver) Engine {
	return c.viaIntWith(given, wrap, ns, nil)
}

// viaIntWith is viaInt with PDR's generalisers gens (nil: PDR's
// default); its name says "pdr-itp" for pdr.InterpolatingGeneralizers.
func (c Config) viaIntWith(given bool, wrap preprocess.Wrap, ns smt.NewSolver, gens []pdr.Generalizer) Engine {
	inner := "pdr"
	if gens != nil {
		inner = "pdr-itp"
	}
	v := &ViaInt{NewSolver: ns, Given: given, Wrap: wrap}
	if wrap == preprocess.WrapAssumed {
		v.Transfer = WrapTransferBudget
	}
	v.Logger = c.logger(viaIntName(given, wrap, inner))
	v.Inner = pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Logger: v.Logger, Generalizers: gens})
	return v
}

// intBMC is BMC over the exact integer translation (ViaInt), the wrap
// quotients kept as variables: with each clause split on them instead,
// reve-009-horn took 13.5 s instead of 0.4 s, and bandec was not decided
// in 30 s.
func (c Config) intBMC(ns smt.NewSolver) Engine {
	v := &ViaInt{NewSolver: ns, Wrap: preprocess.WrapExplicit, Quotients: true}
	v.Logger = c.logger(viaIntName(false, preprocess.WrapExplicit, "bmc"))
	v.Inner = bmc.New(bmc.Options{NewSolver: ns, MaxDepth: c.MaxDepth, MemoryLimit: c.bmcMemory(), Logger: v.Logger})
	return v
}

// viaIntSeeded is viaInt with the translation partitioned on its frozen
// arguments (preprocess.Partition) and Houdini's summary of it
// (SeededPDR), Houdini within budget of process CPU time: then PDR from
// the summary, or, without withPDR, Houdini alone, which answers only
// with a summary that is a model.
func (c Config) viaIntSeeded(given bool, wrap preprocess.Wrap, ns smt.NewSolver, budget time.Duration, withPDR bool) Engine {
	v := &ViaInt{NewSolver: ns, Given: given, Wrap: wrap, Passes: []preprocess.Pass{preprocess.Partition{}, preprocess.Simplify{}}}
	if wrap == preprocess.WrapAssumed {
		v.Transfer = WrapTransferBudget
	}
	h := &SeededPDR{NewSolver: ns, Budget: budget}
	if withPDR {
		h.PDR = &pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth}
	}
	v.Logger = c.logger(viaIntName(given, wrap, h.Name()))
	h.Logger = v.Logger
	if h.PDR != nil {
		h.PDR.Logger = v.Logger
	}
	v.Inner = h
	return v
}

// bitsHoudini is Houdini over the bits, its summaries with the
// equalities modulo the width (of all points, and of those where each
// loop condition holds or fails: houdini.Options.BitVecEqualities,
// Guards), answering when its summary is a model; budget, if not 0, is
// the member's own time (ownBudget) it may take.
func (c Config) bitsHoudini(ns smt.NewSolver, budget time.Duration) Engine {
	return &SeededPDR{NewSolver: ns, Label: "bits-houdini", Logger: c.logger("bits-houdini"), Budget: budget, Own: true,
		Houdini: houdini.Options{BitVecEqualities: true, Guards: true}}
}

// WrapTransferBudget is the time (the member's own, ownBudget) that
// Houdini over the bits may take each time a model of the translation
// without overflow fails on them (ViaInt.Transfer).
const WrapTransferBudget = 2 * time.Second

// WrapCheckBudget is the time (the member's own, ownBudget) that
// ViaInt's check of a model of the translation without overflow against
// the bits may take; then its lemmas go to Houdini over the bits, and
// without a model from there the member gives up.
const WrapCheckBudget = 3 * time.Second

// Houdini's place in auto's non-linear portfolio: its weight beside
// PDR's 3 and BMC's 1, the process CPU time before its first turn (the
// systems PDR or BMC decide at once never pay for it), and its budget of
// process CPU time from the start of the run (of which it gets about its
// share, some 5 s).
const (
	HoudiniWeight = 3
	HoudiniDelay  = time.Second
	HoudiniBudget = 14 * time.Second
)

// The place of Houdini over the partitioned translation that assumes no
// overflow in auto's bit-vector portfolio: the process CPU time before
// its first turn, and the process CPU time each of its rounds may take.
const (
	NowrapHoudiniDelay  = time.Second
	NowrapHoudiniBudget = 3 * time.Second
)

// The place of Houdini over the bits in auto's bit-vector portfolio: the
// process CPU time before its first turn, and its own time.
const (
	BitsHoudiniDelay  = 500 * time.Millisecond
	BitsHoudiniBudget = 4 * time.Second
)

// bv is the portfolio for systems with bit-vectors, members on one core:
// PDR over the bits in Z3's bit-vector theory (weight 1), PDR over two
// integer translations (ViaInt: weights 3 and 4), and, after the first
// half second, BMC for shallow counterexamples (weight 1): over the
// exact integer translation, its wrap quotients kept as variables
// (int-bmc), or, where exact says the translation does not apply (a
// bitwise operation of two variables), by bit-blasting to SAT (satbmc).
// On the 29 files of bv/ that reference.csv calls unsat, int-bmc alone
// decides at 20 s each of the 9 satbmc decides and 8 more (bandec in
// 6 s, reve-009-horn in 0.4 s: a product of variables, whose blasted
// multiplier satbmc does not get past at depth 1, is one term over the
// integers); satbmc decides none of the other 31.
//
// The first translation (int-pdr) is exact, with the wrap-around as
// quotients, of the system after the driver's preprocessing; each clause
// is split by the values of its quotients (preprocess.SplitLocals), which
// made it decide dillig-20 alone (3.9 s), hence its weight. The second
// (nowrap-given-int-pdr, Source) is of the system as given, sliced on the
// bits, and assumes that no arithmetic result leaves its range
// (preprocess.WrapAssumed): no quotients, so PDR proves and refutes as
// over an integer program; its refutations are the bits', and a model is
// checked against the bits, the clause it breaks (where an overflow
// matters) made exact for the next round; before that, its lemmas read
// modulo the width go to Houdini over the bits (ViaInt.Transfer, within
// WrapTransferBudget of the member's own time), which keeps those that
// are inductive there: a model of the bits when they suffice, and when
// they do not, the same lemmas each guarded by the extreme values of the
// arguments the loops never change (reve-016 and reve-016-horn: the
// lemmas hold unless n = 2^31 - 1); beside them, Houdini there learns
// the equalities modulo the width of each phase of a loop, which the
// product programs of reve need (reve-004b, -018b, -004-horn and
// -018-horn: x2 = x1 + i while both copies run, x1 = x2 once one has
// ended). After NowrapHoudiniDelay,
// Houdini alone (weight 1) runs on the same translation partitioned on
// the arguments its loops never change (preprocess.Partition), each round
// within NowrapHoudiniBudget, its model checked and refined the same way:
// dillig-18's invariant is a disjunction over a flag that neither PDR nor
// Spacer finds in 20 s, and Houdini's equalities prove each part at once.
// Houdini does not seed the PDR member: seeded, PDR took 3 refinements
// and 11.6 s for reve-021-horn instead of none and 3 s (alone), and
// Houdini's budget in every round slowed ssh and point-location-nr.52;
// in auto, reve-021-horn was lost. The no-overflow PDR decides alone
// what no other member does (giftwrapping.25 and .26, point-location-nr.53, dillig-19
// and -33, pdr alone over each at 20 s) and most of what the others
// decide, so it has the most weight; the others' own files (dillig-01 and
// reve-019 by PDR over the bits, quicksort and dillig-09 by the exact
// translation) take them under a second alone.
//
// After BitsHoudiniDelay, Houdini over the bits of the preprocessed
// system (bits-houdini, weight 3, within BitsHoudiniBudget of its own
// turns), with the modular and guarded equalities: alone it decides
// dillig-07 and qarmc-choldc (sat in 1.8 s and 2.8 s), which no member
// decided in 45 s of auto, and the four reve files above; it ends within
// 2 s on most others, and at its budget on the consistency files.
//
// The PDRs are preempted at their fair share: one Z3 check of the exact
// translation ran 37 s on giftwrapping.25 and held the others back. All
// solvers of a member, the back maps' and the checks of its models
// included, take its turns. A system the translation refuses leaves the
// int members with nothing to do at once, and their turns to the others.
func (a *Auto) bv(exact bool) []SlicedMember {
	c := a.c
	bmcMember := SlicedMember{Weight: 1, Preempt: true, Delay: 500 * time.Millisecond, New: func(ns smt.NewSolver) Engine {
		return c.intBMC(ns)
	}}
	if !exact {
		bmcMember = SlicedMember{Weight: 1, Delay: 500 * time.Millisecond, Bits: func(g sat.Gate) Engine {
			return satbmc.New(satbmc.Options{MaxDepth: c.MaxDepth, MemoryLimit: c.bmcMemory(), Gate: g})
		}}
	}
	viaInt := func(given bool, wrap preprocess.Wrap) func(ns smt.NewSolver) Engine {
		return func(ns smt.NewSolver) Engine { return c.viaInt(given, wrap, ns) }
	}
	return []SlicedMember{
		{Weight: 1, Preempt: true, New: func(ns smt.NewSolver) Engine {
			return pdr.New(pdr.Options{NewSolver: ns, MaxLevel: c.MaxDepth, Logger: c.logger("pdr")})
		}},
		{Weight: 3, Preempt: true, New: viaInt(false, preprocess.WrapExplicit)},
		{Weight: 4, Preempt: true, Source: true, New: viaInt(true, preprocess.WrapAssumed)},
		{Weight: 1, Delay: NowrapHoudiniDelay, Source: true, New: func(ns smt.NewSolver) Engine {
			return c.viaIntSeeded(true, preprocess.WrapAssumed, ns, NowrapHoudiniBudget, false)
		}},
		bmcMember,
		{Weight: 3, Delay: BitsHoudiniDelay, New: func(ns smt.NewSolver) Engine {
			return c.bitsHoudini(ns, BitsHoudiniBudget)
		}},
		a.sim(),
	}
}

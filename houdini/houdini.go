package houdini

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Options configure Infer; the zero value with NewSolver set works.
type Options struct {
	NewSolver smt.NewSolver // required
	// MaxCandidates bounds the candidates of one predicate; 0: 300.
	MaxCandidates int
	// MaxConstants bounds the constants of one sort that candidates
	// compare arguments with (the smallest in absolute value are kept);
	// 0: 12.
	MaxConstants int
	// NoEqualities leaves out the affine equalities between arguments
	// (the hull of the counterexamples' points, see hull): only the
	// candidates are summaries.
	NoEqualities bool
	// BitVecEqualities adds the affine equalities modulo 2^w between
	// bit-vector arguments of one width w (modHull) to the summaries.
	BitVecEqualities bool
	// Congruences adds the congruences modulo small m that hold of the
	// points seen, of each Int argument and of the sums and differences
	// of two (congruences): a counter stepped by 2 is even. Those of
	// sums and differences only on systems of few Int arguments
	// (maxPairForms).
	Congruences bool
	// Guards adds, per predicate, the equalities (of both domains
	// enabled) that hold where a guard holds: each atom a clause tests of
	// the predicate's arguments alone (a loop's condition), and its
	// negation, at most MaxGuards atoms. A summary then holds per phase of
	// a loop, "g ⇒ e", where the hull of all points has lost e: a copy
	// that runs ahead of the other, a sum equal to another until a loop
	// exits.
	Guards bool
	// ModelOnly is for callers that use the summary only if it is a model
	// of the whole system: Infer then checks the query clauses after
	// rounds 2, 8, 32, … and gives up when one fails (Result.Abandoned).
	// The summaries only weaken from round to round (candidates are
	// dropped, hulls grow, predicates become reached), so a query that
	// fails under them fails under the final summary too — for the
	// candidates exactly; the hulls' equalities offered (small
	// coefficients only) may in rare cases gain a row as a hull grows, so
	// this may give up on a summary that would have become a model, never
	// the other way round.
	ModelOnly bool
	// Candidates, if set, adds candidates of its own: each conjunct of a
	// predicate's interpretation is one, ahead of those mined (a model of
	// another system over the same predicates, such as the integer
	// translation's, whose lemmas Infer keeps where they are inductive
	// here).
	Candidates chc.Model
	// QuantifiedWork bounds each check with a quantified candidate
	// (Z3's instantiation may not end) by the solver's own count of
	// its work (smt.Limiter; Z3's resource count): the check then ends
	// at the same point on a loaded machine as on an idle one, and so
	// do the candidates it keeps. 0: DefaultQuantifiedWork. A solver
	// that is no Limiter is bounded by QuantifiedCheck instead.
	QuantifiedWork uint64
	// QuantifiedCheck bounds each check with a quantified candidate in
	// wall-clock time when the solver cannot bound it by work; 0: 1 s.
	// In a strategy a check also waits for its turns, so members set
	// more.
	QuantifiedCheck time.Duration
	// Instantiate makes the checks with quantified candidates ground:
	// the body's quantified candidates are given to the solver as their
	// instances at the clause's index terms, the head's at Skolem
	// constants shared by all (see groundPremise). Sound (the premise is
	// weaker), and Z3 decides the checks without quantifier
	// instantiation; a query that fails under the instances is checked
	// again with the quantifiers.
	Instantiate bool
	// Stats, if set, receives the counters "houdini candidates",
	// "houdini kept", "houdini rounds", "houdini queries" and the duration
	// "houdini time".
	Stats *result.Stats
}

// Result is the outcome of Infer.
type Result struct {
	// Model interprets every predicate of the system by the conjunction of
	// its surviving candidates (true when none survived): each holds of
	// every derivation of its predicate.
	Model chc.Model
	// Complete reports that Model also satisfies every query clause: it is
	// a model of the whole system.
	Complete bool
	// Candidates and Kept count the candidates mined and those that
	// survived.
	Candidates, Kept int
	// Equalities counts the affine equalities in Model.
	Equalities int
	// Abandoned reports that Options.ModelOnly stopped the fixpoint at a
	// query that fails: Model is nil (the summaries were not inductive
	// yet) and Complete false.
	Abandoned bool
}

// Infer mines candidate lemmas from s and returns their largest inductive
// subset. It fails only on a solver error or a done ctx; a solver that
// answers unknown for a clause makes that clause's head predicate drop
// every candidate (which keeps the result sound).
func Infer(ctx context.Context, s *chc.System, opt Options) (Result, error) {
	if opt.NewSolver == nil {
		return Result{}, fmt.Errorf("houdini: no solver")
	}
	if opt.MaxCandidates <= 0 {
		opt.MaxCandidates = 300
	}
	if opt.MaxConstants <= 0 {
		opt.MaxConstants = 12
	}
	stats := opt.Stats
	if stats == nil {
		stats = result.NewStats()
	}
	start := time.Now()
	defer func() { stats.AddDuration("houdini time", time.Since(start)) }()
	f := s.Terms
	// The solver first: in a portfolio, making it waits for the member's
	// first turn (sched.Scheduler.Delay), and a run decided before then
	// should not pay for mining the candidates either.
	sol, err := opt.NewSolver(f)
	if err != nil {
		return Result{}, fmt.Errorf("houdini: %w", err)
	}
	defer smt.Release(ctx, sol)
	consts := map[chc.Sort][]*big.Rat{
		chc.IntSort:  constants(s, chc.IntSort, opt.MaxConstants),
		chc.RealSort: constants(s, chc.RealSort, opt.MaxConstants),
	}
	fp := &fixpoint{f: f, s: s, stats: stats, xs: map[*chc.Pred][]*chc.Term{}, cands: map[*chc.Pred][]*chc.Term{},
		hulls: map[*chc.Pred][]equalities{}, guarded: map[*chc.Pred][]*guarded{}, reached: map[*chc.Pred]bool{},
		insts: map[instKey]*chc.Term{}}
	mined := mine(f, s)
	for p, in := range opt.Candidates {
		if len(in.Params) != len(p.Params) {
			return Result{}, fmt.Errorf("houdini: candidates for %s have %d parameters, not %d", p.Name, len(in.Params), len(p.Params))
		}
		m := make(map[*chc.Term]*chc.Term, len(in.Params))
		for k, x := range params(f, p) {
			m[in.Params[k]] = x
		}
		mined[p] = append(conjuncts(f.Subst(in.Body, m)), mined[p]...)
	}
	var res Result
	pairs := pairForms(s) <= maxPairForms
	for _, p := range s.Preds {
		xs := params(f, p)
		fp.xs[p] = xs
		fp.cands[p] = candidates(f, s, p, xs, consts, mined[p], opt.MaxCandidates)
		res.Candidates += len(fp.cands[p])
		if !opt.NoEqualities {
			fp.hulls[p] = domains(p, opt.BitVecEqualities, opt.Congruences, pairs)
			if opt.Guards && len(fp.hulls[p]) > 0 {
				for _, g := range guards(f, s, p, xs) {
					for _, h := range []*chc.Term{g, f.Not(g)} {
						fp.guarded[p] = append(fp.guarded[p], &guarded{g: h, eqs: domains(p, opt.BitVecEqualities, opt.Congruences, pairs)})
					}
				}
			}
		}
	}
	stats.Add("houdini candidates", int64(res.Candidates))
	for _, cs := range fp.cands {
		for _, c := range cs {
			fp.quantified = fp.quantified || c.Op() == chc.OpForall
		}
	}
	fp.sol, fp.newSolver = sol, opt.NewSolver
	fp.modelOnly, fp.bv = opt.ModelOnly, opt.BitVecEqualities
	fp.qcheck, fp.qwork = opt.QuantifiedCheck, opt.QuantifiedWork
	if fp.qwork == 0 {
		fp.qwork = DefaultQuantifiedWork
	}
	fp.ground = opt.Instantiate && fp.quantified
	if fp.qcheck <= 0 {
		fp.qcheck = quantifiedCheck
	}
	if err := fp.run(ctx); err == errQueryFails {
		stats.Add("houdini abandoned", 1)
		res.Abandoned = true
		return res, nil
	} else if err != nil {
		return Result{}, err
	}
	res.Model = make(chc.Model, len(s.Preds))
	for _, p := range s.Preds {
		res.Model[p] = chc.Interp{Params: fp.xs[p], Body: fp.inv(p)}
		res.Kept += len(fp.cands[p])
		if fp.reached[p] {
			for _, h := range fp.allDomains(p) {
				res.Equalities += h.size()
			}
		}
	}
	stats.Add("houdini kept", int64(res.Kept))
	if res.Complete, err = fp.queriesHold(ctx); err != nil {
		return Result{}, err
	}
	return res, nil
}

// fixpoint is the state of the Houdini iteration.
type fixpoint struct {
	f   *chc.Factory
	s   *chc.System
	sol smt.Solver
	// newSolver makes the solvers of the checks over bit-vectors that
	// leave sol's scope (see check) where sol cannot share its context.
	newSolver smt.NewSolver
	stats     *result.Stats
	xs        map[*chc.Pred][]*chc.Term // candidate parameters
	cands     map[*chc.Pred][]*chc.Term // surviving candidates over xs
	// hulls holds, per predicate, the affine hulls of its arithmetic
	// arguments' values in the counterexamples seen.
	hulls map[*chc.Pred][]equalities
	// guarded holds, per predicate, the domains of the points where each
	// of its guards holds (Options.Guards).
	guarded map[*chc.Pred][]*guarded
	// reached marks the predicates some counterexample derived; the
	// others are false (no derivation found yet).
	reached map[*chc.Pred]bool
	// bv: the domains read bit-vector arguments too
	// (Options.BitVecEqualities).
	bv bool
	// modelOnly makes run check the queries after every round (see
	// Options.ModelOnly).
	modelOnly bool
	// quantified: some candidate has a quantifier (see headInv).
	quantified bool
	// qcheck bounds a check with quantified candidates
	// (Options.QuantifiedCheck).
	qcheck time.Duration
	// qwork bounds a check with quantified candidates by work
	// (Options.QuantifiedWork).
	qwork uint64
	// ground: checks instantiate the body's quantified candidates
	// (Options.Instantiate).
	ground bool
	// insts remembers the ground instances made (see instantiate).
	insts map[instKey]*chc.Term
}

// errQueryFails stops a ModelOnly fixpoint: a query fails under the
// current summaries.
var errQueryFails = errors.New("houdini: a query fails under the summaries")

// inv is p's current summary over its parameters: false before p is
// reached, then its surviving candidates and its hulls' equalities.
func (fp *fixpoint) inv(p *chc.Pred) *chc.Term {
	if !fp.reached[p] {
		return fp.f.False()
	}
	ts := append([]*chc.Term(nil), fp.cands[p]...)
	for _, h := range fp.hulls[p] {
		ts = append(ts, h.terms(fp.f, fp.xs[p])...)
	}
	for _, gd := range fp.guarded[p] {
		ts = append(ts, gd.term(fp.f, fp.xs[p]))
	}
	return fp.f.And(ts...)
}

// headInv is inv(p) for a clause's head, whose negation the check
// asserts: each quantified candidate ∀k. φ(k) is its instance φ(sk) at
// Skolem constants of its own (see skolem), so that the negation is
// quantifier-free and a counterexample's values decide each candidate
// (¬φ(sk) true drops it). A candidate kept at one counterexample may
// still fail at another k; the next check finds that one.
func (fp *fixpoint) headInv(p *chc.Pred) *chc.Term {
	inv := fp.inv(p)
	if !fp.reached[p] || !fp.quantified {
		return inv
	}
	return fp.f.And(fp.mapConjuncts(inv, fp.skolem)...)
}

// mapConjuncts returns g applied to each conjunct of phi.
func (fp *fixpoint) mapConjuncts(phi *chc.Term, g func(*chc.Term) *chc.Term) []*chc.Term {
	cs := conjuncts(phi)
	out := make([]*chc.Term, len(cs))
	for i, c := range cs {
		out[i] = g(c)
	}
	return out
}

// skolem returns a quantified candidate's body at its Skolem constants,
// variables named apart from the clauses' by the candidate's term ID;
// other candidates as they are.
func (fp *fixpoint) skolem(cand *chc.Term) *chc.Term {
	if cand.Op() != chc.OpForall {
		return cand
	}
	vals := make([]*chc.Term, len(cand.Bound()))
	for i, b := range cand.Bound() {
		if fp.ground {
			vals[i] = fp.groundSkolem(b)
		} else {
			vals[i] = fp.f.Var(fmt.Sprintf("houdini!sk%d!%d", cand.ID(), i), b.Sort())
		}
	}
	t, err := fp.f.Instantiate(cand, vals)
	if err != nil {
		panic("houdini: " + err.Error()) // the values have the bound variables' sorts
	}
	return t
}

// top reports whether p's summary is true.
func (fp *fixpoint) top(p *chc.Pred) bool {
	if !fp.reached[p] || len(fp.cands[p]) > 0 {
		return false
	}
	for _, h := range fp.allDomains(p) {
		if !h.top() {
			return false
		}
	}
	return true
}

// run repeats rounds until one drops no candidate. A round checks only
// the clauses that may have a counterexample since their last check: at
// first all, later those whose head lost candidates in their own check
// (the counterexample dropped some, others may still fail) or whose body
// has a predicate that lost candidates (a weaker premise). A clause whose
// head alone lost candidates elsewhere stays unsat: its obligation only
// shrank. The result is the same largest inductive subset, with fewer
// queries when few predicates change per round.
func (fp *fixpoint) run(ctx context.Context) error {
	users := map[*chc.Pred][]int{} // predicate → clauses with it in the body
	dirty := make([]bool, len(fp.s.Clauses))
	for i, c := range fp.s.Clauses {
		if c.IsQuery() {
			continue
		}
		dirty[i] = true
		for _, a := range c.Body {
			if us := users[a.Pred]; len(us) == 0 || us[len(us)-1] != i {
				users[a.Pred] = append(users[a.Pred], i)
			}
		}
	}
	round, nextQueries := 0, 2
	for changed := true; changed; {
		changed = false
		fp.stats.Add("houdini rounds", 1)
		for i, c := range fp.s.Clauses {
			if !dirty[i] {
				continue
			}
			dirty[i] = false
			if fp.top(c.Head.Pred) {
				continue
			}
			// A done ctx ends the fixpoint here: its solvers may
			// still answer Assert without it (a portfolio's, waiting
			// for a turn that no longer comes), and every check left
			// would answer Unknown, as one for each clause.
			if err := ctx.Err(); err != nil {
				return err
			}
			dropped, err := fp.check(ctx, c)
			if err != nil {
				return err
			}
			if dropped {
				changed = true
				dirty[i] = true
				for _, j := range users[c.Head.Pred] {
					dirty[j] = true
				}
			}
		}
		if round++; fp.modelOnly && changed && round == nextQueries {
			// After rounds 2, 8, 32, …: a failing query is found
			// within four times the rounds it needed, at a logarithmic
			// number of query checks.
			nextQueries *= 4
			ok, err := fp.queriesHold(ctx)
			if err != nil {
				return err
			}
			if !ok {
				return errQueryFails
			}
		}
	}
	return nil
}

// instance returns phi, over p's candidate parameters, applied to args.
func (fp *fixpoint) instance(p *chc.Pred, phi *chc.Term, args []*chc.Term) *chc.Term {
	m := make(map[*chc.Term]*chc.Term, len(args))
	for k, x := range fp.xs[p] {
		m[x] = args[k]
	}
	return fp.f.Subst(phi, m)
}

// check asks whether c can derive a head outside its predicate's
// summary; the counterexample drops the candidates it falsifies and joins
// the head's argument values to the predicate's hulls. It reports whether
// the summary changed.
//
// A clause over bit-vectors is checked in a solver of its own that
// opens no scope: Z3's incremental core lacks the bit-vector
// preprocessing of its tactics, and checks that take it seconds take
// these milliseconds (z3.TermSolver's one-shot checks over bit-vectors;
// the measurement is in docs/strategy.md, "Decisions inside the
// engines").
func (fp *fixpoint) check(ctx context.Context, c *chc.Clause) (changed bool, err error) {
	for _, a := range c.Body {
		if !fp.reached[a.Pred] {
			return false, nil // a body atom is still false
		}
	}
	p := c.Head.Pred
	insts := make([]*chc.Term, len(fp.cands[p]))
	for k, cand := range fp.cands[p] {
		insts[k] = fp.instance(p, fp.skolem(cand), c.Head.Args)
	}
	neg := fp.f.Not(fp.instance(p, fp.headInv(p), c.Head.Args))
	prem, ground := fp.premiseTerms(c, neg)
	err = fp.in(c, !ground, func(sol smt.Solver) (err error) {
		changed, err = fp.checkIn(ctx, sol, c, append(prem, neg), insts, ground)
		return err
	})
	return changed, err
}

// premiseTerms returns c's premise — its constraint and its body atoms'
// summaries — ground where Options.Instantiate asks and groundPremise
// can, rest being the check's other assertions, and whether it has no
// quantifier.
func (fp *fixpoint) premiseTerms(c *chc.Clause, rest ...*chc.Term) ([]*chc.Term, bool) {
	if fp.ground {
		if ts, ok := fp.groundPremise(c, rest...); ok {
			fp.stats.Add("houdini ground checks", 1)
			return ts, true
		}
	}
	ts := []*chc.Term{c.Constraint}
	for _, a := range c.Body {
		ts = append(ts, fp.instance(a.Pred, fp.inv(a.Pred), a.Args))
	}
	return ts, !fp.quantified
}

// in runs work with a solver for clause c: a scope of the shared solver,
// or, for a clause over bit-vectors or a check with quantifiers
// (quantified), a solver of its own with no scope (see check).
func (fp *fixpoint) in(c *chc.Clause, quantified bool, work func(sol smt.Solver) error) (err error) {
	// With quantifiers too: Z3's quantifier instantiation after scopes
	// popped over other quantifiers diverged on checks it decides at
	// once in a solver of their own (an array-initialising loop's step,
	// 20 s against 0.02 s).
	if c.HasBitVec() || quantified {
		sol, err := smt.NewShared(fp.sol, fp.newSolver, fp.f)
		if err != nil {
			return fmt.Errorf("houdini: %w", err)
		}
		defer sol.Close()
		return work(sol)
	}
	if err := fp.sol.Push(); err != nil {
		return fmt.Errorf("houdini: %w", err)
	}
	defer func() {
		if perr := fp.sol.Pop(1); perr != nil && err == nil {
			err = fmt.Errorf("houdini: %w", perr)
		}
	}()
	return work(fp.sol)
}

// checkIn is check's work in sol (see in).
// It asserts check's terms: the premise and the negated head, whose
// candidates' instances are insts; ground: none of them has a
// quantifier, and the check needs no bound of its own (see checkTimed).
func (fp *fixpoint) checkIn(ctx context.Context, sol smt.Solver, c *chc.Clause, terms, insts []*chc.Term, ground bool) (changed bool, err error) {
	p := c.Head.Pred
	for _, t := range terms {
		if err := sol.Assert(t); err != nil {
			return false, fmt.Errorf("houdini: %w", err)
		}
	}
	fp.stats.Add("houdini queries", 1)
	r, err := fp.checkMaybeTimed(ctx, sol, !ground)
	if err != nil {
		return false, fmt.Errorf("houdini: %w", err)
	}
	switch r {
	case smt.Unsat:
		return false, nil
	case smt.Unknown:
		fp.stats.Add("houdini unknown checks", 1)
		if fp.quantified && ctx.Err() == nil {
			return fp.oneByOne(ctx, c)
		}
		fp.cands[p] = nil
		fp.reached[p] = true
		fp.giveUp(p)
		return true, nil
	}
	changed = !fp.reached[p]
	fp.reached[p] = true
	kept := fp.cands[p][:0]
	for k, cand := range fp.cands[p] {
		v, err := sol.Value(insts[k])
		if err != nil && fp.quantified {
			// Z3 may evaluate an array term of a quantified model to
			// a lambda it cannot reduce (an array-search loop's model): the
			// candidate is dropped, which is always sound.
			fp.stats.Add("houdini unevaluated candidates", 1)
			changed = true
			continue
		}
		if err != nil {
			return false, fmt.Errorf("houdini: %w", err)
		}
		if v.Bool() {
			kept = append(kept, cand)
		} else {
			changed = true
		}
	}
	fp.cands[p] = kept
	if len(fp.hulls[p]) > 0 {
		pt := make([]*big.Rat, len(c.Head.Args))
		for k, a := range c.Head.Args {
			if !a.Sort().IsArith() && !(fp.bv && a.Sort().IsBitVec()) {
				continue
			}
			v, err := sol.Value(a)
			if err != nil {
				return false, fmt.Errorf("houdini: %w", err)
			}
			pt[k] = v.Rat()
		}
		for _, h := range fp.hulls[p] {
			if h.add(pt) {
				changed = true
			}
		}
		for _, gd := range fp.guarded[p] {
			v, err := sol.Value(fp.instance(p, gd.g, c.Head.Args))
			if err != nil {
				return false, fmt.Errorf("houdini: %w", err)
			}
			if !v.Bool() {
				continue
			}
			for _, h := range gd.eqs {
				if h.add(pt) {
					changed = true
				}
			}
		}
	}
	if !changed {
		// The model falsifies the summary, so this cannot happen; should
		// it (a value the hull cannot hold), give the predicate up rather
		// than loop.
		fp.cands[p] = nil
		fp.giveUp(p)
		changed = true
	}
	return changed, nil
}

// quantifiedCheck is the default of Options.QuantifiedCheck: Z3's
// quantifier instantiation may not terminate, and an unknown answer
// costs less than a stuck fixpoint (see oneByOne).
const quantifiedCheck = time.Second

// checkMaybeTimed is checkTimed when timed, else sol.Check: a check
// without quantifiers (ground) terminates, and a wall-clock bound would
// only make its answer depend on the machine's load.
func (fp *fixpoint) checkMaybeTimed(ctx context.Context, sol smt.Solver, timed bool) (smt.Result, error) {
	if !timed {
		return sol.Check(ctx)
	}
	return fp.checkTimed(ctx, sol)
}

// DefaultQuantifiedWork is the default of Options.QuantifiedWork, in
// units of Z3 4.8.12's resource count: a few seconds of search (a
// pigeonhole check reached 1,000,000 units in 1.9 s, 100,000 in 0.06 s),
// about what the wall-clock bound gave a member of a strategy (5 s of
// its turns' wall time) and more than it gave qarr alone (1 s).
const DefaultQuantifiedWork = 2_000_000

// checkTimed is sol.Check, within Options.QuantifiedWork (or, for a
// solver that cannot count its work, Options.QuantifiedCheck) when some
// candidate has a quantifier. sol is a solver of the check's own (see
// in and own), made for it and closed after it: the bound stays with
// it, and so does an incremental solver's refusal to check again after
// its bound (z3.TermSolver.SetWorkLimit).
func (fp *fixpoint) checkTimed(ctx context.Context, sol smt.Solver) (smt.Result, error) {
	if !fp.quantified {
		return sol.Check(ctx)
	}
	switch err := smt.SetWorkLimit(sol, fp.qwork); {
	case err == nil:
		fp.stats.Add("houdini work-bounded checks", 1)
		return sol.Check(ctx)
	case !errors.Is(err, smt.ErrNoLimiter):
		return smt.Unknown, err
	}
	tctx, cancel := context.WithTimeout(ctx, fp.qcheck)
	defer cancel()
	r, err := sol.Check(tctx)
	if err != nil && tctx.Err() != nil && ctx.Err() == nil {
		return smt.Unknown, nil
	}
	return r, err
}

// oneByOne is check's answer to an unknown over quantified candidates:
// instead of dropping every candidate of the clause's head, it asks for
// each quantified candidate alone whether the clause keeps it, in a
// solver of its own under part of the summaries (ownPremise), and keeps
// those it does (unsat), and the quantifier-free ones together
// (scalarsKept); the head's equalities are given up. The candidates kept hold after the clause whatever the others do,
// so the summary stays sound.
func (fp *fixpoint) oneByOne(ctx context.Context, c *chc.Clause) (bool, error) {
	p := c.Head.Pred
	fp.stats.Add("houdini one-by-one", 1)
	changed := !fp.reached[p]
	for _, h := range fp.allDomains(p) {
		changed = changed || !h.top()
	}
	fp.reached[p] = true
	fp.giveUp(p)
	kept, err := fp.scalarsKept(ctx, c)
	if err != nil {
		return false, err
	}
	for _, cand := range fp.cands[p] {
		if !chc.HasQuantifier(cand) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return false, err
		}
		holds := false
		err := fp.own(func(sol smt.Solver) error {
			if err := fp.ownPremise(sol, c, cand); err != nil {
				return err
			}
			if err := sol.Assert(fp.f.Not(fp.instance(p, fp.skolem(cand), c.Head.Args))); err != nil {
				return err
			}
			fp.stats.Add("houdini queries", 1)
			r, err := fp.checkTimed(ctx, sol)
			holds = r == smt.Unsat
			return err
		})
		if err != nil {
			return false, fmt.Errorf("houdini: %w", err)
		}
		if holds {
			kept = append(kept, cand)
		}
	}
	// Every candidate kept: the clause keeps the whole summary, and
	// only a weaker summary (the equalities given up) is news.
	changed = changed || len(kept) < len(fp.cands[p])
	fp.cands[p] = kept
	return changed, nil
}

// scalarsKept returns the quantifier-free candidates of c's head that c
// keeps under the quantifier-free summaries of its body (ownPremise):
// Houdini's rounds on them alone, in one solver of their own, each
// counterexample dropping those it falsifies; an unknown drops them all.
func (fp *fixpoint) scalarsKept(ctx context.Context, c *chc.Clause) ([]*chc.Term, error) {
	p := c.Head.Pred
	var qf []*chc.Term
	for _, cand := range fp.cands[p] {
		if !chc.HasQuantifier(cand) {
			qf = append(qf, cand)
		}
	}
	err := fp.own(func(sol smt.Solver) error {
		if err := fp.ownPremise(sol, c, nil); err != nil {
			return err
		}
		for len(qf) > 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
			if err := sol.Push(); err != nil {
				return err
			}
			insts := make([]*chc.Term, len(qf))
			for k, cand := range qf {
				insts[k] = fp.instance(p, cand, c.Head.Args)
			}
			if err := sol.Assert(fp.f.Not(fp.f.And(insts...))); err != nil {
				return err
			}
			fp.stats.Add("houdini queries", 1)
			r, err := fp.checkTimed(ctx, sol)
			if err != nil {
				return err
			}
			next := qf[:0:0]
			if r == smt.Sat {
				for k, cand := range qf {
					if v, err := sol.Value(insts[k]); err == nil && v.Bool() {
						next = append(next, cand)
					}
				}
			}
			if err := sol.Pop(1); err != nil {
				return err
			}
			if r == smt.Unsat {
				return nil
			}
			if len(next) == len(qf) {
				next = nil // no progress: give them up
			}
			qf = next
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("houdini: %w", err)
	}
	return qf, nil
}

// ownPremise asserts c's constraint and, of its body atoms' summaries,
// the quantifier-free conjuncts and cand itself where the atom's
// predicate has it: a quantified candidate is checked against itself
// and the scalars, not against the other quantifiers, whose
// instantiation is what made the joint check undecided. The premise is
// part of the current summaries, so what it keeps the whole summary
// keeps too, and a clause is checked again whenever a body summary
// weakens.
func (fp *fixpoint) ownPremise(sol smt.Solver, c *chc.Clause, cand *chc.Term) error {
	if err := sol.Assert(c.Constraint); err != nil {
		return err
	}
	for _, a := range c.Body {
		var ts []*chc.Term
		for _, t := range conjuncts(fp.inv(a.Pred)) {
			if t == cand || !chc.HasQuantifier(t) {
				ts = append(ts, t)
			}
		}
		if err := sol.Assert(fp.instance(a.Pred, fp.f.And(ts...), a.Args)); err != nil {
			return err
		}
	}
	return nil
}

// own runs work in a solver of its own, sharing the fixpoint's context.
func (fp *fixpoint) own(work func(sol smt.Solver) error) error {
	sol, err := smt.NewShared(fp.sol, fp.newSolver, fp.f)
	if err != nil {
		return err
	}
	defer sol.Close()
	return work(sol)
}

// giveUp makes every domain of p hold every point.
func (fp *fixpoint) giveUp(p *chc.Pred) {
	for _, h := range fp.allDomains(p) {
		h.giveUp()
	}
}

// allDomains returns p's domains of equalities: its hulls, then those of
// each of its guards.
func (fp *fixpoint) allDomains(p *chc.Pred) []equalities {
	out := fp.hulls[p]
	if len(fp.guarded[p]) == 0 {
		return out
	}
	out = append([]equalities(nil), out...)
	for _, gd := range fp.guarded[p] {
		out = append(out, gd.eqs...)
	}
	return out
}

// queriesHold reports whether every query clause is unsatisfiable with its
// body atoms interpreted by the current summaries (inv).
func (fp *fixpoint) queriesHold(ctx context.Context) (ok bool, err error) {
	for _, c := range fp.s.Clauses {
		if !c.IsQuery() {
			continue
		}
		if err := ctx.Err(); err != nil {
			return false, err
		}
		r, err := fp.query(ctx, c)
		if err != nil {
			return false, err
		}
		if r != smt.Unsat {
			return false, nil
		}
	}
	return true, nil
}

// query checks the query clause c under the summaries: in a scope of
// the shared solver, or for a clause over bit-vectors, in a solver of
// its own (see check).
func (fp *fixpoint) query(ctx context.Context, c *chc.Clause) (r smt.Result, err error) {
	r = smt.Unknown
	prem, ground := fp.premiseTerms(c)
	err = fp.in(c, !ground, func(sol smt.Solver) (err error) {
		r, err = fp.queryIn(ctx, sol, prem, !ground)
		return err
	})
	if err != nil || r == smt.Unsat || !ground || !fp.quantified {
		return r, err
	}
	// The instances did not refute the query: the quantifiers may.
	prem = []*chc.Term{c.Constraint}
	for _, a := range c.Body {
		prem = append(prem, fp.instance(a.Pred, fp.inv(a.Pred), a.Args))
	}
	err = fp.in(c, true, func(sol smt.Solver) (err error) {
		r, err = fp.queryIn(ctx, sol, prem, true)
		return err
	})
	return r, err
}

// queryIn is query's work in sol (see in): prem is the premise, timed
// unless it is ground (see checkMaybeTimed).
func (fp *fixpoint) queryIn(ctx context.Context, sol smt.Solver, prem []*chc.Term, timed bool) (r smt.Result, err error) {
	for _, t := range prem {
		if err := sol.Assert(t); err != nil {
			return smt.Unknown, fmt.Errorf("houdini: %w", err)
		}
	}
	fp.stats.Add("houdini queries", 1)
	r, err = fp.checkMaybeTimed(ctx, sol, timed)
	if err != nil {
		return smt.Unknown, fmt.Errorf("houdini: %w", err)
	}
	return r, nil
}

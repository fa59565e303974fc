package pdr

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// inf is the level of inductive lemmas.
const inf = 1 << 30

// search is the state of one Solve call. It keeps the call's context: every
// solver check is interrupted when it is done.
type search struct {
	ctx      context.Context
	sys      *chc.System
	f        *chc.Factory
	opt      Options
	stats    *result.Stats
	preds    []*pred // the system's predicates in order, then the query
	query    *pred
	byPred   map[*chc.Pred]*pred
	rules    []*rule
	top      int        // the level being explored
	maxLevel int        // the highest finite lemma level so far
	expanded int        // the lowest level of an obligation expanded this round
	aux      *psolver   // for rebuilding derivations; nil until needed
	lp       *psolver   // for the Farkas generaliser's linear programs; nil until needed
	chk      *psolver   // for Options.CheckLemmas; nil until needed
	solvers  []*psolver // every solver made, in order
	// predSolvers are the predicates' solvers; assigned counts the
	// predicates that have one.
	predSolvers []*psolver
	assigned    int
	fresh       int  // counter for proxy names
	pobs        int  // counter for obligation ids
	seeding     bool // addLemma makes seed lemmas (during seedInit)
	// infLemmas counts the lemmas that reached level inf; promoted is its
	// value when promoteSeeds last ran (-1: never).
	infLemmas, promoted int
	log                 *slog.Logger
	// derived shares the subtrees of the derivation being rebuilt.
	derived map[derivKey]*chc.DerivNode
}

func newSearch(ctx context.Context, s *chc.System, opt Options, stats *result.Stats) *search {
	sr := &search{ctx: ctx, sys: s, f: s.Terms, opt: opt.withDefaults(), stats: stats, byPred: map[*chc.Pred]*pred{}, log: opt.Logger, promoted: -1}
	if sr.log == nil {
		sr.log = slog.New(slog.DiscardHandler)
	}
	for _, p := range s.Preds {
		sr.addPred(p)
	}
	sr.query = sr.addPred(nil)
	for ci, c := range s.Clauses {
		sr.addRule(ci, c)
	}
	return sr
}

// close releases every solver.
func (s *search) close() {
	sols := make([]smt.Solver, len(s.solvers))
	for i, ps := range s.solvers {
		sols[i] = ps.sol
	}
	smt.Release(s.ctx, sols...)
}

// run explores levels 0, 1, … until the query is reached (unsat), a level
// becomes a fixpoint (sat), or the search gives up.
func (s *search) run() (result.Result, error) {
	if err := s.seedInit(); err != nil {
		return result.Result{}, err
	}
	if err := s.seedInvariants(); err != nil {
		return result.Result{}, err
	}
	for k := 0; s.opt.MaxLevel == 0 || k <= s.opt.MaxLevel; k++ {
		s.top, s.expanded = k, k
		s.stats.Max("pdr level", int64(k))
		s.log.Info("pdr level", "level", k, "lemmas", s.stats.Count("pdr lemmas"), "obligations", s.stats.Count("pdr obligations"))
		fact, err := s.solveObligations(s.newPob(s.query, k, nil, nil))
		if err != nil {
			return result.Result{}, err
		}
		if fact != nil {
			s.log.Info("pdr counterexample", "level", k)
			return s.counterexample(fact)
		}
		fix, err := s.propagate()
		if err != nil {
			return result.Result{}, err
		}
		if fix >= 0 {
			s.log.Info("pdr fixpoint", "level", fix, "lemmas", s.stats.Count("pdr lemmas"))
			return s.safe(fix), nil
		}
	}
	return result.Result{}, unknownf(result.Bound, "level %d reached (MaxLevel)", s.opt.MaxLevel)
}

// interrupted returns a giveUp error if the context is done.
func (s *search) interrupted() error {
	if s.ctx.Err() != nil {
		return &giveUp{reason: result.Stopped(s.ctx).Reason}
	}
	return nil
}

// recordLemmaStats counts the live lemmas per level.
func (s *search) recordLemmaStats() {
	for _, p := range s.preds {
		for _, lm := range p.lemmas {
			if lm.level == inf {
				s.stats.Add("pdr lemmas at level inf", 1)
				continue
			}
			s.stats.Add(fmt.Sprintf("pdr lemmas at level %03d", lm.level), 1)
		}
	}
}

// seedInit gives every predicate with fact clauses the level-0 lemmas it
// can read off them: each literal over the predicate's parameters that
// every fact clause's constraint contains is true of all derivations of
// height 1. Learning these one blocked cube at a time is slow when the
// initial states are a conjunction of many bounds (each blocked predecessor
// cube would teach one facet).
func (s *search) seedInit() error {
	s.seeding = true
	defer func() { s.seeding = false }()
	for _, p := range s.preds {
		if p == s.query {
			continue
		}
		params := make(map[*chc.Term]bool, len(p.params))
		for _, x := range p.params {
			params[x] = true
		}
		var common []*chc.Term
		facts := 0
		for _, r := range p.rules {
			if len(r.body) != 0 {
				continue
			}
			var cur []*chc.Term
			in := map[*chc.Term]bool{}
			for _, l := range s.literals(r.trans) {
				if onlyOver(l, params) {
					cur = append(cur, l)
					in[l] = true
				}
			}
			if facts == 0 {
				common = cur
			} else {
				kept := common[:0]
				for _, l := range common {
					if in[l] {
						kept = append(kept, l)
					}
				}
				common = kept
			}
			facts++
		}
		if facts == 0 {
			continue
		}
		for _, l := range common {
			if err := s.addLemma(p, s.literals(s.f.Not(l)), 0); err != nil {
				return err
			}
			s.stats.Add("pdr init lemmas", 1)
		}
	}
	return nil
}

// seedInvariants adds each conjunct of the given invariants as a lemma at
// level inf (Options.Invariants).
func (s *search) seedInvariants() error {
	for _, p := range s.preds {
		if p.p == nil {
			continue
		}
		in, ok := s.opt.Invariants.Instantiate(s.f, chc.Atom{Pred: p.p, Args: p.params})
		if !ok {
			continue
		}
		conj := []*chc.Term{in}
		if in.Op() == chc.OpAnd {
			conj = in.Args()
		}
		for _, l := range conj {
			if l.IsTrue() {
				continue
			}
			if err := s.addLemma(p, s.literals(s.f.Not(l)), inf); err != nil {
				return err
			}
			s.stats.Add("pdr invariant lemmas", 1)
		}
	}
	return nil
}

// onlyOver reports whether every variable of t is in vars.
func onlyOver(t *chc.Term, vars map[*chc.Term]bool) bool {
	for _, v := range chc.FreeVars(t) {
		if !vars[v] {
			return false
		}
	}
	return true
}

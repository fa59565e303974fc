package pdr

import (
	"context"
	"fmt"
	"log/slog"

	"horn/chc"
	"horn/engine"
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
	stats    *engine.Stats
	preds    []*pred // the system's predicates in order, then the query
	query    *pred
	byPred   map[*chc.Pred]*pred
	rules    []*rule
	top      int        // the level being explored
	maxLevel int        // the highest finite lemma level so far
	expanded int        // the lowest level of an obligation expanded this round
	aux      *psolver   // for rebuilding derivations; nil until needed
	solvers  []*psolver // every solver made, in order
	// predSolvers are the predicates' solvers; assigned counts the
	// predicates that have one.
	predSolvers []*psolver
	assigned    int
	fresh       int // counter for proxy names
	pobs        int // counter for obligation ids
	log         *slog.Logger
	// derived shares the subtrees of the derivation being rebuilt.
	derived map[derivKey]*chc.DerivNode
}

func newSearch(ctx context.Context, s *chc.System, opt Options, stats *engine.Stats) *search {
	sr := &search{ctx: ctx, sys: s, f: s.Terms, opt: opt.withDefaults(), stats: stats, byPred: map[*chc.Pred]*pred{}, log: opt.Logger}
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
	for _, ps := range s.solvers {
		ps.sol.Close()
	}
}

// run explores levels 0, 1, … until the query is reached (unsat), a level
// becomes a fixpoint (sat), or the search gives up.
func (s *search) run() (engine.Result, error) {
	for k := 0; s.opt.MaxLevel == 0 || k <= s.opt.MaxLevel; k++ {
		s.top, s.expanded = k, k
		s.stats.Max("pdr level", int64(k))
		fact, err := s.solveObligations(s.newPob(s.query, k, nil, nil))
		if err != nil {
			return engine.Result{}, err
		}
		if fact != nil {
			return s.counterexample(fact)
		}
		fix, err := s.propagate()
		if err != nil {
			return engine.Result{}, err
		}
		if fix >= 0 {
			return s.safe(fix), nil
		}
	}
	return engine.Result{}, unknownf("level bound %d reached", s.opt.MaxLevel)
}

// interrupted returns a giveUp error if the context is done.
func (s *search) interrupted() error {
	if err := s.ctx.Err(); err != nil {
		return unknownf("interrupted: %v", err)
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

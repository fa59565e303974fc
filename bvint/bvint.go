package bvint

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/houdini"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/witness"
)

// ViaInt solves a bit-vector system through its integer translation: it
// applies preprocess.BV2Int and the default pipeline to the system it is
// given (whose inlining and unfolding apply to integers where they do not
// to bit-vectors), solves the result with Inner, and maps Inner's answer
// back through those passes, so that its witness is one of the given
// system. A system the translation
// refuses, or one without bit-vector predicate arguments, gets Unknown at
// once. auto runs it beside the engines that work on the bits, since the
// translation helps some systems (integer invariants, PDR's
// generalisation over linear arithmetic) and hurts others.
type ViaInt struct {
	Inner result.Engine
	// NewSolver serves the back maps and, with WrapAssumed, the checks of
	// models against the bits; nil when none needs a solver.
	NewSolver smt.NewSolver
	// Logger receives the translation's outcome (Info); nil: none.
	Logger *slog.Logger
	// Given marks the member that auto gives the system as the driver was
	// given it, not preprocessed (strategy.Entry.Given): it simplifies and
	// slices the bits before the translation, since after it every clause
	// asserts the range of each of its variables, which keeps the slicing
	// of the integers from dropping arguments the bits' slicing drops.
	Given bool
	// Wrap is how the translation treats wrap-around (BV2Int.Wrap). With
	// preprocess.WrapAssumed the translation keeps only the instances
	// without overflow: its refutations are the given system's, and a
	// model of it is checked against the given system here, before it is
	// offered as an answer; one that fails makes the clause it breaks
	// exact for another round (see Solve).
	Wrap preprocess.Wrap
	// Passes run on each round's translation after the default
	// preprocessing (preprocess.Default), before Inner: preprocess.Partition
	// for the seeded member.
	Passes []preprocess.Pass
	// Transfer, with WrapAssumed, is the time that Houdini over the bits
	// may take (by Clock), each time
	// a model of the translation fails on them, to keep the lemmas of the
	// models so far that hold there (see transfer); 0: none.
	Transfer time.Duration
	// Clock is the member's own clock (its turns in a portfolio), which
	// the check of a model against the bits and Transfer count; nil: no
	// budget counts.
	Clock func() time.Duration
	// Demote, if set, tells the portfolio running the engine that its
	// approach has just failed once on this system (a model without
	// overflow broken by an overflow), so that it takes a smaller share
	// of the time from now on.
	Demote func()
	// Quotients keeps the wrap quotients of the exact translation as
	// variables instead of splitting each clause on their values
	// (preprocess.SplitLocals): for BMC, whose unrollings the split would
	// multiply (see round).
	Quotients bool
}

// Name is "int-" followed by the inner engine's name, "given-int-" when
// Given is set, and "nowrap-" before either when overflow is assumed away.
func (v *ViaInt) Name() string {
	return Name(v.Given, v.Wrap, v.Inner.Name())
}

// Name returns the name of ViaInt with these options around inner.
func Name(given bool, wrap preprocess.Wrap, inner string) string {
	name := "int-" + inner
	if given {
		name = "given-" + name
	}
	if wrap == preprocess.WrapAssumed {
		name = "nowrap-" + name
	}
	return name
}

// ViaInt's defaults: its rounds with WrapAssumed (each round whose model
// fails on the bits makes the clause it breaks exact), and the member's
// own time the check of a model against the bits may take. (Transfer has
// no default: the strategy's members set it.)
const (
	maxWrapRounds   = 8
	wrapCheckBudget = 3 * time.Second
)

// Solve translates s, solves the translation with Inner and maps the
// answer back to s. An answer that cannot be mapped back (a model whose
// quantifiers the inlining's back map cannot eliminate) becomes Unknown
// with the reason.
//
// With WrapAssumed, a model is checked against the bits (of s, simplified
// and sliced when Given). Where it fails, it breaks a clause at an
// instance that overflows (every other instance holds by construction):
// that clause is translated with explicit wrap-around in the next round,
// and the others still assume no overflow. A model of the last round is
// one of s; after maxWrapRounds, or when the broken clause is exact
// already, the member gives up. With Transfer, the lemmas of the models
// so far, read modulo the width and then also guarded by the inputs'
// extreme values, first go to Houdini over the bits (onBits, transfer),
// whose summary, when it is a model, is the answer.
func (v *ViaInt) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	log := logOrDiscard(v.Logger)
	base, baseBack := s, preprocess.BackMap(preprocess.Identity)
	if v.Given {
		pre, err := preprocess.Pipeline{Passes: []preprocess.Pass{preprocess.Simplify{}, preprocess.Slice{}}}.Run(ctx, s)
		if err != nil {
			if ctx.Err() != nil {
				return result.Stopped(ctx), nil
			}
			return result.Result{Status: chc.Unknown}, fmt.Errorf("simplifying the bits: %w", err)
		}
		base, baseBack = pre.System, pre.Back
	}
	exact := map[*chc.Clause]bool{}
	stats := result.NewStats()
	// The lemmas of the models so far, in their modular reading (see
	// addLemmas).
	var modular chc.Model
	for round := 1; ; round++ {
		r, err := v.round(ctx, base, exact)
		if r.Stats != nil {
			stats.Merge(r.Stats)
		}
		if err != nil || r.Status == chc.Unknown {
			r.Stats = stats
			return r, err
		}
		if v.Wrap == preprocess.WrapAssumed && r.Status == chc.Sat {
			var fresh, over bool
			for p, in := range r.Model {
				log.Debug("model without overflow", "pred", p.Name, "interp", in.Body)
			}
			modular, fresh = addLemmas(base.Terms, modular, r.Model)
			r, over, err = v.onBits(ctx, base, r, modular, fresh, stats)
			var bad *witness.Violation
			if over {
				log.Info("the check of the model without overflow against the bits is over budget", "budget", wrapCheckBudget)
				r = result.Unknown(result.GaveUp, "the check of the model of the translation without overflow against the bits took more than %s", wrapCheckBudget)
				r.Stats = stats
				return r, nil
			}
			switch {
			case err == nil:
			case ctx.Err() != nil:
				r = result.Stopped(ctx)
				r.Stats = stats
				return r, nil
			case errors.As(err, &bad) && !exact[bad.Clause] && round < maxWrapRounds:
				log.Info("an overflow breaks the model without it: that clause becomes exact", "round", round, "err", err)
				stats.Add("wrap rounds", 1)
				if v.Demote != nil {
					v.Demote()
				}
				exact[bad.Clause] = true
				continue
			default:
				log.Info("the model without overflow is not a model of the bits", "err", err)
				r = result.Unknown(result.GaveUp, "the model of the translation without overflow is not one of the bit-vector system: %v", err)
				r.Stats = stats
				return r, nil
			}
		}
		if baseBack != preprocess.Identity {
			r = v.lift(ctx, baseBack, r, "through the bits' slicing")
		}
		r.Stats = stats
		return r, nil
	}
}

// round solves base's translation, clauses in exact translated with
// explicit wrap-around, and maps the answer back to base. Each clause
// with wrap quotients becomes one clause per value of its quotients
// (preprocess.SplitLocals: no wrap, wrap down, wrap up), so that PDR
// meets no variable with the coefficient 2^n (see docs/strategy.md).
func (v *ViaInt) round(ctx context.Context, base *chc.System, exact map[*chc.Clause]bool) (result.Result, error) {
	log := logOrDiscard(v.Logger)
	passes := []preprocess.Pass{preprocess.BV2Int{Wrap: v.Wrap, Exact: exact}}
	if !v.Quotients {
		passes = append(passes, preprocess.SplitLocals{})
	}
	passes = append(passes, preprocess.Default().Passes...)
	pipe := preprocess.Pipeline{Passes: append(passes, v.Passes...)}
	pre, err := pipe.Run(ctx, base)
	if err != nil {
		if ctx.Err() != nil {
			return result.Stopped(ctx), nil
		}
		return result.Result{Status: chc.Unknown}, fmt.Errorf("bv2int: %w", err)
	}
	note := ""
	for _, st := range pre.Stats {
		if st.Pass == (preprocess.BV2Int{}).Name() {
			note = st.Note
			break
		}
	}
	if hasBits(pre.System) {
		why := "bit-vectors remain"
		if note != "" {
			why = note
		}
		log.Info("bv2int does not apply", "reason", why)
		return result.Unknown(result.GaveUp, "bv2int does not apply: %s", why), nil
	}
	log.Info("translated to integers", "note", note,
		"clauses", len(pre.System.Clauses), "predicates", len(pre.System.Preds))
	r, err := v.Inner.Solve(ctx, pre.System)
	if err != nil || r.Status == chc.Unknown {
		return r, err
	}
	stats := r.Stats
	// No caller lifts this part again should the derivation fail
	// validation (as the driver does with its own back map): lift it
	// checking every node.
	r = v.lift(ctx, pre.Back, r, "from the integers")
	r.Stats = stats
	return r, nil
}

// hasBits reports whether s still has bit-vectors: a translation to
// integers that leaves some did not apply.
func hasBits(s *chc.System) bool {
	return slices.Contains(chc.Classify(s).Theories, chc.TheoryBV)
}

// lift maps r back through back, checking every node; an answer that does
// not map back becomes Unknown, saying what it was mapped back through.
func (v *ViaInt) lift(ctx context.Context, back preprocess.BackMap, r result.Result, through string) result.Result {
	status := r.Status
	out, err := mapWitness(preprocess.CheckEveryNode(ctx), back, r, v.NewSolver)
	switch {
	case err == nil:
		return out
	case ctx.Err() != nil:
		return result.Stopped(ctx)
	}
	return result.Unknown(result.Failed, "the %s answer did not map back %s: %v", status, through, err)
}

// onBits checks r, a model of the translation that assumes no overflow,
// against the bits (base), and returns it with the check's outcome (nil,
// a *witness.Violation, or another error), or a model of base from
// Houdini over the bits, or over when the check ran past wrapCheckBudget.
// A model that fails, or whose check runs past the budget, and whose
// modular reading says something new (fresh: an equality read modulo the
// width, which may hold of the bits where the model's own reading does
// not) gives its lemmas in that reading (modular) to Houdini over the
// bits (transfer). Houdini before the check costs the systems whose
// model holds of the bits as it is, and after the failed check of any
// model, not only fresh ones, it costs a transfer per round.
func (v *ViaInt) onBits(ctx context.Context, base *chc.System, r result.Result, modular chc.Model, fresh bool, stats *result.Stats) (out result.Result, over bool, err error) {
	vctx, stop := result.WithBudget(ctx, wrapCheckBudget, v.Clock)
	err = witness.ScreenModel(vctx, base, r.Model, v.NewSolver) // the driver validates again
	over = vctx.Err() != nil && ctx.Err() == nil
	stop()
	var bad *witness.Violation
	if v.Transfer > 0 && fresh && (over || errors.As(err, &bad)) {
		if m, ok := v.transfer(ctx, base, modular, stats); ok {
			return result.Result{Status: chc.Sat, Model: m}, false, nil
		}
	}
	return r, over, err
}

// addLemmas adds the lemmas of m, in their modular reading
// (preprocess.ModularReading of equalities, bounds from both sides by one
// constant read as equalities; see modularLemmas), to lemmas, per
// predicate, as one conjunction over the predicate's parameters, leaving
// out those that still extend a bit-vector (native): their checks over the bits are
// easy for Z3 (its rewriter normalises sums at one width), those of the
// exact readings, sign-extended, much less so (an equality of a sum and
// a product read at a wider width can take Z3 far longer). It reports whether the
// reading of m has a conjunct that m's interpretations do not.
func addLemmas(f *chc.Factory, lemmas, m chc.Model) (chc.Model, bool) {
	if lemmas == nil {
		lemmas = chc.Model{}
	}
	fresh := false
	for p, in := range m {
		own := map[*chc.Term]bool{}
		for _, c := range chc.Conjuncts(in.Body) {
			own[c] = true
		}
		cs := modularLemmas(f, in.Body)
		for _, c := range cs {
			fresh = fresh || !own[c]
		}
		body := f.And(cs...)
		old, ok := lemmas[p]
		if !ok {
			lemmas[p] = chc.Interp{Params: in.Params, Body: body}
			continue
		}
		sub := make(map[*chc.Term]*chc.Term, len(in.Params))
		for k, x := range in.Params {
			sub[x] = old.Params[k]
		}
		lemmas[p] = chc.Interp{Params: old.Params, Body: f.And(old.Body, f.Subst(body, sub))}
	}
	return lemmas, fresh
}

// modularLemmas returns the lemmas addLemmas takes from phi: the
// conjuncts of its modular reading that extend no bit-vector (native),
// and of a disjunction (the inlining's interpretation of a location it
// removed, one disjunct per path), the lemmas common to every disjunct
// and the disjunction of each disjunct's lemmas.
func modularLemmas(f *chc.Factory, phi *chc.Term) []*chc.Term {
	if phi.Op() != chc.OpOr {
		var out []*chc.Term
		for _, c := range chc.Conjuncts(preprocess.ModularReading(f, phi, true)) {
			if c.Op() == chc.OpOr {
				out = append(out, modularLemmas(f, c)...)
			} else if native(c) {
				out = append(out, c)
			}
		}
		return out
	}
	var common map[*chc.Term]bool
	var order []*chc.Term
	ors := make([]*chc.Term, 0, phi.NumArgs())
	for i, d := range phi.Args() {
		ls := modularLemmas(f, d)
		ors = append(ors, f.And(ls...))
		in := make(map[*chc.Term]bool, len(ls))
		for _, l := range ls {
			in[l] = true
		}
		if i == 0 {
			common, order = in, ls
			continue
		}
		for l := range common {
			if !in[l] {
				delete(common, l)
			}
		}
	}
	var out []*chc.Term
	for _, l := range order {
		if common[l] {
			out = append(out, l)
		}
	}
	return append(out, f.Or(ors...))
}

// native reports whether phi extends no bit-vector to a wider one: its
// checks are those Z3's bit-blasting takes in its stride.
func native(phi *chc.Term) bool {
	wide := false
	chc.Walk(phi, func(u *chc.Term) bool {
		if op := u.Op(); op == chc.OpSignExt || op == chc.OpZeroExt {
			wide = true
		}
		return !wide
	})
	return !wide
}

// shareLemmas offers each predicate of s the lemmas of every predicate
// with its parameter sorts too, in the same positions: in the systems of
// programs, such predicates are locations over the same variables, and a
// location the integer model says little of (one the inlining removed,
// whose interpretation comes back as true) needs the loop's lemmas
// (a loop body the inlining removed comes back as true). Houdini drops
// what does not hold.
func shareLemmas(s *chc.System, lemmas chc.Model) chc.Model {
	f := s.Terms
	key := func(p *chc.Pred) string {
		var b strings.Builder
		for _, so := range p.Params {
			b.WriteString(so.String())
			b.WriteByte(' ')
		}
		return b.String()
	}
	groups := map[string][]*chc.Pred{}
	for _, p := range s.Preds {
		if _, ok := lemmas[p]; ok {
			groups[key(p)] = append(groups[key(p)], p)
		}
	}
	out := make(chc.Model, len(lemmas))
	for p, in := range lemmas {
		body := []*chc.Term{in.Body}
		for _, q := range groups[key(p)] {
			if q == p {
				continue
			}
			other := lemmas[q]
			sub := make(map[*chc.Term]*chc.Term, len(other.Params))
			for k, x := range other.Params {
				sub[x] = in.Params[k]
			}
			body = append(body, f.Subst(other.Body, sub))
		}
		out[p] = chc.Interp{Params: in.Params, Body: f.And(body...)}
	}
	return out
}

// transfer runs Houdini over the bits (base) with lemmas as candidates,
// within v.Transfer of its own time (by Clock), and returns its summary
// when it is a model of base. The models of the translation that assumes no
// overflow fail on the bits where an overflow matters, yet most of their
// lemmas hold there, and others do when read modulo the width:
// a + b = 3·i fails over the integers once a wraps and holds modulo
// 2^32. Keeping what is inductive is cheaper than making the
// broken clause exact, which gives PDR quotients to reason about. When
// the lemmas alone give no model, the lemmas guarded by the extreme values
// of the inputs (guardLemmas) get the rest of the budget: tried first,
// their many candidates can take the whole budget.
func (v *ViaInt) transfer(ctx context.Context, base *chc.System, lemmas chc.Model, stats *result.Stats) (chc.Model, bool) {
	hctx, stop := result.WithBudget(ctx, v.Transfer, v.Clock)
	defer stop()
	stats.Add("wrap transfers", 1)
	lemmas = shareLemmas(base, lemmas)
	if m, ok := v.houdiniOnBits(hctx, base, lemmas, "lemmas", stats); ok || hctx.Err() != nil {
		return m, ok
	}
	guarded, ok := guardLemmas(base, lemmas)
	if !ok {
		return nil, false
	}
	stats.Add("wrap guarded transfers", 1)
	return v.houdiniOnBits(hctx, base, guarded, "guarded lemmas", stats)
}

// houdiniOnBits runs Houdini over base with lemmas as candidates, and
// returns its summary when it is a model of base; what names the
// candidates in the log. Beside the candidates, the summary holds the
// equalities modulo the width that the counterexamples' points satisfy,
// of all of them and of those where each loop condition holds or fails
// (houdini.Options.BitVecEqualities, Guards): a product program's
// copies keep x2 = x1 + i while both loops run and x1 = x2 once the
// first has ended, however often the sums wrap, where the model without
// overflow has only the inequalities that assume they do not (the
// product programs of docs/strategy.md).
func (v *ViaInt) houdiniOnBits(hctx context.Context, base *chc.System, lemmas chc.Model, what string, stats *result.Stats) (chc.Model, bool) {
	log := logOrDiscard(v.Logger)
	for p, in := range lemmas {
		log.Debug("candidates over the bits", "pred", p.Name, "from", what, "lemmas", in.Body)
	}
	h, err := houdini.Infer(hctx, base, houdini.Options{NewSolver: v.NewSolver, Candidates: lemmas, ModelOnly: true, Stats: stats,
		BitVecEqualities: true, Guards: true})
	switch {
	case hctx.Err() != nil:
		log.Info("houdini over the bits", "from", what, "outcome", "over budget", "budget", v.Transfer)
		return nil, false
	case err != nil:
		log.Info("houdini over the bits", "from", what, "outcome", "failed", "err", err)
		return nil, false
	case h.Abandoned:
		log.Info("houdini over the bits", "from", what, "outcome", "abandoned: a query fails", "candidates", h.Candidates)
		return nil, false
	case !h.Complete:
		log.Info("houdini over the bits", "from", what, "outcome", "no model", "kept", h.Kept, "candidates", h.Candidates)
		for p, in := range h.Model {
			log.Debug("kept over the bits", "pred", p.Name, "summary", in.Body)
		}
		return nil, false
	}
	log.Info("houdini over the bits", "from", what, "outcome", "a model", "kept", h.Kept, "candidates", h.Candidates)
	stats.Add("wrap transfer models", 1)
	return h.Model, true
}

// guardLemmas adds to each predicate's lemmas, for every argument its
// loops never change (an input of the program, such as a bound n) and
// every extreme value of that argument's width (signed and unsigned
// minimum and maximum), each lemma guarded by the argument's taking that
// value: x = v ∨ l. A lemma of the integers fails on the bits where a
// value wraps, and a program's loop wraps for an input at an extreme: a
// loop "while i ≤ n" never ends when n is the signed maximum, and what
// holds of i and its partners from the integers holds for every other n
// (a product program's i1 + i2 = n1 and j1 = j2 hold over the bits
// unless n1 = 2^31 - 1). Houdini keeps the guarded lemmas that hold where the
// lemmas themselves do not. It reports whether any predicate has such
// an argument.
func guardLemmas(s *chc.System, lemmas chc.Model) (chc.Model, bool) {
	f := s.Terms
	out := make(chc.Model, len(lemmas))
	guarded := false
	for p, in := range lemmas {
		var guards []*chc.Term
		for _, k := range frozenBits(s, p) {
			x := in.Params[k]
			w := p.Params[k].Width()
			one := big.NewInt(1)
			smax := new(big.Int).Sub(new(big.Int).Lsh(one, uint(w-1)), one)
			smin := new(big.Int).Lsh(one, uint(w-1))
			umax := new(big.Int).Sub(new(big.Int).Lsh(one, uint(w)), one)
			for _, v := range []*big.Int{smax, smin, umax, new(big.Int)} {
				guards = append(guards, f.Eq(x, f.BV(v, w)))
			}
		}
		if len(guards) == 0 {
			out[p] = in
			continue
		}
		guarded = true
		cs := chc.Conjuncts(in.Body)
		body := slices.Clone(cs)
		for _, g := range guards {
			for _, c := range cs {
				body = append(body, f.Or(g, c))
			}
		}
		out[p] = chc.Interp{Params: in.Params, Body: f.And(body...)}
	}
	return out, guarded
}

// frozenBits returns the bit-vector argument positions of p that every
// clause between predicates of p's signature passes on unchanged (the
// same variable at that position in the head and in each body atom of
// that signature): in a program's system, such predicates are locations
// over the same variables, and a loop may pass through several of them.
// None when no such clause has p's signature in its body.
func frozenBits(s *chc.System, p *chc.Pred) []int {
	same := func(q *chc.Pred) bool { return slices.Equal(q.Params, p.Params) }
	var ks []int
	for k, fr := range preprocess.Frozen(s.Clauses, p, same, chc.Sort.IsBitVec) {
		if fr {
			ks = append(ks, k)
		}
	}
	return ks
}

// mapWitness maps r's model or derivation through back.
func mapWitness(ctx context.Context, back preprocess.BackMap, r result.Result, ns smt.NewSolver) (result.Result, error) {
	var err error
	switch r.Status {
	case chc.Unsat:
		r.Derivation, err = back.Derivation(ctx, r.Derivation, ns)
	case chc.Sat:
		r.Model, err = back.Model(ctx, r.Model, ns)
	}
	return r, err
}

// logOrDiscard is l, or a logger that discards when l is nil.
func logOrDiscard(l *slog.Logger) *slog.Logger {
	if l == nil {
		return slog.New(slog.DiscardHandler)
	}
	return l
}

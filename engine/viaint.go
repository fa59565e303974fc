package engine

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"

	"github.com/horn-chc/horn/chc"
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
// once. Auto runs it beside the engines that work on the bits, since the
// translation helps some systems (integer invariants, PDR's
// generalisation over linear arithmetic) and hurts others.
type ViaInt struct {
	Inner Engine
	// NewSolver serves the back maps and, with WrapAssumed, the checks of
	// models against the bits; nil when none needs a solver.
	NewSolver smt.NewSolver
	// Logger receives the translation's outcome (Info); nil: none.
	Logger *slog.Logger
	// Given marks the member that auto gives the system as the driver was
	// given it, not preprocessed (SlicedMember.Source): it simplifies and
	// slices the bits before the translation, since after it every clause
	// asserts the range of each of its variables, which keeps the slicing
	// of the integers from dropping arguments the bits' slicing drops
	// (dillig-09: 912 arguments, 199 after slicing the bits, 832 after
	// slicing the translation).
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
}

// Name is "int-" followed by the inner engine's name, "given-int-" when
// Given is set, and "nowrap-" before either when overflow is assumed away.
func (v *ViaInt) Name() string {
	return viaIntName(v.Given, v.Wrap, v.Inner.Name())
}

// viaIntName is the name of ViaInt with these options around inner.
func viaIntName(given bool, wrap preprocess.Wrap, inner string) string {
	name := "int-" + inner
	if given {
		name = "given-" + name
	}
	if wrap == preprocess.WrapAssumed {
		name = "nowrap-" + name
	}
	return name
}

// MaxWrapRounds bounds ViaInt's rounds with WrapAssumed: each round
// whose model fails on the bits makes the clause it breaks exact.
const MaxWrapRounds = 8

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
// one of s; after MaxWrapRounds, or when the broken clause is exact
// already, the member gives up.
func (v *ViaInt) Solve(ctx context.Context, s *chc.System) (Result, error) {
	log := logOrDiscard(v.Logger)
	base, baseBack := s, preprocess.BackMap(preprocess.Identity)
	if v.Given {
		pre, err := preprocess.Pipeline{Passes: []preprocess.Pass{preprocess.Simplify{}, preprocess.Slice{}}}.Run(ctx, s)
		if err != nil {
			if ctx.Err() != nil {
				return result.Stopped(ctx), nil
			}
			return Result{Status: chc.Unknown}, fmt.Errorf("simplifying the bits: %w", err)
		}
		base, baseBack = pre.System, pre.Back
	}
	exact := map[*chc.Clause]bool{}
	stats := result.NewStats()
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
			err := Validate(ctx, base, r, v.NewSolver)
			var bad *witness.Violation
			switch {
			case err == nil:
			case ctx.Err() != nil:
				r = result.Stopped(ctx)
				r.Stats = stats
				return r, nil
			case errors.As(err, &bad) && !exact[bad.Clause] && round < MaxWrapRounds:
				log.Info("an overflow breaks the model without it: that clause becomes exact", "round", round, "err", err)
				stats.Add("wrap rounds", 1)
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
// meets no variable with the coefficient 2^n (dillig-20 and -29, exact:
// no answer in 20 s with quotients, sat in under a second split).
func (v *ViaInt) round(ctx context.Context, base *chc.System, exact map[*chc.Clause]bool) (Result, error) {
	log := logOrDiscard(v.Logger)
	passes := append([]preprocess.Pass{preprocess.BV2Int{Wrap: v.Wrap, Exact: exact}, preprocess.SplitLocals{}}, preprocess.Default().Passes...)
	pipe := preprocess.Pipeline{Passes: append(passes, v.Passes...)}
	pre, err := pipe.Run(ctx, base)
	if err != nil {
		if ctx.Err() != nil {
			return result.Stopped(ctx), nil
		}
		return Result{Status: chc.Unknown}, fmt.Errorf("bv2int: %w", err)
	}
	note := ""
	for _, st := range pre.Stats {
		if st.Pass == (preprocess.BV2Int{}).Name() {
			note = st.Note
			break
		}
	}
	if slices.Contains(chc.Classify(pre.System).Theories, chc.TheoryBV) {
		why := "bit-vectors remain"
		if note != "" {
			why = note
		}
		log.Info("bv2int does not apply", "reason", why)
		return result.Unknown(result.GaveUp, "bv2int does not apply: %s", why), nil
	}
	log.Info("translated to integers", "note", note,
		"clauses", len(pre.System.Clauses), "predicates", len(pre.System.Preds))
	r, err := SolveSafely(ctx, v.Inner, pre.System)
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

// lift maps r back through back, checking every node; an answer that does
// not map back becomes Unknown, saying what it was mapped back through.
func (v *ViaInt) lift(ctx context.Context, back preprocess.BackMap, r Result, through string) Result {
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

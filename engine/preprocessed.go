package engine

import (
	"context"
	"time"

	"horn/chc"
	"horn/preprocess/inline"
)

// Inlined runs Inner on the system with its inlinable predicates resolved
// away (preprocess.Inline) and maps the witness back to the given system.
// When a model cannot be mapped back (Eliminate left a local variable),
// Inner solves the original system instead. Run still validates the
// mapped witness against the original system.
type Inlined struct {
	Inner     Engine
	Options   inline.Options
	Eliminate func(f *chc.Factory, vars []*chc.Term, body *chc.Term) (*chc.Term, []*chc.Term, error)
}

// Name is the inner engine's name.
func (e *Inlined) Name() string { return e.Inner.Name() }

// Solve inlines, solves, and maps the answer back.
func (e *Inlined) Solve(ctx context.Context, s *chc.System) (Result, error) {
	start := time.Now()
	pre, bm := inline.Inline(s, e.Options)
	took := time.Since(start)
	if bm.Eliminated() == 0 {
		return e.Inner.Solve(ctx, s)
	}
	r, err := e.Inner.Solve(ctx, pre)
	if err != nil {
		return r, err
	}
	if r.Stats == nil {
		r.Stats = NewStats()
	}
	r.Stats.Add("inlined predicates", int64(bm.Eliminated()))
	r.Stats.Add("clauses after inlining", int64(len(pre.Clauses)))
	r.Stats.SetDuration("inlining time", took)
	switch r.Status {
	case chc.Unsat:
		d, err := bm.Derivation(r.Derivation)
		if err != nil {
			return Result{Status: chc.Unknown, Reason: "bug: " + err.Error(), Stats: r.Stats}, nil
		}
		r.Derivation = d
	case chc.Sat:
		var elim inline.Eliminate
		if e.Eliminate != nil {
			elim = func(vars []*chc.Term, body *chc.Term) (*chc.Term, []*chc.Term, error) {
				return e.Eliminate(s.Terms, vars, body)
			}
		}
		m, err := bm.Model(r.Model, elim)
		if err != nil {
			// The inlined system is safe, so the original is too, but
			// horn prints only answers it can witness: solve the original.
			stats := r.Stats
			r2, err2 := e.Inner.Solve(ctx, s)
			if r2.Stats != nil {
				stats.Merge(r2.Stats)
			}
			r2.Stats = stats
			stats.Add("inlining model fallbacks", 1)
			return r2, err2
		}
		r.Model = m
	}
	return r, nil
}

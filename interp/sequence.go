package interp

import (
	"context"
	"time"

	"github.com/horn-chc/horn/chc"
)

// Sequence returns a sequence interpolant of as, Bool terms whose
// conjunction is unsatisfiable: n+1 formulas I_0 … I_n for n = len(as),
// with I_0 = true, I_n = false, I_{k-1} ∧ as[k-1] ⇒ I_k, and every
// variable of I_k occurring both in as[:k] and in as[k:]. When the
// conjunction is satisfiable it fails with ErrSatisfiable (wrapped).
//
// It chains binary interpolants: I_k interpolates I_{k-1} ∧ as[k-1] and
// the conjunction of as[k:], which is unsatisfiable because I_{k-1} and
// as[k-1:] are.
func (p *Interpolator) Sequence(ctx context.Context, as []*chc.Term) ([]*chc.Term, error) {
	start := time.Now()
	defer func() { p.stats.Time += time.Since(start) }()
	is, err := p.sequence(ctx, as)
	if err != nil {
		return nil, err
	}
	return is, p.verify(ctx, func(s CheckSolver) error { return CheckSequence(ctx, s, p.f, as, is) })
}

func (p *Interpolator) sequence(ctx context.Context, as []*chc.Term) ([]*chc.Term, error) {
	n := len(as)
	is := make([]*chc.Term, n+1)
	is[0] = p.f.True()
	for k := 1; k <= n; k++ {
		i, err := p.binary(ctx, p.f.And(is[k-1], as[k-1]), p.f.And(as[k:]...))
		if err != nil {
			return nil, err
		}
		is[k] = i
	}
	if !is[n].IsFalse() {
		// A ⇒ I and I ∧ true unsat make I unsatisfiable, so false is as good.
		is[n] = p.f.False()
	}
	return is, nil
}

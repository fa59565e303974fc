package result

import (
	"context"
	"time"
)

// budgetPoll is how often WithBudget reads its clock.
const budgetPoll = 20 * time.Millisecond

// WithBudget returns a context done with ctx or once clock has advanced
// by budget from now; budget 0 (or less) or a nil clock: ctx itself. An
// engine's budget counts the clock it is handed: its own time in a
// portfolio's turns, or the process's CPU time. stop releases the watch.
func WithBudget(ctx context.Context, budget time.Duration, clock func() time.Duration) (_ context.Context, stop context.CancelFunc) {
	if budget <= 0 || clock == nil {
		return ctx, func() {}
	}
	cctx, cancel := context.WithCancel(ctx)
	start := clock()
	go func() {
		t := time.NewTicker(budgetPoll)
		defer t.Stop()
		for {
			select {
			case <-cctx.Done():
				return
			case <-t.C:
				if clock()-start >= budget {
					cancel()
					return
				}
			}
		}
	}()
	return cctx, cancel
}

package memwatch

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// ErrBudget is the cancellation cause when the budget is reached.
var ErrBudget = errors.New("memory budget reached")

// BudgetError is the cause with the figures.
type BudgetError struct {
	Budget, RSS uint64 // bytes
}

func (e *BudgetError) Error() string {
	return fmt.Sprintf("memory budget reached: %d MiB resident, budget %d MiB", e.RSS>>20, e.Budget>>20)
}

// Is makes errors.Is(err, ErrBudget) hold.
func (e *BudgetError) Is(target error) bool { return target == ErrBudget }

// Interval is the shortest wait between two reads of the RSS, near the
// budget; far from it the reads are further apart (Wait).
const Interval = 20 * time.Millisecond

// maxInterval is the longest wait between two reads of the RSS.
const maxInterval = 500 * time.Millisecond

// growth is the fastest the resident set is taken to grow, in bytes per
// second: faster than Go's heap and Z3's tables grow on two cores (a Z3
// context's 17 MB take about 10 ms to fault in).
const growth = 4 << 30

// Wait is how long a watcher may wait after reading rss bytes before it
// reads again to catch the resident set reaching limit bytes: the time
// the headroom lasts at the growth rate, between Interval and
// maxInterval. Each read wakes the process; at every Interval they cost
// 10–15% of the CPU of a short run on a loaded machine (issue 50).
func Wait(rss, limit uint64) time.Duration {
	if rss >= limit {
		return Interval
	}
	d := time.Duration(float64(limit-rss) / growth * float64(time.Second))
	return min(max(d, Interval), maxInterval)
}

// Watch returns a context cancelled with a *BudgetError cause when the
// process's RSS reaches budget bytes (budget 0: never), and a stop
// function that ends the watch. rss reads the resident size; nil means
// RSS.
func Watch(ctx context.Context, budget uint64, rss func() (uint64, error)) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(ctx)
	if budget == 0 {
		return ctx, func() { cancel(nil) }
	}
	if rss == nil {
		rss = RSS
	}
	quit := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTimer(Interval)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				n, err := rss()
				if err == nil && n >= budget {
					cancel(&BudgetError{Budget: budget, RSS: n})
					return
				}
				t.Reset(Wait(n, budget))
			}
		}
	}()
	return ctx, func() {
		close(quit)
		<-done
		cancel(nil)
	}
}

// Over reports whether the process's RSS is at or above limit bytes; an
// engine can give up early (limit 0: never).
func Over(limit uint64) bool {
	if limit == 0 {
		return false
	}
	n, err := RSS()
	return err == nil && n >= limit
}

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

// Interval is how often the RSS is read.
const Interval = 20 * time.Millisecond

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
		t := time.NewTicker(Interval)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				if n, err := rss(); err == nil && n >= budget {
					cancel(&BudgetError{Budget: budget, RSS: n})
					return
				}
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

package memwatch

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestRSS(t *testing.T) {
	n, err := RSS()
	if err != nil || n < 1<<20 || n > 1<<40 {
		t.Fatalf("RSS = %d, %v", n, err)
	}
	if !Over(1) || Over(0) || Over(1<<50) {
		t.Errorf("Over disagrees with RSS %d", n)
	}
}

// TestWatchCancels: a growing RSS past the budget cancels the context with
// the budget error as the cause; under it nothing happens.
func TestWatchCancels(t *testing.T) {
	var cur uint64 = 100
	ctx, stop := Watch(context.Background(), 1000, func() (uint64, error) { cur += 100; return cur, nil })
	defer stop()
	select {
	case <-ctx.Done():
	case <-time.After(5 * time.Second):
		t.Fatal("not cancelled")
	}
	var be *BudgetError
	if c := context.Cause(ctx); !errors.Is(c, ErrBudget) || !errors.As(c, &be) || be.RSS < 1000 {
		t.Fatalf("cause %v", c)
	}
	ctx2, stop2 := Watch(context.Background(), 1<<50, nil)
	time.Sleep(3 * Interval)
	stop2()
	if !errors.Is(context.Cause(ctx2), context.Canceled) || errors.Is(context.Cause(ctx2), ErrBudget) {
		t.Fatalf("under budget: cause %v", context.Cause(ctx2))
	}
}

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

// TestWait: the wait between two reads grows with the headroom left, from
// Interval at the budget to maxInterval far from it, and never lets the
// resident set grow past the budget at the growth rate unseen.
func TestWait(t *testing.T) {
	const budget = 4 << 30
	if w := Wait(budget, budget); w != Interval {
		t.Errorf("at the budget: %v, want %v", w, Interval)
	}
	if w := Wait(budget+1, budget); w != Interval {
		t.Errorf("over the budget: %v, want %v", w, Interval)
	}
	if w := Wait(budget-1<<20, budget); w != Interval {
		t.Errorf("1 MiB below the budget: %v, want %v", w, Interval)
	}
	if w := Wait(0, budget); w != maxInterval {
		t.Errorf("far below the budget: %v, want %v", w, maxInterval)
	}
	prev := time.Duration(0)
	for rss := uint64(budget); rss > 0; rss -= budget / 16 {
		w := Wait(rss, budget)
		if w < prev {
			t.Errorf("Wait(%d) = %v < %v: less headroom waited longer", rss, w, prev)
		}
		if seen := float64(budget-rss) / growth * float64(time.Second); w > Interval && float64(w) > seen+1 {
			t.Errorf("Wait(%d) = %v, but the headroom lasts %v", rss, w, time.Duration(seen))
		}
		prev = w
	}
}

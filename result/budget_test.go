package result

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// TestWithBudget: the context ends once the clock it is handed has
// advanced by the budget, not before; no budget or no clock is ctx.
func TestWithBudget(t *testing.T) {
	var now atomic.Int64
	clock := func() time.Duration { return time.Duration(now.Load()) }
	ctx, stop := WithBudget(context.Background(), time.Second, clock)
	defer stop()
	now.Store(int64(999 * time.Millisecond))
	select {
	case <-ctx.Done():
		t.Fatal("done before the clock reached the budget")
	case <-time.After(5 * budgetPoll):
	}
	now.Store(int64(time.Second))
	select {
	case <-ctx.Done():
	case <-time.After(time.Minute):
		t.Fatal("not done after the clock reached the budget")
	}
	bg := context.Background()
	if c, _ := WithBudget(bg, 0, clock); c != bg {
		t.Error("budget 0: a new context")
	}
	if c, _ := WithBudget(bg, time.Second, nil); c != bg {
		t.Error("no clock: a new context")
	}
}

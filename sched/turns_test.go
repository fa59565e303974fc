package sched

import (
	"context"
	"testing"
	"time"
)

// TestTurnsRunAtOnce: with two turns, two members hold one each at
// the same time, and a third waits until one of them gives its turn back.
func TestTurnsRunAtOnce(t *testing.T) {
	sl := newScheduler(1, 1, 1)
	sl.SetTurns(2)
	ctx := context.Background()
	if err := sl.acquire(ctx, 0); err != nil {
		t.Fatal(err)
	}
	got := make(chan int, 2)
	for _, i := range []int{1, 2} {
		go func() {
			if err := sl.acquire(ctx, i); err != nil {
				t.Error(err)
			}
			got <- i
		}()
	}
	first := <-got // one of 1 and 2 gets the second turn at once
	select {
	case i := <-got:
		t.Fatalf("members 0, %d and %d hold turns at once; two turns allow two", first, i)
	case <-time.After(3 * defaultPatience):
	}
	sl.release(0, time.Millisecond)
	select {
	case <-got:
	case <-time.After(time.Minute):
		t.Fatal("the third member never got the turn member 0 gave back")
	}
	sl.mu.Lock()
	defer sl.mu.Unlock()
	if sl.nbusy != 2 {
		t.Errorf("%d turns held, want 2", sl.nbusy)
	}
}

// TestOneTurnHoldsBack: with the default single turn, a second
// member waits while the first holds the turn (the one-core behaviour
// --jobs 1 keeps), and with as many turns as members neither waits even
// when one is far ahead of the other in its use.
func TestOneTurnHoldsBack(t *testing.T) {
	for _, turns := range []int{1, 2} {
		sl := newScheduler(1, 1)
		sl.SetTurns(turns)
		sl.charge(1, time.Second) // member 1 far ahead of member 0
		if err := sl.acquire(context.Background(), 0); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*defaultPatience)
		err := sl.acquire(ctx, 1)
		cancel()
		if (err == nil) != (turns == 2) {
			t.Errorf("%d turns: member 1 acquired: %v, want %v", turns, err == nil, turns == 2)
		}
	}
}

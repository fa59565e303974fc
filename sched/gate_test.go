package sched

import (
	"context"
	"testing"
	"time"
)

// TestGate: a bit-level member's first turn waits while another
// member holds the turn and comes once it is released; the member then
// holds the turn until it enters the gate again or ends, and that time
// counts as its use; a cancelled wait fails.
func TestGate(t *testing.T) {
	s := newScheduler(1, 1)
	if err := s.acquire(context.Background(), 0); err != nil {
		t.Fatal(err)
	}
	g := s.Gate(1)
	entered := make(chan error, 1)
	go func() { entered <- g.Begin(context.Background()) }()
	select {
	case <-entered:
		t.Fatal("member 1 began while member 0 held the turn")
	case <-time.After(50 * time.Millisecond):
	}
	s.release(0, time.Millisecond)
	select {
	case err := <-entered:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Minute):
		t.Fatal("member 1 never began after the turn was released")
	}
	s.mu.Lock()
	busy := s.nbusy > 0
	s.mu.Unlock()
	if !busy {
		t.Error("the turn is free while member 1 holds it")
	}
	time.Sleep(5 * time.Millisecond) // work outside the SAT search counts
	g.Leave(time.Millisecond)        // ends nothing
	g.End()
	if got := s.Used(1); got < 5*time.Millisecond {
		t.Errorf("member 1 used %v, want at least the 5ms it held the turn", got)
	}
	used := s.Used(1)
	ctx, cancel := context.WithCancel(context.Background())
	if err := s.acquire(ctx, 0); err != nil {
		t.Fatal(err)
	}
	go func() { entered <- g.Enter(ctx) }()
	cancel()
	if err := <-entered; err == nil {
		t.Error("Enter succeeded after its context was cancelled while another held the turn")
	}
	g.End() // holds nothing: no effect
	if got := s.Used(1); got != used {
		t.Errorf("member 1 used %v after a failed Enter, %v before", got, used)
	}
}

// TestGateRest: a member that rests gives its turn back and gets
// none until the run has used the rest's time (here a wall clock), while
// another member is unfinished; then it takes its next turn.
func TestGateRest(t *testing.T) {
	s := newScheduler(1, 1)
	s.clock = wallClock()
	s.Begin(context.Background(), nil, nil)
	g := s.Gate(1)
	if err := g.Begin(context.Background()); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	rested := make(chan time.Duration, 1)
	go func() {
		if err := g.Rest(context.Background(), 200*time.Millisecond); err != nil {
			t.Error(err)
		}
		rested <- time.Since(start)
		g.End()
	}()
	// Member 0 takes turns meanwhile: the rest gave the turn back.
	for time.Since(start) < 300*time.Millisecond {
		if err := s.acquire(context.Background(), 0); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Millisecond)
		s.release(0, time.Millisecond)
	}
	if d := <-rested; d < 200*time.Millisecond {
		t.Errorf("the member's turn came back after %v, want >= 200ms", d)
	}
}

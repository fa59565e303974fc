package engine

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/sat"
	"github.com/horn-chc/horn/satbmc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// TestSlicesGate: a bit-level member's first turn waits while another
// member holds the turn and comes once it is released; the member then
// holds the turn until it enters the gate again or ends, and that time
// counts as its use; a cancelled wait fails.
func TestSlicesGate(t *testing.T) {
	s := NewSlices(1, 1)
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

// TestSlicedBitsMember: a sliced portfolio runs a member built by Bits
// (satbmc) with its gate, which answers the bit-vector fixture and whose
// searches count as its use; New and Bits together are refused.
func TestSlicedBitsMember(t *testing.T) {
	file := filepath.Join("..", "testdata", "engines", "bv-wrap-unsafe.smt2")
	sys, err := smtlib2.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewSliced(z3.NewSolver, SlicedMember{Weight: 1, Bits: func(g sat.Gate) Engine {
		return satbmc.New(satbmc.Options{Gate: g})
	}})
	if err != nil {
		t.Fatal(err)
	}
	if got := slicedName(p); got != "satbmc:1" {
		t.Errorf("members %q, want satbmc:1", got)
	}
	r, err := p.Solve(context.Background(), sys)
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("got %s (%s) %v, want unsat", r.Status, r.Reason, err)
	}
	if p.slices.Used(0) <= 0 {
		t.Error("the SAT searches did not count as the member's use")
	}
	_, err = NewSliced(z3.NewSolver, SlicedMember{Weight: 1,
		New:  func(smt.NewSolver) Engine { return nil },
		Bits: func(sat.Gate) Engine { return nil }})
	if err == nil || !strings.Contains(err.Error(), "exactly one") {
		t.Errorf("New and Bits together: %v, want an error", err)
	}
}

// TestSlicesGateRest: a member that rests gives its turn back and gets
// none until the run has used the rest's time (here a wall clock), while
// another member is unfinished; then it takes its next turn.
func TestSlicesGateRest(t *testing.T) {
	s := NewSlices(1, 1)
	s.clock = wallClock()
	s.begin(context.Background(), discard, nil)
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

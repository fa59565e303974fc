package smt

import (
	"context"
	"testing"
)

// TestPauseProtocol: a Pause stopped before a check attaches stops it at
// once; a detached check is resumed (its flag cleared) but the Pause stays
// stopped for the next; Resume reaches only the attached check.
func TestPauseProtocol(t *testing.T) {
	var p Pause
	if PauseFrom(context.Background()) != nil {
		t.Fatal("a context without a Pause carries one")
	}
	if PauseFrom(WithPause(context.Background(), &p)) != &p {
		t.Fatal("WithPause's context does not carry its Pause")
	}
	stops, resumes := 0, 0
	attach := func() { p.Attach(func() { stops++ }, func() { resumes++ }) }

	attach()
	p.Stop()
	p.Stop() // stopping twice stops once
	if stops != 1 {
		t.Fatalf("%d stops after Stop, Stop; want 1", stops)
	}
	p.Resume()
	if resumes != 1 {
		t.Fatalf("%d resumes after Resume; want 1", resumes)
	}
	p.Detach()

	p.Stop() // nothing attached: remembered
	if stops != 1 {
		t.Fatalf("Stop with nothing attached called a stop")
	}
	attach()
	if stops != 2 {
		t.Fatalf("a check attaching to a stopped Pause was not stopped")
	}
	p.Detach()
	if resumes != 2 {
		t.Fatalf("a stopped check detaching was not resumed (its flag stays set)")
	}
	p.Resume() // nothing attached: no call
	if resumes != 2 {
		t.Fatalf("Resume with nothing attached called a resume")
	}
	attach()
	if stops != 2 {
		t.Fatalf("a check attaching to a resumed Pause was stopped")
	}
	p.Detach()
}

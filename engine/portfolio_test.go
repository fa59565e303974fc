package engine_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// fake is an engine that answers after a delay, or waits for cancellation.
type fake struct {
	name      string
	delay     time.Duration
	result    engine.Result
	block     bool   // wait for ctx instead of answering
	onStart   func() // called when Solve starts, if set
	cancelled atomic.Bool
}

func (f *fake) Name() string { return f.name }

func (f *fake) Solve(ctx context.Context, s *chc.System) (engine.Result, error) {
	if f.onStart != nil {
		f.onStart()
	}
	if f.block {
		<-ctx.Done()
		f.cancelled.Store(true)
		return engine.Result{Status: chc.Unknown, Reason: "interrupted"}, nil
	}
	select {
	case <-time.After(f.delay):
		return f.result, nil
	case <-ctx.Done():
		f.cancelled.Store(true)
		return engine.Result{Status: chc.Unknown, Reason: "interrupted"}, nil
	}
}

func readExample(t *testing.T, name string) *chc.System {
	t.Helper()
	s, err := smtlib2.ParseFile("../examples/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// realUnsat solves examples/unsafe.smt2 with BMC for a genuine derivation.
func realUnsat(t *testing.T, s *chc.System) engine.Result {
	t.Helper()
	r, err := bmc.New(bmc.Options{NewSolver: z3.NewSolver, MaxDepth: 30}).Solve(context.Background(), s)
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("bmc on unsafe.smt2: %v %v", r.Status, err)
	}
	return r
}

// bogusModel interprets every predicate of s as false: no model of a
// system with facts.
func bogusModel(s *chc.System) chc.Model {
	f := s.Terms
	bogus := chc.Model{}
	for _, p := range s.Preds {
		params := make([]*chc.Term, p.Arity())
		for i, srt := range p.Params {
			params[i] = f.Var("v"+string(rune('a'+i)), srt)
		}
		bogus[p] = chc.Interp{Params: params, Body: f.False()}
	}
	return bogus
}

// TestPortfolioIgnoresInvalidAnswer: a fast member with a bogus model must
// not win; the slower member's validated derivation does.
func TestPortfolioIgnoresInvalidAnswer(t *testing.T) {
	s := readExample(t, "unsafe.smt2")
	good := realUnsat(t, s)
	liar := &fake{name: "liar", result: engine.Result{Status: chc.Sat, Model: bogusModel(s)}}
	slow := &fake{name: "slow", delay: 50 * time.Millisecond, result: good}
	p := &engine.Portfolio{NewSolver: z3.NewSolver, Members: []engine.Engine{liar, slow}}
	r, err := p.Solve(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Unsat {
		t.Fatalf("portfolio answered %v (%s), want unsat", r.Status, r.Reason)
	}
	if r.Stats.Count("winner slow") != 1 {
		t.Fatal("winner not recorded in stats")
	}
}

// TestPortfolioCancelsLosers: once a member wins, the others are cancelled
// and Solve returns without waiting for them to finish on their own.
func TestPortfolioCancelsLosers(t *testing.T) {
	s := readExample(t, "unsafe.smt2")
	good := realUnsat(t, s)
	waiter := &fake{name: "waiter", block: true}
	winner := &fake{name: "winner", delay: 10 * time.Millisecond, result: good}
	p := &engine.Portfolio{NewSolver: z3.NewSolver, Members: []engine.Engine{waiter, winner}}
	start := time.Now()
	r, err := p.Solve(context.Background(), s)
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("got %v %v", r.Status, err)
	}
	if !waiter.cancelled.Load() {
		t.Fatal("losing member was not cancelled")
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("took %v", d)
	}
	if !strings.HasPrefix(p.Name(), "portfolio(waiter,winner") {
		t.Fatalf("name %q", p.Name())
	}
}

// TestPortfolioAllUnknown: with no definite answer the reasons of all
// members are reported.
func TestPortfolioAllUnknown(t *testing.T) {
	s := readExample(t, "counter.smt2")
	a := &fake{name: "a", result: engine.Result{Status: chc.Unknown, Reason: "gave up A"}}
	b := &fake{name: "b", result: engine.Result{Status: chc.Unknown, Reason: "gave up B"}}
	r, err := (&engine.Portfolio{NewSolver: z3.NewSolver, Members: []engine.Engine{a, b}}).Solve(context.Background(), s)
	if err != nil || r.Status != chc.Unknown {
		t.Fatalf("got %v %v", r.Status, err)
	}
	if !strings.Contains(r.Reason, "gave up A") || !strings.Contains(r.Reason, "gave up B") {
		t.Fatalf("reason %q lacks the members' reasons", r.Reason)
	}
	if _, err := (&engine.Portfolio{}).Solve(context.Background(), s); err == nil {
		t.Fatal("empty portfolio: want an error")
	}
}

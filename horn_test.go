package horn_test

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
)

const counterSrc = `(set-logic HORN)
(declare-fun inv (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (inv x))))
(assert (forall ((x Int) (y Int)) (=> (and (inv x) (= y (+ x 2))) (inv y))))
(assert (forall ((x Int)) (=> (and (inv x) (= x 7)) false)))
(check-sat)`

// badSystems are systems a Go caller can build that no reader would
// return, each with the words the error must contain.
func badSystems(t *testing.T) []struct {
	name string
	s    *chc.System
	want string
} {
	t.Helper()
	parse := func() *chc.System {
		s, err := horn.Parse("counter.smt2", []byte(counterSrc))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	arity := parse() // inv applied to two arguments in the query
	q := arity.Clauses[2]
	q.Body[0].Args = append(q.Body[0].Args, arity.Terms.Int(1))

	foreign := parse() // the fact's constraint made by another factory
	other := chc.NewFactory()
	foreign.Clauses[0].Constraint = other.Eq(other.Var("x", chc.IntSort), other.Int(0))

	undeclared := parse() // a predicate used but not declared
	ghost := &chc.Pred{Name: "ghost", Params: []chc.Sort{chc.IntSort}}
	c := undeclared.Clauses[1]
	c.Head = &chc.Atom{Pred: ghost, Args: c.Head.Args}

	sorts := parse() // an Int predicate applied to a Bool
	sorts.Clauses[2].Body[0].Args[0] = sorts.Terms.True()

	noTerms := parse()
	noTerms.Terms = nil

	return []struct {
		name string
		s    *chc.System
		want string
	}{
		{"arity", arity, "inv takes 1 arguments, got 2"},
		{"foreign term", foreign, "does not come from the system's factory"},
		{"undeclared predicate", undeclared, "predicate ghost is not declared"},
		{"argument sort", sorts, "argument 1 of inv has sort Bool, want Int"},
		{"no factory", noTerms, "no term factory"},
		{"nil system", nil, "nil system"},
	}
}

// TestBadSystemsAreErrors: every entry point given a malformed system
// returns an error naming the problem; none panics.
func TestBadSystemsAreErrors(t *testing.T) {
	ctx := context.Background()
	for _, tc := range badSystems(t) {
		t.Run(tc.name, func(t *testing.T) {
			calls := map[string]func() error{
				"Solve": func() error {
					_, err := horn.Solve(ctx, tc.s, horn.Options{Engine: "pdr"})
					return err
				},
				"CheckModel": func() error { return horn.CheckModel(ctx, tc.s, chc.Model{}) },
				"CheckDerivation": func() error {
					return horn.CheckDerivation(ctx, tc.s, &chc.Derivation{})
				},
				"WriteModel": func() error { return horn.WriteModel(io.Discard, tc.s, chc.Model{}) },
			}
			for name, call := range calls {
				err := noPanic(t, name, call)
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("%s: error %v, want one containing %q", name, err, tc.want)
				}
			}
		})
	}
}

func noPanic(t *testing.T, name string, f func() error) (err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s panicked: %v", name, r)
		}
	}()
	return f()
}

// TestBadWitnessesAreErrors: a nil derivation or one whose nodes do not
// fit their clauses is an error of CheckDerivation, not a panic.
func TestBadWitnessesAreErrors(t *testing.T) {
	ctx := context.Background()
	s, err := horn.Parse("counter.smt2", []byte(counterSrc))
	if err != nil {
		t.Fatal(err)
	}
	for name, d := range map[string]*chc.Derivation{
		"nil":       nil,
		"no root":   {},
		"no values": {Root: &chc.DerivNode{Clause: s.Clauses[2]}},
		"no clause": {Root: &chc.DerivNode{}},
	} {
		err := noPanic(t, name, func() error { return horn.CheckDerivation(ctx, s, d) })
		if err == nil || strings.Contains(err.Error(), "panic") {
			t.Errorf("CheckDerivation(%s): error %v, want one naming the problem", name, err)
		}
	}
	if err := noPanic(t, "nil model", func() error { return horn.CheckModel(ctx, s, nil) }); err == nil {
		t.Error("CheckModel(nil model) of a system with a predicate: no error")
	}
	// A model over another factory's terms is checked by its meaning:
	// x mod 2 = 0 is a model, x >= 0 is not (7 is reachable from it).
	other := chc.NewFactory()
	x := other.Var("x", chc.IntSort)
	even := chc.Model{s.Preds[0]: {Params: []*chc.Term{x}, Body: other.Eq(other.MustApp(chc.OpMod, x, other.Int(2)), other.Int(0))}}
	if err := noPanic(t, "foreign model", func() error { return horn.CheckModel(ctx, s, even) }); err != nil {
		t.Errorf("CheckModel(x mod 2 = 0 over another factory): %v", err)
	}
	nonneg := chc.Model{s.Preds[0]: {Params: []*chc.Term{x}, Body: other.Le(other.Int(0), x)}}
	if err := noPanic(t, "foreign model", func() error { return horn.CheckModel(ctx, s, nonneg) }); err == nil {
		t.Error("CheckModel(x >= 0 over another factory): no error")
	}
}

// TestUnknownEngineNamesTheKnown: a bad engine name is an error that
// lists the engines of the table.
func TestUnknownEngineNamesTheKnown(t *testing.T) {
	s, err := horn.Parse("counter.smt2", []byte(counterSrc))
	if err != nil {
		t.Fatal(err)
	}
	_, err = horn.Solve(context.Background(), s, horn.Options{Engine: "spacer"})
	if err == nil {
		t.Fatal("engine spacer: no error")
	}
	for _, n := range engine.Names() {
		if !strings.Contains(err.Error(), n) {
			t.Errorf("error %q does not name engine %s", err, n)
		}
	}
}

// TestMemoryBudget: Options.Memory is a budget in bytes for the resident
// set, as horn solve's --memory: a budget below what the process already
// uses stops an endless search (BMC on a safe system whose unrolling
// never closes) with unknown and the reason, not an error.
func TestMemoryBudget(t *testing.T) {
	s, err := horn.Parse("counter.smt2", []byte(counterSrc))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	r, err := horn.Solve(ctx, s, horn.Options{Engine: "bmc", Memory: 1 << 20, NoPreprocess: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Unknown || !strings.Contains(r.Reason, "memory budget reached") {
		t.Errorf("BMC under a 1 MiB budget: %v (%s), want unknown with the budget as the reason", r.Status, r.Reason)
	}
}

package engine_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// brokenModels is a pass that keeps the system but cannot map models back,
// as when quantifier elimination gives up.
type brokenModels struct{}

func (brokenModels) Name() string { return "broken-models" }

func (brokenModels) Apply(_ context.Context, s *chc.System) (*chc.System, preprocess.BackMap, error) {
	return s, brokenBack{}, nil
}

type brokenBack struct{}

func (brokenBack) Model(context.Context, chc.Model, smt.NewSolver) (chc.Model, error) {
	return nil, errors.New("too many projections")
}

func (brokenBack) Derivation(_ context.Context, d *chc.Derivation, _ smt.NewSolver) (*chc.Derivation, error) {
	return d, nil
}

func readFixture(t *testing.T, name string) *chc.System {
	t.Helper()
	src, err := os.ReadFile("../testdata/engines/" + name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := smtlib2.Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestPreprocessedFallback: a model that does not map back is not printed;
// the system is solved again after the fallback pipeline, and that answer
// validates against the input.
func TestPreprocessedFallback(t *testing.T) {
	s := readFixture(t, "mutual-safe.smt2")
	opt := engine.Options{
		Engine:    pdr.New(pdr.Options{NewSolver: z3.NewSolver}),
		Pipeline:  preprocess.Pipeline{Passes: []preprocess.Pass{preprocess.Inline{}, brokenModels{}}},
		NewSolver: z3.NewSolver,
	}
	r, err := engine.Solve(context.Background(), s, opt)
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("got %s (%s), %v; want a validated sat", r.Status, r.Reason, err)
	}
	if n := r.Stats.Count("preprocess model fallbacks"); n != 1 {
		t.Fatalf("%d fallbacks, want 1", n)
	}
	// A fallback whose models do not map back either gives unknown, never
	// an unwitnessed sat.
	opt.Fallback = preprocess.Pipeline{Passes: []preprocess.Pass{brokenModels{}}}
	r, err = engine.Solve(context.Background(), s, opt)
	if err != nil || r.Status != chc.Unknown {
		t.Fatalf("got %s, %v; want unknown", r.Status, err)
	}
}

// TestPreprocessedUnsat: derivations of the preprocessed system come back
// as derivations of the input.
func TestPreprocessedUnsat(t *testing.T) {
	for _, name := range []string{"mutual-unsafe.smt2", "nested-unsafe.smt2", "fib-unsafe.smt2"} {
		s := readFixture(t, name)
		opt := engine.Options{Engine: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver}
		r, err := engine.Solve(context.Background(), s, opt)
		if err != nil || r.Status != chc.Unsat {
			t.Fatalf("%s: got %s (%s), %v; want a validated unsat", name, r.Status, r.Reason, err)
		}
	}
}

// independentChoices returns a safe system of n steps over k counters, in
// the shape of SLAyer's clauses: each step keeps or increments each counter
// by a Boolean of the previous state, independently of the others. The
// default pipeline inlines every predicate; rebuilding the interpretation
// of a step projects k independent two-way choices.
func independentChoices(n, k int) string {
	var decl, args, next, inc, init, sorts strings.Builder
	for i := 0; i < k; i++ {
		fmt.Fprintf(&decl, " (x%d Int) (y%d Int) (b%d Bool) (c%d Bool)", i, i, i, i)
		fmt.Fprintf(&args, " x%d b%d", i, i)
		fmt.Fprintf(&next, " y%d c%d", i, i)
		fmt.Fprintf(&inc, " (or (and b%d (= y%d (+ x%d 1))) (and (not b%d) (= y%d x%d)))", i, i, i, i, i, i)
		fmt.Fprintf(&init, " (= x%d 0)", i)
		sorts.WriteString(" Int Bool")
	}
	var b strings.Builder
	b.WriteString("(set-logic HORN)\n")
	for j := 0; j <= n; j++ {
		fmt.Fprintf(&b, "(declare-fun P%d (%s) Bool)\n", j, sorts.String())
	}
	fmt.Fprintf(&b, "(assert (forall (%s) (=> (and%s) (P0%s))))\n", decl.String(), init.String(), args.String())
	for j := 0; j < n; j++ {
		fmt.Fprintf(&b, "(assert (forall (%s) (=> (and (P%d%s)%s) (P%d%s))))\n", decl.String(), j, args.String(), inc.String(), j+1, next.String())
	}
	fmt.Fprintf(&b, "(assert (forall (%s) (=> (and (P%d%s) (< x0 0)) false)))\n(check-sat)\n", decl.String(), n, args.String())
	return b.String()
}

// TestPreprocessedIndependentChoices: the model of a system the default
// pipeline inlines away, whose interpretations have 2^k cubes as a whole
// but 2k in independent pieces, maps back without the fallback and
// validates against the input.
func TestPreprocessedIndependentChoices(t *testing.T) {
	s, err := smtlib2.Parse("choices.smt2", []byte(independentChoices(4, 10)))
	if err != nil {
		t.Fatal(err)
	}
	opt := engine.Options{Engine: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r, err := engine.Solve(ctx, s, opt)
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("got %s (%s), %v; want a validated sat", r.Status, r.Reason, err)
	}
	if n := r.Stats.Count("preprocess model fallbacks"); n != 0 {
		t.Fatalf("%d fallbacks, want the model mapped back", n)
	}
	if got := r.Stats.Count("preprocess predicates after"); got != 0 {
		t.Fatalf("%d predicates left after preprocessing, want all inlined", got)
	}
}

// sloppyDerivations is a pass that keeps the system and lifts
// derivations wrongly (one value off in the leaf) unless asked to check
// every node, or always when always is set: a stand-in for a pass whose
// unchecked lifting misses a repair.
type sloppyDerivations struct{ always bool }

func (p sloppyDerivations) Name() string { return "sloppy-derivations" }

func (p sloppyDerivations) Apply(_ context.Context, s *chc.System) (*chc.System, preprocess.BackMap, error) {
	return s, sloppyBack(p), nil
}

type sloppyBack sloppyDerivations

func (sloppyBack) Model(_ context.Context, m chc.Model, _ smt.NewSolver) (chc.Model, error) {
	return m, nil
}

func (b sloppyBack) Derivation(ctx context.Context, d *chc.Derivation, _ smt.NewSolver) (*chc.Derivation, error) {
	if preprocess.EveryNodeChecked(ctx) && !b.always {
		return d, nil
	}
	var off func(n *chc.DerivNode) *chc.DerivNode
	off = func(n *chc.DerivNode) *chc.DerivNode {
		m := *n
		m.Children = make([]*chc.DerivNode, len(n.Children))
		for i, k := range n.Children {
			m.Children[i] = off(k)
		}
		if len(n.Children) == 0 {
			m.Values = make(chc.Env, len(n.Values))
			for v, x := range n.Values {
				m.Values[v] = x
				if v.Sort() == chc.IntSort {
					m.Values[v] = chc.IntValue(big.NewInt(1000003))
				}
			}
		}
		return &m
	}
	return &chc.Derivation{Root: off(d.Root)}, nil
}

// TestSolveLiftsAgainChecked: a derivation lifted without checking each
// node that fails validation is lifted again checking every node, and the
// answer is the validated one; when that fails too, the answer is unknown.
func TestSolveLiftsAgainChecked(t *testing.T) {
	s := readFixture(t, "mutual-unsafe.smt2")
	for _, always := range []bool{false, true} {
		opt := engine.Options{
			Engine:    pdr.New(pdr.Options{NewSolver: z3.NewSolver}),
			Pipeline:  preprocess.Pipeline{Passes: []preprocess.Pass{sloppyDerivations{always: always}}},
			NewSolver: z3.NewSolver,
		}
		r, err := engine.Solve(context.Background(), s, opt)
		if err != nil {
			t.Fatal(err)
		}
		if n := r.Stats.Count("checked derivation liftings"); n != 1 {
			t.Errorf("always=%v: %d checked liftings, want 1", always, n)
		}
		want := chc.Unsat
		if always {
			want = chc.Unknown
		}
		if r.Status != want {
			t.Errorf("always=%v: got %s (%s), want %s", always, r.Status, r.Reason, want)
		}
	}
}

package pdr

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// TestSeedInit: the level-0 lemmas read off the fact clause hold in every
// initial state, and they pin down x = 0 ∧ y = 0 exactly.
func TestSeedInit(t *testing.T) {
	s := counterSystem()
	sr := testSearch(t, s, Options{})
	if err := sr.seedInit(); err != nil {
		t.Fatal(err)
	}
	p := sr.byPred[s.Preds[0]]
	if len(p.lemmas) != 4 {
		t.Fatalf("got %d lemmas, want 4 (x ≤ 0, 0 ≤ x, y ≤ 0, 0 ≤ y)", len(p.lemmas))
	}
	f := s.Terms
	sol, err := newSolver(f)
	if err != nil {
		t.Fatal(err)
	}
	defer sol.Close()
	x, y := p.params[0], p.params[1]
	conj := []*chc.Term{}
	for _, lm := range p.lemmas {
		if lm.level != 0 {
			t.Fatalf("lemma at level %d", lm.level)
		}
		conj = append(conj, lm.fml)
	}
	// The lemmas together are equivalent to the initial states.
	init := f.And(f.Eq(x, f.Int(0)), f.Eq(y, f.Int(0)))
	if err := sol.Assert(f.Not(f.Eq(f.And(conj...), init))); err != nil {
		t.Fatal(err)
	}
	if r, err := sol.Check(context.Background()); err != nil || r != smt.Unsat {
		t.Fatalf("lemmas %v not equivalent to init: %v %v", conj, r, err)
	}
	// No lemma for the query pseudo-predicate or a predicate without facts.
	if len(sr.query.lemmas) != 0 {
		t.Fatal("query got init lemmas")
	}
}

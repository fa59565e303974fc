package pdr

import (
	"context"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/witness"
)

func TestPropagateFindsFixpoint(t *testing.T) {
	s := counterSystem()
	sr := testSearch(t, s, Options{})
	f, p, q := sr.f, sr.preds[0], sr.query
	x, y := p.params[0], p.params[1]
	sr.top = 1
	// Valid at level 0 (only x = 0, y = 0): y < 1 and x < 2. The query is
	// blocked at level 1 by them.
	must(t, sr.addLemma(p, []*chc.Term{f.Le(f.Int(1), y)}, 0))
	must(t, sr.addLemma(p, []*chc.Term{f.Le(f.Int(2), x)}, 0))
	must(t, sr.addLemma(q, nil, 1))
	fix, err := sr.propagate()
	if err != nil {
		t.Fatal(err)
	}
	// y < 1 climbs to level 2 with the query's lemma; x < 2 does not hold
	// at level 1 and stays at 0; level 1 becomes empty.
	if fix != 1 {
		t.Fatalf("fixpoint at %d, want 1", fix)
	}
	levels := map[string]int{}
	for _, lm := range p.lemmas {
		levels[fmtCube(lm.cube)] = lm.level
	}
	if levels["[(<= 1 |pdr#p0.1|)]"] != 2 || levels["[(<= 2 |pdr#p0.0|)]"] != 0 {
		t.Errorf("lemma levels after propagation: %v", levels)
	}
	r := sr.safe(fix)
	if err := witness.CheckModel(context.Background(), s, r.Model, newSolver); err != nil {
		t.Errorf("model from the fixpoint: %v", err)
	}
}

func TestPropagateNoFixpoint(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	f, p := sr.f, sr.preds[0]
	sr.top = 0
	must(t, sr.addLemma(p, []*chc.Term{f.Le(f.Int(1), p.params[0])}, 0)) // x < 1 at level 0 only
	fix, err := sr.propagate()
	if err != nil {
		t.Fatal(err)
	}
	if fix != -1 || p.lemmas[0].level != 0 {
		t.Errorf("fixpoint %d, lemma level %d; want none and 0", fix, p.lemmas[0].level)
	}
}

// TestPushTogether: the lemmas of a level are pushed together, as in
// Houdini: of x ≤ 0, 0 ≤ x, y ≤ 0, 0 ≤ y at level 0, one check's model
// (some x ≥ 1) drops x ≤ 0 and one check pushes the other three to level 1
// (relative to themselves at level 0); a query per lemma would make four.
func TestPushTogether(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	f, p := sr.f, sr.preds[0]
	x, y := p.params[0], p.params[1]
	for _, l := range []*chc.Term{f.Le(f.Int(1), x), f.Le(x, f.Int(-1)), f.Le(f.Int(1), y), f.Le(y, f.Int(-1))} {
		must(t, sr.addLemma(p, []*chc.Term{l}, 0))
	}
	sr.top = 0
	if _, err := sr.propagate(); err != nil {
		t.Fatal(err)
	}
	if n := sr.stats.Count("pdr push checks"); n != 2 {
		t.Errorf("%d push checks, want 2", n)
	}
	checkLevels(t, p, map[string]int{
		"[(<= 1 |pdr#p0.0|)]":     0, // x ≤ 0 fails at level 1
		"[(<= |pdr#p0.0| (- 1))]": 1,
		"[(<= 1 |pdr#p0.1|)]":     1,
		"[(<= |pdr#p0.1| (- 1))]": 1,
	})
}

// TestPromoteSeeds: the seeds of the counter that are inductive together
// (0 ≤ x, y = 0) go to level inf in two checks; x ≤ 0 stays at level 0.
func TestPromoteSeeds(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	p := sr.preds[0]
	must(t, sr.seedInit())
	sr.top = 0 // level 0: seeds wait
	if _, err := sr.propagate(); err != nil {
		t.Fatal(err)
	}
	if n := sr.stats.Count("pdr seed checks"); n != 0 {
		t.Errorf("%d seed checks at level 0, want 0", n)
	}
	sr.top = 1
	if _, err := sr.propagate(); err != nil {
		t.Fatal(err)
	}
	if n := sr.stats.Count("pdr seed checks"); n != 2 {
		t.Errorf("%d seed checks, want 2", n)
	}
	checkLevels(t, p, map[string]int{
		"[(<= 1 |pdr#p0.0|)]":     0,
		"[(<= |pdr#p0.0| (- 1))]": inf,
		"[(<= 1 |pdr#p0.1|)]":     inf,
		"[(<= |pdr#p0.1| (- 1))]": inf,
	})
}

// checkLevels compares the levels of p's lemmas, by cube, with want.
func checkLevels(t *testing.T, p *pred, want map[string]int) {
	t.Helper()
	levels := map[string]int{}
	for _, lm := range p.lemmas {
		levels[fmtCube(lm.cube)] = lm.level
	}
	for c, l := range want {
		if got, ok := levels[c]; !ok || got != l {
			t.Errorf("lemma %s at level %d, want %d (all: %v)", c, got, l, levels)
		}
	}
}

func TestSubsumedLemmasRetire(t *testing.T) {
	sr := testSearch(t, counterSystem(), Options{})
	f, p := sr.f, sr.preds[0]
	x, y := p.params[0], p.params[1]
	weak := []*chc.Term{f.Le(f.Int(1), y), f.Le(f.Int(5), x)}
	strong := []*chc.Term{f.Le(f.Int(1), y)}
	must(t, sr.addLemma(p, weak, 0))
	must(t, sr.addLemma(p, strong, 1))
	must(t, sr.addLemma(p, weak, 0)) // implied by the strong one: ignored
	if len(p.lemmas) != 1 || !sameTerms(p.lemmas[0].cube, strong) {
		t.Errorf("lemmas: %d, first %s; want only %s", len(p.lemmas), fmtCube(p.lemmas[0].cube), fmtCube(strong))
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

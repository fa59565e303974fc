package chc

import (
	"reflect"
	"testing"
)

// TestParamNames: the name the clauses use most at each position wins
// (the first on a tie); made-up names and names taken by an earlier
// position or a predicate do not count; x<i> fills the gaps.
func TestParamNames(t *testing.T) {
	s := newSys()
	f := s.f
	v := func(n string) *Term { return f.Var(n, IntSort) }
	p := s.pred("P", IntSort, IntSort, IntSort)
	q := s.pred("Q", IntSort, IntSort)
	r := s.pred("r", IntSort)
	s.clause(nil, f.True(), hd(p, v("i"), v("n"), v("h!1")))
	s.clause([]Atom{atom(p, v("i"), v("n"), v("s"))}, f.True(), hd(p, v("j"), v("n"), v("t")))
	s.clause([]Atom{atom(p, v("i"), v("i"), v("s"))}, f.True(), hd(q, v("a"), v("a")))
	s.clause([]Atom{atom(q, v("r"), v("b"))}, f.True(), hd(r, v("Q")))
	s.clause([]Atom{atom(r, f.Int(1))}, f.True(), nil)
	got := ParamNames(s.System)
	want := map[*Pred][]string{p: {"i", "n", "s"}, q: {"x0", "b"}, r: {"x0"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParamNames = %v, want %v", got, want)
	}
}

// TestReadableModel: renaming and simplifying keep the interpretation.
func TestReadableModel(t *testing.T) {
	s := newSys()
	f := s.f
	p := s.pred("P", IntSort)
	x, y := f.Var("x", IntSort), f.Var("pdr#0", IntSort)
	s.clause(nil, f.Eq(x, f.Int(0)), hd(p, x))
	m := Model{p: {Params: []*Term{y}, Body: mustParse(t, f, "(not (and (<= 7 |pdr#0|) (<= |pdr#0| 7)))", y)}}
	got := m.Readable(s.System)[p]
	if len(got.Params) != 1 || got.Params[0] != x || got.Body.String() != "(not (= x 7))" {
		t.Errorf("Readable = %v %s", got.Params, got.Body)
	}
	if m[p].Params[0] != y {
		t.Errorf("Readable changed its receiver")
	}
}

// TestReadableModelOrder: a model's interpretations are renamed and
// simplified in one order, not in a map's, which changes from run to
// run. The factory numbers terms as they are made and an equality's
// sides are ordered by these numbers, so renaming Q's interpretation
// before P's made (select A C) before (select A B) in some runs and P
// printed (= (select A C) (select A B)) then (as solidity's msg_vars
// did, five outputs in ten runs of horn solve --model).
func TestReadableModelOrder(t *testing.T) {
	ai := ArraySort(IntSort, IntSort)
	p := &Pred{Name: "P", Params: []Sort{ai, IntSort, IntSort}}
	q := &Pred{Name: "Q", Params: []Sort{ai, IntSort}}
	names := map[*Pred][]string{p: {"A", "B", "C"}, q: {"A", "C"}}
	seen := map[string]int{}
	for range 300 {
		f := NewFactory()
		a, i, j := f.Var("a", ai), f.Var("i", IntSort), f.Var("j", IntSort)
		b, k := f.Var("b", ai), f.Var("k", IntSort)
		m := Model{
			p: {Params: []*Term{a, i, j}, Body: f.Eq(f.Select(a, i), f.Select(a, j))},
			q: {Params: []*Term{b, k}, Body: f.MustApp(OpGt, f.Select(b, k), f.Int(0))},
		}
		seen[m.Renamed(f, names).Simplified(f)[p].Body.String()]++
	}
	if len(seen) != 1 {
		t.Errorf("P's interpretation came out %d ways in 300 runs: %v", len(seen), seen)
	}
}

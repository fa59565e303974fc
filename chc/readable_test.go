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

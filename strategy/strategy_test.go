package strategy_test

import (
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/strategy"
)

// TestClassof: the class auto chooses members by, tested in Classes'
// order: a datatype anywhere wins over a bit-vector, a bit-vector over
// the shape of the clauses.
func TestClassof(t *testing.T) {
	const loop = "(declare-fun p (Int) Bool)(assert (forall ((x Int)) (=> (= x 0) (p x))))" +
		"(assert (forall ((x Int)) (=> (and (p x) (< x 9)) (p (+ x 1)))))(assert (forall ((x Int)) (=> (and (p x) (> x 9)) false)))"
	for _, tc := range []struct {
		src  string
		want strategy.Class
	}{
		{loop, strategy.ClassLinear},
		{loop + "(assert (forall ((x Int) (y Int)) (=> (and (p x) (p y)) (p (+ x y)))))", strategy.ClassNonLinear},
		{"(declare-fun a ((Array Int Int) Int) Bool)(assert (forall ((m (Array Int Int)) (i Int)) (=> (= i 0) (a m i))))" +
			"(assert (forall ((m (Array Int Int)) (i Int)) (=> (and (a m i) (< (select m i) 0)) false)))", strategy.ClassLinearArrays},
		{"(declare-fun a ((Array Int Int) Int) Bool)(assert (forall ((m (Array Int Int)) (i Int)) (=> (= i 0) (a m i))))" +
			"(assert (forall ((m (Array Int Int)) (i Int) (j Int)) (=> (and (a m i) (a m j) (< (select m i) j)) false)))", strategy.ClassNonLinearArrays},
		{"(declare-fun q ((_ BitVec 8)) Bool)(assert (forall ((x (_ BitVec 8))) (=> (= x #x00) (q x))))" +
			"(assert (forall ((x (_ BitVec 8))) (=> (and (q x) (q x)) false)))", strategy.ClassBV},
		{"(declare-datatypes ((L 0)) (((nil) (cons (hd (_ BitVec 8)) (tl L)))))(declare-fun r (L) Bool)" +
			"(assert (forall ((l L)) (=> (= l nil) (r l))))(assert (forall ((l L)) (=> (and (r l) ((_ is cons) l)) false)))", strategy.ClassADT},
	} {
		s, err := smtlib2.Parse("t.smt2", []byte("(set-logic HORN)"+tc.src))
		if err != nil {
			t.Fatal(err)
		}
		if got := strategy.Classof(s); got != tc.want {
			t.Errorf("%s: class %s, want %s", tc.src, got, tc.want)
		}
	}
	// The loop with a product of variables in its step (the reader
	// refuses them; translate/c makes them): linear-nla.
	s, err := smtlib2.Parse("t.smt2", []byte("(set-logic HORN)"+loop))
	if err != nil {
		t.Fatal(err)
	}
	f := s.Terms
	for _, c := range s.Clauses {
		if c.Head != nil && len(c.Body) == 1 {
			x := c.Body[0].Args[0]
			c.Head = &chc.Atom{Pred: c.Head.Pred, Args: []*chc.Term{f.MustApp(chc.OpMul, x, x)}}
		}
	}
	if got := strategy.Classof(s); got != strategy.ClassLinearNLA {
		t.Errorf("linear clauses with x·x: class %s, want %s", got, strategy.ClassLinearNLA)
	}
}

// TestTable: every class Classof can give has members, with a positive
// weight and a memory share in [0, 1]; For returns a copy. (Package
// engine's TestStrategyTable checks that each names an engine New makes
// and a solver profile z3 knows.)
func TestTable(t *testing.T) {
	for _, k := range strategy.Classes() {
		es := strategy.For(k)
		if len(es) == 0 {
			t.Errorf("%s: no members", k)
		}
		for _, e := range es {
			if e.Engine == "" || !(e.Weight > 0) || e.Memory < 0 || e.Memory > 1 {
				t.Errorf("%s: %+v", k, e)
			}
		}
		if len(es) > 0 {
			es[0].Engine = "changed"
			if strategy.For(k)[0].Engine == "changed" {
				t.Errorf("%s: For shares the table", k)
			}
		}
	}
}

package preprocess_test

import (
	"context"
	"fmt"
	"math/rand"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
)

// flagSystem builds a random loop over P(f, x, y) whose flag f the loop
// never changes: a fact with x = y = 0 and f free, loop edges guarded by
// comparisons of f with small constants (and of x with a bound) that
// update x and y differently by the flag's case, and a query at the exit
// on x, y and f. Partition splits P on f.
func flagSystem(rng *rand.Rand, id int) *chc.System {
	s := chc.NewSystem(fmt.Sprintf("flag-%d", id))
	f := s.Terms
	p := &chc.Pred{Name: "P", Params: []chc.Sort{chc.IntSort, chc.IntSort, chc.IntSort}}
	s.Preds = append(s.Preds, p)
	small := func() *chc.Term { return f.Int(int64(rng.Intn(5) - 2)) }
	fl, x, y := f.Var("f", chc.IntSort), f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	x2, y2 := f.Var("x2", chc.IntSort), f.Var("y2", chc.IntSort)
	atom := func(a, b, c *chc.Term) chc.Atom { return chc.Atom{Pred: p, Args: []*chc.Term{a, b, c}} }
	fact := atom(fl, x, y)
	s.Clauses = append(s.Clauses, &chc.Clause{Constraint: f.And(f.Eq(x, f.Int(0)), f.Eq(y, f.Int(0))), Head: &fact})
	bound := f.Int(int64(3 + rng.Intn(5)))
	cases := []*chc.Term{f.Lt(fl, small()), f.Eq(fl, small()), f.Le(small(), fl), f.Not(f.Eq(fl, small()))}
	for i := 0; i < 2+rng.Intn(3); i++ {
		h := atom(fl, x2, y2)
		upd := []*chc.Term{f.Eq(x2, f.Add(x, f.Int(1))), f.Eq(y2, f.Add(y, f.Int(int64(rng.Intn(3)))))}
		s.Clauses = append(s.Clauses, &chc.Clause{
			Body:       []chc.Atom{atom(fl, x, y)},
			Constraint: f.And(append([]*chc.Term{cases[rng.Intn(len(cases))], f.Lt(x, bound)}, upd...)...),
			Head:       &h})
	}
	var bad *chc.Term
	switch rng.Intn(3) {
	case 0:
		bad = f.Lt(x, y)
	case 1:
		bad = f.Lt(f.Add(y, small()), x)
	default:
		bad = f.And(f.Eq(fl, small()), f.Not(f.Eq(x, y)))
	}
	s.Clauses = append(s.Clauses, &chc.Clause{Body: []chc.Atom{atom(fl, x, y)}, Constraint: f.And(f.Le(bound, x), bad)})
	return s
}

// TestPartitionRandom: random loops with a flag, solved as given and after
// Partition; answers agree and the witnesses translated back validate
// against the input (roundTrip checks them).
func TestPartitionRandom(t *testing.T) {
	randomRoundTrips(t, 24, 10, 11, flagSystem, preprocess.Partition{})
}

// TestPartitionSplits: a loop that counts y with x only when its flag is
// not 0 (dillig-18's shape) is split by the flag's comparisons into f < 0,
// f = 0 and f > 0. Q's loop changes g, so Q is split on z alone, and of
// its cells z < 0, z = 0 and z > 0 only z = 0 is derived: the others go,
// with the query that needs z > 0. The model built from the parts'
// invariants (Houdini's) validates against the input; Houdini alone finds
// none for the whole.
func TestPartitionSplits(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-fun P (Int Int Int) Bool)
(declare-fun Q (Int Int) Bool)
(assert (forall ((f Int)) (P f 0 0)))
(assert (forall ((f Int) (x Int) (y Int)) (=> (and (P f x y) (= f 0) (< x 100)) (P f (+ x 1) y))))
(assert (forall ((f Int) (x Int) (y Int)) (=> (and (P f x y) (not (= f 0)) (< x 100)) (P f (+ x 1) (+ y 1)))))
(assert (forall ((f Int) (x Int) (y Int)) (=> (and (P f x y) (not (= f 0)) (>= x 100) (not (= y 100))) false)))
(assert (forall ((g Int) (z Int)) (=> (= z 0) (Q g z))))
(assert (forall ((g Int) (z Int)) (=> (and (Q g z) (> g 5)) (Q (+ g 1) z))))
(assert (forall ((g Int) (z Int)) (=> (and (Q g z) (> z 0)) false)))
(check-sat)
`)
	out, _, err := preprocess.Partition{}.Apply(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range out.Preds {
		names = append(names, p.Name)
	}
	if fmt.Sprint(names) != "[P#1 P#2 P#3 Q#1]" {
		t.Fatalf("predicates %v, want [P#1 P#2 P#3 Q#1]", names)
	}
	// P's fact once per cell, the loop edge for f = 0 in one cell and
	// the other in two, the query in the two cells with f ≠ 0; Q's fact
	// and loop in the cell z = 0.
	if len(out.Clauses) != 3+1+2+2+2 {
		t.Fatalf("%d clauses, want 10:\n%s", len(out.Clauses), dump(out))
	}
	// Houdini's conjunctions prove the parts, not the whole.
	if got := roundTrip(t, s, preprocess.Partition{}, "houdini", 10*time.Second); got != chc.Sat {
		t.Fatalf("houdini after partition: %s, want sat", got)
	}
	if got := roundTrip(t, s, preprocess.Pipeline{}, "houdini", 10*time.Second); got != chc.Unknown {
		t.Fatalf("houdini without partition: %s, want unknown (no conjunction is an invariant)", got)
	}
}

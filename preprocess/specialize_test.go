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

// pcSystem builds a random program graph as clauses over one predicate
// P(pc, x, y): a fact at location 0, edges between locations with guards
// and updates of x and y, and a query at the last location. Every atom fixes
// pc to a numeral, so Specialize splits P by location.
func pcSystem(rng *rand.Rand, id int) *chc.System {
	s := chc.NewSystem(fmt.Sprintf("pc-%d", id))
	f := s.Terms
	p := &chc.Pred{Name: "P", Params: []chc.Sort{chc.IntSort, chc.IntSort, chc.IntSort}}
	s.Preds = append(s.Preds, p)
	locs := 3 + rng.Intn(4)
	small := func() *chc.Term { return f.Int(int64(rng.Intn(5) - 1)) }
	pc, x, y := f.Var("pc", chc.IntSort), f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	pc2, x2, y2 := f.Var("pc2", chc.IntSort), f.Var("x2", chc.IntSort), f.Var("y2", chc.IntSort)
	atom := func(a, b, c *chc.Term) chc.Atom { return chc.Atom{Pred: p, Args: []*chc.Term{a, b, c}} }
	head := atom(pc2, x2, y2)
	s.Clauses = append(s.Clauses, &chc.Clause{
		Constraint: f.And(f.Eq(pc2, f.Int(0)), f.Eq(x2, small()), f.Eq(y2, f.Int(0))), Head: &head})
	for i := 0; i < locs+rng.Intn(locs); i++ {
		from := rng.Intn(locs - 1)
		to := from + 1
		if rng.Intn(3) == 0 {
			to = rng.Intn(locs - 1) // a back edge: a loop
		}
		guard := f.Le(x, f.Add(y, small()))
		if rng.Intn(2) == 0 {
			guard = f.Not(guard)
		}
		upd := []*chc.Term{f.Eq(x2, f.Add(x, small())), f.Eq(y2, f.Add(y, f.Int(1)))}
		if rng.Intn(3) == 0 {
			upd[1] = f.Eq(y2, y)
		}
		h := atom(pc2, x2, y2)
		s.Clauses = append(s.Clauses, &chc.Clause{
			Body:       []chc.Atom{atom(f.Int(int64(from)), x, y)},
			Constraint: f.And(append([]*chc.Term{guard, f.Eq(pc2, f.Int(int64(to)))}, upd...)...),
			Head:       &h})
	}
	// The query: reaching the last location with x larger than a bound.
	s.Clauses = append(s.Clauses, &chc.Clause{
		Body:       []chc.Atom{atom(pc, x, y)},
		Constraint: f.And(f.Eq(pc, f.Int(int64(locs-1))), f.Lt(f.Int(int64(rng.Intn(6))), x))})
	return s
}

// TestSpecializeRandom: random program graphs, solved as given and after
// Specialize alone and the default pipeline; answers agree and the
// back-translated witnesses validate against the input.
func TestSpecializeRandom(t *testing.T) {
	randomRoundTrips(t, 20, 8, 7, pcSystem, preprocess.Specialize{}, preprocess.Default())
}

// randomRoundTrips solves n systems from gen (short under -short, rng
// seeded with seed) as given and after each of passes, the first of which
// is the pass under test: answers agree, the back-translated witnesses
// validate against the input (roundTrip), and the generator is strong
// enough: the first pass splits a predicate in at least half the
// systems, and both answers occur, unknown in at most a quarter.
func randomRoundTrips(t *testing.T, n, short int, seed int64, gen func(*rand.Rand, int) *chc.System, passes ...preprocess.Pass) {
	t.Helper()
	if testing.Short() {
		n = short
	}
	rng := rand.New(rand.NewSource(seed))
	counts := map[chc.Status]int{}
	split := 0
	for i := 0; i < n; i++ {
		s := gen(rng, i)
		if err := s.Check(); err != nil {
			t.Fatalf("generator: %v", err)
		}
		out, _, err := passes[0].Apply(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Preds) > len(s.Preds) {
			split++
		}
		t.Run(s.Name, func(t *testing.T) {
			want := roundTrip(t, s, preprocess.Pipeline{}, "pdr", 5*time.Second)
			counts[want]++
			for _, p := range passes {
				got := roundTrip(t, s, p, "pdr", 5*time.Second)
				if got != chc.Unknown && want != chc.Unknown && got != want {
					t.Fatalf("%s: %s, but %s without preprocessing\n%s", passName(p), got, want, dump(s))
				}
			}
		})
	}
	t.Logf("answers: %v; %d of %d systems split", counts, split, n)
	if split < n/2 || counts[chc.Sat] == 0 || counts[chc.Unsat] == 0 || counts[chc.Unknown] > n/4 {
		t.Errorf("generator too weak: %v, %d split", counts, split)
	}
}

// TestSpecializeSplits: a location argument becomes one predicate per
// location; a body atom at a location no clause reaches drops its clause.
func TestSpecializeSplits(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-fun P (Int Int Bool) Bool)
(assert (forall ((x Int)) (=> (= x 0) (P 0 x true))))
(assert (forall ((x Int) (b Bool)) (=> (and (P 0 x b) (< x 10)) (P 0 (+ x 1) b))))
(assert (forall ((x Int) (b Bool)) (=> (and (P 0 x b) (>= x 10)) (P 1 x false))))
(assert (forall ((x Int) (b Bool)) (=> (P 7 x b) (P 1 x b))))
(assert (forall ((x Int) (b Bool)) (=> (and (P 1 x b) (> x 10)) false)))
(check-sat)
`)
	out, _, err := preprocess.Specialize{}.Apply(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range out.Preds {
		names = append(names, fmt.Sprintf("%s/%d", p.Name, p.Arity()))
	}
	if fmt.Sprint(names) != "[P@0/2 P@1/2]" {
		t.Fatalf("predicates %v, want [P@0/2 P@1/2]", names)
	}
	if len(out.Clauses) != 4 {
		t.Fatalf("%d clauses, want 4 (the one from location 7 dropped)", len(out.Clauses))
	}
	if got := roundTrip(t, s, preprocess.Specialize{}, "pdr", 10*time.Second); got != chc.Sat {
		t.Fatalf("got %s, want sat", got)
	}
}

// TestSpecializeSplitsBitVectors: a location argument of a bit-vector
// sort (translations of C programs keep the program counter as a machine
// word) splits as an integer one does, the predicates named by the
// value; the model and the counterexample map back to the input.
func TestSpecializeSplitsBitVectors(t *testing.T) {
	const src = `(set-logic HORN)
(declare-fun P ((_ BitVec 32) (_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (= x #x00) (P #x00000000 x))))
(assert (forall ((x (_ BitVec 8))) (=> (and (P #x00000000 x) (bvult x #x0a)) (P #x00000000 (bvadd x #x01)))))
(assert (forall ((x (_ BitVec 8))) (=> (and (P #x00000000 x) (bvuge x #x0a)) (P #x00000401 x))))
(assert (forall ((x (_ BitVec 8))) (=> (and (P #x00000401 x) (%s x #x0a)) false)))
(check-sat)
`
	for _, c := range []struct {
		cmp  string
		want chc.Status
	}{{"bvugt", chc.Sat}, {"=", chc.Unsat}} {
		s := parseString(t, fmt.Sprintf(src, c.cmp))
		out, _, err := preprocess.Specialize{}.Apply(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, p := range out.Preds {
			names = append(names, fmt.Sprintf("%s/%d", p.Name, p.Arity()))
		}
		if fmt.Sprint(names) != "[P@bv0/1 P@bv1025/1]" {
			t.Fatalf("predicates %v, want [P@bv0/1 P@bv1025/1]", names)
		}
		if got := roundTrip(t, s, preprocess.Specialize{}, "pdr", 10*time.Second); got != c.want {
			t.Fatalf("%s: got %s, want %s", c.cmp, got, c.want)
		}
		if got := roundTrip(t, s, preprocess.Default(), "pdr", 10*time.Second); got != c.want {
			t.Fatalf("%s, default pipeline: got %s, want %s", c.cmp, got, c.want)
		}
	}
}

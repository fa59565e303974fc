package witness_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

func parse(t *testing.T, path string) *chc.System {
	t.Helper()
	s, err := smtlib2.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// solve runs an engine without engine.Run, so the witness reaches the
// checker unvalidated.
func solvePDR(t *testing.T, s *chc.System, want chc.Status) (chc.Model, *chc.Derivation) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r, err := pdr.New(pdr.Options{NewSolver: z3.NewSolver}).Solve(ctx, s)
	if err != nil || r.Status != want {
		t.Fatalf("pdr: %v %v %s, want %v", r.Status, err, r.Reason, want)
	}
	return r.Model, r.Derivation
}

func wantReject(t *testing.T, what string, err error, mention ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("%s: accepted, want rejection", what)
	}
	for _, m := range mention {
		if !strings.Contains(err.Error(), m) {
			t.Fatalf("%s: error %q does not mention %q", what, err, m)
		}
	}
}

// TestModelTampering: a real inductive invariant validates; each mutation
// that breaks a clause is rejected with that clause and its position named.
func TestModelTampering(t *testing.T) {
	ctx := context.Background()
	for _, file := range []string{"../examples/counter.smt2", "../testdata/engines/nested-safe.smt2", "../testdata/engines/counter-safe.smt2", "../testdata/engines/real-safe.smt2", "../testdata/engines/mutual-safe.smt2", "../testdata/engines/tree-nonlin-safe.smt2"} {
		t.Run(file, func(t *testing.T) {
			s := parse(t, file)
			m, _ := solvePDR(t, s, chc.Sat)
			if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
				t.Fatalf("genuine model rejected: %v", err)
			}
			f := s.Terms
			var facts, queries []*chc.Clause
			for _, c := range s.Clauses {
				if c.IsQuery() {
					queries = append(queries, c)
				} else if len(c.Body) == 0 {
					facts = append(facts, c)
				}
			}
			for _, p := range s.Preds {
				orig := m[p]
				// false everywhere breaks any fact clause deriving p.
				m[p] = chc.Interp{Params: orig.Params, Body: f.False()}
				err := witness.CheckModel(ctx, s, m, z3.NewSolver)
				for _, c := range facts {
					if c.Head.Pred == p {
						wantReject(t, p.Name+" := false", err, "violates", s.Describe(c))
						break
					}
				}
				// true everywhere breaks a query (these systems are safe
				// only thanks to a non-trivial invariant).
				m[p] = chc.Interp{Params: orig.Params, Body: f.True()}
				if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err == nil && len(s.Preds) == 1 {
					t.Fatalf("%s := true accepted", p.Name)
				} else if err != nil && !strings.Contains(err.Error(), "violates clause") {
					t.Fatalf("%s := true: %v", p.Name, err)
				}
				m[p] = orig
			}
			// Signature errors.
			p := s.Preds[0]
			orig := m[p]
			delete(m, p)
			wantReject(t, "missing interpretation", witness.CheckModel(ctx, s, m, z3.NewSolver), p.Name)
			m[p] = chc.Interp{Params: orig.Params[1:], Body: f.True()}
			wantReject(t, "wrong arity", witness.CheckModel(ctx, s, m, z3.NewSolver), "parameters")
			bad := append([]*chc.Term{f.Var("b", chc.BoolSort)}, orig.Params[1:]...)
			m[p] = chc.Interp{Params: bad, Body: f.True()}
			wantReject(t, "wrong sort", witness.CheckModel(ctx, s, m, z3.NewSolver), "sort")
			stray := f.Var("stray", chc.IntSort)
			m[p] = chc.Interp{Params: orig.Params, Body: f.Le(stray, f.Int(0))}
			wantReject(t, "free variable", witness.CheckModel(ctx, s, m, z3.NewSolver), "stray")
			m[p] = orig
			if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
				t.Fatalf("restored model rejected: %v", err)
			}
			_ = queries
		})
	}
}

// TestModelNotInductive: for the counter (x from 0 by 2 while x < 10, never
// 7), "x is even" is an invariant but "x ≤ 4" is not inductive and "x ≥ 1"
// misses the initial state.
func TestModelNotInductive(t *testing.T) {
	s := parse(t, "../examples/counter.smt2")
	f := s.Terms
	p := s.Preds[0]
	x := f.Var("x0", chc.IntSort)
	step := s.Clauses[1]
	for _, tc := range []struct {
		name string
		body *chc.Term
		bad  *chc.Clause
	}{
		{"even", f.Eq(f.MustApp(chc.OpMod, x, f.Int(2)), f.Int(0)), nil},
		{"x<=4", f.Le(x, f.Int(4)), step},
		{"x>=1", f.Le(f.Int(1), x), s.Clauses[0]},
		{"x!=7 only", f.Not(f.Eq(x, f.Int(7))), step},
	} {
		m := chc.Model{p: {Params: []*chc.Term{x}, Body: tc.body}}
		err := witness.CheckModel(context.Background(), s, m, z3.NewSolver)
		if tc.bad == nil {
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			continue
		}
		wantReject(t, tc.name, err, s.Describe(tc.bad))
	}
}

// TestDerivationTampering: BMC's counterexample validates; mutations are
// rejected with the failing clause named.
func TestDerivationTampering(t *testing.T) {
	for _, file := range []string{"../examples/unsafe.smt2", "../examples/fib.smt2", "../testdata/engines/mutual-unsafe.smt2", "../testdata/engines/array-unsafe.smt2", "../testdata/engines/real-unsafe.smt2"} {
		t.Run(file, func(t *testing.T) {
			s := parse(t, file)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			r, err := bmc.New(bmc.Options{NewSolver: z3.NewSolver, MaxDepth: 40}).Solve(ctx, s)
			if err != nil || r.Status != chc.Unsat {
				t.Fatalf("bmc: %v %v", r.Status, err)
			}
			d := r.Derivation
			if err := witness.CheckDerivation(ctx, s, d); err != nil {
				t.Fatalf("genuine derivation rejected: %v", err)
			}
			nodes := d.Nodes()
			// Change one numeric value in every node in turn: each change
			// must be caught (constraint false or a child mismatch).
			caught := 0
			for _, n := range nodes {
				for v, val := range n.Values {
					if v.Sort() != chc.IntSort && v.Sort() != chc.RealSort {
						continue
					}
					n.Values[v] = chc.NumValue(new(big.Rat).Add(val.Rat(), big.NewRat(1000, 1)), v.Sort())
					err := witness.CheckDerivation(ctx, s, d)
					n.Values[v] = val
					if err == nil {
						t.Fatalf("changing %s in a node using %s was accepted", v, s.Describe(n.Clause))
					}
					if !strings.Contains(err.Error(), "clause") {
						t.Fatalf("message %q names no clause", err)
					}
					caught++
					break
				}
			}
			if caught == 0 {
				t.Fatal("no value mutated")
			}
			// Drop a child.
			for _, n := range nodes {
				if len(n.Children) > 0 {
					kids := n.Children
					n.Children = kids[:len(kids)-1]
					wantReject(t, "dropped child", witness.CheckDerivation(ctx, s, d), "children", s.Describe(n.Clause))
					n.Children = kids
					break
				}
			}
			// Root that is not a query.
			if len(d.Root.Children) > 0 {
				wantReject(t, "non-query root", witness.CheckDerivation(ctx, s, &chc.Derivation{Root: d.Root.Children[0]}), "not a query")
			}
			// A variable without a value.
			for v, val := range d.Root.Values {
				delete(d.Root.Values, v)
				wantReject(t, "missing value", witness.CheckDerivation(ctx, s, d), "no value")
				d.Root.Values[v] = val
				break
			}
			// A value of the wrong sort.
			for v, val := range d.Root.Values {
				d.Root.Values[v] = chc.BoolValue(true)
				if v.Sort() != chc.BoolSort {
					wantReject(t, "wrong sort", witness.CheckDerivation(ctx, s, d), "sort")
				}
				d.Root.Values[v] = val
				break
			}
			// The same derivation against a fresh parse of the file: its
			// clauses are not that system's clauses.
			wantReject(t, "foreign clauses", witness.CheckDerivation(ctx, parse(t, file), d), "not in the system")
			wantReject(t, "empty", witness.CheckDerivation(ctx, s, &chc.Derivation{}), "empty")
			if err := witness.CheckDerivation(ctx, s, d); err != nil {
				t.Fatalf("restored derivation rejected: %v", err)
			}
		})
	}
}

// countingSolvers returns a solver constructor that counts the solvers it
// makes, and, for the first unknownFirst of them, answers unknown to every
// check (as a weaker incremental solver might).
func countingSolvers(made *int, unknownFirst int) smt.NewSolver {
	return func(f *chc.Factory) (smt.Solver, error) {
		*made++
		sol, err := z3.NewSolver(f)
		if err != nil || *made > unknownFirst {
			return sol, err
		}
		return unknownSolver{sol}, nil
	}
}

type unknownSolver struct{ smt.Solver }

func (unknownSolver) Check(context.Context, ...*chc.Term) (smt.Result, error) {
	return smt.Unknown, nil
}

func (unknownSolver) Reason() string { return "test: always unknown" }

// TestCheckModelOneSolver: validating a model of a system with several
// clauses makes one solver (one Z3 context), not one per clause, and still
// rejects a model that breaks a later clause after earlier ones held — a
// scope left open by an earlier (unsatisfiable) check would hide that.
func TestCheckModelOneSolver(t *testing.T) {
	s := parse(t, "../testdata/engines/mutual-safe.smt2")
	m, _ := solvePDR(t, s, chc.Sat)
	made := 0
	if err := witness.CheckModel(context.Background(), s, m, countingSolvers(&made, 0)); err != nil {
		t.Fatalf("genuine model rejected: %v", err)
	}
	if len(s.Clauses) < 3 || made != 1 {
		t.Fatalf("%d solvers made for %d clauses, want 1", made, len(s.Clauses))
	}
	last := s.Clauses[len(s.Clauses)-1]
	p := last.Body[0].Pred
	orig := m[p]
	m[p] = chc.Interp{Params: orig.Params, Body: s.Terms.True()}
	defer func() { m[p] = orig }()
	made = 0
	err := witness.CheckModel(context.Background(), s, m, countingSolvers(&made, 0))
	if err == nil || made != 1 {
		t.Fatalf("%s := true: %v with %d solvers, want a rejection with 1", p.Name, err, made)
	}
}

// TestCheckModelUnknownRetried: a clause the shared solver answers unknown
// for is asked again of a fresh solver, so a genuine model still validates
// and a broken one is still rejected, naming the clause.
func TestCheckModelUnknownRetried(t *testing.T) {
	s := parse(t, "../examples/counter.smt2")
	m, _ := solvePDR(t, s, chc.Sat)
	made := 0
	if err := witness.CheckModel(context.Background(), s, m, countingSolvers(&made, 1)); err != nil {
		t.Fatalf("genuine model rejected: %v", err)
	}
	if made < 2 {
		t.Fatalf("%d solvers made, want a fresh one after unknown", made)
	}
	p := s.Preds[0]
	m[p] = chc.Interp{Params: m[p].Params, Body: s.Terms.False()}
	made = 0
	err := witness.CheckModel(context.Background(), s, m, countingSolvers(&made, 1))
	wantReject(t, "false", err, "violates", s.Describe(s.Clauses[0]))
}

// TestCheckModelCancelled: a ctx that is done while the shared solver is in
// use stops the check with an error wrapping ctx.Err(), even for a model
// that would validate.
func TestCheckModelCancelled(t *testing.T) {
	s := parse(t, "../testdata/engines/mutual-safe.smt2")
	m, _ := solvePDR(t, s, chc.Sat)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cancelling := func(f *chc.Factory) (smt.Solver, error) {
		cancel()
		return z3.NewSolver(f)
	}
	err := witness.CheckModel(ctx, s, m, cancelling)
	if err == nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("CheckModel with ctx cancelled during the check: %v, want an error wrapping context.Canceled", err)
	}
}

// scopeCounter counts the scopes opened on it and the solvers shared from
// it (which check without a scope); with slow set, a check in a scope
// takes until its ctx is done, as Z3's incremental core can on
// bit-vector arithmetic.
type scopeCounter struct {
	smt.Solver
	pushes, shares *int
	slow           bool
	depth          int
}

func (s *scopeCounter) Push() error { *s.pushes++; s.depth++; return s.Solver.Push() }

func (s *scopeCounter) Pop(n int) error { s.depth -= n; return s.Solver.Pop(n) }

func (s *scopeCounter) Check(ctx context.Context, as ...*chc.Term) (smt.Result, error) {
	if s.slow && s.depth > 0 {
		<-ctx.Done()
		return smt.Unknown, ctx.Err()
	}
	return s.Solver.Check(ctx, as...)
}

func (s *scopeCounter) Share() (smt.Solver, error) {
	sh, err := s.Solver.(smt.Sharer).Share()
	if err != nil {
		return nil, err
	}
	*s.shares++
	return &scopeCounter{Solver: sh, pushes: s.pushes, shares: s.shares}, nil
}

// TestCheckModelBitVectorsOneShot: a clause over bit-vectors is checked
// in a scope of the shared solver, and when that does not decide it
// within a short time, again in a solver of its own, without a scope, in
// the checker's Z3 context (Z3's incremental core has none of the
// bit-vector preprocessing of its default tactics), after the clause's
// exact integer reading has looked for a counterexample (see
// TestCheckModelByIntegers); a genuine
// model validates and a broken one is rejected, naming the clause. A
// clause over integers has no such limit.
func TestCheckModelBitVectorsOneShot(t *testing.T) {
	pushes, shares, made := 0, 0, 0
	slow := false
	counting := func(f *chc.Factory) (smt.Solver, error) {
		made++
		sol, err := z3.NewSolver(f)
		if err != nil {
			return nil, err
		}
		return &scopeCounter{Solver: sol, pushes: &pushes, shares: &shares, slow: slow}, nil
	}
	s := parse(t, "../testdata/engines/bv-bounded-safe.smt2")
	m, _ := solvePDR(t, s, chc.Sat)
	n := len(s.Clauses)
	if err := witness.CheckModel(context.Background(), s, m, counting); err != nil {
		t.Fatalf("genuine model rejected: %v", err)
	}
	// Each clause is tried in a scope first; one that takes Z3 more
	// than the limit (a loaded machine) may go on to its own solver.
	if pushes != n || shares > n || made != 1 {
		t.Fatalf("fast scopes: %d scopes, %d own solvers, %d contexts for %d clauses, want %d, at most %d, 1", pushes, shares, made, n, n, n)
	}
	shares = 0
	slow, pushes, made = true, 0, 0
	// Without the fallback the slow scopes would last as long as ctx.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	start := time.Now()
	if err := witness.CheckModel(ctx, s, m, counting); err != nil {
		t.Fatalf("genuine model rejected with slow scopes: %v", err)
	}
	// Each clause then gets a solver of its own over the bits, and one
	// more where its integer reading pre-screens it.
	if pushes != n || shares < n || shares > 2*n || made != 1 {
		t.Fatalf("slow scopes: %d scopes, %d own solvers, %d contexts for %d clauses, want %d, %d to %d, 1", pushes, shares, made, n, n, n, 2*n)
	}
	if d := time.Since(start); d > 30*time.Second {
		t.Fatalf("slow scopes: %v, want them cut short", d)
	}
	p := s.Preds[0]
	bad := chc.Model{p: chc.Interp{Params: m[p].Params, Body: s.Terms.True()}}
	err := witness.CheckModel(ctx, s, bad, counting)
	wantReject(t, "inv := true, slow scopes", err, "violates", s.Describe(s.Clauses[2]))

	slow, pushes, shares = false, 0, 0
	s = parse(t, "../testdata/engines/mutual-safe.smt2")
	m, _ = solvePDR(t, s, chc.Sat)
	if err := witness.CheckModel(context.Background(), s, m, counting); err != nil {
		t.Fatalf("genuine model rejected: %v", err)
	}
	if pushes == 0 || shares != 0 {
		t.Fatalf("integer clauses: %d scopes, %d own solvers, want scopes only", pushes, shares)
	}
}

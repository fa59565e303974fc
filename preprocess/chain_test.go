package preprocess_test

import (
	"context"
	"errors"
	"fmt"
	"syscall"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// predChain returns the linear system of n+1 predicates
//
//	x = 0 → P0(x);  P_i(y) ∧ x = y + 1 → P_{i+1}(x);  P_n(x) ∧ x < 0 → false
//
// which is safe, and which the default pipeline inlines to nothing.
func predChain(n int) *chc.System {
	s := chc.NewSystem(fmt.Sprintf("chain-%d", n))
	f := s.Terms
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	for i := 0; i <= n; i++ {
		s.Preds = append(s.Preds, &chc.Pred{Name: fmt.Sprintf("P%d", i), Params: []chc.Sort{chc.IntSort}})
	}
	at := func(i int, t *chc.Term) chc.Atom { return chc.Atom{Pred: s.Preds[i], Args: []*chc.Term{t}} }
	head := func(i int, t *chc.Term) *chc.Atom { a := at(i, t); return &a }
	s.Clauses = append(s.Clauses, &chc.Clause{Constraint: f.Eq(x, f.Int(0)), Head: head(0, x)})
	step := f.Eq(x, f.Add(y, f.Int(1)))
	for i := 0; i < n; i++ {
		s.Clauses = append(s.Clauses, &chc.Clause{Body: []chc.Atom{at(i, y)}, Constraint: step, Head: head(i+1, x)})
	}
	s.Clauses = append(s.Clauses, &chc.Clause{Body: []chc.Atom{at(n, x)}, Constraint: f.Lt(x, f.Int(0))})
	return s
}

// preprocessChain runs the default pipeline on predChain(n) and fails past
// limit of the process's CPU time (which a loaded machine does not
// stretch as it does the wall clock).
func preprocessChain(t testing.TB, n int, limit time.Duration) {
	s := predChain(n)
	if err := s.Check(); err != nil {
		t.Fatalf("generator: %v", err)
	}
	start := cpuNow()
	r, err := preprocess.Default().Run(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	el := cpuNow() - start
	if got := preprocess.SizeOf(r.System); got.Preds > 1 {
		t.Fatalf("chain of %d: %s left, want at most one predicate", n, got)
	}
	if el > limit {
		t.Fatalf("chain of %d predicates preprocessed in %v of CPU, want under %v", n, el, limit)
	}
	t.Logf("chain of %d predicates preprocessed in %v of CPU", n, el)
}

// cpuNow is the CPU time (user and system) the test process has used.
func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestChainLinear: a chain of 20,000 predicates goes through the default
// pipeline (about 1 s of CPU), and Specialize,
// which was quadratic in the number of predicates (about 30 s at 100,000),
// handles 100,000 in a fraction of a second.
func TestChainLinear(t *testing.T) {
	preprocessChain(t, 20000, 10*time.Second)
	s := predChain(100000)
	start := cpuNow()
	if _, _, err := (preprocess.Specialize{}).Apply(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	el := cpuNow() - start
	if el > 3*time.Second {
		t.Fatalf("specialize on a chain of 100,000 predicates took %v of CPU, want well under a second", el)
	}
	t.Logf("specialize on a chain of 100,000 predicates: %v of CPU", el)
}

// TestChainLarge is the user-reported size, 100,000 predicates, skipped
// with -short: about 5 s on an idle machine, 55-77 s before Specialize was
// made linear. The bounds are on CPU time, which load does not stretch.
func TestChainLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	preprocessChain(t, 100000, 30*time.Second)
}

// TestPipelineCancelled: a done context stops the pipeline quickly, with an
// error wrapping the context's, inside a pass as well as between passes.
func TestPipelineCancelled(t *testing.T) {
	s := predChain(100000)
	for _, wait := range []time.Duration{0, 50 * time.Millisecond, 1500 * time.Millisecond} {
		ctx, cancel := context.WithTimeout(context.Background(), wait)
		start := time.Now()
		_, err := preprocess.Default().Run(ctx, s)
		el := time.Since(start)
		cancel()
		if err == nil || !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("deadline after %v: err = %v, want one wrapping context.DeadlineExceeded", wait, err)
		}
		if el > wait+time.Second {
			t.Fatalf("deadline after %v: the pipeline stopped after %v", wait, el)
		}
		t.Logf("deadline after %v: stopped after %v: %v", wait, el, err)
	}
}

// TestChainDerivationNoSolver: the counterexample of an unsafe chain of
// 3,000 predicates, which the default pipeline inlines into one clause, is
// lifted back to 3,002 nodes by evaluation alone — no solver is made — in
// time linear in the nodes, and validates against the chain.
func TestChainDerivationNoSolver(t *testing.T) {
	const n = 3000
	s := predChain(n)
	q := s.Clauses[len(s.Clauses)-1]
	x := s.Terms.Var("x", chc.IntSort)
	q.Constraint = s.Terms.Le(s.Terms.Int(n), x) // unsafe: P_n(n) holds
	r, err := preprocess.Default().Run(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	res := solve(t, r.System, "bmc", 20*time.Second)
	if res.Status != chc.Unsat {
		t.Fatalf("preprocessed chain: %v (%s), want unsat", res.Status, res.Reason)
	}
	made := 0
	counting := func(f *chc.Factory) (smt.Solver, error) { made++; return z3.NewSolver(f) }
	start := time.Now()
	d, err := r.Back.Derivation(context.Background(), res.Derivation, counting)
	if err != nil {
		t.Fatal(err)
	}
	el := time.Since(start)
	if got := len(d.Nodes()); got != n+2 || made != 0 {
		t.Fatalf("lifted derivation: %d nodes with %d solvers, want %d with none", got, made, n+2)
	}
	if el > 5*time.Second {
		t.Fatalf("lifting %d nodes took %v", n+2, el)
	}
	if err := witness.CheckDerivation(context.Background(), s, d); err != nil {
		t.Fatalf("lifted derivation is invalid: %v", err)
	}
	t.Logf("lifted %d nodes in %v", n+2, el)
}

package engine

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/satbmc"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// sleepSolver is an smt.Solver whose Check takes d (or until ctx is done).
type sleepSolver struct {
	smt.Solver
	d      time.Duration
	reason string
}

func (s *sleepSolver) Check(ctx context.Context, _ ...*chc.Term) (smt.Result, error) {
	select {
	case <-time.After(s.d):
		if ctx.Err() != nil {
			s.reason = "canceled"
			return smt.Unknown, nil
		}
		s.reason = ""
		return smt.Sat, nil
	case <-ctx.Done():
		s.reason = "canceled"
		return smt.Unknown, nil
	}
}

func (s *sleepSolver) Reason() string { return s.reason }

func sleeper(d time.Duration) smt.NewSolver {
	return func(*chc.Factory) (smt.Solver, error) { return &sleepSolver{d: d}, nil }
}

// checker is an engine that runs checks on its solver: n of them and then
// answers result, or (n == 0) until ctx is done.
type checker struct {
	name   string
	ns     smt.NewSolver
	n      int
	result Result
}

func (c *checker) Name() string { return c.name }

func (c *checker) Solve(ctx context.Context, _ *chc.System) (Result, error) {
	sv, err := c.ns(nil)
	if err != nil {
		return Result{}, err
	}
	for i := 0; c.n == 0 || i < c.n; i++ {
		if r, _ := sv.Check(ctx); r == smt.Unknown {
			return Result{Status: chc.Unknown, Reason: sv.Reason()}, nil
		}
	}
	return c.result, nil
}

// TestSlicedPortfolio: the members of a sliced portfolio check through
// wrapped solvers; the one that answers wins, the other is cancelled, the
// name shows the weights and the stats the members' slice times.
func TestSlicedPortfolio(t *testing.T) {
	p, err := NewSliced(sched.Options{}, sleeper(5*time.Millisecond),
		SlicedMember{Member: sched.Member{Weight: 3}, Make: func(m sched.Seat) Engine { return &checker{name: "prover", ns: m.NewSolver} }},
		SlicedMember{Member: sched.Member{Weight: 1, Preempt: true}, Make: func(m sched.Seat) Engine {
			return &checker{name: "finder", ns: m.NewSolver, n: 10, result: Result{Status: chc.Unsat}}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if p.Name() != "sliced(prover:3,finder:1)" {
		t.Errorf("name %q", p.Name())
	}
	p.NewSolver = nil // the fake answer has no derivation to validate
	r, err := p.Solve(context.Background(), chc.NewSystem("empty"))
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("Solve = %v, %v", r.Status, err)
	}
	var b strings.Builder
	r.Stats.WriteTo(&b)
	t.Log(b.String())
	if r.Stats.Count("winner finder") != 1 || !strings.Contains(b.String(), "prover slice time") {
		t.Errorf("stats:\n%s", b.String())
	}
	// 10 finder checks of 5ms at weight 1 against 3: the prover had about
	// three times that, so the whole run took about 200ms, not 50ms.
	if u := p.slices.Used(0); u < 60*time.Millisecond {
		t.Errorf("prover used %v, want about 150ms", u)
	}
	if _, err := NewSliced(sched.Options{}, nil, SlicedMember{Make: func(sched.Seat) Engine { return nil }}); err == nil {
		t.Error("weight 0: want an error")
	}
}

// TestSlicedBitsMember: a sliced portfolio runs a member that searches
// with the sat package (satbmc) through its seat's gate, which answers
// the bit-vector fixture and whose searches count as its use; a member
// with nothing to make it is refused.
func TestSlicedBitsMember(t *testing.T) {
	file := filepath.Join("..", "testdata", "engines", "bv-wrap-unsafe.smt2")
	sys, err := smtlib2.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewSliced(sched.Options{}, z3.NewSolver, SlicedMember{Member: sched.Member{Weight: 1}, Make: func(m sched.Seat) Engine {
		return sched.Gated(satbmc.New(satbmc.Options{Gate: m.Gate}), m.Gate)
	}})
	if err != nil {
		t.Fatal(err)
	}
	if got := slicedName(p); got != "satbmc:1" {
		t.Errorf("members %q, want satbmc:1", got)
	}
	r, err := p.Solve(context.Background(), sys)
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("got %s (%s) %v, want unsat", r.Status, r.Reason, err)
	}
	if p.slices.Used(0) <= 0 {
		t.Error("the SAT searches did not count as the member's use")
	}
	_, err = NewSliced(sched.Options{}, z3.NewSolver, SlicedMember{Member: sched.Member{Weight: 1}})
	if err == nil || !strings.Contains(err.Error(), "no Make") {
		t.Errorf("a member without Make: %v, want an error", err)
	}
}

// assertSleeper is a sleepSolver whose Asserts cost nothing.
type assertSleeper struct{ sleepSolver }

func (*assertSleeper) Assert(...*chc.Term) error { return nil }

// asserter is an engine that runs checks on its solver until one is cut
// short by ctx, then makes n Asserts (as Houdini asserts its candidates
// one by one before it checks again) and gives up.
type asserter struct {
	ns smt.NewSolver
	n  int
}

func (*asserter) Name() string { return "asserter" }

func (a *asserter) Solve(ctx context.Context, _ *chc.System) (Result, error) {
	sv, err := a.ns(nil)
	if err != nil {
		return Result{}, err
	}
	for ctx.Err() == nil {
		sv.Check(ctx)
	}
	for range a.n {
		if err := sv.Assert(); err != nil {
			return Result{}, err
		}
	}
	return Result{Status: chc.Unknown, Reason: "cancelled"}, nil
}

// TestSlicedCancelledGetTurns: once a member has won, the cancelled
// members get the turns at once, even one whose share is ahead of the
// winner's: the winner has finished and holds nobody back. The loser here
// has had a 100 ms check against the winner's 5 ms ones, so its share is
// ahead by more than the scheduler's quantum; while the finished winner
// counted as a member busy elsewhere, each of the loser's 200 Asserts
// after the cancellation waited for a turn that never came (50 ms each,
// 10 s in all; with Houdini's thousands of candidates, minutes past the
// answer).
func TestSlicedCancelledGetTurns(t *testing.T) {
	slow := func(*chc.Factory) (smt.Solver, error) {
		return &assertSleeper{sleepSolver{d: 100 * time.Millisecond}}, nil
	}
	fast := func(*chc.Factory) (smt.Solver, error) {
		return &assertSleeper{sleepSolver{d: 5 * time.Millisecond}}, nil
	}
	p, err := NewSliced(sched.Options{}, fast,
		SlicedMember{Member: sched.Member{Weight: 1}, Make: func(m sched.Seat) Engine {
			return &checker{name: "winner", ns: m.NewSolver, n: 3, result: Result{Status: chc.Unsat}}
		}},
		SlicedMember{Member: sched.Member{Weight: 1}, Solver: slow, Make: func(m sched.Seat) Engine {
			return &asserter{ns: m.NewSolver, n: 200}
		}})
	if err != nil {
		t.Fatal(err)
	}
	p.NewSolver = nil // the fake answer has no derivation to validate
	start := time.Now()
	r, err := p.Solve(context.Background(), chc.NewSystem("empty"))
	if err != nil || r.Status != chc.Unsat || r.Stats.Count("winner winner") != 1 {
		t.Fatalf("Solve = %v (%s), %v; want unsat from the winner", r.Status, r.Reason, err)
	}
	if u0, u1 := p.slices.Used(0), p.slices.Used(1); u1 < u0+40*time.Millisecond {
		t.Fatalf("the loser used %v, the winner %v: the loser is not ahead", u1, u0)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the run took %v: the cancelled member waited for its turns", d)
	}
}

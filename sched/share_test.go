package sched

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// fakeClock is a Clock that moves only when told: turns and CPU time
// advance together, by the work the fake checks claim to do.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
	cpu time.Duration
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) CPU() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cpu
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	c.cpu += d
}

// workSolver is an smt.Solver whose every Check does d of work on the
// fake clock, and every Assert assert, without sleeping.
type workSolver struct {
	smt.Solver
	clock    *fakeClock
	d        time.Duration
	assert   time.Duration
	asserted time.Duration // in Assert, in all
}

func (w *workSolver) Check(context.Context, ...*chc.Term) (smt.Result, error) {
	w.clock.advance(w.d)
	return smt.Sat, nil
}

func (w *workSolver) Assert(...*chc.Term) error {
	w.clock.advance(w.assert)
	w.asserted += w.assert
	return nil
}

func (w *workSolver) Reason() string { return "" }

// TestShareByWeightInjectedClock: two members that check back to back,
// one with checks ten times as long as the other's, get solver time in
// the ratio of their weights (3:1), not of their checks' lengths, and a
// member delayed by a second of CPU gets no turn before the run has used
// it. Time is the injected clock's: nothing sleeps, so a loaded machine
// does not change the shares.
func TestShareByWeightInjectedClock(t *testing.T) {
	clock := &fakeClock{now: time.Unix(0, 0)}
	s, err := New(Options{Clock: clock}, Member{Weight: 3}, Member{Weight: 1}, Member{Weight: 1, Delay: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	s.patience = time.Hour // a turn never passes by waiting: only by the shares
	s.Begin(context.Background(), nil, []string{"short", "long", "late"})
	const run = 4 * time.Second
	var lateStart atomic.Int64
	var wg sync.WaitGroup
	for i, d := range []time.Duration{2 * time.Millisecond, 20 * time.Millisecond, 20 * time.Millisecond} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer s.Done(i)
			sv, err := s.Wrap(i, func(*chc.Factory) (smt.Solver, error) { return &workSolver{clock: clock, d: d}, nil })(nil)
			if err != nil {
				t.Error(err)
				return
			}
			if i == 2 {
				lateStart.Store(int64(clock.CPU()))
			}
			for clock.CPU() < run {
				sv.Check(context.Background())
			}
		}()
	}
	wg.Wait()
	if got := time.Duration(lateStart.Load()); got < time.Second {
		t.Errorf("the delayed member started at %v of CPU, want at least 1s", got)
	}
	a, b := s.Used(0), s.Used(1)
	if ratio := float64(a) / float64(b); ratio < 2.7 || ratio > 3.3 {
		t.Errorf("used %v and %v: ratio %.2f, want 3 (weights 3:1)", a, b, ratio)
	}
	// After the delay the third member shares as the second does: it
	// has the lowest share, takes the turns until it has caught up with
	// the second and then alternates with it, so both end level, give or
	// take the run's last turns (a member waiting for its turn when the
	// clock passes the end still makes its check): four of their 20ms
	// checks are the slack. (Without it the test failed about once in
	// 200 runs, and under -race once in 10: 840ms beside 800ms.)
	if c := s.Used(2); c < b*6/10 || c > b+4*20*time.Millisecond {
		t.Errorf("the delayed member used %v beside %v", c, b)
	}
}

// TestAssertCounts: a member that mostly asserts (as BMC does while it
// unrolls) has its asserting counted in its share, so the member that
// checks still gets three quarters of the solver time. Time is the
// injected clock's, as in TestShareByWeightInjectedClock.
func TestAssertCounts(t *testing.T) {
	clock := &fakeClock{now: time.Unix(0, 0)}
	s, err := New(Options{Clock: clock}, Member{Weight: 3}, Member{Weight: 1})
	if err != nil {
		t.Fatal(err)
	}
	s.patience = time.Hour
	s.Begin(context.Background(), nil, []string{"checker", "asserter"})
	const run = 4 * time.Second
	solvers := []*workSolver{{clock: clock, d: 2 * time.Millisecond}, {clock: clock, d: 2 * time.Millisecond, assert: 20 * time.Millisecond}}
	var wg sync.WaitGroup
	for i, w := range solvers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer s.Done(i)
			sv, err := s.Wrap(i, func(*chc.Factory) (smt.Solver, error) { return w, nil })(nil)
			if err != nil {
				t.Error(err)
				return
			}
			for clock.CPU() < run {
				if w.assert > 0 {
					sv.Assert()
				}
				sv.Check(context.Background())
			}
		}()
	}
	wg.Wait()
	a, b := s.Used(0), s.Used(1)
	if asserts := solvers[1].asserted; b < asserts {
		t.Errorf("the asserting member used %v of solver time, less than its %v of asserts", b, asserts)
	}
	if ratio := float64(a) / float64(b); ratio < 2.7 || ratio > 3.3 {
		t.Errorf("used %v and %v (%v of it asserting): ratio %.2f, want 3 (weights 3:1)", a, b, solvers[1].asserted, ratio)
	}
}

// TestMemoryShare: a member with a memory share is cancelled, with a
// cause that makes its answer unknown for the reason memory, once the
// process reaches that share of the budget; a member without a share is
// not, and below the share nobody is.
func TestMemoryShare(t *testing.T) {
	var rss atomic.Uint64
	s, err := New(Options{Memory: 1000, RSS: func() (uint64, error) { return rss.Load(), nil }},
		Member{Weight: 3}, Member{Weight: 1, Memory: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s.Begin(ctx, nil, nil)
	main, err := s.Start(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	helper, err := s.Start(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	rss.Store(499)
	s.checkMemory()
	if main.Err() != nil || helper.Err() != nil {
		t.Fatalf("below the share: %v, %v", main.Err(), helper.Err())
	}
	rss.Store(500)
	s.checkMemory()
	if helper.Err() == nil {
		t.Fatal("the helper was not cancelled at its share")
	}
	if r := result.Stopped(helper); result.WhyOf(r.Reason) != result.Memory {
		t.Errorf("the helper's answer: %q, want the reason memory", r.Reason)
	}
	if main.Err() != nil {
		t.Errorf("the member without a share was cancelled: %v", context.Cause(main))
	}
	if _, err := New(Options{}, Member{Weight: 1, Memory: 2}); err == nil {
		t.Error("a share of 2: want an error")
	}
}

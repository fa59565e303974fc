package sched

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// sleepSolver is an smt.Solver whose Check takes d (or until ctx is done).
// Only Check and Reason are used by these tests.
type sleepSolver struct {
	smt.Solver
	d        time.Duration
	reason   string
	asserted time.Duration // in Assert
	// ctxErr makes an interrupted Check return the context's error, as
	// z3's TermSolver does, instead of nil.
	ctxErr bool
}

func (s *sleepSolver) Check(ctx context.Context, _ ...*chc.Term) (smt.Result, error) {
	select {
	case <-time.After(s.d):
		if ctx.Err() != nil {
			// Both were ready when a loaded machine woke this goroutine
			// late: the shorter deadline came first.
			s.reason = "canceled"
			return smt.Unknown, nil
		}
		s.reason = ""
		return smt.Sat, nil
	case <-ctx.Done():
		s.reason = "canceled"
		if s.ctxErr {
			return smt.Unknown, ctx.Err()
		}
		return smt.Unknown, nil
	}
}

func (s *sleepSolver) Reason() string { return s.reason }

// Assert takes d, as converting a large unrolling does.
func (s *sleepSolver) Assert(...*chc.Term) error {
	time.Sleep(s.d)
	s.asserted += s.d
	return nil
}

func sleeper(d time.Duration) smt.NewSolver {
	return func(*chc.Factory) (smt.Solver, error) { return &sleepSolver{d: d}, nil }
}

// TestPreemptRetries: a preempted member's long check is interrupted
// at its slice and retried with doubled slices until it completes; the
// caller sees one successful check, not an unknown.
func TestPreemptRetries(t *testing.T) {
	sl := newScheduler(1, 1)
	sl.Preempt(1)
	long := must(sl.Wrap(1, sleeper(250*time.Millisecond))(nil))
	sl.Done(0) // member 0 never runs: member 1 has the processor
	r, err := long.Check(context.Background())
	if r != smt.Sat || err != nil {
		t.Fatalf("Check = %v, %v; want sat after retries", r, err)
	}
	// Slices of 100ms and 200ms are cut, the third (400ms) completes; on
	// a loaded machine the sleeper may wake too late for the third, never
	// for the fourth (800ms): the slice doubles at each retry.
	if n := sl.retries.Load(); n < 2 || n > 3 {
		t.Errorf("%d retries, want 2 (3 under load)", n)
	}
}

// TestTypicalCheck: a member whose checks run a little past the
// minimum slice is preempted once, and then, its typical check known, no
// longer: its checks may run twice their typical length. A member whose
// checks are long earns no more than maxTypicalSlice that way.
func TestTypicalCheck(t *testing.T) {
	sl := newScheduler(1, 1)
	sl.Preempt(1)
	mid := must(sl.Wrap(1, sleeper(150*time.Millisecond))(nil))
	sl.Done(0)
	if r, err := mid.Check(context.Background()); r != smt.Sat || err != nil {
		t.Fatalf("Check = %v, %v; want sat", r, err)
	}
	first := sl.retries.Load()
	if first < 1 {
		t.Fatalf("no retry: the first check (150ms) should have been cut at the minimum slice (%v)", minSlice)
	}
	for range 3 {
		if r, err := mid.Check(context.Background()); r != smt.Sat || err != nil {
			t.Fatalf("Check = %v, %v; want sat", r, err)
		}
	}
	if n := sl.retries.Load(); n != first {
		t.Errorf("%d more retries after the first check; want none (typical check %v)", n-first, sl.typical[1])
	}
	long := newScheduler(1, 1)
	long.Preempt(0)
	long.observe(0, time.Minute)
	if a := long.allowance(0, 0); a != maxTypicalSlice {
		t.Errorf("first slice of a member whose checks take a minute = %v, want %v", a, maxTypicalSlice)
	}
}

// TestPreemptRetriesOnContextError: a check interrupted at the end
// of its slice that reports the interruption as an error (z3's
// TermSolver returns ctx.Err()) is retried like one that answers
// unknown: the member does not fail at its first preemption.
func TestPreemptRetriesOnContextError(t *testing.T) {
	sl := newScheduler(1, 1)
	sl.Preempt(1)
	long := must(sl.Wrap(1, func(*chc.Factory) (smt.Solver, error) {
		return &sleepSolver{d: 250 * time.Millisecond, ctxErr: true}, nil
	})(nil))
	sl.Done(0)
	r, err := long.Check(context.Background())
	if r != smt.Sat || err != nil {
		t.Fatalf("Check = %v, %v; want sat after retries", r, err)
	}
	if sl.retries.Load() < 1 {
		t.Error("no retry: the first slice (100ms) should have been cut")
	}
	// The caller's own context still ends the check, with its error.
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if r, err := long.Check(ctx); r != smt.Unknown || err == nil {
		t.Errorf("Check past the caller's deadline = %v, %v; want unknown and the context's error", r, err)
	}
}

// TestCancelWhileWaiting: a member waiting for its turn returns
// unknown with an "interrupted" reason when its context is done, and the
// turn is not lost.
func TestCancelWhileWaiting(t *testing.T) {
	sl := newScheduler(1, 1)
	holder := must(sl.Wrap(0, sleeper(300*time.Millisecond))(nil))
	waiter := must(sl.Wrap(1, sleeper(time.Millisecond))(nil))
	done := make(chan struct{})
	go func() {
		holder.Check(context.Background())
		close(done)
	}()
	time.Sleep(50 * time.Millisecond) // the holder has the turn
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	r, err := waiter.Check(ctx)
	if r != smt.Unknown || err != nil || !strings.HasPrefix(waiter.Reason(), "interrupted") {
		t.Fatalf("Check = %v, %v (%q); want unknown, interrupted", r, err, waiter.Reason())
	}
	<-done
	// The turn is free again: a fresh check runs.
	if r, _ := waiter.Check(context.Background()); r != smt.Sat {
		t.Fatalf("after the holder: %v", r)
	}
}

// TestWaitForBusyMember: a member ahead of its share does not take
// the free turn while a member behind it is busy outside the solver; it
// gets it once that member finishes.
func TestWaitForBusyMember(t *testing.T) {
	sl := newScheduler(1, 1)
	a := must(sl.Wrap(0, sleeper(time.Millisecond))(nil))
	b := must(sl.Wrap(1, sleeper(100*time.Millisecond))(nil))
	a.Check(context.Background())
	b.Check(context.Background()) // b is now far ahead of a
	got := make(chan time.Time)
	go func() {
		b.Check(context.Background())
		got <- time.Now()
	}()
	time.Sleep(100 * time.Millisecond)
	finished := time.Now()
	sl.Done(0)
	if at := <-got; at.Before(finished) {
		t.Error("b ran while a, behind it, was busy outside the solver")
	}
}

// TestHoldGoesFirst: a member held for (the driver validating its
// answer) gets the next free turn before a waiting member that is behind
// it, and the waiting member runs only once the hold is given back.
func TestHoldGoesFirst(t *testing.T) {
	sl := newScheduler(1, 1, 1)
	a := must(sl.Wrap(0, sleeper(50*time.Millisecond))(nil))
	b := must(sl.Wrap(1, sleeper(time.Millisecond))(nil))
	c := must(sl.Wrap(2, sleeper(100*time.Millisecond))(nil))
	c.Check(context.Background()) // 2 is now far ahead of 1
	aDone := make(chan struct{})
	go func() {
		a.Check(context.Background()) // holds the turn for 50 ms
		close(aDone)
	}()
	time.Sleep(10 * time.Millisecond)
	bDone := make(chan time.Time, 1)
	go func() {
		b.Check(context.Background()) // waits for a
		bDone <- time.Now()
	}()
	time.Sleep(10 * time.Millisecond)
	release, err := sl.Hold(context.Background(), 2)
	if err != nil {
		t.Fatal(err)
	}
	<-aDone
	select {
	case <-bDone:
		t.Fatal("the member behind ran before the hold")
	case <-time.After(30 * time.Millisecond):
	}
	released := time.Now()
	release()
	if at := <-bDone; at.Before(released) {
		t.Error("the member behind ran while the hold had the turn")
	}
	if used := sl.Used(2); used < 130*time.Millisecond {
		t.Errorf("member 2 used %v, want its check and the hold counted", used)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestDelay: a delayed member gets no turn in the first part of a run
// while another member is unfinished, and gets it at once when it is not.
func TestDelay(t *testing.T) {
	sl := newScheduler(1, 1)
	sl.clock = wallClock() // the sleeping members use no CPU
	sl.Delay(1, 200*time.Millisecond)
	main := must(sl.Wrap(0, sleeper(time.Millisecond))(nil))
	helper := must(sl.Wrap(1, sleeper(time.Millisecond))(nil))
	sl.Begin(context.Background(), nil, nil)
	start := time.Now()
	ran := make(chan time.Duration, 1)
	go func() {
		helper.Check(context.Background())
		ran <- time.Since(start)
	}()
	for time.Since(start) < 300*time.Millisecond {
		main.Check(context.Background())
	}
	if d := <-ran; d < 200*time.Millisecond {
		t.Errorf("the delayed member ran after %v, want >= 200ms", d)
	}
	sl.Begin(context.Background(), nil, nil)
	sl.Done(0)
	start = time.Now()
	helper.Check(context.Background())
	if d := time.Since(start); d > 100*time.Millisecond {
		t.Errorf("alone, the delayed member waited %v", d)
	}
}

// TestDelayedSolverIsLazy: a member held back by its delay gets no
// solver (no Z3 context) while it is held; a run that ends within the
// delay never makes one, and the others finishing ends the hold at once.
func TestDelayedSolverIsLazy(t *testing.T) {
	sl := newScheduler(1, 1)
	sl.Delay(1, time.Hour)
	var made atomic.Int32
	inner := func(f *chc.Factory) (smt.Solver, error) {
		made.Add(1)
		return sleeper(time.Millisecond)(f)
	}
	errs := make(chan error, 1)
	ctx, cancel := context.WithCancel(context.Background())
	sl.Begin(ctx, nil, nil)
	go func() {
		_, err := sl.Wrap(1, inner)(nil)
		errs <- err
	}()
	// Member 0 gets every turn at once meanwhile: the held member does
	// not count as busy elsewhere (else each of these checks past the
	// first few would wait defaultPatience, 3 s in all).
	main := must(sl.Wrap(0, sleeper(5*time.Millisecond))(nil))
	start := time.Now()
	for range 20 {
		main.Check(context.Background())
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("20 checks of 5 ms beside a held member took %v", d)
	}
	if n := made.Load(); n != 0 {
		t.Fatalf("the held member made %d solvers", n)
	}
	cancel()
	select {
	case err := <-errs:
		if err == nil || made.Load() != 0 {
			t.Errorf("after the run ended: err %v, %d solvers made; want an error and none", err, made.Load())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the held member's NewSolver did not return when the run ended")
	}

	sl.Begin(context.Background(), nil, nil)
	go func() {
		_, err := sl.Wrap(1, inner)(nil)
		errs <- err
	}()
	time.Sleep(20 * time.Millisecond)
	sl.Done(0)
	select {
	case err := <-errs:
		if err != nil || made.Load() != 1 {
			t.Errorf("after the other member finished: err %v, %d solvers made; want one", err, made.Load())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the held member's NewSolver did not return when the other member finished")
	}
}

// wallClock is a clock whose CPU time is the wall time since it was
// made: the delays of members that sleep instead of working pass.
func wallClock() Clock { return wall{time.Now()} }

type wall struct{ start time.Time }

func (w wall) Now() time.Time     { return time.Now() }
func (w wall) CPU() time.Duration { return time.Since(w.start) }

// TestProcessCPU: the delays' clock advances with the CPU the process
// uses and not while it sleeps.
func TestProcessCPU(t *testing.T) {
	c0 := ProcessCPU()
	time.Sleep(100 * time.Millisecond)
	c1 := ProcessCPU()
	for x := 0; ProcessCPU()-c1 < 50*time.Millisecond; x++ {
		_ = x * x
	}
	if slept := c1 - c0; slept > 60*time.Millisecond {
		t.Errorf("sleeping 100 ms took %v of CPU", slept)
	}
}

// TestDelayedHelpersAlone: when the one undelayed member has
// finished within the delays, two delayed members do not hold each other
// back (the CPU clock their delays count would not move while both
// wait): both get their turns at once.
func TestDelayedHelpersAlone(t *testing.T) {
	sl := newScheduler(3, 1, 1)
	sl.Delay(1, time.Hour)
	sl.Delay(2, time.Hour)
	sl.Begin(context.Background(), nil, nil)
	sl.Done(0)
	done := make(chan struct{}, 2)
	for i := 1; i <= 2; i++ {
		go func() {
			s := must(sl.Wrap(i, sleeper(time.Millisecond))(nil))
			s.Check(context.Background())
			done <- struct{}{}
		}()
	}
	for range 2 {
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatal("the delayed members waited for each other")
		}
	}
}

// TestDemote: a demoted member's weight halves down to 1, its share
// so far stays where it stood, and its use from then on counts at the new
// weight; a new run starts from the first weights again.
func TestDemote(t *testing.T) {
	sl := newScheduler(4, 1)
	sl.used[0], sl.used[1] = 4*time.Second, time.Second
	before := sl.share(0)
	sl.Demote(0)
	if sl.weights[0] != 2 {
		t.Fatalf("weight after one demotion %v, want 2", sl.weights[0])
	}
	if d := sl.share(0) - before; d > 1 || d < -1 {
		t.Fatalf("share moved from %v to %v at the demotion", before, sl.share(0))
	}
	sl.used[0] += time.Second
	if got, want := sl.share(0)-before, float64(time.Second)/2; got < want-1 || got > want+1 {
		t.Errorf("a second of use after the demotion added %v to the share, want %v", got, want)
	}
	sl.Demote(0)
	sl.Demote(0)
	if sl.weights[0] != 1 {
		t.Errorf("weight after three demotions %v, want 1", sl.weights[0])
	}
	sl.Demote(1)
	if sl.weights[1] != 1 {
		t.Errorf("a member of weight 1 demoted to %v", sl.weights[1])
	}
	if n := sl.demotions.Load(); n != 2 {
		t.Errorf("%d demotions counted, want 2 (the others changed nothing)", n)
	}
	sl.Begin(context.Background(), nil, []string{"a", "b"})
	if sl.weights[0] != 4 || sl.share(0) != float64(sl.used[0])/4 {
		t.Errorf("a new run starts at weight %v, share %v", sl.weights[0], sl.share(0))
	}
}
